// @vitest-environment node
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { chmod, copyFile, mkdir, open, readdir, readFile, rm, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { promisify } from 'node:util';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { backupIntoFolder, copyName, listCopies, withFolderLock } from '@/receiver/backup/folder';
import { startBackupSchedule } from '@/receiver/backup/schedule';
import { copyDatabase } from '@/receiver/backup/sqliteCopy';
import { readSettings } from '@/receiver/config/settings';
import { openDatabase } from '@/receiver/db/database';
import { saveLead } from '@/receiver/leads/store';
import { validEnquiry } from '../fixtures/enquiry';
import {
  enquiryFor,
  enquiryKey,
  leadIdOf,
  postEnquiry,
  readLeadsFile,
  runId,
  startReceiver,
  tempFolder,
  waitFor,
  type ReceiverProcess,
} from './support/receiver';

/**
 * No lead lost if the disk dies: the SQLite database's copies (`npm run leads -- backup`, and the
 * receiver's schedule) and `npm run leads -- restore`, with real processes: receivers started as
 * production runs them, the command line as the office runs it, a real SQLite file.
 */

const execFileAsync = promisify(execFile);
const ROOT = process.cwd();
/** The receiver's own settings: the command line gets none of the caller's, only those given. */
const RECEIVER_SETTING = /^(HOST|PORT|DATABASE_URL|SMTP_URL|LEADS_\w+)$/;

interface CliRun {
  code: number;
  stdout: string;
  stderr: string;
  ms: number;
}

/** `npm run leads -- …` as the office runs it (`tsx receiver/cli.ts`), with these settings only. */
async function leads(env: Record<string, string>, ...args: string[]): Promise<CliRun> {
  const childEnv: NodeJS.ProcessEnv = { ...process.env };
  for (const name of Object.keys(childEnv)) if (RECEIVER_SETTING.test(name)) delete childEnv[name];
  Object.assign(childEnv, env);
  const started = performance.now();
  const ms = () => Math.round(performance.now() - started);
  try {
    const { stdout, stderr } = await execFileAsync(
      process.execPath,
      ['--import', 'tsx', path.join(ROOT, 'receiver', 'cli.ts'), ...args],
      { cwd: ROOT, env: childEnv, timeout: 120_000 },
    );
    return { code: 0, stdout, stderr, ms: ms() };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr, ms: ms() };
  }
}

/** An executable shell script in `dir`. */
async function script(dir: string, name: string, body: string): Promise<string> {
  const file = path.join(dir, name);
  await writeFile(file, `#!/bin/sh\nset -e\n${body}\n`);
  await chmod(file, 0o755);
  return file;
}

type Row = Record<string, unknown>;
const leadRows = (db: Database.Database) =>
  db.prepare<[], Row & { id: string }>('select * from leads order by id').all();
const sha256 = async (file: string) =>
  createHash('sha256')
    .update(await readFile(file))
    .digest('hex');
const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
};

/** A live database with a few leads, made as the receiver makes it. */
async function liveDatabase(file: string, count = 3): Promise<void> {
  const db = await openDatabase({ kind: 'sqlite', file });
  for (let index = 0; index < count; index += 1)
    await saveLead(db, validEnquiry({ email: `guest${index}@example.com` }), 'script');
  await db.destroy();
}

interface Sent {
  index: number;
  startedAt: number;
  /** Date.now() once the answer was read: the lead was committed before. */
  answeredAt?: number;
  status?: number;
  id?: string;
  error?: string;
}

const acknowledged = (sent: Sent) => sent.status === 201 || sent.status === 200;

describe('the drill: the receiver takes enquiries, copies are made, the disk dies, a copy is restored', () => {
  it(
    'keeps every enquiry acknowledged before the copy began, with every column equal',
    { timeout: 300_000 },
    async () => {
      const folder = await tempFolder();
      // The disk that dies holds the database and the local copies; the ship command puts each copy
      // in `offsite`, another machine's disk in production.
      const disk = path.join(folder.dir, 'disk');
      const offsite = path.join(folder.dir, 'offsite');
      await mkdir(offsite, { recursive: true });
      const dbFile = path.join(disk, 'leads.db');
      const backups = path.join(disk, 'backups');
      const ship = await script(folder.dir, 'ship-offsite.sh', `cp -- "$1" '${offsite}/'`);
      const backupSettings = {
        LEADS_BACKUP_DIR: backups,
        LEADS_BACKUP_KEEP: '1000',
        LEADS_BACKUP_COMMAND: ship,
      };
      // One client address sends them all, without pause: the per-address limit is not what is tested.
      const settings = { LEADS_RATE_LIMIT: '0', LEADS_BACKUP_EVERY: '2s', ...backupSettings };
      const run = runId();
      const sent: Sent[] = [];
      const receivers: ReceiverProcess[] = [];
      const timings: string[] = [];
      try {
        const started = performance.now();
        const first = await startReceiver(dbFile, settings);
        receivers.push(first);
        timings.push(`receiver ready in ${Math.round(performance.now() - started)} ms`);

        // Enquiries without pause, two at a time, until the receiver is killed (more at once would
        // only make the file, and every copy of it, larger: the copy runs at the lowest priority).
        let sending = true;
        const sender = async () => {
          while (sending) {
            const record: Sent = { index: sent.length, startedAt: Date.now() };
            sent.push(record);
            try {
              const answer = await postEnquiry(first.url, enquiryFor(run, record.index), 10_000);
              record.status = answer.status;
              record.id = leadIdOf(answer);
              record.answeredAt = Date.now();
            } catch (error) {
              record.error = error instanceof Error ? error.message : String(error);
              if (sending) await new Promise((resolve) => setTimeout(resolve, 50));
            }
          }
        };
        const senders = Promise.all(Array.from({ length: 2 }, sender));
        const acked = () => sent.filter(acknowledged).length;

        // The schedule's first copies, made while enquiries come.
        await waitFor('two scheduled copies', async () => (await listCopies(backups)).length >= 2, {
          timeoutMs: 60_000,
          intervalMs: 100,
        });
        const cliEnv = { LEADS_DB: dbFile, ...backupSettings };

        // `leads backup` into the folder, and to a file of the caller's choice, meanwhile.
        const folderCopyStartedAt = Date.now();
        const folderCopy = await leads(cliEnv, 'backup');
        expect(folderCopy, 'leads backup').toMatchObject({ code: 0 });
        expect(folderCopy.stdout).toMatch(/Copied .* to .*leads-.*\.db: \d+ leads, .* integrity checked/);
        const explicitFile = path.join(folder.dir, 'chosen', 'explicit-copy.db');
        await mkdir(path.dirname(explicitFile));
        const explicitStartedAt = Date.now();
        const explicitCopy = await leads(cliEnv, 'backup', explicitFile);
        expect(explicitCopy, 'leads backup FILE').toMatchObject({ code: 0 });
        timings.push(
          `leads backup (folder) ${folderCopy.ms} ms, (FILE) ${explicitCopy.ms} ms, process start included`,
        );

        // A restore is refused while the receiver has the database open, and changes nothing.
        const ackedBeforeRefusal = acked();
        const refused = await leads(cliEnv, 'restore', explicitFile);
        expect(refused.code, refused.stdout + refused.stderr).toBe(1);
        expect(refused.stderr).toContain('Restore refused: a receiver');
        expect(refused.stderr).toContain(`${dbFile}.lock`);
        await waitFor('enquiries acknowledged after the refusal', () => acked() > ackedBeforeRefusal + 20, {
          timeoutMs: 30_000,
        });

        // One more scheduled copy, begun after the command line's, shipped off the machine.
        const lastCliCopy = (await listCopies(backups)).at(-1)!;
        const last = await waitFor(
          'a scheduled copy after the command line’s, shipped',
          async () => {
            const newest = (await listCopies(offsite)).at(-1);
            return newest && newest.at > lastCliCopy.at ? newest : undefined;
          },
          { timeoutMs: 60_000, intervalMs: 100 },
        );
        await waitFor(
          'more enquiries after that copy',
          () => sent.some((s) => (s.answeredAt ?? 0) > last.at.getTime() + 500),
          {
            timeoutMs: 30_000,
          },
        );

        // The disk dies: the receiver is killed mid-stream, and its disk is gone.
        const exit = await first.kill();
        sending = false;
        await senders;
        expect(exit.signal).toBe('SIGKILL');
        const scheduledLines = first.output().match(/backup: \S+leads-\S+\.db \(\d+ leads/g) ?? [];
        const beforeCrash = new Map(readLeadsFile(dbFile, leadRows).map((row) => [row.id, row]));
        const copiesMade = (await listCopies(backups)).length;
        await rm(disk, { recursive: true, force: true });

        // Restored from the last copy, shipped off the machine, by the command line.
        const restore = await leads({ LEADS_DB: dbFile }, 'restore', last.file);
        expect(restore, 'leads restore').toMatchObject({ code: 0 });
        expect(restore.stdout).toContain(`Restored ${dbFile} from ${last.file}`);
        const restored = readLeadsFile(dbFile, (db) => ({
          rows: leadRows(db),
          integrity: db.pragma('integrity_check', { simple: true }),
        }));
        expect(restored.integrity).toBe('ok');
        const restoredById = new Map(restored.rows.map((row) => [row.id, row]));

        // Every enquiry acknowledged before the copy began is there, every column as it was.
        const ackedBeforeCopy = sent.filter((s) => acknowledged(s) && s.answeredAt! < last.at.getTime());
        const missing = ackedBeforeCopy.filter((s) => !restoredById.has(s.id!)).map((s) => s.index);
        const unequal = ackedBeforeCopy
          .filter((s) => restoredById.has(s.id!))
          .filter((s) => JSON.stringify(restoredById.get(s.id!)) !== JSON.stringify(beforeCrash.get(s.id!)))
          .map((s) => ({
            index: s.index,
            restored: restoredById.get(s.id!),
            before: beforeCrash.get(s.id!),
          }));
        // And the copy holds nothing that was not in the database (a consistent snapshot).
        const foreign = restored.rows.filter(
          (row) => JSON.stringify(row) !== JSON.stringify(beforeCrash.get(row.id)),
        );
        const keysMatch = ackedBeforeCopy.filter(
          (s) => restoredById.get(s.id!)?.idempotency_key !== `form:${enquiryKey(run, s.index)}`,
        );

        // The copy the command line wrote to FILE holds every enquiry acknowledged before it ran.
        const explicitIds = new Set(readLeadsFile(explicitFile, leadRows).map((row) => row.id));
        const ackedBeforeExplicit = sent.filter((s) => acknowledged(s) && s.answeredAt! < explicitStartedAt);
        const missingFromExplicit = ackedBeforeExplicit.filter((s) => !explicitIds.has(s.id!)).length;
        const folderCopyFile = /to (\S+leads-\S+\.db):/.exec(folderCopy.stdout)?.[1] ?? '';
        const folderCopyShipped = path.join(offsite, path.basename(folderCopyFile));
        const folderCopyIds = new Set(readLeadsFile(folderCopyShipped, leadRows).map((row) => row.id));
        const missingFromFolderCopy = sent.filter(
          (s) => acknowledged(s) && s.answeredAt! < folderCopyStartedAt && !folderCopyIds.has(s.id!),
        ).length;

        // The restored database takes new enquiries, and knows the old ones.
        const second = await startReceiver(dbFile, { LEADS_RATE_LIMIT: '0' });
        receivers.push(second);
        const fresh = await Promise.all(
          [0, 1, 2].map((offset) => postEnquiry(second.url, enquiryFor(run, sent.length + offset))),
        );
        const replayed = ackedBeforeCopy.at(-1)!;
        const replay = await postEnquiry(second.url, enquiryFor(run, replayed.index));
        const secondExit = await second.stop();
        const afterNew = readLeadsFile(
          dbFile,
          (db) => db.prepare('select count(*) as n from leads').get() as { n: number },
        );

        const latencies = sent.filter(acknowledged).map((s) => s.answeredAt! - s.startedAt);
        const ackedAll = sent.filter(acknowledged);
        console.log(
          [
            'Backup drill:',
            `  enquiries sent: ${sent.length}; acknowledged (2xx): ${ackedAll.length}; other statuses: ${sent.filter((s) => s.status !== undefined && !acknowledged(s)).length}; no answer (in flight at the kill): ${sent.filter((s) => s.error).length}`,
            `  copies made while they came: ${copiesMade} in the folder (${scheduledLines.length} by the schedule, every 2 s; 1 by leads backup), 1 by leads backup FILE`,
            `  restored from ${path.basename(last.file)} (scheduled, shipped off the machine); acknowledged after it began, before the kill: ${ackedAll.filter((s) => s.answeredAt! >= last.at.getTime()).length} (no copy can hold those: the next one would)`,
            `  acknowledged before that copy began: ${ackedBeforeCopy.length}; found after the restore: ${ackedBeforeCopy.length - missing.length}, every column equal: ${ackedBeforeCopy.length - missing.length - unequal.length}`,
            `  rows in the restored database: ${restored.rows.length} (rows unlike the database before the crash: ${foreign.length})`,
            `  leads backup FILE: ${ackedBeforeExplicit.length} acknowledged before it ran, ${missingFromExplicit} missing; leads backup into the folder: ${missingFromFolderCopy} missing`,
            `  leads restore while the receiver ran: refused (exit ${refused.code})`,
            `  enquiry latency while copies were made: median ${percentile(latencies, 50)} ms, p95 ${percentile(latencies, 95)} ms, p99 ${percentile(latencies, 99)} ms, max ${latencies.reduce((most, ms) => Math.max(most, ms), 0)} ms`,
            `  restored receiver: new enquiries ${fresh.map((a) => a.status).join(', ')}; one acknowledged before the copy sent again: ${replay.status}`,
            `  ${timings.join('; ')}`,
            ...scheduledLines.slice(-3).map((line) => `  receiver log: ${line}`),
          ].join('\n'),
        );

        expect(ackedBeforeCopy.length).toBeGreaterThan(100);
        expect(scheduledLines.length).toBeGreaterThanOrEqual(2);
        expect(missing).toEqual([]);
        expect(unequal).toEqual([]);
        expect(keysMatch).toEqual([]);
        expect(foreign).toEqual([]);
        expect(missingFromExplicit).toBe(0);
        expect(missingFromFolderCopy).toBe(0);
        expect(fresh.map((answer) => answer.status)).toEqual([201, 201, 201]);
        expect(replay.status).toBe(200);
        expect(leadIdOf(replay)).toBe(replayed.id);
        expect(afterNew.n).toBe(restored.rows.length + 3);
        expect(secondExit).toEqual({ code: 0, signal: null });
        // Copies in a process of their own: enquiries kept being answered, none waited seconds.
        expect(percentile(latencies, 99)).toBeLessThan(3_000);
      } finally {
        await Promise.all(receivers.map((receiver) => receiver.kill()));
        await folder.remove();
      }
    },
  );
});

describe('npm run leads -- restore', () => {
  it(
    'refuses what is not a sound copy of the leads database, and leaves the live one untouched',
    { timeout: 180_000 },
    async () => {
      const folder = await tempFolder();
      try {
        await liveDatabase(folder.dbFile);
        const good = path.join(folder.dir, 'good.db');
        await copyDatabase(folder.dbFile, good);

        const text = path.join(folder.dir, 'notes.db');
        await writeFile(text, 'Not a database: a note that happens to end in .db\n'.repeat(200));
        // A copy whose leads table's pages were overwritten on the way (a bad disk, a cut transfer).
        const corrupt = path.join(folder.dir, 'corrupt.db');
        await copyFile(good, corrupt);
        const { root, pageSize } = readLeadsFile(corrupt, (db) => ({
          root: (
            db.prepare("select rootpage from sqlite_master where name = 'leads'").get() as {
              rootpage: number;
            }
          ).rootpage,
          pageSize: db.pragma('page_size', { simple: true }) as number,
        }));
        const handle = await open(corrupt, 'r+');
        await handle.write(Buffer.alloc(pageSize, 0xa5), 0, pageSize, (root - 1) * pageSize);
        await handle.close();
        // A sound SQLite database, but not the receiver's.
        const foreign = path.join(folder.dir, 'foreign.db');
        const other = new Database(foreign);
        other.exec('create table leads (id text); insert into leads values (1)');
        other.close();

        const before = await sha256(folder.dbFile);
        // The lock file a restore takes is made at its first attempt; nothing else may appear.
        const files = async () => (await readdir(folder.dir)).filter((name) => name !== 'leads.db.lock');
        const listing = await files();
        const env = { LEADS_DB: folder.dbFile };
        for (const [file, reason] of [
          [text, 'file is not a database'],
          [corrupt, 'not a sound copy'],
          [foreign, 'not the receiver’s'],
          [path.join(folder.dir, 'missing.db'), 'is not a file'],
          [folder.dbFile, 'is the live database itself'],
        ] as const) {
          const result = await leads(env, 'restore', file);
          expect(result.code, `${file}: ${result.stdout}${result.stderr}`).toBe(1);
          expect(result.stderr).toContain('Restore refused:');
          expect(result.stderr).toContain(reason);
          expect(await sha256(folder.dbFile)).toBe(before);
          expect(await files()).toEqual(listing);
        }

        // And the sound copy is taken (no receiver holds the database).
        const accepted = await leads(env, 'restore', good);
        expect(accepted, accepted.stderr).toMatchObject({ code: 0 });
        expect(accepted.stdout).toMatch(/: 3 leads, schema 0\d\d_/);
        expect(accepted.stdout).toContain('The database it replaced is kept as');
      } finally {
        await folder.remove();
      }
    },
  );

  it('with DATABASE_URL, points to PostgreSQL’s own tools', { timeout: 60_000 }, async () => {
    const env = { DATABASE_URL: 'postgres://leads@127.0.0.1:1/leads' };
    const backup = await leads(env, 'backup');
    expect(backup.code).toBe(2);
    expect(backup.stderr).toContain('pg_dump');
    const restore = await leads(env, 'restore', 'leads.dump');
    expect(restore.code).toBe(2);
    expect(restore.stderr).toContain('pg_restore');
  });
});

describe('the backup folder', () => {
  it('keeps LEADS_BACKUP_KEEP copies, deleting only its own older ones', async () => {
    const folder = await tempFolder();
    try {
      await liveDatabase(folder.dbFile);
      const backups = path.join(folder.dir, 'backups');
      await mkdir(backups);
      const others = ['notes.txt', 'leads-manual.db', 'leads-2020-01-01T00-00-00.000Z.db.bak', 'leads.db'];
      for (const name of others) await writeFile(path.join(backups, name), 'keep me');
      // A temporary copy left by a process that died an hour ago, and one being written now.
      const stale = '.leads-2020-01-01T00-00-00.000Z.db.999999.partial';
      const fresh = '.leads-2020-01-01T00-00-01.000Z.db.999998.partial';
      for (const name of [stale, fresh]) await writeFile(path.join(backups, name), 'partial');
      const old = new Date(Date.now() - 2 * 3_600_000);
      await utimes(path.join(backups, stale), old, old);

      const settings = { folder: backups, keep: 2 };
      const made: string[] = [];
      for (let round = 0; round < 4; round += 1) {
        const result = await withFolderLock(backups, 10_000, () => backupIntoFolder(folder.dbFile, settings));
        made.push(result!.copy.name);
        expect(result!.copy.leads).toBe(3);
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
      const left = (await readdir(backups)).sort();
      expect(left).toEqual([...others, '.leads-backup.lock', fresh, ...made.slice(-2)].sort());
    } finally {
      await folder.remove();
    }
  });

  it(
    'gets one scheduled copy a period from several receivers on one database',
    { timeout: 120_000 },
    async () => {
      const folder = await tempFolder();
      try {
        await liveDatabase(folder.dbFile);
        const backups = path.join(folder.dir, 'backups');
        const everyMs = 1_000;
        const log: string[] = [];
        // Three receivers' schedules (the folder's lock is the same between processes and within one).
        const schedules = [1, 2, 3].map((receiver) =>
          startBackupSchedule(folder.dbFile, { folder: backups, keep: 100, everyMs }, (line) =>
            log.push(`${receiver}: ${line}`),
          ),
        );
        try {
          await waitFor('five copies', async () => (await listCopies(backups)).length >= 5, {
            timeoutMs: 60_000,
            intervalMs: 100,
          });
        } finally {
          await Promise.all(schedules.map((schedule) => schedule.stop()));
        }
        const periods = (await listCopies(backups)).map((copy) => Math.floor(copy.at.getTime() / everyMs));
        expect(new Set(periods).size, log.join('\n')).toBe(periods.length);
        expect(log.filter((line) => !/: backup: \S+ \(3 leads/.test(line))).toEqual([]);
      } finally {
        await folder.remove();
      }
    },
  );

  it(
    'copies while the event loop keeps serving (the copy runs in a process of its own)',
    { timeout: 120_000 },
    async () => {
      const folder = await tempFolder();
      try {
        await liveDatabase(folder.dbFile);
        // Some 40 MB of other rows, so that the copy takes a while.
        const filler = new Database(folder.dbFile);
        filler.exec('create table ballast (data blob)');
        const insert = filler.prepare('insert into ballast values (randomblob(4000))');
        filler.transaction(() => {
          for (let index = 0; index < 10_000; index += 1) insert.run();
        })();
        filler.close();

        const delay = monitorEventLoopDelay({ resolution: 10 });
        delay.enable();
        const started = performance.now();
        const copy = await copyDatabase(folder.dbFile, path.join(folder.dir, copyName(new Date())));
        const copyMs = performance.now() - started;
        delay.disable();
        const maxDelayMs = delay.max / 1e6;
        console.log(
          `Copy of a ${(copy.bytes / 1_048_576).toFixed(1)} MB database: ${Math.round(copyMs)} ms; the event loop's longest delay meanwhile ${maxDelayMs.toFixed(1)} ms`,
        );
        expect(copy.bytes).toBeGreaterThan(30 * 1_048_576);
        expect(maxDelayMs).toBeLessThan(Math.max(250, copyMs / 4));
      } finally {
        await folder.remove();
      }
    },
  );
});

describe('the ship command', () => {
  it(
    'gets the copy’s path as an argument, through no shell; its failure is reported and retried',
    { timeout: 180_000 },
    async () => {
      const folder = await tempFolder();
      try {
        await liveDatabase(folder.dbFile);
        // A folder name a shell would act on, were the path ever handed to one.
        const backups = path.join(folder.dir, 'back ups; touch PWNED $(touch PWNED2) `touch PWNED3`');
        const calls = path.join(folder.dir, 'calls.log');
        const failing = path.join(folder.dir, 'remote-down');
        const ship = await script(
          folder.dir,
          'ship.sh',
          [
            `printf '%s|%s|%s|%s\\n' "$#" "$1" "$2" "$LEADS_BACKUP_FILE" >> '${calls}'`,
            `if [ -e '${failing}' ]; then echo 'offsite store unreachable' >&2; exit 3; fi`,
          ].join('\n'),
        );
        const env = {
          LEADS_DB: folder.dbFile,
          LEADS_BACKUP_DIR: backups,
          LEADS_BACKUP_COMMAND: `${ship} --to-offsite`,
        };
        const calledWith = async () =>
          (await readFile(calls, 'utf8').catch(() => ''))
            .trim()
            .split('\n')
            .filter(Boolean)
            .map((line) => line.split('|'));

        // The remote is down: the copy is made and kept, the failure said, the exit status 1.
        await writeFile(failing, '');
        const down = await leads(env, 'backup');
        expect(down.code, down.stdout + down.stderr).toBe(1);
        expect(down.stderr).toMatch(
          /Shipping .* failed \(it is tried again at the next backup\): .*exit code 3: offsite store unreachable/,
        );
        const [firstCopy] = await listCopies(backups);
        expect(firstCopy).toBeDefined();
        expect(await readdir(backups)).toContain(`${firstCopy!.name}.unshipped`);
        expect(await calledWith()).toEqual([['2', '--to-offsite', firstCopy!.file, firstCopy!.file]]);

        // The schedule reports it in the receiver's log, and tries again at its next copy.
        const log: string[] = [];
        const schedule = startBackupSchedule(
          folder.dbFile,
          { ...readSettings(env).backup, everyMs: 1_000 },
          (line) => log.push(line),
        );
        try {
          await waitFor(
            'the schedule’s report of the failure',
            () =>
              log.find((line) =>
                /shipping .* failed, tried again at the next backup: .*offsite store unreachable/.test(line),
              ),
            { timeoutMs: 30_000 },
          );
        } finally {
          await schedule.stop();
        }

        // The remote is back: the next backup ships the copies that waited, oldest first, then its own.
        await rm(failing);
        const callsBefore = (await calledWith()).length;
        const up = await leads(env, 'backup');
        expect(up, up.stderr).toMatchObject({ code: 0 });
        const copies = await listCopies(backups);
        const shippedNow = (await calledWith()).slice(callsBefore).map((call) => call[2]);
        expect(shippedNow).toEqual(copies.map((copy) => copy.file));
        expect(up.stdout.match(/^Shipped /gm)?.length).toBe(copies.length);
        expect((await readdir(backups)).filter((name) => name.endsWith('.unshipped'))).toEqual([]);
        for (const call of await calledWith()) expect(call[1]).toBe('--to-offsite');
        // Nothing was run through a shell.
        for (const dir of [folder.dir, backups, ROOT])
          expect((await readdir(dir)).filter((name) => name.startsWith('PWNED'))).toEqual([]);
        console.log(
          `Ship command: ${(await calledWith()).length} calls, ${copies.length} copies; the failure as the command line said it: ${down.stderr.trim()}`,
        );
      } finally {
        await folder.remove();
      }
    },
  );
});

describe('backup settings', () => {
  it('take a period as a number and one unit, and no schedule on PostgreSQL', () => {
    const backup = (environment: Record<string, string>) => readSettings(environment, '/srv/site').backup;
    expect(backup({})).toEqual({
      folder: '/srv/site/.data/backups',
      everyMs: undefined,
      keep: 28,
      command: undefined,
    });
    expect(
      backup({
        LEADS_BACKUP_EVERY: '6h',
        LEADS_BACKUP_KEEP: '8',
        LEADS_BACKUP_COMMAND: ' /usr/local/bin/ship  --fast ',
      }),
    ).toEqual({
      folder: '/srv/site/.data/backups',
      everyMs: 6 * 3_600_000,
      keep: 8,
      command: ['/usr/local/bin/ship', '--fast'],
    });
    expect(backup({ LEADS_BACKUP_EVERY: '30m', LEADS_BACKUP_DIR: '/backups' })).toMatchObject({
      folder: '/backups',
      everyMs: 30 * 60_000,
    });
    expect(backup({ LEADS_BACKUP_EVERY: '1d' }).everyMs).toBe(86_400_000);
    for (const wrong of ['6 hours', '1.5h', '0s', '1h30m', '-1d', 'h'])
      expect(() => backup({ LEADS_BACKUP_EVERY: wrong }), wrong).toThrow(
        /LEADS_BACKUP_EVERY: must be a whole number and a unit/,
      );
    expect(() => backup({ LEADS_BACKUP_KEEP: '0' })).toThrow(/LEADS_BACKUP_KEEP/);
    expect(() => backup({ DATABASE_URL: 'postgres://leads@db/leads', LEADS_BACKUP_EVERY: '6h' })).toThrow(
      /pg_dump/,
    );
  });
});
