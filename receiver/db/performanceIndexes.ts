import type { Kysely } from 'kysely';

/**
 * Index changes for a migration to make (receiver/db/migrations.ts calls this in a step of its
 * own; both dialects). None changes what a query returns, only what it costs; measured on a
 * database of a million leads (scripts/bench/receiverPrefill.ts):
 *
 * - `leads_spam_awaiting` (spam, awaiting_since): the overdue reminders' look for leads waiting
 *   for an answer (receiver/leads/reminders.ts, at the start and every ten minutes) went through
 *   leads_status (spam, …) and sorted every lead that is not spam: 3.4 s, in which SQLite answers
 *   no enquiry. Through this index it reads only the leads that wait: 0.4 ms.
 * - `leads_updated_at` (updated_at): the retention purge (receiver/leads/retention.ts, at the
 *   start and daily) read the whole table: 1.3 s. Through this index it reads the expired leads.
 * - `leads_merged_into` (merged_into): a lead's deletion (an erasure, the purge) looks for the
 *   leads merged into it (merged_into references leads, ON DELETE CASCADE); each deleted lead read
 *   the whole table.
 * - `leads_email` (lower(email)) dropped: nothing looks leads up by lower(email) any more. A
 *   person's earlier leads (receiver/leads/store.ts) and an erasure by address go by email_key,
 *   whose index leads_email_key (email_key, created_at) gives them newest first; each enquiry kept
 *   the old index up to date for nothing (a page of the file written for each, anywhere in it).
 *
 * The new indexes take each enquiry at their end (its time, its spam flag of 0), as created_at's.
 */
export async function leadPerformanceIndexes(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('leads_spam_awaiting')
    .ifNotExists()
    .on('leads')
    .columns(['spam', 'awaiting_since'])
    .execute();
  await db.schema.createIndex('leads_updated_at').ifNotExists().on('leads').column('updated_at').execute();
  await db.schema.createIndex('leads_merged_into').ifNotExists().on('leads').column('merged_into').execute();
  await db.schema.dropIndex('leads_email').ifExists().execute();
}
