import * as z from 'zod';
import type { LeadSection } from '../desk/sections';
import { OFFER_NOTICES, offersSectionHtml } from './deskPages';
import { offersOfLead } from './store';

const noticeQuery = z.object({ offer: z.enum(OFFER_NOTICES).optional() });

/** The offers on a lead's page, after its conversation: every version, its state and totals. */
export const offersSection: LeadSection = {
  place: 'top',
  async render(context, request, lead, frame) {
    const query = noticeQuery.safeParse(request.query);
    return offersSectionHtml(
      lead,
      await offersOfLead(context.db, lead.id),
      frame,
      context.now(),
      query.success ? query.data.offer : undefined,
    );
  },
};
