import { readFile, stat } from 'node:fs/promises';
import type { PageSettingsBody, PageSummary } from '@/lib/editor/contract/pageRequests';
import { VersionConflictError } from './pageStateFiles';
import { ContentError } from '@/lib/model/contentErrors';
import { placeNavigation, removeNavigation } from '@/lib/model/pages/headerNavigation';
import {
  headerFile,
  headerWithLinks,
  pageFileText,
  pageSummary,
  readHeader,
  readPage,
  type PageRoots,
} from './pageInventory';
import { localeOfPageName, pageNameWithinLocale } from '@/lib/model/i18n/locales';
import { pageNameToPath } from '@/lib/model/pages/pageName';
import { resolveInside } from '@/lib/server/contentPaths';
import { findSitePage, loadSitePages } from '@/lib/server/sitePages';
import { formatJson, withLocks, writeFileAtomic } from './writeFiles';

/** Whether `src` (`/images/x.jpg`, already checked against the sharing image pattern) is one of the site's images. */
export async function imageExists(roots: PageRoots, src: string): Promise<boolean> {
  try {
    const manifest = JSON.parse(await readFile(roots.imageManifest, 'utf8')) as Record<string, unknown>;
    if (Object.prototype.hasOwnProperty.call(manifest, src)) return true;
  } catch {
    // No manifest yet (images not optimised): the file itself decides.
  }
  try {
    return (await stat(resolveInside(roots.root, ...src.slice(1).split('/')))).isFile();
  } catch {
    return false;
  }
}

/**
 * Refuses a schedule the build could not keep: a language's home page is always live, and a
 * retired page sends its visitors to another page that exists.
 */
function assertSchedulable(root: string, body: PageSettingsBody): void {
  const { liveFrom, retireAt, retireTo } = body.meta;
  if (pageNameWithinLocale(body.pageName) === 'index' && (liveFrom !== undefined || retireAt !== undefined))
    throw new ContentError(
      'request',
      liveFrom !== undefined ? 'meta.liveFrom' : 'meta.retireAt',
      'The home page is always live: it cannot go live or retire at a time',
    );
  if (retireTo === undefined) return;
  if (retireTo === body.pageName)
    throw new ContentError(
      'request',
      'meta.retireTo',
      'A retired page cannot send its visitors to itself: choose another page, or the home page',
    );
  if (!findSitePage(loadSitePages(root), retireTo))
    throw new ContentError(
      'request',
      'meta.retireTo',
      `There is no page ${JSON.stringify(retireTo)} to send visitors to: choose one of the site’s pages`,
    );
}

/**
 * POST /api/pageSettings: the page's meta (replaced whole; components and old addresses kept) and
 * its entry in the navigation of its language's header (a Polish page's in the Polish header).
 * Both files are checked before either is written.
 */
export async function savePageSettings(
  roots: PageRoots,
  body: PageSettingsBody,
  expectedVersion: string,
): Promise<PageSummary> {
  const { root } = roots;
  const { file } = await readPage(root, body.pageName);
  assertSchedulable(root, body);
  const image = body.meta.image;
  if (image && !(await imageExists(roots, image.src)))
    throw new ContentError(
      'request',
      'meta.image.src',
      `There is no image ${image.src}: choose one of the site’s images or upload it first`,
    );
  const locale = localeOfPageName(body.pageName);
  return withLocks([file, headerFile(root, locale)], async () => {
    const current = await readPage(root, body.pageName);
    if (current.version !== expectedVersion) throw new VersionConflictError(current.version);
    const pageText = pageFileText({ ...current.page, meta: body.meta });
    let header: string | undefined;
    if (body.navigation !== undefined) {
      const { data } = await readHeader(root, locale);
      const pagePath = pageNameToPath(body.pageName);
      const outcome =
        body.navigation === null
          ? removeNavigation(data.navLinks, pagePath)
          : placeNavigation(data.navLinks, pagePath, body.navigation);
      if ('problem' in outcome) throw new ContentError('request', 'navigation', outcome.problem);
      const text = headerWithLinks(root, data, outcome.links, locale);
      if (text !== formatJson({ data })) header = text;
    }
    if (pageText !== formatJson(current.page)) await writeFileAtomic(root, file, pageText);
    if (header !== undefined) await writeFileAtomic(root, headerFile(root, locale), header);
    return pageSummary(root, body.pageName);
  });
}
