import path from 'node:path';
import { z } from 'zod';
import { listCatalog } from '@/lib/model/content/catalog';
import { headerSchema, type HeaderData } from '@/components/sections/Headers/Variant7Hotels.schema';
import {
  missingTranslations,
  translationsByPage,
  type NavigationLink,
  type PageLink,
  type PageLinksAnswer,
  type PagesAnswer,
  type PageSummary,
  type TranslatedLocale,
} from '@/lib/editor/contract/pageRequests';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '@/lib/model/i18n/locales';
import { ContentError, contentErrorFromZod } from '@/lib/model/contentErrors';
import { navigationOf, replaceNavigation, type NavLink } from '@/lib/model/pages/headerNavigation';
import { PageConflictError } from './pageConflict';
import { pageNameToPath } from '@/lib/model/pages/pageName';
import { listDataFiles } from './filesInside';
import { findLinkFields, isNavigationField, retargetLinks } from '@/lib/model/pages/linkRetargeting';
import { listTrash } from './trash';
import {
  componentDataFile,
  displayPath,
  pageDataFolder,
  selectedComponentsFile,
} from '@/lib/server/contentPaths';
import { parseContentText } from '@/lib/server/readContent';
import { dataFileSchema, pageFileSchema, type PageFile } from '@/lib/model/content/contentSchemas';
import { findSitePage, loadSitePages, publicEntries, sortPages, type SitePage } from '@/lib/server/sitePages';
import { contentVersion, formatJson } from './writeFiles';
import { readText } from '@/lib/server/readContent';

/**
 * What the dev API's page routes share: where things are, reading a page file with its version,
 * the header's navigation, and the links to a page from the site's content (found, or planned to
 * point elsewhere before anything is written).
 */
export interface PageRoots {
  /** The content folder (public/). */
  root: string;
  /** The trash of deleted pages (.trash/pages, outside public/). */
  trashRoot: string;
  /** lib/model/images/manifest.json: the images the site knows. */
  imageManifest: string;
}

export const HEADER = { category: 'Headers', name: 'Variant7Hotels' } as const;
const headerFileSchema = z.strictObject({ data: headerSchema });

/** The header of a language: public/data/HeadersVariant7Hotels.json, public/data/pl/HeadersVariant7Hotels.json. */
export function headerFile(root: string, locale: Locale = DEFAULT_LOCALE): string {
  return componentDataFile(root, HEADER, locale === DEFAULT_LOCALE ? 'index' : `${locale}/index`);
}

/** The language whose header `file` is, or undefined when it is no header. */
export function headerLocaleOf(root: string, file: string): Locale | undefined {
  return LOCALES.find((locale) => headerFile(root, locale) === file);
}

/** Held by every operation that adds, renames or removes a page, so two of them never interleave. */
export function pagesLock(root: string): string {
  return path.join(root, 'selectedComponents');
}

export async function readHeader(
  root: string,
  locale: Locale = DEFAULT_LOCALE,
): Promise<{ file: string; data: HeaderData }> {
  const file = headerFile(root, locale);
  const text = await readText(file);
  if (text === undefined) throw new ContentError(displayPath(file), '', 'file is missing');
  return { file, data: parseContentText(file, text, headerFileSchema).data };
}

/** A language's header data with new navigation links, checked against the header's schema. */
export function headerWithLinks(
  root: string,
  header: HeaderData,
  navLinks: NavLink[],
  locale: Locale = DEFAULT_LOCALE,
): string {
  const result = headerFileSchema.safeParse({ data: { ...header, navLinks } });
  if (!result.success) throw contentErrorFromZod(displayPath(headerFile(root, locale)), result.error);
  return formatJson(result.data);
}

export interface LoadedPage {
  file: string;
  page: PageFile;
  version: string;
}

/** A page file and its version; an unknown page is a 400 naming the field it came from. */
export async function readPage(root: string, name: string, field = 'pageName'): Promise<LoadedPage> {
  const file = selectedComponentsFile(root, name);
  const text = await readText(file);
  if (text === undefined) throw new ContentError('request', field, `Unknown page ${JSON.stringify(name)}`);
  return { file, page: parseContentText(file, text, pageFileSchema), version: contentVersion(text) };
}

export function requireSitePage(pages: readonly SitePage[], name: string, field = 'pageName'): SitePage {
  const page = findSitePage(pages, name);
  if (!page) throw new ContentError('request', field, `Unknown page ${JSON.stringify(name)}`);
  return page;
}

/**
 * The page file's text: meta, the English page it is a version of, old addresses (when there are
 * any) and components, validated.
 */
export function pageFileText(page: PageFile): string {
  const { meta, translationOf, redirectFrom, components } = page;
  const result = pageFileSchema.safeParse({
    ...(meta ? { meta } : {}),
    ...(translationOf !== undefined ? { translationOf } : {}),
    ...(redirectFrom?.length ? { redirectFrom } : {}),
    components,
  });
  if (!result.success) throw contentErrorFromZod('page', result.error);
  return formatJson(result.data);
}

/**
 * A page as the API answers it: its language, the English page it is a version of or its versions
 * (`translations`, from the pages' `translationOf`), and its entry in its language's header.
 */
export function summarize(
  page: SitePage,
  version: string,
  navLinks: readonly NavLink[],
  translations?: Partial<Record<TranslatedLocale, string>>,
): PageSummary {
  const navigation = navigationOf(navLinks, page.path);
  return {
    name: page.name,
    path: page.path,
    label: page.label,
    meta: page.meta,
    redirectFrom: page.redirectFrom,
    locale: page.locale,
    ...(page.translationOf !== undefined ? { translationOf: page.translationOf } : {}),
    ...(page.locale === DEFAULT_LOCALE ? { translations: translations ?? {} } : {}),
    version,
    ...(navigation ? { navigation } : {}),
  };
}

/** Every language's header navigation. */
async function readNavigations(root: string): Promise<Record<Locale, NavigationLink[]>> {
  const headers = await Promise.all(LOCALES.map((locale) => readHeader(root, locale)));
  return Object.fromEntries(
    LOCALES.map((locale, index) => [locale, headers[index]!.data.navLinks]),
  ) as Record<Locale, NavigationLink[]>;
}

/** The summary of one page as it is on disk now. */
export async function pageSummary(root: string, name: string): Promise<PageSummary> {
  const pages = loadSitePages(root);
  const page = requireSitePage(pages, name);
  const [{ version }, header] = await Promise.all([readPage(root, name), readHeader(root, page.locale)]);
  return summarize(page, version, header.data.navLinks, translationsByPage(pages).get(page.name));
}

/** GET /api/pages */
export async function listPages(roots: PageRoots): Promise<PagesAnswer> {
  const pages = sortPages(loadSitePages(roots.root));
  const navigationByLocale = await readNavigations(roots.root);
  const versions = await Promise.all(pages.map((page) => readPage(roots.root, page.name)));
  const translations = translationsByPage(pages);
  return {
    pages: pages.map((page, index) =>
      summarize(page, versions[index]!.version, navigationByLocale[page.locale], translations.get(page.name)),
    ),
    trash: await listTrash(roots.trashRoot),
    publicEntries: publicEntries(roots.root).sort(),
    navigation: navigationByLocale[DEFAULT_LOCALE],
    navigationByLocale,
    missingTranslations: missingTranslations(pages),
  };
}

/**
 * The versions of an English page in the other languages (the pages whose `translationOf` is it).
 */
export function versionsOf(pages: readonly SitePage[], englishName: string): SitePage[] {
  return pages.filter((page) => page.locale !== DEFAULT_LOCALE && page.translationOf === englishName);
}

/** Refuses a name that is a page already, or an old address another page redirects from. */
export function assertNameFree(
  pages: readonly SitePage[],
  name: string,
  field: string,
  except?: string,
): void {
  const taken = findSitePage(pages, name);
  if (taken) throw new PageConflictError(`${field}: “${name}” is a page already (${taken.label})`);
  const pagePath = pageNameToPath(name);
  const claimant = pages.find((page) => page.name !== except && page.redirectFrom.includes(pagePath));
  if (claimant)
    throw new PageConflictError(
      `${field}: ${pagePath} is an old address of “${claimant.label}” (${claimant.path}) and redirects there; choose another address or take it off that page first`,
    );
}

/** A data file of the site's content, with the page whose folder it is in (none for the header and footer). */
export interface SiteDataFile {
  file: string;
  page?: string;
}

/**
 * Every language's header and footer data (public/data/*.json, public/data/pl/*.json), and the
 * data files of every page's own folder.
 */
export async function siteDataFiles(root: string, pages: readonly SitePage[]): Promise<SiteDataFile[]> {
  const sharedFolders = LOCALES.map((locale) =>
    locale === DEFAULT_LOCALE ? path.join(root, 'data') : path.join(root, 'data', locale),
  );
  const shared = (
    await Promise.all(
      sharedFolders.map(async (folder) =>
        (await listDataFiles(root, folder)).map((name) => ({ file: path.join(folder, name) })),
      ),
    )
  ).flat();
  const own = await Promise.all(
    pages.map(async (page) => {
      const folder = pageDataFolder(root, page.name);
      return (await listDataFiles(root, folder)).map((name) => ({
        file: path.join(folder, name),
        page: page.name,
      }));
    }),
  );
  return [...shared, ...own.flat()];
}

async function readJson(file: string): Promise<unknown> {
  const text = await readText(file);
  if (text === undefined) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new ContentError(displayPath(file), '', 'not valid JSON');
  }
}

/**
 * The links to `pagePath` from the site's content, except from the page's own data (which goes
 * with it). An address is one page's, whatever the language, so the content of every language is
 * searched: in practice the links are in the page's own language, and a link from the other one
 * would otherwise be left leading nowhere. A header's navigation links are marked.
 */
export async function findPageLinks(
  root: string,
  pages: readonly SitePage[],
  pagePath: string,
  ownPage?: string,
): Promise<PageLink[]> {
  const files = (await siteDataFiles(root, pages)).filter(
    (entry) => entry.page === undefined || entry.page !== ownPage,
  );
  const found = await Promise.all(
    files.map(async ({ file }) =>
      findLinkFields(await readJson(file), pagePath).map((field) => ({
        file: displayPath(file),
        field,
        navigation: headerLocaleOf(root, file) !== undefined && isNavigationField(field),
      })),
    ),
  );
  return found.flat();
}

/** GET /api/pageLinks */
export async function pageLinks(root: string, name: string): Promise<PageLinksAnswer> {
  const pages = loadSitePages(root);
  const page = requireSitePage(pages, name);
  return { links: await findPageLinks(root, pages, page.path, page.name) };
}

/** The schema of a data file, from its name (`HeroesFullBleedPhoto.json`), when the catalogue has it. */
export function schemaOfDataFile(file: string): z.ZodType<{ data: unknown }> | undefined {
  const stem = path.basename(file, '.json');
  const entry = listCatalog().find(({ category, name }) => `${category}${name}` === stem);
  return entry ? dataFileSchema(entry) : undefined;
}

/** A file to write, already validated. */
export interface PlannedWrite {
  file: string;
  text: string;
}

/**
 * Points every link to `fromPath` in `value` at `toPath` (the header's navigation without listing
 * a page twice), then checks the file is still valid: a longer address can take a text past its
 * limit, which refuses the whole operation before anything is written.
 */
export function retargetFile(
  root: string,
  file: string,
  value: unknown,
  fromPath: string,
  toPath: string,
): PlannedWrite | undefined {
  if (value === undefined) return undefined;
  let input = value;
  const header = headerLocaleOf(root, file) !== undefined ? headerFileSchema.safeParse(value) : undefined;
  if (header?.success) {
    const navLinks = replaceNavigation(header.data.data.navLinks, fromPath, toPath);
    input = { ...header.data, data: { ...header.data.data, navLinks } };
  }
  const { value: next } = retargetLinks(input, fromPath, toPath);
  const schema = schemaOfDataFile(file);
  if (schema) {
    const result = schema.safeParse(next);
    if (!result.success) throw contentErrorFromZod(displayPath(file), result.error);
  }
  const text = formatJson(next);
  return text === formatJson(value) ? undefined : { file, text };
}

/** The rewrites that point the site's links to `fromPath` at `toPath`, leaving `skipPage`'s own data alone. */
export async function planRetarget(
  root: string,
  pages: readonly SitePage[],
  fromPath: string,
  toPath: string,
  skipPage: string,
): Promise<PlannedWrite[]> {
  const files = (await siteDataFiles(root, pages)).filter((entry) => entry.page !== skipPage);
  const planned = await Promise.all(
    files.map(async ({ file }) => retargetFile(root, file, await readJson(file), fromPath, toPath)),
  );
  return planned.filter((write): write is PlannedWrite => write !== undefined);
}

/**
 * Every file an operation on pages may touch, for withLocks: the page files named, their versions
 * in the other languages (whose `translationOf` may change), the headers and all data files.
 */
export async function lockKeysFor(root: string, pageNames: readonly string[]): Promise<string[]> {
  const pages = loadSitePages(root);
  const files = await siteDataFiles(root, pages);
  const versions = pageNames.flatMap((name) => versionsOf(pages, name).map((page) => page.name));
  return [
    ...new Set([
      pagesLock(root),
      ...LOCALES.map((locale) => headerFile(root, locale)),
      ...[...pageNames, ...versions].map((name) => selectedComponentsFile(root, name)),
      ...files.map((entry) => entry.file),
    ]),
  ];
}
