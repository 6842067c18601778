import type { Locale } from '@/lib/model/i18n/locales';
import { polishCount } from '@/lib/model/i18n/polishCount';
import type { PageNameIssue } from '@/lib/model/pages/pageNameIssue';

/**
 * What the page-name rules (pageRules.ts) say is wrong with a name: in English for the build and
 * the API, in the editor's language for its forms. Kept in the model, which the rules belong to.
 */

const en = {
  empty: 'The address is empty',
  tooLong: 'The address is too long',
  tooManyParts: (max: number) => `An address has at most ${max} parts, such as offers/gozo-october`,
  emptyPart: 'An address part is empty (a leading, trailing or double slash)',
  partTooLong: (max: number) => `An address part has at most ${max} characters`,
  characters: 'Use lower-case letters, digits and single hyphens only (no spaces, accents, dots or capitals)',
  reserved: (first: string) => `“${first}” is reserved for the site itself`,
  index: '“index” is the home page’s name and cannot be part of another address',
  publicFile: (first: string, entry: string) => `“${first}” is taken by the file public/${entry}`,
};

const PAGE_NAME_WORDS: Record<Locale, typeof en> = {
  en,
  pl: {
    empty: 'Adres jest pusty',
    tooLong: 'Adres jest za długi',
    tooManyParts: (max) =>
      `Adres może mieć najwyżej ${polishCount(max, 'człon', 'człony', 'członów')}, np. offers/gozo-october`,
    emptyPart: 'Człon adresu jest pusty (ukośnik na początku, na końcu albo podwójny)',
    partTooLong: (max) => `Człon adresu może mieć najwyżej ${polishCount(max, 'znak', 'znaki', 'znaków')}`,
    characters:
      'Używaj tylko małych liter, cyfr i pojedynczych łączników (bez spacji, polskich znaków, kropek i wielkich liter)',
    reserved: (first) => `Nazwa „${first}” jest zarezerwowana dla samego serwisu`,
    index: '„index” to nazwa strony głównej i nie może być częścią innego adresu',
    publicFile: (first, entry) => `Nazwę „${first}” zajmuje plik public/${entry}`,
  },
};

export function describePageNameIssue(issue: PageNameIssue, uiLocale: Locale): string {
  const w = PAGE_NAME_WORDS[uiLocale];
  switch (issue.kind) {
    case 'tooManyParts':
      return w.tooManyParts(issue.max);
    case 'partTooLong':
      return w.partTooLong(issue.max);
    case 'reserved':
      return w.reserved(issue.first);
    case 'publicFile':
      return w.publicFile(issue.first, issue.entry);
    default:
      return w[issue.kind];
  }
}
