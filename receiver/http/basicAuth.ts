import { createHash, timingSafeEqual } from 'node:crypto';

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * Whether an `Authorization: Basic` header carries the password (any user name: the office shares
 * one inbox). Compared in constant time, through digests of equal length.
 */
export function basicAuthMatches(header: string | undefined, password: string): boolean {
  const match = /^Basic\s+([A-Za-z0-9+/=]+)$/i.exec(header ?? '');
  if (!match?.[1]) return false;
  const decoded = Buffer.from(match[1], 'base64').toString('utf8');
  const separator = decoded.indexOf(':');
  if (separator < 0) return false;
  return timingSafeEqual(digest(decoded.slice(separator + 1)), digest(password));
}
