import type { Locale } from '@/lib/model/i18n/locales';
import { LANGUAGE_NAMES, type TranslatedLocale } from '@/lib/editor/contract/pageRequests';
import { capitalized, POLISH_LANGUAGE_NAMES } from '@/lib/editor/contract/languageWords';

/** "Create the Polish version": each word that names the language takes the version's `locale`. */
const en = {
  titleRequired: (locale: TranslatedLocale) => `The ${LANGUAGE_NAMES[locale]} title is required`,
  titleTooLong: 'The title is too long',
  notCreated: (locale: TranslatedLocale, reason: string) =>
    `The ${LANGUAGE_NAMES[locale]} version was not created: ${reason}`,
  title: (locale: TranslatedLocale, label: string) =>
    `Create the ${LANGUAGE_NAMES[locale]} version of “${label}”`,
  intro: (locale: TranslatedLocale, path: string) =>
    `The new page starts as a copy of ${path}: its sections and their texts, to translate here. Its links to pages that have a ${LANGUAGE_NAMES[locale]} version lead to that version, and the two pages are linked to each other by the language switch.`,
  titleLabel: (locale: TranslatedLocale) => `${LANGUAGE_NAMES[locale]} title`,
  submit: (locale: TranslatedLocale) => `Create the ${LANGUAGE_NAMES[locale]} version`,
};

const pl = (locale: TranslatedLocale) => POLISH_LANGUAGE_NAMES[locale];

export const TRANSLATION_WORDS: Record<Locale, typeof en> = {
  en,
  pl: {
    titleRequired: (locale) => `${capitalized(pl(locale).masculine)} tytuł jest wymagany`,
    titleTooLong: 'Tytuł jest za długi',
    notCreated: (locale, reason) => `Nie utworzono wersji ${pl(locale).feminineGenitive}: ${reason}`,
    title: (locale, label) => `Utwórz wersję ${pl(locale).feminineAccusative} strony „${label}”`,
    intro: (locale, path) =>
      `Nowa strona powstanie jako kopia strony ${path}: z jej sekcjami i tekstami do przetłumaczenia tutaj. Jej linki do stron, które mają wersję ${pl(locale).feminineAccusative}, będą prowadzić do tej wersji, a przełącznik języka połączy obie strony ze sobą.`,
    titleLabel: (locale) => `${capitalized(pl(locale).masculine)} tytuł`,
    submit: (locale) => `Utwórz wersję ${pl(locale).feminineAccusative}`,
  },
};
