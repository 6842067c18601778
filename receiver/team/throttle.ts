import { sql } from 'kysely';
import type { LeadsDb } from '../db/database';

/**
 * Limits on guessing passwords, counted in the database (so they hold across receivers on
 * PostgreSQL and across restarts). Every sign-in attempt is counted, atomically and before the
 * password is checked (so parallel guesses cannot slip past), under three keys:
 *
 * - `pair:<email>|<address>`: one account from one network address (an IPv4 address or IPv6 /64);
 * - `address:<address>`: everything from that address;
 * - `account:<email>`: the account from anywhere.
 *
 * The pair is refused for a while from the `freeFailures`-th attempt in a row that failed, the
 * address from the `addressFreeFailures`-th (429 with Retry-After), the lock doubling with each further failure up to
 * `maxLockMs`. The account alone is never refused, only slowed: a stranger's guesses from
 * elsewhere lock the stranger out, never the colleague. Attempts older than `forgetAfterMs` are
 * forgotten; a success clears the pair and gives back its attempt to the others.
 */
export interface ThrottleRules {
  /** Failures in a row of one account from one address before it is refused for a while. */
  freeFailures: number;
  /** Failures from one address (any accounts: an office behind one address) before it is. */
  addressFreeFailures: number;
  firstLockMs: number;
  maxLockMs: number;
  forgetAfterMs: number;
  /** How long each failed answer waits; four times as long once the account has many failures. */
  failureDelayMs: number;
  /** The account's failures (from anywhere) after which its answers are slowed more. */
  accountSlowAfter: number;
}

export const DEFAULT_THROTTLE: ThrottleRules = {
  freeFailures: 5,
  addressFreeFailures: 20,
  firstLockMs: 30_000,
  maxLockMs: 15 * 60_000,
  forgetAfterMs: 60 * 60_000,
  failureDelayMs: 500,
  accountSlowAfter: 20,
};

/** The lock after `failures` failures in a row: none before `free`, then doubling. */
export function lockMs(failures: number, free: number, rules: ThrottleRules): number {
  if (failures < free) return 0;
  return Math.min(rules.firstLockMs * 2 ** (failures - free), rules.maxLockMs);
}

/**
 * Whether an attempt is past what its pair or address may try now: the free ones, or after a lock
 * one at a time. Guesses sent together all find no lock, but their counts tell them apart.
 */
export function overBudget(
  counts: Record<keyof ThrottleKeys, number>,
  seen: ThrottleState['seen'],
  rules: ThrottleRules,
): boolean {
  return (
    counts.pair > Math.max(rules.freeFailures, seen.pair + 1) ||
    counts.address > Math.max(rules.addressFreeFailures, seen.address + 1)
  );
}

export interface ThrottleKeys {
  pair: string;
  address: string;
  account: string;
}

export function throttleKeys(email: string, addressKey: string): ThrottleKeys {
  const account = email.trim().toLowerCase();
  return {
    pair: `pair:${account}|${addressKey}`,
    address: `address:${addressKey}`,
    account: `account:${account}`,
  };
}

/** The keys that can refuse a sign-in. */
const locking = (keys: ThrottleKeys) => [keys.pair, keys.address];

/** Where a sign-in stands before its attempt: how long it must wait, and the failures seen so far. */
export interface ThrottleState {
  /** Ms until the pair's and the address's locks end; 0 when it may go on. */
  wait: number;
  seen: { pair: number; address: number };
}

export async function throttleState(
  db: LeadsDb,
  keys: ThrottleKeys,
  rules: ThrottleRules,
  now = new Date(),
): Promise<ThrottleState> {
  const rows = await db.selectFrom('login_throttle').selectAll().where('key', 'in', locking(keys)).execute();
  const until = Math.max(0, ...rows.map((row) => (row.locked_until ? Date.parse(row.locked_until) : 0)));
  const failures = (key: string) => {
    const row = rows.find((each) => each.key === key);
    return row && now.getTime() - Date.parse(row.last_failure_at) <= rules.forgetAfterMs
      ? Number(row.failures)
      : 0;
  };
  return {
    wait: Math.max(0, until - now.getTime()),
    seen: { pair: failures(keys.pair), address: failures(keys.address) },
  };
}

/** How long a sign-in must wait (ms) because of its pair's or address's lock. */
export async function lockedFor(db: LeadsDb, keys: ThrottleKeys, now = new Date()): Promise<number> {
  return (await throttleState(db, keys, DEFAULT_THROTTLE, now)).wait;
}

/**
 * Counts an attempt under every key, atomically (an upsert that adds one, or starts again at one
 * after `forgetAfterMs`), and answers the counts, this attempt included.
 */
export async function countAttempt(
  db: LeadsDb,
  keys: ThrottleKeys,
  rules: ThrottleRules,
  now = new Date(),
): Promise<Record<keyof ThrottleKeys, number>> {
  const at = now.toISOString();
  const stale = new Date(now.getTime() - rules.forgetAfterMs).toISOString();
  const count = async (key: string) => {
    const row = await db
      .insertInto('login_throttle')
      .values({ key, failures: 1, last_failure_at: at, locked_until: null })
      .onConflict((conflict) =>
        conflict.column('key').doUpdateSet({
          failures: sql<number>`case when login_throttle.last_failure_at < ${stale} then 1 else login_throttle.failures + 1 end`,
          last_failure_at: at,
        }),
      )
      .returning('failures')
      .executeTakeFirstOrThrow();
    return Number(row.failures);
  };
  return {
    pair: await count(keys.pair),
    address: await count(keys.address),
    account: await count(keys.account),
  };
}

/** Locks the pair and the address whose attempts have reached their limit (before the check: see the route). */
export async function lockAfterFailure(
  db: LeadsDb,
  keys: ThrottleKeys,
  counts: Record<keyof ThrottleKeys, number>,
  rules: ThrottleRules,
  now = new Date(),
): Promise<void> {
  for (const name of ['pair', 'address'] as const) {
    const lock = lockMs(
      counts[name],
      name === 'pair' ? rules.freeFailures : rules.addressFreeFailures,
      rules,
    );
    if (lock > 0)
      await db
        .updateTable('login_throttle')
        .set({ locked_until: new Date(now.getTime() + lock).toISOString() })
        .where('key', '=', keys[name])
        .execute();
  }
}

/** How long a failed answer waits: longer once the account itself draws many failures. */
export const failureDelay = (counts: Record<keyof ThrottleKeys, number>, rules: ThrottleRules): number =>
  counts.account > rules.accountSlowAfter ? rules.failureDelayMs * 4 : rules.failureDelayMs;

/**
 * A success forgets the pair, gives its attempt back to the address and the account, and lifts the
 * address's lock (set before the check): an address that signs in is a colleague's.
 */
export async function recordSuccess(db: LeadsDb, keys: ThrottleKeys): Promise<void> {
  await db.deleteFrom('login_throttle').where('key', '=', keys.pair).execute();
  await db
    .updateTable('login_throttle')
    .set({ failures: sql<number>`case when failures > 0 then failures - 1 else 0 end`, locked_until: null })
    .where('key', 'in', [keys.address, keys.account])
    .execute();
}
