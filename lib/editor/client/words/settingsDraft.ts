import type { Locale } from '@/lib/model/i18n/locales';
import { polishCount } from '@/lib/model/i18n/polishCount';
import { describeWarsawTime, WARSAW_TIME_EXAMPLE, warsawTimeToInstant } from '@/lib/model/pages/schedule';

/**
 * The page settings form's messages (lib/editor/client/settingsDraft.ts): its own, the schedule's
 * line, the length advice and the navigation positions; and, in Polish, the schemas' messages
 * (English keeps the schemas' own words).
 */

const chars = (count: number) => polishCount(count, 'znak', 'znaki', 'znaków');

/** A schedule time (`2026-10-01T09:00`, Warsaw wall clock) in Polish words, Warsaw time. */
const polishWarsawFormat = new Intl.DateTimeFormat('pl-PL', {
  dateStyle: 'long',
  timeStyle: 'short',
  timeZone: 'Europe/Warsaw',
});

/** A schema's complaint about a settings field, named in the words of the form (for Polish). */
export type SettingsIssue =
  | {
      kind: 'tooLong';
      field: 'title' | 'description' | 'keywords' | 'label' | 'navLabel';
      max: number;
    }
  | { kind: 'empty'; field: 'label' | 'navLabel' }
  | { kind: 'imageSrc' }
  | { kind: 'timeFormat'; field: 'liveFrom' | 'retireAt' }
  | { kind: 'timeNotReal'; field: 'liveFrom' | 'retireAt'; value: string }
  | { kind: 'retireOrder' }
  | { kind: 'retireToNeedsTime' }
  | { kind: 'retireToName' }
  | { kind: 'navTooMany'; max: number }
  | { kind: 'navTooFew' }
  | { kind: 'navIcon' };

/** English keeps the schemas' own messages. */
const schemaOwnWords: (issue: SettingsIssue) => string | undefined = () => undefined;

const en = {
  /** A schema's message in these words; undefined: the schema's own (English) message. */
  issue: schemaOwnWords,
  titleRequired: 'The title is required',
  homeAlwaysLive: 'The home page is always live: it cannot go live or retire at a time',
  linkNeedsLabel: 'The link needs a label',
  homePage: (path: string) => `The home page (${path})`,
  warsawTime: (time: string) => describeWarsawTime(time),
  scheduled: (time: string) => `Not on the site yet: the first build from ${time} publishes it.`,
  retired: 'Retired: the build leaves it out, and its address redirects to the page chosen below.',
  live: 'Live: each build publishes it.',
  liveUntil: (time: string) =>
    `Live: the first build from ${time} takes it down, and its address then redirects.`,
  characters: (length: number, max: number) => `${length} of ${max} characters`,
  tooLong: (count: string) => `${count}: too long`,
  cutAfter: (count: string, cut: 'titles' | 'descriptions', advised: number) =>
    `${count}: search engines usually cut ${cut} after about ${advised}`,
  onlyLink: 'The only link',
  firstBefore: (label: string) => `First, before “${label}”`,
  after: (label: string) => `After “${label}”`,
};

const TIME_NAMES_PL = { liveFrom: 'Termin publikacji', retireAt: 'Termin wycofania' } as const;

const TOO_LONG_PL: Record<Extract<SettingsIssue, { kind: 'tooLong' }>['field'], (max: number) => string> = {
  title: (max) => `Tytuł może mieć najwyżej ${chars(max)}`,
  description: (max) => `Opis może mieć najwyżej ${chars(max)}`,
  keywords: (max) => `Słowa kluczowe mogą mieć łącznie najwyżej ${chars(max)}`,
  label: (max) => `Krótka nazwa może mieć najwyżej ${chars(max)}`,
  navLabel: (max) => `Tekst linku może mieć najwyżej ${chars(max)}`,
};

const EMPTY_PL: Record<Extract<SettingsIssue, { kind: 'empty' }>['field'], string> = {
  label: 'Krótka nazwa nie może być pusta',
  navLabel: 'Podaj tekst linku',
};

function issuePl(issue: SettingsIssue): string {
  switch (issue.kind) {
    case 'tooLong':
      return TOO_LONG_PL[issue.field](issue.max);
    case 'empty':
      return EMPTY_PL[issue.field];
    case 'imageSrc':
      return 'Zdjęcie do podglądu linku musi być plikiem z folderu /images (.jpg, .png lub .webp)';
    case 'timeFormat':
      return `${TIME_NAMES_PL[issue.field]} musi być datą i godziną, np. ${WARSAW_TIME_EXAMPLE} (czasu warszawskiego)`;
    case 'timeNotReal':
      return `${TIME_NAMES_PL[issue.field]}: ${issue.value} nie jest istniejącą datą i godziną`;
    case 'retireOrder':
      return 'Termin wycofania musi być późniejszy niż termin publikacji';
    case 'retireToNeedsTime':
      return 'Stronę docelową po wycofaniu można wybrać tylko razem z terminem wycofania';
    case 'retireToName':
      return 'Strona docelowa po wycofaniu musi być nazwą strony, np. casino';
    case 'navTooMany':
      return `Nawigacja w nagłówku może mieć najwyżej ${polishCount(issue.max, 'link', 'linki', 'linków')}`;
    case 'navTooFew':
      return 'W nawigacji w nagłówku musi zostać co najmniej jeden link';
    case 'navIcon':
      return 'Wybierz ikonę z listy';
  }
}

export const SETTINGS_DRAFT_WORDS: Record<Locale, typeof en> = {
  en,
  pl: {
    issue: issuePl,
    titleRequired: 'Podaj tytuł strony',
    homeAlwaysLive:
      'Strona główna jest zawsze opublikowana: nie można ustawić jej terminu publikacji ani wycofania',
    linkNeedsLabel: 'Podaj tekst linku',
    homePage: (path) => `Strona główna (${path})`,
    warsawTime: (time) => `${polishWarsawFormat.format(warsawTimeToInstant(time))} czasu warszawskiego`,
    scheduled: (time) => `Jeszcze jej nie ma w witrynie: opublikuje ją pierwsze budowanie od ${time}.`,
    retired: 'Wycofana: budowanie ją pomija, a jej adres przekierowuje na stronę wybraną poniżej.',
    live: 'Opublikowana: każde budowanie witryny ją publikuje.',
    liveUntil: (time) =>
      `Opublikowana: pierwsze budowanie od ${time} zdejmie ją z witryny, a jej adres zacznie wtedy przekierowywać.`,
    // “z 70 znaków”: the genitive, the same for every maximum above one.
    characters: (length, max) => `${length} z ${max} ${max === 1 ? 'znaku' : 'znaków'}`,
    tooLong: (count) => `${count}: tekst jest za długi`,
    cutAfter: (count, cut, advised) =>
      `${count}: wyszukiwarki zwykle obcinają ${cut === 'titles' ? 'tytuły' : 'opisy'} po ok. ${advised} ${advised === 1 ? 'znaku' : 'znakach'}`,
    onlyLink: 'Jedyny link',
    firstBefore: (label) => `Na początku, przed „${label}”`,
    after: (label) => `Po „${label}”`,
  },
};
