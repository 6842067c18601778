import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { LeadsDatabase } from '../db/schema';

export const AUDIT_ACTIONS = [
  'login',
  'login-failed',
  'login-refused',
  'logout',
  'password-set',
  'account-added',
  'account-disabled',
  'account-reset',
  'status',
  'owner',
  'follow-up',
  'note',
  'reply',
  'booking',
  'spam',
  'not-spam',
  'export',
  'conversions',
  'erasure',
  'message-attached',
  'message-dismissed',
  'attachment',
  'merge',
  'offer-draft',
  'offer-sent',
  'offer-withdrawn',
  'offer-accepted',
  'language',
  'publish',
  'publish-refused',
  'restore',
  'discard',
  'review-requested',
  'review-comment',
  'review-approved',
  'review-changes',
  'account-review',
  'release-planned',
  'release-cancelled',
  'release-live',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export interface AuditEntry {
  /** The account's email, or `cli:<user>` for the command line, or the email tried at a failed login. */
  actor: string;
  accountId?: string | null;
  action: AuditAction;
  leadId?: string | null;
  detail?: string;
  address?: string;
}

/** Writes one line of the audit log (inside the caller's transaction when given one). */
export async function audit(db: Kysely<LeadsDatabase>, entry: AuditEntry, now = new Date()): Promise<void> {
  await db
    .insertInto('audit_log')
    .values({
      id: randomUUID(),
      at: now.toISOString(),
      actor: entry.actor.slice(0, 200),
      account_id: entry.accountId ?? null,
      action: entry.action,
      lead_id: entry.leadId ?? null,
      detail: (entry.detail ?? '').slice(0, 1000),
      address: entry.address ?? '',
    })
    .execute();
}
