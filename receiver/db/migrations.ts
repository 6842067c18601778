import { sql, type Kysely } from 'kysely';
import { Migrator, type Migration } from 'kysely/migration';

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
