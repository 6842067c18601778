import { LANGUAGE_NAMES } from '@/lib/editor/contract/pageRequests';
import { POLISH_LANGUAGE_NAMES } from '@/lib/editor/contract/languageWords';
import { displayPair, displayText, fieldOfSection } from '@/lib/model/content/siteChanges';
import { labelPath, sectionLabel } from '@/lib/model/content/siteChangesText';
import type { TranslationMark } from '@/lib/model/content/translationSync';
import { polishCount } from '@/lib/model/i18n/polishCount';
import type { Locale } from '@/lib/model/i18n/locales';

/**
 * The out-of-date translation marks in the editor's words: on a field, on a section, in the page
 * list, in Changes and in Publish (lib/model/content/translationSync.ts).
 */
const q = (text: string, locale: Locale) => (locale === 'pl' ? `„${text}”` : `“${text}”`);
const shown = (value: TranslationMark['was']) => displayText(value ?? '');
/** What it was and is, long texts shown from a little before their first difference. */
const pair = (mark: TranslationMark) => displayPair(mark.was ?? '', mark.now ?? '');

const en = {
  /** What changed in the other language, said on the out-of-date field. */
  changed: (mark: TranslationMark) => {
    const language = LANGUAGE_NAMES[mark.changed];
    if (mark.was === undefined)
      return `Out of date: the ${language} version added ${q(shown(mark.now), 'en')}.`;
    if (mark.now === undefined)
      return `Out of date: the ${language} version removed this (it said ${q(shown(mark.was), 'en')}).`;
    const [was, now] = pair(mark);
    return `Out of date: the ${language} text changed from ${q(was, 'en')} to ${q(now, 'en')}.`;
  },
  keep: 'Still correct',
  keepLabel: (field: string) => `Still correct: ${field}`,
  /** Beside a section in the list, and beside a page in the page choice. */
  count: (count: number) => `${count} out of date`,
  sectionSummary: (count: number, changed: Locale) =>
    `${count === 1 ? 'One field' : `${count} fields`} of this section ${count === 1 ? 'is' : 'are'} out of date: the ${
      LANGUAGE_NAMES[changed]
    } version changed since ${count === 1 ? 'it was' : 'they were'} translated. Update ${
      count === 1 ? 'it' : 'them'
    }, or mark ${count === 1 ? 'it' : 'them'} still correct.`,
  heading: 'Translations out of date',
  publishIntro:
    'These fields still say what the other language said before it changed. Fix them first, or publish anyway: the release records that you did.',
  fixFirst: 'Fix them first',
  publishAnyway: 'Publish anyway',
  /** History, for a release published with fields out of date. */
  publishedOutOfDate: (count: number) =>
    `Published with ${count === 1 ? 'one translated field' : `${count} translated fields`} out of date.`,
};

type Words = typeof en;

const pl: Words = {
  changed: (mark) => {
    const language = POLISH_LANGUAGE_NAMES[mark.changed];
    if (mark.was === undefined)
      return `Nieaktualne: wersja ${language.feminine} dodała ${q(shown(mark.now), 'pl')}.`;
    if (mark.now === undefined)
      return `Nieaktualne: wersja ${language.feminine} usunęła to pole (było: ${q(shown(mark.was), 'pl')}).`;
    const [was, now] = pair(mark);
    return `Nieaktualne: tekst w wersji ${language.feminineGenitive} zmienił się z ${q(was, 'pl')} na ${q(now, 'pl')}.`;
  },
  keep: 'Nadal poprawne',
  keepLabel: (field) => `Nadal poprawne: ${field}`,
  count: (count) => `nieaktualne: ${count}`,
  sectionSummary: (count, changed) => {
    const form = new Intl.PluralRules('pl').select(count);
    const verb =
      form === 'one' ? 'jest nieaktualne' : form === 'few' ? 'są nieaktualne' : 'jest nieaktualnych';
    return `${polishCount(count, 'pole', 'pola', 'pól')} tej sekcji ${verb}: wersja ${
      POLISH_LANGUAGE_NAMES[changed].feminine
    } zmieniła się od tłumaczenia. Popraw je albo oznacz jako nadal poprawne.`;
  },
  heading: 'Nieaktualne tłumaczenia',
  publishIntro:
    'Te pola wciąż mówią to, co druga wersja językowa przed zmianą. Popraw je najpierw albo opublikuj mimo to: wydanie odnotuje, że tak zrobiono.',
  fixFirst: 'Najpierw poprawię',
  publishAnyway: 'Opublikuj mimo to',
  publishedOutOfDate: (count) =>
    `Opublikowano mimo nieaktualnych tłumaczeń (${polishCount(count, 'pole', 'pola', 'pól')}).`,
};

export const TRANSLATION_MARK_WORDS: Record<Locale, Words> = { en, pl };

/** Where a mark is: `Photo cards › Cards › 1 › Text`, in the reader's language. */
export function markPlace(mark: TranslationMark, locale: Locale): string {
  const { section, field } = fieldOfSection(mark.section, mark.field);
  return labelPath([sectionLabel(section, locale), ...field], locale);
}

/** The field alone (`Cards › 1 › Text`): the form's own section is the one shown. */
export function markField(mark: TranslationMark, locale: Locale): string {
  return labelPath(fieldOfSection(mark.section, mark.field).field, locale);
}
