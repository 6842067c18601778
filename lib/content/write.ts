import { createHash, randomBytes } from 'node:crypto';
import { lstat, mkdir, open, readFile, realpath, rename, rm } from 'node:fs/promises';
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

function isInside(root: string, target: string): boolean {
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

export async function readText(file: string): Promise<string | undefined> {
  try {
    return await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

const queues = new Map<string, Promise<unknown>>();

/** Runs `task` once every earlier task holding any of `keys` has finished (one process). */
export async function withLocks<T>(keys: string[], task: () => Promise<T>): Promise<T> {
  const sorted = [...new Set(keys.map((key) => path.resolve(key)))].sort();
  const previous = Promise.all(sorted.map((key) => queues.get(key) ?? Promise.resolve()));
  const run = previous.then(task, task);
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
