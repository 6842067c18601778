import type { FastifyInstance } from 'fastify';
import * as z from 'zod';
import { queueReply } from '../../desk/leadDesk';
import { mailDomain } from '../../mail/threading';
import type { DeskContext } from './context';
import { leadChange } from './leads';

/** A reply to the visitor from a lead's page: queued in the outbox, sent once, threaded. */
export async function replyRoutes(app: FastifyInstance, desk: DeskContext) {
  leadChange(
    app,
    desk,
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
    }),
    async (id, body, actor) => {
      const reply = { subject: body.subject, body: body.body, key: body.replyKey };
      const queued = await queueReply(
        desk.db,
        id,
        reply,
        actor,
        desk.now(),
        mailDomain(desk.settings.mail.from),
      );
      if (queued) desk.onMessage();
      return queued;
    },
    'reply',
  );
}
