import type { Generated, Selectable } from 'kysely';
import type { Locale } from '@/lib/model/i18n/locales';

/** The lead statuses the office moves an enquiry through in the inbox. */
export const LEAD_STATUSES = ['new', 'contacted', 'booked', 'closed'] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

/**
 * The tables, as Kysely sees them. Times are ISO 8601 strings in UTC (`2026-11-23T10:00:00.000Z`),
 * which sort as text and read the same in SQLite and PostgreSQL.
 */
export interface LeadsTable {
  id: string;
  /** The form's key, or one made from the content: a resent enquiry is stored once. */
  idempotency_key: string;
  created_at: string;
  /** The last change by the office (a status), from which the retention period runs. */
  updated_at: string;
  name: string;
  email: string;
  phone: string;
  interest: string;
  arrival: string;
  departure: string;
  message: string;
  gclid: string | null;
  status: LeadStatus;
  /** How it came: `form` (posted by the browser without the page's script) or `script`. */
  source: 'form' | 'script';
  /** The language of the page it was sent from, which the office answers in (`en` before 002). */
  locale: Locale;
  /** The desk (003): who works it, when to call back (a date), the booking it became. */
  owner_id: string | null;
  follow_up_on: string | null;
  /** A decimal as text (`1250.00`), in booking_currency: exact, as money must be. */
  booking_value: string | null;
  booking_currency: string | null;
  booked_at: string | null;
  contacted_at: string | null;
  /** The page of the site the visitor first came to (with an ad click, the ad's landing page). */
  landing_page: string | null;
  /** When the office was reminded that it is overdue (once). */
  reminded_at: string | null;
  spam_score: Generated<number>;
  /** Why it scored, comma-separated codes (receiver/leads/spamScore.ts). */
  spam_reasons: string | null;
  /** 1: kept aside under Spam, neither notified nor confirmed. */
  spam: Generated<number>;
}

/**
 * One row per message to send (receiver/mail/outboxMessages.ts): written in the transaction that
 * makes it due, marked sent once the server has taken it, retried until then.
 */
export interface OutboxTable {
  /** `kind:subject`: `notify:<lead id>`, `reply:<reply id>`… */
  id: string;
  kind: string;
  lead_id: string | null;
  /** What the message needs beyond the lead (a reply's text), as JSON. */
  payload: string | null;
  attempts: Generated<number>;
  next_attempt_at: string;
  /** A worker that claims the row holds it until then, so two receivers never send it both. */
  locked_until: string | null;
  sent_at: string | null;
  last_error: string | null;
}

/** A stored lead, as read. */
export type Lead = Selectable<LeadsTable>;

export const ROLES = ['admin', 'sales', 'editor'] as const;
export type Role = (typeof ROLES)[number];

/** A member of the team. No password hash yet: the account waits for its one-time link. */
export interface AccountsTable {
  id: string;
  /** Lower case: one account per address. */
  email: string;
  name: string;
  role: Role;
  /** The language of the desk for this account. */
  locale: Generated<Locale>;
  password_hash: string | null;
  /** The SHA-256 of the one-time link's token that sets the password, and when it expires. */
  password_token_hash: string | null;
  password_token_expires_at: string | null;
  disabled_at: string | null;
  created_at: string;
  updated_at: string;
}

/** A signed-in browser: only the SHA-256 of its cookie's token is stored. */
export interface SessionsTable {
  id_hash: string;
  account_id: string;
  csrf_token: string;
  created_at: string;
  last_seen_at: string;
}

/** Failed sign-ins counted per account and per network address (receiver/desk/throttle.ts). */
export interface LoginThrottleTable {
  key: string;
  failures: Generated<number>;
  last_failure_at: string;
  locked_until: string | null;
}

/** Who did what: sign-ins, changes to leads, exports, erasures. */
export interface AuditLogTable {
  id: string;
  at: string;
  account_id: string | null;
  /** The account's email at the time (or the command line's user), kept if the account goes. */
  actor: string;
  action: string;
  lead_id: string | null;
  detail: Generated<string>;
  address: Generated<string>;
}

export const LEAD_EVENT_KINDS = ['status', 'owner', 'follow-up', 'note', 'reply', 'booking', 'spam'] as const;
export type LeadEventKind = (typeof LEAD_EVENT_KINDS)[number];

/** A lead's history on the desk: status changes, notes, replies, owners. */
export interface LeadEventsTable {
  id: string;
  lead_id: string;
  at: string;
  account_id: string | null;
  actor: string;
  kind: LeadEventKind;
  from_value: string | null;
  to_value: string | null;
  /** A note's or a reply's text. */
  body: string | null;
}

export interface LeadsDatabase {
  leads: LeadsTable;
  outbox: OutboxTable;
  accounts: AccountsTable;
  sessions: SessionsTable;
  login_throttle: LoginThrottleTable;
  audit_log: AuditLogTable;
  lead_events: LeadEventsTable;
}
