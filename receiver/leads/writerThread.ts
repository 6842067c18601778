import { Worker } from 'node:worker_threads';
import type { LeadsDb } from '../db/database';
import { saveLeadHere, writeLeadsWith, type LeadWriter, type PreparedLead, type SavedLead } from './store';

/**
 * The receiver's writer thread for a SQLite file: the enquiries' transactions (the group commit of
 * receiver/leads/store.ts) run on a connection of its own, on a thread of its own. better-sqlite3
 * is synchronous: on the request thread, each commit's flush to disk (synchronous=FULL) held every
 * other request until the disk answered, and the statements' work was added to the requests'.
 * Here the request thread goes on reading, checking and answering while the writer waits for the
 * disk. An enquiry is still answered only once its transaction has committed.
 *
 * If the thread cannot start (as when the code runs without the TypeScript loader the receiver is
 * started with), or stops, the enquiries are written on the request thread as before, and the
 * log says why. Enquiries in flight when it stopped are refused (the form sends them again under
 * their idempotency key, so nothing is stored twice).
 */

/** What the request thread asks of the writer. */
export type WriterRequest = { id: number; lead: PreparedLead } | { close: true };

/** One enquiry's outcome. */
export type WriterResult = { id: number; saved: SavedLead } | { id: number; error: string };

/** What the writer answers: a group's outcomes come in one message. */
export type WriterAnswer = { ready: true } | { results: WriterResult[] } | { closed: true };

/** The log's line once the thread writes (the tests look for it). */
export const WRITER_READY = 'enquiries are written on the writer thread';

const WRITER_MAIN = new URL('./writerThreadMain.ts', import.meta.url);

export interface WriterThread {
  /** Waits for the enquiries in flight, then stops the thread (its connection closed). */
  close: () => Promise<void>;
}

export function startWriterThread(db: LeadsDb, file: string, log: (message: string) => void): WriterThread {
  const worker = new Worker(WRITER_MAIN, { workerData: { file } });
  const pending = new Map<number, { resolve: (saved: SavedLead) => void; reject: (error: Error) => void }>();
  let next = 0;
  let stopped: Error | undefined;
  let closed: (() => void) | undefined;
  let markReady: () => void = () => undefined;
  let markFailed: (error: Error) => void = () => undefined;
  const ready = new Promise<void>((resolve, reject) => {
    markReady = resolve;
    markFailed = reject;
  });
  ready.catch(() => undefined);

  const stop = (error: Error) => {
    if (stopped) return;
    stopped = error;
    writeLeadsWith(db, undefined);
    markFailed(error);
    for (const { reject } of pending.values()) reject(error);
    pending.clear();
  };

  worker.on('message', (answer: WriterAnswer) => {
    if ('ready' in answer) {
      markReady();
      log(WRITER_READY);
    } else if ('closed' in answer) closed?.();
    else
      for (const result of answer.results) {
        const waiting = pending.get(result.id);
        pending.delete(result.id);
        if ('saved' in result) waiting?.resolve(result.saved);
        else waiting?.reject(new Error(result.error));
      }
  });
  worker.on('error', (error) => {
    log(`the writer thread stopped, enquiries are written on the request thread: ${error.message}`);
    stop(error);
  });
  worker.on('exit', (code) => {
    stop(new Error(`the writer thread exited (${code})`));
    closed?.();
  });

  const writer: LeadWriter = {
    async save(lead) {
      try {
        await ready;
      } catch {
        return saveLeadHere(db, lead);
      }
      if (stopped) return saveLeadHere(db, lead);
      const id = (next += 1);
      return new Promise<SavedLead>((resolve, reject) => {
        pending.set(id, { resolve, reject });
        worker.postMessage({ id, lead } satisfies WriterRequest);
      });
    },
  };
  writeLeadsWith(db, writer);

  return {
    async close() {
      writeLeadsWith(db, undefined);
      if (stopped) return;
      // The thread answers the enquiries it holds before it reads the close.
      await new Promise<void>((resolve) => {
        closed = resolve;
        worker.postMessage({ close: true } satisfies WriterRequest);
      });
      await worker.terminate();
    },
  };
}
