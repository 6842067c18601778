import type { FastifyInstance } from 'fastify';
import * as z from 'zod';
import { isCurrency, parseAmount } from '@/lib/model/money/money';
import { INBOX_PATH } from '@/lib/model/sharedPaths';
import { accountById, canWorkLeads, leadWorkers } from '@/receiver/team/accounts';
import { LEAD_STATUSES, LOST_REASONS } from '../../db/schema';
import { deskQueryFrom, deskQuerySchema, warsawDayStart } from '../../desk/deskQuery';
import { DESK_MESSAGES } from '../../desk/deskMessages';
import {
  addNote,
  assignOwner,
  countNewLeads,
  listDeskLeads,
  setFollowUp,
  setSpam,
  setStatus,
  type Actor,
} from '../../desk/leadDesk';
import { isOverdue } from '../../leads/overdue';
import { nextDate } from '../../leads/warsawClock';
import { mergedInto } from '../../pipeline/duplicates';
import { actorOf, errorPage, frameOf, leadParams, messagesOf, sendHtml, type DeskContext } from './context';
import { showLead } from './leadView';
import { listPage } from './pages/list';

/** A form's `back` field when it is a path of the desk's own (the board's move returns to its card). */
function backField(body: unknown): string | undefined {
  const back = (body as { back?: unknown } | undefined)?.back;
  if (typeof back !== 'string' || !back.startsWith(INBOX_PATH)) return undefined;
  // Under /inbox itself (not /inboxes), no `//`, and only a path's plain characters.
  const rest = back.slice(INBOX_PATH.length);
  return /^(?:[/?#][\w\-./?#=&%]*)?$/.test(rest) && !rest.includes('//') ? back : undefined;
}

/**
 * A change to one lead from a form on its page: parse the form, run the change, and go back to
 * the lead's page (its notice), or show the page again with the reason it was refused.
 */
export function leadChange<T extends z.ZodType>(
  app: FastifyInstance,
  desk: DeskContext,
  name: string,
  schema: T,
  run: (id: string, body: z.output<T>, actor: Actor) => Promise<boolean | string>,
  saved = '1',
) {
  app.post(`${INBOX_PATH}/leads/:id/${name}`, async (request, reply) => {
    const params = leadParams.safeParse(request.params);
    const m = messagesOf(desk, request);
    if (!params.success) return sendHtml(reply, 404, errorPage(desk, request, m.lead.notFound));
    const body = schema.safeParse(request.body);
    if (!body.success)
      return showLead(desk, request, reply, params.data.id, 400, {
        error: `${m.invalid}: ${body.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`).join('; ')}`,
      });
    const done = await run(params.data.id, body.data, actorOf(desk, request));
    if (done === false) return sendHtml(reply, 404, errorPage(desk, request, m.lead.notFound));
    if (typeof done === 'string') return showLead(desk, request, reply, params.data.id, 400, { error: done });
    const back = backField(request.body);
    return reply
      .code(303)
      .header('Location', back ?? `${INBOX_PATH}/leads/${params.data.id}?saved=${saved}`)
      .send();
  });
}

/** The list of leads (and Spam), a lead's page, and the changes made on it. */
export async function leadRoutes(app: FastifyInstance, desk: DeskContext) {
  const { db, settings, now } = desk;

  app.get(INBOX_PATH, async (request, reply) => {
    const session = request.teamSession!;
    const parsed = deskQuerySchema.safeParse(request.query);
    if (!parsed.success)
      return sendHtml(
        reply,
        400,
        errorPage(
          desk,
          request,
          `${messagesOf(desk, request).invalid}: ${parsed.error.issues[0]?.path.join('.')}`,
        ),
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
    const overdue = new Set(
      leads.filter((lead) => isOverdue(lead, at, settings.overdue)).map((lead) => lead.id),
    );
    return sendHtml(
      reply,
      200,
      listPage(frameOf(desk, request), { query, leads, total, newCount, overdue, workers }),
    );
  });

  app.get(`${INBOX_PATH}/leads/:id`, async (request, reply) => {
    const params = leadParams.safeParse(request.params);
    const m = messagesOf(desk, request);
    if (!params.success) return sendHtml(reply, 404, errorPage(desk, request, m.lead.notFound));
    const query = z
      .object({ template: z.string().max(50).optional(), saved: z.string().max(20).optional() })
      .safeParse(request.query);
    const saved = query.success ? query.data.saved : undefined;
    const kept = await mergedInto(db, params.data.id);
    if (kept) return reply.code(303).header('Location', `${INBOX_PATH}/leads/${kept}`).send();
    return showLead(desk, request, reply, params.data.id, 200, {
      templateId: query.success ? query.data.template : undefined,
      notice: saved ? (saved === 'reply' ? m.lead.replyQueued : m.lead.saved) : undefined,
    });
  });

  leadChange(
    app,
    desk,
    'status',
    z.object({
      status: z.enum(LEAD_STATUSES),
      value: z.string().trim().max(30).default(''),
      currency: z.string().trim().toUpperCase().max(3).default(''),
      reason: z.union([z.enum(LOST_REASONS), z.literal('')]).default(''),
    }),
    async (id, body, actor) => {
      const m = DESK_MESSAGES[actor.account.locale];
      if (body.status === 'lost') {
        if (!body.reason) return m.lead.lostNeeded;
        return setStatus(db, id, 'lost', actor, { lostReason: body.reason }, now());
      }
      if (body.status !== 'booked') return setStatus(db, id, body.status, actor, {}, now());
      const currency = body.currency || settings.conversions.currency;
      const minor = isCurrency(currency) ? parseAmount(body.value, currency) : undefined;
      if (minor === undefined) return m.lead.bookingNeeded;
      return setStatus(db, id, 'booked', actor, { booking: { minor, currency } }, now());
    },
  );
  leadChange(
    app,
    desk,
    'owner',
    z.object({ owner: z.union([z.uuid(), z.literal('')]) }),
    async (id, body, actor) => {
      const owner = body.owner ? await accountById(db, body.owner) : undefined;
      if (body.owner && (!owner || owner.disabled_at || !canWorkLeads(owner.role)))
        return DESK_MESSAGES[actor.account.locale].invalid;
      return assignOwner(db, id, owner?.id ?? null, owner?.name ?? null, actor, now());
    },
  );
  leadChange(
    app,
    desk,
    'follow-up',
    z.object({ date: z.union([z.iso.date(), z.literal('')]) }),
    async (id, body, actor) => setFollowUp(db, id, body.date || null, actor, now()),
  );
  leadChange(
    app,
    desk,
    'note',
    z.object({ body: z.string().trim().min(1).max(5000) }),
    async (id, body, actor) => addNote(db, id, body.body, actor, now()),
  );
  leadChange(app, desk, 'spam', z.object({ spam: z.enum(['0', '1']) }), async (id, body, actor) => {
    const changed = await setSpam(db, id, body.spam === '1', actor, now());
    if (changed && body.spam === '0') desk.onMessage();
    return changed;
  });
}
