import { constants } from 'node:fs';
import { copyFile, link, mkdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { databaseLockFile, exclusiveLock } from './lock';
import { checkDatabase, partialName, syncFile, syncFolder, type DatabaseFacts } from './sqliteCopy';

/** A restore that was not done, and why; the live database is as it was. */
export class RestoreRefused extends Error {}

export interface Restored extends DatabaseFacts {
  /** Where the database that was replaced is kept, if there was one. */
  replacedKeptAs?: string;
}

/** SQLite's files beside a database: its write-ahead log, its shared index, a rollback journal. */
const SIDE_FILES = ['-wal', '-shm', '-journal'];

const exists = (file: string) =>
  stat(file).then(
    () => true,
    (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return false;
      throw error;
    },
  );

/**
 * Puts the copy `copyFile` in place of the SQLite database `databaseFile`. Refused while anyone
 * holds the database (a receiver, a `leads` command: holdDatabase), and when the copy is not a
 * sound database of the receiver's. The copy is copied beside the database, flushed and checked,
 * then renamed over it in one step; the database it replaces is kept beside it (a hard link) with
 * its write-ahead log, and no log of the old database is left to be played onto the new one.
 */
export async function restoreDatabase(databaseFile: string, copy: string): Promise<Restored> {
  const source = path.resolve(copy);
  const live = path.resolve(databaseFile);
  if ([live, ...SIDE_FILES.map((suffix) => `${live}${suffix}`)].includes(source))
    throw new RestoreRefused(`${source} is the live database itself`);
  const sourceStat = await stat(source).catch(() => undefined);
  if (!sourceStat?.isFile()) throw new RestoreRefused(`${source} is not a file`);

  await mkdir(path.dirname(live), { recursive: true });
  const held = exclusiveLock(databaseLockFile(live), 0);
  if (!held)
    throw new RestoreRefused(
      `a receiver (or a leads command) has ${live} open: stop it first (it holds ${databaseLockFile(live)})`,
    );
  const partial = partialName(live);
  const removePartial = () =>
    Promise.all(['', ...SIDE_FILES].map((suffix) => rm(`${partial}${suffix}`, { force: true })));
  try {
    await removePartial();
    await copyFile(source, partial, constants.COPYFILE_EXCL);
    await syncFile(partial);
    let facts: DatabaseFacts;
    try {
      facts = await checkDatabase(partial);
    } catch (error) {
      throw new RestoreRefused(
        `${source} is not a sound copy of the leads database: ${error instanceof Error ? error.message : String(error)}`,
      );
    } finally {
      // A check of a file in WAL format leaves an empty log and index beside it.
      await Promise.all(SIDE_FILES.map((suffix) => rm(`${partial}${suffix}`, { force: true })));
    }

    // The database being replaced is kept, with its log, under one name; none of its side files
    // may stay beside the new one, where SQLite would play them onto it.
    let replacedKeptAs: string | undefined;
    const stamp = new Date().toISOString().replaceAll(':', '-');
    if (await exists(live)) {
      replacedKeptAs = `${live}.replaced-${stamp}`;
      await link(live, replacedKeptAs);
    }
    for (const suffix of SIDE_FILES) {
      const side = `${live}${suffix}`;
      if (!(await exists(side))) continue;
      if (replacedKeptAs && suffix !== '-shm') await rename(side, `${replacedKeptAs}${suffix}`);
      else await rm(side, { force: true });
    }
    await rename(partial, live);
    await syncFolder(path.dirname(live));
    return { ...facts, replacedKeptAs };
  } finally {
    await removePartial();
    held.release();
  }
}
