import type { Locale } from '@/lib/model/i18n/locales';

/** An image field of the data form (components/editor/ImageField.tsx): pick or upload. */
const en = {
  uploaded: (src: string) => `Uploaded as ${src}`,
  uploadFailed: (reason: string) => `Upload failed: ${reason}`,
  listFailed: (reason: string) => `Could not list the images: ${reason}`,
  noImage: 'No image chosen',
  chooseSiteImage: 'Choose a site image',
  uploadFor: (label: string) => `Upload a new image for ${label}`,
  uploading: 'Uploading…',
  dropHere: 'Drop a JPG, PNG or WebP here, or press to choose one (1 KB to 5 MB).',
  pickerTitle: 'Choose an image',
  /** Under a photo: what the media library says of it, in each language. */
  descriptions: 'Description (alt text) from the media library, the same on every page that shows it',
  language: (language: Locale) => ({ en: 'English', pl: 'Polish' })[language],
  decorative: 'Decorative: no description is read out',
  undescribed: 'Not described yet: a page in this language cannot be published with it',
};

export const IMAGE_FIELD_WORDS: Record<Locale, typeof en> = {
  en,
  pl: {
    uploaded: (src) => `Przesłano jako ${src}`,
    uploadFailed: (reason) => `Nie udało się przesłać obrazu: ${reason}`,
    listFailed: (reason) => `Nie udało się wczytać listy obrazów: ${reason}`,
    noImage: 'Nie wybrano obrazu',
    chooseSiteImage: 'Wybierz obraz z serwisu',
    uploadFor: (label) => `Prześlij nowy obraz: ${label}`,
    uploading: 'Przesyłanie…',
    dropHere: 'Upuść tu plik JPG, PNG lub WebP albo naciśnij, aby go wybrać (od 1 KB do 5 MB).',
    pickerTitle: 'Wybierz obraz',
    descriptions:
      'Opis (tekst alternatywny) z biblioteki mediów, ten sam na każdej stronie, która go pokazuje',
    language: (language) => ({ en: 'po angielsku', pl: 'po polsku' })[language],
    decorative: 'Dekoracyjny: czytnik ekranu go pomija',
    undescribed: 'Jeszcze bez opisu: strony w tym języku nie da się z nim opublikować',
  },
};
