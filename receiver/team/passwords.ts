import { hash, verify } from '@node-rs/argon2';
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';

/**
 * Team passwords: hashed with argon2id (the library's default algorithm) at OWASP's recommended
 * cost (19 MiB, two passes), checked for length and against the common-password dictionaries
 * of zxcvbn-ts, with the account's own email and name counted as guessable.
 */
export const MIN_PASSWORD_LENGTH = 12;
const MAX_PASSWORD_LENGTH = 200;
const ARGON2_COST = { memoryCost: 19_456, timeCost: 2, parallelism: 1 };
/** zxcvbn's score 3: "safely unguessable", about 10^8 guesses or more. */
const MIN_STRENGTH = 3;

export type PasswordProblem = 'too-short' | 'too-long' | 'is-email' | 'weak';

let strength: ZxcvbnFactory | undefined;

/** Why a password is refused for an account, or undefined when it is good enough. */
export function passwordProblem(
  password: string,
  account: { email: string; name?: string },
): PasswordProblem | undefined {
  if ([...password].length < MIN_PASSWORD_LENGTH) return 'too-short';
  if (password.length > MAX_PASSWORD_LENGTH) return 'too-long';
  const email = account.email.trim().toLowerCase();
  const lowered = password.trim().toLowerCase();
  if (lowered === email || lowered === email.split('@')[0]) return 'is-email';
  strength ??= new ZxcvbnFactory({ dictionary, graphs: adjacencyGraphs });
  const userInputs = [email, ...email.split(/[@.]/), ...(account.name ?? '').split(/\s+/)].filter(Boolean);
  return strength.check(password, userInputs).score < MIN_STRENGTH ? 'weak' : undefined;
}

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_COST);
}

/** Whether the password matches the hash; a malformed hash never matches. */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** A hash of a random password: verified against when there is no account, so that time tells nothing. */
let decoy: Promise<string> | undefined;
export function decoyHash(): Promise<string> {
  decoy ??= hashPassword(`decoy-${Math.random()}-${Date.now()}`);
  return decoy;
}
