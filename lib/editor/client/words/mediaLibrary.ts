import type { Locale } from '@/lib/model/i18n/locales';
import type { MediaUse } from '@/lib/editor/contract/media';

const LANGUAGE_EN: Record<Locale, string> = { en: 'English', pl: 'Polish' };
const LANGUAGE_PL: Record<Locale, string> = { en: 'angielski', pl: 'polski' };

/** The media library (components/editor/MediaLibraryDialog.tsx): every image once, described. */
const en = {
  open: 'Media library',
  title: 'Media library',
  search: 'Search by file, description or author',
  noMatch: 'No image matches.',
  images: 'Images',
  /** An image's line in the list. */
  status: (undescribed: number, uses: number) =>
    `${undescribed === 0 ? 'Described' : `${undescribed} description${undescribed === 1 ? '' : 's'} missing`} · ${
      uses === 0 ? 'not used' : `on ${uses} page${uses === 1 ? '' : 's'}`
    }`,
  chooseImage: 'Choose an image from the list to describe it.',
  alt: (language: Locale) => `Description in ${LANGUAGE_EN[language]} (alt text)`,
  altHint: 'What the photo shows, for people who cannot see it; do not say it shows Malta unless it does.',
  decorative: 'Decorative: it shows nothing a reader needs, so it has no description',
  focus: 'Focal point',
  focusHint:
    'Click the photo where its subject is, or use the arrow keys: where a frame crops the photo (a phone’s tall hero), that point stays in view.',
  focusAt: (x: number, y: number) => `Focal point at ${x} % from the left, ${y} % from the top`,
  credit: 'Credit',
  author: 'Author',
  licence: 'Licence',
  source: 'Source',
  usedOn: 'Shown on',
  unused: 'No page shows it.',
  use: (use: MediaUse) => `${use.page} (${LANGUAGE_EN[use.locale]})`,
  save: 'Save',
  saved: (src: string) => `${src} saved: every page that shows it follows.`,
  replace: 'Replace the file',
  replaced: (src: string) => `${src} replaced: every page that shows it shows the new photo.`,
  delete: 'Delete',
  deleted: (src: string) => `${src} deleted.`,
  inUse: (src: string, uses: MediaUse[]) =>
    `${src} cannot be deleted: it is shown on ${uses.map((use) => en.use(use)).join(', ')}. Take it off those pages first.`,
  failed: (reason: string) => `Not saved: ${reason}`,
  close: 'Close',
};

export const MEDIA_LIBRARY_WORDS: Record<Locale, typeof en> = {
  en,
  pl: {
    open: 'Biblioteka mediów',
    title: 'Biblioteka mediów',
    search: 'Szukaj po nazwie pliku, opisie lub autorze',
    noMatch: 'Żaden obraz nie pasuje.',
    images: 'Obrazy',
    status: (undescribed, uses) =>
      `${undescribed === 0 ? 'Opisany' : `brak opisów: ${undescribed}`} · ${
        uses === 0 ? 'nieużywany' : `stron: ${uses}`
      }`,
    chooseImage: 'Wybierz obraz z listy, aby go opisać.',
    alt: (language) => `Opis – język ${LANGUAGE_PL[language]} (tekst alternatywny)`,
    altHint:
      'Co przedstawia zdjęcie, dla osób, które go nie widzą; nie pisz, że to Malta, jeśli to nie Malta.',
    decorative: 'Dekoracyjny: nie pokazuje niczego, czego czytelnik potrzebuje, więc nie ma opisu',
    focus: 'Punkt centralny',
    focusHint:
      'Kliknij zdjęcie tam, gdzie jest jego temat, albo użyj strzałek: gdy ramka przycina zdjęcie (wysoki nagłówek na telefonie), ten punkt pozostaje widoczny.',
    focusAt: (x, y) => `Punkt centralny: ${x} % od lewej, ${y} % od góry`,
    credit: 'Autorstwo',
    author: 'Autor',
    licence: 'Licencja',
    source: 'Źródło',
    usedOn: 'Na stronach',
    unused: 'Żadna strona go nie pokazuje.',
    use: (use) => `${use.page} (${LANGUAGE_PL[use.locale]})`,
    save: 'Zapisz',
    saved: (src) => `Zapisano ${src}: każda strona, która go pokazuje, się zmieni.`,
    replace: 'Zastąp plik',
    replaced: (src) => `Zastąpiono ${src}: każda strona, która go pokazuje, pokazuje nowe zdjęcie.`,
    delete: 'Usuń',
    deleted: (src) => `Usunięto ${src}.`,
    inUse: (src, uses) =>
      `Nie można usunąć ${src}: pokazują go strony ${uses.map((use) => `${use.page} (${LANGUAGE_PL[use.locale]})`).join(', ')}. Najpierw usuń go z tych stron.`,
    failed: (reason) => `Nie zapisano: ${reason}`,
    close: 'Zamknij',
  },
};
