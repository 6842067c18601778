import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { enquiryErrors, enquirySchema, type EnquiryField } from '@/lib/enquiry/schema';
import { isValidGclid } from '@/lib/enquiry/gclid';
import type { LeadsDb } from '../db/database';
import { saveLead } from '../leads/store';
import type { Settings } from '../settings';
import { enquiryFormPage, refusalPage } from './formPage';
import { enquiryFromForm, formFields, type FormFields } from './formBody';
import { PAGE_CSP } from './html';
import { originAllowed } from './origin';

export const ENQUIRY_PATH = '/api/enquiry';
/** Far more than the longest enquiry the schema allows, even in Polish, percent-encoded. */
export const ENQUIRY_BODY_LIMIT = 32 * 1024;

const isFormPost = (request: FastifyRequest) =>
  (request.headers['content-type'] ?? '').toLowerCase().startsWith('application/x-www-form-urlencoded');

/** A refusal: JSON `{error}` for the page's script, a page for a browser posting the form. */
export function refuse(request: FastifyRequest, reply: FastifyReply, status: number, reason: string) {
  reply.code(status);
  if (!isFormPost(request)) return reply.send({ error: reason });
  const fields = formFields(request.body);
  const page =
    'error' in fields || status === 400
      ? refusalPage(reason)
      : enquiryFormPage({ action: ENQUIRY_PATH, values: fields, errors: {}, notice: reason });
  return reply.header('Content-Security-Policy', PAGE_CSP).type('text/html; charset=utf-8').send(page);
}

/** The gclid of the address the form was sent from, for a browser that sent it without script. */
function gclidFromReferer(referer: string | undefined): string | undefined {
  if (!referer) return undefined;
  try {
    const gclid = new URL(referer).searchParams.get('gclid');
    return isValidGclid(gclid) ? gclid : undefined;
  } catch {
    return undefined;
  }
}

interface EnquiryRouteOptions {
  db: LeadsDb;
  settings: Settings;
  onLead: () => void;
}

/**
 * POST /api/enquiry: an enquiry as JSON (the form's script) or as a form post (a browser without
 * it). Stored once per idempotency key, committed before the answer: 201 (200 for one already
 * stored) with the lead's id, or for a form post 303 to the thank-you page. Refused with a 4xx and
 * a reason, storing nothing: a foreign Origin (403), another content type (415), a body over the
 * limit (413), malformed or invalid content or a filled honeypot (400, 422 for a form post, with
 * the form again), too many from one address (429).
 */
export async function enquiryRoute(app: FastifyInstance, { db, settings, onLead }: EnquiryRouteOptions) {
  app.post(
    ENQUIRY_PATH,
    {
      bodyLimit: ENQUIRY_BODY_LIMIT,
      config: {
        rateLimit:
          settings.rateLimitPerMinute > 0
            ? { max: settings.rateLimitPerMinute, timeWindow: '1 minute', hook: 'preHandler' }
            : false,
      },
      onRequest: async (request, reply) => {
        const origin = request.headers.origin;
        if (!originAllowed(origin, request.headers.host, settings.allowedOrigins)) {
          return refuse(
            request,
            reply,
            403,
            `Refused: enquiries are taken from the site's own pages, not from ${origin}`,
          );
        }
      },
    },
    async (request, reply) => {
      const form = isFormPost(request);
      let input: unknown = request.body;
      let fields: FormFields = {};
      if (form) {
        const parsed = formFields(request.body);
        if ('error' in parsed) return refuse(request, reply, 400, parsed.error);
        fields = parsed;
        input = enquiryFromForm(fields);
      }
      if (!input || typeof input !== 'object' || Array.isArray(input)) {
        return refuse(request, reply, 400, 'body: expected an object of enquiry fields');
      }
      const website = (input as Record<string, unknown>).website;
      if (website !== undefined && website !== '') {
        return refuse(
          request,
          reply,
          400,
          'Refused: the hidden "website" field is for robots and was filled in',
        );
      }
      if (form && !(input as Record<string, unknown>).gclid) {
        const gclid = gclidFromReferer(request.headers.referer);
        if (gclid) (input as Record<string, unknown>).gclid = gclid;
      }
      const result = enquirySchema.safeParse(input);
      if (!result.success) {
        if (form) {
          const errors = enquiryErrors(input);
          const known = Object.keys(errors).filter(
            (key) => ['idempotencyKey', 'gclid', 'website'].indexOf(key) < 0,
          );
          if (known.length > 0) {
            return reply
              .code(422)
              .header('Content-Security-Policy', PAGE_CSP)
              .type('text/html; charset=utf-8')
              .send(
                enquiryFormPage({
                  action: ENQUIRY_PATH,
                  values: fields,
                  errors: errors as Partial<Record<EnquiryField, string>>,
                }),
              );
          }
        }
        const issue = result.error.issues[0];
        return refuse(
          request,
          reply,
          400,
          `${issue?.path.join('.') || 'body'}: ${issue?.message ?? 'invalid enquiry'}`,
        );
      }
      const saved = await saveLead(db, result.data, form ? 'form' : 'script');
      if (saved.created) onLead();
      if (form) return reply.code(303).header('Location', settings.thanksPath).send();
      return reply.code(saved.created ? 201 : 200).send({ ok: true, id: saved.id });
    },
  );
}
