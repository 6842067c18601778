import { parentPort, workerData } from 'node:worker_threads';
import { openDatabase } from '../db/database';
import { saveLeadHere } from './store';
import type { WriterAnswer, WriterRequest, WriterResult } from './writerThread';

/** The writer thread (receiver/leads/writerThread.ts): its own connection to the SQLite file. */
async function main() {
  const port = parentPort;
  if (!port) throw new Error('writerThreadMain runs as a worker thread');
  const { file } = workerData as { file: string };
  const db = await openDatabase({ kind: 'sqlite', file });
  const post = (answer: WriterAnswer) => port.postMessage(answer);
  const inFlight = new Set<Promise<void>>();
  // A group's enquiries settle together: their outcomes go back in one message, not one each.
  let results: WriterResult[] = [];
  const answer = (result: WriterResult) => {
    if (results.length === 0)
      queueMicrotask(() => {
        post({ results });
        results = [];
      });
    results.push(result);
  };
  port.on('message', (request: WriterRequest) => {
    if ('close' in request) {
      void Promise.all(inFlight)
        .then(() => db.destroy())
        .then(() => post({ closed: true }));
      return;
    }
    const { id, lead } = request;
    const saving = saveLeadHere(db, lead).then(
      (saved) => answer({ id, saved }),
      (error: unknown) => answer({ id, error: error instanceof Error ? error.message : String(error) }),
    );
    inFlight.add(saving);
    void saving.finally(() => inFlight.delete(saving));
  });
  post({ ready: true });
}

void main().catch((error: unknown) => {
  // Thrown here, it reaches the request thread's 'error' handler, which writes there instead.
  setImmediate(() => {
    throw error;
  });
});
