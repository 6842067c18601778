import type { Locale } from '@/lib/model/i18n/locales';
import type { PlannedReleaseView } from '@/lib/editor/contract/studio';

/** Releases planned for a time: Publish's "when", and their list in History. */
const en = {
  when: 'When',
  now: 'Now',
  atTime: 'At a time',
  at: 'Goes live at (Warsaw time)',
  atHint: 'Every change goes live together at that minute. It is built and checked now.',
  plan: 'Plan the release',
  planned: (when: string) =>
    `Planned: it goes live at ${when} (Warsaw). It is being built and checked now; History shows how it stands.`,
  heldElsewhere: (pages: string) =>
    `Also in another planned release: ${pages}. The later one wins at its time.`,
  heading: 'Planned releases',
  state: (release: PlannedReleaseView): string =>
    ({
      building: 'Being built and checked',
      ready: 'Built and checked: waiting for its time',
      failed: 'Could not be built: it will not go live. Please fix:',
      live: 'Went live',
      cancelled: 'Cancelled: its changes went back to the drafts',
    })[release.state],
  goesLive: (when: string) => `Goes live ${when}`,
  /** Before the links to its pages as the release will show them (a new tab each). */
  preview: 'Preview for colleagues (opens in a new tab)',
  cancel: (name: string) => `Cancel “${name}”`,
  cancelled: 'Cancelled: its changes are drafts again.',
  /** Over a page a waiting release holds. */
  heldBy: (name: string, when: string) =>
    `This page is in the planned release “${name}”, which goes live ${when}. You are editing the version that is live now: a change published before then goes live at once, and at its time the release’s version of what it changed replaces it.`,
};

type Words = typeof en;

const pl: Words = {
  when: 'Kiedy',
  now: 'Teraz',
  atTime: 'O wybranej godzinie',
  at: 'Na żywo o (czas warszawski)',
  atHint: 'Wszystkie zmiany trafią na żywo razem, o tej minucie. Wydanie jest budowane i sprawdzane od razu.',
  plan: 'Zaplanuj wydanie',
  planned: (when) =>
    `Zaplanowano: trafi na żywo ${when} (czas warszawski). Teraz jest budowane i sprawdzane; stan widać w Historii.`,
  heldElsewhere: (pages) =>
    `Te strony są też w innym zaplanowanym wydaniu: ${pages}. O swojej godzinie wygra późniejsze.`,
  heading: 'Zaplanowane wydania',
  state: (release) =>
    ({
      building: 'W budowie i sprawdzaniu',
      ready: 'Zbudowane i sprawdzone: czeka na swoją godzinę',
      failed: 'Nie udało się zbudować: nie trafi na żywo. Do poprawienia:',
      live: 'Trafiło na żywo',
      cancelled: 'Anulowane: zmiany wróciły do szkiców',
    })[release.state],
  goesLive: (when) => `Na żywo ${when}`,
  preview: 'Podgląd dla współpracowników (otwiera się w nowej karcie)',
  cancel: (name) => `Anuluj „${name}”`,
  cancelled: 'Anulowano: zmiany znów są szkicami.',
  heldBy: (name, when) =>
    `Ta strona jest w zaplanowanym wydaniu „${name}”, które trafi na żywo ${when}. Edytujesz wersję, która jest teraz na żywo: zmiana opublikowana wcześniej trafi na żywo od razu, a o godzinie wydania to, co ono zmienia, zastąpi jego wersja.`,
};

export const RELEASE_WORDS: Record<Locale, Words> = { en, pl };
