import type { Selectable } from 'kysely';
import { emailKey } from '@/lib/model/enquiry/identity';
import { audit } from '@/receiver/team/audit';
import type { Account } from '@/receiver/team/accounts';
import type { LeadsDb } from '../db/database';
import type { LeadMessagesTable, MessageAttachmentsTable } from '../db/schema';
import { leadOfConfirmationId } from '../mail/threading';
import { visitorWrote } from './inbound';

/**
 * To sort: the messages from the office's mailbox that no lead could claim. Each is shown with the
 * leads it may belong to (the one its headers or token pointed at, the same sender's latest ones);
 * a person attaches it to a lead (it then counts as the visitor's message there: the lead is
 * marked, the clock starts, the owner is told) or dismisses it (it stays stored, and in the mailbox).
 */

export interface LeadHint {
  id: string;
  name: string;
  email: string;
  created_at: string;
  why: 'points-at' | 'same-sender';
}

export type SortMessage = Selectable<LeadMessagesTable> & {
  attachments: Selectable<MessageAttachmentsTable>[];
  hints: LeadHint[];
};

/** How many messages the page lists at once (the oldest first: they have waited longest). */
const PAGE = 50;

export async function countToSort(db: LeadsDb): Promise<number> {
  const row = await db
    .selectFrom('lead_messages')
    .select((eb) => eb.fn.countAll<string | number>().as('count'))
    .where('lead_id', 'is', null)
    .where('dismissed_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function messagesToSort(db: LeadsDb): Promise<SortMessage[]> {
  const messages = await db
    .selectFrom('lead_messages')
    .selectAll()
    .where('lead_id', 'is', null)
    .where('dismissed_at', 'is', null)
    .orderBy('at')
    .orderBy('id')
    .limit(PAGE)
    .execute();
  if (messages.length === 0) return [];
  const files = await db
    .selectFrom('message_attachments')
    .selectAll()
    .where(
      'message_id',
      'in',
      messages.map((message) => message.id),
    )
    .orderBy('filename')
    .execute();
  const result: SortMessage[] = [];
  for (const message of messages)
    result.push({
      ...message,
      attachments: files.filter((file) => file.message_id === message.id),
      hints: await hintsFor(db, message),
    });
  return result;
}

/** The leads a message may belong to: the thread it points at, then the same sender's latest leads. */
async function hintsFor(db: LeadsDb, message: Selectable<LeadMessagesTable>): Promise<LeadHint[]> {
  const hints: LeadHint[] = [];
  const ids = [message.in_reply_to, ...(message.references_ids ?? '').split(' ')].filter((id): id is string =>
    Boolean(id),
  );
  for (const id of ids) {
    const leadId =
      leadOfConfirmationId(id) ??
      (
        await db
          .selectFrom('lead_messages')
          .select('lead_id')
          .where('message_id', '=', id)
          .where('lead_id', 'is not', null)
          .executeTakeFirst()
      )?.lead_id;
    if (!leadId) continue;
    const lead = await db
      .selectFrom('leads')
      .select(['id', 'name', 'email', 'created_at'])
      .where('id', '=', leadId)
      .where('merged_into', 'is', null)
      .executeTakeFirst();
    if (lead) {
      hints.push({ ...lead, why: 'points-at' });
      break;
    }
  }
  if (message.from_address) {
    const same = await db
      .selectFrom('leads')
      .select(['id', 'name', 'email', 'created_at'])
      .where('email_key', '=', emailKey(message.from_address))
      .where('merged_into', 'is', null)
      .orderBy('created_at', 'desc')
      .limit(3)
      .execute();
    for (const lead of same)
      if (!hints.some((hint) => hint.id === lead.id)) hints.push({ ...lead, why: 'same-sender' });
  }
  return hints;
}

const LEAD_PATH = /\/inbox\/leads\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})/iu;

/**
 * The lead a person means: a lead's id, the address of its page on the desk, or the visitor's
 * email (then the latest lead of that address). Undefined when none matches.
 */
export async function leadMeant(db: LeadsDb, said: string): Promise<string | undefined> {
  const text = said.trim();
  const id = LEAD_PATH.exec(text)?.[1] ?? (/^[0-9a-f-]{36}$/iu.test(text) ? text : undefined);
  if (id) {
    const lead = await db
      .selectFrom('leads')
      .select(['id', 'merged_into'])
      .where('id', '=', id.toLowerCase())
      .executeTakeFirst();
    return lead ? (lead.merged_into ?? lead.id) : undefined;
  }
  if (!text.includes('@')) return undefined;
  const lead = await db
    .selectFrom('leads')
    .select('id')
    .where('email_key', '=', emailKey(text))
    .where('merged_into', 'is', null)
    .orderBy('created_at', 'desc')
    .executeTakeFirst();
  return lead?.id;
}

/** Who is sorting, and from where. */
export interface Sorter {
  account: Account;
  address: string;
}

/** Attaches a message waiting under To sort to a lead; false when it is not waiting or there is no such lead. */
export async function attachToLead(
  db: LeadsDb,
  messageId: string,
  leadId: string,
  sorter: Sorter,
  now = new Date(),
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const lead = await trx.selectFrom('leads').select('id').where('id', '=', leadId).executeTakeFirst();
    const message = await trx
      .selectFrom('lead_messages')
      .select(['id', 'at', 'automatic'])
      .where('id', '=', messageId)
      .where('lead_id', 'is', null)
      .where('dismissed_at', 'is', null)
      .executeTakeFirst();
    if (!lead || !message) return false;
    await trx
      .updateTable('lead_messages')
      .set({
        lead_id: leadId,
        matched_by: 'desk',
        sort_reason: null,
        actor: sorter.account.name,
        account_id: sorter.account.id,
      })
      .where('id', '=', messageId)
      .execute();
    if (!message.automatic)
      await visitorWrote(trx, leadId, messageId, message.at, {
        actor: sorter.account.name,
        accountId: sorter.account.id,
      });
    await audit(
      trx,
      {
        actor: sorter.account.email,
        accountId: sorter.account.id,
        action: 'message-attached',
        leadId,
        detail: messageId,
        address: sorter.address,
      },
      now,
    );
    return true;
  });
}

/** Dismisses a message waiting under To sort (it stays stored, and in the mailbox). */
export async function dismissMessage(
  db: LeadsDb,
  messageId: string,
  sorter: Sorter,
  now = new Date(),
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const done = await trx
      .updateTable('lead_messages')
      .set({ dismissed_at: now.toISOString(), actor: sorter.account.name, account_id: sorter.account.id })
      .where('id', '=', messageId)
      .where('lead_id', 'is', null)
      .where('dismissed_at', 'is', null)
      .executeTakeFirst();
    if (Number(done.numUpdatedRows) === 0) return false;
    await audit(
      trx,
      {
        actor: sorter.account.email,
        accountId: sorter.account.id,
        action: 'message-dismissed',
        detail: messageId,
        address: sorter.address,
      },
      now,
    );
    return true;
  });
}
