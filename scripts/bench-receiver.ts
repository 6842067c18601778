/**
 * The enquiry receiver under sustained load, checked against bench/budgets.json's `receiver`.
 *
 * The receiver runs as production runs it (its own process, `tsx receiver/main.ts`) on a temporary
 * SQLite file, opened as always (WAL, synchronous=FULL: each answer waits for its commit to be on
 * disk), without SMTP and without the per-address limit (one client sends everything). autocannon
 * POSTs JSON enquiries over a fixed number of connections for the set duration, each a new enquiry
 * with its own idempotency key, after a short warm-up. Afterwards the leads table is read: every enquiry
 * answered 2xx must be in it; the only rows without an answer are the requests in flight when the
 * run stopped.
 *
 * Run by `npm run bench` (after Lighthouse; `npm run bench -- --receiver-only` for this part), or
 * alone: `tsx scripts/bench-receiver.ts`. Options: --duration=SECONDS, --connections=N (instead of
 * the budget file's). The figures go into bench/latest.json under `receiver`, the rest kept.
 */
import { ENQUIRY_PATH } from '@/lib/model/sharedPaths';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import Database from 'better-sqlite3';
import { checkReceiverBudget, type Budgets, type ReceiverFigures, type ReceiverMiss } from './bench/budgets';
import { enquiryFor, enquiryKey, runId } from './bench/receiverEnquiry';
import { startReceiverProcess, type ReceiverExit, type ReceiverProcess } from './bench/receiverProcess';
import { SQLITE_PRAGMAS } from '../receiver/db/database';

const ROOT = process.cwd();
const WARM_UP_SECONDS = 3;
/** The receiver's SQLite durability, as it opens the file: "SQLite (journal_mode = WAL, synchronous = FULL)". */
const DATABASE = `SQLite (${SQLITE_PRAGMAS.filter((pragma) => /^(journal_mode|synchronous)\b/.test(pragma)).join(', ')})`;
const args = process.argv.slice(2);
const numberOption = (name: string) => {
  const value = args.find((arg) => arg.startsWith(`--${name}=`))?.split('=')[1];
  return value === undefined ? undefined : Number(value);
};

/** Which enquiries were sent and which were answered 2xx, by index. */
interface Tracker {
  next: number;
  answered: Set<number>;
}

async function load(url: string, tracker: Tracker, run: string, connections: number, duration: number) {
  return autocannon({
    url,
    connections,
    duration,
    pipelining: 1,
    timeout: 10,
    requests: [
      {
        method: 'POST',
        path: ENQUIRY_PATH,
        headers: { 'content-type': 'application/json' },
        setupRequest(request, context) {
          const index = tracker.next;
          tracker.next += 1;
          context.index = index;
          return { ...request, body: JSON.stringify(enquiryFor(run, index)) };
        },
        onResponse(status, _body, context) {
          if (status >= 200 && status < 300 && typeof context.index === 'number')
            tracker.answered.add(context.index);
        },
      },
    ],
  });
}

/** Every stored lead's idempotency key. */
function storedKeys(dbFile: string): Set<string> {
  const db = new Database(dbFile, { readonly: true, fileMustExist: true });
  try {
    const rows = db.prepare<[], { key: string }>('select idempotency_key as key from leads').all();
    return new Set(rows.map((row) => row.key));
  } finally {
    db.close();
  }
}

interface ReceiverBench {
  measuredAt: string;
  durationSeconds: number;
  connections: number;
  database: string;
  figures: ReceiverFigures;
  misses: ReceiverMiss[];
  /** Enquiries answered 2xx, the warm-up's included. */
  answered2xx: number;
}

async function benchReceiver(durationSeconds: number, connections: number): Promise<ReceiverBench> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'bench-receiver-'));
  const dbFile = path.join(dir, 'leads.db');
  let receiver: ReceiverProcess | undefined;
  try {
    // One client sends every enquiry, thousands a second: the per-address limit would refuse them.
    receiver = await startReceiverProcess({ root: ROOT, env: { LEADS_DB: dbFile, LEADS_RATE_LIMIT: '0' } });
    const running = receiver;
    let stoppedEarly: ReceiverExit | undefined;
    void running.exited.then((exit) => (stoppedEarly ??= exit));
    const run = runId();
    const tracker: Tracker = { next: 0, answered: new Set() };
    await load(running.url, tracker, run, connections, WARM_UP_SECONDS);
    const result = await load(running.url, tracker, run, connections, durationSeconds);
    // Figures of a receiver that something else stopped mid-run would be meaningless.
    if (stoppedEarly)
      throw new Error(
        `The receiver stopped during the run (${JSON.stringify(stoppedEarly)}):\n${running.output()}`,
      );
    const exit = await receiver.stop();
    if (exit.code !== 0)
      throw new Error(`The receiver stopped with ${JSON.stringify(exit)}:\n${receiver.output()}`);

    // Warm-up and run together: every enquiry answered 2xx is stored; the stored ones without an
    // answer were in flight when either run stopped.
    const stored = storedKeys(dbFile);
    const sent = new Map(
      Array.from({ length: tracker.next }, (_, index) => [`form:${enquiryKey(run, index)}`, index]),
    );
    const strangers = [...stored].filter((key) => !sent.has(key));
    if (strangers.length > 0) throw new Error(`${strangers.length} stored leads were never sent`);
    const answeredNotStored = [...sent].filter(
      ([key, index]) => tracker.answered.has(index) && !stored.has(key),
    ).length;
    const storedNotAnswered = [...stored].filter((key) => !tracker.answered.has(sent.get(key)!)).length;

    const figures: ReceiverFigures = {
      requestsPerSecond: Math.round(result.requests.mean),
      latencyP50Ms: result.latency.p50,
      latencyP99Ms: result.latency.p99,
      latencyMaxMs: result.latency.max,
      requests: result.requests.total ?? Number.NaN,
      non2xx: result.non2xx,
      errors: result.errors,
      timeouts: result.timeouts,
      storedLeads: stored.size,
      answeredNotStored,
      storedNotAnswered,
    };
    return {
      measuredAt: new Date().toISOString(),
      durationSeconds,
      connections,
      database: DATABASE,
      figures,
      misses: [],
      answered2xx: tracker.answered.size,
    };
  } finally {
    await receiver?.kill();
    await rm(dir, { recursive: true, force: true });
  }
}

function printTable(bench: ReceiverBench): void {
  const f = bench.figures;
  const header = ['enquiries/s', 'p50 ms', 'p99 ms', 'max ms', 'answers', 'non-2xx', 'errors', 'stored'];
  const row = [
    f.requestsPerSecond,
    f.latencyP50Ms,
    f.latencyP99Ms,
    f.latencyMaxMs,
    f.requests,
    f.non2xx,
    f.errors,
    f.storedLeads,
  ].map(String);
  const widths = header.map((title, column) => Math.max(title.length, row[column]!.length));
  const line = (cells: string[]) =>
    `| ${cells.map((cell, column) => cell.padEnd(widths[column]!)).join(' | ')} |`;
  console.log(line(header));
  console.log(`|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`);
  console.log(line(row));
}

/** Writes the figures into bench/latest.json under `receiver`, keeping what else it holds. */
async function record(bench: ReceiverBench): Promise<void> {
  const file = path.join(ROOT, 'bench', 'latest.json');
  const text = await readFile(file, 'utf8').catch(() => '{}');
  const results = JSON.parse(text) as Record<string, unknown>;
  await writeFile(file, `${JSON.stringify({ ...results, receiver: bench }, null, 2)}\n`);
}

async function main(): Promise<void> {
  const budgets = JSON.parse(await readFile(path.join(ROOT, 'bench', 'budgets.json'), 'utf8')) as Budgets;
  const durationSeconds = numberOption('duration') ?? budgets.receiver.durationSeconds;
  const connections = numberOption('connections') ?? budgets.receiver.connections;
  console.log(
    `\nEnquiry receiver: ${DATABASE}, ${connections} connections, ${durationSeconds} s sustained after ${WARM_UP_SECONDS} s of warm-up`,
  );
  const bench = await benchReceiver(durationSeconds, connections);
  bench.misses = checkReceiverBudget(bench.figures, budgets.receiver.budget);
  printTable(bench);
  console.log(
    `  stored: ${bench.figures.storedLeads} leads = ${bench.answered2xx} answered 2xx, warm-up included (${bench.figures.answeredNotStored} of them missing) + ${bench.figures.storedNotAnswered} in flight when a run stopped; timeouts: ${bench.figures.timeouts}`,
  );
  await record(bench);
  if (bench.misses.length > 0) {
    console.error('\nReceiver over budget:');
    for (const miss of bench.misses)
      console.error(`  ${miss.metric} = ${miss.value} (budget ${JSON.stringify(miss.limit)})`);
    process.exitCode = 1;
  } else {
    console.log('\nThe receiver is within budget.');
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
