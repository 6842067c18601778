import EmailReplyParser from 'email-reply-parser';
import type { LeadsDb } from '../db/database';
import type { Selectable } from 'kysely';
import type { LeadMessagesTable, MessageAttachmentsTable } from '../db/schema';

/**
 * A lead's conversation as the desk shows it, oldest first: every message the visitor sent in and
 * every email the desk sent out (with the state of its sending), each with its files. A received
 * message's quoted history (the earlier emails it repeats, its signature) is told apart from what
 * is new in it, so that the page can fold it.
 */

export type ThreadMessage = Selectable<LeadMessagesTable> & {
  attachments: Selectable<MessageAttachmentsTable>[];
  /** For the desk's own emails: the outbox's state of sending it. */
  sending?: { sent_at: string | null; attempts: number; last_error: string | null };
};

export async function threadOf(db: LeadsDb, leadId: string): Promise<ThreadMessage[]> {
  const messages = await db
    .selectFrom('lead_messages')
    .selectAll()
    .where('lead_id', '=', leadId)
    .orderBy('at')
    .orderBy('id')
    .execute();
  if (messages.length === 0) return [];
  const ids = messages.map((message) => message.id);
  const [files, sending] = await Promise.all([
    db
      .selectFrom('message_attachments')
      .selectAll()
      .where('message_id', 'in', ids)
      .orderBy('filename')
      .execute(),
    db
      .selectFrom('outbox')
      .select(['id', 'sent_at', 'attempts', 'last_error'])
      .where('lead_id', '=', leadId)
      .where('kind', 'in', ['reply', 'offer'])
      .execute(),
  ]);
  const byOutbox = new Map(sending.map((row) => [row.id.replace(/^[a-z-]+:/u, ''), row]));
  return messages.map((message) => ({
    ...message,
    attachments: files.filter((file) => file.message_id === message.id),
    ...(message.direction === 'out' && byOutbox.has(message.id) ? { sending: byOutbox.get(message.id) } : {}),
  }));
}

/** A received text split into what is new in it and what it quotes (earlier emails, a signature). */
export function foldQuoted(text: string): { visible: string; folded: string } {
  const fragments = new EmailReplyParser().read(text).getFragments();
  const visible = fragments
    .filter((fragment) => !fragment.isHidden())
    .map((fragment) => fragment.getContent())
    .join('\n')
    .trim();
  const folded = fragments
    .filter((fragment) => fragment.isHidden())
    .map((fragment) => fragment.getContent())
    .join('\n')
    .trim();
  // A message that is all quote (a forward, say) is shown whole.
  return visible ? { visible, folded } : { visible: text.trim(), folded: '' };
}
