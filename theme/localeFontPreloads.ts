import type { Locale } from '@/lib/model/i18n/locales';

/**
 * The font families a page in each language preloads besides next/font's own preloads, by the
 * names next/font gives them in the build (the name of the font's variable in theme/fonts.ts):
 * every Polish page's headings, the footer's included, have letters of headingFontLetters. Kept
 * here because the document may not import next/font's declarations.
 */
export const LOCALE_FONT_PRELOADS: Record<Locale, readonly string[]> = {
  en: [],
  pl: ['headingFontLetters'],
};
