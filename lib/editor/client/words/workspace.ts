import type { Locale } from '@/lib/model/i18n/locales';
import { polishCount } from '@/lib/model/i18n/polishCount';

/** The editing area of a page: its regions, the undo, redo and save bar, the form's heading. */
const en = {
  catalogue: 'Catalogue',
  editing: 'Editing',
  undo: 'Undo',
  undoTitle: 'Undo (Ctrl+Z)',
  redo: 'Redo',
  redoTitle: 'Redo (Ctrl+Shift+Z)',
  save: 'Save',
  unsaved: (count: number) => `${count} unsaved`,
  allSaved: 'All changes saved',
  edit: (name: string) => `Edit: ${name}`,
  loading: 'Loading…',
  pageSectionsElsewhere: 'The page’s own sections are edited on that page: choose it in the page list.',
  layoutNote: 'The header and footer appear on every English page; the preview shows them on the home page.',
  polishLayoutNote:
    'The Polish header and footer appear on every Polish page; the preview shows them on the Polish home page.',
  layoutShared:
    'Which header and footer the site uses is the same in both languages; their texts are each language’s own.',
};

export const WORKSPACE_WORDS: Record<Locale, typeof en> = {
  en,
  pl: {
    catalogue: 'Katalog',
    editing: 'Edycja',
    undo: 'Cofnij',
    undoTitle: 'Cofnij (Ctrl+Z)',
    redo: 'Ponów',
    redoTitle: 'Ponów (Ctrl+Shift+Z)',
    save: 'Zapisz',
    unsaved: (count) =>
      polishCount(count, 'niezapisana sekcja', 'niezapisane sekcje', 'niezapisanych sekcji'),
    allSaved: 'Wszystkie zmiany zapisane',
    edit: (name) => `Edycja: ${name}`,
    loading: 'Wczytywanie…',
    pageSectionsElsewhere: 'Sekcje strony edytujesz na tej stronie: wybierz ją na liście stron.',
    layoutNote:
      'Nagłówek i stopka są widoczne na każdej angielskiej stronie; podgląd pokazuje je na stronie głównej.',
    polishLayoutNote:
      'Polski nagłówek i stopka są widoczne na każdej polskiej stronie; podgląd pokazuje je na polskiej stronie głównej.',
    layoutShared: 'Wybór nagłówka i stopki jest wspólny dla obu języków; teksty każdy język ma własne.',
  },
};
