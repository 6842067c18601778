import type { FastifyRequest } from 'fastify';
import * as z from 'zod';
import { INBOX_PATH } from '@/lib/model/sharedPaths';
import { newToken } from '@/receiver/team/tokens';
import type { DeskLead } from '../desk/leadDesk';
import type { DeskFrame, LeadSection } from '../desk/sections';
import { csrfField, escapeHtml as e, hidden, option } from '../http/html';
import { warsawTime } from '../mail/leadEmail';
import { fillTemplate, replyTemplates, templateValues } from '../mail/replyTemplates';
import { foldQuoted, threadOf, type ThreadMessage } from './thread';
import { CONVERSATION_WORDS, type ConversationWords } from './words';

/**
 * The conversation on a lead's page, first on it: the enquiry, the confirmation, every message the
 * visitor sent and every email the desk sent, in order; received text shown as text with its
 * quoted history folded (a <details>, no script), files listed with a download for the team; then
 * the reply, started from a template in the visitor's language.
 */

export const attachmentHref = (id: string) => `${INBOX_PATH}/attachments/${encodeURIComponent(id)}`;

/** A message's text as the desk shows it: escaped, its line breaks kept, its quoted part folded. */
export function messageText(text: string, w: ConversationWords, fold: boolean): string {
  const { visible, folded } = fold ? foldQuoted(text) : { visible: text.trim(), folded: '' };
  return `<div class="text">${e(visible)}</div>${
    folded
      ? `<details><summary>${e(w.quoted)}</summary><div class="text quoted">${e(folded)}</div></details>`
      : ''
  }`;
}

export function attachmentList(message: Pick<ThreadMessage, 'attachments'>, w: ConversationWords): string {
  if (message.attachments.length === 0) return '';
  return `<p class="files-title">${e(w.attachments)}</p><ul class="files">${message.attachments
    .map((file) =>
      file.refused
        ? `<li>${e(file.filename)} (${e(w.size(file.size))}): <span class="refused">${e(w.refused[file.refused as 'too-large' | 'type'] ?? file.refused)}</span></li>`
        : `<li><a href="${attachmentHref(file.id)}">${e(file.filename)}</a> (${e(w.size(file.size))})</li>`,
    )
    .join('')}</ul>`;
}

function sendingState(message: ThreadMessage, w: ConversationWords): string {
  const sending = message.sending;
  if (!sending) return '';
  if (sending.sent_at) return ` · ${e(w.sent(warsawTime(sending.sent_at)))}`;
  return ` · <span class="${sending.attempts > 0 ? 'refused' : ''}">${e(sending.attempts > 0 ? w.failed(sending.attempts) : w.pending)}</span>`;
}

function messageItem(message: ThreadMessage, lead: DeskLead, w: ConversationWords, index: number): string {
  const incoming = message.direction === 'in';
  const who = incoming
    ? `${e(message.from_name || lead.name)} &lt;${e(message.from_address)}&gt;`
    : e(w.fromOffice(message.actor ?? ''));
  const label = incoming
    ? message.kind === 'question'
      ? w.question
      : w.fromVisitor
    : w.fromOffice(message.actor ?? '');
  return `<li class="${incoming ? 'in' : 'out'}"><article aria-labelledby="message-${index}">
<h3 id="message-${index}">${e(label)}${message.automatic ? ` <span class="badge">${e(w.automatic)}</span>` : ''}</h3>
<p class="meta">${incoming ? `${who} · ` : ''}${e(warsawTime(message.at))}${sendingState(message, w)}</p>
${message.subject ? `<p class="meta">${e(w.subject)}: ${e(message.subject)}</p>` : ''}
${messageText(message.text, w, incoming)}
${attachmentList(message, w)}
</article></li>`;
}

const templateQuery = z.object({ template: z.string().max(50).optional() });

/** The reply form, from the template the page was asked for (`?template=`), in the visitor's language. */
function replyForm(lead: DeskLead, frame: DeskFrame, templateId: string | undefined): string {
  const { m, csrf, locale } = frame;
  const templates = replyTemplates(lead.locale);
  const template = templates.find((item) => item.id === templateId) ?? templates[0]!;
  const filled = fillTemplate(template, templateValues(lead, frame.account.name));
  const leadPath = `${INBOX_PATH}/leads/${encodeURIComponent(lead.id)}`;
  return `<h3 id="reply-title">${e(m.lead.reply)}</h3>
<form method="get" action="${leadPath}#reply-title" class="row">
<div><label for="template">${e(m.lead.template)}</label><select id="template" name="template">${templates
    .map((item) => option(item.id, item.label[locale], item.id === template.id))
    .join('')}</select></div>
<button type="submit" class="secondary">${e(m.lead.useTemplate)}</button>
</form>
<form method="post" action="${leadPath}/reply">${csrfField(csrf)}${hidden('replyKey', newToken())}
<div class="field"><label for="subject">${e(m.lead.subject)}</label><input id="subject" name="subject" required maxlength="200" value="${e(filled.subject)}"></div>
<div class="field"><label for="reply-body">${e(m.lead.body)}</label><textarea id="reply-body" name="body" required maxlength="10000" rows="12">${e(filled.body)}</textarea></div>
<button type="submit" class="wide">${e(m.lead.send)}</button>
</form>`;
}

export const conversationSection: LeadSection = {
  place: 'top',
  async render(desk, request: FastifyRequest, lead, frame) {
    const w = CONVERSATION_WORDS[frame.locale];
    const [messages, confirmation] = await Promise.all([
      threadOf(desk.db, lead.id),
      desk.db
        .selectFrom('outbox')
        .select(['sent_at', 'attempts'])
        .where('id', '=', `confirm:${lead.id}`)
        .executeTakeFirst(),
    ]);
    const query = templateQuery.safeParse(request.query);
    const enquiry = `<li class="in"><article aria-labelledby="message-enquiry">
<h3 id="message-enquiry">${e(w.enquiry)}</h3>
<p class="meta">${e(lead.name)} &lt;${e(lead.email)}&gt; · ${e(warsawTime(lead.created_at))}</p>
<div class="text">${e(lead.message)}</div>
</article></li>`;
    const confirmed = confirmation
      ? `<li class="out auto"><article aria-labelledby="message-confirmation">
<h3 id="message-confirmation">${e(w.confirmation)}</h3>
<p class="meta">${e(confirmation.sent_at ? w.sent(warsawTime(confirmation.sent_at)) : confirmation.attempts > 0 ? w.failed(confirmation.attempts) : w.pending)}</p>
<p class="hint">${e(w.confirmationHint)}</p>
</article></li>`
      : '';
    const waiting =
      lead.awaiting_since && lead.last_inbound_at
        ? ` <span class="badge replied">${e(w.visitorReplied)}</span>`
        : '';
    return `<section class="card" aria-labelledby="thread-title"><h2 id="thread-title">${e(w.thread)}${waiting}</h2>
<ol class="thread">${enquiry}${confirmed}${messages.map((message, index) => messageItem(message, lead, w, index)).join('')}</ol>
${messages.some((message) => message.direction === 'in') ? '' : `<p class="hint">${e(w.noMessages)}</p>`}
${replyForm(lead, frame, query.success ? query.data.template : undefined)}
</section>`;
  },
};
