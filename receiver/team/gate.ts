import fastifyCookie from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as z from 'zod';
import { isLocale, type Locale } from '@/lib/model/i18n/locales';
import type { LeadsDb } from '../db/database';
import type { Role } from '../db/schema';
import { originAllowed } from '../http/origin';
import { rateLimitKey } from '../http/visitorAddress';
import { audit } from './audit';
import { endSession, findSession, type DeskSession, type SessionRules } from './sessions';
import { signIn } from './signIn';
import { DEFAULT_THROTTLE, type ThrottleRules } from './throttle';
import { newToken, sameSecret } from './tokens';

/**
 * The team's door, one for the lead desk and the studio: the accounts' sign-in (guessing limits,
 * argon2, a new server-side session in an HttpOnly SameSite=Strict cookie), sign-out, the session
 * found on every request, the roles the app admits, and for every request that changes something
 * this app's Origin and the session's CSRF token (a form's `_csrf` field, or the `x-csrf-token`
 * header that the studio's editor sends from a cookie only its own pages can read). Registered in
 * an app's own scope, it guards that scope's routes and no others.
 */

export type TeamSession = DeskSession;

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in account's session, when the request brought a live one. */
    teamSession?: TeamSession;
  }
}

export const CSRF_HEADER = 'x-csrf-token';
const SAFE_METHODS = new Set(['GET', 'HEAD']);
const TOKEN = /^[A-Za-z0-9_-]{43}$/;
const YEAR_SECONDS = 365 * 86_400;

/** The words the gate's answers need, in the app's language. */
export interface GateWords {
  failed: string;
  locked: (minutes: number) => string;
  signedOut: string;
  expired: string;
  /** A change sent from another site. */
  refusedOrigin: string;
  noAccess: string;
  csrf: string;
}

export interface SignInView {
  locale: Locale;
  /** The sign-in form's own token (double-submitted in a cookie: there is no session yet). */
  csrf: string;
  next: string;
  email?: string;
  error?: string;
  notice?: string;
}

export interface TeamGateOptions {
  db: LeadsDb;
  sessions: SessionRules;
  allowedOrigins: readonly string[];
  throttle?: ThrottleRules;
  now?: () => Date;
  /** Where the app lives: `/inbox` (the desk) or `` (the studio, at the root). Its cookies are scoped to it. */
  base: string;
  /** Where a sign-in leads when it says nowhere else: `/inbox`, `/editor`. */
  home: string;
  /** The cookies' names start with it: `desk_session`, `studio_login`. */
  cookiePrefix: string;
  /** Which roles may use the app; every request is checked. */
  allows: (role: Role) => boolean;
  /** Paths open without a session besides the sign-in (the password link, a favicon). */
  isPublic?: (path: string) => boolean;
  /** Paths a script calls (the studio's API): refused with the app's answer, never sent to the sign-in. */
  isApi?: (path: string) => boolean;
  /** Also hand the CSRF token to the app's script in a cookie it can read (the studio's editor). */
  scriptCsrf?: boolean;
  words: (locale: Locale) => GateWords;
  signInPage: (view: SignInView) => string;
  /**
   * Refuses a request (401, 403) in the app's way: a page for a person, JSON for a script. The
   * session, when there is one, is on the request.
   */
  refuse: (request: FastifyRequest, reply: FastifyReply, status: number, reason: string) => FastifyReply;
}

export interface TeamGate {
  /** The app's language for this request: the account's, else this browser's last choice, else Polish. */
  languageOf: (request: FastifyRequest) => Locale;
  /** A token for a form shown without a session (the password link), double-submitted in a cookie. */
  formToken: (request: FastifyRequest, reply: FastifyReply) => string;
  /** Whether a form posted without a session brought the token of the cookie it was given. */
  formTokenMatches: (request: FastifyRequest, sent: string) => boolean;
  /** Remembers the language for the sign-in page on this browser. */
  rememberLanguage: (request: FastifyRequest, reply: FastifyReply, locale: Locale) => void;
  /** Who is asking, for the audit log: the account's session, or nobody. */
  addressOf: (request: FastifyRequest) => string;
  /** The address that sends a person to the sign-in and back here. */
  signInPath: string;
}

const signInBody = z.object({
  email: z.string().trim().max(200),
  password: z.string().max(1000),
  next: z.string().max(500).default(''),
  _csrf: z.string().max(200).default(''),
});

/** A page the browser navigates to (not a script's call, an image): it may be sent to the sign-in. */
export function wantsPage(request: FastifyRequest): boolean {
  const dest = request.headers['sec-fetch-dest'];
  const accept = request.headers.accept;
  return (
    SAFE_METHODS.has(request.method) &&
    (dest === 'document' ||
      (dest === undefined && (accept === undefined || accept === '*/*' || accept.includes('text/html'))))
  );
}

export async function teamGate(app: FastifyInstance, options: TeamGateOptions): Promise<TeamGate> {
  const { db, base, home } = options;
  const throttle = options.throttle ?? DEFAULT_THROTTLE;
  const now = options.now ?? (() => new Date());
  const names = {
    session: `${options.cookiePrefix}_session`,
    login: `${options.cookiePrefix}_login`,
    language: `${options.cookiePrefix}_lang`,
    csrf: `${options.cookiePrefix}_csrf`,
  };
  const signInPath = `${base}/login`;
  await app.register(fastifyCookie);

  const cookieOptions = (request: FastifyRequest, httpOnly = true) => ({
    path: base || '/',
    httpOnly,
    sameSite: 'strict' as const,
    secure: request.protocol === 'https',
  });
  const languageOf = (request: FastifyRequest): Locale => {
    const said = request.teamSession?.account.locale ?? request.cookies[names.language];
    return isLocale(said) ? said : 'pl';
  };
  const addressOf = (request: FastifyRequest) => rateLimitKey(request.ip);
  const rememberLanguage = (request: FastifyRequest, reply: FastifyReply, locale: Locale) =>
    void reply.setCookie(names.language, locale, { ...cookieOptions(request), maxAge: YEAR_SECONDS });

  /** Only a path of this app may be where a sign-in leads: never another site, never the sign-in. */
  const safeNext = (next: string): string =>
    // (The studio's base is '': an empty next is no path, and leads home.)
    next !== '' &&
    (next === base || next.startsWith(`${base}/`)) &&
    !next.startsWith('//') &&
    !/[\\\s]/.test(next) &&
    !next.startsWith(signInPath)
      ? next
      : home;

  const formToken = (request: FastifyRequest, reply: FastifyReply): string => {
    // The one the browser has, if any: two tabs (or an image's detour) do not undo each other.
    const kept = request.cookies[names.login];
    if (kept && TOKEN.test(kept)) return kept;
    const token = newToken();
    reply.setCookie(names.login, token, cookieOptions(request));
    return token;
  };
  const formTokenMatches = (request: FastifyRequest, sent: string) => {
    const expected = request.cookies[names.login];
    return Boolean(expected && sent && sameSecret(sent, expected));
  };

  const sendSignIn = (
    request: FastifyRequest,
    reply: FastifyReply,
    status: number,
    view: Omit<SignInView, 'csrf' | 'locale' | 'next'> & { next?: string; locale?: Locale },
  ) =>
    reply
      .code(status)
      .type('text/html; charset=utf-8')
      .send(
        options.signInPage({
          ...view,
          locale: view.locale ?? languageOf(request),
          csrf: formToken(request, reply),
          next: safeNext(view.next ?? ''),
        }),
      );

  /** The path below the app's base, without the query. */
  const pathOf = (request: FastifyRequest) => request.url.split('?', 1)[0]!;
  const isOpen = (path: string) => path === signInPath || (options.isPublic?.(path) ?? false);

  app.addHook('onRequest', async (request, reply) => {
    request.teamSession = await findSession(db, request.cookies[names.session], options.sessions, now());
    const path = pathOf(request);
    if (isOpen(path)) return;
    const session = request.teamSession;
    const w = options.words(languageOf(request));
    if (!session) {
      // A person's sign-out form from a page whose session has ended: nothing to end, back to the sign-in.
      const formPost = (request.headers['content-type'] ?? '').startsWith(
        'application/x-www-form-urlencoded',
      );
      if (path === `${base}/logout` && formPost) return;
      if (wantsPage(request) && !(options.isApi?.(path) ?? false))
        return reply
          .code(303)
          .header('Location', `${signInPath}?next=${encodeURIComponent(request.url)}`)
          .send();
      return options.refuse(request, reply, 401, w.expired);
    }
    if (
      !SAFE_METHODS.has(request.method) &&
      !originAllowed(request.headers.origin, request.headers.host, options.allowedOrigins, true)
    )
      return options.refuse(request, reply, 403, w.refusedOrigin);
    if (!options.allows(session.account.role)) return options.refuse(request, reply, 403, w.noAccess);
  });

  // The token is checked once the body is read: a form sends it as a field, a script as a header.
  app.addHook('preHandler', async (request, reply) => {
    const session = request.teamSession;
    if (!session || SAFE_METHODS.has(request.method) || isOpen(pathOf(request))) return;
    const header = request.headers[CSRF_HEADER];
    const body = request.body as Record<string, unknown> | undefined;
    const token = typeof header === 'string' ? header : typeof body?._csrf === 'string' ? body._csrf : '';
    if (!token || !sameSecret(token, session.csrfToken))
      return options.refuse(request, reply, 403, options.words(languageOf(request)).csrf);
  });

  app.get(signInPath, async (request, reply) => {
    const query = z
      .object({
        next: z.string().max(500).default(''),
        out: z.string().optional(),
        lang: z.string().optional(),
      })
      .safeParse(request.query);
    const next = query.success ? query.data.next : '';
    const session = request.teamSession;
    if (session && options.allows(session.account.role))
      return reply.code(303).header('Location', safeNext(next)).send();
    let locale = languageOf(request);
    if (query.success && isLocale(query.data.lang)) {
      locale = query.data.lang;
      rememberLanguage(request, reply, locale);
    }
    return sendSignIn(request, reply, 200, {
      locale,
      next,
      notice: query.success && query.data.out ? options.words(locale).signedOut : undefined,
    });
  });

  app.post(signInPath, async (request, reply) => {
    const w = options.words(languageOf(request));
    if (!originAllowed(request.headers.origin, request.headers.host, options.allowedOrigins, true))
      return sendSignIn(request, reply, 403, { error: w.refusedOrigin });
    const parsed = signInBody.safeParse(request.body);
    if (!parsed.success || !formTokenMatches(request, parsed.data._csrf))
      return sendSignIn(request, reply, 403, { error: w.csrf });
    const { email, password, next } = parsed.data;
    const result = await signIn(db, { email, password, address: addressOf(request) }, throttle, now);
    if (result.kind === 'refused') {
      reply.header('Retry-After', String(Math.max(1, Math.ceil(result.waitMs / 1000))));
      return sendSignIn(request, reply, 429, {
        email,
        next,
        error: w.locked(Math.max(1, Math.ceil(result.waitMs / 60_000))),
      });
    }
    if (result.kind === 'failed') return sendSignIn(request, reply, 401, { email, next, error: w.failed });
    const { account, token } = result;
    rememberLanguage(request, reply, account.locale);
    reply.setCookie(names.session, token, cookieOptions(request));
    reply.clearCookie(names.login, cookieOptions(request));
    request.teamSession = await findSession(db, token, options.sessions, now());
    const session = request.teamSession;
    if (session && options.scriptCsrf)
      reply.setCookie(names.csrf, session.csrfToken, cookieOptions(request, false));
    // Signed in, but a role with no place here: told so at once, and on every request after.
    if (!options.allows(account.role))
      return options.refuse(request, reply, 403, options.words(account.locale).noAccess);
    return reply.code(303).header('Location', safeNext(next)).send();
  });

  app.post(`${base}/logout`, async (request, reply) => {
    const session = request.teamSession;
    if (session) {
      await endSession(db, session.idHash);
      await audit(
        db,
        {
          actor: session.account.email,
          accountId: session.account.id,
          action: 'logout',
          address: addressOf(request),
        },
        now(),
      );
    }
    reply.clearCookie(names.session, cookieOptions(request));
    if (options.scriptCsrf) reply.clearCookie(names.csrf, cookieOptions(request, false));
    return reply.code(303).header('Location', `${signInPath}?out=1`).send();
  });

  return { languageOf, formToken, formTokenMatches, rememberLanguage, addressOf, signInPath };
}
