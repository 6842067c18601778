import { z } from 'zod';
import { findDefinition, listCatalog } from '@/lib/model/content/catalog';
import { componentKey, type SelectedComponent } from '@/lib/model/content/selection';
import { LOCALES, type Locale } from '@/lib/model/i18n/locales';
import { localeOfPageName } from '@/lib/model/i18n/locales';
import { imageSources } from '@/lib/model/images/mediaLibrary';
import { pageNameToPath } from '@/lib/model/pages/pageName';

/**
 * How the draft content of the site differs from the published content, page by page, in the
 * editor's words: sections by their catalogue labels, fields by the titles their schemas carry
 * (“Cards › 3 › Card title”, as the editor's form names them), values as short display texts.
 * It backs the studio's “Changes” screen; `siteChangesText.ts` turns a change into a sentence.
 *
 * Pure and forgiving: the snapshots are parsed JSON as found on disk, and a page file that does
 * not parse, an unknown component or data that does not match its schema still gets a generic
 * description (labels made from the keys), never an exception.
 */

/** One page as read from disk: its page file and its components' data files by component key. */
export interface PageSnapshot {
  /** The parsed `selectedComponents/{page}.json`, or undefined when it could not be read. */
  file: unknown;
  /** Component key (`TextsIntro`) -> the parsed data file (`{ "data": … }`). */
  data: Record<string, unknown>;
}

/** The shared header and footer: `layout.json` and their data in each language. */
export interface LayoutSnapshot {
  /** The parsed `selectedComponents/layout.json`, or undefined when it could not be read. */
  file: unknown;
  /** Locale (`en`, `pl`) -> component key -> the parsed data file. */
  data: Record<string, Record<string, unknown>>;
}

export interface SiteSnapshot {
  /** Page name (`casino`, `pl/kasyno`) -> the page. */
  pages: Record<string, PageSnapshot>;
  layout: LayoutSnapshot;
  /** The parsed media library (`data/media.json`): what every page that shows a photo follows. */
  media?: unknown;
}

/** A section as the editor names it: its catalogue label (or `Category/Name` when unknown). */
export interface SectionRef {
  category: string;
  name: string;
  label: string;
}

/** A position in a component's data: object keys and 0-based list indexes. */
export type DataPath = (string | number)[];

export type Change =
  /** The page took the address of a page that is gone, which now redirects to it. */
  | { kind: 'renamed'; from: string; to: string; fromPath: string; toPath: string }
  /** The page file of one version could not be read (or is not a page), so nothing else is listed. */
  | { kind: 'unreadable'; version: 'published' | 'draft' }
  /** A page setting (`title`, `noindex`, `translationOf`, …); an empty text means unset. */
  | { kind: 'setting'; setting: string; before: string; after: string }
  /** Positions are 1-based, in the draft's list. */
  | { kind: 'sectionAdded'; section: SectionRef; position: number }
  /** The position is 1-based, in the published list. */
  | { kind: 'sectionRemoved'; section: SectionRef; position: number }
  /** From the published position to the draft position (1-based). */
  | { kind: 'sectionMoved'; section: SectionRef; from: number; to: number }
  /**
   * A field's value changed; `field` is its label path (`['Cards', '3', 'Card title']`, list
   * positions 1-based), `path` the data path (`['cards', 2, 'title']`). An empty text is an
   * empty or missing value. `locale` is set for the layout's data, which exists per language.
   */
  | {
      kind: 'field';
      section: SectionRef;
      field: string[];
      path: DataPath;
      before: string;
      after: string;
      locale?: Locale;
    }
  /** An item added to a list (`list` is the list's label path), at its 1-based draft position. */
  | {
      kind: 'itemAdded';
      section: SectionRef;
      list: string[];
      path: DataPath;
      position: number;
      text: string;
      locale?: Locale;
    }
  /** An item moved within a list, unchanged, from its published to its draft position (1-based). */
  | {
      kind: 'itemMoved';
      section: SectionRef;
      list: string[];
      path: DataPath;
      from: number;
      to: number;
      text: string;
      locale?: Locale;
    }
  /**
   * A photo the page shows is described differently in the media library: its description in the
   * page's language (`alt`), its decorative mark, its focal point (`x, y` in per cent) or its
   * credit. Listed on every page that shows it, as each of them changes.
   */
  | {
      kind: 'photo';
      src: string;
      part: 'alt' | 'decorative' | 'focus' | 'credit';
      before: string;
      after: string;
    }
  /** An item removed from a list, at its 1-based published position. */
  | {
      kind: 'itemRemoved';
      section: SectionRef;
      list: string[];
      path: DataPath;
      position: number;
      text: string;
      locale?: Locale;
    };

export type ChangeKind = Change['kind'];

export type PageChangeKind = 'created' | 'deleted' | 'renamed' | 'changed' | 'layout';

export interface PageChanges {
  /** The page name (`casino`, `pl/kasyno`), or `layout` for the shared header and footer. */
  name: string;
  /** The page's address (`/casino`); empty for the layout, which has none. */
  path: string;
  kind: PageChangeKind;
  /** For a renamed page: its published name. */
  renamedFrom?: string;
  changes: Change[];
}

/** The name of the layout's entry (a reserved page name, so it never clashes with a page). */
export const LAYOUT_ENTRY_NAME = 'layout';

/** Display texts are cut to about this many characters. */
export const DISPLAY_LIMIT = 160;

/** The separator of a label path, as the Changes screen prints it. */
export const LABEL_SEPARATOR = ' › ';

type JsonRecord = Record<string, unknown>;

function isRecord(value: unknown): value is JsonRecord {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function hasOwn(object: object, key: string): boolean {
  return Object.prototype.hasOwnProperty.call(object, key);
}

function deepEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a)) {
    return Array.isArray(b) && a.length === b.length && a.every((item, index) => deepEqual(item, b[index]));
  }
  if (isRecord(a) && isRecord(b)) {
    const keys = Object.keys(a).filter((key) => a[key] !== undefined);
    const otherKeys = Object.keys(b).filter((key) => b[key] !== undefined);
    return (
      keys.length === otherKeys.length && keys.every((key) => hasOwn(b, key) && deepEqual(a[key], b[key]))
    );
  }
  return false;
}

// ---------------------------------------------------------------------------------------------
// Display texts

const SUMMARY_KEYS = ['title', 'heading', 'label', 'question', 'name', 'value', 'days', 'caption', 'tag'];

function collapse(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

function looksLikeImage(value: unknown): value is JsonRecord {
  return isRecord(value) && typeof value.src === 'string' && Object.keys(value).every((key) => key === 'src');
}

function stringify(value: unknown): string {
  try {
    return JSON.stringify(value) ?? '';
  } catch {
    return String(value);
  }
}

/** The whole one-line text of a value: its first tier of {@link displayTiers}. */
function plainText(value: unknown): string {
  if (value === undefined || value === null) return '';
  if (typeof value === 'string') return collapse(value);
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (looksLikeImage(value)) return collapse(String(value.src));
  if (Array.isArray(value))
    return value
      .map(plainText)
      .filter((text) => text !== '')
      .join(', ');
  if (isRecord(value)) {
    for (const key of SUMMARY_KEYS) {
      const text = typeof value[key] === 'string' ? collapse(value[key]) : '';
      if (text !== '') return text;
    }
    return Object.values(value)
      .map(plainText)
      .filter((text) => text !== '')
      .join(' · ');
  }
  return stringify(value);
}

/**
 * Ever more detailed texts of a value: two values that differ are shown by the first tier where
 * their texts differ (an image by its file, described in the media library; a text with its
 * paragraph breaks shown when only they changed).
 */
function displayTiers(value: unknown): string[] {
  if (typeof value === 'string') return [collapse(value), value.replace(/\s*\n\s*/g, ' ¶ ').trim(), value];
  if (looksLikeImage(value)) return [plainText(value), stringify(value)];
  return [plainText(value), stringify(value)];
}

function truncate(text: string, limit = DISPLAY_LIMIT): string {
  if (text.length <= limit) return text;
  let cut = text.slice(0, limit - 1);
  const space = cut.lastIndexOf(' ');
  if (space > limit - 30) cut = cut.slice(0, space);
  return `${cut.trimEnd()}…`;
}

/** A value as a short display text: strings as they are, images by their file, cut with “…”. */
export function displayText(value: unknown): string {
  return truncate(plainText(value));
}

/**
 * Two values as short display texts that show their difference: when both are long and differ
 * only past the cut, both are shown from a little before the first difference.
 */
export function displayPair(before: unknown, after: unknown): [string, string] {
  const beforeTiers = displayTiers(before);
  const afterTiers = displayTiers(after);
  const depth = Math.min(beforeTiers.length, afterTiers.length);
  let tier = 0;
  while (tier < depth - 1 && beforeTiers[tier] === afterTiers[tier]) tier += 1;
  const a = beforeTiers[tier] ?? '';
  const b = afterTiers[tier] ?? '';
  if (a.length <= DISPLAY_LIMIT && b.length <= DISPLAY_LIMIT) return [a, b];
  let common = 0;
  while (common < a.length && common < b.length && a[common] === b[common]) common += 1;
  if (common < DISPLAY_LIMIT - 40) return [truncate(a), truncate(b)];
  let start = common - 40;
  const space = a.indexOf(' ', start);
  if (space !== -1 && space < common) start = space + 1;
  return [
    `…${truncate(a.slice(start), DISPLAY_LIMIT - 1)}`,
    `…${truncate(b.slice(start), DISPLAY_LIMIT - 1)}`,
  ];
}

// ---------------------------------------------------------------------------------------------
// Schemas as the editor's form reads them

function humanize(key: string): string {
  const words = key.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The schema and its wrappers, outermost first (optional, nullable, default). */
function layers(schema: z.ZodType | undefined): z.ZodType[] {
  const found: z.ZodType[] = [];
  let current = schema;
  while (current !== undefined && found.length < 10) {
    found.push(current);
    if (
      current instanceof z.ZodOptional ||
      current instanceof z.ZodNullable ||
      current instanceof z.ZodDefault
    ) {
      current = current.unwrap() as z.ZodType;
    } else {
      current = undefined;
    }
  }
  return found;
}

function metaOf(schema: z.ZodType): { title?: unknown; widget?: unknown } {
  const meta: unknown = schema.meta();
  return isRecord(meta) ? meta : {};
}

function unwrapped(schema: z.ZodType | undefined): z.ZodType | undefined {
  return layers(schema).at(-1);
}

/** A field's label as the editor's form shows it: the schema's title, else the key in words. */
function fieldTitle(schema: z.ZodType | undefined, key: string): string {
  for (const layer of [...layers(schema)].reverse()) {
    const { title } = metaOf(layer);
    if (typeof title === 'string' && title !== '') return title;
  }
  return humanize(key);
}

function isImageSchema(schema: z.ZodType | undefined): boolean {
  return layers(schema).some(
    (layer) => metaOf(layer).widget === 'image' && unwrapped(layer) instanceof z.ZodObject,
  );
}

function objectShape(schema: z.ZodType | undefined): Record<string, z.ZodType> {
  const node = unwrapped(schema);
  return node instanceof z.ZodObject ? (node.shape as Record<string, z.ZodType>) : {};
}

function listElement(schema: z.ZodType | undefined): z.ZodType | undefined {
  const node = unwrapped(schema);
  return node instanceof z.ZodArray ? (node.element as z.ZodType) : undefined;
}

function collectLabels(schema: z.ZodType | undefined, into: Set<string>): void {
  if (isImageSchema(schema)) return;
  const element = listElement(schema);
  if (element !== undefined) {
    collectLabels(element, into);
    return;
  }
  for (const [key, child] of Object.entries(objectShape(schema))) {
    into.add(fieldTitle(child, key));
    collectLabels(child, into);
  }
}

/** A section of the catalogue by its component key (`CardsPhotoGrid`); an unknown key names itself. */
export function sectionOfKey(sectionKey: string): SectionRef {
  const entry = listCatalog().find(({ category, name }) => componentKey({ category, name }) === sectionKey);
  return entry
    ? sectionRef({ category: entry.category, name: entry.name })
    : { category: sectionKey, name: '', label: sectionKey };
}

/**
 * A section of the catalogue by its component key (`CardsPhotoGrid`) and the labels of one of its
 * fields (`cards.0.text` -> Cards › 1 › Text), as Changes names them.
 */
export function fieldOfSection(sectionKey: string, field: string): { section: SectionRef; field: string[] } {
  const entry = listCatalog().find(({ category, name }) => componentKey({ category, name }) === sectionKey);
  const section = sectionOfKey(sectionKey);
  let schema: z.ZodType | undefined = entry?.definition.schema;
  const labels: string[] = [];
  for (const step of field.split('.')) {
    if (/^\d+$/.test(step)) {
      schema = listElement(schema);
      labels.push(String(Number(step) + 1));
    } else {
      const child: z.ZodType | undefined = objectShape(schema)[step];
      labels.push(fieldTitle(child, step));
      schema = child;
    }
  }
  return { section, field: labels };
}

/** Every field label the catalogue's schemas give (for translations of the labels). */
export function catalogFieldLabels(): string[] {
  const labels = new Set<string>();
  for (const { definition } of listCatalog()) collectLabels(definition.schema, labels);
  return [...labels].sort();
}

// ---------------------------------------------------------------------------------------------
// Data

interface DiffContext {
  section: SectionRef;
  locale?: Locale;
  out: Change[];
}

/** The longest common subsequence of two lists, as pairs of indexes. */
function commonPairs<T>(a: readonly T[], b: readonly T[], same: (x: T, y: T) => boolean): [number, number][] {
  const lengths: number[][] = Array.from({ length: a.length + 1 }, () =>
    new Array<number>(b.length + 1).fill(0),
  );
  for (let i = a.length - 1; i >= 0; i -= 1) {
    for (let j = b.length - 1; j >= 0; j -= 1) {
      const row = lengths[i] ?? [];
      row[j] = same(a[i] as T, b[j] as T)
        ? (lengths[i + 1]?.[j + 1] ?? 0) + 1
        : Math.max(lengths[i + 1]?.[j] ?? 0, row[j + 1] ?? 0);
    }
  }
  const pairs: [number, number][] = [];
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    if (same(a[i] as T, b[j] as T)) {
      pairs.push([i, j]);
      i += 1;
      j += 1;
    } else if ((lengths[i + 1]?.[j] ?? 0) >= (lengths[i]?.[j + 1] ?? 0)) {
      i += 1;
    } else {
      j += 1;
    }
  }
  return pairs;
}

/**
 * A list, item by item: items kept in order are matched first, an item found elsewhere is moved,
 * and between the kept ones the items left over are paired as changed in place (their fields
 * compared), the rest added or removed. Positions are 1-based.
 */
function diffList(
  schema: z.ZodType | undefined,
  before: readonly unknown[],
  after: readonly unknown[],
  labels: string[],
  path: DataPath,
  context: DiffContext,
): void {
  const element = listElement(schema);
  const locale = context.locale ? { locale: context.locale } : {};
  const kept = commonPairs(before, after, deepEqual);
  const keptBefore = new Set(kept.map(([from]) => from));
  const keptAfter = new Set(kept.map(([, to]) => to));
  const moved = new Map<number, number>();
  after.forEach((item, to) => {
    if (keptAfter.has(to)) return;
    const taken = new Set(moved.values());
    const from = before.findIndex(
      (candidate, index) => !keptBefore.has(index) && !taken.has(index) && deepEqual(candidate, item),
    );
    if (from !== -1) moved.set(to, from);
  });
  const movedFrom = new Set(moved.values());
  const anchors: [number, number][] = [...kept, [before.length, after.length]];
  let i = 0;
  let j = 0;
  for (const [anchorBefore, anchorAfter] of anchors) {
    const removed: number[] = [];
    const added: number[] = [];
    for (; i < anchorBefore; i += 1) if (!movedFrom.has(i)) removed.push(i);
    for (; j < anchorAfter; j += 1) {
      const from = moved.get(j);
      if (from === undefined) {
        added.push(j);
        continue;
      }
      if (from === j) continue;
      context.out.push({
        kind: 'itemMoved',
        section: context.section,
        list: labels,
        path: [...path, j],
        from: from + 1,
        to: j + 1,
        text: displayText(after[j]),
        ...locale,
      });
    }
    const paired = Math.min(removed.length, added.length);
    for (let k = 0; k < paired; k += 1) {
      const from = removed[k] as number;
      const to = added[k] as number;
      diffValue(element, before[from], after[to], [...labels, String(to + 1)], [...path, to], context);
    }
    for (const to of added.slice(paired)) {
      context.out.push({
        kind: 'itemAdded',
        section: context.section,
        list: labels,
        path: [...path, to],
        position: to + 1,
        text: displayText(after[to]),
        ...locale,
      });
    }
    for (const from of removed.slice(paired)) {
      context.out.push({
        kind: 'itemRemoved',
        section: context.section,
        list: labels,
        path: [...path, from],
        position: from + 1,
        text: displayText(before[from]),
        ...locale,
      });
    }
    i = anchorBefore + 1;
    j = anchorAfter + 1;
  }
}

function diffValue(
  schema: z.ZodType | undefined,
  before: unknown,
  after: unknown,
  labels: string[],
  path: DataPath,
  context: DiffContext,
): void {
  if (deepEqual(before, after)) return;
  const image = isImageSchema(schema) || looksLikeImage(before) || looksLikeImage(after);
  const objects = (isRecord(before) || isRecord(after)) && !Array.isArray(before) && !Array.isArray(after);
  const lists = (Array.isArray(before) || Array.isArray(after)) && !isRecord(before) && !isRecord(after);
  const scalarBefore = before === undefined || before === null;
  const scalarAfter = after === undefined || after === null;
  if (!image && objects && (isRecord(before) || scalarBefore) && (isRecord(after) || scalarAfter)) {
    const a: JsonRecord = isRecord(before) ? before : {};
    const b: JsonRecord = isRecord(after) ? after : {};
    const shape = objectShape(schema);
    const keys = [...new Set([...Object.keys(shape), ...Object.keys(b), ...Object.keys(a)])];
    for (const key of keys) {
      const child = hasOwn(shape, key) ? shape[key] : undefined;
      diffValue(child, a[key], b[key], [...labels, fieldTitle(child, key)], [...path, key], context);
    }
    return;
  }
  if (!image && lists && (Array.isArray(before) || scalarBefore) && (Array.isArray(after) || scalarAfter)) {
    diffList(
      schema,
      Array.isArray(before) ? before : [],
      Array.isArray(after) ? after : [],
      labels,
      path,
      context,
    );
    return;
  }
  const [beforeText, afterText] = displayPair(before, after);
  context.out.push({
    kind: 'field',
    section: context.section,
    field: labels,
    path,
    before: beforeText,
    after: afterText,
    ...(context.locale ? { locale: context.locale } : {}),
  });
}

/** A data file's content: the value under `data`, or the file itself when it has no such key. */
function dataOf(file: unknown): unknown {
  return isRecord(file) && hasOwn(file, 'data') ? file.data : file;
}

function sectionRef(component: SelectedComponent): SectionRef {
  const label = findDefinition(component)?.label ?? `${component.category}/${component.name}`;
  return { category: component.category, name: component.name, label };
}

function diffSectionData(
  component: SelectedComponent,
  before: unknown,
  after: unknown,
  out: Change[],
  locale?: Locale,
): void {
  const schema = findDefinition(component)?.schema;
  const context: DiffContext = { section: sectionRef(component), out, ...(locale ? { locale } : {}) };
  diffValue(schema, dataOf(before), dataOf(after), [], [], context);
}

// ---------------------------------------------------------------------------------------------
// Pages

function componentsOf(file: JsonRecord, key: string): SelectedComponent[] {
  const list = file[key];
  if (!Array.isArray(list)) return [];
  const seen = new Set<string>();
  const components: SelectedComponent[] = [];
  for (const entry of list) {
    if (!isRecord(entry) || typeof entry.category !== 'string' || typeof entry.name !== 'string') continue;
    const component = { category: entry.category, name: entry.name };
    if (seen.has(componentKey(component))) continue;
    seen.add(componentKey(component));
    components.push(component);
  }
  return components;
}

/** Added, removed and moved sections; the sections on both sides, in the draft's order. */
function diffSections(
  before: SelectedComponent[],
  after: SelectedComponent[],
  out: Change[],
): SelectedComponent[] {
  const beforeKeys = before.map(componentKey);
  const afterKeys = after.map(componentKey);
  before.forEach((component, index) => {
    if (!afterKeys.includes(componentKey(component))) {
      out.push({ kind: 'sectionRemoved', section: sectionRef(component), position: index + 1 });
    }
  });
  after.forEach((component, index) => {
    if (!beforeKeys.includes(componentKey(component))) {
      out.push({ kind: 'sectionAdded', section: sectionRef(component), position: index + 1 });
    }
  });
  const kept = after.filter((component) => beforeKeys.includes(componentKey(component)));
  const keptBefore = beforeKeys.filter((key) => afterKeys.includes(key));
  const keptAfter = kept.map(componentKey);
  const stayed = new Set(commonPairs(keptBefore, keptAfter, (x, y) => x === y).map(([, j]) => keptAfter[j]));
  for (const component of kept) {
    const key = componentKey(component);
    if (stayed.has(key) || beforeKeys.indexOf(key) === afterKeys.indexOf(key)) continue;
    out.push({
      kind: 'sectionMoved',
      section: sectionRef(component),
      from: beforeKeys.indexOf(key) + 1,
      to: afterKeys.indexOf(key) + 1,
    });
  }
  return kept;
}

/** The settings in a sensible order: search, the site, publishing, languages, then the rest. */
const SETTING_ORDER = [
  'title',
  'description',
  'keywords',
  'label',
  'image',
  'noindex',
  'catalog',
  'order',
  'faviconPath',
  'liveFrom',
  'retireAt',
  'retireTo',
  'translationOf',
  'redirectFrom',
];

function settingRank(name: string): number {
  const index = SETTING_ORDER.indexOf(name);
  return index === -1 ? SETTING_ORDER.length : index;
}

/** A page's settings: its `meta` and its other top-level keys but the components. */
function settingsOf(file: JsonRecord): Map<string, unknown> {
  const settings = new Map<string, unknown>();
  if (isRecord(file.meta)) for (const [key, value] of Object.entries(file.meta)) settings.set(key, value);
  for (const [key, value] of Object.entries(file)) {
    if (key !== 'meta' && key !== 'components') settings.set(key, value);
  }
  return settings;
}

function diffSettings(before: JsonRecord, after: JsonRecord, out: Change[], renamedFromPath?: string): void {
  const a = settingsOf(before);
  const b = settingsOf(after);
  if (renamedFromPath !== undefined) {
    const redirects = b.get('redirectFrom');
    if (Array.isArray(redirects)) {
      const rest = redirects.filter((path) => path !== renamedFromPath);
      const published = a.get('redirectFrom');
      if (rest.length === 0 && published === undefined) b.delete('redirectFrom');
      else b.set('redirectFrom', rest);
    }
  }
  const names = [...new Set([...a.keys(), ...b.keys()])].sort(
    (x, y) => settingRank(x) - settingRank(y) || (x < y ? -1 : x > y ? 1 : 0),
  );
  for (const name of names) {
    const beforeValue = a.get(name);
    const afterValue = b.get(name);
    if (deepEqual(beforeValue, afterValue)) continue;
    const [beforeText, afterText] = displayPair(beforeValue, afterValue);
    out.push({ kind: 'setting', setting: name, before: beforeText, after: afterText });
  }
}

function dataRecord(snapshot: PageSnapshot | undefined): Record<string, unknown> {
  return isRecord(snapshot?.data) ? snapshot.data : {};
}

function diffPage(
  before: PageSnapshot | undefined,
  after: PageSnapshot | undefined,
  renamedFromPath?: string,
): Change[] {
  const out: Change[] = [];
  if (after !== undefined && !isRecord(after.file)) return [{ kind: 'unreadable', version: 'draft' }];
  if (before !== undefined && !isRecord(before.file)) return [{ kind: 'unreadable', version: 'published' }];
  const beforeFile: JsonRecord = isRecord(before?.file) ? before.file : {};
  const afterFile: JsonRecord = isRecord(after?.file) ? after.file : {};
  diffSettings(beforeFile, afterFile, out, renamedFromPath);
  const kept = diffSections(
    componentsOf(beforeFile, 'components'),
    componentsOf(afterFile, 'components'),
    out,
  );
  const beforeData = dataRecord(before);
  const afterData = dataRecord(after);
  for (const component of kept) {
    const key = componentKey(component);
    diffSectionData(component, beforeData[key], afterData[key], out);
  }
  return out;
}

function redirectsOf(snapshot: PageSnapshot | undefined): string[] {
  const file = snapshot?.file;
  if (!isRecord(file) || !Array.isArray(file.redirectFrom)) return [];
  return file.redirectFrom.filter((path): path is string => typeof path === 'string');
}

function diffLayout(before: LayoutSnapshot | undefined, after: LayoutSnapshot | undefined): Change[] {
  if (!isRecord(after?.file) && !isRecord(before?.file)) return [];
  if (!isRecord(after?.file)) return [{ kind: 'unreadable', version: 'draft' }];
  if (!isRecord(before?.file)) return [{ kind: 'unreadable', version: 'published' }];
  const out: Change[] = [];
  const kept = diffSections(componentsOf(before.file, 'layout'), componentsOf(after.file, 'layout'), out);
  const beforeData: JsonRecord = isRecord(before.data) ? before.data : {};
  const afterData: JsonRecord = isRecord(after.data) ? after.data : {};
  for (const component of kept) {
    const key = componentKey(component);
    for (const locale of LOCALES) {
      const a = beforeData[locale];
      const b = afterData[locale];
      diffSectionData(
        component,
        isRecord(a) ? a[key] : undefined,
        isRecord(b) ? b[key] : undefined,
        out,
        locale,
      );
    }
  }
  return out;
}

/** One part of a library entry as the Changes screen shows it (empty: not set). */
function photoParts(
  entry: unknown,
  locale: Locale,
): Record<'alt' | 'decorative' | 'focus' | 'credit', string> {
  const record = isRecord(entry) ? entry : {};
  const alt = isRecord(record.alt) ? record.alt[locale] : undefined;
  const focus = isRecord(record.focus) ? record.focus : {};
  const credit = isRecord(record.credit) ? record.credit : {};
  return {
    alt: typeof alt === 'string' ? collapse(alt) : '',
    decorative: record.decorative === true ? 'true' : 'false',
    focus: typeof focus.x === 'number' && typeof focus.y === 'number' ? `${focus.x}, ${focus.y}` : '50, 50',
    credit: [credit.author, credit.licence, credit.source]
      .filter((part): part is string => typeof part === 'string' && part !== '')
      .join(', '),
  };
}

/** How the media library's words for the photos a page shows changed, in the page's language. */
function diffPhotos(
  published: unknown,
  draft: unknown,
  name: string,
  page: PageSnapshot | undefined,
): Change[] {
  const before = isRecord(published) ? published : {};
  const after = isRecord(draft) ? draft : {};
  if (deepEqual(before, after) || !page) return [];
  const locale = localeOfPageName(name);
  const changes: Change[] = [];
  for (const src of imageSources([page.file, page.data])) {
    if (deepEqual(before[src], after[src])) continue;
    const was = photoParts(before[src], locale);
    const now = photoParts(after[src], locale);
    for (const part of ['alt', 'decorative', 'focus', 'credit'] as const)
      if (was[part] !== now[part])
        changes.push({ kind: 'photo', src, part, before: was[part], after: now[part] });
  }
  return changes;
}

function byName(a: PageChanges, b: PageChanges): number {
  return a.name < b.name ? -1 : a.name > b.name ? 1 : 0;
}

/**
 * How the draft differs from the published site: one entry per page with a change (sorted by
 * name), the layout as the entry `layout`. A page gone from the draft whose address a new page
 * lists in its `redirectFrom` was renamed to it; otherwise it was deleted. A page file that
 * differs only where nothing is shown (a data file no section uses) gives no entry.
 */
export function siteChanges(published: SiteSnapshot, draft: SiteSnapshot): PageChanges[] {
  const beforePages: Record<string, PageSnapshot> = isRecord(published?.pages) ? published.pages : {};
  const afterPages: Record<string, PageSnapshot> = isRecord(draft?.pages) ? draft.pages : {};
  const gone = Object.keys(beforePages)
    .filter((name) => !hasOwn(afterPages, name))
    .sort();
  const fresh = Object.keys(afterPages)
    .filter((name) => !hasOwn(beforePages, name))
    .sort();

  const renamedFrom = new Map<string, string>();
  for (const old of gone) {
    const oldPath = pageNameToPath(old);
    const target = fresh.find(
      (name) => !renamedFrom.has(name) && redirectsOf(afterPages[name]).includes(oldPath),
    );
    if (target !== undefined) renamedFrom.set(target, old);
  }
  const renamedOld = new Set(renamedFrom.values());

  const result: PageChanges[] = [];
  for (const name of gone) {
    if (renamedOld.has(name)) continue;
    result.push({ name, path: pageNameToPath(name), kind: 'deleted', changes: [] });
  }
  for (const name of fresh) {
    const old = renamedFrom.get(name);
    if (old === undefined) {
      const changes = diffPage(undefined, afterPages[name]);
      result.push({ name, path: pageNameToPath(name), kind: 'created', changes });
      continue;
    }
    const oldPath = pageNameToPath(old);
    const path = pageNameToPath(name);
    const changes: Change[] = [
      { kind: 'renamed', from: old, to: name, fromPath: oldPath, toPath: path },
      ...diffPage(beforePages[old], afterPages[name], oldPath),
      ...diffPhotos(published?.media, draft?.media, name, afterPages[name]),
    ];
    result.push({ name, path, kind: 'renamed', renamedFrom: old, changes });
  }
  for (const name of Object.keys(afterPages)) {
    if (!hasOwn(beforePages, name)) continue;
    const before = beforePages[name];
    const after = afterPages[name];
    const changes = [
      ...(deepEqual(before, after) ? [] : diffPage(before, after)),
      ...diffPhotos(published?.media, draft?.media, name, after),
    ];
    if (changes.length > 0) result.push({ name, path: pageNameToPath(name), kind: 'changed', changes });
  }
  if (!deepEqual(published?.layout, draft?.layout)) {
    const changes = diffLayout(published?.layout, draft?.layout);
    if (changes.length > 0) result.push({ name: LAYOUT_ENTRY_NAME, path: '', kind: 'layout', changes });
  }
  return result.sort(byName);
}
