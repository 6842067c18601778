import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** A secret for a cookie, a CSRF field or a one-time link: 256 random bits, URL-safe. */
export const newToken = (): string => randomBytes(32).toString('base64url');

/** What is stored of a token: its SHA-256, so that a copy of the database opens no session. */
export const tokenHash = (token: string): string => createHash('sha256').update(token).digest('base64url');

/** Compares two secrets in constant time (through digests of equal length). */
export function sameSecret(a: string, b: string): boolean {
  return timingSafeEqual(createHash('sha256').update(a).digest(), createHash('sha256').update(b).digest());
}
