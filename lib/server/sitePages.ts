import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import {
  DEFAULT_LOCALE,
  LOCALES,
  localeHomePath,
  localeOfPageName,
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

/**
 * The site's pages, read from the content files: every public/selectedComponents/{name}.json
 * (and {folder}/{name}.json) but layout.json is a page. The build's static paths, the sitemap,
 * the footer's catalog, the deployment configurations (redirects, headers), the dev API's
 * allow-list and the editor's page list all come from here. Node only.
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
  if (cacheable) buildCache.set(root, pages);
  return pages;
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

/** Every old address and the page it now redirects to. */
export function siteRedirects(pages: readonly SitePage[]): { from: string; to: string }[] {
  return pages.flatMap((page) => page.redirectFrom.map((from) => ({ from, to: page.path })));
}

/** Everything a page needs to know about the site around it: its catalog and its languages. */
export function sitePageContext(pages: readonly SitePage[], page: SitePage) {
  return {
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
