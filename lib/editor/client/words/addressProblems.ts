import type { Locale } from '@/lib/model/i18n/locales';
import { LANGUAGE_NAMES } from '@/lib/editor/contract/pageRequests';
import { capitalized, POLISH_LANGUAGE_NAMES } from '@/lib/editor/contract/languageWords';

/** What addressProblem (editorTargets.ts) says beyond the naming rules. */
const en = {
  ownAddress: 'This is already the page’s address',
  englishStaysEnglish:
    'An English page keeps an English address (not under pl/): make its Polish version instead',
  staysUnderPrefix: (locale: Locale) => `A ${LANGUAGE_NAMES[locale]} page keeps its address under ${locale}/`,
  taken: (path: string, label: string) => `${path} is already the address of “${label}”`,
  redirects: (path: string, label: string) => `${path} is an old address of “${label}” and redirects there`,
};

export const ADDRESS_PROBLEM_WORDS: Record<Locale, typeof en> = {
  en,
  pl: {
    ownAddress: 'To już jest adres tej strony',
    englishStaysEnglish:
      'Angielska strona ma angielski adres (nie pod pl/): zamiast tego utwórz jej wersję polską',
    staysUnderPrefix: (locale) =>
      `${capitalized(POLISH_LANGUAGE_NAMES[locale].feminine)} strona ma adres zaczynający się od ${locale}/`,
    taken: (path, label) => `${path} to już adres strony „${label}”`,
    redirects: (path, label) => `${path} to dawny adres strony „${label}”, który do niej przekierowuje`,
  },
};
