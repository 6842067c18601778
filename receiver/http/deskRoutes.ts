import fastifyCookie from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as z from 'zod';
import { isLocale, type Locale } from '@/lib/model/i18n/locales';
import { INBOX_PATH } from '@/lib/model/sharedPaths';
import type { Settings } from '@/receiver/config/settings';
import type { LeadsDb } from '../db/database';
import { LEAD_STATUSES } from '../db/schema';
import {
  AccountError,
  accountById,
  canWorkLeads,
  leadWorkers,
  setAccountLocale,
  setPasswordWithToken,
  accountForPasswordToken,
} from '../desk/accounts';
import { audit } from '../desk/audit';
import { DESK_MESSAGES, type DeskMessages } from '../desk/deskMessages';
import { deskQueryFrom, deskQuerySchema, warsawDayStart } from '../desk/deskQuery';
import { nextDate } from '../leads/warsawClock';
import {
  addNote,
  assignOwner,
  countNewLeads,
  leadDetail,
  listDeskLeads,
  queueReply,
  setFollowUp,
  setSpam,
  setStatus,
  type Actor,
} from '../desk/leadDesk';
import { findSession, endSession, type DeskSession } from '../desk/sessions';
import { DEFAULT_THROTTLE, type ThrottleRules } from '../desk/throttle';
import { signIn } from '../desk/signIn';
import { newToken, sameSecret } from '../desk/tokens';
import { isOverdue, replyDeadline } from '../leads/overdue';
import { conversionLeads } from '../leads/conversionLeads';
import { conversionsCsv } from '../leads/conversions';
import { warsawTime } from '../mail/leadEmail';
import { fillTemplate, replyTemplates, templateValues } from '../mail/replyTemplates';
import { leadPage, listPage, noAccessPage, passwordPage, signInPage, type DeskFrame } from './deskPages';
import { PAGE_CSP } from './html';
import { originAllowed } from './origin';
import { rateLimitKey } from './visitorAddress';

const SESSION_COOKIE = 'desk_session';
/** The sign-in form's own CSRF token (double submit): there is no session to hold it yet. */
const LOGIN_COOKIE = 'desk_login';
/** The desk's language before sign-in: the last account's choice on this browser. */
const LANGUAGE_COOKIE = 'desk_lang';

declare module 'fastify' {
  interface FastifyRequest {
    deskSession?: DeskSession;
  }
}

const signInBody = z.object({
  email: z.string().trim().max(200),
  password: z.string().max(1000),
  next: z.string().max(500).default(''),
  _csrf: z.string().max(200).default(''),
});

const leadParams = z.object({ id: z.uuid() });

/** Only a desk address may be where a sign-in goes next: never another site. */
function safeNext(next: string): string {
  return next.startsWith(`${INBOX_PATH}`) && !next.startsWith('//') && !/[\\\s]/.test(next)
    ? next
    : INBOX_PATH;
}

export interface DeskRouteOptions {
  db: LeadsDb;
  settings: Settings;
  throttle?: ThrottleRules;
  /** Called when the desk queues a message (a reply, a lead moved out of spam): the outbox sends it. */
  onMessage?: () => void;
  now?: () => Date;
}

/**
 * The lead desk at /inbox: sign-in and sessions, the list and each lead's page, the changes the
 * team makes, the conversions file. Every request but the sign-in and the password link needs a
 * session of a sales or admin account; every POST needs this site's Origin and the CSRF token.
 */
export async function deskRoutes(app: FastifyInstance, options: DeskRouteOptions) {
  const { db, settings } = options;
  const throttle = options.throttle ?? DEFAULT_THROTTLE;
  const now = options.now ?? (() => new Date());
  const onMessage = options.onMessage ?? (() => undefined);
  const rule = settings.overdue;
  await app.register(fastifyCookie);

  const cookieOptions = (request: FastifyRequest) => ({
    path: INBOX_PATH,
    httpOnly: true,
    sameSite: 'strict' as const,
    secure: request.protocol === 'https',
  });

  const languageOf = (request: FastifyRequest): Locale => {
    const said = request.deskSession?.account.locale ?? request.cookies[LANGUAGE_COOKIE];
    return isLocale(said) ? said : 'pl';
  };
  const messagesOf = (request: FastifyRequest): DeskMessages => DESK_MESSAGES[languageOf(request)];
  const addressOf = (request: FastifyRequest) => rateLimitKey(request.ip);

  const sendHtml = (reply: FastifyReply, status: number, html: string) =>
    reply.code(status).type('text/html; charset=utf-8').send(html);

  app.addHook('onRequest', async (request, reply) => {
    reply.headers({
      'Cache-Control': 'no-store',
      'Content-Security-Policy': PAGE_CSP,
      // Not no-referrer: under it a browser posts a form with `Origin: null`, which the origin check
      // refuses. same-origin still tells no other site anything (the mailto: and tel: links).
      'Referrer-Policy': 'same-origin',
      'X-Frame-Options': 'DENY',
      // Pages with private data: no window of another site may keep a handle on them.
      'Cross-Origin-Opener-Policy': 'same-origin',
    });
    request.deskSession = await findSession(db, request.cookies[SESSION_COOKIE], settings.sessions, now());
  });

  /** Refuses a POST from another origin, or without this session's (or sign-in form's) token. */
  const checkPost = async (request: FastifyRequest, reply: FastifyReply, expected: string | undefined) => {
    const m = messagesOf(request);
    if (!originAllowed(request.headers.origin, request.headers.host, settings.allowedOrigins, true))
      return sendHtml(reply, 403, errorPage(request, m.signIn.refusedOrigin));
    const body = request.body as Record<string, unknown> | undefined;
    const token = typeof body?._csrf === 'string' ? body._csrf : '';
    if (!expected || !token || !sameSecret(token, expected))
      return sendHtml(reply, 403, errorPage(request, m.csrf));
  };

  const errorPage = (request: FastifyRequest, text: string) => {
    const session = request.deskSession;
    const m = messagesOf(request);
    if (!session)
      return signInPage({ m, locale: languageOf(request), csrf: '', next: INBOX_PATH, error: text });
    return noAccessPage({
      ...frameOf(request, session),
      m: { ...m, noAccess: { title: m.invalid, body: text } },
    });
  };

  const frameOf = (request: FastifyRequest, session: DeskSession): DeskFrame => ({
    m: messagesOf(request),
    locale: languageOf(request),
    account: session.account,
    csrf: session.csrfToken,
  });

  /** Every desk page: a session (else the sign-in), and an account that works leads (else 403). */
  const requireDesk = async (request: FastifyRequest, reply: FastifyReply) => {
    const session = request.deskSession;
    if (!session) {
      if (request.method === 'GET')
        return reply
          .code(303)
          .header('Location', `${INBOX_PATH}/login?next=${encodeURIComponent(request.url)}`)
          .send();
      return sendHtml(reply, 401, errorPage(request, messagesOf(request).signIn.expired));
    }
    if (request.method === 'POST') {
      const refused = await checkPost(request, reply, session.csrfToken);
      if (refused) return refused;
    }
    if (!canWorkLeads(session.account.role))
      return sendHtml(reply, 403, noAccessPage(frameOf(request, session)));
  };

  /** A new token for a form shown without a session (sign-in, password), double-submitted in a cookie. */
  const loginFormToken = (request: FastifyRequest, reply: FastifyReply): string => {
    const token = newToken();
    reply.setCookie(LOGIN_COOKIE, token, cookieOptions(request));
    return token;
  };

  const loginPage = (
    request: FastifyRequest,
    reply: FastifyReply,
    status: number,
    extra: { email?: string; error?: string; notice?: string; next?: string },
  ) => {
    const token = loginFormToken(request, reply);
    return sendHtml(
      reply,
      status,
      signInPage({
        m: messagesOf(request),
        locale: languageOf(request),
        csrf: token,
        ...extra,
        next: safeNext(extra.next ?? ''),
      }),
    );
  };

  app.get(`${INBOX_PATH}/login`, async (request, reply) => {
    const query = z
      .object({ next: z.string().max(500).default(''), out: z.string().optional() })
      .safeParse(request.query);
    const next = query.success ? query.data.next : '';
    if (request.deskSession) return reply.code(303).header('Location', safeNext(next)).send();
    const m = messagesOf(request);
    return loginPage(request, reply, 200, {
      next,
      notice: query.success && query.data.out ? m.signIn.signedOut : undefined,
    });
  });

  app.post(`${INBOX_PATH}/login`, async (request, reply) => {
    const refused = await checkPost(request, reply, request.cookies[LOGIN_COOKIE]);
    if (refused) return refused;
    const m = messagesOf(request);
    const parsed = signInBody.safeParse(request.body);
    if (!parsed.success) return loginPage(request, reply, 400, { error: m.signIn.failed });
    const { email, password, next } = parsed.data;
    const result = await signIn(db, { email, password, address: addressOf(request) }, throttle, now);
    if (result.kind === 'refused') {
      reply.header('Retry-After', String(Math.max(1, Math.ceil(result.waitMs / 1000))));
      return loginPage(request, reply, 429, {
        email,
        next,
        error: m.signIn.locked(Math.max(1, Math.ceil(result.waitMs / 60_000))),
      });
    }
    if (result.kind === 'failed')
      return loginPage(request, reply, 401, { email, next, error: m.signIn.failed });
    const { account: usable, token } = result;
    reply.setCookie(SESSION_COOKIE, token, cookieOptions(request));
    reply.setCookie(LANGUAGE_COOKIE, usable.locale, { ...cookieOptions(request), maxAge: 365 * 86_400 });
    reply.clearCookie(LOGIN_COOKIE, cookieOptions(request));
    return reply.code(303).header('Location', safeNext(next)).send();
  });

  app.post(`${INBOX_PATH}/logout`, async (request, reply) => {
    const session = request.deskSession;
    if (session) {
      const refused = await checkPost(request, reply, session.csrfToken);
      if (refused) return refused;
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
    reply.clearCookie(SESSION_COOKIE, cookieOptions(request));
    return reply.code(303).header('Location', `${INBOX_PATH}/login?out=1`).send();
  });

  app.get(`${INBOX_PATH}/password`, async (request, reply) => {
    const token = z.object({ token: z.string().max(200) }).safeParse(request.query);
    const account = token.success ? await accountForPasswordToken(db, token.data.token, now()) : undefined;
    const csrf = loginFormToken(request, reply);
    return sendHtml(
      reply,
      account ? 200 : 404,
      passwordPage({
        m: messagesOf(request),
        locale: languageOf(request),
        csrf,
        token: token.success ? token.data.token : '',
        email: account?.email,
      }),
    );
  });

  app.post(`${INBOX_PATH}/password`, async (request, reply) => {
    const refused = await checkPost(request, reply, request.cookies[LOGIN_COOKIE]);
    if (refused) return refused;
    const m = messagesOf(request);
    const parsed = z
      .object({ token: z.string().max(200), password: z.string().max(1000), again: z.string().max(1000) })
      .safeParse(request.body);
    const account = parsed.success ? await accountForPasswordToken(db, parsed.data.token, now()) : undefined;
    const page = (status: number, extra: { error?: string; done?: boolean; email?: string }) => {
      const csrf = loginFormToken(request, reply);
      return sendHtml(
        reply,
        status,
        passwordPage({
          m,
          locale: languageOf(request),
          csrf,
          token: parsed.success ? parsed.data.token : '',
          ...extra,
        }),
      );
    };
    if (!parsed.success || !account) return page(404, {});
    if (parsed.data.password !== parsed.data.again)
      return page(400, { email: account.email, error: m.password.mismatch });
    try {
      await setPasswordWithToken(db, parsed.data.token, parsed.data.password, now());
    } catch (error) {
      if (error instanceof AccountError && error.code in m.password.problems)
        return page(400, {
          email: account.email,
          error: m.password.problems[error.code as keyof DeskMessages['password']['problems']],
        });
      throw error;
    }
    await audit(
      db,
      { actor: account.email, accountId: account.id, action: 'password-set', address: addressOf(request) },
      now(),
    );
    return page(200, { done: true });
  });

  app.register(async (desk) => {
    desk.addHook('preHandler', requireDesk);
    const actorOf = (request: FastifyRequest): Actor => ({
      account: request.deskSession!.account,
      address: addressOf(request),
    });

    desk.get(INBOX_PATH, async (request, reply) => {
      const session = request.deskSession!;
      const parsed = deskQuerySchema.safeParse(request.query);
      if (!parsed.success)
        return sendHtml(
          reply,
          400,
          errorPage(request, `${messagesOf(request).invalid}: ${parsed.error.issues[0]?.path.join('.')}`),
        );
      const query = deskQueryFrom(parsed.data, session.account.id);
      const bounds = {
        from: query.receivedFrom ? warsawDayStart(query.receivedFrom) : undefined,
        to: query.receivedTo ? warsawDayStart(nextDate(query.receivedTo)) : undefined,
      };
      const [{ leads, total }, newCount, workers] = await Promise.all([
        listDeskLeads(db, query, bounds),
        countNewLeads(db),
        leadWorkers(db),
      ]);
      const at = now();
      const overdue = new Set(leads.filter((lead) => isOverdue(lead, at, rule)).map((lead) => lead.id));
      return sendHtml(
        reply,
        200,
        listPage(frameOf(request, session), { query, leads, total, newCount, overdue, workers }),
      );
    });

    const showLead = async (
      request: FastifyRequest,
      reply: FastifyReply,
      id: string,
      status: number,
      extra: { notice?: string; error?: string; templateId?: string } = {},
    ) => {
      const session = request.deskSession!;
      const m = messagesOf(request);
      const detail = await leadDetail(db, id);
      if (!detail) return sendHtml(reply, 404, errorPage(request, m.lead.notFound));
      const deskLocale = languageOf(request);
      const templates = replyTemplates(detail.lead.locale);
      const template = templates.find((item) => item.id === extra.templateId) ?? templates[0]!;
      const filled = fillTemplate(template, templateValues(detail.lead, session.account.name));
      const at = now();
      return sendHtml(
        reply,
        status,
        leadPage(frameOf(request, session), {
          detail,
          workers: await leadWorkers(db),
          overdueSince: isOverdue(detail.lead, at, rule)
            ? warsawTime(replyDeadline(detail.lead.created_at, rule).toISOString())
            : undefined,
          reply: {
            key: newToken(),
            templates: templates.map((item) => ({ id: item.id, label: item.label[deskLocale] })),
            templateId: template.id,
            subject: filled.subject,
            body: filled.body,
          },
          defaultCurrency: settings.conversions.currency,
          notice: extra.notice,
          error: extra.error,
        }),
      );
    };

    desk.get(`${INBOX_PATH}/leads/:id`, async (request, reply) => {
      const params = leadParams.safeParse(request.params);
      if (!params.success) return sendHtml(reply, 404, errorPage(request, messagesOf(request).lead.notFound));
      const query = z
        .object({ template: z.string().max(50).optional(), saved: z.string().optional() })
        .safeParse(request.query);
      const m = messagesOf(request);
      return showLead(request, reply, params.data.id, 200, {
        templateId: query.success ? query.data.template : undefined,
        notice:
          query.success && query.data.saved
            ? query.data.saved === 'reply'
              ? m.lead.replyQueued
              : m.lead.saved
            : undefined,
      });
    });

    /** A change to one lead: parse its form, run it, and go back to the lead's page. */
    const change = <T extends z.ZodType>(
      name: string,
      schema: T,
      run: (id: string, body: z.output<T>, actor: Actor) => Promise<boolean | string>,
    ) =>
      desk.post(`${INBOX_PATH}/leads/:id/${name}`, async (request, reply) => {
        const params = leadParams.safeParse(request.params);
        const m = messagesOf(request);
        if (!params.success) return sendHtml(reply, 404, errorPage(request, m.lead.notFound));
        const body = schema.safeParse(request.body);
        if (!body.success)
          return showLead(request, reply, params.data.id, 400, {
            error: `${m.invalid}: ${body.error.issues.map((issue) => issue.message).join('; ')}`,
          });
        const done = await run(params.data.id, body.data, actorOf(request));
        if (done === false) return sendHtml(reply, 404, errorPage(request, m.lead.notFound));
        if (typeof done === 'string') return showLead(request, reply, params.data.id, 400, { error: done });
        return reply
          .code(303)
          .header(
            'Location',
            `${INBOX_PATH}/leads/${params.data.id}?saved=${name === 'reply' ? 'reply' : '1'}`,
          )
          .send();
      });

    const money = /^\d{1,9}(\.\d{1,2})?$/;
    change(
      'status',
      z.object({
        status: z.enum(LEAD_STATUSES),
        value: z.string().trim().max(20).default(''),
        currency: z.string().trim().toUpperCase().max(3).default(''),
        _csrf: z.string(),
      }),
      async (id, body, actor) => {
        if (body.status !== 'booked') return setStatus(db, id, body.status, actor, undefined, now());
        const value = body.value.replace(',', '.');
        const currency = body.currency || settings.conversions.currency;
        if (!money.test(value) || !/^[A-Z]{3}$/.test(currency))
          return DESK_MESSAGES[actor.account.locale].lead.bookingNeeded;
        return setStatus(db, id, 'booked', actor, { value: Number(value).toFixed(2), currency }, now());
      },
    );
    change(
      'owner',
      z.object({ owner: z.union([z.uuid(), z.literal('')]), _csrf: z.string() }),
      async (id, body, actor) => {
        const owner = body.owner ? await accountById(db, body.owner) : undefined;
        if (body.owner && (!owner || owner.disabled_at || !canWorkLeads(owner.role)))
          return DESK_MESSAGES[actor.account.locale].invalid;
        return assignOwner(db, id, owner?.id ?? null, owner?.name ?? null, actor, now());
      },
    );
    change(
      'follow-up',
      z.object({ date: z.union([z.iso.date(), z.literal('')]), _csrf: z.string() }),
      async (id, body, actor) => setFollowUp(db, id, body.date || null, actor, now()),
    );
    change(
      'note',
      z.object({ body: z.string().trim().min(1).max(5000), _csrf: z.string() }),
      async (id, body, actor) => addNote(db, id, body.body, actor, now()),
    );
    change(
      'reply',
      z.object({
        subject: z
          .string()
          .trim()
          .min(1)
          .max(200)
          .regex(/^[^\r\n]*$/),
        body: z.string().trim().min(1).max(10_000),
        replyKey: z.string().regex(/^[A-Za-z0-9_-]{20,100}$/),
        _csrf: z.string(),
      }),
      async (id, body, actor) => {
        const reply = { subject: body.subject, body: body.body, key: body.replyKey };
        const queued = await queueReply(db, id, reply, actor, now());
        if (queued) onMessage();
        return queued;
      },
    );
    change('spam', z.object({ spam: z.enum(['0', '1']), _csrf: z.string() }), async (id, body, actor) => {
      const changed = await setSpam(db, id, body.spam === '1', actor, now());
      if (changed && body.spam === '0') onMessage();
      return changed;
    });

    desk.post(`${INBOX_PATH}/language`, async (request, reply) => {
      const session = request.deskSession!;
      const body = z.object({ locale: z.string() }).safeParse(request.body);
      if (body.success && isLocale(body.data.locale)) {
        await setAccountLocale(db, session.account.id, body.data.locale, now());
        await audit(
          db,
          {
            actor: session.account.email,
            accountId: session.account.id,
            action: 'language',
            detail: body.data.locale,
            address: addressOf(request),
          },
          now(),
        );
        reply.setCookie(LANGUAGE_COOKIE, body.data.locale, {
          ...cookieOptions(request),
          maxAge: 365 * 86_400,
        });
      }
      const back = request.headers.referer;
      const path = back
        ? safeNext(new URL(back, 'http://desk').pathname + new URL(back, 'http://desk').search)
        : INBOX_PATH;
      return reply.code(303).header('Location', path).send();
    });

    desk.get(`${INBOX_PATH}/conversions.csv`, async (request, reply) => {
      const session = request.deskSession!;
      const { csv, rows, tooOld } = conversionsCsv(await conversionLeads(db), {
        now: now(),
        bookedName: settings.conversions.bookedName,
        qualifiedName: settings.conversions.qualifiedName,
        defaultCurrency: settings.conversions.currency,
      });
      await audit(
        db,
        {
          actor: session.account.email,
          accountId: session.account.id,
          action: 'conversions',
          detail: `${rows} rows, ${tooOld} too old`,
          address: addressOf(request),
        },
        now(),
      );
      return reply
        .type('text/csv; charset=utf-8')
        .header('Content-Disposition', 'attachment; filename="google-ads-conversions.csv"')
        .header('X-Conversions-Too-Old', String(tooOld))
        .send(csv);
    });
  });
}
