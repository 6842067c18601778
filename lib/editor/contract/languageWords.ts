import type { Locale } from '@/lib/model/i18n/locales';

/**
 * The site's languages as Polish names them in the editor's sentences: an adjective that agrees
 * with its noun (polska strona, polską wersję, polskiej wersji, polski tytuł). The English names
 * are LANGUAGE_NAMES (pageRequests.ts).
 */
export interface PolishLanguageName {
  /** polska (strona, wersja) */
  feminine: string;
  /** polską (wersję) */
  feminineAccusative: string;
  /** polskiej (wersji, strony) */
  feminineGenitive: string;
  /** polski (tytuł) */
  masculine: string;
}

export const POLISH_LANGUAGE_NAMES: Record<Locale, PolishLanguageName> = {
  en: {
    feminine: 'angielska',
    feminineAccusative: 'angielską',
    feminineGenitive: 'angielskiej',
    masculine: 'angielski',
  },
  pl: { feminine: 'polska', feminineAccusative: 'polską', feminineGenitive: 'polskiej', masculine: 'polski' },
};

/** The first letter in capitals, for a word that starts a sentence: polski -> Polski. */
export function capitalized(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
