import type { Insertable } from 'kysely';
import type { OutboxTable } from '../db/schema';

/**
 * What the outbox sends: the office's notice of a new lead, the visitor's confirmation, a reply
 * written on the desk, the office's reminder of overdue leads, the webhook's post, the owner's
 * notice of a message the visitor sent, an offer to the visitor and the owner's notice of its
 * acceptance, a booking's news to Google's Data Manager API (`ads:<upload id>`), and a notice to
 * the team that a feature wrote whole (`team-notice:<subject>`: the studio's review requests). Each row's id is `kind:subject` (the lead, the reply, the reminder, the message),
 * unique, so a message is queued once.
 */
export const MESSAGE_KINDS = [
  'notify',
  'confirm',
  'reply',
  'reminder',
  'webhook',
  'visitor-message',
  'offer',
  'offer-accepted',
  'ads',
  'team-notice',
] as const;
export type MessageKind = (typeof MESSAGE_KINDS)[number];
export const isMessageKind = (kind: string): kind is MessageKind =>
  (MESSAGE_KINDS as readonly string[]).includes(kind);

export const messageId = (kind: MessageKind, subject: string): string => `${kind}:${subject}`;

/** A message about a lead, due at once. */
export function leadMessage(
  kind: MessageKind,
  leadId: string,
  at: string,
  payload?: unknown,
): Insertable<OutboxTable> {
  return {
    id: messageId(kind, leadId),
    kind,
    lead_id: leadId,
    next_attempt_at: at,
    payload: payload === undefined ? null : JSON.stringify(payload),
  };
}

/**
 * What a new lead (not spam) sends, queued in the lead's own transaction: the office's notice, the
 * visitor's confirmation and the webhook (dropped by the courier when no webhook is set).
 */
export const NEW_LEAD_KINDS = ['notify', 'confirm', 'webhook'] as const satisfies readonly MessageKind[];

export const newLeadMessages = (leadId: string, at: string): Insertable<OutboxTable>[] =>
  NEW_LEAD_KINDS.map((kind) => leadMessage(kind, leadId, at));
