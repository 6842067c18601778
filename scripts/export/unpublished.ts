import { readdir, readFile, rm, rmdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { LOCALES, DEFAULT_LOCALE } from '@/lib/model/i18n/locales';
import { pageDataFolder, selectedComponentsFile } from '@/lib/server/contentPaths';
import { withoutNavigationToPaths } from '@/lib/server/exportContent';
import { unpublishedPages, type SitePage } from '@/lib/server/sitePages';

/**
 * The export without what is not published at the build's time (lib/model/pages/schedule.ts):
 * `next build` copies public/ into out/ whole, so the page file and the data of a page scheduled
 * for later (or retired) would be there for anyone to read, and the headers' data would still link
 * to it. Their files are taken out, and the links out of the headers' navigation there, as the
 * pages' own HTML has them (lib/server/exportContent.ts).
 */

/** A file and its brotli copy, if a former run of the build's last step made one. */
async function removeWithCopy(file: string): Promise<boolean> {
  let removed = false;
  for (const target of [file, `${file}.br`]) {
    try {
      await rm(target);
      removed = true;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  }
  return removed;
}

async function entries(folder: string) {
  try {
    return await readdir(folder, { withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}

/** The JSON files directly in a folder (a page's own data; those of the pages under it are in subfolders). */
async function jsonFilesIn(folder: string): Promise<string[]> {
  return (await entries(folder))
    .filter((entry) => entry.isFile() && entry.name.endsWith('.json'))
    .map((entry) => path.join(folder, entry.name));
}

/** The layout's data of every language: out/data/*.json and out/data/{locale}/*.json. */
async function layoutDataFiles(outDir: string): Promise<string[]> {
  const folders = LOCALES.map((locale) =>
    locale === DEFAULT_LOCALE ? path.join(outDir, 'data') : path.join(outDir, 'data', locale),
  );
  return (await Promise.all(folders.map(jsonFilesIn))).flat();
}

/**
 * Takes out of `outDir` the page files and data of the pages of `pages` (every page of the site)
 * not published at `at`, and their links out of the layout's navigation. Answers the files removed
 * and rewritten, relative to `outDir`.
 */
export async function withholdUnpublished(
  outDir: string,
  pages: readonly SitePage[],
  at: Date,
): Promise<{ removed: string[]; rewritten: string[] }> {
  const hidden = unpublishedPages(pages, at);
  const removed: string[] = [];
  const rewritten: string[] = [];
  const relative = (file: string) => path.relative(outDir, file).split(path.sep).join('/');
  // The editor's records, not the site's: the translations' baselines (lib/model/content/translationSync.ts)
  // and the shared sections' sources (every page that places one has its own copy of the data).
  for (const records of ['translations', 'shared']) {
    const folder = path.join(outDir, records);
    if ((await entries(folder)).length === 0) continue;
    await rm(folder, { recursive: true, force: true });
    removed.push(`${records}/`);
  }
  for (const page of hidden) {
    const files = [
      selectedComponentsFile(outDir, page.name),
      ...(await jsonFilesIn(pageDataFolder(outDir, page.name))),
    ];
    for (const file of files) if (await removeWithCopy(file)) removed.push(relative(file));
    try {
      await rmdir(pageDataFolder(outDir, page.name));
    } catch {
      // Not empty (the data of pages under it) or not there: left as it is.
    }
  }
  if (hidden.length === 0) return { removed, rewritten };
  const paths = new Set(hidden.map((page) => page.path));
  for (const file of await layoutDataFiles(outDir)) {
    const json = JSON.parse(await readFile(file, 'utf8')) as unknown;
    if (typeof json !== 'object' || json === null || !('data' in json)) continue;
    const data = withoutNavigationToPaths(json.data, paths);
    if (data === json.data) continue;
    await removeWithCopy(file);
    await writeFile(file, `${JSON.stringify({ ...json, data }, null, 2)}\n`);
    rewritten.push(relative(file));
  }
  return { removed, rewritten };
}
