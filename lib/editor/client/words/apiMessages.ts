import type { Locale } from '@/lib/model/i18n/locales';

const en = {
  stale:
    'Not saved: this page was changed elsewhere (another tab, or another person) since the editor loaded it. Reload the editor to get the latest version; what you typed is still here.',
};

export const API_MESSAGES_WORDS: Record<Locale, typeof en> = {
  en,
  pl: {
    stale:
      'Nie zapisano: ta strona została zmieniona gdzie indziej (w innej karcie albo przez inną osobę), odkąd edytor ją wczytał. Wczytaj edytor ponownie, aby pobrać najnowszą wersję; wpisany tekst nadal tu jest.',
  },
};
