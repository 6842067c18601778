import { ENQUIRY_FORM_MESSAGES } from '@/lib/model/enquiry/messages';
import type { Locale } from '@/lib/model/i18n/locales';
import { INBOX_PATH } from '@/lib/model/sharedPaths';
import { LEAD_STATUSES } from '../../../db/schema';
import type { Account } from '@/receiver/team/accounts';
import { CONVERSATION_WORDS } from '../../../conversation/words';
import {
  DESK_PAGE_SIZE,
  SORTS,
  type DeskLead,
  type DeskListLead,
  type DeskQuery,
} from '../../../desk/leadDesk';
import { deskQueryString } from '../../../desk/deskQuery';
import { warsawTime } from '../../../mail/leadEmail';
import { PIPELINE_WORDS } from '../../../pipeline/words';
import { escapeHtml as e } from '../../html';
import { deskPage, hidden, option, type DeskFrame } from './layout';

export const interestIn = (interest: string, locale: Locale) =>
  (ENQUIRY_FORM_MESSAGES[locale].interests as Record<string, string>)[interest] ?? interest;

export const dates = (lead: Pick<DeskLead, 'arrival' | 'departure'>, none: string) =>
  lead.arrival || lead.departure ? `${lead.arrival || none} – ${lead.departure || none}` : none;

export interface ListView {
  query: DeskQuery;
  leads: DeskListLead[];
  total: number;
  newCount: number;
  /** The ids of the listed leads that are overdue. */
  overdue: ReadonlySet<string>;
  workers: Pick<Account, 'id' | 'name'>[];
}

/** Whether the visitor wrote since the office last answered: the list and the lead's page mark it. */
export const visitorReplied = (lead: Pick<DeskLead, 'awaiting_since' | 'last_inbound_at'>) =>
  lead.awaiting_since !== null && lead.last_inbound_at !== null;

/** Whether the list is narrowed or sorted otherwise than by default: its filters then show unfolded. */
const filtered = (query: DeskQuery) =>
  Boolean(query.search || query.status || query.owner || query.receivedFrom || query.receivedTo) ||
  query.sort !== 'received' ||
  !query.descending;

/**
 * The list: a table on a wide screen; on a phone, cards with what matters first (name, stage and
 * marks, received, interest), so that the first leads show without scrolling. Both are in the
 * page and CSS shows one (no script). The filters fold away in a <details>, open when in use.
 */
export function listPage(frame: DeskFrame, view: ListView): string {
  const { m, locale } = frame;
  const w = PIPELINE_WORDS[locale].list;
  const replied = CONVERSATION_WORDS[locale].visitorReplied;
  const { query } = view;
  const pages = Math.max(1, Math.ceil(view.total / DESK_PAGE_SIZE));
  const spam = query.folder === 'spam';
  const title = spam ? m.list.spamTitle : m.list.title;
  const ownerValue = query.owner === frame.account.id ? 'me' : (query.owner ?? '');
  const sortLink = (sort: (typeof SORTS)[number], label: string) => {
    const here = query.sort === sort;
    const descending = here ? !query.descending : sort === 'received';
    const href = `${INBOX_PATH}${deskQueryString({ ...query, sort, descending, page: 1 })}`;
    return `<a href="${e(href)}">${e(label)}${here ? (query.descending ? ' ↓' : ' ↑') : ''}</a>`;
  };
  const sortedBy = (sort: (typeof SORTS)[number]) =>
    query.sort === sort ? ` aria-sort="${query.descending ? 'descending' : 'ascending'}"` : '';
  const href = (lead: DeskListLead) => `${INBOX_PATH}/leads/${encodeURIComponent(lead.id)}`;
  const marks = (lead: DeskListLead) =>
    [
      view.overdue.has(lead.id) ? `<span class="badge overdue">${e(m.list.overdue)}</span>` : '',
      visitorReplied(lead) ? `<span class="badge replied">${e(replied)}</span>` : '',
      lead.duplicate ? `<span class="badge duplicate">${e(w.duplicate)}</span>` : '',
    ]
      .filter(Boolean)
      .join(' ');
  const rows = view.leads
    .map(
      (lead) => `<tr>
<td>${e(warsawTime(lead.created_at))}</td>
<td class="name"><a href="${href(lead)}">${e(lead.name)}</a></td>
<td>${e(m.languages[lead.locale] ?? lead.locale)}</td>
<td class="interest">${e(interestIn(lead.interest, locale))}</td>
<td class="dates">${e(dates(lead, m.lead.notGiven))}</td>
<td class="status">${e(m.statuses[lead.status])} ${marks(lead)}</td>
<td>${e(lead.owner_name ?? m.lead.notGiven)}</td>
<td>${e(lead.follow_up_on ?? m.lead.notGiven)}</td>
</tr>`,
    )
    .join('\n');
  const cards = view.leads
    .map(
      (lead) => `<li class="lead-card"><a class="name" href="${href(lead)}">${e(lead.name)}</a>
<p class="state">${e(m.statuses[lead.status])} ${marks(lead)}</p>
<p class="meta">${e(warsawTime(lead.created_at))} · ${e(interestIn(lead.interest, locale))}</p></li>`,
    )
    .join('\n');
  const nav = (page: number, label: string) =>
    `<a href="${e(`${INBOX_PATH}${deskQueryString({ ...query, page })}`)}">${e(label)}</a>`;
  const body = `<h1>${e(title)}</h1>
${spam ? '' : `<p class="new-count"><strong>${e(m.list.newCount(view.newCount))}</strong></p>`}
<details class="filters-fold"${filtered(query) ? ' open' : ''}><summary>${e(w.filters)}</summary>
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
</details>
<p role="status" class="found">${e(m.list.found(view.total))}${pages > 1 ? `, ${e(m.list.pageOf(query.page, pages))}` : ''}</p>
${
  view.leads.length === 0
    ? `<p>${e(m.list.none)}</p>`
    : `<div class="card scroll leads-table" role="region" aria-labelledby="leads-caption" tabindex="0"><table class="leads">
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
</tbody></table></div>
<ol class="lead-cards" aria-label="${e(title)}">
${cards}
</ol>`
}
<nav aria-label="${e(m.list.pageOf(query.page, pages))}" style="display:flex;gap:1rem;margin-top:1rem">${query.page > 1 ? nav(query.page - 1, m.list.newer) : ''}${query.page < pages ? nav(query.page + 1, m.list.older) : ''}</nav>
${spam ? '' : `<p><a href="${INBOX_PATH}/conversions.csv">${e(m.list.download)}</a></p>`}`;
  return deskPage({ ...frame, current: spam ? 'spam' : 'inbox' }, title, body);
}
