import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as z from 'zod';
import { formatAmount } from '@/lib/model/money/money';
import type { TeamGate } from '@/receiver/team/gate';
import type { Lead } from '../db/schema';
import { DESK_MESSAGES } from '../desk/deskMessages';
import type { Actor } from '../desk/leadDesk';
import { deskFrame, type DeskFrame, type SectionContext } from '../desk/sections';
import { mailDomain } from '../mail/threading';
import { offerEditorPage, offerRefusalPage, type EditorView, type OfferNotice } from './deskPages';
import {
  BLANK_ROWS,
  MAX_OPTIONS,
  blankOption,
  checkOffer,
  inputOf,
  offerInputFrom,
  suggestedValidUntil,
  warsawToday,
  type OfferInput,
} from './model';
import { DESK_OFFER_PATHS, DESK_OFFER_ROUTES } from './paths';
import { offerById, saveDraft, sendOffer, withdrawOffer } from './store';
import { OFFER_DESK_WORDS, type OfferDeskWords } from './words';

/**
 * The offers' routes on the desk, registered in its scope (receiver/http/desk/index.ts), behind
 * its gate: the form of a new offer, a draft or a revision, its save (and send), and sending and
 * withdrawing from the lead's page. Each change goes back to the lead's page with its notice.
 */

/** What the desk gives its features' routes (the desk's own context, as its model describes it). */
export interface OfferDesk extends SectionContext {
  /** Called when something is queued in the outbox: it sends at once. */
  onMessage: () => void;
  gate: TeamGate;
}

const idParams = z.object({ id: z.uuid() });
const saveBody = z.object({
  offer: z.uuid(),
  replaces: z.union([z.uuid(), z.literal('')]).default(''),
  action: z.enum(['save', 'send', 'add-row']).default('save'),
});

export async function offerDeskRoutes(app: FastifyInstance, desk: OfferDesk) {
  const { db, settings, now, gate } = desk;
  const sendOptions = () => ({ domain: mailDomain(settings.mail.from), siteUrl: settings.siteUrl });

  const frameOf = (request: FastifyRequest): DeskFrame => deskFrame(gate, request);
  const wordsOf = (request: FastifyRequest): OfferDeskWords => OFFER_DESK_WORDS[gate.languageOf(request)];
  const actorOf = (request: FastifyRequest): Actor => ({
    account: request.teamSession!.account,
    address: gate.addressOf(request),
  });
  const html = (reply: FastifyReply, status: number, page: string) =>
    reply.code(status).type('text/html; charset=utf-8').send(page);
  const refuse = (
    request: FastifyRequest,
    reply: FastifyReply,
    status: number,
    leadId: string | undefined,
    text: string,
  ) => html(reply, status, offerRefusalPage(frameOf(request), leadId, text));
  const backToLead = (reply: FastifyReply, leadId: string, notice: OfferNotice) =>
    reply
      .code(303)
      .header('Location', `${DESK_OFFER_PATHS.lead(leadId)}?offer=${notice}#offers-title`)
      .send();
  const editor = (request: FastifyRequest, reply: FastifyReply, status: number, view: EditorView) =>
    html(reply, status, offerEditorPage(frameOf(request), view));
  const leadOf = (id: string) => db.selectFrom('leads').selectAll().where('id', '=', id).executeTakeFirst();

  /** An offer's stored rows as the form shows them, amounts as the account's language writes them. */
  const storedInput = (request: FastifyRequest, found: NonNullable<Awaited<ReturnType<typeof offerById>>>) =>
    inputOf(found.offer, found.options, (each) =>
      formatAmount({ minor: each.price_minor, currency: each.currency }, gate.languageOf(request)),
    );
  /** A new row, on the enquiry's dates when they are still ahead. */
  const newRow = (lead: Pick<Lead, 'arrival' | 'departure'>) => {
    const today = warsawToday(now());
    const dated =
      /^\d{4}-\d{2}-\d{2}$/.test(lead.arrival) && lead.arrival >= today && lead.departure > lead.arrival;
    return blankOption(dated ? { arrival: lead.arrival, departure: lead.departure } : {});
  };
  const withRows = (
    input: OfferInput,
    lead: Pick<Lead, 'arrival' | 'departure'>,
    count: number,
  ): OfferInput => ({
    ...input,
    options: [...input.options, ...Array.from({ length: count }, () => newRow(lead))].slice(0, MAX_OPTIONS),
  });

  app.get(DESK_OFFER_ROUTES.newOffer, async (request, reply) => {
    const params = idParams.safeParse(request.params);
    const lead = params.success ? await leadOf(params.data.id) : undefined;
    if (!lead)
      return refuse(request, reply, 404, undefined, DESK_MESSAGES[gate.languageOf(request)].lead.notFound);
    const input = withRows(
      { options: [], validUntil: suggestedValidUntil(now()), note: '' },
      lead,
      BLANK_ROWS,
    );
    return editor(request, reply, 200, { lead, offerId: randomUUID(), input });
  });

  app.get(DESK_OFFER_ROUTES.edit, async (request, reply) => {
    const w = wordsOf(request);
    const params = idParams.safeParse(request.params);
    const found = params.success ? await offerById(db, params.data.id) : undefined;
    const lead = found ? await leadOf(found.offer.lead_id) : undefined;
    if (!found || !lead) return refuse(request, reply, 404, undefined, w.refusals.noOffer);
    if (found.offer.status !== 'draft') return refuse(request, reply, 409, lead.id, w.refusals.notDraft);
    const replaced = found.offer.replaces_id ? await offerById(db, found.offer.replaces_id) : undefined;
    return editor(request, reply, 200, {
      lead,
      offerId: found.offer.id,
      version: found.offer.version,
      replaces: replaced?.offer,
      input: withRows(storedInput(request, found), lead, 1),
    });
  });

  app.get(DESK_OFFER_ROUTES.revise, async (request, reply) => {
    const w = wordsOf(request);
    const params = idParams.safeParse(request.params);
    const found = params.success ? await offerById(db, params.data.id) : undefined;
    const lead = found ? await leadOf(found.offer.lead_id) : undefined;
    if (!found || !lead) return refuse(request, reply, 404, undefined, w.refusals.noOffer);
    if (found.offer.status !== 'sent') return refuse(request, reply, 409, lead.id, w.refusals.wrongReplaces);
    const input = { ...storedInput(request, found), validUntil: suggestedValidUntil(now()) };
    return editor(request, reply, 200, {
      lead,
      offerId: randomUUID(),
      replaces: found.offer,
      input: withRows(input, lead, 1),
    });
  });

  app.post(DESK_OFFER_ROUTES.save, async (request, reply) => {
    const w = wordsOf(request);
    const params = idParams.safeParse(request.params);
    const lead = params.success ? await leadOf(params.data.id) : undefined;
    if (!lead)
      return refuse(request, reply, 404, undefined, DESK_MESSAGES[gate.languageOf(request)].lead.notFound);
    const body = saveBody.safeParse(request.body);
    if (!body.success)
      return refuse(request, reply, 400, lead.id, DESK_MESSAGES[gate.languageOf(request)].invalid);
    const { offer: offerId, replaces: replacesId, action } = body.data;
    const existing = await offerById(db, offerId);
    const replaced = replacesId ? (await offerById(db, replacesId))?.offer : undefined;
    const input = offerInputFrom(request.body);
    const view: EditorView = {
      lead,
      offerId,
      version: existing?.offer.version,
      replaces: replaced,
      input,
    };
    // One more row, no script: the same form again, everything typed kept.
    if (action === 'add-row')
      return editor(request, reply, 200, { ...view, input: withRows(input, lead, 1) });

    const checked = checkOffer(input, warsawToday(now()));
    if ('problems' in checked) return editor(request, reply, 400, { ...view, problems: checked.problems });
    const saved = await saveDraft(
      db,
      lead.id,
      offerId,
      checked.draft,
      actorOf(request),
      now(),
      replacesId || null,
    );
    if ('refused' in saved) {
      // The same form sent again after its offer went (a double click on send): nothing more to do.
      if (saved.refused === 'not-draft' && action === 'send' && existing?.offer.status === 'sent')
        return backToLead(reply, lead.id, 'sent');
      const text =
        saved.refused === 'not-draft'
          ? w.refusals.notDraft
          : saved.refused === 'wrong-replaces'
            ? w.refusals.wrongReplaces
            : w.refusals.noOffer;
      return editor(request, reply, 409, { ...view, error: text });
    }
    if (action === 'save') return backToLead(reply, lead.id, 'saved');
    const sent = await sendOffer(db, offerId, actorOf(request), now(), sendOptions());
    if ('refused' in sent) return refuse(request, reply, 409, lead.id, sendRefusal(w, sent.refused));
    desk.onMessage();
    return backToLead(reply, lead.id, 'sent');
  });

  app.post(DESK_OFFER_ROUTES.send, async (request, reply) => {
    const w = wordsOf(request);
    const params = idParams.safeParse(request.params);
    if (!params.success) return refuse(request, reply, 404, undefined, w.refusals.noOffer);
    const sent = await sendOffer(db, params.data.id, actorOf(request), now(), sendOptions());
    if ('refused' in sent) {
      const leadId = (await offerById(db, params.data.id))?.offer.lead_id;
      return refuse(
        request,
        reply,
        sent.refused === 'no-offer' ? 404 : 409,
        leadId,
        sendRefusal(w, sent.refused),
      );
    }
    if (!sent.again) desk.onMessage();
    return backToLead(reply, sent.offer.lead_id, 'sent');
  });

  app.post(DESK_OFFER_ROUTES.withdraw, async (request, reply) => {
    const w = wordsOf(request);
    const params = idParams.safeParse(request.params);
    if (!params.success) return refuse(request, reply, 404, undefined, w.refusals.noOffer);
    const withdrawn = await withdrawOffer(db, params.data.id, actorOf(request), now());
    if ('refused' in withdrawn) {
      const leadId = (await offerById(db, params.data.id))?.offer.lead_id;
      return refuse(
        request,
        reply,
        withdrawn.refused === 'no-offer' ? 404 : 409,
        leadId,
        withdrawn.refused === 'no-offer' ? w.refusals.noOffer : w.refusals.accepted,
      );
    }
    return backToLead(reply, withdrawn.offer.lead_id, 'withdrawn');
  });
}

function sendRefusal(
  w: OfferDeskWords,
  refused: 'no-offer' | 'not-draft' | 'accepted' | 'replaced-accepted',
): string {
  return refused === 'no-offer'
    ? w.refusals.noOffer
    : refused === 'accepted'
      ? w.refusals.accepted
      : refused === 'replaced-accepted'
        ? w.refusals.replacedAccepted
        : w.refusals.notSent;
}
