import { lstat } from 'node:fs/promises';
import path from 'node:path';
import {
  LANGUAGE_NAMES,
  type DeleteAnswer,
  type DeletePageBody,
  type PageSummary,
  type RestorePageBody,
  type TrashEntry,
} from '@/lib/editor/contract/pageRequests';
import { DEFAULT_LOCALE, LOCALES, localeOfPageName, pageNameWithinLocale } from '@/lib/model/i18n/locales';
import { pageNameProblem } from '@/lib/model/pages/pageRules';
import { VersionConflictError } from './pageStateFiles';
import { ContentError } from '@/lib/model/contentErrors';
import { removeNavigation } from '@/lib/model/pages/headerNavigation';
import {
  findPageLinks,
  headerFile,
  headerWithLinks,
  lockKeysFor,
  pageFileText,
  pageSummary,
  pagesLock,
  planRetarget,
  readHeader,
  readPage,
  requireSitePage,
  versionsOf,
  type PageRoots,
  type PlannedWrite,
} from './pageInventory';
import { PageConflictError } from './pageConflict';
import { copyInside, listDataFiles, readInside, removeEmptyFolders, removeInside } from './filesInside';
import { redirectsAfterReplacing } from '@/lib/model/pages/redirectsAfterRename';
import { assertRedirectRoom } from './renamePage';
import {
  TRASH_MANIFEST,
  TRASHED_DATA_FOLDER,
  TRASHED_PAGE_FILE,
  ensureTrashRoot,
  readTrashEntry,
  trashFolder,
  writeTrashManifest,
} from './trash';
import { trashId } from '@/lib/editor/contract/trashIds';
import { parseContentText } from '@/lib/server/readContent';
import { displayPath, pageDataFolder, selectedComponentsFile } from '@/lib/server/contentPaths';
import { pageFileSchema } from '@/lib/model/content/contentSchemas';
import { findSitePage, loadSitePages, publicEntries } from '@/lib/server/sitePages';
import { formatJson, withLocks, writeFileAtomic } from './writeFiles';

async function exists(file: string): Promise<boolean> {
  return (await lstat(file).catch(() => undefined)) !== undefined;
}

/** A free trash id for a page deleted now (a second deletion of the name in the same second gets `.2`). */
async function freeTrashId(trashRoot: string, name: string, now: Date): Promise<string> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const id = trashId(name, now, attempt);
    if (!(await exists(trashFolder(trashRoot, id)))) return id;
  }
  throw new Error(`No free trash id for ${name}`);
}

/**
 * POST /api/deletePage: the page and its data move to the trash. Without a replacement, links
 * from the content keep it (409 with the links) and its navigation entries are dropped; with one
 * (a page of the same language), every link and the page's addresses go to the replacement. An
 * English page that has a version in another language is refused (409 naming that version): the
 * version names it as its original (`translationOf`), so it would be left pointing at nothing, and
 * deleting or unpairing it silently would change a page the editor did not choose; its version
 * is deleted first, deliberately. Each language's home page stays. The trash copy is complete
 * before anything in public/ changes, and the page file goes before its data.
 */
export async function deletePage(
  roots: PageRoots,
  body: DeletePageBody,
  expectedVersion: string,
): Promise<DeleteAnswer> {
  const { root, trashRoot } = roots;
  const locale = localeOfPageName(body.pageName);
  if (pageNameWithinLocale(body.pageName) === 'index')
    throw new ContentError(
      'request',
      'pageName',
      locale === DEFAULT_LOCALE
        ? 'The home page cannot be deleted'
        : `The ${LANGUAGE_NAMES[locale]} home page cannot be deleted: the ${LANGUAGE_NAMES[locale]} pages and the language switch lead to it`,
    );
  if (body.replacement === body.pageName)
    throw new ContentError('request', 'replacement', 'A page cannot replace itself: choose another page');
  await readPage(root, body.pageName);
  const keys = await lockKeysFor(
    root,
    body.replacement ? [body.pageName, body.replacement] : [body.pageName],
  );
  return withLocks(keys, async () => {
    const pages = loadSitePages(root);
    const page = requireSitePage(pages, body.pageName);
    const current = await readPage(root, page.name);
    if (current.version !== expectedVersion) throw new VersionConflictError(current.version);
    const replacement = body.replacement
      ? requireSitePage(pages, body.replacement, 'replacement')
      : undefined;
    if (replacement && replacement.locale !== page.locale)
      throw new ContentError(
        'request',
        'replacement',
        `A ${LANGUAGE_NAMES[page.locale]} page is replaced by a page of its language, not by “${replacement.label}” (${replacement.path})`,
      );
    const [version] = versionsOf(pages, page.name);
    if (version)
      throw new PageConflictError(
        `“${page.label}” (${page.path}) has a ${LANGUAGE_NAMES[version.locale]} version, “${version.label}” (${version.path}, ${version.name}), which names it as its original: delete the ${LANGUAGE_NAMES[version.locale]} version first, then this page`,
      );

    let writes: PlannedWrite[];
    let replacementText: string | undefined;
    if (replacement) {
      const redirectFrom = redirectsAfterReplacing(replacement, page);
      assertRedirectRoom(redirectFrom, 'replacement');
      writes = await planRetarget(root, pages, page.path, replacement.path, page.name);
      const target = await readPage(root, replacement.name, 'replacement');
      replacementText = pageFileText({ ...target.page, redirectFrom });
    } else {
      const links = await findPageLinks(root, pages, page.path, page.name);
      const content = links.filter((link) => !link.navigation);
      if (content.length > 0)
        throw new PageConflictError(
          `${content.length === 1 ? 'A link' : `${content.length} links`} in the content still lead${content.length === 1 ? 's' : ''} to ${page.path}: change ${content.length === 1 ? 'it' : 'them'}, or delete the page with a replacement`,
          content,
        );
      // Its entries go from the header of its language (and from the other's, should it have one).
      writes = [];
      for (const locale of LOCALES) {
        const { data } = await readHeader(root, locale);
        if (!data.navLinks.some((link) => link.path === page.path)) continue;
        const outcome = removeNavigation(data.navLinks, page.path);
        if ('problem' in outcome) throw new ContentError('request', 'pageName', outcome.problem);
        const text = headerWithLinks(root, data, outcome.links, locale);
        if (text !== formatJson({ data })) writes.push({ file: headerFile(root, locale), text });
      }
    }

    // The trash copy, complete (manifest last) before public/ changes.
    await ensureTrashRoot(trashRoot);
    const id = await freeTrashId(trashRoot, page.name, new Date());
    const folder = trashFolder(trashRoot, id);
    const dataFolder = pageDataFolder(root, page.name);
    const dataFiles = await listDataFiles(root, dataFolder);
    await copyInside(root, current.file, trashRoot, path.join(folder, TRASHED_PAGE_FILE));
    for (const name of dataFiles)
      await copyInside(
        root,
        path.join(dataFolder, name),
        trashRoot,
        path.join(folder, TRASHED_DATA_FOLDER, name),
      );
    const entry: TrashEntry = {
      id,
      name: page.name,
      path: page.path,
      label: page.label,
      deletedAt: new Date().toISOString(),
    };
    await writeTrashManifest(trashRoot, entry);

    for (const write of writes) await writeFileAtomic(root, write.file, write.text);
    await removeInside(root, current.file);
    await removeEmptyFolders(root, path.dirname(current.file), path.join(root, 'selectedComponents'));
    if (replacement && replacementText !== undefined)
      await writeFileAtomic(root, selectedComponentsFile(root, replacement.name), replacementText);
    for (const name of dataFiles) await removeInside(root, path.join(dataFolder, name));
    await removeEmptyFolders(root, dataFolder, path.join(root, 'data'));
    return { trash: entry, updatedFiles: writes.map((write) => displayPath(write.file)).sort() };
  });
}

/**
 * POST /api/restorePage: the page and its data come back from the trash, unless its address (or
 * one of its old addresses) has been taken meanwhile, or, for a version in another language, its
 * English page is gone or has another version in that language now. The data goes back first, the page file
 * last, and the trash entry is removed once the page is back.
 */
export async function restorePage(roots: PageRoots, body: RestorePageBody): Promise<PageSummary> {
  const { root, trashRoot } = roots;
  const folder = trashFolder(trashRoot, body.trashId);
  const entry = await readTrashEntry(trashRoot, body.trashId);
  if (!entry)
    throw new ContentError('request', 'trashId', 'There is no deleted page with this id in the trash');
  const pageFile = selectedComponentsFile(root, entry.name);
  return withLocks([pagesLock(root), pageFile, folder], async () => {
    // Restored meanwhile by another request?
    if (!(await readTrashEntry(trashRoot, body.trashId)))
      throw new ContentError('request', 'trashId', 'There is no deleted page with this id in the trash');
    const trashedPage = path.join(folder, TRASHED_PAGE_FILE);
    const text = (await readInside(trashRoot, trashedPage)).toString('utf8');
    const page = parseContentText(trashedPage, text, pageFileSchema);
    const pages = loadSitePages(root);
    const problem = pageNameProblem(entry.name, publicEntries(root));
    if (problem) throw new PageConflictError(`${entry.path} cannot be a page any more: ${problem}`);
    const taken = findSitePage(pages, entry.name);
    if (taken)
      throw new PageConflictError(
        `${entry.path} is a page again (“${taken.label}”): rename or delete that page before restoring this one`,
      );
    for (const address of [entry.path, ...(page.redirectFrom ?? [])]) {
      const asPage = pages.find((other) => other.path === address);
      if (asPage)
        throw new PageConflictError(
          `${address}, an old address of the deleted page, is the page “${asPage.label}” now: rename or delete that page first`,
        );
      const claimant = pages.find((other) => other.redirectFrom.includes(address));
      if (claimant)
        throw new PageConflictError(
          `${address} now redirects to “${claimant.label}” (${claimant.path}): take it off that page’s old addresses before restoring`,
        );
    }
    if (page.translationOf !== undefined) {
      const language = LANGUAGE_NAMES[localeOfPageName(entry.name)];
      const original = findSitePage(pages, page.translationOf);
      if (!original || original.locale !== DEFAULT_LOCALE)
        throw new PageConflictError(
          `${entry.path} is the ${language} version of “${page.translationOf}”, which is no English page now: restore or create that page first`,
        );
      const other = versionsOf(pages, original.name).find(
        (version) => version.locale === localeOfPageName(entry.name),
      );
      if (other)
        throw new PageConflictError(
          `“${original.label}” (${original.path}) has another ${language} version now, “${other.label}” (${other.path}): delete that one before restoring this one`,
        );
    }

    const dataFolder = pageDataFolder(root, entry.name);
    const trashedData = path.join(folder, TRASHED_DATA_FOLDER);
    const dataFiles = await listDataFiles(trashRoot, trashedData);
    for (const name of dataFiles)
      await copyInside(trashRoot, path.join(trashedData, name), root, path.join(dataFolder, name));
    await writeFileAtomic(root, pageFile, pageFileText(page));

    for (const name of dataFiles) await removeInside(trashRoot, path.join(trashedData, name));
    await removeInside(trashRoot, trashedPage);
    await removeInside(trashRoot, path.join(folder, TRASH_MANIFEST));
    await removeEmptyFolders(trashRoot, trashedData, trashRoot);
    await removeEmptyFolders(trashRoot, folder, trashRoot);
    return pageSummary(root, entry.name);
  });
}
