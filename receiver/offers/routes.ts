import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as z from 'zod';
import type { Locale } from '@/lib/model/i18n/locales';
import type { Settings } from '@/receiver/config/settings';
import { newToken } from '@/receiver/team/tokens';
import type { LeadsDb } from '../db/database';
import { originAllowed } from '../http/origin';
import { rateLimitKey } from '../http/visitorAddress';
import { loadOfferAssets, offerGonePage, offerPage, offerPageShell, offerTooManyPage } from './page';
import { OFFER_ASSETS_PATH, OFFER_PATH } from './paths';
import { acceptOffer, askQuestion, offerByToken, offerState, type VisitorOffer } from './store';
import { OFFER_PAGE_WORDS } from './words';

/**
 * The visitor's offer page at /offer/<token>, outside the desk's scope (no account: the link's
 * token is the key): the page, the acceptance of an option, a question, and the page's fonts and
 * logo. Every answer is kept out of indexes and caches, and sends no Referer onwards (the token is
 * in the address). Posts must come from our own page; every route is rate-limited per address,
 * which is what stops a search for tokens (a guessed one is a 404 that writes nothing).
 */

export interface OfferRouteOptions {
  db: LeadsDb;
  settings: Settings;
  /** Called when something is queued in the outbox (the owner's notice): it sends at once. */
  onMessage: () => void;
  now?: () => Date;
}

/** Requests a minute from one address (an IPv4 address, an IPv6 /64): pages, and posts. */
export const OFFER_RATE = { pages: 30, posts: 10 } as const;

const QUESTION_LIMIT = 5000;
const tokenParams = z.object({ token: z.string().max(100) });
const acceptBody = z.object({ option: z.string().max(100) });
const questionBody = z.object({
  question: z.string().max(QUESTION_LIMIT * 2),
  key: z.string().regex(/^[A-Za-z0-9_-]{20,100}$/),
});

/**
 * Whether a visitor's form comes from our own page. Under the page's `no-referrer` policy a browser
 * sends `Origin: null` with a form post, so `null` is taken when Sec-Fetch-Site (a header no page
 * can set) says the post came from this origin; any other Origin must be one of ours, as for an
 * enquiry.
 */
function fromOurPage(request: FastifyRequest, allowedOrigins: readonly string[]): boolean {
  const origin = request.headers.origin;
  if (origin === 'null') return request.headers['sec-fetch-site'] === 'same-origin';
  return originAllowed(origin, request.headers.host, allowedOrigins);
}

/** The language to tell a stranger's browser that a link opens nothing: its own, if Polish. */
function browserLocale(request: FastifyRequest): Locale {
  const first = (request.headers['accept-language'] ?? '').split(',')[0]?.trim().toLowerCase() ?? '';
  return first.startsWith('pl') ? 'pl' : 'en';
}

export async function offerPageRoutes(
  app: FastifyInstance,
  { db, settings, onMessage, now = () => new Date() }: OfferRouteOptions,
) {
  const assets = loadOfferAssets((message) => console.warn(`[receiver] ${message}`));
  const shell = offerPageShell(assets);
  const { siteUrl, allowedOrigins } = settings;

  // LEADS_RATE_LIMIT=0 turns these limits off with the enquiry's.
  const limit = (max: number) => ({
    rateLimit:
      settings.rateLimitPerMinute > 0
        ? {
            max,
            timeWindow: '1 minute',
            keyGenerator: (request: FastifyRequest) => rateLimitKey(request.ip),
          }
        : (false as const),
  });

  app.addHook('onSend', async (request, reply) => {
    reply.header('X-Robots-Tag', 'noindex, nofollow');
    if (request.url.startsWith(`${OFFER_ASSETS_PATH}/`) && reply.statusCode === 200) {
      reply.header('Cache-Control', 'public, max-age=31536000, immutable');
      reply.header('Cross-Origin-Resource-Policy', 'same-origin');
      return;
    }
    reply.headers({
      'Cache-Control': 'no-store',
      'Content-Security-Policy': shell.csp,
      'Referrer-Policy': 'no-referrer',
      'X-Frame-Options': 'DENY',
      'Cross-Origin-Opener-Policy': 'same-origin',
    });
  });

  // Past the rate limit: a page (in both languages: which one is not known without a lookup).
  app.setErrorHandler((error: { statusCode?: number }, _request, reply) => {
    if (error.statusCode !== 429) throw error;
    return reply.code(429).type('text/html; charset=utf-8').send(offerTooManyPage(shell, siteUrl));
  });

  const html = (reply: FastifyReply, status: number, body: string) =>
    reply.code(status).type('text/html; charset=utf-8').send(body);

  /** Whether a newer version of this offer went to the visitor (the page points them to it). */
  const replacedBy = async (found: VisitorOffer) =>
    Boolean(
      await db
        .selectFrom('offers')
        .select('id')
        .where('lead_id', '=', found.offer.lead_id)
        .where('version', '>', found.offer.version)
        .where('status', 'in', ['sent', 'accepted'])
        .executeTakeFirst(),
    );

  /** A link that opens no offer it can act on: unknown (404), or withdrawn or expired (410). */
  const gone = async (
    request: FastifyRequest,
    reply: FastifyReply,
    found: VisitorOffer | undefined,
    error?: string,
  ) => {
    if (!found) return html(reply, 404, offerGonePage(shell, siteUrl, browserLocale(request), 'unknown'));
    const state = offerState(found.offer, now());
    const reason = state === 'expired' ? 'expired' : 'withdrawn';
    return html(
      reply,
      410,
      offerGonePage(shell, siteUrl, found.offer.locale, reason, {
        validUntil: found.offer.valid_until,
        replaced: reason === 'withdrawn' && (await replacedBy(found)),
        error,
      }),
    );
  };

  const show = (
    reply: FastifyReply,
    status: number,
    token: string,
    found: VisitorOffer,
    extra: { notice?: 'asked'; error?: string; question?: string } = {},
  ) =>
    html(
      reply,
      status,
      offerPage({
        shell,
        siteUrl,
        token,
        offer: found.offer,
        options: found.options,
        state: offerState(found.offer, now()),
        questionKey: newToken(),
        ...extra,
      }),
    );

  app.get(`${OFFER_PATH}/:token`, { config: limit(OFFER_RATE.pages) }, async (request, reply) => {
    const params = tokenParams.safeParse(request.params);
    const found = params.success ? await offerByToken(db, params.data.token) : undefined;
    if (!found || !params.success) return gone(request, reply, undefined);
    const state = offerState(found.offer, now());
    if (state === 'withdrawn' || state === 'expired') return gone(request, reply, found);
    const asked = z.object({ asked: z.literal('1') }).safeParse(request.query).success;
    return show(reply, 200, params.data.token, found, asked ? { notice: 'asked' } : {});
  });

  app.post(`${OFFER_PATH}/:token/accept`, { config: limit(OFFER_RATE.posts) }, async (request, reply) => {
    const params = tokenParams.safeParse(request.params);
    const found = params.success ? await offerByToken(db, params.data.token) : undefined;
    if (!found || !params.success) return gone(request, reply, undefined);
    const w = OFFER_PAGE_WORDS[found.offer.locale];
    if (!fromOurPage(request, allowedOrigins))
      return show(reply, 403, params.data.token, found, { error: w.refusedOrigin });
    const body = acceptBody.safeParse(request.body);
    const outcome = await acceptOffer(
      db,
      params.data.token,
      body.success ? body.data.option : '',
      now(),
      rateLimitKey(request.ip),
    );
    if ('refused' in outcome) {
      const again = await offerByToken(db, params.data.token);
      if (outcome.refused === 'unknown' || !again) return gone(request, reply, undefined);
      if (outcome.refused === 'withdrawn' || outcome.refused === 'expired')
        return gone(request, reply, again);
      const error = outcome.refused === 'already-accepted' ? w.alreadyAccepted : w.noSuchOption;
      return show(reply, outcome.refused === 'already-accepted' ? 409 : 400, params.data.token, again, {
        error,
      });
    }
    onMessage();
    return reply.code(303).header('Location', `${OFFER_PATH}/${params.data.token}`).send();
  });

  app.post(`${OFFER_PATH}/:token/question`, { config: limit(OFFER_RATE.posts) }, async (request, reply) => {
    const params = tokenParams.safeParse(request.params);
    const found = params.success ? await offerByToken(db, params.data.token) : undefined;
    if (!found || !params.success) return gone(request, reply, undefined);
    const { token } = params.data;
    const w = OFFER_PAGE_WORDS[found.offer.locale];
    const state = offerState(found.offer, now());
    if (state === 'withdrawn' || state === 'expired') return gone(request, reply, found);
    if (!fromOurPage(request, allowedOrigins))
      return show(reply, 403, token, found, { error: w.refusedOrigin });
    const body = questionBody.safeParse(request.body);
    const text = body.success ? body.data.question.trim() : '';
    if (!body.success || !text || text.length > QUESTION_LIMIT)
      return show(reply, 400, token, found, {
        error: w.question.empty,
        question: body.success ? body.data.question : '',
      });
    const asked = await askQuestion(db, token, { text, key: body.data.key }, now());
    if ('refused' in asked) return gone(request, reply, asked.refused === 'unknown' ? undefined : found);
    if (asked.stored) onMessage();
    return reply.code(303).header('Location', `${OFFER_PATH}/${token}?asked=1`).send();
  });

  app.get(`${OFFER_ASSETS_PATH}/:name`, async (request, reply) => {
    const name = z.object({ name: z.string().max(100) }).safeParse(request.params);
    const file = name.success ? assets.files.get(name.data.name) : undefined;
    if (!file) return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
    return reply.type(file.type).send(file.bytes);
  });
}
