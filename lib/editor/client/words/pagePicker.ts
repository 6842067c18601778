import type { Locale } from '@/lib/model/i18n/locales';

/** The page choice on the editor's top bar. */
const en = {
  page: 'Page',
  noindex: 'noindex',
  untranslated: 'No Polish version',
};

export const PAGE_PICKER_WORDS: Record<Locale, typeof en> = {
  en,
  pl: {
    page: 'Strona',
    noindex: 'noindex',
    untranslated: 'Bez wersji polskiej',
  },
};
