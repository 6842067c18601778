import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { SiteSnapshot } from '@/lib/model/content/siteChanges';
import { parseBaseline, type TranslationBaseline } from '@/lib/model/content/translationSync';

/**
 * The content as parsed files, from a folder (the drafts) or from any other source of files by
 * their path (a git commit, studio/changes.ts): the pages and their data as a SiteSnapshot, and the
 * translations' baselines. `base` is where the content folder sits among the paths: `''` for paths
 * inside public/, `public/` for paths in the repository.
 */
export const CONTENT_FOLDERS = ['selectedComponents', 'data', 'translations'] as const;

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** A snapshot from content files by their path. */
export function snapshotFromFiles(files: ReadonlyMap<string, string>, base = ''): SiteSnapshot {
  const pages = `${base}selectedComponents`;
  const data = `${base}data`;
  const snapshot: SiteSnapshot = { pages: {}, layout: { file: undefined, data: { en: {}, pl: {} } } };
  const page = (name: string) => (snapshot.pages[name] ??= { file: undefined, data: {} });
  for (const [file, text] of files) {
    if (!file.endsWith('.json')) continue;
    if (file === `${data}/media.json`) {
      snapshot.media = parseJson(text);
      continue;
    }
    if (file.startsWith(`${pages}/`)) {
      const name = file.slice(pages.length + 1, -'.json'.length);
      if (name === 'layout') snapshot.layout.file = parseJson(text);
      else page(name).file = parseJson(text);
    } else if (file.startsWith(`${data}/`)) {
      const parts = file.slice(data.length + 1).split('/');
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
    if (entry.file === undefined && !files.has(`${pages}/${name}.json`)) delete snapshot.pages[name];
  return snapshot;
}

/** The translations' baselines by pair id (`pl/kasyno`, `pl/layout`): translations/{id}.json. */
export function baselinesFromFiles(
  files: ReadonlyMap<string, string>,
  base = '',
): Record<string, TranslationBaseline> {
  const folder = `${base}translations/`;
  const baselines: Record<string, TranslationBaseline> = {};
  for (const [file, text] of files) {
    if (!file.startsWith(folder) || !file.endsWith('.json')) continue;
    const baseline = parseBaseline(parseJson(text));
    if (baseline) baselines[file.slice(folder.length, -'.json'.length)] = baseline;
  }
  return baselines;
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

/** The content's JSON files under `root` by their path from it, in the folders given. */
export async function readContentFiles(
  root: string,
  folders: readonly string[] = CONTENT_FOLDERS,
): Promise<Map<string, string>> {
  const files = new Map<string, string>();
  for (const folder of folders) await walk(root, folder, files);
  return files;
}
