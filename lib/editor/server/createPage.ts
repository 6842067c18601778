import path from 'node:path';
import { LANGUAGE_NAMES, type CreatePageBody, type PageSummary } from '@/lib/editor/contract/pageRequests';
import {
  DEFAULT_LOCALE,
  localeOfPageName,
  pageNameWithinLocale,
  type Locale,
} from '@/lib/model/i18n/locales';
import { pageNameProblem } from '@/lib/model/pages/pageRules';
import { ContentError, contentErrorFromZod } from '@/lib/model/contentErrors';
import {
  assertNameFree,
  pageFileText,
  pageSummary,
  pagesLock,
  readPage,
  requireSitePage,
  schemaOfDataFile,
  versionsOf,
  type PageRoots,
  type PlannedWrite,
} from './pageInventory';
import { PageConflictError } from './pageConflict';
import { listDataFiles, readInside } from './filesInside';
import { retargetLinksTo } from '@/lib/model/pages/linkRetargeting';
import { pageNameToPath } from '@/lib/model/pages/pageName';
import { landingPageStarter } from '@/lib/model/content/pageStarter';
import {
  componentDataFile,
  displayPath,
  pageDataFolder,
  selectedComponentsFile,
} from '@/lib/server/contentPaths';
import { dataFileSchema, type PageMetaFields } from '@/lib/model/content/contentSchemas';
import type { SelectedComponent } from '@/lib/model/content/selection';
import { loadSitePages, publicEntries, type SitePage } from '@/lib/server/sitePages';
import { formatJson, withLocks, writeFileAtomic } from './writeFiles';

/** The labels of the footer and the navigation hold 40 characters. */
export const MAX_LABEL_LENGTH = 40;

/** A page's short name when none is given: its title, cut after a whole word when it is too long. */
export function defaultLabel(title: string): string {
  const trimmed = title.trim();
  if (trimmed.length <= MAX_LABEL_LENGTH) return trimmed;
  const cut = trimmed.slice(0, MAX_LABEL_LENGTH + 1);
  const lastSpace = cut.lastIndexOf(' ');
  const words = lastSpace > 0 ? cut.slice(0, lastSpace) : trimmed.slice(0, MAX_LABEL_LENGTH);
  return words.replace(/[\s,;:–—|-]+$/, '');
}

/** Refuses a name that is not a page address, naming the reason. */
export function assertNewName(root: string, name: string, field: string): void {
  const problem = pageNameProblem(name, publicEntries(root));
  if (problem) throw new ContentError('request', field, problem);
}

/**
 * The English page `englishName` as the original of a new version in `locale`: it must exist, be
 * English, and have no version in that language yet (409, naming it).
 */
export function assertTranslatable(
  pages: readonly SitePage[],
  englishName: string,
  locale: Locale,
  field: string,
): SitePage {
  const original = requireSitePage(pages, englishName, field);
  if (original.locale !== DEFAULT_LOCALE)
    throw new ContentError(
      'request',
      field,
      `“${englishName}” is a ${LANGUAGE_NAMES[original.locale]} page: a version in another language is made from an English page`,
    );
  const existing = versionsOf(pages, englishName).find((page) => page.locale === locale);
  if (existing)
    throw new PageConflictError(
      `${field}: “${original.label}” (${original.path}) has a ${LANGUAGE_NAMES[locale]} version already: “${existing.label}” (${existing.path}); edit that page, or delete it first to make a new one`,
    );
  return original;
}

/**
 * Links to English pages that have a version in `locale` (and to `extra`'s keys) pointed at those
 * versions: what a page copied into another language links to. Empty for English.
 */
export function twinPaths(
  pages: readonly SitePage[],
  locale: Locale,
  extra: readonly [string, string][] = [],
): Map<string, string> {
  const paths = new Map<string, string>(extra);
  if (locale === DEFAULT_LOCALE) return paths;
  const byName = new Map(pages.map((page) => [page.name, page]));
  for (const page of pages) {
    if (page.locale !== locale || page.translationOf === undefined) continue;
    const original = byName.get(page.translationOf);
    if (original && !paths.has(original.path)) paths.set(original.path, page.path);
  }
  return paths;
}

/** A data file's JSON with its links mapped, validated against its component's schema. */
function mappedDataText(
  file: string,
  text: string,
  paths: ReadonlyMap<string, string>,
): { text: string; changed: boolean } {
  if (paths.size === 0) return { text, changed: false };
  let json: unknown;
  try {
    json = JSON.parse(text) as unknown;
  } catch {
    throw new ContentError(displayPath(file), '', 'not valid JSON');
  }
  const { value, fields } = retargetLinksTo(json, paths);
  if (fields.length === 0) return { text, changed: false };
  const schema = schemaOfDataFile(file);
  if (schema) {
    const result = schema.safeParse(value);
    if (!result.success) throw contentErrorFromZod(displayPath(file), result.error);
  }
  return { text: formatJson(value), changed: true };
}

/**
 * POST /api/createPage: a blank page, a copy of another (its components and data), the landing
 * page starter, or the version in another language of an English page (a copy of it, paired by
 * `translationOf`). A page in another language (`pl/…`) made blank, from the starter or as a copy
 * is paired only when `translationOf` is given. In a page of another language, links to English
 * pages that have a version in it lead to that version. The data is written first and the page
 * file last, so the page never exists without its data.
 */
export async function createPage(roots: PageRoots, body: CreatePageBody): Promise<PageSummary> {
  const { root } = roots;
  assertNewName(root, body.name, 'name');
  const locale = localeOfPageName(body.name);
  const { source } = body;
  const translationOf = source.kind === 'translation' ? source.from : body.translationOf;
  if (translationOf !== undefined) {
    if (locale === DEFAULT_LOCALE)
      throw new ContentError(
        'request',
        'name',
        `“${body.name}” is an English address, and an English page is no version of another: the address of a version in another language starts with its prefix, such as pl/${pageNameWithinLocale(translationOf)}`,
      );
    if (
      source.kind === 'translation' &&
      body.translationOf !== undefined &&
      body.translationOf !== source.from
    )
      throw new ContentError(
        'request',
        'translationOf',
        'A translation is the version of its source page: leave translationOf out or give the same page',
      );
  }
  const pageFile = selectedComponentsFile(root, body.name);
  return withLocks([pagesLock(root), pageFile], async () => {
    const pages = loadSitePages(root);
    const original =
      translationOf === undefined
        ? undefined
        : assertTranslatable(
            pages,
            translationOf,
            locale,
            source.kind === 'translation' ? 'source.from' : 'translationOf',
          );
    assertNameFree(pages, body.name, 'name');
    const folder = pageDataFolder(root, body.name);
    // Links to the page copied, and to the English page this one is a version of, lead here.
    const ownPaths: [string, string][] = [];
    const newPath = pageNameToPath(body.name);
    if (original) ownPaths.push([original.path, newPath]);
    let components: SelectedComponent[] = [];
    let meta: PageMetaFields = {};
    const writes: PlannedWrite[] = [];
    if (source.kind === 'copy' || source.kind === 'translation') {
      const from = requireSitePage(pages, source.from, 'source.from');
      const loaded = await readPage(root, from.name, 'source.from');
      components = loaded.page.components;
      if (source.kind === 'translation') {
        // The original's settings as a starting point (noindex, catalog, order, sharing image…).
        meta = { ...loaded.page.meta };
        delete meta.title;
        delete meta.label;
        // Its schedule too; once retired it sends its visitors to the version in its own language
        // of the page the original sends them to, or else to its language's home page.
        if (meta.retireTo !== undefined) {
          const twin = pages.find((page) => page.locale === locale && page.translationOf === meta.retireTo);
          if (twin && pageNameWithinLocale(twin.name) !== 'index') meta.retireTo = twin.name;
          else delete meta.retireTo;
        }
      }
      if (from.locale !== locale) ownPaths.push([from.path, newPath]);
      const paths = twinPaths(pages, locale, ownPaths);
      const fromFolder = pageDataFolder(root, from.name);
      for (const name of await listDataFiles(root, fromFolder)) {
        const text = (await readInside(root, path.join(fromFolder, name))).toString('utf8');
        const to = path.join(folder, name);
        writes.push({ file: to, text: mappedDataText(to, text, paths).text });
      }
    } else if (source.kind === 'starter') {
      const paths = twinPaths(pages, locale, ownPaths);
      for (const { component, data } of landingPageStarter(body.title)) {
        const result = dataFileSchema(component).safeParse({ data });
        if (!result.success) throw contentErrorFromZod('starter', result.error);
        const file = componentDataFile(root, component, body.name);
        writes.push({ file, text: mappedDataText(file, formatJson(result.data), paths).text });
        components.push(component);
      }
    }
    const pageText = pageFileText({
      meta: { ...meta, title: body.title, label: body.label ?? defaultLabel(body.title) },
      ...(translationOf !== undefined ? { translationOf } : {}),
      components,
    });
    for (const { file, text } of writes) await writeFileAtomic(root, file, text);
    await writeFileAtomic(root, pageFile, pageText);
    return pageSummary(root, body.name);
  });
}
