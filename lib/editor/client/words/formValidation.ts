import type { Locale } from '@/lib/model/i18n/locales';
import { polishCount } from '@/lib/model/i18n/polishCount';

/**
 * The data form's validation messages other than English (validationErrors in schemaForm.ts).
 * English is the schemas' own messages (lib/model/fields.ts); in another language a message is
 * made from what the check found and the field's name in that language.
 */
export interface ValidationWords {
  /** A part of a photo field, after the photo's name. */
  imagePart: Record<'src', string>;
  required: (field: string) => string;
  tooLong: (field: string, max: number) => string;
  tooShort: (field: string, min: number) => string;
  fewItems: (list: string, min: number) => string;
  manyItems: (list: string, max: number) => string;
  sitePath: (field: string) => string;
  httpsAddress: (field: string) => string;
  link: (field: string) => string;
  image: (field: string) => string;
  choice: (field: string) => string;
  invalid: (field: string) => string;
  invalidData: string;
}

export const VALIDATION_WORDS: Record<Exclude<Locale, 'en'>, ValidationWords> = {
  pl: {
    imagePart: { src: 'plik' },
    required: (field) => `Wypełnij pole „${field}”`,
    tooLong: (field, max) =>
      `Pole „${field}” może mieć najwyżej ${polishCount(max, 'znak', 'znaki', 'znaków')}`,
    tooShort: (field, min) =>
      `Pole „${field}” musi mieć co najmniej ${polishCount(min, 'znak', 'znaki', 'znaków')}`,
    fewItems: (list, min) =>
      min === 1
        ? `Dodaj co najmniej jeden element do listy „${list}”`
        : `Dodaj co najmniej ${polishCount(min, 'element', 'elementy', 'elementów')} do listy „${list}”`,
    manyItems: (list, max) =>
      `Lista „${list}” może mieć najwyżej ${polishCount(max, 'element', 'elementy', 'elementów')}`,
    sitePath: (field) => `Pole „${field}” musi zawierać adres strony w serwisie, np. /contact-us`,
    httpsAddress: (field) => `Pole „${field}” musi zawierać adres zaczynający się od https://`,
    link: (field) =>
      `Pole „${field}” musi zawierać adres strony w serwisie (np. /contact-us), adres https://, mailto: albo tel:`,
    image: (field) => `Wybierz obraz w polu „${field}” (plik z /images, np. /images/photo.jpg)`,
    choice: (field) => `Wybierz jedną z możliwości w polu „${field}”`,
    invalid: (field) => `Nieprawidłowa wartość w polu „${field}”`,
    invalidData: 'Nieprawidłowe dane sekcji',
  },
};
