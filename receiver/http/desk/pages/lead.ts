import { INBOX_PATH } from '@/lib/model/sharedPaths';
import { formatAmount, formatMoney, formatRecordedMoney } from '@/lib/model/money/money';
import { LEAD_STATUSES, LOST_REASONS, type LostReason } from '../../../db/schema';
import type { Account } from '@/receiver/team/accounts';
import type { DeskMessages } from '../../../desk/deskMessages';
import type { LeadDetail } from '../../../desk/leadDesk';
import { warsawTime } from '../../../mail/leadEmail';
import { isMessageKind } from '../../../mail/outboxMessages';
import { escapeHtml as e } from '../../html';
import { csrfField, deskPage, hidden, message, option, type DeskFrame } from './layout';
import { dates, interestIn } from './list';

export interface LeadView {
  detail: LeadDetail;
  workers: Pick<Account, 'id' | 'name'>[];
  /** When the answer was due, if the lead is overdue. */
  overdueSince?: string;
  defaultCurrency: string;
  /** The features' sections (leadSections.ts), rendered: before the details and after them. */
  sections: { top: string; bottom: string };
  notice?: string;
  error?: string;
}

/** `gclid: x · wbraid: y`, of the values there are; undefined when none. */
function joined(pairs: [string, string | null][]): string | undefined {
  const given = pairs.filter(([, value]) => value);
  return given.length === 0 ? undefined : given.map(([name, value]) => `${name}: ${value}`).join(' · ');
}

/** The privacy choice the enquiry was sent under, as the office reads it. */
function privacyOf(lead: LeadView['detail']['lead'], m: DeskFrame['m']): string {
  if (lead.consent_version === null || lead.consent_at === null) return m.lead.noPrivacyChoice;
  return m.lead.privacyChoice({
    measurement: lead.consent_analytics_storage === 'granted',
    advertising: lead.consent_ad_user_data === 'granted',
    version: lead.consent_version,
    when: warsawTime(lead.consent_at),
  });
}

export function leadPage(frame: DeskFrame, view: LeadView): string {
  const { m, locale, csrf } = frame;
  const { lead, events, messages } = view.detail;
  const booking =
    lead.booking_value_minor === null
      ? undefined
      : { minor: lead.booking_value_minor, currency: lead.booking_currency ?? view.defaultCurrency };
  const none = m.lead.notGiven;
  const action = (name: string) => `${INBOX_PATH}/leads/${encodeURIComponent(lead.id)}/${name}`;
  const row = (label: string, value: string) => `<div><dt>${e(label)}</dt><dd>${value}</dd></div>`;
  const details = `<dl class="details">
${row(m.lead.fields.received, e(warsawTime(lead.created_at)))}
${row(m.lead.fields.language, e(m.languages[lead.locale] ?? lead.locale))}
${row(m.lead.fields.email, `<a href="mailto:${e(lead.email)}">${e(lead.email)}</a>`)}
${row(m.lead.fields.phone, lead.phone ? `<a href="tel:${e(lead.phone.replace(/[^+\d]/g, ''))}">${e(lead.phone)}</a>` : none)}
${row(m.lead.fields.interest, e(interestIn(lead.interest, locale)))}
${row(m.lead.fields.dates, e(dates(lead, none)))}
${row(m.lead.fields.message, `<div style="white-space:pre-wrap">${e(lead.message)}</div>`)}
${row(
  m.lead.fields.gclid,
  e(
    joined([
      ['gclid', lead.gclid],
      ['gbraid', lead.gbraid],
      ['wbraid', lead.wbraid],
    ]) ?? none,
  ),
)}
${row(m.lead.fields.landing, e(lead.landing_page ?? none))}
${row(
  m.lead.fields.campaign,
  e(
    joined([
      ['source', lead.utm_source],
      ['medium', lead.utm_medium],
      ['campaign', lead.utm_campaign],
    ]) ?? none,
  ),
)}
${row(m.lead.fields.privacy, e(privacyOf(lead, m)))}
${row(m.lead.fields.status, e(m.statuses[lead.status] + (lead.status === 'lost' && lead.lost_reason ? ` (${m.lostReasons[lead.lost_reason as LostReason] ?? lead.lost_reason})` : '')))}
${row(m.lead.fields.owner, e(lead.owner_name ?? none))}
${row(m.lead.fields.followUp, e(lead.follow_up_on ?? none))}
${row(m.lead.fields.booking, e(booking ? formatMoney(booking, locale) : none))}
${lead.spam_score > 0 ? row(m.lead.fields.spam, e(`${lead.spam_score} (${lead.spam_reasons ?? ''})`)) : ''}
</dl>`;
  const statusForm = `<form method="post" action="${action('status')}" class="row">${csrfField(csrf)}
<p class="hint" id="booking-hint" style="flex-basis:100%;margin:0">${e(m.lead.bookingNeeded)} ${e(m.lead.lostNeeded)}</p>
<div><label for="status">${e(m.lead.fields.status)}</label><select id="status" name="status">${LEAD_STATUSES.map((status) => option(status, m.statuses[status], status === lead.status)).join('')}</select></div>
<div><label for="value">${e(m.lead.bookingValue)}</label><input id="value" name="value" inputmode="decimal" value="${e(booking ? formatAmount(booking, locale) : '')}" aria-describedby="booking-hint"></div>
<div><label for="currency">${e(m.lead.bookingCurrency)}</label><input id="currency" name="currency" maxlength="3" value="${e(lead.booking_currency ?? view.defaultCurrency)}"></div>
<div><label for="lost-reason">${e(m.lead.lostReason)}</label><select id="lost-reason" name="reason" aria-describedby="booking-hint">${option('', none, !lead.lost_reason)}${LOST_REASONS.map((reason) => option(reason, m.lostReasons[reason], reason === lead.lost_reason)).join('')}</select></div>
<button type="submit" class="secondary">${e(m.lead.saveStatus)}</button>
</form>`;
  const ownerForm = `<form method="post" action="${action('owner')}" class="row">${csrfField(csrf)}
<div><label for="owner">${e(m.lead.fields.owner)}</label><select id="owner" name="owner">${option('', none, !lead.owner_id)}${view.workers.map((worker) => option(worker.id, worker.name, worker.id === lead.owner_id)).join('')}</select></div>
<button type="submit" class="secondary">${e(m.lead.assign)}</button>
</form>
${lead.owner_id === frame.account.id ? '' : `<form method="post" action="${action('owner')}">${csrfField(csrf)}${hidden('owner', frame.account.id)}<button type="submit" class="secondary">${e(m.lead.assignToMe)}</button></form>`}`;
  const followUpForm = `<form method="post" action="${action('follow-up')}" class="row">${csrfField(csrf)}
<div><label for="follow-up">${e(m.lead.fields.followUp)}</label><input id="follow-up" name="date" type="date" value="${e(lead.follow_up_on ?? '')}"></div>
<button type="submit" class="secondary">${e(m.lead.saveFollowUp)}</button>
</form>`;
  const noteForm = `<form method="post" action="${action('note')}">${csrfField(csrf)}
<div class="field"><label for="note">${e(m.lead.note)}</label><textarea id="note" name="body" required maxlength="5000"></textarea></div>
<button type="submit" class="secondary">${e(m.lead.addNote)}</button>
</form>`;
  const spamForm = `<form method="post" action="${action('spam')}">${csrfField(csrf)}${hidden('spam', lead.spam ? '0' : '1')}<button type="submit" class="secondary">${e(lead.spam ? m.lead.notSpam : m.lead.markSpam)}</button></form>`;
  // A booking's value is kept as `2450.50 EUR`; shown as money in the reader's language.
  const recorded = (kind: string, value: string | null) =>
    value !== null && kind === 'booking' ? formatRecordedMoney(value, locale) : value;
  const history = events.length
    ? `<ol class="history" reversed>${events
        .map(
          (event) =>
            `<li><strong>${e(m.lead.events[event.kind])}</strong> · ${e(warsawTime(event.at))} · ${e(event.actor)}${
              event.kind === 'status' && event.to_value
                ? `: ${e(m.statuses[event.from_value as keyof DeskMessages['statuses']] ?? event.from_value ?? '')} → ${e(m.statuses[event.to_value as keyof DeskMessages['statuses']] ?? event.to_value)}`
                : event.to_value || event.from_value
                  ? `: ${e(recorded(event.kind, event.from_value) ?? none)} → ${e(recorded(event.kind, event.to_value) ?? none)}`
                  : ''
            }${event.body ? `<div style="white-space:pre-wrap">${e(event.body)}</div>` : ''}</li>`,
        )
        .join('')}</ol>`
    : `<p>${e(none)}</p>`;
  const sent = messages.length
    ? `<ul>${messages
        .map(
          (item) =>
            `<li>${e(isMessageKind(item.kind) ? m.lead.messageKinds[item.kind] : item.kind)}: ${e(item.sent_at ? m.lead.sent(warsawTime(item.sent_at)) : m.lead.pending(item.attempts))}</li>`,
        )
        .join('')}</ul>`
    : `<p>${e(none)}</p>`;
  const body = `<p><a href="${INBOX_PATH}${lead.spam ? '?folder=spam' : ''}">${e(m.lead.back)}</a></p>
<h1>${e(lead.name)}</h1>
${message(view.notice, 'notice')}${message(view.error, 'alert')}
${view.overdueSince ? `<p class="alert">${e(m.lead.overdueSince(view.overdueSince))}</p>` : ''}
${view.sections.top}
<section class="card" aria-labelledby="details-title"><h2 id="details-title">${e(m.lead.details)}</h2>${details}</section>
<section class="card" aria-labelledby="work-title"><h2 id="work-title">${e(m.lead.work)}</h2>${statusForm}${ownerForm}${followUpForm}${spamForm}</section>
${view.sections.bottom}
<section class="card" aria-labelledby="note-title"><h2 id="note-title">${e(m.lead.note)}</h2>${noteForm}</section>
<section class="card" aria-labelledby="history-title"><h2 id="history-title">${e(m.lead.history)}</h2>${history}<h2>${e(m.lead.messages)}</h2>${sent}</section>`;
  return deskPage({ ...frame, current: lead.spam ? 'spam' : 'inbox' }, lead.name, body);
}
