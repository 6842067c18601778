import type { Locale } from '@/lib/model/i18n/locales';
import { LANGUAGE_NAMES, type TranslatedLocale } from '@/lib/editor/contract/pageRequests';
import { POLISH_LANGUAGE_NAMES } from '@/lib/editor/contract/languageWords';

const en = {
  titleRequired: 'The title is required',
  titleTooLong: 'The title is too long',
  notCreated: (reason: string) => `The page was not created: ${reason}`,
  /** The dialog's title, for the language chosen in the editor. */
  newPage: (locale: Locale) => (locale === 'en' ? 'New page' : `New ${LANGUAGE_NAMES[locale]} page`),
  title: 'Title',
  startWith: 'Start with',
  starter: 'The landing-page starter (sections ready to fill in)',
  blank: 'A blank page',
  copy: 'A copy of an existing page',
  pageToCopy: 'Page to copy',
  versionOf: (locale: TranslatedLocale) => `The ${LANGUAGE_NAMES[locale]} version of`,
  noEnglishPage: 'No English page',
  pairs: 'Pairs the two pages for the language switch and search engines',
  submit: 'Create the page',
};

export const NEW_PAGE_WORDS: Record<Locale, typeof en> = {
  en,
  pl: {
    titleRequired: 'Tytuł jest wymagany',
    titleTooLong: 'Tytuł jest za długi',
    notCreated: (reason) => `Nie utworzono strony: ${reason}`,
    newPage: (locale) =>
      locale === 'en' ? 'Nowa strona' : `Nowa ${POLISH_LANGUAGE_NAMES[locale].feminine} strona`,
    title: 'Tytuł',
    startWith: 'Punkt wyjścia',
    starter: 'Szablon landing page (sekcje gotowe do wypełnienia)',
    blank: 'Pusta strona',
    copy: 'Kopia istniejącej strony',
    pageToCopy: 'Strona do skopiowania',
    versionOf: (locale) => `Wersja ${POLISH_LANGUAGE_NAMES[locale].feminine} strony`,
    noEnglishPage: 'Żadnej angielskiej strony',
    pairs: 'Łączy obie strony w parę dla przełącznika języka i wyszukiwarek',
    submit: 'Utwórz stronę',
  },
};
