import { randomUUID } from 'node:crypto';
import type { Transaction } from 'kysely';
import type { LeadsDb } from '../db/database';
import type { LeadsDatabase } from '../db/schema';
import { leadMessage, messageId } from '../mail/outboxMessages';

/**
 * A message the visitor sent in, stored once: an email read from the office's mailbox, or a
 * question asked on an offer's page. On a lead, it marks the lead "visitor replied", starts the
 * promise clock (unless the visitor was already waiting), and sends the lead's owner one email; a
 * message nobody could thread waits under To sort (lead null) until a person attaches it.
 */

/** A file of the message, already stored (or refused) by attachments.ts. */
export interface InboundAttachment {
  filename: string;
  contentType: string;
  size: number;
  sha256: string;
  refused: 'too-large' | 'type' | null;
}

export interface InboundMessage {
  /** The lead it threads on; null: To sort. */
  leadId: string | null;
  kind: 'email' | 'question';
  /** When it was sent (its Date, or when it arrived). */
  at: string;
  fromAddress: string;
  fromName: string;
  toAddress: string;
  subject: string;
  /** Plain text only. */
  text: string;
  /** Its Message-ID without brackets, when it had a valid one. */
  messageId: string | null;
  /** What makes it the same message again: its Message-ID, or its mailbox's UIDVALIDITY and UID. */
  dedupeKey: string;
  inReplyTo: string | null;
  references: readonly string[];
  matchedBy: 'header' | 'token' | 'offer' | null;
  sortReason: 'no-match' | 'stranger' | null;
  /** Sent by a machine (an out-of-office answer, a bounce): shown, but nobody waits for an answer. */
  automatic: boolean;
  attachments: readonly InboundAttachment[];
}

/** Stores a message the visitor sent; `stored` is false when it was stored before (the same key). */
export async function storeInbound(
  db: LeadsDb,
  message: InboundMessage,
): Promise<{ stored: boolean; id: string }> {
  return db.transaction().execute(async (trx) => {
    const id = randomUUID();
    const inserted = await trx
      .insertInto('lead_messages')
      .values({
        id,
        lead_id: message.leadId,
        direction: 'in',
        kind: message.kind,
        at: message.at,
        from_address: message.fromAddress,
        from_name: message.fromName,
        to_address: message.toAddress,
        subject: message.subject,
        text: message.text,
        message_id: message.messageId,
        dedupe_key: message.dedupeKey,
        in_reply_to: message.inReplyTo,
        references_ids: message.references.length ? message.references.join(' ') : null,
        matched_by: message.matchedBy,
        sort_reason: message.leadId ? null : message.sortReason,
        automatic: message.automatic ? 1 : 0,
      })
      .onConflict((conflict) => conflict.column('dedupe_key').doNothing())
      .executeTakeFirst();
    if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) {
      const existing = await trx
        .selectFrom('lead_messages')
        .select('id')
        .where('dedupe_key', '=', message.dedupeKey)
        .executeTakeFirstOrThrow();
      return { stored: false, id: existing.id };
    }
    if (message.attachments.length)
      await trx
        .insertInto('message_attachments')
        .values(
          message.attachments.map((file) => ({
            id: randomUUID(),
            message_id: id,
            filename: file.filename,
            content_type: file.contentType,
            size: file.size,
            sha256: file.sha256,
            refused: file.refused,
          })),
        )
        .execute();
    if (message.leadId && !message.automatic)
      await visitorWrote(trx, message.leadId, id, message.at, {
        actor: message.fromName || message.fromAddress,
      });
    return { stored: true, id };
  });
}

/**
 * What a message from the visitor changes on its lead, in the message's transaction: the list marks
 * it, the promise clock runs from it (or keeps running from an earlier one still unanswered, whose
 * reminder stands), its history says so, and its owner (or the office) gets one email.
 */
export async function visitorWrote(
  trx: Transaction<LeadsDatabase>,
  leadId: string,
  threadMessageId: string,
  at: string,
  who: { actor: string; accountId?: string },
): Promise<void> {
  const lead = await trx
    .selectFrom('leads')
    .select(['awaiting_since', 'last_inbound_at', 'reminded_at'])
    .where('id', '=', leadId)
    .executeTakeFirst();
  if (!lead) return;
  const now = new Date().toISOString();
  await trx
    .updateTable('leads')
    .set({
      last_inbound_at: lead.last_inbound_at && lead.last_inbound_at > at ? lead.last_inbound_at : at,
      awaiting_since: lead.awaiting_since ?? at,
      reminded_at: lead.awaiting_since ? lead.reminded_at : null,
      updated_at: now,
    })
    .where('id', '=', leadId)
    .execute();
  await trx
    .insertInto('lead_events')
    .values({
      id: randomUUID(),
      lead_id: leadId,
      at: now,
      account_id: who.accountId ?? null,
      actor: who.actor.slice(0, 200),
      kind: 'message',
      from_value: null,
      to_value: null,
      body: null,
    })
    .execute();
  await trx
    .insertInto('outbox')
    .values({
      ...leadMessage('visitor-message', leadId, now, { threadMessageId }),
      id: messageId('visitor-message', threadMessageId),
    })
    .onConflict((conflict) => conflict.column('id').doNothing())
    .execute();
}
