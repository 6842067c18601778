import { randomUUID } from 'node:crypto';
import { sql, type Transaction } from 'kysely';
import type { Enquiry } from '@/lib/model/enquiry/schema';
import { DEFAULT_LOCALE } from '@/lib/model/i18n/locales';
import { isSqlite, type LeadsDb } from '../db/database';
import type { Lead, LeadsDatabase } from '../db/schema';
import { idempotencyKeyOf, sameEnquiry } from './idempotency';
import { emailKey, phoneE164 } from '@/lib/model/enquiry/identity';
import { newLeadMessages } from '../mail/outboxMessages';
import { flagDuplicates } from '../pipeline/duplicates';
import { isSpam, spamScore, type SpamVerdict } from './spamScore';

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
  enquiry: Enquiry;
  source: Lead['source'];
  now: Date;
  arrival: Arrival;
  resolve: (saved: SavedLead) => void;
  reject: (error: unknown) => void;
}

/** The most leads one SQLite transaction takes. */
const GROUP_LIMIT = 64;

/**
 * SQLite group commit: enquiries arriving while a transaction is being written wait, and are
 * stored together in the next one. With synchronous=FULL each commit costs a flush to disk
 * (0.2 to 2 ms here); one flush then covers every lead of the group, and each is still answered
 * only once its transaction has committed.
 */
class GroupCommit {
  private queue: PendingLead[] = [];
  private running = false;

  constructor(private readonly db: LeadsDb) {}

  save(enquiry: Enquiry, source: Lead['source'], now: Date, arrival: Arrival): Promise<SavedLead> {
    return new Promise((resolve, reject) => {
      this.queue.push({ enquiry, source, now, arrival, resolve, reject });
      if (!this.running) void this.run();
    });
  }

  private async run() {
    this.running = true;
    // The requests already read in this turn of the event loop join the first group.
    await new Promise((resolve) => setImmediate(resolve));
    while (this.queue.length > 0) {
      const group = this.queue.splice(0, GROUP_LIMIT);
      try {
        const saved = await this.db.transaction().execute(async (trx) => {
          const results: SavedLead[] = [];
          for (const item of group)
            results.push(await insertLead(trx, item.enquiry, item.source, item.now, item.arrival));
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
 * Stores an enquiry and its messages (the office's notice, the visitor's confirmation, the
 * webhook) in one transaction, once per idempotency key; an enquiry that scores as spam is stored
 * aside with none. When this resolves, the lead is committed (SQLite: flushed to disk). On
 * SQLite, enquiries that arrive together share a transaction (GroupCommit).
 */
export async function saveLead(
  db: LeadsDb,
  enquiry: Enquiry,
  source: Lead['source'],
  now = new Date(),
  arrival: Arrival = QUIET_ARRIVAL,
): Promise<SavedLead> {
  if (isSqlite(db)) {
    let group = groups.get(db);
    if (!group) groups.set(db, (group = new GroupCommit(db)));
    return group.save(enquiry, source, now, arrival);
  }
  return db.transaction().execute((trx) => insertLead(trx, enquiry, source, now, arrival));
}

/** What the same person (the same email, any case) sent before: some of their latest leads. */
async function earlierLeads(trx: Transaction<LeadsDatabase>, enquiry: Enquiry, id: string) {
  return trx
    .selectFrom('leads')
    .select(['message', 'created_at', 'spam'])
    .where(sql<string>`lower(email)`, '=', enquiry.email.toLowerCase())
    .where('id', '!=', id)
    .orderBy('created_at', 'desc')
    .limit(20)
    .execute();
}

/** One confirmation a day to an address: a bot cannot make the site mail a stranger over and over. */
const CONFIRMATION_GAP_MS = 24 * 60 * 60 * 1000;

/** The spam columns of a verdict. */
const spamColumns = ({ score, reasons }: SpamVerdict) => ({
  spam_score: score,
  spam_reasons: reasons.length ? reasons.join(',') : null,
  spam: isSpam(score) ? 1 : 0,
});

async function insertLead(
  trx: Transaction<LeadsDatabase>,
  enquiry: Enquiry,
  source: Lead['source'],
  now: Date,
  arrival: Arrival,
): Promise<SavedLead> {
  const key = idempotencyKeyOf(enquiry);
  const id = randomUUID();
  const at = now.toISOString();
  const signals = { ...arrival, duplicateOfStored: false, name: enquiry.name, message: enquiry.message };
  let verdict = spamScore(signals);
  const inserted = await trx
    .insertInto('leads')
    .values({
      id,
      idempotency_key: key,
      created_at: at,
      updated_at: at,
      name: enquiry.name,
      email: enquiry.email,
      phone: enquiry.phone,
      interest: enquiry.interest,
      arrival: enquiry.arrival,
      departure: enquiry.departure,
      message: enquiry.message,
      gclid: enquiry.gclid ?? null,
      landing_page: enquiry.landingPage ?? null,
      status: 'new',
      source,
      locale: enquiry.locale ?? DEFAULT_LOCALE,
      email_key: emailKey(enquiry.email),
      phone_e164: phoneE164(enquiry.phone),
      // The promise clock starts with the enquiry (receiver/leads/overdue.ts).
      awaiting_since: at,
      ...spamColumns(verdict),
    })
    .onConflict((conflict) => conflict.column('idempotency_key').doNothing())
    .executeTakeFirst();
  if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) {
    // Read in the same transaction: a double click is answered with its lead, another enquiry
    // sent under the key is not (conflict).
    const existing = await trx
      .selectFrom('leads')
      .select(['id', 'name', 'email', 'phone', 'interest', 'arrival', 'departure', 'message', 'locale'])
      .where('idempotency_key', '=', key)
      .executeTakeFirstOrThrow();
    if (!sameEnquiry(existing, enquiry)) return { id: existing.id, created: false, conflict: true };
    return { id: existing.id, created: false };
  }
  // Looked up once the lead's insert holds the write lock (on SQLite a transaction that reads
  // first may not become a writer after another process has written): the same person's same
  // message under another key is a bot's repeat.
  const earlier = await earlierLeads(trx, enquiry, id);
  if (earlier.some((lead) => lead.message === enquiry.message)) {
    verdict = spamScore({ ...signals, duplicateOfStored: true });
    await trx.updateTable('leads').set(spamColumns(verdict)).where('id', '=', id).execute();
  }
  const spam = isSpam(verdict.score);
  const since = new Date(now.getTime() - CONFIRMATION_GAP_MS).toISOString();
  const confirmedLately = earlier.some((lead) => !lead.spam && lead.created_at > since);
  // Spam is kept aside: no notice, no confirmation, no webhook until the desk says it is not.
  if (!spam)
    await trx
      .insertInto('outbox')
      .values(newLeadMessages(id, at).filter((message) => !(confirmedLately && message.kind === 'confirm')))
      .execute();
  if (!spam) await flagDuplicates(trx, { id, created_at: at });
  return { id, created: true, spam };
}

/** Every lead, oldest first, for the export. */
export async function allLeads(db: LeadsDb): Promise<Lead[]> {
  return db.selectFrom('leads').selectAll().orderBy('created_at').orderBy('id').execute();
}

/** Deletes every lead of one email address (any case), and so its pending email; returns how many. */
export async function forgetEmail(db: LeadsDb, email: string): Promise<number> {
  const result = await db
    .deleteFrom('leads')
    .where(sql<string>`lower(email)`, '=', email.trim().toLowerCase())
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
