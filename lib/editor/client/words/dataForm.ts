import type { Locale } from '@/lib/model/i18n/locales';

/**
 * The data form's own words (components/editor/DataForm.tsx). The fields' titles come from the
 * schemas, in English; the form shows them through `translateLabel` (siteChangesText.ts) and passes
 * them here already in the editor's language.
 */
const en = {
  linkHint: 'A page such as /contact-us, or an https:// address',
  longTextHint: 'Leave a blank line between paragraphs.',
  /** A choice of a select (an icon's name, a side) as the form lists it. */
  option: (value: string) => value,
  show: (title: string) => `Show ${title.toLowerCase()}`,
  itemLabel: (title: string, position: number) => `${title} item ${position}`,
  item: (position: number) => `Item ${position}`,
  moveUp: (itemLabel: string) => `Move ${itemLabel} up`,
  moveDown: (itemLabel: string) => `Move ${itemLabel} down`,
  remove: (itemLabel: string) => `Remove ${itemLabel}`,
  add: (title: string) => `Add to ${title.toLowerCase()}`,
};

/** The schemas' choices (the header's and the cards' icons, a photo's side) in Polish. */
const OPTIONS_PL: Record<string, string> = {
  // Icons of the header's links
  Home: 'Dom',
  Stars: 'Gwiazdki',
  Info: 'Informacja',
  Time: 'Zegar',
  ContactSupport: 'Kontakt',
  Phone: 'Telefon',
  // Icons of the highlights
  Casino: 'Kasyno',
  Hotel: 'Hotel',
  Nightlife: 'Życie nocne',
  Beach: 'Plaża',
  Boat: 'Łódź',
  Restaurant: 'Restauracja',
  Spa: 'Spa',
  Planner: 'Planer',
  Flight: 'Samolot',
  Star: 'Gwiazda',
  Shield: 'Tarcza',
  Heritage: 'Zabytki',
  // A photo's side
  left: 'Po lewej',
  right: 'Po prawej',
};

export const DATA_FORM_WORDS: Record<Locale, typeof en> = {
  en,
  pl: {
    linkHint: 'Strona serwisu, np. /contact-us, albo adres https://',
    longTextHint: 'Oddziel akapity pustym wierszem.',
    option: (value) =>
      Object.prototype.hasOwnProperty.call(OPTIONS_PL, value) ? (OPTIONS_PL[value] ?? value) : value,
    show: (title) => `Pokaż: ${title.toLowerCase()}`,
    itemLabel: (title, position) => `${title}, element ${position}`,
    item: (position) => `Element ${position}`,
    moveUp: (itemLabel) => `Przesuń w górę: ${itemLabel}`,
    moveDown: (itemLabel) => `Przesuń w dół: ${itemLabel}`,
    remove: (itemLabel) => `Usuń: ${itemLabel}`,
    add: (title) => `Dodaj do listy „${title}”`,
  },
};
