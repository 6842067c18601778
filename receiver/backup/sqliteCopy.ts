import { open, rename, rm, stat, mkdir } from 'node:fs/promises';
import path from 'node:path';
import { execFile } from 'node:child_process';
import { constants, setPriority } from 'node:os';
import { fileURLToPath } from 'node:url';

/** A task for the copy's process (copyProcess.mts), and its answer. */
export type CopyTask = { kind: 'copy'; source: string; target: string } | { kind: 'check'; file: string };

/** What a copy or a check found in the database it made or read. */
export interface DatabaseFacts {
  leads: number;
  /** The receiver's migrations applied, in order (kysely_migration). */
  migrations: string[];
}

export type CopyAnswer = ({ ok: true } & DatabaseFacts) | { ok: false; error: string };

const COPY_PROCESS = fileURLToPath(new URL('./copyProcess.mts', import.meta.url));

/** Runs one task in a process of its own; an abort ends it (SIGTERM). */
function inProcess(task: CopyTask, signal?: AbortSignal): Promise<DatabaseFacts> {
  return new Promise((resolve, reject) => {
    const child = execFile(
      process.execPath,
      [COPY_PROCESS, JSON.stringify(task)],
      { signal, maxBuffer: 1024 * 1024, windowsHide: true },
      (error, stdout, stderr) => {
        if (signal?.aborted) return reject(signal.reason);
        let answer: CopyAnswer | undefined;
        try {
          answer = JSON.parse(stdout) as CopyAnswer;
        } catch {
          const status = error ? (error.signal ?? `exit code ${String(error.code)}`) : 'no answer';
          return reject(
            new Error(`the copy's process failed (${status}): ${String(stderr).trim().slice(-500)}`),
          );
        }
        if (!answer.ok) reject(new Error(answer.error));
        else resolve({ leads: answer.leads, migrations: answer.migrations });
      },
    );
    // The copy reads the whole file and writes another: at the lowest CPU priority (and, under
    // Linux's I/O schedulers that follow it, disk priority), the enquiries come first.
    if (child.pid !== undefined)
      try {
        setPriority(child.pid, constants.priority.PRIORITY_LOW);
      } catch {
        // Not allowed here: the copy runs at the receiver's priority.
      }
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
  inProcess({ kind: 'check', file }, signal);

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
    const facts = await inProcess({ kind: 'copy', source, target: partial }, signal);
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
