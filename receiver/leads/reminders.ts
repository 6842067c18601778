import { randomUUID } from 'node:crypto';
import type { LeadsDb } from '../db/database';
import { isOverdue, type OverdueRule } from './overdue';

/**
 * Queues one reminder email to the office listing the leads that have become overdue and were
 * not reminded of yet, and marks them reminded in the same transaction: each wait (the enquiry, a
 * later answer of the visitor's) is the subject of one reminder, however many receivers look.
 * Returns how many leads it named.
 */
export async function queueOverdueReminders(db: LeadsDb, rule: OverdueRule, now: Date): Promise<number> {
  return db.transaction().execute(async (trx) => {
    // With a working day or more to answer, a lead cannot be overdue before half a day has passed.
    const oldest = rule.workingDaysToAnswer > 0 ? now.getTime() - 12 * 3_600_000 : now.getTime();
    const candidates = await trx
      .selectFrom('leads')
      .select(['id', 'name', 'created_at', 'interest', 'locale', 'awaiting_since'])
      .where('awaiting_since', 'is not', null)
      .where('spam', '=', 0)
      .where('merged_into', 'is', null)
      .where('reminded_at', 'is', null)
      .where('awaiting_since', '<=', new Date(oldest).toISOString())
      .orderBy('awaiting_since')
      .limit(200)
      .execute();
    const overdue = candidates
      .filter((lead) => isOverdue(lead, now, rule))
      .map(({ id, name, created_at, interest, locale }) => ({ id, name, created_at, interest, locale }));
    if (overdue.length === 0) return 0;
    const at = now.toISOString();
    const claimed = await trx
      .updateTable('leads')
      .set({ reminded_at: at })
      .where(
        'id',
        'in',
        overdue.map((lead) => lead.id),
      )
      .where('reminded_at', 'is', null)
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) !== overdue.length)
      throw new Error('another receiver is reminding: retry');
    await trx
      .insertInto('outbox')
      .values({
        id: `reminder:${randomUUID()}`,
        kind: 'reminder',
        lead_id: null,
        next_attempt_at: at,
        payload: JSON.stringify({ leads: overdue }),
      })
      .execute();
    return overdue.length;
  });
}
