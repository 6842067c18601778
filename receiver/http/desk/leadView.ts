import type { FastifyReply, FastifyRequest } from 'fastify';
import { leadWorkers } from '@/receiver/team/accounts';
import { leadDetail } from '../../desk/leadDesk';
import { isOverdue, replyDeadline } from '../../leads/overdue';
import { warsawTime } from '../../mail/leadEmail';
import { errorPage, frameOf, messagesOf, sendHtml, type DeskContext } from './context';
import { renderLeadSections } from './leadSections';
import { leadPage } from './pages/lead';

export interface LeadPageExtra {
  notice?: string;
  error?: string;
  templateId?: string;
}

/**
 * A lead's page with everything on it: its details, the work on it, the reply form (from a template
 * in the visitor's language), the history. Shown after a change with its notice, or again with the
 * error of a change refused.
 */
export async function showLead(
  desk: DeskContext,
  request: FastifyRequest,
  reply: FastifyReply,
  id: string,
  status: number,
  extra: LeadPageExtra = {},
) {
  const { db, settings, now } = desk;
  const m = messagesOf(desk, request);
  const detail = await leadDetail(db, id);
  if (!detail) return sendHtml(reply, 404, errorPage(desk, request, m.lead.notFound));
  const at = now();
  const frame = frameOf(desk, request);
  const sections = await renderLeadSections(desk, request, detail.lead, frame);
  return sendHtml(
    reply,
    status,
    leadPage(frame, {
      detail,
      sections,
      workers: await leadWorkers(db),
      overdueSince: isOverdue(detail.lead, at, settings.overdue)
        ? warsawTime(
            replyDeadline(
              detail.lead.awaiting_since ?? detail.lead.created_at,
              settings.overdue,
            ).toISOString(),
          )
        : undefined,
      defaultCurrency: settings.conversions.currency,
      notice: extra.notice,
      error: extra.error,
    }),
  );
}
