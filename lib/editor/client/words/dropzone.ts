import type { Locale } from '@/lib/model/i18n/locales';
import { polishCount } from '@/lib/model/i18n/polishCount';

/** The messages for refused files (lib/editor/client/dropzoneMessages.ts), sizes in bytes. */
const en = {
  bytes: (size: number) => `${size} ${size === 1 ? 'byte' : 'bytes'}`,
  typeOneOf: (list: string[]) => `File type must be one of ${list.join(', ')}`,
  typeMustBe: (type: string) => `File type must be ${type}`,
  tooLarge: (size: string) => `File is larger than ${size}`,
  tooSmall: (size: string) => `File is smaller than ${size}`,
  tooMany: 'Too many files',
  refused: 'File refused',
};

export const DROPZONE_WORDS: Record<Locale, typeof en> = {
  en,
  pl: {
    bytes: (size) => polishCount(size, 'bajt', 'bajty', 'bajtów'),
    typeOneOf: (list) => `Typ pliku musi być jednym z: ${list.join(', ')}`,
    typeMustBe: (type) => `Typ pliku musi być: ${type}`,
    tooLarge: (size) => `Plik jest większy niż ${size}`,
    tooSmall: (size) => `Plik jest mniejszy niż ${size}`,
    tooMany: 'Za dużo plików',
    refused: 'Plik odrzucony',
  },
};
