import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { create as contentDisposition } from 'content-disposition';
import type { FastifyInstance } from 'fastify';
import * as z from 'zod';
import { INBOX_PATH } from '@/lib/model/sharedPaths';
import { audit } from '@/receiver/team/audit';
import { attachmentPath } from '../../conversation/attachments';
import {
  attachToLead,
  countToSort,
  dismissMessage,
  leadMeant,
  messagesToSort,
} from '../../conversation/toSort';
import { CONVERSATION_WORDS } from '../../conversation/words';
import { errorPage, frameOf, messagesOf, sendHtml, type DeskContext } from './context';
import { toSortPage } from './pages/toSort';

const messageParams = z.object({ id: z.uuid() });
const attachBody = z.object({ lead: z.string().trim().min(1).max(300) });

/**
 * The conversation's own places on the desk: To sort (attach a message to a lead, or dismiss it),
 * and the download of a file a visitor sent, for the team only.
 */
export async function conversationRoutes(app: FastifyInstance, desk: DeskContext) {
  const { db, now, gate } = desk;
  const sorter = (request: Parameters<typeof frameOf>[1]) => ({
    account: request.teamSession!.account,
    address: gate.addressOf(request),
  });

  const showToSort = async (
    request: Parameters<typeof frameOf>[1],
    reply: Parameters<typeof sendHtml>[0],
    status: number,
    extra: { notice?: string; error?: string } = {},
  ) => {
    const [messages, total] = await Promise.all([messagesToSort(db), countToSort(db)]);
    return sendHtml(reply, status, toSortPage(frameOf(desk, request), { messages, total, ...extra }));
  };

  app.get(`${INBOX_PATH}/to-sort`, async (request, reply) => {
    const done = z.object({ done: z.enum(['attached', 'dismissed']).optional() }).safeParse(request.query);
    const t = CONVERSATION_WORDS[gate.languageOf(request)].toSort;
    const notice =
      done.success && done.data.done ? (done.data.done === 'attached' ? t.attached : t.dismissed) : undefined;
    return showToSort(request, reply, 200, { notice });
  });

  app.post(`${INBOX_PATH}/to-sort/:id/attach`, async (request, reply) => {
    const t = CONVERSATION_WORDS[gate.languageOf(request)].toSort;
    const params = messageParams.safeParse(request.params);
    const body = attachBody.safeParse(request.body);
    if (!params.success || !body.success)
      return showToSort(request, reply, 400, { error: messagesOf(desk, request).invalid });
    const leadId = await leadMeant(db, body.data.lead);
    if (!leadId) return showToSort(request, reply, 400, { error: t.noSuchLead });
    if (!(await attachToLead(db, params.data.id, leadId, sorter(request), now())))
      return showToSort(request, reply, 404, { error: t.noSuchLead });
    desk.onMessage();
    return reply.code(303).header('Location', `${INBOX_PATH}/to-sort?done=attached`).send();
  });

  app.post(`${INBOX_PATH}/to-sort/:id/dismiss`, async (request, reply) => {
    const params = messageParams.safeParse(request.params);
    if (!params.success || !(await dismissMessage(db, params.data.id, sorter(request), now())))
      return showToSort(request, reply, 404, { error: messagesOf(desk, request).invalid });
    return reply.code(303).header('Location', `${INBOX_PATH}/to-sort?done=dismissed`).send();
  });

  // A file a visitor sent: always a download (never shown inline, whatever it claims to be), under
  // a name made safe, from outside every served folder; each download is in the audit log.
  app.get(`${INBOX_PATH}/attachments/:id`, async (request, reply) => {
    const params = messageParams.safeParse(request.params);
    const m = messagesOf(desk, request);
    const file = params.success
      ? await db
          .selectFrom('message_attachments')
          .selectAll()
          .where('id', '=', params.data.id)
          .where('refused', 'is', null)
          .executeTakeFirst()
      : undefined;
    const where = file ? attachmentPath(desk.settings.attachments.dir, file.sha256) : undefined;
    const found = where ? await stat(where).catch(() => undefined) : undefined;
    if (!file || !where || !found) return sendHtml(reply, 404, errorPage(desk, request, m.lead.notFound));
    const session = request.teamSession!;
    const message = await db
      .selectFrom('lead_messages')
      .select('lead_id')
      .where('id', '=', file.message_id)
      .executeTakeFirst();
    await audit(
      db,
      {
        actor: session.account.email,
        accountId: session.account.id,
        action: 'attachment',
        leadId: message?.lead_id ?? null,
        detail: file.filename,
        address: gate.addressOf(request),
      },
      now(),
    );
    return reply
      .type('application/octet-stream')
      .header('Content-Disposition', contentDisposition(file.filename))
      .header('Content-Length', String(found.size))
      .header('Content-Security-Policy', "default-src 'none'; sandbox")
      .header('X-Content-Type-Options', 'nosniff')
      .send(createReadStream(where));
  });
}
