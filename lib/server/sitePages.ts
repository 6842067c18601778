import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import {
  DEFAULT_LOCALE,
  LOCALES,
  localeHomePath,
  localeOfPageName,
  pageNameWithinLocale,
  PREFIXED_LOCALES,
  type Locale,
} from '@/lib/model/i18n/locales';
import { pageNameProblem } from '@/lib/model/pages/pageRules';
import { ContentError } from '@/lib/model/contentErrors';
import { pageNameToPath } from '@/lib/model/pages/pageName';
import type { CatalogLink, LanguageSwitch, PageAlternate } from '@/lib/model/content/pageProps';
import { contentRoot, displayPath } from './contentPaths';
import { parseContentText } from './readContent';
import type { SitePage } from '@/lib/model/content/sitePage';
import { pageFileSchema, type PageMetaFields } from '@/lib/model/content/contentSchemas';
import type { SiteRedirect } from '@/lib/model/redirects';
import { describeWarsawTime, isLiveAt, pageScheduleState } from '@/lib/model/pages/schedule';
import { siteBuildTime } from './buildTime';
import { listCatalog } from '@/lib/model/content/catalog';

/**
 * The site's pages, read from the content files: every public/selectedComponents/{name}.json
 * (and {folder}/{name}.json) but layout.json is a page. The build's static paths, the sitemap,
 * the footer's catalog, the deployment configurations (redirects, headers), the dev API's
 * allow-list and the editor's page list all come from here. Node only.
 *
 * Two lists: every page (`loadSitePages`: the editor's, and the checks between pages), and the
 * pages of the export at a time (`loadExportPages`, `exportPages`: the pages live then, the
 * build's). A page scheduled to go live later, or retired, is no page of the export: not built,
 * not in the sitemap, the catalog, the header or hreflang, no link target; a retired page's
 * addresses redirect permanently (`siteRedirects`).
 */
export type { SitePage };

export const LAYOUT_FILE_NAME = 'layout.json';

/** The names directly in public/ that a page may not shadow (its own content folders aside). */
export function publicEntries(root: string = contentRoot()): string[] {
  return readdirSync(root).filter((entry) => entry !== 'selectedComponents' && entry !== 'data');
}

function pagesFolder(root: string): string {
  return path.join(root, 'selectedComponents');
}

/** The page names of the page files, each checked against the naming rules (the file is named). */
export function listPageNames(root: string = contentRoot()): string[] {
  const folder = pagesFolder(root);
  const reserved = publicEntries(root);
  const names: string[] = [];
  const visit = (relative: string, depth: number) => {
    for (const entry of readdirSync(path.join(folder, relative), { withFileTypes: true })) {
      const child = relative === '' ? entry.name : `${relative}/${entry.name}`;
      const file = path.join(folder, child);
      if (entry.name.startsWith('.')) continue; // editors' and the atomic writer's temporary files
      if (entry.isDirectory()) {
        // Two parts, and a language's folder (pl/) before them.
        const inLanguage = (PREFIXED_LOCALES as readonly string[]).includes(child.split('/')[0]!);
        if (depth >= (inLanguage ? 2 : 1))
          throw new ContentError(displayPath(file), 'name', 'a page address has at most two parts');
        visit(child, depth + 1);
        continue;
      }
      if (child === LAYOUT_FILE_NAME) continue;
      if (!entry.isFile() || !entry.name.endsWith('.json'))
        throw new ContentError(displayPath(file), 'name', 'only page files (.json) belong here');
      const name = child.slice(0, -'.json'.length);
      const problem = pageNameProblem(name, reserved);
      if (problem) throw new ContentError(displayPath(file), 'name', `“${name}”: ${problem}`);
      names.push(name);
    }
  };
  visit('', 0);
  if (!names.includes('index'))
    throw new ContentError(displayPath(path.join(folder, 'index.json')), '', 'the home page is missing');
  return names.sort();
}

export function pageFilePath(root: string, name: string): string {
  return path.join(pagesFolder(root), `${name}.json`);
}

function readPage(root: string, name: string): SitePage {
  const file = pageFilePath(root, name);
  const page = parseContentText(file, readFileSync(file, 'utf8'), pageFileSchema);
  const meta = page.meta ?? {};
  return {
    name,
    path: pageNameToPath(name),
    label: meta.label ?? meta.title ?? name,
    meta,
    redirectFrom: page.redirectFrom ?? [],
    locale: localeOfPageName(name),
    ...(page.translationOf !== undefined ? { translationOf: page.translationOf } : {}),
  };
}

/**
 * Checks the language versions: `translationOf` is given by pages in another language than English
 * only, names an English page, and each English page has at most one version per language.
 */
function checkTranslations(root: string, pages: readonly SitePage[]): void {
  const english = new Set(pages.filter((page) => page.locale === DEFAULT_LOCALE).map((page) => page.name));
  const taken = new Map<string, SitePage>();
  for (const page of pages) {
    if (page.translationOf === undefined) continue;
    const file = displayPath(pageFilePath(root, page.name));
    if (page.locale === DEFAULT_LOCALE)
      throw new ContentError(file, 'translationOf', 'an English page is not a translation of another');
    if (!english.has(page.translationOf))
      throw new ContentError(file, 'translationOf', `there is no English page “${page.translationOf}”`);
    const key = `${page.locale}:${page.translationOf}`;
    const other = taken.get(key);
    if (other)
      throw new ContentError(
        file,
        'translationOf',
        `${other.path} is already the ${page.locale} version of “${page.translationOf}”`,
      );
    taken.set(key, page);
  }
}

/**
 * Checks the schedules: a language's home page is always live, and a retired page does not send
 * its visitors to itself. (A page to send them to that is not there is the build's warning, not an
 * error: deleting that page must not break the site; see `retirements`.)
 */
function checkSchedules(root: string, pages: readonly SitePage[]): void {
  for (const page of pages) {
    const file = displayPath(pageFilePath(root, page.name));
    const { liveFrom, retireAt, retireTo } = page.meta;
    if (pageNameWithinLocale(page.name) === 'index' && (liveFrom !== undefined || retireAt !== undefined))
      throw new ContentError(
        file,
        liveFrom !== undefined ? 'meta.liveFrom' : 'meta.retireAt',
        'a home page is always live: it cannot go live or retire at a time',
      );
    if (retireTo === page.name)
      throw new ContentError(file, 'meta.retireTo', 'a retired page cannot send its visitors to itself');
  }
}

/** Checks what holds between pages: an old address is neither a page nor another page's old address. */
function checkRedirects(root: string, pages: readonly SitePage[]): void {
  const paths = new Map(pages.map((page) => [page.path, page]));
  const claimed = new Map<string, SitePage>();
  for (const page of pages) {
    page.redirectFrom.forEach((from, index) => {
      const file = displayPath(pageFilePath(root, page.name));
      const field = `redirectFrom[${index}]`;
      if (paths.has(from))
        throw new ContentError(file, field, `${from} is the address of a page; it cannot also redirect`);
      const other = claimed.get(from);
      if (other) throw new ContentError(file, field, `${from} already redirects to ${other.path}`);
      claimed.set(from, page);
    });
  }
}

// `next build` renders every page in a few workers, each asking for the list: read it once there.
const buildCache = new Map<string, SitePage[]>();

/**
 * Every page of the site, in the catalog's order (meta.order, then label); a malformed page file
 * or name throws naming the file and the field.
 */
export function loadSitePages(root: string = contentRoot()): SitePage[] {
  const cacheable = process.env.NEXT_PHASE === 'phase-production-build';
  const cached = cacheable ? buildCache.get(root) : undefined;
  if (cached) return cached;
  const pages = sortPages(listPageNames(root).map((name) => readPage(root, name)));
  checkRedirects(root, pages);
  checkTranslations(root, pages);
  checkSchedules(root, pages);
  if (cacheable) buildCache.set(root, pages);
  return pages;
}

/** Whether a page is a page of the export at `at`: live then (not before its liveFrom, not at or after its retireAt). */
export function isExportPage(page: { meta: PageMetaFields }, at: Date): boolean {
  return isLiveAt(page.meta, at);
}

/** The pages of the export at `at`, in their order: those of `pages` live then. */
export function exportPages(pages: readonly SitePage[], at: Date): SitePage[] {
  return pages.filter((page) => isExportPage(page, at));
}

/** The pages that are not published at `at`: scheduled for later, or retired. */
export function unpublishedPages(pages: readonly SitePage[], at: Date): SitePage[] {
  return pages.filter((page) => !isExportPage(page, at));
}

/**
 * The pages of the export at `at` (the build's time: SITE_BUILD_TIME or now, lib/server/buildTime.ts),
 * read from the content folder: what the build renders and lists. `loadSitePages` is every page.
 */
export function loadExportPages(options: { at?: Date; root?: string } = {}): SitePage[] {
  return exportPages(loadSitePages(options.root ?? contentRoot()), options.at ?? siteBuildTime());
}

export function findSitePage(pages: readonly SitePage[], name: string): SitePage | undefined {
  return pages.find((page) => page.name === name);
}

/** Whether search engines may index the page (and the sitemap lists it). */
export function isIndexedPage(page: { meta: PageMetaFields }): boolean {
  return page.meta.noindex !== true;
}

/** Whether the footer's catalog links to the page. */
export function isCatalogPage(page: { meta: PageMetaFields }): boolean {
  return page.meta.catalog !== false;
}

/** Pages in the order of the catalog and the editor: by `order`, then the others by label. */
export function sortPages<T extends { label: string; meta: PageMetaFields }>(pages: readonly T[]): T[] {
  const rank = (page: T) => page.meta.order ?? Number.MAX_SAFE_INTEGER;
  return [...pages].sort((a, b) => rank(a) - rank(b) || a.label.localeCompare(b.label, 'en'));
}

/** The footer's catalog of one language: its listed pages, in order. */
export function catalogLinks(pages: readonly SitePage[], locale: Locale = DEFAULT_LOCALE): CatalogLink[] {
  return sortPages(pages.filter((page) => page.locale === locale && isCatalogPage(page))).map((page) => ({
    label: page.label,
    path: page.path,
  }));
}

/** The English page a page is a version of (itself, for an English page). */
function translationKey(page: Pick<SitePage, 'name' | 'locale' | 'translationOf'>): string | undefined {
  return page.locale === DEFAULT_LOCALE ? page.name : page.translationOf;
}

/** Every language version of a page, itself included, in the order of LOCALES. */
export function pageAlternates(
  pages: readonly SitePage[],
  page: Pick<SitePage, 'name' | 'locale' | 'translationOf' | 'path'>,
): PageAlternate[] {
  const key = translationKey(page);
  if (key === undefined) return [{ locale: page.locale, path: page.path }];
  const versions = pages.filter((other) => translationKey(other) === key);
  return LOCALES.flatMap((locale) => {
    const version = versions.find((other) => other.locale === locale);
    return version ? [{ locale, path: version.path }] : [];
  });
}

/**
 * Where the language switcher of a page leads: the same page in the other language, or that
 * language's home page where it has no version.
 */
export function languageSwitch(
  pages: readonly SitePage[],
  page: Pick<SitePage, 'name' | 'locale' | 'translationOf' | 'path'>,
): LanguageSwitch {
  const other: Locale = page.locale === DEFAULT_LOCALE ? 'pl' : DEFAULT_LOCALE;
  const twin = pageAlternates(pages, page).find((alternate) => alternate.locale === other);
  return twin ? { ...twin, twin: true } : { locale: other, path: localeHomePath(other), twin: false };
}

/** The page at an address given as a page name: the page there, or the page it is an old address of. */
function pageAtAddress(pages: readonly SitePage[], name: string): SitePage | undefined {
  const address = pageNameToPath(name);
  return (
    pages.find((page) => page.path === address) ?? pages.find((page) => page.redirectFrom.includes(address))
  );
}

/** A retired page and where its addresses lead. */
export interface Retirement {
  page: SitePage;
  /** The path its address and old addresses redirect to. */
  to: string;
  /** Why it is not the page its settings name (that page is gone, or not live): its language's home instead. */
  problem?: string;
}

/**
 * Where a retired page's addresses lead at `at`: its `retireTo` page (found by its address, so a
 * renamed page is found by its old one; when that page is retired too, where that one leads), or
 * its language's home page when it names none. A page to send visitors to that is not there, or
 * not live, gives the home page and the reason.
 */
export function retirementTarget(
  pages: readonly SitePage[],
  page: SitePage,
  at: Date,
): { to: string; problem?: string } {
  const home = localeHomePath(page.locale);
  const seen = new Set<string>([page.name]);
  let current = page;
  for (;;) {
    const name = current.meta.retireTo;
    if (name === undefined) return { to: localeHomePath(current.locale) };
    const next = pageAtAddress(pages, name);
    if (!next) return { to: home, problem: `there is no page “${name}” to send its visitors to` };
    const state = pageScheduleState(next.meta, at);
    if (state === 'live') return { to: next.path };
    if (state === 'scheduled')
      return {
        to: home,
        problem: `${next.path}, where it sends its visitors, is not live until ${describeWarsawTime(next.meta.liveFrom!)}`,
      };
    if (seen.has(next.name))
      return { to: home, problem: `the pages it sends its visitors to, retired too, lead back to it` };
    seen.add(next.name);
    current = next;
  }
}

/** The pages retired at `at`, each with where its addresses lead. */
export function retirements(pages: readonly SitePage[], at: Date): Retirement[] {
  return pages
    .filter((page) => pageScheduleState(page.meta, at) === 'retired')
    .map((page) => ({ page, ...retirementTarget(pages, page, at) }));
}

/**
 * The permanent redirects at `at` (default: the build's time), from every page (`loadSitePages`):
 * a live page's old addresses to it, as a renamed page's; a retired page's address and old
 * addresses to where it leads (`retirementTarget`). A page not live yet has none: its old
 * addresses would lead to a page that is not there.
 */
export function siteRedirects(pages: readonly SitePage[], at: Date = siteBuildTime()): SiteRedirect[] {
  const retired = new Map(retirements(pages, at).map((retirement) => [retirement.page.name, retirement]));
  return pages.flatMap((page) => {
    const retirement = retired.get(page.name);
    if (retirement) return [page.path, ...page.redirectFrom].map((from) => ({ from, to: retirement.to }));
    if (!isExportPage(page, at)) return [];
    return page.redirectFrom.map((from) => ({ from, to: page.path }));
  });
}

/**
 * Everything a page needs to know about the site around it: its catalog and its languages.
 * `pages` are the pages of the export (a version that is not live is no alternate).
 */
/** Every section of the catalogue, by its names only (no schema reaches the browser). */
const catalogSections = () => listCatalog().map(({ category, name }) => ({ category, name }));

export function sitePageContext(pages: readonly SitePage[], page: SitePage) {
  return {
    sections: catalogSections(),
    catalog: catalogLinks(pages, page.locale),
    locale: page.locale,
    alternates: pageAlternates(pages, page),
    languageSwitch: languageSwitch(pages, page),
  };
}

/** The same for an error page of a language (the 404 page): only the other language's home. */
export function errorPageContext(pages: readonly SitePage[], locale: Locale) {
  const page = { name: '404', path: '', locale };
  return {
    sections: catalogSections(),
    catalog: catalogLinks(pages, locale),
    locale,
    alternates: [],
    languageSwitch: languageSwitch(pages, page),
  };
}

/** Whether a file exists (for callers that check a name is free). */
export function pageFileExists(root: string, name: string): boolean {
  try {
    return statSync(pageFilePath(root, name)).isFile();
  } catch {
    return false;
  }
}
