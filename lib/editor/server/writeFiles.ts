import { createHash, randomBytes } from 'node:crypto';
import { lstat, mkdir, open, realpath, rename, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

/**
 * Safe writes into the content folder: the final path must resolve (symlinks included) inside the
 * content root, the write goes to a temporary file in the same folder and is renamed over the
 * target (atomic: a reader never sees half a file), and writes to one file are serialised so a
 * version check and its write cannot interleave with another save.
 */
export class UnsafePathError extends Error {
  constructor(readonly target: string) {
    super(`Refused to write outside the content folder: ${target}`);
    this.name = 'UnsafePathError';
  }
}

/** Whether `target` is strictly below `root` (both absolute paths, already resolved). */
export function isInside(root: string, target: string): boolean {
  const relative = path.relative(root, target);
  return (
    relative !== '' &&
    !relative.startsWith(`..${path.sep}`) &&
    relative !== '..' &&
    !path.isAbsolute(relative)
  );
}

/**
 * Resolves where a write to `target` would really land and checks it is inside `root`: the
 * nearest existing ancestor is resolved with realpath (so a symlinked folder pointing elsewhere is
 * caught), and an existing target that is itself a symlink is refused.
 */
export async function assertWritableInside(root: string, target: string): Promise<void> {
  const realRoot = await realpath(root);
  const absolute = path.resolve(target);
  if (!isInside(path.resolve(root), absolute)) throw new UnsafePathError(target);
  let existing = path.dirname(absolute);
  const missing: string[] = [];
  for (;;) {
    try {
      existing = await realpath(existing);
      break;
    } catch {
      missing.unshift(path.basename(existing));
      const parent = path.dirname(existing);
      if (parent === existing) throw new UnsafePathError(target);
      existing = parent;
    }
  }
  const finalPath = path.join(existing, ...missing, path.basename(absolute));
  if (!isInside(realRoot, finalPath)) throw new UnsafePathError(target);
  const stats = await lstat(absolute).catch(() => undefined);
  if (stats && (stats.isSymbolicLink() || !stats.isFile())) throw new UnsafePathError(target);
}

/** Writes `data` to `target` atomically after checking the path. */
export async function writeFileAtomic(root: string, target: string, data: string | Buffer): Promise<void> {
  await assertWritableInside(root, target);
  await mkdir(path.dirname(target), { recursive: true });
  await assertWritableInside(root, target);
  const temporary = path.join(
    path.dirname(target),
    `.${path.basename(target)}.${randomBytes(6).toString('hex')}.tmp`,
  );
  const handle = await open(temporary, 'wx');
  try {
    await handle.writeFile(data);
    await handle.sync();
  } finally {
    await handle.close();
  }
  try {
    await rename(temporary, target);
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
}

export function formatJson(value: unknown): string {
  return `${JSON.stringify(value, null, 2)}\n`;
}

/** The version of a file's content: a short hash, or "absent" for a file that does not exist. */
export function contentVersion(text: string | undefined): string {
  return text === undefined ? 'absent' : createHash('sha256').update(text).digest('hex').slice(0, 20);
}

// Shared through globalThis: in `next dev` every API route is its own bundle with its own copy of
// this module, and writes to one file from different routes must still wait for each other.
const globalQueues = globalThis as typeof globalThis & {
  __contentWriteQueues?: Map<string, Promise<unknown>>;
};
const queues = (globalQueues.__contentWriteQueues ??= new Map<string, Promise<unknown>>());

const LOCK_DIR = path.join(os.tmpdir(), 'content-write-locks');
const LOCK_STALE_MS = 30_000;
const LOCK_TIMEOUT_MS = 15_000;

function lockFileOf(key: string): string {
  return path.join(LOCK_DIR, `${createHash('sha1').update(key).digest('hex')}.lock`);
}

/**
 * An exclusive lock file (O_EXCL), so that processes also wait for each other: `next dev` may
 * answer requests from more than one process. A lock older than 30 s is a crashed holder's.
 */
async function acquireFileLock(key: string): Promise<() => Promise<void>> {
  await mkdir(LOCK_DIR, { recursive: true });
  const file = lockFileOf(key);
  const started = Date.now();
  for (;;) {
    try {
      const handle = await open(file, 'wx');
      await handle.close();
      return () => rm(file, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const age = Date.now() - ((await lstat(file).catch(() => undefined))?.mtimeMs ?? Date.now());
      if (age > LOCK_STALE_MS) await rm(file, { force: true });
      if (Date.now() - started > LOCK_TIMEOUT_MS) throw new Error(`Timed out waiting to write ${key}`);
      await new Promise((resolve) => setTimeout(resolve, 5 + Math.random() * 15));
    }
  }
}

/** Runs `task` once every other task holding any of `keys`, in this or another process, has finished. */
export async function withLocks<T>(keys: string[], task: () => Promise<T>): Promise<T> {
  const sorted = [...new Set(keys.map((key) => path.resolve(key)))].sort();
  const previous = Promise.all(sorted.map((key) => queues.get(key) ?? Promise.resolve()));
  const locked = async () => {
    const releases: (() => Promise<void>)[] = [];
    try {
      for (const key of sorted) releases.push(await acquireFileLock(key));
      return await task();
    } finally {
      await Promise.all(releases.map((release) => release()));
    }
  };
  const run = previous.then(locked, locked);
  const settled = run.then(
    () => undefined,
    () => undefined,
  );
  for (const key of sorted) queues.set(key, settled);
  try {
    return await run;
  } finally {
    for (const key of sorted) if (queues.get(key) === settled) queues.delete(key);
  }
}
