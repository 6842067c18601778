import { lstat, readFile, readdir, realpath, rm, rmdir } from 'node:fs/promises';
import path from 'node:path';
import { UnsafePathError, assertWritableInside, isInside, writeFileAtomic } from './writeFiles';

/**
 * Moving a page's files (its page file and the data files of its own folder) between the content
 * folder and the trash, with the same guard on every path as the writes: a file is read, written or
 * removed only when its real path (symlinks resolved) is inside the folder it belongs to. Files are
 * copied before any original is removed, so an interruption leaves a copy too many, never one too few.
 */

/** A component's data file: `HeroesFullBleedPhoto.json` (the editor's temporary files start with a dot). */
const DATA_FILE = /^[A-Za-z0-9][A-Za-z0-9-]*\.json$/;

/** Refuses a path that leaves `root` once symlinks are resolved, or that is itself a symlink. */
async function assertRealInside(root: string, target: string): Promise<void> {
  if (!isInside(path.resolve(root), path.resolve(target))) throw new UnsafePathError(target);
  const stats = await lstat(target);
  if (stats.isSymbolicLink()) throw new UnsafePathError(target);
  if (!isInside(await realpath(root), await realpath(target))) throw new UnsafePathError(target);
}

/**
 * The data files directly in `folder` (not its subfolders: those belong to the pages under this
 * one, `offers/gozo-october` under `offers`), by name; none when the folder does not exist.
 */
export async function listDataFiles(root: string, folder: string): Promise<string[]> {
  try {
    await assertRealInside(root, folder);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  const entries = await readdir(folder, { withFileTypes: true });
  const names: string[] = [];
  for (const entry of entries) {
    if (!DATA_FILE.test(entry.name)) continue;
    if (entry.isSymbolicLink()) throw new UnsafePathError(path.join(folder, entry.name));
    if (entry.isFile()) names.push(entry.name);
  }
  return names.sort();
}

export async function readInside(root: string, file: string): Promise<Buffer> {
  await assertRealInside(root, file);
  return readFile(file);
}

/** Copies one file from inside `fromRoot` to inside `toRoot` (an atomic write). */
export async function copyInside(fromRoot: string, from: string, toRoot: string, to: string): Promise<void> {
  await writeFileAtomic(toRoot, to, await readInside(fromRoot, from));
}

/** Removes a file inside `root` (a missing file is fine: an earlier attempt may have removed it). */
export async function removeInside(root: string, file: string): Promise<void> {
  await assertWritableInside(root, file);
  await rm(file, { force: true });
}

/** Removes `folder` if nothing is left in it, then its parents up to (not including) `stopAt`. */
export async function removeEmptyFolders(root: string, folder: string, stopAt: string): Promise<void> {
  let current = path.resolve(folder);
  const stop = path.resolve(stopAt);
  while (isInside(stop, current) && isInside(path.resolve(root), current)) {
    try {
      await assertRealInside(root, current);
      await rmdir(current);
    } catch {
      return; // not empty, missing or not ours: leave it
    }
    current = path.dirname(current);
  }
}
