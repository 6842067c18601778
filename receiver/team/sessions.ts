import type { LeadsDb } from '../db/database';
import { accountById, type Account } from './accounts';
import { newToken, tokenHash } from './tokens';

export interface SessionRules {
  /** A session unused this long ends. */
  idleMs: number;
  /** And any session ends this long after sign-in, used or not. */
  maxAgeMs: number;
}

export interface DeskSession {
  /** The hash the session is stored under. */
  idHash: string;
  csrfToken: string;
  account: Account;
}

/** Only so often is a session's last use written, so that browsing the desk is not a write per page. */
const TOUCH_EVERY_MS = 60_000;

/** Starts a session for an account: a new random id (never one the browser brought), and its CSRF token. */
export async function startSession(
  db: LeadsDb,
  account: Account,
  now = new Date(),
): Promise<{ token: string }> {
  const token = newToken();
  const at = now.toISOString();
  await db
    .insertInto('sessions')
    .values({
      id_hash: tokenHash(token),
      account_id: account.id,
      csrf_token: newToken(),
      created_at: at,
      last_seen_at: at,
    })
    .execute();
  return { token };
}

/** The live session of a cookie's token, or undefined (unknown, idle too long, too old, account disabled). */
export async function findSession(
  db: LeadsDb,
  token: string | undefined,
  rules: SessionRules,
  now = new Date(),
): Promise<DeskSession | undefined> {
  if (!token || !/^[A-Za-z0-9_-]{20,100}$/.test(token)) return undefined;
  const idHash = tokenHash(token);
  const row = await db.selectFrom('sessions').selectAll().where('id_hash', '=', idHash).executeTakeFirst();
  if (!row) return undefined;
  const idle = now.getTime() - Date.parse(row.last_seen_at);
  const age = now.getTime() - Date.parse(row.created_at);
  const account =
    idle <= rules.idleMs && age <= rules.maxAgeMs ? await accountById(db, row.account_id) : undefined;
  if (!account || account.disabled_at || !account.password_hash) {
    await db.deleteFrom('sessions').where('id_hash', '=', idHash).execute();
    return undefined;
  }
  if (idle > TOUCH_EVERY_MS)
    await db
      .updateTable('sessions')
      .set({ last_seen_at: now.toISOString() })
      .where('id_hash', '=', idHash)
      .execute();
  return { idHash, csrfToken: row.csrf_token, account };
}

export async function endSession(db: LeadsDb, idHash: string): Promise<void> {
  await db.deleteFrom('sessions').where('id_hash', '=', idHash).execute();
}

/** Removes the sessions past their time (the receiver does it daily, with the retention purge). */
export async function purgeSessions(db: LeadsDb, rules: SessionRules, now = new Date()): Promise<void> {
  await db
    .deleteFrom('sessions')
    .where((eb) =>
      eb.or([
        eb('last_seen_at', '<', new Date(now.getTime() - rules.idleMs).toISOString()),
        eb('created_at', '<', new Date(now.getTime() - rules.maxAgeMs).toISOString()),
      ]),
    )
    .execute();
}
