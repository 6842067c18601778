import type { LeadsDb } from '../db/database';
import { findAccount, type Account } from './accounts';
import { audit } from './audit';
import { decoyHash, verifyPassword } from './passwords';
import { startSession } from './sessions';
import {
  countAttempt,
  failureDelay,
  lockAfterFailure,
  lockedFor,
  overBudget,
  recordSuccess,
  throttleKeys,
  throttleState,
  type ThrottleRules,
} from './throttle';

export type SignInResult =
  | { kind: 'signed-in'; account: Account; token: string }
  /** Too many attempts: try again after `waitMs`. */
  | { kind: 'refused'; waitMs: number }
  | { kind: 'failed' };

/**
 * One sign-in attempt, as the lead desk and the studio both take it: the guessing limits counted
 * in the database before the password is checked, argon2 time spent on unknown accounts too, a new
 * session on success, and every outcome in the audit log.
 */
export async function signIn(
  db: LeadsDb,
  attempt: { email: string; password: string; address: string },
  throttle: ThrottleRules,
  now: () => Date,
): Promise<SignInResult> {
  const { email, password, address } = attempt;
  const keys = throttleKeys(email, address);
  const refused = async (waitMs: number): Promise<SignInResult> => {
    await audit(db, { actor: email.toLowerCase(), action: 'login-refused', address }, now());
    return { kind: 'refused', waitMs };
  };
  const state = await throttleState(db, keys, throttle, now());
  if (state.wait > 0) return refused(state.wait);
  // Counted before the password is checked: guesses sent together cannot all pass the lock.
  const counts = await countAttempt(db, keys, throttle, now());
  // Locked as if this attempt will fail, before the password is checked: an attempt sent beside
  // it finds the lock; a success lifts it again.
  await lockAfterFailure(db, keys, counts, throttle, now());
  if (overBudget(counts, state.seen, throttle))
    return refused(Math.max(throttle.firstLockMs, await lockedFor(db, keys, now())));
  const account = await findAccount(db, email);
  const usable = account && !account.disabled_at && account.password_hash ? account : undefined;
  // A missing account costs the same argon2 time as a wrong password: timing tells nothing.
  const matches = await verifyPassword(usable?.password_hash ?? (await decoyHash()), password);
  if (!usable || !matches) {
    await audit(
      db,
      { actor: email.toLowerCase(), accountId: account?.id, action: 'login-failed', address },
      now(),
    );
    await new Promise((resolve) => setTimeout(resolve, failureDelay(counts, throttle)));
    return { kind: 'failed' };
  }
  await recordSuccess(db, keys);
  const { token } = await startSession(db, usable, now());
  await audit(db, { actor: usable.email, accountId: usable.id, action: 'login', address }, now());
  return { kind: 'signed-in', account: usable, token };
}
