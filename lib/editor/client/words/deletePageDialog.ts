import type { Locale } from '@/lib/model/i18n/locales';

const en = {
  linksNotListed: (reason: string) => `Could not list the links to the page: ${reason}`,
  deletePolishFirst: 'Delete the Polish version first',
  listing: 'Listing the links…',
  contentLinksHere:
    'Not deleted: the page’s content links here (the list is updated). Choose a page to send those links to.',
  notDeleted: (reason: string) => `Not deleted: ${reason}`,
  title: (label: string, path: string) => `Delete “${label}” (${path})?`,
  intro: 'The page and its data go to the deleted pages, from where they can be restored.',
  hasPolishVersion: (label: string, path: string) =>
    `This page has a Polish version, “${label}” (${path}), which names it as its original. Delete the Polish version first (choose it under Polski), then this page.`,
  listingLabel: 'Listing the links',
  noLinks: 'No page of the site links to it.',
  linkedFrom: 'It is linked from:',
  choice: 'What happens to the links and the address',
  dropNotPossible: 'Remove the navigation link (not possible: content links here)',
  dropNavigation: 'Remove the navigation link; the address then answers “not found”',
  leaveUnused: 'Leave the address unused; it then answers “not found”',
  replace: 'Send the links, and the old address, to another page',
  sendTo: 'Send them to',
  choosePage: 'Choose a page',
  submit: 'Delete the page',
};

export const DELETE_PAGE_WORDS: Record<Locale, typeof en> = {
  en,
  pl: {
    linksNotListed: (reason) => `Nie udało się sprawdzić, co linkuje do tej strony: ${reason}`,
    deletePolishFirst: 'Najpierw usuń wersję polską',
    listing: 'Sprawdzanie linków…',
    contentLinksHere:
      'Nie usunięto: w treści serwisu są linki do tej strony (lista została odświeżona). Wybierz stronę, do której mają prowadzić te linki.',
    notDeleted: (reason) => `Nie usunięto: ${reason}`,
    title: (label, path) => `Usunąć stronę „${label}” (${path})?`,
    intro: 'Strona i jej dane trafią do kosza („Usunięte strony”), skąd można je przywrócić.',
    hasPolishVersion: (label, path) =>
      `Ta strona ma wersję polską „${label}” (${path}), która wskazuje ją jako swój oryginał. Najpierw usuń wersję polską (wybierz ją po przełączeniu na Polski), a potem tę stronę.`,
    listingLabel: 'Sprawdzanie linków',
    noLinks: 'Żadna strona serwisu nie zawiera linku do niej.',
    linkedFrom: 'Linki do niej znajdują się w:',
    choice: 'Co stanie się z linkami i adresem',
    dropNotPossible: 'Usuń link z nawigacji (niemożliwe: w treści serwisu są linki do tej strony)',
    dropNavigation: 'Usuń link z nawigacji; pod tym adresem pojawi się wtedy „nie znaleziono”',
    leaveUnused: 'Zostaw adres nieużywany; pojawi się pod nim wtedy „nie znaleziono”',
    replace: 'Przekieruj linki i stary adres na inną stronę',
    sendTo: 'Przekieruj na',
    choosePage: 'Wybierz stronę',
    submit: 'Usuń stronę',
  },
};
