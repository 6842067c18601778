import { timingSafeEqual } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';

/**
 * The studio (`npm run studio`) serves these same API routes to the team over the network, after
 * its own gate has checked the session, the role, the origin and the CSRF token. The gate marks a
 * request it let through with this header, carrying a secret made when the studio started (in its
 * environment only, and stripped from every request that arrives). Outside the studio there is no
 * secret, and only requests from this machine are served.
 */
export const STUDIO_PASS_HEADER = 'x-studio-pass';
/** Who the gate let through, for "changed by" answers: the account's name. */
export const STUDIO_EDITOR_HEADER = 'x-studio-editor';

export const studioSecret = (): string | undefined => process.env.STUDIO_PASS || undefined;

export function hasStudioPass(headers: IncomingHttpHeaders): boolean {
  const secret = studioSecret();
  const given = headers[STUDIO_PASS_HEADER];
  if (!secret || typeof given !== 'string') return false;
  const a = Buffer.from(given);
  const b = Buffer.from(secret);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** The name of the studio's account behind a request, or undefined outside the studio. */
export function studioEditor(headers: IncomingHttpHeaders): string | undefined {
  const name = headers[STUDIO_EDITOR_HEADER];
  return hasStudioPass(headers) && typeof name === 'string' ? decodeURIComponent(name) : undefined;
}
