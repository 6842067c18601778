// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { countLinks, isSpam, SPAM_THRESHOLD, type SpamSignals, spamScore } from '@/receiver/leads/spamScore';

/** An ordinary enquiry: typed for a minute, no link, first from its address. */
const NORMAL: SpamSignals = {
  msSinceFormFirstUsed: 65_000,
  message: 'We are four adults looking for two rooms in St Julian’s in early June, near the casino.',
  name: 'Anna Kowalska',
  recentFromSameAddress: 0,
  duplicateOfStored: false,
};

const score = (overrides: Partial<SpamSignals>) => spamScore({ ...NORMAL, ...overrides });

/** One of each signal, on its own. */
const SIGNALS = {
  tooFast: { msSinceFormFirstUsed: 1200 },
  oneLink: { message: 'Is this the hotel? https://example.com/hotel' },
  manyLinks: { message: 'Cheap https://a.example/x and https://b.example/y' },
  linkInName: { name: 'Best deals www.spam.example' },
  emailInName: { name: 'anna.kowalska@example.pl' },
  burst: { recentFromSameAddress: 3 },
  duplicate: { duplicateOfStored: true },
} satisfies Record<string, Partial<SpamSignals>>;

describe('spamScore', () => {
  it('scores an ordinary enquiry 0', () => {
    expect(spamScore(NORMAL)).toEqual({ score: 0, reasons: [] });
  });

  it('does not score a form sent without the page’s script', () => {
    expect(score({ msSinceFormFirstUsed: null })).toEqual({ score: 0, reasons: [] });
  });

  it('does not score the script a message is written in', () => {
    expect(score({ message: 'Здравствуйте, нужен номер на двоих в июне.' }).score).toBe(0);
    expect(score({ message: '六月需要一间双人房。', name: '王芳' }).score).toBe(0);
  });

  it('keeps every signal alone under the threshold', () => {
    for (const [signal, overrides] of Object.entries(SIGNALS)) {
      const verdict = score(overrides);
      expect(verdict.score, signal).toBeGreaterThan(0);
      expect(isSpam(verdict.score), signal).toBe(false);
    }
  });

  it('gives each signal its reason code', () => {
    expect(score(SIGNALS.tooFast).reasons).toEqual(['too-fast']);
    expect(score(SIGNALS.oneLink).reasons).toEqual(['links']);
    expect(score(SIGNALS.manyLinks).reasons).toEqual(['links']);
    expect(score(SIGNALS.linkInName).reasons).toEqual(['link-in-name']);
    expect(score(SIGNALS.emailInName).reasons).toEqual(['link-in-name']);
    expect(score(SIGNALS.burst).reasons).toEqual(['burst']);
    expect(score(SIGNALS.duplicate).reasons).toEqual(['duplicate']);
  });

  it('weighs one link less than several', () => {
    expect(score(SIGNALS.oneLink).score).toBeLessThan(score(SIGNALS.manyLinks).score);
  });

  it('marks any two strong signals as spam', () => {
    const strong = [SIGNALS.tooFast, SIGNALS.manyLinks, SIGNALS.burst, SIGNALS.duplicate];
    for (const [i, first] of strong.entries()) {
      for (const second of strong.slice(i + 1)) {
        expect(isSpam(score({ ...first, ...second }).score), JSON.stringify({ ...first, ...second })).toBe(
          true,
        );
      }
    }
  });

  it('does not mark one strong signal with a single link', () => {
    for (const strong of [SIGNALS.tooFast, SIGNALS.burst, SIGNALS.duplicate]) {
      expect(isSpam(score({ ...strong, ...SIGNALS.oneLink }).score)).toBe(false);
    }
  });

  it('marks a link in the name with anything else', () => {
    const verdict = score({ ...SIGNALS.linkInName, ...SIGNALS.oneLink });
    expect(verdict.reasons).toEqual(['links', 'link-in-name']);
    expect(isSpam(verdict.score)).toBe(true);
    expect(isSpam(score({ ...SIGNALS.emailInName, ...SIGNALS.tooFast }).score)).toBe(true);
  });

  it('adds everything up', () => {
    const verdict = score({
      ...SIGNALS.tooFast,
      ...SIGNALS.manyLinks,
      ...SIGNALS.linkInName,
      ...SIGNALS.burst,
      ...SIGNALS.duplicate,
    });
    expect(verdict.reasons).toEqual(['too-fast', 'links', 'link-in-name', 'burst', 'duplicate']);
    expect(verdict.score).toBeGreaterThanOrEqual(3 * SPAM_THRESHOLD);
  });

  it('draws the lines at 3 s and 3 other enquiries', () => {
    expect(score({ msSinceFormFirstUsed: 2999 }).reasons).toEqual(['too-fast']);
    expect(score({ msSinceFormFirstUsed: 3000 }).reasons).toEqual([]);
    expect(score({ msSinceFormFirstUsed: -5 }).reasons).toEqual(['too-fast']);
    expect(score({ recentFromSameAddress: 2 }).reasons).toEqual([]);
    expect(score({ recentFromSameAddress: 3 }).reasons).toEqual(['burst']);
  });

  it('leaves ordinary names alone', () => {
    for (const name of ['J. Kowalski', 'Mr.Smith', 'Anne-Marie O’Neill', 'Dr. Zoë Ćwik']) {
      expect(score({ name }).reasons, name).toEqual([]);
    }
  });
});

describe('countLinks', () => {
  it('counts URLs with a scheme, www. and bare domains with a path', () => {
    expect(countLinks('see https://example.com')).toBe(1);
    expect(countLinks('see HTTP://EXAMPLE.COM/PATH')).toBe(1);
    expect(countLinks('see www.example.com')).toBe(1);
    expect(countLinks('see example.com/offer?x=1')).toBe(1);
    expect(countLinks('see sub.example.co.uk/')).toBe(1);
  });

  it('counts a URL once however much of it matches', () => {
    expect(countLinks('https://www.example.com/path/example.org/x')).toBe(1);
    expect(countLinks('<a href="https://example.com/a">https://example.com/a</a>')).toBe(2);
  });

  it('counts links run together, or between punctuation, apart', () => {
    expect(countLinks('https://a.example/xhttps://b.example/y')).toBe(2);
    expect(countLinks('(https://a.example), "www.b.example"\nc.example/d')).toBe(3);
  });

  it('does not count a bare domain without a path, an email address, numbers or abbreviations', () => {
    expect(countLinks('We found you on booking.com last week.')).toBe(0);
    expect(countLinks('Write to anna@example.pl please')).toBe(0);
    expect(countLinks('2.5 km/h, 12.06/2027, e.g./i.e., and/or, 1.5kg/day')).toBe(0);
    expect(countLinks('')).toBe(0);
  });
});
