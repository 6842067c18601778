import { describe, expect, it } from 'vitest';
import { describeRelease, STUDIO_WORDS } from '@/lib/editor/client/studioMessages';
import { pageNameToPath } from '@/lib/model/pages/pageRules';

/**
 * The History says what the studio did itself in the reader's language and Warsaw time, from the
 * release's record, not from the English line its commit carries.
 */
const first = {
  id: 'r1',
  kind: 'first' as const,
  at: '2026-12-05T00:16:43.331Z',
  message: 'First release of the studio',
};
const scheduled = {
  id: 'r2',
  kind: 'schedule' as const,
  at: '2026-12-06T23:00:02.000Z',
  message: 'Scheduled: pl/lato goes live, casino retires',
  schedule: [
    { page: 'pl/lato', change: 'live' as const },
    { page: 'casino', change: 'retire' as const },
  ],
};
const restore = {
  id: 'r3',
  kind: 'restore' as const,
  at: '2026-12-07T08:00:00.000Z',
  message: 'Restore the version of 2026-12-06T23:00:02.000Z (Scheduled: pl/lato goes live, casino retires)',
  restoredFrom: 'r2',
};
const all = [restore, scheduled, first];
const say = (release: Parameters<typeof describeRelease>[0], locale: 'pl' | 'en') =>
  describeRelease(release, all, STUDIO_WORDS[locale], locale, pageNameToPath);

describe('the History in the reader’s language', () => {
  it('in Polish, with Warsaw times', () => {
    expect(say(first, 'pl')).toBe('Pierwsze wydanie strony przez studio.');
    expect(say(scheduled, 'pl')).toBe(
      'O zaplanowanej godzinie: /pl/lato weszła na stronę, /casino została wycofana.',
    );
    // 23:00 UTC on 6 December is midnight in Warsaw.
    expect(say(restore, 'pl')).toBe(
      'Przywrócono wersję z 7 gru 2026, 00:00 (O zaplanowanej godzinie: /pl/lato weszła na stronę, /casino została wycofana)',
    );
  });

  it('in English', () => {
    expect(say(scheduled, 'en')).toBe('At its scheduled time: /pl/lato went live, /casino was retired.');
    expect(say(restore, 'en')).toMatch(
      /^The version of 7 Dec 2026, 00:00 brought back \(At its scheduled time: /,
    );
  });

  it('a publish in its author’s words, and an old record by its message', () => {
    const publish = { id: 'r4', kind: 'publish' as const, at: first.at, message: 'Summer prices' };
    expect(say(publish, 'pl')).toBe('Summer prices');
    const old = { ...scheduled, id: 'r5', schedule: undefined };
    expect(describeRelease(old, [old], STUDIO_WORDS.pl, 'pl', pageNameToPath)).toBe(old.message);
  });
});
