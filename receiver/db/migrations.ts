import { sql, type Kysely } from 'kysely';
import { Migrator, type Migration } from 'kysely/migration';
import { decimalToMinor } from '@/lib/model/money/money';
import { emailKey, phoneE164 } from '@/lib/model/enquiry/identity';
import { leadPerformanceIndexes } from './performanceIndexes';

/**
 * The schema, as migrations run on start (both dialects: only portable types and statements).
 * Add a migration for a change; never edit one that has shipped.
 */
const migrations = {
  '001_leads_and_outbox': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('leads')
        .addColumn('id', 'text', (column) => column.primaryKey())
        .addColumn('idempotency_key', 'text', (column) => column.notNull().unique())
        .addColumn('created_at', 'text', (column) => column.notNull())
        .addColumn('updated_at', 'text', (column) => column.notNull())
        .addColumn('name', 'text', (column) => column.notNull())
        .addColumn('email', 'text', (column) => column.notNull())
        .addColumn('phone', 'text', (column) => column.notNull())
        .addColumn('interest', 'text', (column) => column.notNull())
        .addColumn('arrival', 'text', (column) => column.notNull())
        .addColumn('departure', 'text', (column) => column.notNull())
        .addColumn('message', 'text', (column) => column.notNull())
        .addColumn('gclid', 'text')
        .addColumn('status', 'text', (column) => column.notNull().defaultTo('new'))
        .addColumn('source', 'text', (column) => column.notNull())
        .execute();
      await db.schema.createIndex('leads_created_at').on('leads').columns(['created_at', 'id']).execute();
      await db.schema
        .createIndex('leads_email')
        .on('leads')
        .expression(sql`lower(email)`)
        .execute();
      await db.schema
        .createTable('outbox')
        .addColumn('lead_id', 'text', (column) =>
          column.primaryKey().references('leads.id').onDelete('cascade'),
        )
        .addColumn('attempts', 'integer', (column) => column.notNull().defaultTo(0))
        .addColumn('next_attempt_at', 'text', (column) => column.notNull())
        .addColumn('locked_until', 'text')
        .addColumn('sent_at', 'text')
        .addColumn('last_error', 'text')
        .execute();
      await db.schema
        .createIndex('outbox_due')
        .on('outbox')
        .columns(['sent_at', 'next_attempt_at'])
        .execute();
    },
  },
  /** The language of the page an enquiry came from, so that the office answers in it. */
  '002_lead_locale': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable('leads')
        .addColumn('locale', 'text', (column) => column.notNull().defaultTo('en'))
        .execute();
    },
  },
  /**
   * The lead desk: team accounts and their sessions, the guessing limits, the audit log; a lead's
   * owner, follow-up, booking, notes, history and replies; spam kept aside. The outbox becomes one
   * row per message (the office's notice, the visitor's confirmation, a reply, a reminder, a
   * webhook), keyed `kind:subject` so that no message is ever queued twice.
   */
  '003_lead_desk': {
    // In one transaction on SQLite too (Kysely runs SQLite's migrations without one): a start
    // killed halfway leaves the database as it was, not half made.
    up: (db: Kysely<unknown>) => atomically(db, leadDeskSchema),
  },
  /**
   * The sale on the desk: the conversation (messages in and out, their attachments, To sort), priced
   * offers with options, one person's leads flagged and merged, the stages of the board (offer sent,
   * accepted, lost with a reason), a booking's value in minor units, and the promise clock running
   * from each unanswered visitor message.
   */
  '004_the_sale': {
    up: (db: Kysely<unknown>) => atomically(db, theSaleSchema),
  },
  /**
   * What a million leads showed (receiver/db/performanceIndexes.ts): the overdue reminders and
   * the retention purge read through indexes of their own, a deletion finds the leads merged
   * into it, and the index nothing reads any more is dropped.
   */
  '005_performance_indexes': {
    up: (db: Kysely<unknown>) => atomically(db, leadPerformanceIndexes),
  },
  /**
   * What brought the visit, as far as the visitor's privacy choice allowed (issue 49): the iOS ad
   * click ids beside the gclid, the campaign tags, and the choice itself as Google's Consent Mode v2
   * signals with the notice's version and the time it was made. Null: not sent (older leads, or
   * no choice made).
   */
  '006_visit_consent': {
    up: (db: Kysely<unknown>) =>
      atomically(db, async (trx) => {
        for (const name of [
          'gbraid',
          'wbraid',
          'utm_source',
          'utm_medium',
          'utm_campaign',
          'consent_ad_storage',
          'consent_ad_user_data',
          'consent_ad_personalization',
          'consent_analytics_storage',
          'consent_at',
        ]) {
          await trx.schema.alterTable('leads').addColumn(name, 'text').execute();
        }
        await trx.schema.alterTable('leads').addColumn('consent_version', 'integer').execute();
      }),
  },
  /**
   * Our own measurement (issue 49): views and the form's first uses, counted per day, page,
   * language, referring site, campaign tags and device class; no row per visitor, nothing personal.
   * '' stands for none, so that the day's counts have one key.
   */
  '007_page_views': {
    up: (db: Kysely<unknown>) =>
      atomically(db, async (trx) => {
        await trx.schema
          .createTable('page_views')
          .addColumn('day', 'text', (column) => column.notNull())
          .addColumn('kind', 'text', (column) => column.notNull())
          .addColumn('path', 'text', (column) => column.notNull())
          .addColumn('locale', 'text', (column) => column.notNull())
          .addColumn('referrer', 'text', (column) => column.notNull())
          .addColumn('utm_source', 'text', (column) => column.notNull())
          .addColumn('utm_medium', 'text', (column) => column.notNull())
          .addColumn('utm_campaign', 'text', (column) => column.notNull())
          .addColumn('device', 'text', (column) => column.notNull())
          .addColumn('count', 'integer', (column) => column.notNull())
          .addPrimaryKeyConstraint('page_views_pk', [
            'day',
            'kind',
            'path',
            'locale',
            'referrer',
            'utm_source',
            'utm_medium',
            'utm_campaign',
            'device',
          ])
          .execute();
      }),
  },
  /**
   * Issue 49: what the receiver told Google's Data Manager API about each booking, one row a
   * request (the conversion, then each restatement or retraction), sent through the outbox.
   */
  '008_ads_uploads': {
    up: (db: Kysely<unknown>) =>
      atomically(db, async (trx) => {
        await trx.schema
          .createTable('ads_uploads')
          .addColumn('id', 'text', (column) => column.primaryKey())
          .addColumn('lead_id', 'text', (column) =>
            column.notNull().references('leads.id').onDelete('cascade'),
          )
          .addColumn('seq', 'integer', (column) => column.notNull())
          .addColumn('kind', 'text', (column) => column.notNull())
          .addColumn('value_minor', 'integer')
          .addColumn('currency', 'text')
          .addColumn('queued_at', 'text', (column) => column.notNull())
          .addColumn('validated_at', 'text')
          .addColumn('sent_at', 'text')
          .addColumn('request_id', 'text')
          .addColumn('last_error', 'text')
          .execute();
        await trx.schema
          .createIndex('ads_uploads_lead')
          .on('ads_uploads')
          .columns(['lead_id', 'seq'])
          .unique()
          .execute();
      }),
  },
  /**
   * Issue 50: review before publishing. An account may publish only after a colleague's review
   * (`publish_review`); a request covers one exact revision of the drafts (their git tree), and
   * its comments are on a page's section, by the page's address and the section's key.
   */
  '009_studio_reviews': {
    up: (db: Kysely<unknown>) =>
      atomically(db, async (trx) => {
        await trx.schema
          .alterTable('accounts')
          .addColumn('publish_review', 'integer', (column) => column.notNull().defaultTo(0))
          .execute();
        await trx.schema
          .createTable('studio_reviews')
          .addColumn('id', 'text', (column) => column.primaryKey())
          .addColumn('revision', 'text', (column) => column.notNull())
          .addColumn('message', 'text', (column) => column.notNull())
          .addColumn('requested_by', 'text', (column) => column.notNull().references('accounts.id'))
          .addColumn('requested_at', 'text', (column) => column.notNull())
          .addColumn('state', 'text', (column) => column.notNull())
          .addColumn('decided_by', 'text', (column) => column.references('accounts.id'))
          .addColumn('decided_at', 'text')
          .addColumn('note', 'text')
          .addColumn('release_id', 'text')
          .execute();
        await trx.schema
          .createIndex('studio_reviews_state')
          .on('studio_reviews')
          .columns(['state', 'requested_at'])
          .execute();
        await trx.schema
          .createTable('studio_review_comments')
          .addColumn('id', 'text', (column) => column.primaryKey())
          .addColumn('review_id', 'text', (column) =>
            column.notNull().references('studio_reviews.id').onDelete('cascade'),
          )
          .addColumn('page_path', 'text', (column) => column.notNull())
          .addColumn('section', 'text', (column) => column.notNull())
          .addColumn('author_id', 'text', (column) => column.notNull().references('accounts.id'))
          .addColumn('at', 'text', (column) => column.notNull())
          .addColumn('body', 'text', (column) => column.notNull())
          .execute();
        await trx.schema
          .createIndex('studio_review_comments_review')
          .on('studio_review_comments')
          .columns(['review_id', 'at'])
          .execute();
      }),
  },
} satisfies Record<string, Migration>;

async function leadDeskSchema(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('accounts')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('email', 'text', (column) => column.notNull().unique())
    .addColumn('name', 'text', (column) => column.notNull())
    .addColumn('role', 'text', (column) => column.notNull())
    .addColumn('locale', 'text', (column) => column.notNull().defaultTo('pl'))
    .addColumn('password_hash', 'text')
    .addColumn('password_token_hash', 'text')
    .addColumn('password_token_expires_at', 'text')
    .addColumn('disabled_at', 'text')
    .addColumn('created_at', 'text', (column) => column.notNull())
    .addColumn('updated_at', 'text', (column) => column.notNull())
    .execute();
  await db.schema
    .createTable('sessions')
    .addColumn('id_hash', 'text', (column) => column.primaryKey())
    .addColumn('account_id', 'text', (column) =>
      column.notNull().references('accounts.id').onDelete('cascade'),
    )
    .addColumn('csrf_token', 'text', (column) => column.notNull())
    .addColumn('created_at', 'text', (column) => column.notNull())
    .addColumn('last_seen_at', 'text', (column) => column.notNull())
    .execute();
  await db.schema
    .createTable('login_throttle')
    .addColumn('key', 'text', (column) => column.primaryKey())
    .addColumn('failures', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('last_failure_at', 'text', (column) => column.notNull())
    .addColumn('locked_until', 'text')
    .execute();
  await db.schema
    .createTable('audit_log')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('at', 'text', (column) => column.notNull())
    .addColumn('account_id', 'text')
    .addColumn('actor', 'text', (column) => column.notNull())
    .addColumn('action', 'text', (column) => column.notNull())
    .addColumn('lead_id', 'text')
    .addColumn('detail', 'text', (column) => column.notNull().defaultTo(''))
    .addColumn('address', 'text', (column) => column.notNull().defaultTo(''))
    .execute();
  await db.schema.createIndex('audit_log_at').on('audit_log').columns(['at', 'id']).execute();

  for (const [name, type] of [
    ['owner_id', 'text'],
    ['follow_up_on', 'text'],
    ['booking_value', 'text'],
    ['booking_currency', 'text'],
    ['booked_at', 'text'],
    ['contacted_at', 'text'],
    ['reminded_at', 'text'],
    ['spam_reasons', 'text'],
    ['landing_page', 'text'],
  ] as const) {
    await db.schema.alterTable('leads').addColumn(name, type).execute();
  }
  await db.schema
    .alterTable('leads')
    .addColumn('spam_score', 'integer', (column) => column.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('leads')
    .addColumn('spam', 'integer', (column) => column.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('leads_status').on('leads').columns(['spam', 'status', 'created_at']).execute();

  await db.schema
    .createTable('lead_events')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('lead_id', 'text', (column) => column.notNull().references('leads.id').onDelete('cascade'))
    .addColumn('at', 'text', (column) => column.notNull())
    .addColumn('account_id', 'text')
    .addColumn('actor', 'text', (column) => column.notNull())
    .addColumn('kind', 'text', (column) => column.notNull())
    .addColumn('from_value', 'text')
    .addColumn('to_value', 'text')
    .addColumn('body', 'text')
    .execute();
  await db.schema.createIndex('lead_events_lead').on('lead_events').columns(['lead_id', 'at']).execute();

  await db.schema
    .createTable('messages')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('kind', 'text', (column) => column.notNull())
    .addColumn('lead_id', 'text', (column) => column.references('leads.id').onDelete('cascade'))
    .addColumn('payload', 'text')
    .addColumn('attempts', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'text', (column) => column.notNull())
    .addColumn('locked_until', 'text')
    .addColumn('sent_at', 'text')
    .addColumn('last_error', 'text')
    .execute();
  // The office's notices waiting in the old outbox move over, unsent ones still waiting.
  await sql`insert into messages (id, kind, lead_id, attempts, next_attempt_at, locked_until, sent_at, last_error)
        select 'notify:' || lead_id, 'notify', lead_id, attempts, next_attempt_at, locked_until, sent_at, last_error
        from outbox`.execute(db);
  await db.schema.dropTable('outbox').execute();
  await db.schema.alterTable('messages').renameTo('outbox').execute();
  await db.schema.createIndex('outbox_due').on('outbox').columns(['sent_at', 'next_attempt_at']).execute();
  await db.schema.createIndex('outbox_lead').on('outbox').columns(['lead_id', 'kind']).execute();
}

async function theSaleSchema(db: Kysely<unknown>): Promise<void> {
  for (const [name, type] of [
    ['booking_value_minor', 'integer'],
    ['lost_reason', 'text'],
    ['email_key', 'text'],
    ['phone_e164', 'text'],
    ['awaiting_since', 'text'],
    ['last_inbound_at', 'text'],
    ['thread_token', 'text'],
  ] as const) {
    await db.schema.alterTable('leads').addColumn(name, type).execute();
  }
  await db.schema
    .alterTable('leads')
    .addColumn('merged_into', 'text', (column) => column.references('leads.id').onDelete('cascade'))
    .execute();

  // Each lead's identity and money, worked out here rather than in SQL: the same functions as a new
  // enquiry's (identity.ts), and a decimal read digit by digit, never through a float.
  interface OldLead {
    id: string;
    email: string;
    phone: string;
    booking_value: string | null;
    booking_currency: string | null;
  }
  const old = db as unknown as Kysely<{ leads: OldLead & Record<string, unknown> }>;
  const rows = await old
    .selectFrom('leads')
    .select(['id', 'email', 'phone', 'booking_value', 'booking_currency'])
    .execute();
  for (const row of rows) {
    const currency = row.booking_currency ?? 'EUR';
    await old
      .updateTable('leads')
      .set({
        email_key: emailKey(row.email),
        phone_e164: phoneE164(row.phone),
        booking_value_minor:
          row.booking_value === null ? null : (decimalToMinor(row.booking_value, currency) ?? null),
      })
      .where('id', '=', row.id)
      .execute();
  }
  await sql`update leads set status = 'lost', lost_reason = 'other' where status = 'closed'`.execute(db);
  await sql`update leads set awaiting_since = created_at where status = 'new'`.execute(db);
  await db.schema.alterTable('leads').dropColumn('booking_value').execute();
  await db.schema.createIndex('leads_email_key').on('leads').columns(['email_key', 'created_at']).execute();
  await db.schema.createIndex('leads_phone_e164').on('leads').columns(['phone_e164', 'created_at']).execute();
  await db.schema.createIndex('leads_thread_token').on('leads').column('thread_token').unique().execute();
  await db.schema.createIndex('leads_awaiting').on('leads').columns(['awaiting_since']).execute();

  await db.schema
    .createTable('lead_messages')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('lead_id', 'text', (column) => column.references('leads.id').onDelete('cascade'))
    .addColumn('direction', 'text', (column) => column.notNull())
    .addColumn('kind', 'text', (column) => column.notNull())
    .addColumn('at', 'text', (column) => column.notNull())
    .addColumn('from_address', 'text', (column) => column.notNull())
    .addColumn('from_name', 'text', (column) => column.notNull().defaultTo(''))
    .addColumn('to_address', 'text', (column) => column.notNull().defaultTo(''))
    .addColumn('subject', 'text', (column) => column.notNull().defaultTo(''))
    .addColumn('text', 'text', (column) => column.notNull().defaultTo(''))
    .addColumn('message_id', 'text')
    .addColumn('dedupe_key', 'text', (column) => column.notNull().unique())
    .addColumn('in_reply_to', 'text')
    .addColumn('references_ids', 'text')
    .addColumn('matched_by', 'text')
    .addColumn('sort_reason', 'text')
    .addColumn('dismissed_at', 'text')
    .addColumn('automatic', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('actor', 'text')
    .addColumn('account_id', 'text')
    .execute();
  await db.schema.createIndex('lead_messages_lead').on('lead_messages').columns(['lead_id', 'at']).execute();
  await db.schema.createIndex('lead_messages_message_id').on('lead_messages').column('message_id').execute();

  await db.schema
    .createTable('message_attachments')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('message_id', 'text', (column) =>
      column.notNull().references('lead_messages.id').onDelete('cascade'),
    )
    .addColumn('filename', 'text', (column) => column.notNull())
    .addColumn('content_type', 'text', (column) => column.notNull())
    .addColumn('size', 'integer', (column) => column.notNull())
    .addColumn('sha256', 'text', (column) => column.notNull())
    .addColumn('refused', 'text')
    .execute();
  await db.schema
    .createIndex('message_attachments_message')
    .on('message_attachments')
    .column('message_id')
    .execute();

  await db.schema
    .createTable('offers')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('lead_id', 'text', (column) => column.notNull().references('leads.id').onDelete('cascade'))
    .addColumn('version', 'integer', (column) => column.notNull())
    .addColumn('status', 'text', (column) => column.notNull())
    .addColumn('locale', 'text', (column) => column.notNull())
    .addColumn('note', 'text', (column) => column.notNull().defaultTo(''))
    .addColumn('valid_until', 'text', (column) => column.notNull())
    .addColumn('token_hash', 'text', (column) => column.unique())
    .addColumn('created_at', 'text', (column) => column.notNull())
    .addColumn('updated_at', 'text', (column) => column.notNull())
    .addColumn('account_id', 'text')
    .addColumn('actor', 'text', (column) => column.notNull())
    .addColumn('sent_at', 'text')
    .addColumn('withdrawn_at', 'text')
    .addColumn('accepted_at', 'text')
    .addColumn('accepted_option_id', 'text')
    .addColumn('replaces_id', 'text')
    .execute();
  await db.schema.createIndex('offers_lead').on('offers').columns(['lead_id', 'version']).unique().execute();

  await db.schema
    .createTable('offer_options')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('offer_id', 'text', (column) => column.notNull().references('offers.id').onDelete('cascade'))
    .addColumn('position', 'integer', (column) => column.notNull())
    .addColumn('hotel', 'text', (column) => column.notNull())
    .addColumn('room', 'text', (column) => column.notNull())
    .addColumn('board', 'text', (column) => column.notNull())
    .addColumn('arrival', 'text', (column) => column.notNull())
    .addColumn('departure', 'text', (column) => column.notNull())
    .addColumn('travellers', 'integer', (column) => column.notNull())
    .addColumn('price_minor', 'integer', (column) => column.notNull())
    .addColumn('price_basis', 'text', (column) => column.notNull())
    .addColumn('currency', 'text', (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex('offer_options_offer')
    .on('offer_options')
    .columns(['offer_id', 'position'])
    .execute();

  await db.schema
    .createTable('lead_duplicates')
    .addColumn('lead_id', 'text', (column) => column.notNull().references('leads.id').onDelete('cascade'))
    .addColumn('other_lead_id', 'text', (column) =>
      column.notNull().references('leads.id').onDelete('cascade'),
    )
    .addColumn('reason', 'text', (column) => column.notNull())
    .addColumn('at', 'text', (column) => column.notNull())
    .addPrimaryKeyConstraint('lead_duplicates_pk', ['lead_id', 'other_lead_id', 'reason'])
    .execute();
  await db.schema
    .createIndex('lead_duplicates_other')
    .on('lead_duplicates')
    .column('other_lead_id')
    .execute();
}

/** Runs `change` in a transaction, or in the one it is already in (PostgreSQL's migrations are). */
function atomically(db: Kysely<unknown>, change: (trx: Kysely<unknown>) => Promise<void>): Promise<void> {
  return db.isTransaction ? change(db) : db.transaction().execute(change);
}

export type MigrationName = keyof typeof migrations;

/**
 * Brings the database up to the latest schema (or up to `upTo`, for the tests of a migration);
 * throws with the failing migration's error.
 */
export async function migrateToLatest<T>(db: Kysely<T>, upTo?: MigrationName): Promise<void> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  const { error, results } = upTo ? await migrator.migrateTo(upTo) : await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    const reason = error instanceof Error ? error.message : String(error ?? 'unknown error');
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${reason}`);
  }
}
