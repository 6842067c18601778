import { INBOX_PATH } from '@/lib/model/sharedPaths';
import type { FastifyInstance } from 'fastify';
import * as z from 'zod';
import type { LeadsDb } from '../db/database';
import { LEAD_STATUSES } from '../db/schema';
import { listLeads, setLeadStatus } from '../leads/store';
import { basicAuthMatches } from './basicAuth';
import { PAGE_CSP } from './html';
import { INBOX_PAGE_SIZE, inboxPage, inboxQuery } from './inboxPage';
import { originAllowed } from './origin';

const viewQuery = z.object({
  q: z.string().max(200).default(''),
  status: z.union([z.enum(LEAD_STATUSES), z.literal('')]).default(''),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});

const statusChange = z.object({
  status: z.enum(LEAD_STATUSES),
  back: z.string().max(500).default(''),
});

/**
 * The office's inbox at /inbox, behind HTTP Basic authentication with LEADS_ADMIN_PASSWORD (over
 * HTTPS in production). Changes are form posts from the inbox itself: the Origin must be this host,
 * since the browser would send the password along with a forged post from another site.
 */
export async function inboxRoutes(
  app: FastifyInstance,
  { db, password, allowedOrigins }: { db: LeadsDb; password: string; allowedOrigins: string[] },
) {
  app.addHook('onRequest', async (request, reply) => {
    reply.headers({
      'Cache-Control': 'no-store',
      'Content-Security-Policy': PAGE_CSP,
      'Referrer-Policy': 'no-referrer',
      'X-Frame-Options': 'DENY',
      // The one page with private data: no window of another site may keep a handle on it.
      'Cross-Origin-Opener-Policy': 'same-origin',
    });
    if (!basicAuthMatches(request.headers.authorization, password)) {
      return reply
        .code(401)
        .header('WWW-Authenticate', 'Basic realm="Leads inbox", charset="UTF-8"')
        .send({ error: 'The inbox needs the office password' });
    }
  });

  app.get(INBOX_PATH, async (request, reply) => {
    const parsed = viewQuery.safeParse(request.query);
    if (!parsed.success) return reply.code(400).send({ error: parsed.error.issues[0]?.message });
    const { q, status, page } = parsed.data;
    const { leads, total } = await listLeads(db, {
      search: q,
      status: status || undefined,
      limit: INBOX_PAGE_SIZE,
      offset: (page - 1) * INBOX_PAGE_SIZE,
    });
    return reply
      .type('text/html; charset=utf-8')
      .send(inboxPage({ leads, total, search: q, status: status || undefined, page }));
  });

  app.post<{ Params: { id: string } }>(`${INBOX_PATH}/leads/:id/status`, async (request, reply) => {
    if (!originAllowed(request.headers.origin, request.headers.host, allowedOrigins, true)) {
      return reply.code(403).send({ error: 'Refused: changes come from the inbox page itself' });
    }
    const parsed = statusChange.safeParse(request.body);
    if (!parsed.success) return reply.code(400).send({ error: `status: one of ${LEAD_STATUSES.join(', ')}` });
    const found = await setLeadStatus(db, request.params.id, parsed.data.status);
    if (!found) return reply.code(404).send({ error: 'No such lead' });
    // Back to the same view, rebuilt from its parts so that it can only lead to the inbox.
    const back = viewQuery.safeParse(Object.fromEntries(new URLSearchParams(parsed.data.back)));
    const query = back.success
      ? inboxQuery({ search: back.data.q, status: back.data.status || undefined, page: back.data.page })
      : '';
    return reply.code(303).header('Location', `/inbox${query}`).send();
  });
}
