import type { Locale } from '@/lib/model/i18n/locales';

const en = {
  addressTaken: (label: string, path: string, reason: string) =>
    `“${label}” was not restored: its address ${path} has been taken since, by another page or by an old address that redirects. Change that page’s address (or delete it), then restore this one. (${reason})`,
  notRestored: (label: string, reason: string) => `“${label}” was not restored: ${reason}`,
  title: 'Deleted pages',
  empty: 'No page has been deleted.',
  deleted: (when: string) => `Deleted ${when}`,
  restoreLabel: (label: string, path: string) => `Restore ${label} (${path})`,
  restore: 'Restore',
  close: 'Close',
};

export const TRASH_WORDS: Record<Locale, typeof en> = {
  en,
  pl: {
    addressTaken: (label, path, reason) =>
      `Nie przywrócono strony „${label}”: jej adres ${path} został w międzyczasie zajęty przez inną stronę albo przez dawny adres, który przekierowuje. Zmień adres tamtej strony (albo ją usuń), a potem przywróć tę. (${reason})`,
    notRestored: (label, reason) => `Nie przywrócono strony „${label}”: ${reason}`,
    title: 'Usunięte strony',
    empty: 'Kosz jest pusty: nie usunięto żadnej strony.',
    deleted: (when) => `Usunięto ${when}`,
    restoreLabel: (label, path) => `Przywróć ${label} (${path})`,
    restore: 'Przywróć',
    close: 'Zamknij',
  },
};
