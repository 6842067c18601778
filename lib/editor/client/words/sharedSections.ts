import { polishCount } from '@/lib/model/i18n/polishCount';
import type { Locale } from '@/lib/model/i18n/locales';

/** Shared sections in the editor: the list beside the page's sections, and the note on a placed one. */
const en = {
  heading: 'Shared sections',
  intro:
    'One section on many pages, edited once: a save on any page changes every page of that language that places it.',
  none: 'None yet: open a section of a page and make it shared.',
  placedOn: (pages: string) => `On ${pages}`,
  notPlaced: 'Not on any page',
  place: (label: string) => `Place “${label}” on this page`,
  remove: (label: string) => `Delete “${label}”`,
  placed: (label: string) => `“${label}” is on this page now.`,
  deleted: (label: string) => `“${label}” was deleted.`,
  stillPlaced: (label: string, pages: string) =>
    `“${label}” cannot be deleted: it is still on ${pages}. Detach it from those pages first.`,
  // On a section's form.
  shared: (label: string, pages: string) =>
    `Shared section “${label}”, on ${pages}. A save here changes it on every page of this language that places it.`,
  detach: 'Detach from this page',
  detached: 'This page now has its own copy, edited alone.',
  share: 'Share this section with other pages',
  shareName: 'Name of the shared section',
  makeShared: 'Make shared',
  madeShared: (label: string) => `“${label}” is a shared section now: place it on other pages from the list.`,
  pageCount: (count: number) => (count === 1 ? 'one page' : `${count} pages`),
};

type Words = typeof en;

const pl: Words = {
  heading: 'Sekcje wspólne',
  intro:
    'Jedna sekcja na wielu stronach, edytowana raz: zapis na dowolnej stronie zmienia ją na każdej stronie w tym języku, na której jest.',
  none: 'Jeszcze żadnej: otwórz sekcję strony i udostępnij ją.',
  placedOn: (pages) => `Na stronach: ${pages}`,
  notPlaced: 'Nie ma jej na żadnej stronie',
  place: (label) => `Wstaw „${label}” na tę stronę`,
  remove: (label) => `Usuń „${label}”`,
  placed: (label) => `„${label}” jest teraz na tej stronie.`,
  deleted: (label) => `Usunięto „${label}”.`,
  stillPlaced: (label, pages) =>
    `Nie można usunąć „${label}”: wciąż jest na stronach ${pages}. Najpierw odłącz ją od tych stron.`,
  shared: (label, pages) =>
    `Sekcja wspólna „${label}”, na stronach: ${pages}. Zapis tutaj zmienia ją na każdej stronie w tym języku, na której jest.`,
  detach: 'Odłącz od tej strony',
  detached: 'Ta strona ma teraz własną kopię, edytowaną osobno.',
  share: 'Udostępnij tę sekcję innym stronom',
  shareName: 'Nazwa sekcji wspólnej',
  makeShared: 'Udostępnij',
  madeShared: (label) => `„${label}” jest teraz sekcją wspólną: wstaw ją na inne strony z listy.`,
  pageCount: (count) => polishCount(count, 'strona', 'strony', 'stron'),
};

export const SHARED_SECTION_WORDS: Record<Locale, Words> = { en, pl };
