import { mkdirSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect, type Dialect, type SqliteDatabase } from 'kysely';
import { Pool } from 'pg';
import type { Settings } from '@/receiver/config/settings';
import { migrateToLatest, type MigrationName } from './migrations';
import type { LeadsDatabase } from './schema';

export type LeadsDb = Kysely<LeadsDatabase>;

/**
 * SQLite's durability: the write-ahead log, flushed to disk at every commit (synchronous=FULL).
 * A commit that has returned survives the process being killed and the machine losing power;
 * NORMAL would survive the first only. It costs about 0.2 ms a commit here.
 *
 * The log is copied into the database file (a checkpoint) once it holds 10,000 pages (40 MB), not
 * SQLite's default 1,000: each enquiry rewrites the same last pages of the leads' and the outbox's
 * indexes, so a checkpoint ten times rarer writes far fewer pages in all, and the commit that runs
 * it (on the writer thread, whose time is the receiver's limit) is held ten times less often. The
 * same bench, alternating: 3,656 to 3,869 enquiries/s with 1,000 pages, 3,993 to 4,471 with 10,000.
 * Durability is the same: every commit is still flushed to the log.
 */
export const SQLITE_PRAGMAS = [
  'journal_mode = WAL',
  'synchronous = FULL',
  'wal_autocheckpoint = 10000',
  'foreign_keys = ON',
  'busy_timeout = 5000',
];

function openSqlite(file: string): Database.Database {
  mkdirSync(path.dirname(file), { recursive: true });
  const database = new Database(file);
  for (const pragma of SQLITE_PRAGMAS) database.exec(`PRAGMA ${pragma}`);
  // SQLite's lower() folds ASCII only: the desk's search must find "Łukasz" by "łukasz".
  database.function(UNICODE_LOWER, { deterministic: true }, (text: unknown) =>
    typeof text === 'string' ? text.toLowerCase() : text,
  );
  return database;
}

/**
 * better-sqlite3 with its statements kept: Kysely prepares every query it runs, and the receiver
 * runs a bounded set of distinct ones. None is ever let go: under Node 24.21 a statement that the
 * garbage collector frees aborts the process (node::ObjectWrap's cleanup hook asserts that an
 * environment is current, and a collection started by an allocation has none), so a statement
 * lives as long as its database.
 */
function cachingStatements(database: Database.Database): SqliteDatabase {
  const statements = new Map<string, Database.Statement>();
  return {
    close: () => database.close(),
    prepare(text: string) {
      // Kysely begins every transaction with a plain (deferred) `begin`; ours all write, and one that
      // read first could not become a writer once another connection has written (SQLITE_BUSY,
      // which no busy timeout waits out). Taking the write lock at the start makes it wait its turn.
      const sql = text === 'begin' ? 'begin immediate' : text;
      let statement = statements.get(sql);
      if (!statement) {
        statement = database.prepare(sql);
        statements.set(sql, statement);
      }
      return statement;
    },
  };
}

/**
 * A pool of PostgreSQL connections. An idle connection that the server ends (a restart, a
 * failover) is reported and replaced by the pool; unheard, its error would stop the process.
 */
function postgresPool(url: string): Pool {
  const pool = new Pool({ connectionString: url, max: 10 });
  pool.on('error', (error) => console.warn(`[receiver] PostgreSQL connection lost: ${error.message}`));
  return pool;
}

/** Lower case by Unicode's rules: PostgreSQL's lower(), and this function on SQLite. */
const UNICODE_LOWER = 'unicode_lower';
export const lowerFunction = (db: LeadsDb): string => (isSqlite(db) ? UNICODE_LOWER : 'lower');

/** The databases opened on SQLite, with their statements: their leads are stored in groups (saveLead). */
const sqliteDatabases = new WeakMap<LeadsDb, SqliteDatabase>();
export const isSqlite = (db: LeadsDb): boolean => sqliteDatabases.has(db);

/**
 * A SQLite database's own statements (prepared once, kept), for a query Kysely has compiled that
 * runs inside a transaction Kysely holds: saveLead's group commit runs its statements there and
 * then. Undefined for PostgreSQL.
 */
export const sqliteStatements = (db: LeadsDb): SqliteDatabase | undefined => sqliteDatabases.get(db);

/** Opens the configured database (SQLite by default, PostgreSQL with DATABASE_URL) and migrates it (up to `upTo`: tests of a migration). */
export async function openDatabase(
  database: Settings['database'],
  options: { upTo?: MigrationName } = {},
): Promise<LeadsDb> {
  let statements: SqliteDatabase | undefined;
  let dialect: Dialect;
  if (database.kind === 'sqlite') {
    statements = cachingStatements(openSqlite(database.file));
    dialect = new SqliteDialect({ database: statements });
  } else dialect = new PostgresDialect({ pool: postgresPool(database.url) });
  const db = new Kysely<LeadsDatabase>({ dialect });
  if (statements) sqliteDatabases.set(db, statements);
  try {
    await migrateToLatest(db, options.upTo);
  } catch (error) {
    await db.destroy();
    throw error;
  }
  return db;
}
