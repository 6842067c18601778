import { sql, type Kysely } from 'kysely';
import { DUPLICATE_WINDOW_DAYS } from '@/lib/model/enquiry/identity';
import type { Lead, LeadsDatabase } from '../db/schema';

/**
 * One person, one lead: a new enquiry from the email (trimmed, lower case) or the phone (E.164) of
 * an open lead of the last DUPLICATE_WINDOW_DAYS is flagged on both leads, for the desk to merge.
 * The enquiry's own transaction runs these lookups (receiver/leads/store.ts): this file imports
 * nothing of the desk.
 */

export type DuplicateReason = 'email' | 'phone';

/** The most index entries one lookup reads: a bot's thousand enquiries under one address cost the same. */
const SCANNED = 20;
/** The most leads a new one is flagged with, per reason. */
export const DUPLICATE_LIMIT = 10;

const DAY_MS = 86_400_000;

/** One of the same person's leads, as a lookup by email or phone finds it. */
export type SamePersonLead = Pick<Lead, 'id' | 'status' | 'spam' | 'merged_into' | 'created_at' | 'message'>;

/**
 * The same person's latest leads by one key (the email as compared, or the phone in E.164), newest
 * first, `except` left out: the index (leads_email_key, leads_phone_e164: key, then created_at)
 * walked for at most SCANNED entries, O(log n) however many leads there are. The values are cast
 * and the limit written out: SQLite (built with STAT4, as better-sqlite3 is) prepares a statement
 * again for each new value of a bare parameter compared with an indexed column, or of a limit,
 * and that took longer than running it. Its parameters are [value, except], for compiling once.
 */
export function samePersonLeads(
  db: Kysely<LeadsDatabase>,
  column: 'email_key' | 'phone_e164',
  value: string,
  except: string,
) {
  return db
    .selectFrom('leads')
    .select(['id', 'status', 'spam', 'merged_into', 'created_at', 'message'])
    .where(column, '=', sql<string>`cast(${value} as text)`)
    .where('id', '!=', sql<string>`cast(${except} as text)`)
    .orderBy('created_at', 'desc')
    .limit(sql.lit(SCANNED));
}

/** Of the same person's latest leads (newest first), the open ones of the last DUPLICATE_WINDOW_DAYS before `at`. */
export function openDuplicates(rows: readonly SamePersonLead[], at: string): SamePersonLead[] {
  const since = new Date(new Date(at).getTime() - DUPLICATE_WINDOW_DAYS * DAY_MS).toISOString();
  return rows
    .filter(
      (row) =>
        row.created_at >= since &&
        Number(row.spam) === 0 &&
        row.merged_into === null &&
        row.status !== 'booked' &&
        row.status !== 'lost',
    )
    .slice(0, DUPLICATE_LIMIT);
}

/**
 * Flags the lead `lead` (not spam) against the same person's open leads found by email and by
 * phone (openDuplicates of each lookup): rows both ways in lead_duplicates. Returns how many other
 * leads were flagged.
 */
export async function recordDuplicates(
  trx: Kysely<LeadsDatabase>,
  lead: Pick<Lead, 'id' | 'created_at'>,
  found: { email: readonly SamePersonLead[]; phone: readonly SamePersonLead[] },
): Promise<number> {
  const pairs = (['email', 'phone'] as const).flatMap((reason) =>
    found[reason].map(({ id }) => ({ id, reason })),
  );
  if (pairs.length === 0) return 0;
  const at = lead.created_at;
  await trx
    .insertInto('lead_duplicates')
    .values(
      pairs.flatMap(({ id, reason }) => [
        { lead_id: lead.id, other_lead_id: id, reason, at },
        { lead_id: id, other_lead_id: lead.id, reason, at },
      ]),
    )
    .onConflict((conflict) => conflict.doNothing())
    .execute();
  return new Set(pairs.map((pair) => pair.id)).size;
}

/**
 * Flags a lead stored before (one the desk has just said is not spam) against the same person's
 * open leads. The enquiry's own transaction runs the same lookups compiled once (receiver/leads/store.ts).
 */
export async function flagDuplicates(
  trx: Kysely<LeadsDatabase>,
  lead: Pick<Lead, 'id' | 'created_at' | 'email_key' | 'phone_e164'>,
): Promise<number> {
  const lookup = async (column: 'email_key' | 'phone_e164', value: string | null) =>
    value
      ? openDuplicates(await samePersonLeads(trx, column, value, lead.id).execute(), lead.created_at)
      : [];
  return recordDuplicates(trx, lead, {
    email: await lookup('email_key', lead.email_key),
    phone: await lookup('phone_e164', lead.phone_e164),
  });
}

/** The lead that `id` was merged into, if it was: its page sends the reader there. */
export async function mergedInto(db: Kysely<LeadsDatabase>, id: string): Promise<string | undefined> {
  const row = await db.selectFrom('leads').select('merged_into').where('id', '=', id).executeTakeFirst();
  return row?.merged_into ?? undefined;
}
