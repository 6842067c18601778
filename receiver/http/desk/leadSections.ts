import type { FastifyRequest } from 'fastify';
import type { DeskLead } from '../../desk/leadDesk';
import type { DeskContext } from './context';
import type { DeskFrame } from './pages/layout';

/**
 * A part of a lead's page that a feature brings (the conversation, the offers, the same person's
 * other leads): it loads what it needs and renders a `<section>`, in the account's language. Each
 * feature keeps its section in its own folder and is listed once below.
 */
export interface LeadSection {
  /** Where it stands on the page: before the lead's details (`top`) or after them (`bottom`). */
  place: 'top' | 'bottom';
  render: (desk: DeskContext, request: FastifyRequest, lead: DeskLead, frame: DeskFrame) => Promise<string>;
}

/** The sections of a lead's page, in order. */
export const LEAD_SECTIONS: readonly LeadSection[] = [];

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
