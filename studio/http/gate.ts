import { VIEW_PATH } from '@/lib/model/sharedPaths';
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { STUDIO_EDITOR_HEADER, STUDIO_PASS_HEADER } from '@/lib/editor/server/studioPass';
import type { LeadsDb } from '@/receiver/db/database';
import { canEditSite } from '@/receiver/team/accounts';
import { teamGate, wantsPage, type TeamGate } from '@/receiver/team/gate';
import type { SessionRules } from '@/receiver/team/sessions';
import type { ThrottleRules } from '@/receiver/team/throttle';
import { LOGIN_WORDS, loginPage } from './loginPage';

/**
 * The studio's door: the team's gate (receiver/team/gate.ts, the desk's too) for the roles that
 * edit the site (editor, admin; sales has no access), at the studio's root, with the CSRF token
 * also in a cookie the editor's script reads and sends as a header. What the gate lets through is
 * marked for the editor's API routes with this run's secret pass and whose request it is.
 */
export { CSRF_HEADER } from '@/receiver/team/gate';
export const SESSION_COOKIE = 'studio_session';
export const CSRF_COOKIE = 'studio_csrf';

/**
 * No script but the studio's own files (the editor is a production Next build: no inline or eval'd
 * script), emotion's inline styles, uploads previewed from blob: and data: URLs, and frames only of
 * its own (the preview): what an injected script would need is refused.
 */
export const STUDIO_CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self'",
  "connect-src 'self'",
  "frame-src 'self'",
  "frame-ancestors 'self'",
  "form-action 'self'",
  "base-uri 'self'",
  "object-src 'none'",
].join('; ');

export interface GateOptions {
  db: LeadsDb;
  sessions: SessionRules;
  allowedOrigins: readonly string[];
  throttle?: ThrottleRules;
  now?: () => Date;
}

/** What the sign-in page itself asks for. */
/** Open without a session: the icon, and the previews' beacon, which the studio answers and never counts. */
const PUBLIC_PATHS = new Set(['/favicon.ico', VIEW_PATH]);

export async function studioGate(
  app: FastifyInstance,
  options: GateOptions,
): Promise<{ secret: string; gate: TeamGate }> {
  const secret = randomBytes(32).toString('base64url');

  app.addHook('onRequest', async (request, reply) => {
    // Only the gate gives these; one that arrives from outside is dropped.
    delete request.raw.headers[STUDIO_PASS_HEADER];
    delete request.raw.headers[STUDIO_EDITOR_HEADER];
    reply.headers({
      'Referrer-Policy': 'same-origin',
      'X-Content-Type-Options': 'nosniff',
      // The editor frames its own preview; no other site may frame the studio.
      'X-Frame-Options': 'SAMEORIGIN',
      'Content-Security-Policy': STUDIO_CONTENT_SECURITY_POLICY,
      'Cross-Origin-Opener-Policy': 'same-origin',
    });
    if (!request.url.startsWith('/_next/static/')) reply.header('Cache-Control', 'no-store');
  });

  /** The editor's calls: the editor's API and the studio's own. */
  const isApi = (path: string) => path.startsWith('/api/') || path.startsWith('/studio-api/');
  /** A page for a person navigating (the sign-in, with the reason), JSON for the editor's calls. */
  const refuse = (request: FastifyRequest, reply: FastifyReply, status: number, reason: string) =>
    wantsPage(request) && !isApi(request.url)
      ? reply
          .code(status)
          .type('text/html; charset=utf-8')
          .send(
            loginPage({
              locale: gate.languageOf(request),
              csrf: gate.formToken(request, reply),
              next: '/editor',
              error: reason,
            }),
          )
      : reply.code(status).send({ error: reason });

  const gate: TeamGate = await teamGate(app, {
    ...options,
    base: '',
    home: '/editor',
    cookiePrefix: 'studio',
    allows: canEditSite,
    isPublic: (path) => PUBLIC_PATHS.has(path),
    isApi,
    scriptCsrf: true,
    words: (locale) => ({ ...LOGIN_WORDS[locale], refusedOrigin: LOGIN_WORDS[locale].refused }),
    signInPage: loginPage,
    refuse,
  });

  // Let through: the editor's API routes know it by the pass, and whose request it is.
  app.addHook('onRequest', async (request) => {
    const session = request.teamSession;
    if (!session || !canEditSite(session.account.role)) return;
    request.raw.headers[STUDIO_PASS_HEADER] = secret;
    request.raw.headers[STUDIO_EDITOR_HEADER] = encodeURIComponent(
      session.account.name || session.account.email,
    );
  });

  return { secret, gate };
}
