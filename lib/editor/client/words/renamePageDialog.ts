import type { Locale } from '@/lib/model/i18n/locales';

const en = {
  notChanged: (reason: string) => `The address was not changed: ${reason}`,
  doneTitle: 'Address changed',
  nowAt: (label: string, path: string, oldPath: string) =>
    `“${label}” is now at ${path}. ${oldPath} redirects there permanently.`,
  noLinkChanged: 'No link inside the site needed changing.',
  linksUpdated: 'Links were updated in these files:',
  done: 'Done',
  title: (label: string) => `Change the address of “${label}”`,
  intro: (path: string) =>
    `Now at ${path}. After the change, ${path} redirects permanently (301) to the new address, so bookmarks, ads and search results keep working, and the links inside the site are updated to the new address.`,
  submit: 'Change the address',
};

export const RENAME_PAGE_WORDS: Record<Locale, typeof en> = {
  en,
  pl: {
    notChanged: (reason) => `Nie zmieniono adresu: ${reason}`,
    doneTitle: 'Adres zmieniony',
    nowAt: (label, path, oldPath) =>
      `Strona „${label}” jest teraz pod adresem ${path}. ${oldPath} trwale do niej przekierowuje.`,
    noLinkChanged: 'Żaden link w serwisie nie wymagał zmiany.',
    linksUpdated: 'Linki zaktualizowano w tych plikach:',
    done: 'Gotowe',
    title: (label) => `Zmień adres strony „${label}”`,
    intro: (path) =>
      `Obecny adres: ${path}. Po zmianie ${path} będzie trwale przekierowywać (301) na nowy adres, więc zakładki, reklamy i wyniki wyszukiwania nadal będą działać, a linki w serwisie zostaną zmienione na nowy adres.`,
    submit: 'Zmień adres',
  },
};
