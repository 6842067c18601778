import { componentKey, type SelectedComponent } from '@/lib/model/content/selection';
import type { SiteSnapshot } from '@/lib/model/content/siteChanges';
import { DEFAULT_LOCALE, PREFIXED_LOCALES, type Locale } from '@/lib/model/i18n/locales';

/**
 * Translations kept in step. A page and its version in another language (the Polish page names
 * its English twin in `translationOf`; each language's header and footer are twins too) share a
 * baseline: for every field of every section both place, the value each side had when the two were
 * last known to say the same thing. A field of one side that differs from the baseline while the
 * other side's does not marks the other side's field out of date; editing it too, marking it
 * "still correct", or undoing the change clears the mark. Either side can be the one that changes
 * first, so a page written in Polish first works the same way.
 *
 * Pure: the content comes as a snapshot (parsed files, lib/model/content/siteChanges.ts), the
 * baselines as parsed files (`public/translations/{twin}.json`, read and written by the editor's API).
 */

/** A field's value: the leaves of a section's data (texts, numbers, choices). */
export type Leaf = string | number | boolean | null;

/** A field's values when the two sides were last in step, by locale; a missing side had no such field. */
export type FieldBaseline = Partial<Record<Locale, Leaf>>;

/** The baseline file of one pair, named after its non-English side. */
export interface TranslationBaseline {
  /** The English side's name (`casino`, `layout`): a baseline left by another pair is not this one's. */
  english: string;
  /** Section (component key) -> field (`cards.0.text`) -> values. */
  fields: Record<string, Record<string, FieldBaseline>>;
}

/** A page and its twin, with the data of every section both place. */
export interface TranslationPair {
  /** The non-English side's editor target (`pl/kasyno`, `pl/layout`): the baseline's name. */
  id: string;
  /** The English side's editor target (`casino`, `layout`). */
  english: string;
  locale: Exclude<Locale, 'en'>;
  /** Component key -> each side's data (undefined when its file is missing). */
  sections: Record<string, Record<Locale, unknown>>;
}

/** A field whose other language changed since this side was translated from it (or to it). */
export interface TranslationMark {
  /** The editor target that is out of date (`pl/kasyno`, `casino`, `pl/layout`). */
  target: string;
  locale: Locale;
  /** Component key (`CardsPhotoGrid`). */
  section: string;
  /** The field in the section's data (`cards.0.text`), as the editor's form keys it. */
  field: string;
  /** The language that changed, what it said when the two were in step, and what it says now. */
  changed: Locale;
  was?: Leaf;
  now?: Leaf;
}

/** Every leaf of a value by its path (`cards.0.text`). */
export function leavesOf(value: unknown, prefix = '', into = new Map<string, Leaf>()): Map<string, Leaf> {
  if (Array.isArray(value)) value.forEach((item, index) => leavesOf(item, `${prefix}${index}.`, into));
  else if (value !== null && typeof value === 'object')
    for (const [key, item] of Object.entries(value)) leavesOf(item, `${prefix}${key}.`, into);
  else if (value !== undefined && prefix !== '') into.set(prefix.slice(0, -1), value as Leaf);
  return into;
}

function componentsOf(file: unknown): SelectedComponent[] {
  const components = (file as { components?: unknown } | undefined)?.components;
  return Array.isArray(components)
    ? components.filter(
        (entry): entry is SelectedComponent =>
          typeof entry === 'object' &&
          entry !== null &&
          typeof (entry as SelectedComponent).category === 'string' &&
          typeof (entry as SelectedComponent).name === 'string',
      )
    : [];
}

const dataOf = (file: unknown): unknown => (file as { data?: unknown } | undefined)?.data;

function pairOf(
  id: string,
  english: string,
  locale: Exclude<Locale, 'en'>,
  keys: readonly string[],
  englishData: Record<string, unknown>,
  otherData: Record<string, unknown>,
): TranslationPair {
  const sections: TranslationPair['sections'] = {};
  for (const key of keys)
    sections[key] = {
      [DEFAULT_LOCALE]: dataOf(englishData[key]),
      [locale]: dataOf(otherData[key]),
    } as Record<Locale, unknown>;
  return { id, english, locale, sections };
}

/** The layout's editor target in a language: `layout`, `pl/layout`. */
export const layoutTargetOf = (locale: Locale): string =>
  locale === DEFAULT_LOCALE ? 'layout' : `${locale}/layout`;

/**
 * Every pair of the site: each page that names its English twin (when that page exists), with the
 * sections both place, and each language's header and footer with the English ones.
 */
export function translationPairs(snapshot: SiteSnapshot): TranslationPair[] {
  const pairs: TranslationPair[] = [];
  for (const [name, page] of Object.entries(snapshot.pages)) {
    const english = (page.file as { translationOf?: unknown } | undefined)?.translationOf;
    const locale = PREFIXED_LOCALES.find((prefix) => name.startsWith(`${prefix}/`));
    const twin = typeof english === 'string' ? snapshot.pages[english] : undefined;
    if (!locale || !twin || typeof english !== 'string') continue;
    const theirs = new Set(componentsOf(twin.file).map(componentKey));
    const keys = componentsOf(page.file)
      .map(componentKey)
      .filter((key) => theirs.has(key));
    pairs.push(pairOf(name, english, locale, keys, twin.data, page.data));
  }
  const layoutKeys = componentsOf(snapshot.layout.file).map(componentKey);
  for (const locale of PREFIXED_LOCALES)
    pairs.push(
      pairOf(
        layoutTargetOf(locale),
        layoutTargetOf(DEFAULT_LOCALE),
        locale,
        layoutKeys,
        snapshot.layout.data[DEFAULT_LOCALE] ?? {},
        snapshot.layout.data[locale] ?? {},
      ),
    );
  return pairs.sort((a, b) => a.id.localeCompare(b.id));
}

/** A baseline that belongs to this pair (one left by a page that had the name before is not). */
function baselineFor(pair: TranslationPair, baseline: TranslationBaseline | undefined) {
  return baseline?.english === pair.english ? baseline : undefined;
}

/** Each field of a section on either side or in the baseline: its values now and then. */
function fieldsOf(pair: TranslationPair, section: string, baseline: TranslationBaseline | undefined) {
  const sides = pair.sections[section]!;
  const english = leavesOf(sides[DEFAULT_LOCALE]);
  const other = leavesOf(sides[pair.locale]);
  const then = baseline?.fields[section] ?? {};
  const names = new Set([...english.keys(), ...other.keys(), ...Object.keys(then)]);
  return [...names].map((field) => ({
    field,
    now: { [DEFAULT_LOCALE]: english.get(field), [pair.locale]: other.get(field) } as FieldBaseline,
    then: then[field] ?? {},
  }));
}

const sameLeaf = (a: Leaf | undefined, b: Leaf | undefined) => a === b;

/**
 * The fields out of date in a pair. Without a baseline nothing is known to have changed: the first
 * save of either side records one (rebaseline).
 */
export function pairMarks(pair: TranslationPair, stored: TranslationBaseline | undefined): TranslationMark[] {
  const baseline = baselineFor(pair, stored);
  if (!baseline) return [];
  const marks: TranslationMark[] = [];
  for (const section of Object.keys(pair.sections))
    for (const { field, now, then } of fieldsOf(pair, section, baseline)) {
      const englishChanged = !sameLeaf(now[DEFAULT_LOCALE], then[DEFAULT_LOCALE]);
      const otherChanged = !sameLeaf(now[pair.locale], then[pair.locale]);
      if (englishChanged === otherChanged) continue;
      const changed = englishChanged ? DEFAULT_LOCALE : pair.locale;
      const stale = englishChanged ? pair.locale : DEFAULT_LOCALE;
      marks.push({
        target: englishChanged ? pair.id : pair.english,
        locale: stale,
        section,
        field,
        changed,
        ...(then[changed] !== undefined ? { was: then[changed] } : {}),
        ...(now[changed] !== undefined ? { now: now[changed] } : {}),
      });
    }
  return marks;
}

/** The baseline as the content says now: every field in step. */
function baselineNow(pair: TranslationPair): TranslationBaseline {
  const fields: TranslationBaseline['fields'] = {};
  for (const section of Object.keys(pair.sections))
    for (const { field, now } of fieldsOf(pair, section, undefined)) (fields[section] ??= {})[field] = now;
  return { english: pair.english, fields };
}

/**
 * The baseline after a save: where both sides now differ from it, the editor has updated both, so
 * the two are in step again. A pair that had no baseline starts from the content before the save
 * (`before`), so that the save's own change is what marks the other side.
 */
export function rebaseline(
  before: TranslationPair | undefined,
  after: TranslationPair,
  stored: TranslationBaseline | undefined,
): TranslationBaseline {
  const baseline = baselineFor(after, stored) ?? (before ? baselineNow(before) : baselineNow(after));
  const fields: TranslationBaseline['fields'] = {};
  for (const section of Object.keys(after.sections))
    for (const { field, now, then } of fieldsOf(after, section, baseline)) {
      const both =
        !sameLeaf(now[DEFAULT_LOCALE], then[DEFAULT_LOCALE]) &&
        !sameLeaf(now[after.locale], then[after.locale]);
      const kept = both ? now : then;
      if (kept[DEFAULT_LOCALE] !== undefined || kept[after.locale] !== undefined)
        (fields[section] ??= {})[field] = kept;
    }
  return { english: after.english, fields };
}

/** "Still correct": the field's two sides as they are now become its baseline. */
export function keepTranslation(
  pair: TranslationPair,
  stored: TranslationBaseline | undefined,
  section: string,
  field: string,
): TranslationBaseline {
  const baseline = baselineFor(pair, stored) ?? baselineNow(pair);
  const entry = pair.sections[section]
    ? fieldsOf(pair, section, baseline).find((each) => each.field === field)
    : undefined;
  if (!entry) return baseline;
  return {
    english: pair.english,
    fields: { ...baseline.fields, [section]: { ...baseline.fields[section], [field]: entry.now } },
  };
}

/** Every out-of-date field of the site, given each pair's stored baseline by its id. */
export function siteTranslationMarks(
  snapshot: SiteSnapshot,
  baselines: Readonly<Record<string, TranslationBaseline | undefined>>,
): TranslationMark[] {
  return translationPairs(snapshot).flatMap((pair) => pairMarks(pair, baselines[pair.id]));
}

/** How many fields of each editor target are out of date. */
export function marksByTarget(marks: readonly TranslationMark[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const mark of marks) counts[mark.target] = (counts[mark.target] ?? 0) + 1;
  return counts;
}

/** Parses a baseline file, or undefined when it is not one (a missing or damaged baseline marks nothing). */
export function parseBaseline(value: unknown): TranslationBaseline | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const { english, fields } = value as Partial<TranslationBaseline>;
  if (typeof english !== 'string' || typeof fields !== 'object' || fields === null) return undefined;
  return { english, fields };
}
