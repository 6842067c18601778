import { createHash, randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import Database from 'better-sqlite3';
import { openDatabase } from '@/receiver/db/database';
import { TRAVEL_INTERESTS } from '@/lib/model/enquiry/schema';

/**
 * SQLite databases already holding leads, for the receiver's bench: the schema as the receiver
 * migrates it (openDatabase), then `leads` leads and their sent messages inserted straight into the
 * file in one transaction (a million in about a minute here). They came over the last 300 days, all
 * answered (contacted, lost or booked): none is due for a reminder or the retention purge, as in a
 * year of a working desk. FREQUENT_SENDER sent 1,000 of them: its earlier leads are what an
 * enquiry from that address looks up.
 *
 * A filled file is kept in `cacheDir` under a name made of the count and the migrations it has,
 * and copied for each run (a run adds leads to its copy).
 */

export const FREQUENT_SENDER = 'frequent.guest@example.com';
export const FREQUENT_SENDER_LEADS = 1_000;
const DAYS = 300;
/** Bump when the rows change, so that kept files are filled again. */
const FILL_VERSION = 1;
const STATUSES = ['contacted', 'contacted', 'offer-sent', 'lost', 'lost', 'booked'] as const;
const NAMES = ['Anna Kowalska', 'Piotr Nowak', 'Zofia Wiśniewska', 'Jan Wójcik', 'Maria Kamińska'];

/** The migrations a database file has, by name. */
function migrationsOf(file: string): string[] {
  const db = new Database(file, { readonly: true, fileMustExist: true });
  const statement = db.prepare<[], { name: string }>('select name from kysely_migration order by name');
  keep(db, statement);
  try {
    return statement.all().map((row) => row.name);
  } finally {
    db.close();
  }
}

/**
 * Under Node 24.21 a better-sqlite3 object that the garbage collector frees aborts the process
 * (node::ObjectWrap's cleanup hook asserts that an environment is current): kept for its life.
 */
const kept: unknown[] = [];
const keep = (...objects: unknown[]) => kept.push(...objects);

/** An empty database with the receiver's schema, migrated as the receiver migrates it. */
async function migrated(file: string): Promise<void> {
  const db = await openDatabase({ kind: 'sqlite', file });
  await db.destroy();
}

/** A lead's id as the receiver makes them: a UUID of version 7 from its time. */
function leadId(time: number): string {
  const hex = time.toString(16).padStart(12, '0');
  return `${hex.slice(0, 8)}-${hex.slice(8)}-7${randomUUID().slice(15)}`;
}

/** The leads, and their three sent messages each, in one transaction. */
function fill(file: string, leads: number, now: number): void {
  const db = new Database(file);
  keep(db);
  try {
    // A file of the bench's own: nothing to recover if this is interrupted, so no journal.
    db.exec('PRAGMA journal_mode = OFF; PRAGMA synchronous = OFF; PRAGMA cache_size = -1000000');
    const leadColumns = [
      'id',
      'idempotency_key',
      'created_at',
      'updated_at',
      'name',
      'email',
      'phone',
      'interest',
      'arrival',
      'departure',
      'message',
      'status',
      'source',
      'locale',
      'contacted_at',
      'reminded_at',
      'lost_reason',
      'booked_at',
      'email_key',
      'phone_e164',
      'spam_score',
      'spam',
    ];
    const required = db
      .prepare<[], { name: string; notnull: number; dflt_value: string | null }>('pragma table_info(leads)')
      .all()
      .filter((column) => column.notnull && column.dflt_value === null && !leadColumns.includes(column.name));
    if (required.length > 0)
      throw new Error(
        `The leads table has required columns the bench does not fill: ${required.map((c) => c.name).join(', ')}`,
      );
    const insertLead = db.prepare(
      `insert into leads (${leadColumns.join(', ')}) values (${leadColumns.map(() => '?').join(', ')})`,
    );
    const insertMessage = db.prepare(
      'insert into outbox (id, kind, lead_id, attempts, next_attempt_at, sent_at) values (?, ?, ?, 1, ?, ?)',
    );
    keep(insertLead, insertMessage);
    const first = now - DAYS * 86_400_000;
    const step = (DAYS * 86_400_000) / Math.max(1, leads);
    const frequentEvery = Math.max(1, Math.floor(leads / FREQUENT_SENDER_LEADS));
    let frequent = 0;
    db.transaction(() => {
      for (let index = 0; index < leads; index += 1) {
        const time = Math.floor(first + index * step);
        const created = new Date(time).toISOString();
        const answered = new Date(time + 3_600_000).toISOString();
        const fromFrequent = index % frequentEvery === 0 && frequent < FREQUENT_SENDER_LEADS;
        if (fromFrequent) frequent += 1;
        const email = fromFrequent ? FREQUENT_SENDER : `stored.${index}@example.com`;
        const status = STATUSES[index % STATUSES.length]!;
        const id = leadId(time);
        const day = 1 + (index % 27);
        const phoneDigits = String(100_000_000 + (index % 899_999_999)).slice(-6);
        insertLead.run(
          id,
          `form:stored-${index}-${randomUUID()}`,
          created,
          answered,
          NAMES[index % NAMES.length],
          email,
          index % 3 === 0 ? '' : `+48 601 ${phoneDigits.slice(0, 3)} ${phoneDigits.slice(3)}`,
          TRAVEL_INTERESTS[index % TRAVEL_INTERESTS.length],
          `2027-07-${String(day).padStart(2, '0')}`,
          `2027-07-${String(day + 1).padStart(2, '0')}`,
          `Stored enquiry ${index}: a week in Valletta with two evenings at the casino.`,
          status,
          index % 2 === 0 ? 'script' : 'form',
          index % 4 === 0 ? 'en' : 'pl',
          answered,
          null,
          status === 'lost' ? 'price' : null,
          status === 'booked' ? answered : null,
          email,
          index % 3 === 0 ? null : `+48601${phoneDigits}`,
          0,
          0,
        );
        for (const kind of ['confirm', 'notify', 'webhook'])
          insertMessage.run(`${kind}:${id}`, kind, id, created, new Date(time + 5_000).toISOString());
      }
    })();
    db.exec('PRAGMA journal_mode = WAL');
  } finally {
    db.close();
  }
}

/**
 * The path of a database file holding `leads` leads (FREQUENT_SENDER_LEADS of them from one
 * address when there are that many), filled once into `cacheDir` and reused while the schema's
 * migrations are the same. Copy it before use: a run writes to it.
 */
export async function prefilledDatabase(
  cacheDir: string,
  leads: number,
  log: (line: string) => void,
): Promise<string> {
  await mkdir(cacheDir, { recursive: true });
  const probe = path.join(cacheDir, `migrations-${process.pid}.db`);
  await migrated(probe);
  const migrations = migrationsOf(probe);
  await rm(probe, { force: true });
  await rm(`${probe}-wal`, { force: true });
  await rm(`${probe}-shm`, { force: true });
  const schema = createHash('sha256')
    .update(`${FILL_VERSION}\n${migrations.join('\n')}`)
    .digest('hex')
    .slice(0, 12);
  const file = path.join(cacheDir, `leads-${leads}-${schema}.db`);
  if (existsSync(file)) return file;
  const filling = `${file}.filling-${process.pid}`;
  const started = Date.now();
  await migrated(filling);
  if (leads > 0) fill(filling, leads, started);
  await rm(`${filling}-wal`, { force: true });
  await rm(`${filling}-shm`, { force: true });
  await rename(filling, file);
  log(
    `  filled ${leads.toLocaleString('en')} leads in ${((Date.now() - started) / 1000).toFixed(1)} s: ${file}`,
  );
  return file;
}
