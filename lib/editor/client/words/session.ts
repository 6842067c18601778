import type { Locale } from '@/lib/model/i18n/locales';
import { polishCount } from '@/lib/model/i18n/polishCount';

/**
 * An editing session's toasts (hooks/editor/useEditorSession.ts): saving, adding and removing
 * sections, undo and redo. `section` is a component's name, already in the editor's language.
 */
const en = {
  loadFailed: (section: string, reason: string) => `Could not load ${section}: ${reason}`,
  orderSaved: 'New order saved',
  added: (section: string) => `${section} added to the page`,
  removed: (section: string) => `${section} removed from the page`,
  undone: 'Undone and saved',
  redone: 'Redone and saved',
  fixFirst: 'Not saved: correct the fields marked in red first.',
  saved: 'Changes saved',
  saveCount: (count: number) => `${count} components saved`,
  changedElsewhere:
    'Not saved: this page was changed in another tab or window. Reload the editor to get the latest version; your changes are still here.',
  notSaved: (reason: string) => `Not saved: ${reason}. Your changes are still here.`,
};

export const SESSION_WORDS: Record<Locale, typeof en> = {
  en,
  pl: {
    loadFailed: (section, reason) => `Nie udało się wczytać sekcji „${section}”: ${reason}`,
    orderSaved: 'Nowa kolejność zapisana',
    added: (section) => `Sekcja „${section}” dodana do strony`,
    removed: (section) => `Sekcja „${section}” usunięta ze strony`,
    undone: 'Cofnięto i zapisano',
    redone: 'Ponowiono i zapisano',
    fixFirst: 'Nie zapisano: najpierw popraw pola zaznaczone na czerwono.',
    saved: 'Zmiany zapisane',
    saveCount: (count) => `Zapisano ${polishCount(count, 'sekcję', 'sekcje', 'sekcji')}`,
    changedElsewhere:
      'Nie zapisano: ta strona została zmieniona w innej karcie lub oknie. Wczytaj edytor ponownie, aby pobrać najnowszą wersję; Twoje zmiany nadal tu są.',
    notSaved: (reason) => `Nie zapisano: ${reason}. Twoje zmiany nadal tu są.`,
  },
};
