import { open, rename, rm, stat, mkdir } from 'node:fs/promises';
import path from 'node:path';
import { Worker } from 'node:worker_threads';

/** A task for the worker (copyWorker.mts), and its answer. */
export type WorkerTask = { kind: 'copy'; source: string; target: string } | { kind: 'check'; file: string };

/** What a copy or a check found in the database it made or read. */
export interface DatabaseFacts {
  leads: number;
  /** The receiver's migrations applied, in order (kysely_migration). */
  migrations: string[];
}

export type WorkerAnswer = ({ ok: true } & DatabaseFacts) | { ok: false; error: string };

/** Runs one task in a worker thread of its own; an abort ends the worker (once SQLite returns). */
function inWorker(task: WorkerTask, signal?: AbortSignal): Promise<DatabaseFacts> {
  signal?.throwIfAborted();
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./copyWorker.mts', import.meta.url), { workerData: task });
    let answer: WorkerAnswer | undefined;
    const abort = () => void worker.terminate();
    signal?.addEventListener('abort', abort, { once: true });
    worker.once('message', (message: WorkerAnswer) => (answer = message));
    worker.once('error', reject);
    worker.once('exit', (code) => {
      signal?.removeEventListener('abort', abort);
      if (signal?.aborted) reject(signal.reason);
      else if (!answer) reject(new Error(`the copy's worker stopped (exit code ${code})`));
      else if (!answer.ok) reject(new Error(answer.error));
      else resolve({ leads: answer.leads, migrations: answer.migrations });
    });
  });
}

/** Flushes a file's content to the disk. */
export async function syncFile(file: string): Promise<void> {
  const handle = await open(file, 'r+');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/** Flushes a folder's entries (a rename or a new file in it) to the disk. */
export async function syncFolder(folder: string): Promise<void> {
  const handle = await open(folder, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/** Checks a file as a restore does (integrity, the receiver's tables) and says what it holds. */
export const checkDatabase = (file: string, signal?: AbortSignal) =>
  inWorker({ kind: 'check', file }, signal);

/** The temporary name a file is written under beside its final one (a dot file, this process's). */
export const partialName = (target: string) =>
  path.join(path.dirname(target), `.${path.basename(target)}.${process.pid}.partial`);

/**
 * A consistent copy of the SQLite database `source` at `target`, while others keep writing to it:
 * written under a temporary name, checked, flushed to the disk and only then renamed, so that
 * `target` is either absent or a complete, sound copy.
 */
export async function copyDatabase(
  source: string,
  target: string,
  signal?: AbortSignal,
): Promise<DatabaseFacts & { bytes: number }> {
  await mkdir(path.dirname(target), { recursive: true });
  const partial = partialName(target);
  await rm(partial, { force: true });
  try {
    const facts = await inWorker({ kind: 'copy', source, target: partial }, signal);
    await syncFile(partial);
    const { size } = await stat(partial);
    await rename(partial, target);
    await syncFolder(path.dirname(target));
    return { ...facts, bytes: size };
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
}
