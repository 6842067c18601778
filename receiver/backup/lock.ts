import { mkdirSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';

/**
 * Locks held by the operating system, through SQLite: a lock file is an (empty) SQLite database,
 * and SQLite's own file locks (POSIX advisory locks) do the work. A reader's open transaction
 * holds a shared lock, `BEGIN EXCLUSIVE` needs every other one gone, and the kernel drops a
 * process's locks when it ends however it ends (SIGKILL included): no pid to check, nothing stale.
 *
 * Never open a lock file any other way in the same process: closing any descriptor of a file drops
 * the process's POSIX locks on it (SQLite itself copes with its own descriptors).
 */

export interface HeldLock {
  readonly file: string;
  release: () => void;
}

const isBusy = (error: unknown) =>
  error instanceof Database.SqliteError && (error.code === 'SQLITE_BUSY' || error.code === 'SQLITE_LOCKED');

function lock(file: string, mode: 'shared' | 'exclusive', waitMs: number): HeldLock | undefined {
  mkdirSync(path.dirname(file), { recursive: true });
  const connection = new Database(file);
  try {
    connection.pragma(`busy_timeout = ${Math.max(0, Math.round(waitMs))}`);
    if (mode === 'exclusive') connection.exec('BEGIN EXCLUSIVE');
    else {
      connection.exec('BEGIN');
      // A deferred transaction takes its shared lock at its first read.
      connection.prepare('select count(*) from sqlite_master').get();
    }
  } catch (error) {
    connection.close();
    if (isBusy(error)) return undefined;
    throw error;
  }
  return {
    file,
    release: () => {
      if (!connection.open) return;
      if (connection.inTransaction) connection.exec('ROLLBACK');
      connection.close();
    },
  };
}

/** A shared lock on `file`, waiting up to `waitMs` for an exclusive holder; undefined if still held. */
export const sharedLock = (file: string, waitMs: number) => lock(file, 'shared', waitMs);

/** An exclusive lock on `file`, waiting up to `waitMs` for every other holder; undefined if still held. */
export const exclusiveLock = (file: string, waitMs: number) => lock(file, 'exclusive', waitMs);

/** The lock file beside a SQLite database that everyone using the database holds (shared). */
export const databaseLockFile = (databaseFile: string) => `${databaseFile}.lock`;

/** How long a receiver waits at its start for a restore in progress. */
const RESTORE_WAIT_MS = 30_000;

/**
 * The mark of a receiver (or a `leads` command) using the SQLite database `databaseFile`: a
 * restore refuses to replace it while any is held. Throws when a restore holds the database.
 */
export function holdDatabase(databaseFile: string, waitMs = RESTORE_WAIT_MS): HeldLock {
  const held = sharedLock(databaseLockFile(databaseFile), waitMs);
  if (!held)
    throw new Error(
      `${databaseFile} is being restored (npm run leads -- restore holds ${databaseLockFile(databaseFile)}); start again once it is done`,
    );
  return held;
}
