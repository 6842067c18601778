import { sql, type Kysely } from 'kysely';
import { Migrator, type Migration } from 'kysely/migration';

/**
 * The schema, as migrations run on start (both dialects: only portable types and statements).
 * Add a migration for a change; never edit one that has shipped.
 */
const migrations: Record<string, Migration> = {
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
};

/** Brings the database up to the latest schema; throws with the failing migration's error. */
export async function migrateToLatest<T>(db: Kysely<T>): Promise<void> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    const reason = error instanceof Error ? error.message : String(error ?? 'unknown error');
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${reason}`);
  }
}
