import type { Generated } from 'kysely';
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
}

/** One row per lead until the office has been emailed about it. */
export interface OutboxTable {
  lead_id: string;
  attempts: Generated<number>;
  next_attempt_at: string;
  /** A worker that claims the row holds it until then, so two receivers never send it both. */
  locked_until: string | null;
  sent_at: string | null;
  last_error: string | null;
}

export interface LeadsDatabase {
  leads: LeadsTable;
  outbox: OutboxTable;
}
