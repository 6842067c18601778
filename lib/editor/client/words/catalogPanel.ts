import type { Locale } from '@/lib/model/i18n/locales';

/** The component catalogue's panel (its categories and variants: words/componentCatalog.ts). */
const en = {
  heading: 'Components',
};

export const CATALOG_PANEL_WORDS: Record<Locale, typeof en> = {
  en,
  pl: {
    heading: 'Sekcje',
  },
};
