import type { Locale } from '@/lib/model/i18n/locales';
import type { JobState, PublishProblem } from '@/lib/editor/contract/studio';

/** The studio's words (its bar, Changes, Publish, History), in the account's language. */
export interface StudioWords {
  studio: string;
  signedInAs: (name: string) => string;
  signOut: string;
  alsoHere: (names: string[]) => string;
  changes: (count: number) => string;
  changesTitle: string;
  noChanges: string;
  discard: string;
  discardConfirm: (page: string) => string;
  discarded: (page: string) => string;
  preview: string;
  layout: string;
  publish: string;
  publishTitle: string;
  publishIntro: string;
  message: string;
  messageHint: string;
  publishNow: string;
  publishing: string;
  waitingFor: (name: string) => string;
  state: Record<JobState, string>;
  published: string;
  refused: string;
  problem: (problem: PublishProblem) => string;
  history: string;
  historyTitle: string;
  live: string;
  restore: string;
  restored: (ms: number) => string;
  notKept: string;
  kinds: Record<'publish' | 'restore' | 'schedule' | 'first' | 'release', string>;
  /** What a release the studio made itself did, said from its record (History). */
  firstRelease: string;
  scheduled: (changes: { path: string; change: 'live' | 'retire' }[]) => string;
  restoredVersion: (when: string, what: string) => string;
  /** The author of the scheduler's releases. */
  scheduler: string;
  pagesChanged: string;
  close: string;
  cancel: string;
  loadFailed: (reason: string) => string;
  pushFailed: string;
}

const when = (iso: string, locale: Locale) =>
  new Intl.DateTimeFormat(locale === 'pl' ? 'pl-PL' : 'en-GB', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Europe/Warsaw',
  }).format(new Date(iso));

export const formatWhen = when;

export const STUDIO_WORDS: Record<Locale, StudioWords> = {
  en: {
    studio: 'Studio',
    signedInAs: (name) => `Signed in as ${name}`,
    signOut: 'Sign out',
    alsoHere: (names) => `Also editing this page: ${names.join(', ')}`,
    changes: (count) => `Changes (${count})`,
    changesTitle: 'Changes not yet published',
    noChanges: 'Nothing to publish: every page is as it is live.',
    discard: 'Discard draft',
    discardConfirm: (page) => `Discard every unpublished change of ${page}? This cannot be undone.`,
    discarded: (page) => `The draft of ${page} was discarded.`,
    preview: 'Preview draft',
    layout: 'Header and footer',
    publish: 'Publish',
    publishTitle: 'Publish the changes',
    publishIntro:
      'The site is checked and built first; it goes live only if every check passes. Until then the live site stays as it is.',
    message: 'What changed',
    messageHint: 'A few words for the history, e.g. “Casino heading for the winter campaign”.',
    publishNow: 'Publish now',
    publishing: 'Publishing…',
    waitingFor: (name) => `Waiting for ${name}’s publish to finish first.`,
    state: {
      queued: 'Waiting in line',
      checking: 'Checking the content',
      building: 'Building the site',
      built: 'Checking the built pages',
      switching: 'Going live',
      switched: 'Going live',
      done: 'Live',
      failed: 'Not published',
    },
    published: 'Published: the site is live with your changes.',
    refused: 'Not published. The live site was not changed. Please fix:',
    problem: (problem) => {
      switch (problem.kind) {
        case 'content':
          return `${problem.page ? `Page ${problem.page}` : problem.file}: ${problem.field ? `field “${problem.field}”: ` : ''}${problem.reason}`;
        case 'link':
          return `Page ${problem.page} links to ${problem.link}, which is not a page of the site.`;
        case 'html':
          return `Page ${problem.page}${problem.line ? ` (line ${problem.line})` : ''}: ${problem.reason}`;
        case 'alt':
          return `Page ${problem.page} shows ${problem.image} with no description in ${problem.language === 'pl' ? 'Polish' : 'English'}: describe it in the media library, or mark it decorative.`;
        case 'build':
          return `The site could not be built: ${problem.output.split('\n').filter(Boolean).slice(-3).join(' ')}`;
        case 'nothing':
          return 'There is nothing to publish: the drafts are what is live.';
        case 'interrupted':
          return 'The publish was interrupted; nothing went live. Please publish again.';
        case 'superseded':
          return 'An earlier version was restored while this was being built, so nothing of it went live. The drafts are kept: please publish again.';
        case 'unapproved':
          return 'The changes were edited after the reviewer approved them, so nothing went live: ask for a review of them as they are now.';
      }
    },
    history: 'History',
    historyTitle: 'Published versions',
    live: 'Live now',
    restore: 'Restore this version',
    restored: (ms) => `Restored: that version is live again (in ${ms} ms).`,
    notKept: 'No longer kept',
    kinds: {
      publish: 'Published',
      restore: 'Restored',
      schedule: 'Scheduled',
      first: 'First release',
      release: 'Planned release',
    },
    firstRelease: 'The studio’s first release of the site.',
    scheduled: (changes) =>
      `At its scheduled time: ${changes
        .map(({ path, change }) => `${path} ${change === 'live' ? 'went live' : 'was retired'}`)
        .join(', ')}.`,
    restoredVersion: (when, what) => `The version of ${when} brought back (${what})`,
    scheduler: 'The studio’s schedule',
    pagesChanged: 'Pages',
    close: 'Close',
    cancel: 'Cancel',
    loadFailed: (reason) => `Could not load: ${reason}`,
    pushFailed: 'The copy to the developers’ repository failed; it is retried by itself.',
  },
  pl: {
    studio: 'Studio',
    signedInAs: (name) => `Zalogowano jako ${name}`,
    signOut: 'Wyloguj się',
    alsoHere: (names) => `Tę stronę edytuje też: ${names.join(', ')}`,
    changes: (count) => `Zmiany (${count})`,
    changesTitle: 'Zmiany jeszcze nieopublikowane',
    noChanges: 'Nie ma nic do opublikowania: każda strona jest taka jak na żywo.',
    discard: 'Odrzuć szkic',
    discardConfirm: (page) =>
      `Odrzucić wszystkie nieopublikowane zmiany strony ${page}? Tego nie można cofnąć.`,
    discarded: (page) => `Szkic strony ${page} został odrzucony.`,
    preview: 'Podgląd szkicu',
    layout: 'Nagłówek i stopka',
    publish: 'Opublikuj',
    publishTitle: 'Publikacja zmian',
    publishIntro:
      'Najpierw strona jest sprawdzana i budowana; trafia na żywo tylko wtedy, gdy wszystkie kontrole przejdą. Do tego czasu strona na żywo się nie zmienia.',
    message: 'Co się zmieniło',
    messageHint: 'Kilka słów do historii, np. „Nagłówek strony kasyna na kampanię zimową”.',
    publishNow: 'Opublikuj teraz',
    publishing: 'Publikowanie…',
    waitingFor: (name) => `Czekamy, aż najpierw zakończy się publikacja, którą rozpoczął(-ęła) ${name}.`,
    state: {
      queued: 'W kolejce',
      checking: 'Sprawdzanie treści',
      building: 'Budowanie strony',
      built: 'Sprawdzanie zbudowanych stron',
      switching: 'Publikowanie na żywo',
      switched: 'Publikowanie na żywo',
      done: 'Na żywo',
      failed: 'Nie opublikowano',
    },
    published: 'Opublikowano: strona na żywo zawiera Twoje zmiany.',
    refused: 'Nie opublikowano. Strona na żywo się nie zmieniła. Do poprawienia:',
    problem: (problem) => {
      switch (problem.kind) {
        case 'content':
          return `${problem.page ? `Strona ${problem.page}` : problem.file}: ${problem.field ? `pole „${problem.field}”: ` : ''}${problem.reason}`;
        case 'link':
          return `Strona ${problem.page} zawiera link do ${problem.link}, a takiej strony nie ma w serwisie.`;
        case 'html':
          return `Strona ${problem.page}${problem.line ? ` (wiersz ${problem.line})` : ''}: ${problem.reason}`;
        case 'alt':
          return `Strona ${problem.page} pokazuje ${problem.image} bez opisu ${problem.language === 'pl' ? 'po polsku' : 'po angielsku'}: opisz je w bibliotece mediów albo oznacz jako dekoracyjne.`;
        case 'build':
          return `Nie udało się zbudować strony: ${problem.output.split('\n').filter(Boolean).slice(-3).join(' ')}`;
        case 'nothing':
          return 'Nie ma nic do opublikowania: szkice są takie jak strona na żywo.';
        case 'interrupted':
          return 'Publikacja została przerwana; nic nie trafiło na żywo. Opublikuj ponownie.';
        case 'superseded':
          return 'W czasie budowania przywrócono wcześniejszą wersję, więc nic z tej publikacji nie trafiło na żywo. Szkice zostały: opublikuj ponownie.';
        case 'unapproved':
          return 'Zmiany edytowano po ich zatwierdzeniu, więc nic nie trafiło na żywo: poproś o sprawdzenie ich w obecnej postaci.';
      }
    },
    history: 'Historia',
    historyTitle: 'Opublikowane wersje',
    live: 'Na żywo',
    restore: 'Przywróć tę wersję',
    restored: (ms) => `Przywrócono: ta wersja jest znów na żywo (w ${ms} ms).`,
    notKept: 'Już nieprzechowywana',
    kinds: {
      publish: 'Publikacja',
      restore: 'Przywrócenie',
      schedule: 'Według harmonogramu',
      first: 'Pierwsze wydanie',
      release: 'Zaplanowane wydanie',
    },
    firstRelease: 'Pierwsze wydanie strony przez studio.',
    scheduled: (changes) =>
      `O zaplanowanej godzinie: ${changes
        .map(({ path, change }) => `${path} ${change === 'live' ? 'weszła na stronę' : 'została wycofana'}`)
        .join(', ')}.`,
    restoredVersion: (when, what) => `Przywrócono wersję z ${when} (${what})`,
    scheduler: 'Harmonogram studia',
    pagesChanged: 'Strony',
    close: 'Zamknij',
    cancel: 'Anuluj',
    loadFailed: (reason) => `Nie udało się wczytać: ${reason}`,
    pushFailed: 'Kopia do repozytorium programistów się nie powiodła; zostanie ponowiona automatycznie.',
  },
};

/** The releases the History lists, as much of each as its description needs. */
interface DescribedRelease {
  id: string;
  kind: 'publish' | 'restore' | 'schedule' | 'first' | 'release';
  at: string;
  message: string;
  restoredFrom?: string;
  schedule?: { page: string; change: 'live' | 'retire' }[];
}

/**
 * What a release did, in the reader's language and Warsaw time: a publish by its author's own
 * message; what the studio did itself (its first release, a schedule, a restore) from the record's
 * data. A record older than that data keeps its stored message.
 */
export function describeRelease(
  release: DescribedRelease,
  all: readonly DescribedRelease[],
  words: StudioWords,
  locale: Locale,
  pathOf: (pageName: string) => string,
  depth = 0,
): string {
  if (release.kind === 'first') return words.firstRelease;
  if (release.kind === 'schedule' && release.schedule)
    return words.scheduled(release.schedule.map(({ page, change }) => ({ path: pathOf(page), change })));
  if (release.kind === 'restore' && release.restoredFrom && depth < 5) {
    const target = all.find((candidate) => candidate.id === release.restoredFrom);
    if (target)
      return words.restoredVersion(
        when(target.at, locale),
        describeRelease(target, all, words, locale, pathOf, depth + 1).replace(/\.$/, ''),
      );
  }
  return release.message;
}
