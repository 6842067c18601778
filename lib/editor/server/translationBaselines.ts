import { rm } from 'node:fs/promises';
import { ContentError } from '@/lib/model/contentErrors';
import {
  keepTranslation,
  rebaseline,
  siteTranslationMarks,
  translationPairs,
  type TranslationBaseline,
  type TranslationMark,
  type TranslationPair,
} from '@/lib/model/content/translationSync';
import type { SiteSnapshot } from '@/lib/model/content/siteChanges';
import { isValidPageName } from '@/lib/model/pages/pageRules';
import { baselinesFromFiles, readContentFiles, snapshotFromFiles } from '@/lib/server/contentSnapshot';
import { resolveInside } from '@/lib/server/contentPaths';
import { formatJson, withLocks, writeFileAtomic } from './writeFiles';

/**
 * The translations' baselines on disk (public/translations/{pair}.json, one per page and its twin,
 * lib/model/content/translationSync.ts) and the marks they give. Every write of the editor's API
 * that can change a pair's content runs inside `keepingTranslationsInStep`, which reads the content
 * before and after it and records what is in step again; the marks themselves are never stored.
 */
interface SiteContent {
  snapshot: SiteSnapshot;
  baselines: Record<string, TranslationBaseline>;
}

async function readSiteContent(root: string): Promise<SiteContent> {
  const files = await readContentFiles(root);
  return { snapshot: snapshotFromFiles(files), baselines: baselinesFromFiles(files) };
}

/** public/translations/pl/kasyno.json; the id is an editor target (`pl/kasyno`, `pl/layout`). */
function baselineFile(root: string, id: string): string {
  if (!isValidPageName(id) && !/^[a-z]{2}\/layout$/.test(id))
    throw new Error(`Refused translation pair ${id}`);
  const segments = id.split('/');
  const last = segments.pop()!;
  return resolveInside(root, 'translations', ...segments, `${last}.json`);
}

const LOCK = (root: string) => `${root}/translations.lock`;

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The pair's baseline after a write. A pair whose non-English page was renamed keeps its baseline
 * (found by its English side), and one whose English page was renamed keeps it under the new name.
 */
function nextBaseline(
  pair: TranslationPair,
  beforePairs: readonly TranslationPair[],
  stored: SiteContent['baselines'],
): TranslationBaseline {
  const before =
    beforePairs.find((each) => each.id === pair.id) ??
    beforePairs.find((each) => each.english === pair.english && each.locale === pair.locale);
  let baseline = stored[pair.id] ?? (before ? stored[before.id] : undefined);
  if (baseline && before && baseline.english === before.english && before.english !== pair.english)
    baseline = { ...baseline, english: pair.english };
  return rebaseline(before, pair, baseline);
}

/**
 * Runs a write of the content and records, for every pair it touched, which fields are in step
 * again (both sides changed) and where a pair starts (a new translation, the first save after
 * this feature). Baselines of pairs that are gone (a page deleted or renamed) go with them.
 */
export async function keepingTranslationsInStep<T>(root: string, write: () => Promise<T>): Promise<T> {
  return withLocks([LOCK(root)], async () => {
    const before = await readSiteContent(root);
    const result = await write();
    const after = await readSiteContent(root);
    const beforePairs = translationPairs(before.snapshot);
    const afterPairs = translationPairs(after.snapshot);
    for (const pair of afterPairs) {
      const baseline = nextBaseline(pair, beforePairs, after.baselines);
      if (!same(baseline, after.baselines[pair.id]))
        await writeFileAtomic(root, baselineFile(root, pair.id), formatJson(baseline));
    }
    const live = new Set(afterPairs.map((pair) => pair.id));
    for (const id of Object.keys(after.baselines))
      if (!live.has(id)) await rm(baselineFile(root, id), { force: true });
    return result;
  });
}

/** Every out-of-date field of the site's content (the drafts, in the studio). */
export async function translationMarks(root: string): Promise<TranslationMark[]> {
  const { snapshot, baselines } = await readSiteContent(root);
  return siteTranslationMarks(snapshot, baselines);
}

/** "Still correct": the field's two sides as they are now are in step. Answers the site's marks left. */
export async function keepField(
  root: string,
  target: string,
  section: string,
  field: string,
): Promise<TranslationMark[]> {
  return withLocks([LOCK(root)], async () => {
    const { snapshot, baselines } = await readSiteContent(root);
    const pair = translationPairs(snapshot).find((each) => each.id === target || each.english === target);
    if (!pair || !pair.sections[section])
      throw new ContentError('request', 'section', `${target} has no translated section ${section}`);
    const baseline = keepTranslation(pair, baselines[pair.id], section, field);
    await writeFileAtomic(root, baselineFile(root, pair.id), formatJson(baseline));
    return siteTranslationMarks(snapshot, { ...baselines, [pair.id]: baseline });
  });
}
