import type { NavIconName } from '@/components/sections/Headers/Variant7Hotels.schema';
import type { Locale } from '@/lib/model/i18n/locales';

/**
 * The page settings dialog's words (components/editor/PageSettingsDialog.tsx); its fields' names
 * shared with the Changes screen come from settingLabel (lib/model/content/siteChangesText.ts).
 */
const ICON_NAMES_EN: Record<NavIconName, string> = {
  Home: 'Home',
  Stars: 'Stars',
  Info: 'Info',
  Time: 'Time',
  ContactSupport: 'ContactSupport',
  Phone: 'Phone',
};

const en = {
  title: (label: string, path: string) => `Page settings: ${label} (${path})`,
  searchGroup: 'Search engines and link previews',
  keywordsHint: 'Separated by commas; blank uses the site’s.',
  sharingImage: 'Sharing image (link previews)',
  useFirstPhoto: 'Use the page’s first photo instead',
  noindex: 'Hide from search engines (noindex)',
  noindexHint: 'Left out of the sitemap, and marked for search engines not to list it.',
  siteGroup: 'On the site',
  labelHint: (max: number) =>
    `Its link in the footer’s catalog and its name in the editor; blank uses the title (at most ${max} characters).`,
  catalog: 'List in the footer catalog',
  inNavigation: 'Show in the header navigation',
  navLabel: 'Navigation link label',
  icon: 'Icon',
  /** The icons' names in the list; English shows the header data's own names. */
  iconNames: ICON_NAMES_EN,
  position: 'Position',
  scheduleGroup: 'Schedule',
  homeAlwaysLive: 'The home page is always live.',
  scheduleIntro:
    'Each build publishes the page only from the time it goes live until the time it retires. Leave them blank to publish it with the next build and keep it.',
  goesLiveAt: 'Goes live at',
  clearLiveFrom: 'Clear: live at once',
  retiresAt: 'Retires at',
  clearRetireAt: 'Clear: never retires',
  warsawTime: 'Warsaw time',
  retireTo: 'After retiring, send visitors to',
  retireToHint: 'Its address then redirects there permanently.',
  noSuchPage: (name: string) => `${name} (no such page now)`,
  save: 'Save settings',
};

export const PAGE_SETTINGS_WORDS: Record<Locale, typeof en> = {
  en,
  pl: {
    title: (label, path) => `Ustawienia strony: ${label} (${path})`,
    searchGroup: 'Wyszukiwarki i podgląd linków',
    keywordsHint: 'Oddziel je przecinkami; puste pole oznacza słowa kluczowe całej witryny.',
    sharingImage: 'Zdjęcie do podglądu linku (przy udostępnianiu)',
    useFirstPhoto: 'Użyj zamiast tego pierwszego zdjęcia ze strony',
    noindex: 'Ukryj przed wyszukiwarkami (noindex)',
    noindexHint: 'Strona nie trafi do mapy witryny, a wyszukiwarki dostaną sygnał, by jej nie pokazywać.',
    siteGroup: 'W witrynie',
    labelHint: (max) =>
      `Tekst linku w katalogu w stopce i nazwa strony w edytorze; puste pole oznacza tytuł (najwyżej ${max} znaków).`,
    catalog: 'Pokaż w katalogu w stopce',
    inNavigation: 'Pokaż w nawigacji w nagłówku',
    navLabel: 'Tekst linku w nawigacji',
    icon: 'Ikona',
    iconNames: {
      Home: 'Dom',
      Stars: 'Gwiazdki',
      Info: 'Informacja',
      Time: 'Zegar',
      ContactSupport: 'Pomoc',
      Phone: 'Telefon',
    },
    position: 'Pozycja',
    scheduleGroup: 'Harmonogram',
    homeAlwaysLive: 'Strona główna jest zawsze opublikowana.',
    scheduleIntro:
      'Każde budowanie witryny publikuje stronę tylko od terminu publikacji do terminu wycofania. Zostaw te pola puste, aby opublikować ją przy najbliższym budowaniu i zostawić na stałe.',
    goesLiveAt: 'Termin publikacji',
    clearLiveFrom: 'Wyczyść: publikuj od razu',
    retiresAt: 'Termin wycofania',
    clearRetireAt: 'Wyczyść: bez wycofania',
    warsawTime: 'Czas warszawski',
    retireTo: 'Po wycofaniu kieruj odwiedzających na stronę',
    retireToHint: 'Jej adres zostanie wtedy na stałe przekierowany na wybraną stronę.',
    noSuchPage: (name) => `${name} (obecnie nie ma takiej strony)`,
    save: 'Zapisz ustawienia',
  },
};
