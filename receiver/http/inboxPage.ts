import { LOCALE_FOR_OFFICE } from '@/lib/model/enquiry/messages';
import { DEFAULT_LOCALE } from '@/lib/model/i18n/locales';
import { LEAD_STATUSES, type LeadStatus } from '../db/schema';
import type { LeadWithMail } from '../leads/store';
import { leadLanguage, warsawTime } from '../mail/leadEmail';
import { escapeHtml, htmlPage } from './html';

export const INBOX_PAGE_SIZE = 50;

export interface InboxView {
  leads: LeadWithMail[];
  total: number;
  search: string;
  status?: LeadStatus;
  page: number;
}

/** The query string of an inbox view (to come back to after a change). */
export function inboxQuery(view: Pick<InboxView, 'search' | 'status' | 'page'>): string {
  const query = new URLSearchParams();
  if (view.search) query.set('q', view.search);
  if (view.status) query.set('status', view.status);
  if (view.page > 1) query.set('page', String(view.page));
  const text = query.toString();
  return text ? `?${text}` : '';
}

function mailState(lead: LeadWithMail): string {
  if (lead.emailed_at) return `emailed ${warsawTime(lead.emailed_at)}`;
  return lead.mail_attempts
    ? `email pending (${lead.mail_attempts} attempts failed so far)`
    : 'email pending';
}

function leadHtml(lead: LeadWithMail, back: string): string {
  const row = (label: string, value: string) => `<tr><th scope="row">${label}</th><td>${value}</td></tr>`;
  const statusId = `status-${lead.id}`;
  return `<article class="card" style="margin-bottom:1rem" aria-labelledby="lead-${lead.id}">
<h2 id="lead-${lead.id}" style="margin:0 0 0.5rem;font-size:1.25rem">${escapeHtml(lead.name)} <small style="font-weight:400">· ${escapeHtml(warsawTime(lead.created_at))} · ${escapeHtml(lead.status)}${lead.locale === DEFAULT_LOCALE ? '' : ` · ${escapeHtml(LOCALE_FOR_OFFICE[lead.locale])}`}</small></h2>
<table>
${row('Language', escapeHtml(leadLanguage(lead)))}
${row('Email', `<a href="mailto:${escapeHtml(lead.email)}">${escapeHtml(lead.email)}</a>`)}
${row('Phone', lead.phone ? `<a href="tel:${escapeHtml(lead.phone.replace(/[^+\d]/g, ''))}">${escapeHtml(lead.phone)}</a>` : '—')}
${row('Interest', escapeHtml(lead.interest))}
${row('Dates', `${escapeHtml(lead.arrival || '—')} to ${escapeHtml(lead.departure || '—')}`)}
${row('Message', `<div style="white-space:pre-wrap">${escapeHtml(lead.message)}</div>`)}
${row('Ad click id', escapeHtml(lead.gclid ?? '—'))}
${row('Notification', escapeHtml(mailState(lead)))}
</table>
<form method="post" action="/inbox/leads/${encodeURIComponent(lead.id)}/status" style="display:flex;gap:0.5rem;align-items:end;margin-top:0.75rem;flex-wrap:wrap">
<div><label for="${statusId}">Status</label><select id="${statusId}" name="status">${LEAD_STATUSES.map(
    (status) => `<option${status === lead.status ? ' selected' : ''}>${status}</option>`,
  ).join('')}</select></div>
<input type="hidden" name="back" value="${escapeHtml(back)}">
<button type="submit" class="secondary">Save status</button>
</form>
</article>`;
}

/** The office's inbox: leads newest first, a search, a status filter, and each lead's status to change. */
export function inboxPage(view: InboxView): string {
  const back = inboxQuery(view);
  const pages = Math.max(1, Math.ceil(view.total / INBOX_PAGE_SIZE));
  const link = (page: number, label: string) =>
    `<a href="/inbox${escapeHtml(inboxQuery({ ...view, page }))}">${label}</a>`;
  const body = `<h1 style="color:#10202e">Leads</h1>
<form method="get" action="/inbox" role="search" class="card" style="display:flex;gap:1rem;flex-wrap:wrap;align-items:end;margin-bottom:1rem">
<div style="flex:1 1 16rem"><label for="q">Search name, email, phone or message</label><input id="q" name="q" type="search" value="${escapeHtml(view.search)}"></div>
<div><label for="status">Status</label><select id="status" name="status"><option value="">any</option>${LEAD_STATUSES.map(
    (status) => `<option${status === view.status ? ' selected' : ''}>${status}</option>`,
  ).join('')}</select></div>
<button type="submit" class="secondary">Search</button>
</form>
<p role="status">${view.total} ${view.total === 1 ? 'lead' : 'leads'}${view.search || view.status ? ' found' : ''}${pages > 1 ? `, page ${view.page} of ${pages}` : ''}.</p>
${view.leads.map((lead) => leadHtml(lead, back)).join('\n')}
<nav aria-label="Pages" style="display:flex;gap:1rem">${view.page > 1 ? link(view.page - 1, 'Newer') : ''}${view.page < pages ? link(view.page + 1, 'Older') : ''}</nav>`;
  return htmlPage({ title: 'Leads inbox | Hidden Gems Malta', body });
}
