import type { Locale } from '@/lib/model/i18n/locales';

/** What the editor lists of a shared section: the pages that place it, and not its data. */
export interface SharedSectionSummary {
  id: string;
  label: string;
  category: string;
  name: string;
  /** The languages it has data in. */
  locales: Locale[];
  /** The pages that place it, by name. */
  placedOn: string[];
}
