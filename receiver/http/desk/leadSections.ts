import type { FastifyRequest } from 'fastify';
import { conversationSection } from '../../conversation/threadSection';
import { sameLeadsSection } from '../../pipeline/http/sameLeadsSection';
import type { DeskLead } from '../../desk/leadDesk';
import type { DeskFrame, LeadSection } from '../../desk/sections';
import type { DeskContext } from './context';
import { offersSection } from '../../offers/section';
import { adsSection } from '../../ads/section';

export type { LeadSection } from '../../desk/sections';

/** The sections of a lead's page, in order. */
export const LEAD_SECTIONS: readonly LeadSection[] = [
  conversationSection,
  offersSection,
  sameLeadsSection,
  adsSection,
];

/** Every section of a lead's page, rendered, by place. */
export async function renderLeadSections(
  desk: DeskContext,
  request: FastifyRequest,
  lead: DeskLead,
  frame: DeskFrame,
): Promise<{ top: string; bottom: string }> {
  const rendered = await Promise.all(
    LEAD_SECTIONS.map(async (section) => ({
      place: section.place,
      html: await section.render(desk, request, lead, frame),
    })),
  );
  const at = (place: LeadSection['place']) =>
    rendered
      .filter((section) => section.place === place)
      .map((section) => section.html)
      .join('\n');
  return { top: at('top'), bottom: at('bottom') };
}
