import type { Locale } from '@/lib/model/i18n/locales';

/** The page actions' words: the Pages toolbar, its reasons and marks, and its toasts. */
const en = {
  toolbar: 'Pages',
  newPage: 'New page',
  settings: 'Page settings',
  rename: 'Change address',
  translate: 'Create the Polish version',
  delete: 'Delete page',
  trash: (count: number) => `Deleted pages (${count})`,
  listFailed: 'Could not load the list of pages; try again.',
  pageGone: 'This page no longer exists: choose another one.',
  alreadyTranslated: (label: string) => `“${label}” has a Polish version already: choose it in Polski.`,
  layoutHasNoSettings: 'The header and footer have no page settings, address or deletion.',
  saveFirst: 'Save or undo your changes before changing the page’s settings, address or deletion.',
  homeFixed: 'The home page cannot be deleted or moved: it is the site’s address /.',
  polishHomeFixed: 'The Polish home page cannot be deleted or moved: it is the address /pl/.',
  polishVersion: (path: string) => `Polish version: ${path}`,
  noPolishVersion: 'No Polish version yet.',
  missingVersions: (language: Locale, count: number) =>
    `No ${{ en: 'English', pl: 'Polish' }[language]} version yet (${count}):`,
  translatePage: (label: string, path: string) => `Create the Polish version of ${label} (${path})`,
  created: (path: string) => `Page created at ${path}`,
  translationCreated: (path: string) => `Polish version created at ${path}: translate its texts and save`,
  settingsSaved: 'Page settings saved',
  renamed: (path: string) => `The page is now at ${path}`,
  deleted: (label: string) => `“${label}” deleted: it can be restored from the deleted pages`,
  restored: (label: string, path: string) => `“${label}” restored at ${path}`,
};

export const PAGE_ACTIONS_WORDS: Record<Locale, typeof en> = {
  en,
  pl: {
    toolbar: 'Strony',
    newPage: 'Nowa strona',
    settings: 'Ustawienia strony',
    rename: 'Zmień adres',
    translate: 'Utwórz wersję polską',
    delete: 'Usuń stronę',
    trash: (count) => `Usunięte strony (${count})`,
    listFailed: 'Nie udało się wczytać listy stron; spróbuj ponownie.',
    pageGone: 'Ta strona już nie istnieje: wybierz inną.',
    alreadyTranslated: (label) =>
      `Strona „${label}” ma już wersję polską: wybierz ją po przełączeniu na Polski.`,
    layoutHasNoSettings: 'Nagłówek i stopka nie mają ustawień strony, adresu ani opcji usunięcia.',
    saveFirst: 'Zapisz lub cofnij zmiany, zanim zmienisz ustawienia lub adres strony albo ją usuniesz.',
    homeFixed: 'Strony głównej nie można usunąć ani przenieść: to adres serwisu /.',
    polishHomeFixed: 'Polskiej strony głównej nie można usunąć ani przenieść: to adres /pl/.',
    polishVersion: (path) => `Wersja polska: ${path}`,
    noPolishVersion: 'Nie ma jeszcze wersji polskiej.',
    missingVersions: (language, count) =>
      `Jeszcze bez wersji ${{ en: 'angielskiej', pl: 'polskiej' }[language]} (${count}):`,
    translatePage: (label, path) => `Utwórz wersję polską strony ${label} (${path})`,
    created: (path) => `Utworzono stronę pod adresem ${path}`,
    translationCreated: (path) =>
      `Utworzono wersję polską pod adresem ${path}: przetłumacz jej teksty i zapisz`,
    settingsSaved: 'Zapisano ustawienia strony',
    renamed: (path) => `Strona ma teraz adres ${path}`,
    deleted: (label) => `Usunięto stronę „${label}”: możesz ją przywrócić z usuniętych stron`,
    restored: (label, path) => `Przywrócono stronę „${label}” pod adresem ${path}`,
  },
};
