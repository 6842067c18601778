import type { z } from 'zod';
import { findDefinition } from '@/lib/model/content/catalog';
import { LANGUAGE_NAMES } from '@/lib/editor/contract/pageRequests';
import { localeOfPageName, type Locale } from '@/lib/model/i18n/locales';
import { isValidPageName } from '@/lib/model/pages/pageRules';
import { ContentError, contentErrorFromZod } from '@/lib/model/contentErrors';
import { deadNavigationLinks, type NavLink } from '@/lib/model/pages/headerNavigation';
import { pageNameToPath } from '@/lib/model/pages/pageName';
import {
  componentDataFile,
  displayPath,
  layoutFile,
  selectedComponentsFile,
} from '@/lib/server/contentPaths';
import { parseContentText } from '@/lib/server/readContent';
import {
  dataFileSchema,
  layoutFileSchema,
  pageFileSchema,
  type PageFile,
} from '@/lib/model/content/contentSchemas';
import { plainComponent, scopeOf, splitPageState, toggleComponent } from '@/lib/model/content/pageState';
import type { SelectedComponent } from '@/lib/model/content/selection';
import { listPageNames } from '@/lib/server/sitePages';
import { contentVersion, formatJson, withLocks, writeFileAtomic } from './writeFiles';
import { readText } from '@/lib/server/readContent';

/**
 * The operations of the dev API on the content files. Every write validates the whole file it
 * produces, checks the version the client last saw, and is atomic; layout entries (Headers,
 * Footers) live in layout.json and never in a page file.
 */
export class VersionConflictError extends Error {
  constructor(readonly current: string) {
    super(
      'The content changed since you loaded it (another tab or person saved first). Reload to get the latest version.',
    );
    this.name = 'VersionConflictError';
  }
}

export interface PageState {
  pageName: string;
  components: SelectedComponent[];
  layout: SelectedComponent[];
  /** Version of the page and layout files together, for If-Match. */
  version: string;
}

function requireDefinition(component: SelectedComponent) {
  const definition = findDefinition(component);
  if (!definition) {
    throw new ContentError(
      'request',
      'component',
      `Unknown component ${component.category}/${component.name}`,
    );
  }
  return definition;
}

/** The page must be one of the site's pages: a valid name whose page file exists. */
async function assertPageName(root: string, pageName: string): Promise<void> {
  if (!isValidPageName(pageName) || (await readText(selectedComponentsFile(root, pageName))) === undefined)
    throw new ContentError('request', 'pageName', `Unknown page ${JSON.stringify(pageName)}`);
}

function parse<T>(file: string, text: string | undefined, schema: z.ZodType<T>): T {
  if (text === undefined) throw new ContentError(displayPath(file), '', 'file is missing');
  return parseContentText(file, text, schema);
}

function validate<T>(label: string, value: unknown, schema: z.ZodType<T>): T {
  const result = schema.safeParse(value);
  if (!result.success) throw contentErrorFromZod(label, result.error);
  return result.data;
}

interface LoadedState {
  pageFile: string;
  layoutPath: string;
  page: PageFile;
  layout: SelectedComponent[];
  version: string;
}

async function loadState(root: string, pageName: string): Promise<LoadedState> {
  await assertPageName(root, pageName);
  const pageFile = selectedComponentsFile(root, pageName);
  const layoutPath = layoutFile(root);
  const [pageText, layoutText] = await Promise.all([readText(pageFile), readText(layoutPath)]);
  const page = parse(pageFile, pageText, pageFileSchema);
  const { layout } = parse(layoutPath, layoutText, layoutFileSchema);
  return { pageFile, layoutPath, page, layout, version: stateVersion(pageText, layoutText) };
}

function stateVersion(pageText: string | undefined, layoutText: string | undefined): string {
  return contentVersion(`${pageText ?? ''}\u0000${layoutText ?? ''}`);
}

export async function readPageState(root: string, pageName: string): Promise<PageState> {
  const state = await loadState(root, pageName);
  return { pageName, components: state.page.components, layout: state.layout, version: state.version };
}

/** Checks the version, then writes the page and layout lists that changed; returns the new version. */
async function writeState(
  root: string,
  pageName: string,
  expectedVersion: string,
  change: (state: LoadedState) => Promise<{ components: SelectedComponent[]; layout: SelectedComponent[] }>,
): Promise<PageState> {
  await assertPageName(root, pageName);
  const pageFile = selectedComponentsFile(root, pageName);
  const layoutPath = layoutFile(root);
  return withLocks([pageFile, layoutPath], async () => {
    const state = await loadState(root, pageName);
    if (state.version !== expectedVersion) throw new VersionConflictError(state.version);
    const next = await change(state);
    const pageJson = validate(
      displayPath(pageFile),
      { ...state.page, components: next.components },
      pageFileSchema,
    );
    const layoutJson = validate(displayPath(layoutPath), { layout: next.layout }, layoutFileSchema);
    const pageText = formatJson(pageJson);
    const layoutText = formatJson(layoutJson);
    if (pageText !== formatJson(state.page)) await writeFileAtomic(root, pageFile, pageText);
    if (layoutText !== formatJson({ layout: state.layout }))
      await writeFileAtomic(root, layoutPath, layoutText);
    const [savedPage, savedLayout] = await Promise.all([readText(pageFile), readText(layoutPath)]);
    return {
      pageName,
      components: pageJson.components,
      layout: layoutJson.layout,
      version: stateVersion(savedPage, savedLayout),
    };
  });
}

/** POST /api/saveState: the page's full ordered state; layout entries go to layout.json. */
export function saveState(
  root: string,
  pageName: string,
  selected: SelectedComponent[],
  expectedVersion: string,
) {
  return writeState(root, pageName, expectedVersion, async () => {
    const { components, layout } = splitPageState(selected.map(plainComponent));
    return { components, layout };
  });
}

/** POST /api/change-page: replaces the page's own component list. */
export function changePage(
  root: string,
  pageName: string,
  components: SelectedComponent[],
  expectedVersion: string,
) {
  return writeState(root, pageName, expectedVersion, async (state) => ({
    components: components.map(plainComponent),
    layout: state.layout,
  }));
}

/**
 * POST /api/saveComponentState: turns one component on (appended; its data file is created from
 * the defaults when missing) or off (removed from the list; its data file is kept).
 */
export function setComponentActive(
  root: string,
  pageName: string,
  component: SelectedComponent,
  isActive: boolean,
  expectedVersion: string,
) {
  const definition = requireDefinition(component);
  return writeState(root, pageName, expectedVersion, async (state) => {
    const inLayout = scopeOf(component) === 'layout';
    const next = toggleComponent(inLayout ? state.layout : state.page.components, component, isActive);
    if (isActive) {
      const dataFile = componentDataFile(root, component, pageName);
      await withLocks([dataFile], async () => {
        if ((await readText(dataFile)) === undefined) {
          await writeFileAtomic(root, dataFile, formatJson({ data: definition.defaultData }));
        }
      });
    }
    return inLayout
      ? { components: state.page.components, layout: next }
      : { components: next, layout: state.layout };
  });
}

export interface ComponentData {
  data: unknown;
  /** "absent" when the data file does not exist yet (the defaults are returned then). */
  version: string;
}

export async function readComponentData(
  root: string,
  pageName: string,
  component: SelectedComponent,
): Promise<ComponentData> {
  await assertPageName(root, pageName);
  const definition = requireDefinition(component);
  const file = componentDataFile(root, component, pageName);
  const text = await readText(file);
  if (text === undefined) return { data: definition.defaultData, version: contentVersion(undefined) };
  return { data: parse(file, text, dataFileSchema(component)).data, version: contentVersion(text) };
}

/**
 * A navigation link must lead to a page of the header's own language: a link to no page would lead
 * nowhere, and an English header linking to a Polish page (or back) would switch the visitor's
 * language without the language switch.
 */
function assertNavigationLeadsToPages(root: string, locale: Locale, header: { navLinks: NavLink[] }): void {
  const paths = new Set(
    listPageNames(root)
      .filter((name) => localeOfPageName(name) === locale)
      .map(pageNameToPath),
  );
  const [dead] = deadNavigationLinks(header.navLinks, paths);
  if (dead)
    throw new ContentError(
      'data',
      `data.navLinks[${dead.index}].path`,
      `No ${LANGUAGE_NAMES[locale]} page has the address ${dead.path}: choose one of the ${LANGUAGE_NAMES[locale]} pages (create the page first)`,
    );
}

/** Saves a component's data after validating it against the component's schema. */
export async function saveComponentData(
  root: string,
  pageName: string,
  component: SelectedComponent,
  data: unknown,
  expectedVersion: string,
): Promise<ComponentData> {
  await assertPageName(root, pageName);
  requireDefinition(component);
  const file = componentDataFile(root, component, pageName);
  const valid = validate('data', { data }, dataFileSchema(component));
  if (component.category === 'Headers')
    assertNavigationLeadsToPages(root, localeOfPageName(pageName), valid.data as { navLinks: NavLink[] });
  return withLocks([file], async () => {
    const current = contentVersion(await readText(file));
    if (current !== expectedVersion) throw new VersionConflictError(current);
    const text = formatJson(valid);
    await writeFileAtomic(root, file, text);
    return { data: valid.data, version: contentVersion(text) };
  });
}
