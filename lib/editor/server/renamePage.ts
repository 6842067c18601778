import path from 'node:path';
import { LANGUAGE_NAMES, type RenameAnswer, type RenamePageBody } from '@/lib/editor/contract/pageRequests';
import { DEFAULT_LOCALE, localeOfPageName, pageNameWithinLocale } from '@/lib/model/i18n/locales';
import { VersionConflictError } from './pageStateFiles';
import { ContentError } from '@/lib/model/contentErrors';
import {
  assertNameFree,
  lockKeysFor,
  pageFileText,
  pageSummary,
  planRetarget,
  readPage,
  requireSitePage,
  retargetFile,
  versionsOf,
  type PageRoots,
  type PlannedWrite,
} from './pageInventory';
import { assertNewName } from './createPage';
import { listDataFiles, readInside, removeEmptyFolders, removeInside } from './filesInside';
import { pageNameToPath } from '@/lib/model/pages/pageName';
import { redirectsAfterRename } from '@/lib/model/pages/redirectsAfterRename';
import {
  displayPath,
  pageDataFolder,
  resolveInside,
  selectedComponentsFile,
} from '@/lib/server/contentPaths';
import { loadSitePages } from '@/lib/server/sitePages';
import { withLocks, writeFileAtomic } from './writeFiles';

/** The most old addresses a page keeps (the page file's schema). */
export const MAX_REDIRECTS = 50;

export function assertRedirectRoom(redirects: readonly string[], field: string): void {
  if (redirects.length > MAX_REDIRECTS)
    throw new ContentError(
      'request',
      field,
      `The page would have more than ${MAX_REDIRECTS} old addresses: remove some of its old addresses first`,
    );
}

/** Refuses a new name in another language than the page's: a page keeps its language. */
export function assertSameLanguage(pageName: string, newName: string, field: string): void {
  const locale = localeOfPageName(pageName);
  const next = localeOfPageName(newName);
  if (locale === next) return;
  throw new ContentError(
    'request',
    field,
    locale === DEFAULT_LOCALE
      ? `An English page keeps an English address (not under ${next}/): make its ${LANGUAGE_NAMES[next]} version with “Create the ${LANGUAGE_NAMES[next]} version” instead`
      : `A ${LANGUAGE_NAMES[locale]} page keeps its address under ${locale}/, such as ${locale}/${pageNameWithinLocale(newName) || 'kasyno'}`,
  );
}

/**
 * POST /api/renamePage: the page moves to its new address, its old address (and its earlier ones)
 * redirect there, and every link to it in the content follows (the navigation of its language's
 * header among them); the versions of an English page in other languages name its new name as
 * their `translationOf`. A page keeps its language. Each step leaves a site that builds and loses
 * nothing if the process stops there: the new page and its data are written while the old page
 * still exists (without the old addresses, which still belong to it), then the links change and
 * the versions point at the new page, then the old page file goes and the new one takes its old
 * addresses, and the old data files are removed last.
 */
export async function renamePage(
  roots: PageRoots,
  body: RenamePageBody,
  expectedVersion: string,
): Promise<RenameAnswer> {
  const { root } = roots;
  if (pageNameWithinLocale(body.pageName) === 'index')
    throw new ContentError(
      'request',
      'pageName',
      `The home page keeps its address (${pageNameToPath(body.pageName)})`,
    );
  assertNewName(root, body.newName, 'newName');
  assertSameLanguage(body.pageName, body.newName, 'newName');
  if (body.newName === body.pageName)
    throw new ContentError('request', 'newName', 'The new address is the page’s address already');
  await readPage(root, body.pageName);
  const keys = await lockKeysFor(root, [body.pageName, body.newName]);
  return withLocks(keys, async () => {
    const pages = loadSitePages(root);
    const old = requireSitePage(pages, body.pageName);
    const current = await readPage(root, body.pageName);
    if (current.version !== expectedVersion) throw new VersionConflictError(current.version);
    assertNameFree(pages, body.newName, 'newName', old.name);
    const newPath = pageNameToPath(body.newName);
    const redirectFrom = redirectsAfterRename(old.redirectFrom, old.path, newPath);
    assertRedirectRoom(redirectFrom, 'newName');

    // Plan every write (and validate it) before touching the disk.
    const oldFolder = pageDataFolder(root, old.name);
    const newFolder = pageDataFolder(root, body.newName);
    const ownFiles = await listDataFiles(root, oldFolder);
    const copies: PlannedWrite[] = [];
    const updatedFiles: string[] = [];
    for (const name of ownFiles) {
      const from = path.join(oldFolder, name);
      const to = resolveInside(newFolder, name);
      const text = (await readInside(root, from)).toString('utf8');
      const retargeted = retargetFile(root, to, JSON.parse(text) as unknown, old.path, newPath);
      copies.push(retargeted ?? { file: to, text });
      if (retargeted) updatedFiles.push(displayPath(to));
    }
    const links = await planRetarget(root, pages, old.path, newPath, old.name);
    const versions: PlannedWrite[] = [];
    for (const version of versionsOf(pages, old.name)) {
      const loaded = await readPage(root, version.name);
      versions.push({
        file: loaded.file,
        text: pageFileText({ ...loaded.page, translationOf: body.newName }),
      });
    }
    const newFile = selectedComponentsFile(root, body.newName);
    const withoutRedirects = pageFileText({ ...current.page, redirectFrom: [] });
    const finalText = pageFileText({ ...current.page, redirectFrom });

    for (const write of copies) await writeFileAtomic(root, write.file, write.text);
    await writeFileAtomic(root, newFile, withoutRedirects);
    for (const write of links) await writeFileAtomic(root, write.file, write.text);
    for (const write of versions) await writeFileAtomic(root, write.file, write.text);
    await removeInside(root, current.file);
    await removeEmptyFolders(root, path.dirname(current.file), path.join(root, 'selectedComponents'));
    await writeFileAtomic(root, newFile, finalText);
    for (const name of ownFiles) await removeInside(root, path.join(oldFolder, name));
    await removeEmptyFolders(root, oldFolder, path.join(root, 'data'));

    updatedFiles.push(...[...links, ...versions].map((write) => displayPath(write.file)));
    return { page: await pageSummary(root, body.newName), updatedFiles: updatedFiles.sort() };
  });
}
