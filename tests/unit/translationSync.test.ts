import { mkdtempSync, cpSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it, onTestFinished } from 'vitest';
import type { SiteSnapshot } from '@/lib/model/content/siteChanges';
import {
  keepTranslation,
  leavesOf,
  pairMarks,
  rebaseline,
  siteTranslationMarks,
  translationPairs,
  type TranslationBaseline,
  type TranslationPair,
} from '@/lib/model/content/translationSync';
import {
  keepField,
  keepingTranslationsInStep,
  translationMarks,
} from '@/lib/editor/server/translationBaselines';
import { TRANSLATION_MARK_WORDS, markPlace } from '@/lib/editor/client/words/translationMarks';

const components = [{ category: 'Cards', name: 'PhotoGrid' }];

/** /casino and /pl/kasyno with one section of cards, each card a title and a price line. */
function site(english: string[], polish: string[], extra: Partial<SiteSnapshot> = {}): SiteSnapshot {
  const cards = (texts: string[]) => ({ data: { cards: texts.map((text) => ({ title: 'Card', text })) } });
  return {
    pages: {
      casino: { file: { components }, data: { CardsPhotoGrid: cards(english) } },
      'pl/kasyno': { file: { components, translationOf: 'casino' }, data: { CardsPhotoGrid: cards(polish) } },
    },
    layout: { file: { components: [] }, data: { en: {}, pl: {} } },
    ...extra,
  };
}

const pairOf = (snapshot: SiteSnapshot): TranslationPair =>
  translationPairs(snapshot).find((pair) => pair.id === 'pl/kasyno')!;

/** The baseline recorded when the two said `english` and `polish` (a save of an unchanged pair). */
function inStep(english: string[], polish: string[]): TranslationBaseline {
  const pair = pairOf(site(english, polish));
  return rebaseline(pair, pair, undefined);
}

describe('translations kept in step', () => {
  it('flattens a section to its fields as the form keys them', () => {
    expect([...leavesOf({ cards: [{ title: 'A', image: { src: '/x.jpg' } }], n: 2 })]).toEqual([
      ['cards.0.title', 'A'],
      ['cards.0.image.src', '/x.jpg'],
      ['n', 2],
    ]);
  });

  it('marks the Polish field when the English one changes, saying what it was and is', () => {
    const baseline = inStep(['From €120'], ['Od 120 €']);
    const marks = pairMarks(pairOf(site(['From €140'], ['Od 120 €'])), baseline);
    expect(marks).toEqual([
      {
        target: 'pl/kasyno',
        locale: 'pl',
        section: 'CardsPhotoGrid',
        field: 'cards.0.text',
        changed: 'en',
        was: 'From €120',
        now: 'From €140',
      },
    ]);
    expect(TRANSLATION_MARK_WORDS.en.changed(marks[0]!)).toBe(
      'Out of date: the English text changed from “From €120” to “From €140”.',
    );
    expect(TRANSLATION_MARK_WORDS.pl.changed(marks[0]!)).toBe(
      'Nieaktualne: tekst w wersji angielskiej zmienił się z „From €120” na „From €140”.',
    );
    expect(markPlace(marks[0]!, 'en')).toBe('Photo cards › Cards › 1 › Card text');
  });

  it('works the other way: a page written in Polish first marks the English one', () => {
    const baseline = inStep(['From €120'], ['Od 120 €']);
    const marks = pairMarks(pairOf(site(['From €120'], ['Od 99 €'])), baseline);
    expect(marks).toMatchObject([
      { target: 'casino', locale: 'en', changed: 'pl', was: 'Od 120 €', now: 'Od 99 €' },
    ]);
  });

  it('clears the mark when the other side is edited too, and marks again at the next change', () => {
    const first = inStep(['From €120'], ['Od 120 €']);
    const englishSaved = rebaseline(
      pairOf(site(['From €120'], ['Od 120 €'])),
      pairOf(site(['From €140'], ['Od 120 €'])),
      first,
    );
    expect(pairMarks(pairOf(site(['From €140'], ['Od 120 €'])), englishSaved)).toHaveLength(1);
    const polishSaved = rebaseline(
      pairOf(site(['From €140'], ['Od 120 €'])),
      pairOf(site(['From €140'], ['Od 140 €'])),
      englishSaved,
    );
    expect(pairMarks(pairOf(site(['From €140'], ['Od 140 €'])), polishSaved)).toEqual([]);
    expect(pairMarks(pairOf(site(['From €150'], ['Od 140 €'])), polishSaved)).toMatchObject([
      { target: 'pl/kasyno', was: 'From €140', now: 'From €150' },
    ]);
  });

  it('clears the mark when the change is undone, or when the field is marked still correct', () => {
    const baseline = inStep(['From €120'], ['Od 120 €']);
    expect(pairMarks(pairOf(site(['From €120'], ['Od 120 €'])), baseline)).toEqual([]);
    const changed = pairOf(site(['From €120 a night'], ['Od 120 €']));
    expect(pairMarks(changed, baseline)).toHaveLength(1);
    const kept = keepTranslation(changed, baseline, 'CardsPhotoGrid', 'cards.0.text');
    expect(pairMarks(changed, kept)).toEqual([]);
  });

  it('marks a field the other language added, and one it removed', () => {
    const baseline = inStep(['A'], ['A-pl']);
    expect(pairMarks(pairOf(site(['A', 'B'], ['A-pl'])), baseline)).toMatchObject([
      { target: 'pl/kasyno', field: 'cards.1.title', now: 'Card' },
      { target: 'pl/kasyno', field: 'cards.1.text', now: 'B' },
    ]);
    const twoEach = inStep(['A', 'B'], ['A-pl', 'B-pl']);
    expect(pairMarks(pairOf(site(['A'], ['A-pl', 'B-pl'])), twoEach)).toMatchObject([
      { target: 'pl/kasyno', field: 'cards.1.title', was: 'Card' },
      { target: 'pl/kasyno', field: 'cards.1.text', was: 'B' },
    ]);
    expect(
      TRANSLATION_MARK_WORDS.en.changed(pairMarks(pairOf(site(['A'], ['A-pl', 'B-pl'])), twoEach)[1]!),
    ).toBe('Out of date: the English version removed this (it said “B”).');
  });

  it('knows nothing without a baseline, and a first save starts one from before it', () => {
    const before = pairOf(site(['From €120'], ['Od 120 €']));
    const after = pairOf(site(['From €140'], ['Od 120 €']));
    expect(pairMarks(after, undefined)).toEqual([]);
    expect(pairMarks(after, rebaseline(before, after, undefined))).toHaveLength(1);
    // A new translation (no pair before) starts in step.
    expect(pairMarks(after, rebaseline(undefined, after, undefined))).toEqual([]);
  });

  it('ignores a baseline left by another pair', () => {
    const baseline = { ...inStep(['From €120'], ['Od 120 €']), english: 'hotels' };
    expect(pairMarks(pairOf(site(['From €140'], ['Od 120 €'])), baseline)).toEqual([]);
  });

  it("pairs each language's header and footer with the English ones", () => {
    const header = (title: string) => ({ data: { ctaLabel: title } });
    const snapshot = site(['A'], ['A'], {
      layout: {
        file: { components: [{ category: 'Headers', name: 'Variant7Hotels' }] },
        data: {
          en: { HeadersVariant7Hotels: header('Plan') },
          pl: { HeadersVariant7Hotels: header('Zaplanuj') },
        },
      },
    });
    const layout = translationPairs(snapshot).find((pair) => pair.id === 'pl/layout')!;
    const baseline = rebaseline(layout, layout, undefined);
    const changed = site(['A'], ['A'], {
      layout: {
        file: { components: [{ category: 'Headers', name: 'Variant7Hotels' }] },
        data: {
          en: { HeadersVariant7Hotels: header('Plan a trip') },
          pl: { HeadersVariant7Hotels: header('Zaplanuj') },
        },
      },
    });
    expect(siteTranslationMarks(changed, { 'pl/layout': baseline })).toMatchObject([
      { target: 'pl/layout', section: 'HeadersVariant7Hotels', field: 'ctaLabel', now: 'Plan a trip' },
    ]);
  });
});

describe('the baselines on disk (the editor API writes them around every save)', () => {
  it("records the save's change, clears it when the twin is saved, and keeps a field on request", async () => {
    const root = mkdtempSync(path.join(os.tmpdir(), 'translations-'));
    cpSync(path.join(process.cwd(), 'public', 'selectedComponents'), path.join(root, 'selectedComponents'), {
      recursive: true,
    });
    cpSync(path.join(process.cwd(), 'public', 'data'), path.join(root, 'data'), { recursive: true });
    const file = (page: string) => path.join(root, 'data', page, 'TextsIntro.json');
    const edit = (page: string, heading: string) =>
      keepingTranslationsInStep(root, async () => {
        const json = JSON.parse(readFileSync(file(page), 'utf8')) as { data: { heading: string } };
        json.data.heading = heading;
        writeFileSync(file(page), JSON.stringify(json));
      });

    onTestFinished(() => rmSync(root, { recursive: true, force: true }));
    // No baselines yet: the first save starts them from the content before it.
    await edit('casino', 'A casino evening in Malta, from €120');
    expect(await translationMarks(root)).toMatchObject([
      { target: 'pl/kasyno', section: 'TextsIntro', field: 'heading', changed: 'en' },
    ]);
    await edit('pl/kasyno', 'Wieczór w kasynie na Malcie, od 120 €');
    expect(await translationMarks(root)).toEqual([]);

    await edit('pl/kasyno', 'Wieczór w kasynie na Malcie, od 110 €');
    expect(await translationMarks(root)).toMatchObject([{ target: 'casino', changed: 'pl' }]);
    expect(await keepField(root, 'casino', 'TextsIntro', 'heading')).toEqual([]);
    expect(await translationMarks(root)).toEqual([]);
  });
});
