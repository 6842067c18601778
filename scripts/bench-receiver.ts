/**
 * The enquiry receiver under sustained load, checked against bench/budgets.json's `receiver`.
 *
 * The receiver runs as production runs it (its own process, `tsx receiver/main.ts`) on a SQLite
 * file, opened as always (WAL, synchronous=FULL: each answer waits for its commit to be on disk),
 * with what runs beside the enquiries in production: the spam score, the outbox sending each lead's
 * notice and confirmation to a real SMTP server on loopback (scripts/bench/receiverSmtpSink.ts),
 * the IMAP reader (on the mailbox LEADS_IMAP_URL names, or else on a Dovecot the bench starts on
 * loopback, scripts/support/dovecotLoopback.ts, into which a visitor's message is delivered every
 * second of the run) and the backup schedule; only the per-address limit is off (one client sends everything). autocannon
 * POSTs JSON enquiries over a fixed number of connections, each a new enquiry with its own
 * idempotency key (one in a hundred from the address that sent 1,000 of the stored leads), and
 * the bench times each answer itself, to the microsecond. Afterwards the leads table is read: every
 * enquiry answered 2xx must be in it.
 *
 * The same load runs on databases already holding 0, 100,000 and 1,000,000 leads
 * (scripts/bench/receiverPrefill.ts: filled once, kept in the temporary folder, copied for each
 * run), one after the other in each round, several rounds: an enquiry's cost may not grow with
 * what is stored, so each database's best round must be within 10 % of the others'.
 *
 * Run by `npm run bench` (after Lighthouse; `npm run bench -- --receiver-only` for this part), or
 * alone: `tsx scripts/bench-receiver.ts`. Options: --duration=SECONDS, --connections=N, --rounds=N,
 * --leads=0,100000 (instead of the budget file's), --beside=smtp,imap,backup (what runs beside the
 * enquiries: all three unless named fewer, `--beside=` for none, to see what each costs). The figures go into bench/latest.json under
 * `receiver`, the rest kept.
 */
import { ENQUIRY_PATH, VIEW_PATH } from '@/lib/model/sharedPaths';
import { copyFile, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import autocannon from 'autocannon';
import Database from 'better-sqlite3';
import { type Budgets } from './bench/budgets';
import {
  bestOfRounds,
  checkReceiver,
  percentile,
  storedVolumeRatios,
  type ReceiverBudgets,
  type ReceiverMiss,
  type ReceiverRun,
  type StoredLeadsFigures,
} from './bench/receiverBudget';
import { enquiryFor, enquiryKey, runId } from './bench/receiverEnquiry';
import { FREQUENT_SENDER, FREQUENT_SENDER_LEADS, prefilledDatabase } from './bench/receiverPrefill';
import { startReceiverProcess, type ReceiverExit } from './bench/receiverProcess';
import { startSmtpSink, type SmtpSink } from './bench/receiverSmtpSink';
import { SQLITE_PRAGMAS } from '../receiver/db/database';
import { listCopies } from '../receiver/backup/folder';
import { startDovecot, type TestMailServer } from './support/dovecotLoopback';

const ROOT = process.cwd();
const WARM_UP_SECONDS = 3;
/** How long a receiver may take to stop before it is killed (its outbox may be mid-way through a backlog). */
const STOP_GRACE_MS = 5_000;
/** One enquiry in this many comes from the address that sent FREQUENT_SENDER_LEADS of the stored leads. */
const FREQUENT_EVERY = 100;
/** The backup schedule as production sets it: running, its first copy a period after the start. */
const BACKUP_EVERY = '6h';
/**
 * For the run during a copy: looked for every 6 s, so the first scheduled copy (VACUUM INTO in a
 * process of its own, receiver/backup/) starts 6 s after the receiver, within the measured seconds.
 */
const BACKUP_EVERY_DURING_COPY = '1m';
/** Filled databases, kept between benches (about 1.5 GB for a million leads). */
const FILLED_DATABASES = path.join(os.tmpdir(), 'hidden-gems-bench-leads');
/** The receiver's SQLite durability, as it opens the file: "SQLite (journal_mode = WAL, synchronous = FULL)". */
const DATABASE = `SQLite (${SQLITE_PRAGMAS.filter((pragma) => /^(journal_mode|synchronous)\b/.test(pragma)).join(', ')})`;
const args = process.argv.slice(2);
const option = (name: string) => args.find((arg) => arg.startsWith(`--${name}=`))?.split('=')[1];
const numberOption = (name: string) => {
  const value = option(name);
  return value === undefined ? undefined : Number(value);
};

/**
 * Under Node 24.21 a better-sqlite3 object that the garbage collector frees aborts the process
 * (node::ObjectWrap's cleanup hook asserts that an environment is current): kept for its life.
 */
const kept: unknown[] = [];

/** Which enquiries were sent and which were answered 2xx, by index; the measured answers' times. */
interface Tracker {
  next: number;
  answered: Set<number>;
  /** Set while measuring: each answer's time from sending, in ms. */
  latencies?: number[];
  non2xx: number;
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
          context.sentAt = performance.now();
          const enquiry = enquiryFor(
            run,
            index,
            index % FREQUENT_EVERY === 0 ? { email: FREQUENT_SENDER } : {},
          );
          return { ...request, body: JSON.stringify(enquiry) };
        },
        onResponse(status, _body, context) {
          if (typeof context.sentAt === 'number') tracker.latencies?.push(performance.now() - context.sentAt);
          if (status >= 200 && status < 300 && typeof context.index === 'number')
            tracker.answered.add(context.index);
          else if (tracker.latencies) tracker.non2xx += 1;
        },
      },
    ],
  });
}

/** A page's beacon as the boot script sends it (lib/model/measure/views.ts), a browser's agent. */
const BEACON_PAGES = ['/', '/casino', '/pl/', '/pl/kasyno', '/contact-us', '/pl/kontakt'];
const BROWSER_AGENT =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/143.0.0.0 Safari/537.36';

/** Beacons without pause: each answer's time while measuring, and how many were not 204. */
async function beaconLoad(
  url: string,
  connections: number,
  duration: number,
  latencies: number[],
  perSecond?: number,
) {
  let sent = 0;
  let refused = 0;
  const result = await autocannon({
    url,
    connections,
    duration,
    ...(perSecond ? { overallRate: perSecond } : {}),
    pipelining: 1,
    timeout: 10,
    requests: [
      {
        method: 'POST',
        path: VIEW_PATH,
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'user-agent': BROWSER_AGENT },
        setupRequest(request, context) {
          const page = BEACON_PAGES[sent % BEACON_PAGES.length]!;
          sent += 1;
          context.sentAt = performance.now();
          const body = new URLSearchParams({
            k: 'view',
            p: page,
            l: page.startsWith('/pl/') ? 'pl' : 'en',
            r: sent % 3 === 0 ? 'www.google.com' : '',
            s: sent % 2 === 0 ? 'google' : '',
            m: sent % 2 === 0 ? 'cpc' : '',
            c: sent % 2 === 0 ? `lato-${sent % 5}` : '',
            d: ['phone', 'tablet', 'desktop'][sent % 3]!,
          }).toString();
          return { ...request, body };
        },
        onResponse(status, _body, context) {
          if (typeof context.sentAt === 'number') latencies.push(performance.now() - context.sentAt);
          if (status !== 204) refused += 1;
        },
      },
    ],
  });
  return { result, refused };
}

/**
 * Beacons a second beside the enquiries: a page view for every enquiry of the busiest hour many
 * times over (the site's views are some thousands a day).
 */
const BEACONS_BESIDE_PER_SECOND = 500;

/** The beacons' figures: alone, and the enquiries' with beacons arriving beside them. */
interface BeaconFigures {
  beaconsPerSecond: number;
  beaconP99Ms: number;
  beaconsRefused: number;
  /** The same receiver, enquiries at full speed with BEACONS_BESIDE_PER_SECOND beacons arriving beside them. */
  besideEnquiriesPerSecond: number;
  besideEnquiryP99Ms: number;
  besideBeaconsPerSecond: number;
  besideBeaconP99Ms: number;
}

async function beaconRun(
  pristine: string,
  connections: number,
  durationSeconds: number,
): Promise<BeaconFigures> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'bench-beacons-'));
  const dbFile = path.join(dir, 'leads.db');
  await copyFile(pristine, dbFile);
  const receiver = await startReceiverProcess({
    root: ROOT,
    env: { LEADS_DB: dbFile, LEADS_RATE_LIMIT: '0' },
  });
  const ms = (value: number) => Math.round(value * 100) / 100;
  try {
    const warm: number[] = [];
    await beaconLoad(receiver.url, connections, WARM_UP_SECONDS, warm);
    const alone: number[] = [];
    let started = performance.now();
    const { refused } = await beaconLoad(receiver.url, connections, durationSeconds, alone);
    const aloneSeconds = (performance.now() - started) / 1000;
    const beside: number[] = [];
    const tracker: Tracker = { next: 0, answered: new Set(), non2xx: 0, latencies: [] };
    started = performance.now();
    const [, beacons] = await Promise.all([
      load(receiver.url, tracker, runId(), connections, durationSeconds),
      beaconLoad(receiver.url, 2, durationSeconds, beside, BEACONS_BESIDE_PER_SECOND),
    ]);
    const besideSeconds = (performance.now() - started) / 1000;
    const enquiries = (tracker.latencies ?? []).sort((a, b) => a - b);
    alone.sort((a, b) => a - b);
    beside.sort((a, b) => a - b);
    return {
      beaconsPerSecond: Math.round(alone.length / aloneSeconds),
      beaconP99Ms: ms(percentile(alone, 99)),
      beaconsRefused: refused + beacons.refused,
      besideEnquiriesPerSecond: Math.round(enquiries.length / besideSeconds),
      besideEnquiryP99Ms: ms(percentile(enquiries, 99)),
      besideBeaconsPerSecond: Math.round(beside.length / besideSeconds),
      besideBeaconP99Ms: ms(percentile(beside, 99)),
    };
  } finally {
    await receiver.kill();
    await rm(dir, { recursive: true, force: true });
  }
}

/** The idempotency keys stored by one run (`form:<run>-…`), read through their index. */
function storedKeys(dbFile: string, run: string): Set<string> {
  const db = new Database(dbFile, { readonly: true, fileMustExist: true });
  const statement = db.prepare<[string, string], { key: string }>(
    'select idempotency_key as key from leads where idempotency_key >= ? and idempotency_key < ?',
  );
  kept.push(db, statement);
  try {
    return new Set(statement.all(`form:${run}-`, `form:${run}.`).map((row) => row.key));
  } finally {
    db.close();
  }
}

/** The office mailbox of the bench's own Dovecot, one per run so that each receiver reads only its run's mail. */
const MAILBOX_USER = 'office';
/** A visitor's message delivered into the bench's mailbox this often during a run. */
const DELIVER_EVERY_MS = 1_000;

/** The visitors' messages of one run that the receiver's IMAP reader stored (bench Message-IDs). */
function storedMessages(dbFile: string, run: string): number {
  const db = new Database(dbFile, { readonly: true, fileMustExist: true });
  const statement = db.prepare<[string], { count: number }>(
    "select count(*) as count from lead_messages where direction = 'in' and message_id like ?",
  );
  kept.push(db, statement);
  try {
    return statement.get(`%bench-${run}-%`)?.count ?? 0;
  } finally {
    db.close();
  }
}

/** What runs beside the receiver: its mail server, its mailbox. */
interface Services {
  smtp: SmtpSink | undefined;
  backups: boolean;
  /** The mailbox the receivers read: LEADS_IMAP_URL as the bench was given it, or the bench's Dovecot. */
  imapUrl: string | undefined;
  /** The bench's own Dovecot, when LEADS_IMAP_URL was not given: mail is delivered into it during each run. */
  dovecot: TestMailServer | undefined;
  description: string;
}

/** What may run beside the enquiries; all of it unless `--beside=` names fewer (to see what each costs). */
const BESIDE = ['smtp', 'imap', 'backup'] as const;
type Beside = (typeof BESIDE)[number];

async function startServices(beside: ReadonlySet<Beside>): Promise<Services> {
  const smtp = beside.has('smtp') ? await startSmtpSink() : undefined;
  const given = process.env.LEADS_IMAP_URL?.trim() || undefined;
  const dovecot = given || !beside.has('imap') ? undefined : await startDovecot();
  const imapUrl = beside.has('imap') ? (given ?? dovecot?.url(MAILBOX_USER)) : undefined;
  const description = [
    'spam score',
    smtp ? 'notices and confirmations by SMTP (loopback)' : 'no SMTP (nothing sent)',
    !imapUrl
      ? 'no IMAP reader'
      : given
        ? `IMAP reader (${new URL(given).host})`
        : `IMAP reader on Dovecot (loopback, IDLE), a visitor's message delivered every ${DELIVER_EVERY_MS / 1000} s`,
    beside.has('backup')
      ? `backups every ${BACKUP_EVERY} (and one run with a copy made during it)`
      : 'no backups',
  ].join(', ');
  return { smtp, imapUrl, dovecot, backups: beside.has('backup'), description };
}

/** A visitor's answer as a mail server delivers it: a real MIME message, quoting no lead (To sort). */
function visitorMessage(run: string, index: number): string {
  return [
    `From: Visitor ${index} <visitor-${index}@example.net>`,
    'To: biuro@hiddengemsmalta.test',
    `Subject: Re: Your enquiry ${index}`,
    `Message-ID: <bench-${run}-${index}@example.net>`,
    `Date: ${new Date().toUTCString()}`,
    'MIME-Version: 1.0',
    'Content-Type: text/plain; charset=utf-8',
    '',
    `Dzień dobry, a question about the dates (${index}).`,
    '',
  ].join('\r\n');
}

/** Delivers a visitor's message every DELIVER_EVERY_MS into the bench's mailbox until stopped; resolves to the count. */
function deliverDuring(dovecot: TestMailServer | undefined, run: string): () => Promise<number> {
  if (!dovecot) return async () => 0;
  let delivered = 0;
  let pending: Promise<unknown> = Promise.resolve();
  const timer = setInterval(() => {
    pending = pending.then(() =>
      dovecot.deliver(MAILBOX_USER, visitorMessage(run, delivered + 1)).then(() => (delivered += 1)),
    );
  }, DELIVER_EVERY_MS);
  return async () => {
    clearInterval(timer);
    await pending;
    return delivered;
  };
}

async function benchRun(
  pristine: string,
  storedLeads: number,
  round: number,
  services: Services,
  connections: number,
  durationSeconds: number,
  backupEvery = BACKUP_EVERY,
): Promise<ReceiverRun> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'bench-receiver-'));
  const dbFile = path.join(dir, 'leads.db');
  await copyFile(pristine, dbFile);
  const emailsBefore = services.smtp?.accepted() ?? 0;
  const receiver = await startReceiverProcess({
    root: ROOT,
    env: {
      LEADS_DB: dbFile,
      // One client sends every enquiry, thousands a second: the per-address limit would refuse them.
      LEADS_RATE_LIMIT: '0',
      ...(services.smtp ? { SMTP_URL: services.smtp.url, LEADS_NOTIFY_TO: 'office@example.com' } : {}),
      ...(services.backups
        ? { LEADS_BACKUP_DIR: path.join(dir, 'backups'), LEADS_BACKUP_EVERY: backupEvery }
        : {}),
      ...(services.imapUrl ? { LEADS_IMAP_URL: services.imapUrl } : {}),
    },
  });
  try {
    let stoppedEarly: ReceiverExit | undefined;
    void receiver.exited.then((exit) => (stoppedEarly ??= exit));
    const run = runId();
    const tracker: Tracker = { next: 0, answered: new Set(), non2xx: 0 };
    await load(receiver.url, tracker, run, connections, WARM_UP_SECONDS);
    tracker.latencies = [];
    const stopDelivering = deliverDuring(services.dovecot, run);
    const started = performance.now();
    const result = await load(receiver.url, tracker, run, connections, durationSeconds);
    const elapsedSeconds = (performance.now() - started) / 1000;
    const mailDelivered = await stopDelivering();
    // Figures of a receiver that something else stopped mid-run would be meaningless.
    if (stoppedEarly)
      throw new Error(
        `The receiver stopped during the run (${JSON.stringify(stoppedEarly)}):\n${receiver.output()}`,
      );
    const exit = await receiver.stop(STOP_GRACE_MS);
    if (exit.code !== 0 && exit.signal !== 'SIGKILL')
      throw new Error(`The receiver stopped with ${JSON.stringify(exit)}:\n${receiver.output()}`);

    // Warm-up and run together: every enquiry answered 2xx is stored; the stored ones without an
    // answer were in flight when either run stopped.
    const stored = storedKeys(dbFile, run);
    const mailStored = storedMessages(dbFile, run);
    const sent = new Map(
      Array.from({ length: tracker.next }, (_, index) => [`form:${enquiryKey(run, index)}`, index]),
    );
    const strangers = [...stored].filter((key) => !sent.has(key));
    if (strangers.length > 0) throw new Error(`${strangers.length} stored leads were never sent`);
    const latencies = tracker.latencies.sort((a, b) => a - b);
    const ms = (value: number) => Math.round(value * 100) / 100;
    return {
      storedLeads,
      round,
      requestsPerSecond: Math.round(latencies.length / elapsedSeconds),
      latencyP50Ms: ms(percentile(latencies, 50)),
      latencyP99Ms: ms(percentile(latencies, 99)),
      latencyMaxMs: ms(latencies.at(-1) ?? Number.NaN),
      requests: latencies.length,
      non2xx: tracker.non2xx,
      errors: result.errors,
      timeouts: result.timeouts,
      storedRunLeads: stored.size,
      answeredNotStored: [...sent].filter(([key, index]) => tracker.answered.has(index) && !stored.has(key))
        .length,
      storedNotAnswered: [...stored].filter((key) => !tracker.answered.has(sent.get(key)!)).length,
      emailsSent: (services.smtp?.accepted() ?? 0) - emailsBefore,
      backupCopies: services.backups ? (await listCopies(path.join(dir, 'backups'))).length : 0,
      mailDelivered,
      mailStored,
    };
  } finally {
    await receiver.kill();
    await rm(dir, { recursive: true, force: true });
  }
}

function printTable(header: string[], rows: (string | number)[][]): void {
  const cells = rows.map((row) => row.map(String));
  const widths = header.map((title, column) =>
    Math.max(title.length, ...cells.map((row) => row[column]!.length)),
  );
  const line = (row: string[]) =>
    `| ${row.map((cell, column) => cell.padEnd(widths[column]!)).join(' | ')} |`;
  console.log(line(header));
  console.log(`|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`);
  for (const row of cells) console.log(line(row));
}

interface ReceiverBench {
  measuredAt: string;
  durationSeconds: number;
  connections: number;
  rounds: number;
  database: string;
  services: string;
  runs: ReceiverRun[];
  best: StoredLeadsFigures[];
  ratios?: ReturnType<typeof storedVolumeRatios>;
  /** The run on the largest database with a scheduled backup copy made during it. */
  duringCopy?: ReceiverRun;
  /** The pages' beacons (POST /api/view) alone, and beside enquiries, on the smallest database. */
  beacons?: BeaconFigures;
  misses: ReceiverMiss[];
}

/** Writes the figures into bench/latest.json under `receiver`, keeping what else it holds. */
async function record(bench: ReceiverBench): Promise<void> {
  const file = path.join(ROOT, 'bench', 'latest.json');
  const text = await readFile(file, 'utf8').catch(() => '{}');
  const results = JSON.parse(text) as Record<string, unknown>;
  await writeFile(file, `${JSON.stringify({ ...results, receiver: bench }, null, 2)}\n`);
}

async function main(): Promise<void> {
  const budgets = (
    JSON.parse(await readFile(path.join(ROOT, 'bench', 'budgets.json'), 'utf8')) as Omit<
      Budgets,
      'receiver'
    > & {
      receiver: ReceiverBudgets;
    }
  ).receiver;
  const durationSeconds = numberOption('duration') ?? budgets.durationSeconds;
  const connections = numberOption('connections') ?? budgets.connections;
  const rounds = numberOption('rounds') ?? budgets.rounds;
  const volumes = option('leads')?.split(',').map(Number) ?? budgets.storedLeads;
  const log = (line: string) => console.log(line);

  console.log(
    `\nEnquiry receiver: ${DATABASE}; ${connections} connections, ${durationSeconds} s after ${WARM_UP_SECONDS} s of warm-up; ${rounds} rounds of databases holding ${volumes.map((count) => count.toLocaleString('en')).join(', ')} leads (${FREQUENT_SENDER_LEADS.toLocaleString('en')} from one address, which sends 1 enquiry in ${FREQUENT_EVERY})`,
  );
  const pristine = new Map<number, string>();
  for (const count of volumes) pristine.set(count, await prefilledDatabase(FILLED_DATABASES, count, log));
  const besideOption = option('beside');
  const beside = new Set(
    besideOption === undefined ? BESIDE : BESIDE.filter((name) => besideOption.split(',').includes(name)),
  );
  const services = await startServices(beside);
  console.log(`  beside the enquiries: ${services.description}`);
  const runs: ReceiverRun[] = [];
  let duringCopy: ReceiverRun | undefined;
  try {
    for (let round = 1; round <= rounds; round += 1)
      for (const count of volumes) {
        const run = await benchRun(
          pristine.get(count)!,
          count,
          round,
          services,
          connections,
          durationSeconds,
        );
        runs.push(run);
        console.log(
          `  round ${round}, ${count.toLocaleString('en')} leads stored: ${run.requestsPerSecond} enquiries/s, p99 ${run.latencyP99Ms} ms, ${run.emailsSent} emails sent, ${run.mailStored} of ${run.mailDelivered} visitors' messages read`,
        );
      }
    if (services.backups) {
      const largest = Math.max(...volumes);
      duringCopy = await benchRun(
        pristine.get(largest)!,
        largest,
        0,
        services,
        connections,
        durationSeconds,
        BACKUP_EVERY_DURING_COPY,
      );
      console.log(
        `  during a scheduled backup copy, ${largest.toLocaleString('en')} leads stored: ${duringCopy.requestsPerSecond} enquiries/s, p99 ${duringCopy.latencyP99Ms} ms, max ${duringCopy.latencyMaxMs} ms, ${duringCopy.backupCopies} copies made`,
      );
      if (duringCopy.backupCopies === 0)
        throw new Error('No backup copy was made during the run meant to have one');
    }
  } finally {
    await services.smtp?.close();
    await services.dovecot?.stop();
  }
  const beacons = await beaconRun(pristine.get(Math.min(...volumes))!, connections, durationSeconds);
  console.log(
    `  the pages' beacons alone: ${beacons.beaconsPerSecond} beacons/s, p99 ${beacons.beaconP99Ms} ms, ${beacons.beaconsRefused} not answered 204; enquiries with ${BEACONS_BESIDE_PER_SECOND} beacons/s beside them: ${beacons.besideEnquiriesPerSecond} enquiries/s, p99 ${beacons.besideEnquiryP99Ms} ms, and ${beacons.besideBeaconsPerSecond} beacons/s, p99 ${beacons.besideBeaconP99Ms} ms`,
  );

  printTable(
    [
      'leads stored',
      'round',
      'enquiries/s',
      'p50 ms',
      'p99 ms',
      'max ms',
      'answers',
      'non-2xx',
      'errors',
      'emails',
      'mail in',
      'stored',
    ],
    runs.map((run) => [
      run.storedLeads.toLocaleString('en'),
      run.round,
      run.requestsPerSecond,
      run.latencyP50Ms,
      run.latencyP99Ms,
      run.latencyMaxMs,
      run.requests,
      run.non2xx,
      run.errors,
      run.emailsSent,
      run.mailDelivered,
      run.mailStored,
    ]),
  );
  const best = bestOfRounds(runs);
  console.log('\nBest of the rounds (the highest throughput, the lowest p99):');
  printTable(
    ['leads stored', 'enquiries/s', 'p99 ms'],
    best.map((figures) => [
      figures.storedLeads.toLocaleString('en'),
      figures.requestsPerSecond,
      figures.latencyP99Ms,
    ]),
  );
  const ratios = best.length > 1 ? storedVolumeRatios(best) : undefined;
  if (ratios)
    console.log(
      `  across the databases: throughput ${ratios.requestsPerSecondRatio} (lowest over highest), p50 ${ratios.latencyP50Ratio} and p99 ${ratios.latencyP99Ratio} (highest over lowest)`,
    );
  const missed = runs.reduce((total, run) => total + run.answeredNotStored, 0);
  console.log(`  every enquiry answered 2xx was stored: ${missed === 0 ? 'yes' : `no, ${missed} missing`}`);

  const misses = checkReceiver(best, budgets, duringCopy);
  await record({
    measuredAt: new Date().toISOString(),
    durationSeconds,
    connections,
    rounds,
    database: DATABASE,
    services: services.description,
    runs,
    best,
    ratios,
    duringCopy,
    beacons,
    misses,
  });
  if (misses.length > 0) {
    console.error('\nReceiver over budget:');
    for (const miss of misses)
      console.error(`  ${miss.what} = ${miss.value} (budget ${JSON.stringify(miss.limit)})`);
    process.exitCode = 1;
  } else {
    console.log('\nThe receiver is within budget.');
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
