import { readdir, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { exclusiveLock } from './lock';
import { shipCopy } from './ship';
import { copyDatabase, type DatabaseFacts } from './sqliteCopy';

/** The backup settings (LEADS_BACKUP_*; docs/receiver.md, "Backups"). */
export interface BackupSettings {
  /** Where copies go: `leads-<UTC time>.db`, pruned to `keep`. */
  folder: string;
  /** The schedule's period; none: no scheduled copies. */
  everyMs?: number;
  keep: number;
  /** The program (and its arguments) that ships each copy off the machine, the copy's path added. */
  command?: string[];
}

/**
 * The backup folder's own files, and only these are ever deleted: copies named by the moment they
 * were begun, `leads-2026-01-02T10-00-00.000Z.db` (UTC, so they sort by name), a mark beside a copy
 * not yet shipped, and the temporary name a copy is written under.
 */
const COPY = /^leads-(\d{4}-\d{2}-\d{2})T(\d{2})-(\d{2})-(\d{2}\.\d{3})Z\.db$/;
const UNSHIPPED = '.unshipped';
const PARTIAL = /^\.leads-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}\.\d{3}Z\.db\.\d+\.partial$/;
/** A temporary copy this old was left by a process that died (a copy takes seconds). */
const STALE_PARTIAL_MS = 60 * 60_000;
const FOLDER_LOCK = '.leads-backup.lock';

export const copyName = (at: Date) => `leads-${at.toISOString().replaceAll(':', '-')}.db`;

export interface CopyInFolder {
  name: string;
  file: string;
  /** When the copy was begun: everything committed before it is in it. */
  at: Date;
}

/** The folder's copies, oldest first. */
export async function listCopies(folder: string): Promise<CopyInFolder[]> {
  const names = await readdir(folder).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  return names
    .flatMap((name) => {
      const match = COPY.exec(name);
      return match
        ? [
            {
              name,
              file: path.join(folder, name),
              at: new Date(`${match[1]}T${match[2]}:${match[3]}:${match[4]}Z`),
            },
          ]
        : [];
    })
    .sort((a, b) => a.name.localeCompare(b.name));
}

/**
 * Runs `work` holding the folder's lock, so that two receivers (or a receiver and the command
 * line) never copy, prune or ship at once; undefined when another still holds it after `waitMs`.
 */
export async function withFolderLock<T>(
  folder: string,
  waitMs: number,
  work: () => Promise<T>,
): Promise<T | undefined> {
  const held = exclusiveLock(path.join(folder, FOLDER_LOCK), waitMs);
  if (!held) return undefined;
  try {
    return await work();
  } finally {
    held.release();
  }
}

export interface FolderBackup {
  copy: CopyInFolder & DatabaseFacts & { bytes: number; ms: number };
  /** Copies deleted beyond `keep`. */
  pruned: string[];
  /** Copies shipped now (this one, and earlier ones whose shipping had failed). */
  shipped: string[];
  /** The copy whose shipping failed (those after it wait for the next backup too). */
  shipFailure?: { file: string; reason: string };
}

/**
 * A copy of the database into the backup folder, then the folder pruned to `keep` copies, then
 * every copy not yet shipped handed to the ship command, oldest first. Call it holding the
 * folder's lock (withFolderLock).
 */
export async function backupIntoFolder(
  databaseFile: string,
  settings: BackupSettings,
  signal?: AbortSignal,
): Promise<FolderBackup> {
  const at = new Date();
  const name = copyName(at);
  const file = path.join(settings.folder, name);
  const started = performance.now();
  // The mark goes first: a copy is never in the folder unmarked before it has been shipped.
  if (settings.command) await writeFile(`${file}${UNSHIPPED}`, '', { flag: 'wx' }).catch(() => undefined);
  let facts: DatabaseFacts & { bytes: number };
  try {
    facts = await copyDatabase(databaseFile, file, signal);
  } catch (error) {
    await rm(`${file}${UNSHIPPED}`, { force: true });
    throw error;
  }
  const copy = { name, file, at, ...facts, ms: Math.round(performance.now() - started) };
  const pruned = await prune(settings.folder, settings.keep);
  const result: FolderBackup = { copy, pruned, shipped: [] };
  if (!settings.command) return result;
  for (const pending of await unshipped(settings.folder)) {
    try {
      await shipCopy(settings.command, pending.file, signal);
    } catch (error) {
      result.shipFailure = {
        file: pending.file,
        reason: error instanceof Error ? error.message : String(error),
      };
      break;
    }
    await rm(`${pending.file}${UNSHIPPED}`, { force: true });
    result.shipped.push(pending.file);
  }
  return result;
}

async function unshipped(folder: string): Promise<CopyInFolder[]> {
  const names = new Set(await readdir(folder));
  return (await listCopies(folder)).filter((copy) => names.has(`${copy.name}${UNSHIPPED}`));
}

/** Deletes the copies beyond the newest `keep`, their marks, and temporary copies left by a crash. */
async function prune(folder: string, keep: number): Promise<string[]> {
  const copies = await listCopies(folder);
  const doomed = copies.slice(0, Math.max(0, copies.length - Math.max(1, keep)));
  for (const copy of doomed) {
    await rm(copy.file, { force: true });
    await rm(`${copy.file}${UNSHIPPED}`, { force: true });
  }
  const kept = new Set(copies.slice(doomed.length).map((copy) => copy.name));
  for (const name of await readdir(folder)) {
    const file = path.join(folder, name);
    if (
      name.endsWith(UNSHIPPED) &&
      COPY.test(name.slice(0, -UNSHIPPED.length)) &&
      !kept.has(name.slice(0, -UNSHIPPED.length))
    )
      await rm(file, { force: true });
    else if (
      PARTIAL.test(name) &&
      Date.now() - ((await stat(file).catch(() => undefined))?.mtimeMs ?? Date.now()) > STALE_PARTIAL_MS
    )
      await rm(file, { force: true });
  }
  return doomed.map((copy) => copy.file);
}
