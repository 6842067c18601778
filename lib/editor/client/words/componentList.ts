import type { Locale } from '@/lib/model/i18n/locales';

/** The list of the page's sections, in order. */
const en = {
  heading: 'On this page',
  reorderHelp: 'Drag to reorder, or focus a handle and use Space and the arrow keys.',
  empty: 'No components yet: tick one in the list.',
  move: (name: string, position: number, count: number) => `Move ${name}, position ${position} of ${count}`,
  unsaved: '(unsaved)',
};

export const COMPONENT_LIST_WORDS: Record<Locale, typeof en> = {
  en,
  pl: {
    heading: 'Na tej stronie',
    reorderHelp:
      'Przeciągnij, aby zmienić kolejność, albo ustaw fokus na uchwycie i użyj spacji oraz strzałek.',
    empty: 'Nie ma jeszcze sekcji: zaznacz jakąś na liście.',
    move: (name, position, count) => `Przenieś: ${name}, pozycja ${position} z ${count}`,
    unsaved: '(niezapisane zmiany)',
  },
};
