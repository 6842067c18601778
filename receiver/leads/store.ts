import { randomUUID } from 'node:crypto';
import {
  type CompiledQuery,
  type Compilable,
  type Insertable,
  type QueryResult,
  type SqliteDatabase,
  type Transaction,
} from 'kysely';
import type { Enquiry } from '@/lib/model/enquiry/schema';
import { consentSignals, parseConsent } from '@/lib/model/consent/consent';
import { withinConsent } from '@/lib/model/enquiry/visit';
import { DEFAULT_LOCALE } from '@/lib/model/i18n/locales';
import { sqliteStatements, type LeadsDb } from '../db/database';
import type { Lead, LeadsDatabase, LeadsTable, OutboxTable } from '../db/schema';
import { idempotencyKeyOf, sameEnquiry } from './idempotency';
import { emailKey, phoneE164 } from '@/lib/model/enquiry/identity';
import { newLeadMessages } from '../mail/outboxMessages';
import {
  openDuplicates,
  recordDuplicates,
  samePersonLeads,
  type SamePersonLead,
} from '../pipeline/duplicates';
import { isSpam, spamScore, type SpamSignals, type SpamVerdict } from './spamScore';

export type { Lead };

export interface SavedLead {
  id: string;
  /** False when the enquiry had been stored before (the same key): nothing new was written. */
  created: boolean;
  /** True when that key came before with a different enquiry: `id` is the first one's, to refuse. */
  conflict?: boolean;
  /** True when it was stored aside as spam (nothing was sent). */
  spam?: boolean;
}

/** What the route knows of an enquiry's arrival beyond its content, for the spam score. */
export interface Arrival {
  /** Time from the form's first use to sending, when the page's script measured it. */
  msSinceFormFirstUsed: number | null;
  /** Other enquiries from the same network address in the last minutes. */
  recentFromSameAddress: number;
}

const QUIET_ARRIVAL: Arrival = { msSinceFormFirstUsed: null, recentFromSameAddress: 0 };

interface PendingLead {
  lead: PreparedLead;
  resolve: (saved: SavedLead) => void;
  reject: (error: unknown) => void;
}

/** The most leads one SQLite transaction takes. */
const GROUP_LIMIT = 64;

/**
 * A lead's transaction: `trx` builds its queries (and runs the rare ones), `run` runs the ones
 * compiled once (compiledOnce). On SQLite, `run` hands them to SQLite's own statements, inside the
 * transaction Kysely holds: Kysely's executor around each (its connection, mutex and plugins) took
 * longer than SQLite takes to run such a statement.
 */
interface LeadTransaction {
  trx: Transaction<LeadsDatabase>;
  dialect: 'sqlite' | 'postgres';
  run: <R>(query: CompiledQuery<R>) => Promise<QueryResult<R>>;
}

/** Runs a compiled query on SQLite's statement, as Kysely's SQLite driver would. */
const runOn =
  (statements: SqliteDatabase) =>
  async <R>(query: CompiledQuery<R>): Promise<QueryResult<R>> => {
    const statement = statements.prepare(query.sql);
    if (statement.reader) return { rows: statement.all(query.parameters) as R[] };
    return { rows: [], numAffectedRows: BigInt(statement.run(query.parameters).changes) };
  };

/**
 * SQLite group commit: enquiries arriving while a transaction is being written wait, and are
 * stored together in the next one. With synchronous=FULL each commit costs a flush to disk
 * (0.2 to 2 ms here); one flush then covers every lead of the group, and each is still answered
 * only once its transaction has committed.
 */
class GroupCommit {
  private queue: PendingLead[] = [];
  private running = false;
  private readonly run: LeadTransaction['run'];

  constructor(
    private readonly db: LeadsDb,
    statements: SqliteDatabase,
  ) {
    this.run = runOn(statements);
  }

  save(lead: PreparedLead): Promise<SavedLead> {
    return new Promise((resolve, reject) => {
      this.queue.push({ lead, resolve, reject });
      if (!this.running) void this.drain();
    });
  }

  private async drain() {
    this.running = true;
    // The requests already read in this turn of the event loop join the first group.
    await new Promise((resolve) => setImmediate(resolve));
    while (this.queue.length > 0) {
      const group = this.queue.splice(0, GROUP_LIMIT);
      try {
        const saved = await this.db.transaction().execute(async (trx) => {
          const lead: LeadTransaction = { trx, dialect: 'sqlite', run: this.run };
          const results: SavedLead[] = [];
          for (const item of group) results.push(await insertLead(lead, item.lead));
          return results;
        });
        group.forEach((item, index) => item.resolve(saved[index]!));
      } catch (error) {
        group.forEach((item) => item.reject(error));
      }
    }
    this.running = false;
  }
}

const groups = new WeakMap<LeadsDb, GroupCommit>();

/**
 * Writes a SQLite database's enquiries somewhere other than this thread: the receiver's writer
 * thread (receiver/leads/writerThread.ts), whose commits wait for the disk while this thread
 * goes on reading requests.
 */
export interface LeadWriter {
  save(lead: PreparedLead): Promise<SavedLead>;
}

const writers = new WeakMap<LeadsDb, LeadWriter>();

/** Sends `db`'s enquiries to `writer` from now on (undefined: back to this thread). */
export function writeLeadsWith(db: LeadsDb, writer: LeadWriter | undefined): void {
  if (writer) writers.set(db, writer);
  else writers.delete(db);
}

/**
 * Stores an enquiry and its messages (the office's notice, the visitor's confirmation, the
 * webhook) in one transaction, once per idempotency key; an enquiry that scores as spam is stored
 * aside with none. When this resolves, the lead is committed (SQLite: flushed to disk). On
 * SQLite, enquiries that arrive together share a transaction (GroupCommit), on the writer thread
 * when the receiver runs one (writeLeadsWith).
 */
export async function saveLead(
  db: LeadsDb,
  enquiry: Enquiry,
  source: Lead['source'],
  now = new Date(),
  arrival: Arrival = QUIET_ARRIVAL,
): Promise<SavedLead> {
  const lead = prepareLead(enquiry, source, now, arrival);
  const writer = writers.get(db);
  if (writer) return writer.save(lead);
  return saveLeadHere(db, lead);
}

/** saveLead's transaction on this thread, whatever writer `db` has: the writer thread's own, and its fallback. */
export async function saveLeadHere(db: LeadsDb, lead: PreparedLead): Promise<SavedLead> {
  const statements = sqliteStatements(db);
  if (statements) {
    let group = groups.get(db);
    if (!group) groups.set(db, (group = new GroupCommit(db, statements)));
    return group.save(lead);
  }
  return db
    .transaction()
    .execute((trx) =>
      insertLead({ trx, dialect: 'postgres', run: (query) => trx.executeQuery(query) }, lead),
    );
}

/**
 * A lead's id: a UUID of version 7, which begins with the time it is written (milliseconds), so
 * that each new lead, and its rows in the outbox (`notify:<id>`…), go at the end of their indexes.
 * With random ids (version 4) every lead's key went into another page of each of those indexes,
 * and a commit wrote about twice the pages to disk. Its other 74 bits are random (from randomUUID's
 * pool, cheaper than asking for bytes each time): it stays unguessable.
 */
export function newLeadId(now = Date.now()): string {
  const time = now.toString(16).padStart(12, '0');
  return `${time.slice(0, 8)}-${time.slice(8)}-7${randomUUID().slice(15)}`;
}

/**
 * The enquiry's queries, compiled once per dialect: building and compiling one with Kysely took
 * longer than SQLite takes to run it, and the text is the same for every enquiry. A query is kept
 * only when its compiled parameters are the values given, in their order (as Kysely lays out an
 * insert's rows or a where's operands); otherwise it is built every time.
 */
const compiledQueries = new Map<string, CompiledQuery>();

function compiledOnce<R>(
  key: string,
  parameters: readonly unknown[],
  build: () => Compilable<R>,
): CompiledQuery<R> {
  const known = compiledQueries.get(key) as CompiledQuery<R> | undefined;
  if (known) return { ...known, parameters };
  const compiled = build().compile();
  if (
    compiled.parameters.length === parameters.length &&
    compiled.parameters.every((value, index) => value === parameters[index])
  )
    compiledQueries.set(key, compiled);
  return compiled;
}

/**
 * The same person's latest leads by one key (samePersonLeads), newest first: compiled once per
 * dialect and key, so the enquiry's transaction runs them on SQLite's own statements.
 */
async function samePerson(
  { trx, dialect, run }: LeadTransaction,
  column: 'email_key' | 'phone_e164',
  value: string | null,
  id: string,
): Promise<SamePersonLead[]> {
  if (!value) return [];
  const query = compiledOnce(`${dialect}:same-person:${column}`, [value, id], () =>
    samePersonLeads(trx, column, value, id),
  );
  return (await run(query)).rows;
}

/** One confirmation a day to an address: a bot cannot make the site mail a stranger over and over. */
const CONFIRMATION_GAP_MS = 24 * 60 * 60 * 1000;

/** The spam columns of a verdict. */
const spamColumns = ({ score, reasons }: SpamVerdict) => ({
  spam_score: score,
  spam_reasons: reasons.length ? reasons.join(',') : null,
  spam: isSpam(score) ? 1 : 0,
});

/**
 * What an enquiry's transaction writes, worked out on the thread that received it: its row (the
 * keys it is compared by, its spam score), its messages and its spam signals. The writer thread's
 * time is the receiver's limit (its commits wait for the disk), so it is given only the statements.
 */
export interface PreparedLead {
  row: LeadRow;
  signals: SpamSignals;
  messages: Insertable<OutboxTable>[];
}

export function prepareLead(
  enquiry: Enquiry,
  source: Lead['source'],
  now: Date,
  arrival: Arrival,
): PreparedLead {
  const id = newLeadId();
  const at = now.toISOString();
  const signals = { ...arrival, duplicateOfStored: false, name: enquiry.name, message: enquiry.message };
  return {
    row: leadRow(id, at, enquiry, source, spamScore(signals)),
    signals,
    messages: newLeadMessages(id, at),
  };
}

type LeadRow = ReturnType<typeof leadRow>;

/**
 * What brought the visit, as far as the privacy choice it was sent under allows (withinConsent),
 * and that choice as Consent Mode v2 signals: a page can send anything, so it is applied here, where
 * every enquiry is stored.
 */
function visitColumns(enquiry: Enquiry) {
  const visit = withinConsent(enquiry);
  const choice = parseConsent(enquiry.privacy);
  const signals = choice ? consentSignals(choice) : undefined;
  return {
    gclid: visit.gclid ?? null,
    gbraid: visit.gbraid ?? null,
    wbraid: visit.wbraid ?? null,
    landing_page: visit.landingPage ?? null,
    utm_source: visit.utmSource ?? null,
    utm_medium: visit.utmMedium ?? null,
    utm_campaign: visit.utmCampaign ?? null,
    consent_ad_storage: signals?.ad_storage ?? null,
    consent_ad_user_data: signals?.ad_user_data ?? null,
    consent_ad_personalization: signals?.ad_personalization ?? null,
    consent_analytics_storage: signals?.analytics_storage ?? null,
    consent_version: choice?.version ?? null,
    consent_at: choice ? new Date(choice.at * 1000).toISOString() : null,
  };
}

/** Every value defined (null for none): an undefined one would leave its column out of the SQL. */
const leadRow = (id: string, at: string, enquiry: Enquiry, source: Lead['source'], verdict: SpamVerdict) =>
  ({
    id,
    idempotency_key: idempotencyKeyOf(enquiry),
    created_at: at,
    updated_at: at,
    name: enquiry.name,
    email: enquiry.email,
    phone: enquiry.phone,
    interest: enquiry.interest,
    arrival: enquiry.arrival,
    departure: enquiry.departure,
    message: enquiry.message,
    ...visitColumns(enquiry),
    status: 'new',
    source,
    locale: enquiry.locale ?? DEFAULT_LOCALE,
    email_key: emailKey(enquiry.email),
    phone_e164: phoneE164(enquiry.phone),
    // The promise clock starts with the enquiry (receiver/leads/overdue.ts).
    awaiting_since: at,
    ...spamColumns(verdict),
  }) satisfies Insertable<LeadsTable>;

async function insertLead(
  lead: LeadTransaction,
  { row, signals, messages }: PreparedLead,
): Promise<SavedLead> {
  const { trx, dialect, run } = lead;
  const { id, created_at: at, idempotency_key: key, email_key: email, phone_e164: phone } = row;
  const inserted = await run(
    compiledOnce(`${dialect}:lead`, Object.values(row), () =>
      trx
        .insertInto('leads')
        .values(row)
        .onConflict((conflict) => conflict.column('idempotency_key').doNothing()),
    ),
  );
  if (Number(inserted.numAffectedRows ?? 0) === 0) {
    // Read in the same transaction: a double click is answered with its lead, another enquiry
    // sent under the key is not (conflict).
    const existing = await trx
      .selectFrom('leads')
      .select(['id', 'name', 'email', 'phone', 'interest', 'arrival', 'departure', 'message', 'locale'])
      .where('idempotency_key', '=', key)
      .executeTakeFirstOrThrow();
    if (!sameEnquiry(existing, row)) return { id: existing.id, created: false, conflict: true };
    return { id: existing.id, created: false };
  }
  // Looked up once the lead's insert holds the write lock (on SQLite a transaction that reads
  // first may not become a writer after another process has written): the same person's same
  // message under another key is a bot's repeat.
  // The same lookup by email serves the repeat, the day's one confirmation and the duplicates.
  const earlier = await samePerson(lead, 'email_key', email, id);
  let spam = isSpam(row.spam_score);
  if (earlier.some((before) => before.message === row.message)) {
    const verdict = spamScore({ ...signals, duplicateOfStored: true });
    await trx.updateTable('leads').set(spamColumns(verdict)).where('id', '=', id).execute();
    spam = isSpam(verdict.score);
  }
  const since = new Date(Date.parse(at) - CONFIRMATION_GAP_MS).toISOString();
  const confirmedLately = earlier.some((before) => !before.spam && before.created_at > since);
  // Spam is kept aside: no notice, no confirmation, no webhook until the desk says it is not.
  if (!spam) {
    const sent = messages.filter((message) => !(confirmedLately && message.kind === 'confirm'));
    await run(
      compiledOnce(
        `${dialect}:outbox:${sent.length}`,
        sent.flatMap((message) => Object.values(message)),
        () => trx.insertInto('outbox').values(sent),
      ),
    );
  }
  if (!spam)
    await recordDuplicates(
      trx,
      { id, created_at: at },
      {
        email: openDuplicates(earlier, at),
        phone: openDuplicates(await samePerson(lead, 'phone_e164', phone, id), at),
      },
    );
  return { id, created: true, spam };
}

/** Every lead, oldest first, for the export. */
export async function allLeads(db: LeadsDb): Promise<Lead[]> {
  return db.selectFrom('leads').selectAll().orderBy('created_at').orderBy('id').execute();
}

/** Deletes every lead of one email address (as compared: trimmed, any case), and so its pending email; returns how many. */
export async function forgetEmail(db: LeadsDb, email: string): Promise<number> {
  const result = await db.deleteFrom('leads').where('email_key', '=', emailKey(email)).executeTakeFirst();
  return Number(result.numDeletedRows);
}
