import type { PageMetaFields } from '@/lib/model/content/contentSchemas';
import type { Locale } from '@/lib/model/i18n/locales';

/** One page of the site, as its content files describe it. */
export interface SitePage {
  /** `index`, `casino`, `offers/gozo-october`. */
  name: string;
  /** `/`, `/casino`, `/offers/gozo-october`. */
  path: string;
  /** Its short name (meta.label, else its title, else its name). */
  label: string;
  meta: PageMetaFields;
  /** Old addresses that redirect here permanently. */
  redirectFrom: string[];
  locale: Locale;
  /** For a page in another language: the English page it is the version of. */
  translationOf?: string;
}
