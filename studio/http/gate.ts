import { randomBytes } from 'node:crypto';
import fastifyCookie from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as z from 'zod';
import { isLocale, type Locale } from '@/lib/model/i18n/locales';
import { STUDIO_EDITOR_HEADER, STUDIO_PASS_HEADER } from '@/lib/editor/server/studioPass';
import type { LeadsDb } from '@/receiver/db/database';
import { audit } from '@/receiver/desk/audit';
import type { Role } from '@/receiver/db/schema';
import { endSession, findSession, type DeskSession, type SessionRules } from '@/receiver/desk/sessions';
import { signIn } from '@/receiver/desk/signIn';
import { DEFAULT_THROTTLE, type ThrottleRules } from '@/receiver/desk/throttle';
import { newToken, sameSecret } from '@/receiver/desk/tokens';
import { originAllowed } from '@/receiver/http/origin';
import { rateLimitKey } from '@/receiver/http/visitorAddress';
import { LOGIN_WORDS, loginPage } from './loginPage';

/**
 * The studio's door: the lead desk's accounts, sessions and guessing limits, for the roles that
 * edit the site (editor, admin; sales has no access). Every request but the sign-in needs a
 * session; every request that changes something needs the studio's origin and the session's CSRF
 * token (a header the editor's calls send, read from a cookie only the studio's pages can read).
 */
export const SESSION_COOKIE = 'studio_session';
export const CSRF_COOKIE = 'studio_csrf';
const LOGIN_COOKIE = 'studio_login';
const LANGUAGE_COOKIE = 'studio_lang';
export const CSRF_HEADER = 'x-csrf-token';

export const canEditSite = (role: Role): boolean => role === 'editor' || role === 'admin';

declare module 'fastify' {
  interface FastifyRequest {
    studioSession?: DeskSession;
  }
}

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

const signInBody = z.object({
  email: z.string().trim().max(200),
  password: z.string().max(1000),
  next: z.string().max(500).default(''),
  _csrf: z.string().max(200).default(''),
});

/** Where a sign-in may lead: a path of the studio, never another site. */
function safeNext(next: string): string {
  return next.startsWith('/') && !next.startsWith('//') && !/[\\\s]/.test(next) && !next.startsWith('/login')
    ? next
    : '/editor';
}

const SAFE_METHODS = new Set(['GET', 'HEAD']);
/** What the sign-in page itself asks for. */
const PUBLIC_PATHS = new Set(['/favicon.ico']);

export async function studioGate(app: FastifyInstance, options: GateOptions): Promise<{ secret: string }> {
  const { db } = options;
  const throttle = options.throttle ?? DEFAULT_THROTTLE;
  const now = options.now ?? (() => new Date());
  const secret = randomBytes(32).toString('base64url');
  await app.register(fastifyCookie);

  const cookieOptions = (request: FastifyRequest, httpOnly = true) => ({
    path: '/',
    httpOnly,
    sameSite: 'strict' as const,
    secure: request.protocol === 'https',
  });
  const languageOf = (request: FastifyRequest): Locale => {
    const said = request.studioSession?.account.locale ?? request.cookies[LANGUAGE_COOKIE];
    return isLocale(said) ? said : 'pl';
  };
  /** A page the browser navigates to (not a script, an image or a call): it may be sent to the sign-in. */
  const wantsHtml = (request: FastifyRequest) =>
    SAFE_METHODS.has(request.method) &&
    !request.url.startsWith('/api/') &&
    !request.url.startsWith('/studio-api/') &&
    (request.headers['sec-fetch-dest'] === 'document' ||
      (request.headers['sec-fetch-dest'] === undefined &&
        (request.headers.accept ?? '').includes('text/html')) ||
      request.headers.accept === undefined ||
      request.headers.accept === '*/*');
  const refuse = (request: FastifyRequest, reply: FastifyReply, status: number, reason: string) =>
    wantsHtml(request)
      ? reply
          .code(status)
          .type('text/html; charset=utf-8')
          .send(
            loginPage({
              locale: languageOf(request),
              csrf: loginToken(request, reply),
              next: '/editor',
              error: reason,
            }),
          )
      : reply.code(status).send({ error: reason });

  const loginToken = (request: FastifyRequest, reply: FastifyReply): string => {
    // The one the browser has, if any: two tabs (or an image's detour) do not undo each other.
    const kept = request.cookies[LOGIN_COOKIE];
    if (kept && /^[A-Za-z0-9_-]{43}$/.test(kept)) return kept;
    const token = newToken();
    reply.setCookie(LOGIN_COOKIE, token, cookieOptions(request));
    return token;
  };

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
    request.studioSession = await findSession(db, request.cookies[SESSION_COOKIE], options.sessions, now());
    const path = request.url.split('?', 1)[0]!;
    if (path === '/login' || PUBLIC_PATHS.has(path)) return;
    const session = request.studioSession;
    if (!session) {
      if (wantsHtml(request))
        return reply
          .code(303)
          .header('Location', `/login?next=${encodeURIComponent(request.url)}`)
          .send();
      return reply.code(401).send({ error: LOGIN_WORDS[languageOf(request)].expired });
    }
    if (!SAFE_METHODS.has(request.method)) {
      if (!originAllowed(request.headers.origin, request.headers.host, options.allowedOrigins, true))
        return refuse(request, reply, 403, LOGIN_WORDS[languageOf(request)].refused);
      const header = request.headers[CSRF_HEADER];
      const token = typeof header === 'string' ? header : undefined;
      // The sign-out form posts its token as a field (checked in its route); every other change sends the header.
      if (path !== '/logout' && (!token || !sameSecret(token, session.csrfToken)))
        return refuse(request, reply, 403, LOGIN_WORDS[languageOf(request)].csrf);
    }
    if (!canEditSite(session.account.role))
      return refuse(request, reply, 403, LOGIN_WORDS[languageOf(request)].noAccess);
    // Let through: the editor's API routes know it by the pass, and whose request it is.
    request.raw.headers[STUDIO_PASS_HEADER] = secret;
    request.raw.headers[STUDIO_EDITOR_HEADER] = encodeURIComponent(
      session.account.name || session.account.email,
    );
  });

  app.get('/login', async (request, reply) => {
    const query = z
      .object({
        next: z.string().max(500).default(''),
        out: z.string().optional(),
        lang: z.string().optional(),
      })
      .safeParse(request.query);
    const next = query.success ? query.data.next : '';
    if (request.studioSession && canEditSite(request.studioSession.account.role))
      return reply.code(303).header('Location', safeNext(next)).send();
    let locale = languageOf(request);
    if (query.success && isLocale(query.data.lang)) {
      locale = query.data.lang;
      reply.setCookie(LANGUAGE_COOKIE, locale, { ...cookieOptions(request), maxAge: 365 * 86_400 });
    }
    return reply.type('text/html; charset=utf-8').send(
      loginPage({
        locale,
        csrf: loginToken(request, reply),
        next: safeNext(next),
        notice: query.success && query.data.out ? LOGIN_WORDS[locale].signedOut : undefined,
      }),
    );
  });

  app.post('/login', async (request, reply) => {
    const locale = languageOf(request);
    const w = LOGIN_WORDS[locale];
    const page = (status: number, extra: { email?: string; error?: string; next?: string }) =>
      reply
        .code(status)
        .type('text/html; charset=utf-8')
        .send(
          loginPage({ locale, csrf: loginToken(request, reply), next: safeNext(extra.next ?? ''), ...extra }),
        );
    if (!originAllowed(request.headers.origin, request.headers.host, options.allowedOrigins, true))
      return page(403, { error: w.refused });
    const parsed = signInBody.safeParse(request.body);
    const expected = request.cookies[LOGIN_COOKIE];
    if (!parsed.success || !expected || !parsed.data._csrf || !sameSecret(parsed.data._csrf, expected))
      return page(403, { error: w.csrf });
    const { email, password, next } = parsed.data;
    const result = await signIn(db, { email, password, address: rateLimitKey(request.ip) }, throttle, now);
    if (result.kind === 'refused') {
      reply.header('Retry-After', String(Math.max(1, Math.ceil(result.waitMs / 1000))));
      return page(429, { email, next, error: w.locked(Math.max(1, Math.ceil(result.waitMs / 60_000))) });
    }
    if (result.kind === 'failed') return page(401, { email, next, error: w.failed });
    const session = await findSession(db, result.token, options.sessions, now());
    reply.setCookie(SESSION_COOKIE, result.token, cookieOptions(request));
    reply.setCookie(CSRF_COOKIE, session?.csrfToken ?? '', cookieOptions(request, false));
    reply.setCookie(LANGUAGE_COOKIE, result.account.locale, {
      ...cookieOptions(request),
      maxAge: 365 * 86_400,
    });
    reply.clearCookie(LOGIN_COOKIE, cookieOptions(request));
    if (!canEditSite(result.account.role)) return page(403, { error: w.noAccess });
    return reply.code(303).header('Location', safeNext(next)).send();
  });

  app.post('/logout', async (request, reply) => {
    const session = request.studioSession!;
    const body = z.object({ _csrf: z.string().max(200) }).safeParse(request.body);
    const header = request.headers[CSRF_HEADER];
    const token = typeof header === 'string' ? header : body.success ? body.data._csrf : '';
    if (!token || !sameSecret(token, session.csrfToken))
      return refuse(request, reply, 403, LOGIN_WORDS[languageOf(request)].csrf);
    await endSession(db, session.idHash);
    await audit(
      db,
      {
        actor: session.account.email,
        accountId: session.account.id,
        action: 'logout',
        address: rateLimitKey(request.ip),
      },
      now(),
    );
    reply.clearCookie(SESSION_COOKIE, cookieOptions(request));
    reply.clearCookie(CSRF_COOKIE, cookieOptions(request, false));
    return reply.code(303).header('Location', '/login?out=1').send();
  });

  return { secret };
}
