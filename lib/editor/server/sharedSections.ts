import { readdir, rm } from 'node:fs/promises';
import { z } from 'zod';
import { findDefinition } from '@/lib/model/content/catalog';
import { ContentError, contentErrorFromZod } from '@/lib/model/contentErrors';
import { componentKey, isLayoutCategory, type SelectedComponent } from '@/lib/model/content/selection';
import { localeOfPageName, LOCALES, type Locale } from '@/lib/model/i18n/locales';
import { isValidPageName } from '@/lib/model/pages/pageRules';
import { pageNameToPath } from '@/lib/model/pages/pageName';
import { componentDataFile, resolveInside } from '@/lib/server/contentPaths';
import { readText } from '@/lib/server/readContent';
import { HttpError } from './apiRequest';
import type { SharedSectionSummary } from '@/lib/editor/contract/sharedSections';
import {
  readComponentData,
  readPageState,
  saveComponentData,
  setComponentActive,
  type ComponentData,
} from './pageStateFiles';
import { contentVersion, formatJson, withLocks, writeFileAtomic } from './writeFiles';

/**
 * Shared sections (docs/pages.md, "Shared sections"): one section (a catalogue variant) with its data
 * in each language, placed on many pages and edited once. The section's file
 * (public/shared/{id}.json) is the source; every page that places it keeps a copy of its language's
 * data in its own data file, written with every save, so the build, the export and the site read
 * pages exactly as before. A save of a placed section from any page is the shared section's save;
 * a page can detach its copy and edit it alone; a section still placed cannot be deleted.
 */
const SLUG = /^[a-z0-9][a-z0-9-]{0,63}$/;

const sharedFileSchema = z.strictObject({
  id: z.string().regex(SLUG),
  label: z.string().trim().min(1).max(80),
  category: z.string(),
  name: z.string(),
  data: z.partialRecord(z.enum(LOCALES), z.unknown()),
  /** The pages that place it, by name. */
  placedOn: z.array(z.string().refine((name) => isValidPageName(name))),
});

export type SharedSection = z.output<typeof sharedFileSchema>;

const sharedFile = (root: string, id: string) => {
  if (!SLUG.test(id))
    throw new ContentError('request', 'id', `${JSON.stringify(id)} is not a shared section's id`);
  return resolveInside(root, 'shared', `${id}.json`);
};

const LOCK = (root: string) => `${root}/shared.lock`;

async function readShared(root: string, id: string): Promise<SharedSection | undefined> {
  const file = sharedFile(root, id);
  const text = await readText(file);
  if (text === undefined) return undefined;
  const parsed = sharedFileSchema.safeParse(JSON.parse(text));
  if (!parsed.success) throw contentErrorFromZod(`public/shared/${id}.json`, parsed.error);
  return parsed.data;
}

async function requireShared(root: string, id: string): Promise<SharedSection> {
  const shared = await readShared(root, id);
  if (!shared) throw new HttpError(404, `No shared section ${id}`);
  return shared;
}

const writeShared = (root: string, shared: SharedSection) =>
  writeFileAtomic(root, sharedFile(root, shared.id), formatJson(sharedFileSchema.parse(shared)));

export async function listShared(root: string): Promise<SharedSection[]> {
  const names = await readdir(resolveInside(root, 'shared')).catch(() => [] as string[]);
  const found: SharedSection[] = [];
  for (const name of names.filter((entry) => entry.endsWith('.json')).sort()) {
    const shared = await readShared(root, name.slice(0, -'.json'.length));
    if (shared) found.push(shared);
  }
  return found;
}

export const summarizeShared = (shared: SharedSection): SharedSectionSummary => ({
  id: shared.id,
  label: shared.label,
  category: shared.category,
  name: shared.name,
  locales: LOCALES.filter((locale) => shared.data[locale] !== undefined),
  placedOn: shared.placedOn,
});

/** The shared section a page places as this component, if any. */
export async function sharedPlacedAt(
  root: string,
  pageName: string,
  component: SelectedComponent,
): Promise<SharedSection | undefined> {
  return (await listShared(root)).find(
    (shared) =>
      shared.placedOn.includes(pageName) &&
      shared.category === component.category &&
      shared.name === component.name,
  );
}

/** Writes a language's data into every page of that language that places the section. */
async function fanOut(root: string, shared: SharedSection, locale: Locale): Promise<void> {
  const data = shared.data[locale];
  if (data === undefined) return;
  const component = { category: shared.category, name: shared.name };
  for (const page of shared.placedOn.filter((name) => localeOfPageName(name) === locale)) {
    const file = componentDataFile(root, component, page);
    await withLocks([file], async () => {
      const text = formatJson({ data });
      if ((await readText(file)) !== text) await writeFileAtomic(root, file, text);
    });
  }
}

function requireSection(component: SelectedComponent) {
  const definition = findDefinition(component);
  if (!definition)
    throw new ContentError('request', 'component', `Unknown component ${componentKey(component)}`);
  if (isLayoutCategory(component.category))
    throw new ContentError('request', 'component', 'The header and footer are shared by every page already');
  return definition;
}

/** "Make shared": the page's section becomes a shared section, placed on that page, with its data. */
export async function makeShared(
  root: string,
  input: { pageName: string; component: SelectedComponent; id: string; label: string },
): Promise<SharedSection> {
  requireSection(input.component);
  return withLocks([LOCK(root)], async () => {
    if (await readShared(root, input.id))
      throw new HttpError(409, `A shared section is called ${input.id} already: choose another name`);
    if (await sharedPlacedAt(root, input.pageName, input.component))
      throw new HttpError(409, 'This section is shared already');
    const state = await readPageState(root, input.pageName);
    if (!state.components.some((entry) => componentKey(entry) === componentKey(input.component)))
      throw new ContentError(
        'request',
        'component',
        `${input.pageName} has no ${componentKey(input.component)}`,
      );
    const { data } = await readComponentData(root, input.pageName, input.component);
    const shared: SharedSection = {
      id: input.id,
      label: input.label,
      category: input.component.category,
      name: input.component.name,
      data: { [localeOfPageName(input.pageName)]: data },
      placedOn: [input.pageName],
    };
    await writeShared(root, shared);
    return shared;
  });
}

/**
 * Places a shared section on a page: the section is added to the page (or, if the page has that
 * variant already, it takes the shared data), in the page's language. A language the section has
 * no data in yet starts from the page's own data, or from another language's.
 */
export async function placeShared(
  root: string,
  input: { id: string; pageName: string },
): Promise<SharedSection> {
  return withLocks([LOCK(root)], async () => {
    const shared = await requireShared(root, input.id);
    const component = { category: shared.category, name: shared.name };
    const locale = localeOfPageName(input.pageName);
    const state = await readPageState(root, input.pageName);
    const has = state.components.some((entry) => componentKey(entry) === componentKey(component));
    if (!has) await setComponentActive(root, input.pageName, component, true, state.version);
    if (shared.data[locale] === undefined) {
      const own = has ? (await readComponentData(root, input.pageName, component)).data : undefined;
      shared.data[locale] = own ?? Object.values(shared.data)[0];
    }
    if (!shared.placedOn.includes(input.pageName))
      shared.placedOn = [...shared.placedOn, input.pageName].sort();
    await writeShared(root, shared);
    await fanOut(root, shared, locale);
    return shared;
  });
}

/** Detach: the page keeps its copy of the data and edits it alone from now on. */
export async function detachShared(
  root: string,
  input: { id: string; pageName: string },
): Promise<SharedSection> {
  return withLocks([LOCK(root)], async () => {
    const shared = await requireShared(root, input.id);
    shared.placedOn = shared.placedOn.filter((name) => name !== input.pageName);
    await writeShared(root, shared);
    return shared;
  });
}

/** Deletes a shared section no page places; one still placed is refused, naming the pages. */
export async function deleteShared(root: string, id: string): Promise<void> {
  await withLocks([LOCK(root)], async () => {
    const shared = await requireShared(root, id);
    if (shared.placedOn.length > 0)
      throw new HttpError(
        409,
        `“${shared.label}” is still placed on ${shared.placedOn.map(pageNameToPath).join(', ')}: detach it from those pages first`,
        { pages: shared.placedOn },
      );
    await rm(sharedFile(root, id), { force: true });
  });
}

/**
 * A save of a section's data from a page: for a placed shared section, the shared section's save
 * (every page of that language follows); otherwise the page's own.
 */
export async function saveSectionData(
  root: string,
  pageName: string,
  component: SelectedComponent,
  data: unknown,
  expectedVersion: string,
): Promise<ComponentData> {
  const placed = await sharedPlacedAt(root, pageName, component);
  if (!placed) return saveComponentData(root, pageName, component, data, expectedVersion);
  // Checked and versioned as the page's own save (the page's copy is what the editor loaded).
  const saved = await saveComponentData(root, pageName, component, data, expectedVersion);
  await withLocks([LOCK(root)], async () => {
    const shared = await requireShared(root, placed.id);
    shared.data[localeOfPageName(pageName)] = saved.data;
    await writeShared(root, shared);
    await fanOut(root, shared, localeOfPageName(pageName));
  });
  const file = componentDataFile(root, component, pageName);
  return { data: saved.data, version: contentVersion(await readText(file)) };
}

/** Pages that no longer place the section's variant are no longer its placements (a section removed, a page gone). */
export async function forgetLostPlacements(root: string): Promise<void> {
  await withLocks([LOCK(root)], async () => {
    for (const shared of await listShared(root)) {
      const kept: string[] = [];
      for (const page of shared.placedOn) {
        const state = await readPageState(root, page).catch(() => undefined);
        if (
          state?.components.some((entry) => entry.category === shared.category && entry.name === shared.name)
        )
          kept.push(page);
      }
      if (kept.length !== shared.placedOn.length) await writeShared(root, { ...shared, placedOn: kept });
    }
  });
}
