import Database from 'better-sqlite3';
import type { DatabaseFacts, CopyAnswer, CopyTask } from './sqliteCopy';

/**
 * The SQLite work of a backup or a restore, in a process of its own (`node copyProcess.mts TASK`,
 * the task as JSON; the answer as JSON on standard output): the receiver's event loop keeps
 * answering enquiries meanwhile, and whatever happens to this process cannot take the receiver
 * down. Node runs this file as it is (type stripping; `.mts`: a module), without tsx: it may import
 * packages only (and types), in erasable TypeScript only.
 *
 * The copy is `VACUUM INTO`: one statement in one read transaction, so a consistent snapshot that
 * writers (WAL) do not wait for. The online backup API would copy in steps, and a write from the
 * receiver's own connection between two steps restarts it: under a steady stream of enquiries it
 * might never finish.
 */

/** Fails unless `file` is a sound SQLite database with the receiver's schema; says what it holds. */
function check(file: string): DatabaseFacts {
  const db = new Database(file, { readonly: true, fileMustExist: true });
  try {
    const problems = db.pragma('integrity_check', { simple: false }) as { integrity_check: string }[];
    if (problems.length !== 1 || problems[0]?.integrity_check !== 'ok')
      throw new Error(
        `the integrity check failed: ${problems
          .slice(0, 3)
          .map((row) => row.integrity_check)
          .join('; ')}`,
      );
    const tables = db
      .prepare<[], { name: string }>(
        "select name from sqlite_master where type = 'table' and name in ('kysely_migration', 'leads')",
      )
      .all()
      .map((row) => row.name);
    if (!tables.includes('kysely_migration') || !tables.includes('leads'))
      throw new Error(
        'it is a SQLite database, but not the receiver’s (no kysely_migration and leads tables)',
      );
    const migrations = db
      .prepare<[], { name: string }>('select name from kysely_migration order by name')
      .all()
      .map((row) => row.name);
    if (!migrations[0]?.startsWith('001_'))
      throw new Error('its migrations table does not record the receiver’s first migration');
    const { count } = db.prepare<[], { count: number }>('select count(*) as count from leads').get()!;
    return { leads: count, migrations };
  } finally {
    db.close();
  }
}

function run(task: CopyTask): DatabaseFacts {
  if (task.kind === 'check') return check(task.file);
  const source = new Database(task.source, { readonly: true, fileMustExist: true });
  try {
    source.pragma('busy_timeout = 10000');
    source.prepare('VACUUM INTO ?').run(task.target);
  } finally {
    source.close();
  }
  return check(task.target);
}

let answer: CopyAnswer;
try {
  answer = { ok: true, ...run(JSON.parse(process.argv[2] ?? '') as CopyTask) };
} catch (error) {
  answer = { ok: false, error: error instanceof Error ? error.message : String(error) };
}
process.stdout.write(JSON.stringify(answer));
