import { existsSync } from 'node:fs';
import { mkdir, open, readFile, readdir, readlink, rename, rm, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { writeFileAtomic } from '@/lib/editor/server/writeFiles';
import { PLANNED_RELEASE_FOLDER_PREFIX } from '@/lib/editor/server/plannedReleaseContent';
import type { RenderKind } from './buildRelease';

/**
 * Releases are folders (releases/{id}/, each a whole export); the live site is one name, a
 * symbolic link to one of them, replaced in a single rename(2): a request finds the old release or
 * the new one, never a mix. Each release's record (who, when, what) lies beside its folder, out of
 * what is served.
 */
export type ReleaseKind = 'publish' | 'restore' | 'schedule' | 'first' | 'release';

export interface ReleaseRecord {
  id: string;
  kind: ReleaseKind;
  /** The folder served (a restore serves an earlier release's folder again). */
  folder: string;
  commit: string;
  /** The content's identity (repository.contentId) of `commit`. */
  content: string;
  at: string;
  /** The instant the build took as "now" (scheduled pages). */
  builtAt: string;
  author: { name: string; email: string };
  message: string;
  /** The pages it changed, by address, with what happened to each. */
  pages: { path: string; kind: string }[];
  /** For a restore: the release it brought back. */
  restoredFrom?: string;
  /**
   * For a scheduled release: what went live or retired at its time, by page name. The History
   * says it in the reader's language from this (the `message` is the commit's, in English).
   */
  schedule?: { page: string; change: 'live' | 'retire' }[];
  /** For a publish its author let go with translations out of date: which fields they were. */
  outOfDate?: OutOfDateField[];
  /** For a planned release: its id among the planned ones and the time it was set for. */
  planned?: { id: string; at: string };
  /** For a publish that waited for a review: the request, who asked and who approved. */
  review?: { id: string; revision: string; requestedBy: string; approvedBy: string };
  /** How it was built: its content rendered into the compiled code, or in full (buildRelease.ts). */
  render?: RenderKind;
}

/** A translated field out of date at a publish (lib/model/content/translationSync.ts's mark, in short). */
export interface OutOfDateField {
  target: string;
  section: string;
  field: string;
}

export const INCOMING_PREFIX = '.incoming-';
/** A planned release built ahead of its time, waiting in releases/ to be switched to (and previewed). */
export const PLANNED_PREFIX = PLANNED_RELEASE_FOLDER_PREFIX;

export function newReleaseId(now: Date, commit: string): string {
  const stamp = now.toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);
  return `${stamp}-${commit.slice(0, 8)}-${randomBytes(2).toString('hex')}`;
}

const recordFile = (releasesDir: string, id: string) => path.join(releasesDir, `${id}.json`);

export async function writeRecord(releasesDir: string, record: ReleaseRecord): Promise<void> {
  await mkdir(releasesDir, { recursive: true });
  await writeFileAtomic(
    releasesDir,
    recordFile(releasesDir, record.id),
    `${JSON.stringify(record, null, 2)}\n`,
  );
}

/** Every release record, newest first. */
export async function listRecords(releasesDir: string): Promise<ReleaseRecord[]> {
  if (!existsSync(releasesDir)) return [];
  const names = (await readdir(releasesDir)).filter(
    (name) => name.endsWith('.json') && !name.startsWith('.'),
  );
  const records = await Promise.all(
    names.map(
      async (name) => JSON.parse(await readFile(path.join(releasesDir, name), 'utf8')) as ReleaseRecord,
    ),
  );
  return records.sort((a, b) => b.at.localeCompare(a.at) || b.id.localeCompare(a.id));
}

/** The folder the live name points at (its base name), or undefined before the first release. */
export async function liveFolder(live: string): Promise<string | undefined> {
  try {
    return path.basename(await readlink(live));
  } catch {
    return undefined;
  }
}

/** The record that made the live site what it is: the newest one serving the live folder. */
export async function liveRecord(releasesDir: string, live: string): Promise<ReleaseRecord | undefined> {
  const folder = await liveFolder(live);
  if (!folder) return undefined;
  const pending = await readPending(releasesDir);
  const records = await listRecords(releasesDir);
  return (
    records.find((record) => record.folder === folder && record.id !== pending?.id) ??
    records.find((record) => record.folder === folder)
  );
}

/** Points the live name at releases/{folder} in one step (a new link renamed over the old). */
export async function switchLive(live: string, releasesDir: string, folder: string): Promise<void> {
  await mkdir(path.dirname(live), { recursive: true });
  const target = path.join(releasesDir, folder);
  if (!existsSync(target)) throw new Error(`No release folder ${folder}`);
  const temporary = `${live}.${randomBytes(4).toString('hex')}.tmp`;
  await symlink(target, temporary, 'dir');
  await rename(temporary, live);
  // The rename reaches the disk before the publish is called done.
  const directory = await open(path.dirname(live), 'r');
  try {
    await directory.sync();
  } finally {
    await directory.close();
  }
}

/**
 * A publish or restore under way (written before the live name moves, removed once the branch
 * has followed): after a crash the studio finishes it if the switch happened, else forgets it.
 */
export interface PendingRelease {
  id: string;
  folder: string;
  /** A restore switches first and records after: what its record needs, should it be cut short. */
  restore?: PendingRestore;
}

export interface PendingRestore {
  /** The release brought back. */
  from: string;
  by: { name: string; email: string };
  at: string;
}

const pendingFile = (releasesDir: string) => path.join(releasesDir, '.pending.json');

export async function writePending(releasesDir: string, pending: PendingRelease): Promise<void> {
  await writeFileAtomic(releasesDir, pendingFile(releasesDir), JSON.stringify(pending));
}

export async function readPending(releasesDir: string): Promise<PendingRelease | undefined> {
  try {
    return JSON.parse(await readFile(pendingFile(releasesDir), 'utf8')) as PendingRelease;
  } catch {
    return undefined;
  }
}

export async function clearPending(releasesDir: string): Promise<void> {
  await rm(pendingFile(releasesDir), { force: true });
}

/** Half-made releases (a build or a move cut short): removed. */
export async function removeIncoming(releasesDir: string): Promise<string[]> {
  if (!existsSync(releasesDir)) return [];
  const names = (await readdir(releasesDir)).filter(
    (name) => name.startsWith(INCOMING_PREFIX) || name.endsWith('.tmp'),
  );
  for (const name of names) await rm(path.join(releasesDir, name), { recursive: true, force: true });
  return names;
}

/**
 * Keeps the newest `keep` release folders and the live one; older folders go (their records stay,
 * for the history, without "restore").
 */
export async function pruneReleases(releasesDir: string, live: string, keep: number): Promise<void> {
  const records = await listRecords(releasesDir);
  const current = await liveFolder(live);
  const kept = new Set<string>(current ? [current] : []);
  for (const record of records) {
    if (kept.size >= keep) break;
    kept.add(record.folder);
  }
  const folders = (await readdir(releasesDir, { withFileTypes: true }))
    .filter((entry) => entry.isDirectory() && !entry.name.startsWith('.'))
    .map((entry) => entry.name);
  for (const folder of folders)
    if (!kept.has(folder)) await rm(path.join(releasesDir, folder), { recursive: true, force: true });
}

export const releaseExists = (releasesDir: string, folder: string): boolean =>
  existsSync(path.join(releasesDir, folder));

export async function writeJson(file: string, value: unknown): Promise<void> {
  await writeFile(file, JSON.stringify(value));
}
