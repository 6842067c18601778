import type { Generated, Selectable } from 'kysely';
import type { Locale } from '@/lib/model/i18n/locales';

/**
 * The stages a lead moves through on the desk and its board: new, contacted, an offer sent, the
 * visitor accepted one, booked; or lost, with a reason (`closed` before 004).
 */
export const LEAD_STATUSES = ['new', 'contacted', 'offer-sent', 'accepted', 'booked', 'lost'] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];
/** The stages of an open lead: the board's columns before "lost". */
export const OPEN_STATUSES = [
  'new',
  'contacted',
  'offer-sent',
  'accepted',
] as const satisfies readonly LeadStatus[];

/** Why a lead was lost: the report counts them. */
export const LOST_REASONS = [
  'price',
  'dates',
  'no-answer',
  'booked-elsewhere',
  'not-a-lead',
  'other',
] as const;
export type LostReason = (typeof LOST_REASONS)[number];

/**
 * The tables, as Kysely sees them. Times are ISO 8601 strings in UTC (`2026-11-23T10:00:00.000Z`),
 * which sort as text and read the same in SQLite and PostgreSQL.
 */
type ConsentSignal = 'granted' | 'denied';

/**
 * What brought one enquiry (006), with the privacy choice it was kept under: exported after the
 * older columns, and moved as one by a merge, so that a click id never goes on with another
 * enquiry's consent.
 */
export const ATTRIBUTION_COLUMNS = [
  'gbraid',
  'wbraid',
  'landing_page',
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'consent_ad_storage',
  'consent_ad_user_data',
  'consent_ad_personalization',
  'consent_analytics_storage',
  'consent_version',
  'consent_at',
] as const;

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
  /** The booking's value in minor units of booking_currency (ISO 4217): 125050 is 1,250.50. */
  booking_value_minor: number | null;
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
  /** 004: why it was lost (LOST_REASONS), with the status `lost`. */
  lost_reason: string | null;
  /** The email as compared (trimmed, lower case): one person, one lead. */
  email_key: string | null;
  /** The phone in E.164 (`+48601234567`), when it parses as one. */
  phone_e164: string | null;
  /**
   * Since when a visitor message waits for the office's answer (the enquiry, then each answer the
   * visitor sends); null once the office has answered. The promise clock runs from it.
   */
  awaiting_since: string | null;
  /** When the visitor last wrote (an email or a question on an offer): the list marks it. */
  last_inbound_at: string | null;
  /** The secret in the Reply-To plus-address of the desk's emails (`biuro+<token>@…`), made when first needed. */
  thread_token: string | null;
  /** Merged into that lead: kept with its enquiry and click id, shown there, listed nowhere. */
  merged_into: string | null;
  /** 006: the iOS ad click ids (an app's, the web's), kept like the gclid with consent to advertising. */
  gbraid: string | null;
  wbraid: string | null;
  /** 006: the landing address's campaign tags, kept with consent to measurement. */
  utm_source: string | null;
  utm_medium: string | null;
  utm_campaign: string | null;
  /**
   * 006: the visitor's privacy choice the enquiry was sent under, as Consent Mode v2 signals
   * (`granted` or `denied`), the notice's version and when it was made (UTC); null: none made.
   */
  consent_ad_storage: ConsentSignal | null;
  consent_ad_user_data: ConsentSignal | null;
  consent_ad_personalization: ConsentSignal | null;
  consent_analytics_storage: ConsentSignal | null;
  consent_version: number | null;
  consent_at: string | null;
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
  /** 1: this account's publishes wait for a colleague's review (the studio). */
  publish_review: Generated<number>;
}

/** A request that a colleague review the studio's drafts before they are published. */
export interface StudioReviewsTable {
  id: string;
  /** The drafts' git tree when it was asked for: an approval covers exactly this. */
  revision: string;
  message: string;
  requested_by: string;
  requested_at: string;
  state: 'open' | 'approved' | 'changes' | 'published';
  decided_by: string | null;
  decided_at: string | null;
  /** What the reviewer said with "ask for changes" (or the approval). */
  note: string | null;
  /** The release it went live as. */
  release_id: string | null;
}

/** A reviewer's comment on a section of a page: the page by its address, the section by its key. */
export interface StudioReviewCommentsTable {
  id: string;
  review_id: string;
  page_path: string;
  section: string;
  author_id: string;
  at: string;
  body: string;
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

export const LEAD_EVENT_KINDS = [
  'status',
  'owner',
  'follow-up',
  'note',
  'reply',
  'booking',
  'spam',
  'offer',
  'message',
  'merge',
] as const;
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

/**
 * A message of a lead's conversation (004): each email the visitor sent in (read from the office's
 * mailbox over IMAP, or a question asked on an offer's page) and each email the desk sent out (a
 * reply, an offer). Received mail is stored as text only. A message nobody could thread waits with
 * lead_id null under "To sort" until a person attaches it to a lead or dismisses it.
 */
export interface LeadMessagesTable {
  id: string;
  lead_id: string | null;
  direction: 'in' | 'out';
  /** `email` (from the mailbox), `question` (from an offer's page), `reply`, `offer` (the desk's). */
  kind: string;
  /** Received (in) or queued (out). */
  at: string;
  /** The sender's bare address, lower case; for the desk's, the office's. */
  from_address: string;
  from_name: string;
  to_address: string;
  subject: string;
  /** Plain text: the message as sent, or HTML turned to text. Never markup. */
  text: string;
  /** The Message-ID header without its angle brackets; ours are made when queued. */
  message_id: string | null;
  /** Stored once: the Message-ID, or for a message without one its mailbox's UIDVALIDITY and UID. */
  dedupe_key: string;
  in_reply_to: string | null;
  /** The References header's ids, space-separated. */
  references_ids: string | null;
  /** How it was threaded: `header`, `token`, `offer`, `desk` (attached by a person), null (sent by us). */
  matched_by: string | null;
  /** Under To sort: `no-match`, `stranger` (a known lead's thread, another sender). */
  sort_reason: string | null;
  /** Dismissed from To sort (it stays stored). */
  dismissed_at: string | null;
  /** Automatic mail (RFC 3834 Auto-Submitted, a bounce): shown, but nobody is waiting for an answer. */
  automatic: Generated<number>;
  /** Who wrote it (the desk's) or attached it (To sort), by name, for the thread. */
  actor: string | null;
  account_id: string | null;
}

/** A file that came with a received message: stored by content hash outside every served folder. */
export interface MessageAttachmentsTable {
  id: string;
  message_id: string;
  /** The sender's file name, made safe (no path, no control characters). */
  filename: string;
  /** The type read from the content itself, not the sender's word. */
  content_type: string;
  size: number;
  sha256: string;
  /** Not stored: `too-large`, `type` (an executable, an archive, an unknown type); null when stored. */
  refused: string | null;
}

export const OFFER_STATUSES = ['draft', 'sent', 'withdrawn', 'accepted'] as const;
export type OfferStatus = (typeof OFFER_STATUSES)[number];

/** A priced offer to a lead (004), in the visitor's language; a revision is a new version. */
export interface OffersTable {
  id: string;
  lead_id: string;
  /** 1, 2, …: each revision of a lead's offer. */
  version: number;
  status: OfferStatus;
  locale: Locale;
  note: string;
  /** The last day it can be accepted (a Warsaw date, YYYY-MM-DD). */
  valid_until: string;
  /** SHA-256 of the visitor's link token (the link itself is only in the email). */
  token_hash: string | null;
  created_at: string;
  updated_at: string;
  account_id: string | null;
  actor: string;
  sent_at: string | null;
  withdrawn_at: string | null;
  accepted_at: string | null;
  accepted_option_id: string | null;
  /** The version this one replaced (withdrawn when this one was sent). */
  replaces_id: string | null;
}

export const PRICE_BASES = ['per-person', 'total'] as const;
export type PriceBasis = (typeof PRICE_BASES)[number];

export interface OfferOptionsTable {
  id: string;
  offer_id: string;
  position: number;
  hotel: string;
  room: string;
  board: string;
  arrival: string;
  departure: string;
  travellers: number;
  price_minor: number;
  price_basis: PriceBasis;
  currency: string;
}

/** Two leads that look like one person (004): a row each way, with what matched. */
export interface LeadDuplicatesTable {
  lead_id: string;
  other_lead_id: string;
  /** `email` or `phone`. */
  reason: string;
  at: string;
}

export interface LeadsDatabase {
  leads: LeadsTable;
  outbox: OutboxTable;
  accounts: AccountsTable;
  sessions: SessionsTable;
  login_throttle: LoginThrottleTable;
  audit_log: AuditLogTable;
  studio_reviews: StudioReviewsTable;
  studio_review_comments: StudioReviewCommentsTable;
  lead_events: LeadEventsTable;
  lead_messages: LeadMessagesTable;
  message_attachments: MessageAttachmentsTable;
  offers: OffersTable;
  offer_options: OfferOptionsTable;
  lead_duplicates: LeadDuplicatesTable;
  page_views: PageViewsTable;
  ads_uploads: AdsUploadsTable;
}

/**
 * 008: each request the receiver makes of Google's Data Manager API about a lead's booking: the
 * conversion, then a restatement when its value changes, a retraction when it is cancelled
 * (receiver/ads/). `seq` orders a lead's rows; the last one is what Google was last told.
 */
export interface AdsUploadsTable {
  /** `<lead id>:<seq>`: two receivers queueing the same change write it once. */
  id: string;
  lead_id: string;
  seq: number;
  kind: 'conversion' | 'restatement' | 'retraction';
  value_minor: number | null;
  currency: string | null;
  queued_at: string;
  /** When Google's validateOnly check passed; the real request follows it. */
  validated_at: string | null;
  sent_at: string | null;
  /** Google's id of the accepted request. */
  request_id: string | null;
  /** Why the last attempt failed (Google's refusal, or the network); cleared once sent. */
  last_error: string | null;
}

/**
 * 007: the site's own measurement, one row per day and combination (lib/model/measure/views.ts),
 * '' for a value not given; `day` is the Warsaw date (`2026-12-05`).
 */
export interface PageViewsTable {
  day: string;
  kind: 'view' | 'form';
  path: string;
  locale: string;
  referrer: string;
  utm_source: string;
  utm_medium: string;
  utm_campaign: string;
  device: string;
  count: number;
}
