import type { Locale } from '@/lib/model/i18n/locales';

/** The search result preview's words (components/editor/SearchResultPreview.tsx). */
const searchEn = {
  caption: 'Search result preview',
  hidden: 'Hidden from search engines: this page will not appear in results at all.',
};

export const SEARCH_PREVIEW_WORDS: Record<Locale, typeof searchEn> = {
  en: searchEn,
  pl: {
    caption: 'Podgląd w wynikach wyszukiwania',
    hidden: 'Ukryta przed wyszukiwarkami: ta strona w ogóle nie pojawi się w wynikach.',
  },
};

/** The social card preview's words (components/editor/SocialCardPreview.tsx). */
const socialEn = {
  caption: 'Social card preview',
  noImage: 'No sharing image chosen: the page’s first photo is used',
};

export const SOCIAL_PREVIEW_WORDS: Record<Locale, typeof socialEn> = {
  en: socialEn,
  pl: {
    caption: 'Podgląd karty w mediach społecznościowych',
    noImage: 'Nie wybrano zdjęcia do podglądu linku: zostanie użyte pierwsze zdjęcie ze strony',
  },
};
