import * as z from 'zod';
import { INBOX_PATH } from '@/lib/model/sharedPaths';
import type { LeadsDb } from '../../db/database';
import type { Lead } from '../../db/schema';
import type { LeadSection } from '../../desk/sections';
import { csrfField, escapeHtml as e, hidden, message } from '../../http/html';
import { dates, interestIn } from '../../http/desk/pages/list';
import { warsawTime } from '../../mail/leadEmail';
import type { DuplicateReason } from '../duplicates';
import { PIPELINE_WORDS, type MergeRefusal } from '../words';

/**
 * On a lead's page: the same person's other open leads (flagged by email or phone), each with
 * "Merge into this lead"; and the enquiries already merged into it, whole (message, click id,
 * landing page). Nothing when there are neither.
 */

export interface SameLead extends Pick<Lead, 'id' | 'name' | 'email' | 'phone' | 'status' | 'created_at'> {
  reasons: DuplicateReason[];
}

/** The leads flagged as the same person as `id`, not merged, the newest first. */
export async function sameLeads(db: LeadsDb, id: string): Promise<SameLead[]> {
  const rows = await db
    .selectFrom('lead_duplicates')
    .innerJoin('leads', 'leads.id', 'lead_duplicates.other_lead_id')
    .select([
      'leads.id',
      'leads.name',
      'leads.email',
      'leads.phone',
      'leads.status',
      'leads.created_at',
      'lead_duplicates.reason',
    ])
    .where('lead_duplicates.lead_id', '=', id)
    .where('leads.merged_into', 'is', null)
    .orderBy('leads.created_at', 'desc')
    .execute();
  const byLead = new Map<string, SameLead>();
  for (const { reason, ...lead } of rows) {
    const found = byLead.get(lead.id) ?? { ...lead, reasons: [] };
    found.reasons.push(reason as DuplicateReason);
    byLead.set(lead.id, found);
  }
  return [...byLead.values()];
}

/** The leads merged into `id`, the oldest first. */
export function mergedLeads(db: LeadsDb, id: string): Promise<Lead[]> {
  return db.selectFrom('leads').selectAll().where('merged_into', '=', id).orderBy('created_at').execute();
}

/** What the merge route says on the kept lead's page when it comes back (`?merge=`). */
export const mergeOutcome = z.object({
  merge: z.enum(['merged', 'not-found', 'not-same-person', 'already-merged', 'booked']).optional(),
});

export const sameLeadsSection: LeadSection = {
  place: 'bottom',
  async render(context, request, lead, frame) {
    const { m, locale, csrf } = frame;
    const w = PIPELINE_WORDS[locale].same;
    const [others, merged] = await Promise.all([
      sameLeads(context.db, lead.id),
      mergedLeads(context.db, lead.id),
    ]);
    const outcome = mergeOutcome.safeParse(request.query);
    const said = outcome.success ? outcome.data.merge : undefined;
    const refusal: MergeRefusal | undefined = said && said !== 'merged' ? said : undefined;
    const notice = `${message(said === 'merged' ? w.merged : undefined, 'notice')}${message(refusal ? w.refused[refusal] : undefined, 'alert')}`;
    if (others.length === 0 && merged.length === 0) return notice;
    const action = `${INBOX_PATH}/leads/${encodeURIComponent(lead.id)}/merge`;
    const other = (item: SameLead) => `<li><article aria-labelledby="same-${item.id}">
<h3 id="same-${item.id}"><a href="${INBOX_PATH}/leads/${encodeURIComponent(item.id)}">${e(item.name)}</a></h3>
<p class="meta">${e(item.reasons.map((reason) => w.reasons[reason]).join(', '))} · ${e(w.received(warsawTime(item.created_at)))} · ${e(m.statuses[item.status])}</p>
<p class="meta">${e(item.email)}${item.phone ? ` · ${e(item.phone)}` : ''}</p>
${
  item.status === 'booked'
    ? `<p class="hint">${e(w.bookedStays)}</p>`
    : `<form method="post" action="${action}">${csrfField(csrf)}${hidden('other', item.id)}<button type="submit" class="secondary wide" aria-describedby="same-${item.id} merge-hint">${e(w.merge)}</button></form>`
}
</article></li>`;
    const enquiry = (item: Lead) => `<li><article aria-labelledby="merged-${item.id}">
<h4 id="merged-${item.id}">${e(w.mergedEnquiry(warsawTime(item.created_at)))}</h4>
<dl class="details">
<div><dt>${e(m.lead.fields.email)}</dt><dd>${e(item.email)}</dd></div>
<div><dt>${e(m.lead.fields.phone)}</dt><dd>${e(item.phone || m.lead.notGiven)}</dd></div>
<div><dt>${e(m.lead.fields.interest)}</dt><dd>${e(interestIn(item.interest, locale))}</dd></div>
<div><dt>${e(m.lead.fields.dates)}</dt><dd>${e(dates(item, m.lead.notGiven))}</dd></div>
<div><dt>${e(m.lead.fields.message)}</dt><dd class="text">${e(item.message)}</dd></div>
<div><dt>${e(m.lead.fields.gclid)}</dt><dd>${e(item.gclid ?? m.lead.notGiven)}</dd></div>
<div><dt>${e(m.lead.fields.landing)}</dt><dd>${e(item.landing_page ?? m.lead.notGiven)}</dd></div>
</dl>
</article></li>`;
    return `<section class="card" aria-labelledby="same-title"><h2 id="same-title">${e(w.title)}</h2>
${notice}
${
  others.length
    ? `<p id="merge-hint">${e(w.intro)} ${e(w.mergeHint)}</p><ul class="same-leads">${others.map(other).join('')}</ul>`
    : ''
}
${merged.length ? `<h3>${e(w.mergedTitle)}</h3><p class="hint">${e(w.mergedIntro)}</p><ol class="same-leads">${merged.map(enquiry).join('')}</ol>` : ''}
</section>`;
  },
};
