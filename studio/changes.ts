import { siteChanges, type PageChanges, type SiteSnapshot } from '@/lib/model/content/siteChanges';
import { baselinesFromFiles, readContentFiles, snapshotFromFiles } from '@/lib/server/contentSnapshot';
import { siteTranslationMarks, type TranslationMark } from '@/lib/model/content/translationSync';
import { pageNameToPath } from '@/lib/model/pages/pageName';
import { readTreeFiles } from './git';

/**
 * The team's view of a difference between two versions of the content: page by page, in their
 * words (lib/model/content/siteChanges.ts). Versions are read from git (the published one) or from
 * the working tree (the drafts).
 */
const PAGES = 'public/selectedComponents';
const DATA = 'public/data';
const TRANSLATIONS = 'public/translations';

export const snapshotOf = (files: ReadonlyMap<string, string>): SiteSnapshot =>
  snapshotFromFiles(files, 'public/');

export async function committedFiles(repo: string, rev: string): Promise<Map<string, string>> {
  return readTreeFiles(repo, rev, [PAGES, DATA, TRANSLATIONS]);
}

export async function workingFiles(repo: string): Promise<Map<string, string>> {
  return readContentFiles(repo, [PAGES, DATA, TRANSLATIONS]);
}

/** The translations out of date in the drafts, field by field (lib/model/content/translationSync.ts). */
export async function draftTranslationMarks(repo: string): Promise<TranslationMark[]> {
  const files = await workingFiles(repo);
  return siteTranslationMarks(snapshotOf(files), baselinesFromFiles(files, 'public/'));
}

/** How the drafts differ from what is published (HEAD). */
export async function draftChanges(repo: string): Promise<PageChanges[]> {
  const [published, draft] = await Promise.all([committedFiles(repo, 'HEAD'), workingFiles(repo)]);
  return siteChanges(snapshotOf(published), snapshotOf(draft));
}

/** What a commit changed, page by page (for the history). */
export async function commitChanges(repo: string, from: string, to: string): Promise<PageChanges[]> {
  const [before, after] = await Promise.all([committedFiles(repo, from), committedFiles(repo, to)]);
  return siteChanges(snapshotOf(before), snapshotOf(after));
}

export async function changedPages(
  repo: string,
  from: string,
  to: string,
): Promise<{ path: string; kind: string }[]> {
  return (await commitChanges(repo, from, to)).map((page) => ({
    path: page.path || page.name,
    kind: page.kind,
  }));
}

/** The files of a page (or of the layout) in either version: what discarding its draft puts back. */
export function pageFiles(name: string, ...versions: ReadonlyMap<string, string>[]): string[] {
  const files = new Set<string>();
  for (const version of versions)
    for (const [file, text] of version) {
      if (file.startsWith(`${TRANSLATIONS}/`)) {
        // The baseline of each pair the page is a side of goes back with it, so the marks stay true.
        const pair = file.slice(TRANSLATIONS.length + 1, -'.json'.length);
        const english = baselinesFromFiles(new Map([[file, text]]), 'public/')[pair]?.english;
        if (pair === name || english === name) files.add(file);
      } else if (name === 'layout') {
        const inData = file.startsWith(`${DATA}/`) ? file.slice(DATA.length + 1).split('/') : undefined;
        if (
          file === `${PAGES}/layout.json` ||
          (inData && (inData.length === 1 || (inData.length === 2 && inData[0] === 'pl')))
        )
          files.add(file);
      } else if (file === `${PAGES}/${name}.json` || file.startsWith(`${DATA}/${name}/`)) {
        // data/pl/… holds other pages too: only this page's folder, not its sub-pages'.
        const rest = file.startsWith(`${DATA}/${name}/`) ? file.slice(`${DATA}/${name}/`.length) : '';
        if (!rest.includes('/')) files.add(file);
      }
    }
  return [...files].sort();
}

export const pagePath = (name: string): string => (name === 'layout' ? '' : pageNameToPath(name));
