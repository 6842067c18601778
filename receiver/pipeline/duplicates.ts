import { sql, type Kysely } from 'kysely';
import { DUPLICATE_WINDOW_DAYS } from '@/lib/model/enquiry/identity';
import type { Lead, LeadsDatabase } from '../db/schema';

/**
 * One person, one lead: a new enquiry from the email (trimmed, lower case) or the phone (E.164) of
 * an open lead of the last DUPLICATE_WINDOW_DAYS is flagged on both leads, for the desk to merge.
 * This file is what the enquiry's own transaction runs (receiver/leads/store.ts): it imports
 * nothing of the desk.
 */

export type DuplicateReason = 'email' | 'phone';

/** The most index entries one lookup reads: a bot's thousand enquiries under one address cost the same. */
const SCANNED = 20;
/** The most leads a new one is flagged with, per reason. */
export const DUPLICATE_LIMIT = 10;

const DAY_MS = 86_400_000;

/**
 * Flags the lead `lead` (just inserted, not spam) against the same person's open leads: rows both
 * ways in lead_duplicates. The keys are read from the lead's own row inside the query (no second
 * parse of the phone), and each lookup walks its index (leads_email_key, leads_phone_e164: key,
 * then created_at) for at most SCANNED entries: O(log n) however many leads there are. Returns
 * how many other leads were flagged.
 */
export async function flagDuplicates(
  trx: Kysely<LeadsDatabase>,
  lead: Pick<Lead, 'id' | 'created_at'>,
): Promise<number> {
  const since = new Date(new Date(lead.created_at).getTime() - DUPLICATE_WINDOW_DAYS * DAY_MS).toISOString();
  // Written out: the query builder takes a quarter of a millisecond to compile this union, the
  // template a few microseconds. The newest entries first, filtered here.
  const latest = (column: 'email_key' | 'phone_e164') =>
    sql`select id, status, spam, merged_into from leads
      where ${sql.ref(column)} = (select ${sql.ref(column)} from leads where id = ${lead.id})
        and created_at >= ${since} and id <> ${lead.id}
      order by created_at desc limit ${SCANNED}`;
  const { rows } = await sql<{
    reason: DuplicateReason;
    id: string;
    status: string;
    spam: number;
    merged_into: string | null;
  }>`select 'email' as reason, by_email.* from (${latest('email_key')}) as by_email
    union all select 'phone' as reason, by_phone.* from (${latest('phone_e164')}) as by_phone`.execute(trx);
  const found = (['email', 'phone'] as const).flatMap((reason) =>
    rows
      .filter(
        (row) =>
          row.reason === reason &&
          Number(row.spam) === 0 &&
          row.merged_into === null &&
          row.status !== 'booked' &&
          row.status !== 'lost',
      )
      .slice(0, DUPLICATE_LIMIT),
  );
  if (found.length === 0) return 0;
  const at = lead.created_at;
  await trx
    .insertInto('lead_duplicates')
    .values(
      found.flatMap(({ id, reason }) => [
        { lead_id: lead.id, other_lead_id: id, reason, at },
        { lead_id: id, other_lead_id: lead.id, reason, at },
      ]),
    )
    .onConflict((conflict) => conflict.doNothing())
    .execute();
  return new Set(found.map((row) => row.id)).size;
}

/** The lead that `id` was merged into, if it was: its page sends the reader there. */
export async function mergedInto(db: Kysely<LeadsDatabase>, id: string): Promise<string | undefined> {
  const row = await db.selectFrom('leads').select('merged_into').where('id', '=', id).executeTakeFirst();
  return row?.merged_into ?? undefined;
}
