import type { LeadsDb } from '../db/database';

/**
 * Limits on guessing passwords, counted in the database (so they hold across receivers on
 * PostgreSQL and across restarts), under two keys for every failed sign-in: the account tried
 * (`account:<email>`) and the network address it came from (`address:<IPv4 or IPv6 /64>`).
 *
 * Each failure is slowed (the answer waits); from the `freeFailures`-th on, the key is refused
 * for a while (429 with Retry-After), the lock doubling with each further failure up to
 * `maxLockMs`. The account's lock never outlasts `maxLockMs` and failures older than
 * `forgetAfterMs` are forgotten, so a stranger can hold a colleague off for minutes, never for
 * good; an admin's `accounts reset` lifts it at once, and the address's own lock stops the
 * stranger first.
 */
export interface ThrottleRules {
  freeFailures: number;
  firstLockMs: number;
  maxLockMs: number;
  forgetAfterMs: number;
  /** How long each failed answer waits. */
  failureDelayMs: number;
}

export const DEFAULT_THROTTLE: ThrottleRules = {
  freeFailures: 5,
  firstLockMs: 30_000,
  maxLockMs: 15 * 60_000,
  forgetAfterMs: 60 * 60_000,
  failureDelayMs: 500,
};

/** The lock after `failures` failures in a row: none before `freeFailures`, then doubling. */
export function lockMs(failures: number, rules: ThrottleRules): number {
  if (failures < rules.freeFailures) return 0;
  return Math.min(rules.firstLockMs * 2 ** (failures - rules.freeFailures), rules.maxLockMs);
}

export const throttleKeys = (email: string, addressKey: string): string[] => [
  `account:${email.trim().toLowerCase()}`,
  `address:${addressKey}`,
];

/** How long the sign-in must wait (ms) because of any of these keys; 0 when it may go on. */
export async function lockedFor(db: LeadsDb, keys: string[], now = new Date()): Promise<number> {
  const rows = await db
    .selectFrom('login_throttle')
    .select('locked_until')
    .where('key', 'in', keys)
    .execute();
  const until = Math.max(0, ...rows.map((row) => (row.locked_until ? Date.parse(row.locked_until) : 0)));
  return Math.max(0, until - now.getTime());
}

/** Counts a failure under each key, and locks the keys that have failed too often. */
export async function recordFailure(
  db: LeadsDb,
  keys: string[],
  rules: ThrottleRules,
  now = new Date(),
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    for (const key of keys) {
      const row = await trx
        .selectFrom('login_throttle')
        .selectAll()
        .where('key', '=', key)
        .executeTakeFirst();
      const stale = !row || now.getTime() - Date.parse(row.last_failure_at) > rules.forgetAfterMs;
      const failures = (stale ? 0 : row.failures) + 1;
      const lock = lockMs(failures, rules);
      const values = {
        failures,
        last_failure_at: now.toISOString(),
        locked_until: lock > 0 ? new Date(now.getTime() + lock).toISOString() : null,
      };
      // An upsert: two failures at once under a new key must not collide.
      await trx
        .insertInto('login_throttle')
        .values({ key, ...values })
        .onConflict((conflict) => conflict.column('key').doUpdateSet(values))
        .execute();
    }
  });
}

/** A successful sign-in forgets the account's failures (not the address's: others may share it). */
export async function recordSuccess(db: LeadsDb, email: string): Promise<void> {
  await db.deleteFrom('login_throttle').where('key', '=', `account:${email.trim().toLowerCase()}`).execute();
}
