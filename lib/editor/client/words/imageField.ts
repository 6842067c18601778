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
  },
};
