import { ENQUIRY_FORM_MESSAGES } from '@/lib/model/enquiry/messages';
import { LOCALES, type Locale } from '@/lib/model/i18n/locales';
import { INBOX_PATH } from '@/lib/model/sharedPaths';
import { LEAD_STATUSES } from '../db/schema';
import type { Account } from '../desk/accounts';
import type { DeskMessages } from '../desk/deskMessages';
import { DESK_PAGE_SIZE, SORTS, type DeskLead, type DeskQuery, type LeadDetail } from '../desk/leadDesk';
import { deskQueryString } from '../desk/deskQuery';
import { warsawTime } from '../mail/leadEmail';
import { escapeHtml as e, htmlPage } from './html';

/**
 * The desk's pages: plain HTML forms that work without any script (the receiver's pages carry
 * none), in the account's language. Every form that changes something carries the session's
 * CSRF token.
 */

const DESK_STYLE = `
  body { background: #eef3f6; }
  .card { border: 1px solid #d5dbe0; }
  main.wide { max-width: 1400px; }
  header { display: flex; flex-wrap: wrap; gap: 0.5rem 1.5rem; align-items: center; }
  header nav { display: flex; gap: 1rem; flex-wrap: wrap; align-items: center; flex: 1; }
  header nav a { font-size: 1rem; font-weight: 600; }
  header nav a[aria-current=page] { text-decoration: underline; text-underline-offset: 4px; }
  header form { display: flex; gap: 0.5rem; align-items: center; margin: 0; }
  header label { margin: 0; font-weight: 400; }
  header select { width: auto; padding: 0.25rem; }
  header button { font-size: 0.9375rem; padding: 0.35rem 0.8rem; background: #fff; color: #24527a; }
  .skip { position: absolute; left: -10000px; }
  .skip:focus { left: 1rem; top: 1rem; background: #fff; color: #10202e; padding: 0.5rem; z-index: 1; }
  .scroll { overflow-x: auto; }
  table.leads th, table.leads td { width: auto; white-space: nowrap; }
  table.leads th, table.leads td.name, table.leads td.interest, table.leads td.dates { white-space: normal; overflow-wrap: normal; }
  table.leads td.name { min-width: 10rem; }
  table.leads td.interest, table.leads td.dates { min-width: 9rem; }
  dl.details { margin: 0; }
  dl.details > div { display: grid; grid-template-columns: 12rem minmax(0, 1fr); gap: 0.25rem 1rem; padding: 0.6rem 0; border-bottom: 1px solid #d5dbe0; }
  dl.details dt { font-weight: 700; }
  dl.details dd { margin: 0; overflow-wrap: anywhere; }
  @media (max-width: 36rem) { dl.details > div { grid-template-columns: minmax(0, 1fr); } }
  .badge { display: inline-block; border-radius: 4px; padding: 0 0.4rem; font-size: 0.875rem; font-weight: 700; }
  .overdue { background: #fff; color: #b00020; border: 2px solid #b00020; }
  .filters { display: flex; gap: 0.75rem; flex-wrap: wrap; align-items: end; margin-bottom: 1rem; }
  .filters > div { flex: 1 1 10rem; }
  .row { display: flex; gap: 0.75rem; flex-wrap: wrap; align-items: end; margin-bottom: 1rem; }
  .row > div { flex: 1 1 12rem; }
  .notice { border-left: 4px solid #24527a; padding: 0.5rem 1rem; background: #fff; }
  .alert { border-left: 4px solid #b00020; padding: 0.5rem 1rem; background: #fdecee; }
  ol.history { padding-left: 1.25rem; }
  textarea { min-height: 8rem; }
  h2 { font-size: 1.25rem; margin: 1.5rem 0 0.75rem; }
  .card + .card { margin-top: 1rem; }
`;

export interface DeskFrame {
  m: DeskMessages;
  locale: Locale;
  account: Account;
  csrf: string;
  /** Which navigation entry is the current page. */
  current?: 'inbox' | 'spam';
}

const hidden = (name: string, value: string) => `<input type="hidden" name="${name}" value="${e(value)}">`;
export const csrfField = (csrf: string) => hidden('_csrf', csrf);

function deskHeader({ m, locale, account, csrf, current }: DeskFrame): string {
  const link = (href: string, label: string, here: boolean) =>
    `<a href="${href}"${here ? ' aria-current="page"' : ''}>${e(label)}</a>`;
  return `<a class="skip" href="#main">${e(m.skipToContent)}</a>
<a href="${INBOX_PATH}">Hidden Gems Malta</a>
<nav aria-label="${e(m.nav.leads)}">${link(INBOX_PATH, m.nav.leads, current === 'inbox')}${link(`${INBOX_PATH}?folder=spam`, m.nav.spam, current === 'spam')}</nav>
<span>${e(m.nav.signedInAs(account.name))}</span>
<form method="post" action="${INBOX_PATH}/language">${csrfField(csrf)}<label for="desk-language">${e(m.nav.language)}</label><select id="desk-language" name="locale">${LOCALES.map(
    (code) => `<option value="${code}"${code === locale ? ' selected' : ''}>${e(m.languages[code])}</option>`,
  ).join('')}</select><button type="submit">OK</button></form>
<form method="post" action="${INBOX_PATH}/logout">${csrfField(csrf)}<button type="submit">${e(m.nav.signOut)}</button></form>`;
}

export function deskPage(frame: DeskFrame, title: string, body: string): string {
  return htmlPage({
    title: `${title} | ${frame.m.deskTitle}`,
    locale: frame.locale,
    header: deskHeader(frame),
    style: DESK_STYLE,
    body,
    mainAttributes: ' class="wide" tabindex="-1"',
  });
}

/** A page outside a session: the sign-in, the password link. */
function publicPage(m: DeskMessages, locale: Locale, title: string, body: string): string {
  return htmlPage({
    title: `${title} | ${m.deskTitle}`,
    locale,
    header: `<a href="${INBOX_PATH}">Hidden Gems Malta</a>`,
    style: DESK_STYLE,
    body,
  });
}

const message = (text: string | undefined, kind: 'notice' | 'alert') =>
  text ? `<p class="${kind}" role="${kind === 'alert' ? 'alert' : 'status'}">${e(text)}</p>` : '';

export function signInPage(options: {
  m: DeskMessages;
  locale: Locale;
  csrf: string;
  next: string;
  email?: string;
  error?: string;
  notice?: string;
}): string {
  const { m } = options;
  return publicPage(
    m,
    options.locale,
    m.signIn.title,
    `<div class="card" style="max-width:28rem;margin:0 auto">
<h1>${e(m.signIn.title)}</h1>
${message(options.error, 'alert')}${message(options.notice, 'notice')}
<form method="post" action="${INBOX_PATH}/login">
${hidden('_csrf', options.csrf)}${hidden('next', options.next)}
<div class="field"><label for="email">${e(m.signIn.email)}</label><input id="email" name="email" type="email" autocomplete="username" required value="${e(options.email ?? '')}"></div>
<div class="field"><label for="password">${e(m.signIn.password)}</label><input id="password" name="password" type="password" autocomplete="current-password" required></div>
<button type="submit">${e(m.signIn.submit)}</button>
</form>
</div>`,
  );
}

export function passwordPage(options: {
  m: DeskMessages;
  locale: Locale;
  csrf: string;
  token: string;
  email?: string;
  error?: string;
  done?: boolean;
}): string {
  const { m } = options;
  const body = !options.email
    ? message(options.done ? m.password.done : m.password.invalidLink, options.done ? 'notice' : 'alert') +
      `<p><a href="${INBOX_PATH}/login">${e(m.signIn.submit)}</a></p>`
    : `${message(options.error, 'alert')}<p>${e(m.password.intro(options.email))}</p>
<form method="post" action="${INBOX_PATH}/password">
${hidden('_csrf', options.csrf)}${hidden('token', options.token)}
<div class="field"><label for="password">${e(m.password.newPassword)}</label><input id="password" name="password" type="password" autocomplete="new-password" minlength="12" required aria-describedby="password-hint"><p class="hint" id="password-hint">${e(m.password.hint)}</p></div>
<div class="field"><label for="again">${e(m.password.again)}</label><input id="again" name="again" type="password" autocomplete="new-password" minlength="12" required></div>
<button type="submit">${e(m.password.submit)}</button>
</form>`;
  return publicPage(
    m,
    options.locale,
    m.password.title,
    `<div class="card" style="max-width:32rem;margin:0 auto"><h1>${e(m.password.title)}</h1>${body}</div>`,
  );
}

export function noAccessPage(frame: DeskFrame): string {
  return deskPage(
    frame,
    frame.m.noAccess.title,
    `<div class="card"><h1>${e(frame.m.noAccess.title)}</h1><p>${e(frame.m.noAccess.body)}</p></div>`,
  );
}

const interestIn = (interest: string, locale: Locale) =>
  (ENQUIRY_FORM_MESSAGES[locale].interests as Record<string, string>)[interest] ?? interest;

const dates = (lead: Pick<DeskLead, 'arrival' | 'departure'>, none: string) =>
  lead.arrival || lead.departure ? `${lead.arrival || none} – ${lead.departure || none}` : none;

export interface ListView {
  query: DeskQuery;
  leads: DeskLead[];
  total: number;
  newCount: number;
  /** The ids of the listed leads that are overdue. */
  overdue: ReadonlySet<string>;
  workers: Pick<Account, 'id' | 'name'>[];
}

export function listPage(frame: DeskFrame, view: ListView): string {
  const { m, locale } = frame;
  const { query } = view;
  const pages = Math.max(1, Math.ceil(view.total / DESK_PAGE_SIZE));
  const spam = query.folder === 'spam';
  const title = spam ? m.list.spamTitle : m.list.title;
  const option = (value: string, label: string, selected: boolean) =>
    `<option value="${e(value)}"${selected ? ' selected' : ''}>${e(label)}</option>`;
  const ownerValue = query.owner === frame.account.id ? 'me' : (query.owner ?? '');
  const sortLink = (sort: (typeof SORTS)[number], label: string) => {
    const here = query.sort === sort;
    const descending = here ? !query.descending : sort === 'received';
    const href = `${INBOX_PATH}${deskQueryString({ ...query, sort, descending, page: 1 })}`;
    return `<a href="${e(href)}">${e(label)}${here ? (query.descending ? ' ↓' : ' ↑') : ''}</a>`;
  };
  const sortedBy = (sort: (typeof SORTS)[number]) =>
    query.sort === sort ? ` aria-sort="${query.descending ? 'descending' : 'ascending'}"` : '';
  const rows = view.leads
    .map(
      (lead) => `<tr>
<td>${e(warsawTime(lead.created_at))}</td>
<td class="name"><a href="${INBOX_PATH}/leads/${encodeURIComponent(lead.id)}">${e(lead.name)}</a></td>
<td>${e(m.languages[lead.locale] ?? lead.locale)}</td>
<td class="interest">${e(interestIn(lead.interest, locale))}</td>
<td class="dates">${e(dates(lead, m.lead.notGiven))}</td>
<td>${e(m.statuses[lead.status])}${view.overdue.has(lead.id) ? ` <span class="badge overdue">${e(m.list.overdue)}</span>` : ''}</td>
<td>${e(lead.owner_name ?? m.lead.notGiven)}</td>
<td>${e(lead.follow_up_on ?? m.lead.notGiven)}</td>
</tr>`,
    )
    .join('\n');
  const nav = (page: number, label: string) =>
    `<a href="${e(`${INBOX_PATH}${deskQueryString({ ...query, page })}`)}">${e(label)}</a>`;
  const body = `<h1>${e(title)}</h1>
${spam ? '' : `<p><strong>${e(m.list.newCount(view.newCount))}</strong></p>`}
<form method="get" action="${INBOX_PATH}" role="search" class="card filters">
${spam ? hidden('folder', 'spam') : ''}
<div style="flex:2 1 16rem"><label for="q">${e(m.list.search)}</label><input id="q" name="q" type="search" value="${e(query.search ?? '')}"></div>
<div><label for="status">${e(m.list.status)}</label><select id="status" name="status">${option('', m.list.any, !query.status)}${LEAD_STATUSES.map((status) => option(status, m.statuses[status], query.status === status)).join('')}</select></div>
<div><label for="owner">${e(m.list.owner)}</label><select id="owner" name="owner">${option('', m.list.anyone, !ownerValue)}${option('me', m.list.me, ownerValue === 'me')}${option('none', m.list.unassigned, ownerValue === 'none')}${view.workers
    .filter((worker) => worker.id !== frame.account.id)
    .map((worker) => option(worker.id, worker.name, ownerValue === worker.id))
    .join('')}</select></div>
<div><label for="from">${e(m.list.from)}</label><input id="from" name="from" type="date" value="${e(query.receivedFrom ?? '')}"></div>
<div><label for="to">${e(m.list.to)}</label><input id="to" name="to" type="date" value="${e(query.receivedTo ?? '')}"></div>
<div><label for="sort">${e(m.list.sortBy)}</label><select id="sort" name="sort">${SORTS.map((sort) => option(sort, m.list.sorts[sort], query.sort === sort)).join('')}</select></div>
<div class="check" style="flex:0 0 auto"><input id="desc" name="desc" type="checkbox" value="1"${query.descending ? ' checked' : ''}><label for="desc" style="font-weight:400">${e(m.list.descending)}</label></div>
<button type="submit" class="secondary">${e(m.list.filter)}</button>
</form>
<p role="status">${e(m.list.found(view.total))}${pages > 1 ? `, ${e(m.list.pageOf(query.page, pages))}` : ''}</p>
${
  view.leads.length === 0
    ? `<p>${e(m.list.none)}</p>`
    : `<div class="card scroll" role="region" aria-labelledby="leads-caption" tabindex="0"><table class="leads">
<caption id="leads-caption" class="hidden">${e(title)}</caption>
<thead><tr>
<th scope="col"${sortedBy('received')}>${sortLink('received', m.list.columns.received)}</th>
<th scope="col"${sortedBy('name')}>${sortLink('name', m.list.columns.name)}</th>
<th scope="col">${e(m.list.columns.language)}</th>
<th scope="col">${e(m.list.columns.interest)}</th>
<th scope="col"${sortedBy('arrival')}>${sortLink('arrival', m.list.columns.dates)}</th>
<th scope="col"${sortedBy('status')}>${sortLink('status', m.list.columns.status)}</th>
<th scope="col"${sortedBy('owner')}>${sortLink('owner', m.list.columns.owner)}</th>
<th scope="col"${sortedBy('follow-up')}>${sortLink('follow-up', m.list.columns.followUp)}</th>
</tr></thead>
<tbody>
${rows}
</tbody></table></div>`
}
<nav aria-label="${e(m.list.pageOf(query.page, pages))}" style="display:flex;gap:1rem;margin-top:1rem">${query.page > 1 ? nav(query.page - 1, m.list.newer) : ''}${query.page < pages ? nav(query.page + 1, m.list.older) : ''}</nav>
${spam ? '' : `<p><a href="${INBOX_PATH}/conversions.csv">${e(m.list.download)}</a></p>`}`;
  return deskPage({ ...frame, current: spam ? 'spam' : 'inbox' }, title, body);
}

export interface ReplyDraft {
  /** A new key for each form shown: sent twice, it is still one reply. */
  key: string;
  templates: { id: string; label: string }[];
  templateId?: string;
  subject: string;
  body: string;
}

export interface LeadView {
  detail: LeadDetail;
  workers: Pick<Account, 'id' | 'name'>[];
  /** When the answer was due, if the lead is overdue. */
  overdueSince?: string;
  reply: ReplyDraft;
  defaultCurrency: string;
  notice?: string;
  error?: string;
}

export function leadPage(frame: DeskFrame, view: LeadView): string {
  const { m, locale, csrf } = frame;
  const { lead, events, messages } = view.detail;
  const none = m.lead.notGiven;
  const action = (name: string) => `${INBOX_PATH}/leads/${encodeURIComponent(lead.id)}/${name}`;
  const row = (label: string, value: string) => `<div><dt>${e(label)}</dt><dd>${value}</dd></div>`;
  const option = (value: string, label: string, selected: boolean) =>
    `<option value="${e(value)}"${selected ? ' selected' : ''}>${e(label)}</option>`;
  const details = `<dl class="details">
${row(m.lead.fields.received, e(warsawTime(lead.created_at)))}
${row(m.lead.fields.language, e(m.languages[lead.locale] ?? lead.locale))}
${row(m.lead.fields.email, `<a href="mailto:${e(lead.email)}">${e(lead.email)}</a>`)}
${row(m.lead.fields.phone, lead.phone ? `<a href="tel:${e(lead.phone.replace(/[^+\d]/g, ''))}">${e(lead.phone)}</a>` : none)}
${row(m.lead.fields.interest, e(interestIn(lead.interest, locale)))}
${row(m.lead.fields.dates, e(dates(lead, none)))}
${row(m.lead.fields.message, `<div style="white-space:pre-wrap">${e(lead.message)}</div>`)}
${row(m.lead.fields.gclid, e(lead.gclid ?? none))}
${row(m.lead.fields.landing, e(lead.landing_page ?? none))}
${row(m.lead.fields.status, e(m.statuses[lead.status]))}
${row(m.lead.fields.owner, e(lead.owner_name ?? none))}
${row(m.lead.fields.followUp, e(lead.follow_up_on ?? none))}
${row(m.lead.fields.booking, e(lead.booking_value ? `${lead.booking_value} ${lead.booking_currency ?? ''}` : none))}
${lead.spam_score > 0 ? row(m.lead.fields.spam, e(`${lead.spam_score} (${lead.spam_reasons ?? ''})`)) : ''}
</dl>`;
  const statusForm = `<form method="post" action="${action('status')}" class="row">${csrfField(csrf)}
<p class="hint" id="booking-hint" style="flex-basis:100%;margin:0">${e(m.lead.bookingNeeded)}</p>
<div><label for="status">${e(m.lead.fields.status)}</label><select id="status" name="status">${LEAD_STATUSES.map((status) => option(status, m.statuses[status], status === lead.status)).join('')}</select></div>
<div><label for="value">${e(m.lead.bookingValue)}</label><input id="value" name="value" inputmode="decimal" value="${e(lead.booking_value ?? '')}" aria-describedby="booking-hint"></div>
<div><label for="currency">${e(m.lead.bookingCurrency)}</label><input id="currency" name="currency" maxlength="3" value="${e(lead.booking_currency ?? view.defaultCurrency)}"></div>
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
  const templateForm = `<form method="get" action="${INBOX_PATH}/leads/${encodeURIComponent(lead.id)}" class="row">
<div><label for="template">${e(m.lead.template)}</label><select id="template" name="template">${view.reply.templates.map((template) => option(template.id, template.label, template.id === view.reply.templateId)).join('')}</select></div>
<button type="submit" class="secondary">${e(m.lead.useTemplate)}</button>
</form>`;
  const replyForm = `<form method="post" action="${action('reply')}">${csrfField(csrf)}${hidden('replyKey', view.reply.key)}
<div class="field"><label for="subject">${e(m.lead.subject)}</label><input id="subject" name="subject" required maxlength="200" value="${e(view.reply.subject)}"></div>
<div class="field"><label for="reply-body">${e(m.lead.body)}</label><textarea id="reply-body" name="body" required maxlength="10000" rows="12">${e(view.reply.body)}</textarea></div>
<button type="submit">${e(m.lead.send)}</button>
</form>`;
  const spamForm = `<form method="post" action="${action('spam')}">${csrfField(csrf)}${hidden('spam', lead.spam ? '0' : '1')}<button type="submit" class="secondary">${e(lead.spam ? m.lead.notSpam : m.lead.markSpam)}</button></form>`;
  const history = events.length
    ? `<ol class="history" reversed>${events
        .map(
          (event) =>
            `<li><strong>${e(m.lead.events[event.kind])}</strong> · ${e(warsawTime(event.at))} · ${e(event.actor)}${
              event.kind === 'status' && event.to_value
                ? `: ${e(m.statuses[event.from_value as keyof DeskMessages['statuses']] ?? event.from_value ?? '')} → ${e(m.statuses[event.to_value as keyof DeskMessages['statuses']] ?? event.to_value)}`
                : event.to_value || event.from_value
                  ? `: ${e(event.from_value ?? none)} → ${e(event.to_value ?? none)}`
                  : ''
            }${event.body ? `<div style="white-space:pre-wrap">${e(event.body)}</div>` : ''}</li>`,
        )
        .join('')}</ol>`
    : `<p>${e(none)}</p>`;
  const sent = messages.length
    ? `<ul>${messages
        .map(
          (item) =>
            `<li>${e(m.lead.messageKinds[item.kind] ?? item.kind)}: ${e(item.sent_at ? m.lead.sent(warsawTime(item.sent_at)) : m.lead.pending(item.attempts))}</li>`,
        )
        .join('')}</ul>`
    : `<p>${e(none)}</p>`;
  const body = `<p><a href="${INBOX_PATH}${lead.spam ? '?folder=spam' : ''}">${e(m.lead.back)}</a></p>
<h1>${e(lead.name)}</h1>
${message(view.notice, 'notice')}${message(view.error, 'alert')}
${view.overdueSince ? `<p class="alert">${e(m.lead.overdueSince(view.overdueSince))}</p>` : ''}
<section class="card" aria-labelledby="details-title"><h2 id="details-title">${e(m.lead.details)}</h2>${details}</section>
<section class="card" aria-labelledby="work-title"><h2 id="work-title">${e(m.lead.work)}</h2>${statusForm}${ownerForm}${followUpForm}${spamForm}</section>
<section class="card" aria-labelledby="reply-title"><h2 id="reply-title">${e(m.lead.reply)}</h2>${templateForm}${replyForm}</section>
<section class="card" aria-labelledby="note-title"><h2 id="note-title">${e(m.lead.note)}</h2>${noteForm}</section>
<section class="card" aria-labelledby="history-title"><h2 id="history-title">${e(m.lead.history)}</h2>${history}<h2>${e(m.lead.messages)}</h2>${sent}</section>`;
  return deskPage({ ...frame, current: lead.spam ? 'spam' : 'inbox' }, lead.name, body);
}
