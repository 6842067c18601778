import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { startReceiverProcess, type ReceiverProcess } from '@/scripts/bench/receiverProcess';

export { RECEIVER_START_MS } from '@/scripts/bench/receiverProcess';

/**
 * The one way the tests start the enquiry receiver as production runs it, in a process of its own:
 * the receiver's fault and SMTP tests, the browser tests behind nginx and the editor's tests.
 * (The receiver's HTTP tests build it in-process instead: tests/receiver/support/injected.ts.)
 */
export type { ReceiverProcess } from '@/scripts/bench/receiverProcess';

/** The project (the tests run from it, under Vitest and Playwright alike). */
const ROOT = process.cwd();

/** A folder of its own for a test's SQLite file; `remove` deletes it. */
export async function tempFolder(): Promise<{ dir: string; dbFile: string; remove: () => Promise<void> }> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'receiver-test-'));
  return {
    dir,
    dbFile: path.join(dir, 'leads.db'),
    remove: () => rm(dir, { recursive: true, force: true }),
  };
}

/**
 * The receiver as a child process on a free loopback port (or `port`), storing in `dbFile`, with
 * the settings given (none of the caller's); resolves once it listens.
 */
export function startReceiver(
  dbFile: string,
  settings: Record<string, string> = {},
  port = 0,
): Promise<ReceiverProcess> {
  return startReceiverProcess({
    root: ROOT,
    env: { LEADS_DB: dbFile, PORT: String(port), ...settings },
  });
}
