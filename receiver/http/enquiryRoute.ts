import { randomUUID } from 'node:crypto';
import { ENQUIRY_PATH } from '@/lib/model/sharedPaths';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ENQUIRY_FIELDS } from '@/lib/model/enquiry/fields';
import { enquirySchemaFor, errorsByField } from '@/lib/model/enquiry/schema';
import { visitOfAddress } from '@/lib/model/enquiry/visit';
import { consentCookieIn } from '@/lib/model/consent/consent';
import { ENQUIRY_REFUSALS, type EnquiryRefusalMessages } from '@/lib/model/enquiry/messages';
import { DEFAULT_LOCALE, isLocale, localeOfPath, type Locale } from '@/lib/model/i18n/locales';
import type { LeadsDb } from '../db/database';
import { saveLead } from '../leads/store';
import { RecentSenders } from '../leads/recentSenders';
import type { Settings } from '@/receiver/config/settings';
import { enquiryFormPage, refusalPage } from './formPage';
import { enquiryFromForm, formFields, type FormFields } from './formBody';
import { PAGE_CSP } from './html';
import { originAllowed } from './origin';
import { rateLimitKey } from './visitorAddress';

/** Far more than the longest enquiry the schema allows, even in Polish, percent-encoded. */
export const ENQUIRY_BODY_LIMIT = 32 * 1024;

const isFormPost = (request: FastifyRequest) =>
  (request.headers['content-type'] ?? '').toLowerCase().startsWith('application/x-www-form-urlencoded');

/**
 * The character set a JSON body declares (`application/json; charset="UTF-8"`), in lower case
 * without quotes; undefined for another type, or JSON that names none (UTF-8, as RFC 8259 has it).
 */
function jsonCharset(contentType: string | undefined): string | undefined {
  const [essence = '', ...parameters] = (contentType ?? '').toLowerCase().split(';');
  if (essence.trim() !== 'application/json') return undefined;
  for (const parameter of parameters) {
    const [name = '', value = ''] = parameter.split('=').map((part) => part.trim());
    if (name === 'charset') return value.replace(/^"(.*)"$/, '$1');
  }
  return undefined;
}

/** One of the receiver's own pages, under its own policy. */
function sendPage(reply: FastifyReply, status: number, page: string) {
  return reply
    .code(status)
    .header('Content-Security-Policy', PAGE_CSP)
    .type('text/html; charset=utf-8')
    .send(page);
}

/** The language of the page a request was sent from (its Referer), English if it does not say. */
function refererLocale(referer: string | undefined): Locale {
  if (!referer) return DEFAULT_LOCALE;
  try {
    return localeOfPath(new URL(referer).pathname);
  } catch {
    return DEFAULT_LOCALE;
  }
}

/**
 * The language to answer a request in: the one its enquiry says (the form's hidden `locale`, or
 * the script's), else that of the page it was sent from (before the body is read, say), else
 * English. Always one of LOCALES: it picks words, and a thank-you page from the settings' fixed
 * list, never an address of the request's choosing.
 */
export function requestLocale(request: FastifyRequest): Locale {
  const body: unknown = request.body;
  if (body && typeof body === 'object' && !Array.isArray(body)) {
    const said = (body as Record<string, unknown>).locale;
    if (isLocale(said)) return said;
  }
  return refererLocale(request.headers.referer);
}

/** A reason in the request's language: picked from its words, or given in them already. */
export type RefusalReason = string | ((refusals: EnquiryRefusalMessages) => string);

/** Why the app's error handler refuses a request with `status` (Fastify's `message` for a 4xx). */
export function errorReason(status: number, message: string): (refusals: EnquiryRefusalMessages) => string {
  return (refusals) =>
    status === 429
      ? refusals.tooMany
      : status === 413
        ? refusals.tooLarge
        : status === 415
          ? refusals.contentType
          : status >= 500
            ? refusals.notStored
            : refusals.refused(message);
}

/** A refusal: JSON `{error}` for the page's script, a page for a browser posting the form. */
export function refuse(request: FastifyRequest, reply: FastifyReply, status: number, reason: RefusalReason) {
  const locale = requestLocale(request);
  const text = typeof reason === 'function' ? reason(ENQUIRY_REFUSALS[locale]) : reason;
  if (!isFormPost(request)) return reply.code(status).send({ error: text });
  const fields = formFields(request.body, locale);
  const page =
    'error' in fields || status === 400
      ? refusalPage(text, locale)
      : enquiryFormPage({ action: ENQUIRY_PATH, values: fields, errors: {}, notice: text, locale });
  return sendPage(reply, status, page);
}

/**
 * The ad click ids and campaign tags of the address the form was sent from, for a browser that sent
 * it without script (kept only as the enquiry's privacy choice allows, like the rest).
 */
function visitFromReferer(referer: string | undefined): Record<string, string> {
  if (!referer) return {};
  try {
    return visitOfAddress(new URL(referer).searchParams);
  } catch {
    return {};
  }
}

interface EnquiryRouteOptions {
  db: LeadsDb;
  settings: Settings;
  onLead: () => void;
  now?: () => Date;
}

/**
 * POST /api/enquiry: an enquiry as JSON (the form's script) or as a form post (a browser without
 * it). Stored once per idempotency key, with its language, committed before the answer: 201 (200
 * for one already stored) with the lead's id, or for a form post 303 to the thank-you page of its
 * language. Messages are in the enquiry's language (requestLocale). Refused with a 4xx and
 * a reason, storing nothing: a foreign Origin (403), another content type (415), a body over the
 * limit (413), JSON in another charset than UTF-8 (415), malformed or invalid content or a filled
 * honeypot (400, 422 for a form post, with the form again), its key already used by another
 * enquiry (409), too many from one address or IPv6 /64 (429).
 */
export async function enquiryRoute(
  app: FastifyInstance,
  { db, settings, onLead, now = () => new Date() }: EnquiryRouteOptions,
) {
  const recentSenders = new RecentSenders();
  // The last address's key, kept: parsing an address costs more than the rest of the count, and
  // a visitor's enquiries (or the proxy's) come from the same one.
  let last = { ip: '', key: '' };
  const addressKey = (ip: string) => {
    if (ip !== last.ip) last = { ip, key: rateLimitKey(ip) };
    return last.key;
  };
  app.post(
    ENQUIRY_PATH,
    {
      bodyLimit: ENQUIRY_BODY_LIMIT,
      config: {
        rateLimit:
          settings.rateLimitPerMinute > 0
            ? {
                max: settings.rateLimitPerMinute,
                timeWindow: '1 minute',
                hook: 'preHandler',
                // One budget per visitor: an IPv6 one has a whole /64 to pick addresses from.
                keyGenerator: (request: FastifyRequest) => rateLimitKey(request.ip),
              }
            : false,
      },
      onRequest: async (request, reply) => {
        const origin = request.headers.origin;
        if (!originAllowed(origin, request.headers.host, settings.allowedOrigins)) {
          return refuse(request, reply, 403, (refusals) => refusals.foreignOrigin(String(origin)));
        }
        // The JSON parser reads UTF-8 whatever the body says: another charset would be misread.
        const charset = jsonCharset(request.headers['content-type']);
        if (charset !== undefined && charset !== 'utf-8') {
          return refuse(request, reply, 415, (refusals) => refusals.charset);
        }
      },
      // Every answer, refusals included, is about one visitor's enquiry: never kept by a cache.
      // A hook with a callback: an async one costs a promise on every answer.
      onSend: (_request, reply, payload, done) => {
        reply.header('Cache-Control', 'no-store');
        done(null, payload);
      },
    },
    async (request, reply) => {
      const form = isFormPost(request);
      const locale = requestLocale(request);
      let fields: FormFields = {};
      if (form) {
        const parsed = formFields(request.body, locale);
        if ('error' in parsed) return refuse(request, reply, 400, parsed.error);
        fields = parsed;
      }
      const body: unknown = form ? enquiryFromForm(fields) : request.body;
      if (!body || typeof body !== 'object' || Array.isArray(body)) {
        return refuse(request, reply, 400, (refusals) => refusals.notAnObject);
      }
      const input = body as Record<string, unknown>;
      if (input.website !== undefined && input.website !== '') {
        return refuse(request, reply, 400, (refusals) => refusals.honeypot);
      }
      if (form) {
        for (const [field, value] of Object.entries(visitFromReferer(request.headers.referer))) {
          if (!input[field]) input[field] = value;
        }
        // A form posted without the page's script says no choice: the browser's cookie may (same site).
        if (!input.privacy) {
          const privacy = consentCookieIn(request.headers.cookie);
          if (privacy) input.privacy = privacy;
        }
      }
      const result = enquirySchemaFor(locale).safeParse(input);
      if (!result.success) {
        const errors = errorsByField(result.error.issues);
        // A visitor can correct what the form shows; anything else is no browser's doing.
        if (form && ENQUIRY_FIELDS.some((field) => errors[field.name])) {
          return sendPage(
            reply,
            422,
            enquiryFormPage({ action: ENQUIRY_PATH, values: fields, errors, locale }),
          );
        }
        const issue = result.error.issues[0];
        return refuse(
          request,
          reply,
          400,
          (refusals) => `${issue?.path.join('.') || 'body'}: ${issue?.message ?? refusals.invalid}`,
        );
      }
      // Stored with its language (an enquiry without one: its page's), so the office answers in it.
      const arrival = {
        // The page's own measure, so only ever a spam signal: a bot can send any number, or none.
        msSinceFormFirstUsed: result.data.formMs ?? null,
        recentFromSameAddress: recentSenders.count(addressKey(request.ip), now().getTime()),
      };
      const saved = await saveLead(db, { ...result.data, locale }, form ? 'form' : 'script', now(), arrival);
      if (saved.conflict) {
        // Its key came before with another enquiry (sent, then changed after going back, say):
        // the form again under a new key sends this one as the new enquiry it is.
        if (!form) return refuse(request, reply, 409, (refusals) => refusals.keyReused);
        const values = { ...fields, idempotencyKey: randomUUID() };
        const notice = ENQUIRY_REFUSALS[locale].keyReused;
        return sendPage(
          reply,
          409,
          enquiryFormPage({ action: ENQUIRY_PATH, values, errors: {}, notice, locale }),
        );
      }
      if (saved.created) onLead();
      if (form) return reply.code(303).header('Location', settings.thanksPaths[locale]).send();
      return reply.code(saved.created ? 201 : 200).send({ ok: true, id: saved.id });
    },
  );
}
