import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { siteChanges, type PageChanges, type SiteSnapshot } from '@/lib/model/content/siteChanges';
import { pageNameToPath } from '@/lib/model/pages/pageName';
import { readTreeFiles } from './git';

/**
 * The team's view of a difference between two versions of the content: page by page, in their
 * words (lib/model/content/siteChanges.ts). Versions are read from git (the published one) or from
 * the working tree (the drafts).
 */
const PAGES = 'public/selectedComponents';
const DATA = 'public/data';

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** A snapshot from content files by their path in the repository. */
export function snapshotFromFiles(files: ReadonlyMap<string, string>): SiteSnapshot {
  const snapshot: SiteSnapshot = { pages: {}, layout: { file: undefined, data: { en: {}, pl: {} } } };
  const page = (name: string) => (snapshot.pages[name] ??= { file: undefined, data: {} });
  for (const [file, text] of files) {
    if (!file.endsWith('.json')) continue;
    if (file.startsWith(`${PAGES}/`)) {
      const name = file.slice(PAGES.length + 1, -'.json'.length);
      if (name === 'layout') snapshot.layout.file = parseJson(text);
      else page(name).file = parseJson(text);
    } else if (file.startsWith(`${DATA}/`)) {
      const parts = file.slice(DATA.length + 1).split('/');
      const key = parts.pop()!.slice(0, -'.json'.length);
      const folder = parts.join('/');
      // data/{key}.json and data/pl/{key}.json are the layout's; data/{page}/{key}.json a page's.
      if (folder === '') snapshot.layout.data.en![key] = parseJson(text);
      else if (folder === 'pl') snapshot.layout.data.pl![key] = parseJson(text);
      else page(folder).data[key] = parseJson(text);
    }
  }
  // Data folders without a page file (a page deleted but its data left) are not pages.
  for (const [name, entry] of Object.entries(snapshot.pages))
    if (entry.file === undefined && !files.has(`${PAGES}/${name}.json`)) delete snapshot.pages[name];
  return snapshot;
}

export async function committedFiles(repo: string, rev: string): Promise<Map<string, string>> {
  return readTreeFiles(repo, rev, [PAGES, DATA]);
}

async function walk(root: string, relative: string, into: Map<string, string>): Promise<void> {
  let entries;
  try {
    entries = await readdir(path.join(root, relative), { withFileTypes: true });
  } catch {
    return;
  }
  for (const entry of entries) {
    if (entry.name.startsWith('.')) continue;
    const child = `${relative}/${entry.name}`;
    if (entry.isDirectory()) await walk(root, child, into);
    else if (entry.isFile() && entry.name.endsWith('.json'))
      into.set(child, await readFile(path.join(root, child), 'utf8'));
  }
}

export async function workingFiles(repo: string): Promise<Map<string, string>> {
  const files = new Map<string, string>();
  await walk(repo, PAGES, files);
  await walk(repo, DATA, files);
  return files;
}

/** How the drafts differ from what is published (HEAD). */
export async function draftChanges(repo: string): Promise<PageChanges[]> {
  const [published, draft] = await Promise.all([committedFiles(repo, 'HEAD'), workingFiles(repo)]);
  return siteChanges(snapshotFromFiles(published), snapshotFromFiles(draft));
}

/** What a commit changed, page by page (for the history). */
export async function commitChanges(repo: string, from: string, to: string): Promise<PageChanges[]> {
  const [before, after] = await Promise.all([committedFiles(repo, from), committedFiles(repo, to)]);
  return siteChanges(snapshotFromFiles(before), snapshotFromFiles(after));
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
    for (const file of version.keys()) {
      if (name === 'layout') {
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
