import { randomUUID } from 'node:crypto';
import type { Transaction } from 'kysely';
import { localeHomePath } from '@/lib/model/i18n/locales';
import { minorToDecimal } from '@/lib/model/money/money';
import { storeInbound } from '../conversation/inbound';
import type { LeadsDb } from '../db/database';
import type { Lead, LeadEventKind, LeadsDatabase } from '../db/schema';
import { record, recordAnswer, setBooking, type Actor } from '../desk/leadDesk';
import { leadMessage, messageId } from '../mail/outboxMessages';
import { ourMessageId } from '../mail/threading';
import { audit } from '@/receiver/team/audit';
import { newToken, tokenHash } from '@/receiver/team/tokens';
import {
  isExpired,
  optionDraftOf,
  optionTotal,
  type Offer,
  type OfferDraft,
  type OfferOption,
} from './model';
import { OFFER_PATH } from './paths';
import { offerEmailText, offerSubject } from './text';
import { OFFER_PAGE_WORDS } from './words';

/**
 * The offers' reading and writing. The desk saves drafts, sends (a message of the lead's
 * conversation and its email in the outbox, the office's answer, in one transaction), revises (a
 * new version that withdraws the one it replaces when it is sent) and withdraws; the visitor, by
 * the link's token, accepts one option once or asks a question. Every change is in the lead's
 * history and the audit log.
 */

export interface OfferWithOptions {
  offer: Offer;
  options: OfferOption[];
}

/** A visitor's link token as newToken makes it: 256 random bits, base64url. */
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

async function optionsOf(db: LeadsDb | Transaction<LeadsDatabase>, offerIds: string[]) {
  if (offerIds.length === 0) return [];
  return db
    .selectFrom('offer_options')
    .selectAll()
    .where('offer_id', 'in', offerIds)
    .orderBy('offer_id')
    .orderBy('position')
    .execute();
}

/** A lead's offers, the newest version first, each with its options in order. */
export async function offersOfLead(db: LeadsDb, leadId: string): Promise<OfferWithOptions[]> {
  const offers = await db
    .selectFrom('offers')
    .selectAll()
    .where('lead_id', '=', leadId)
    .orderBy('version', 'desc')
    .execute();
  const options = await optionsOf(
    db,
    offers.map((offer) => offer.id),
  );
  return offers.map((offer) => ({
    offer,
    options: options.filter((option) => option.offer_id === offer.id),
  }));
}

export async function offerById(
  db: LeadsDb | Transaction<LeadsDatabase>,
  id: string,
): Promise<OfferWithOptions | undefined> {
  const offer = await db.selectFrom('offers').selectAll().where('id', '=', id).executeTakeFirst();
  if (!offer) return undefined;
  return { offer, options: await optionsOf(db, [offer.id]) };
}

/** The lead's history and the audit log, for a change made by the visitor (no account). */
async function recordVisitor(
  trx: Transaction<LeadsDatabase>,
  lead: Pick<Lead, 'id' | 'name'>,
  kind: LeadEventKind,
  change: { from?: string | null; to?: string | null; body?: string | null },
  address: string,
  now: Date,
  audited?: { action: 'offer-accepted'; detail: string },
) {
  await trx
    .insertInto('lead_events')
    .values({
      id: randomUUID(),
      lead_id: lead.id,
      at: now.toISOString(),
      account_id: null,
      actor: lead.name.slice(0, 200),
      kind,
      from_value: change.from ?? null,
      to_value: change.to ?? null,
      body: change.body ?? null,
    })
    .execute();
  if (audited)
    await audit(
      trx,
      { actor: 'visitor', action: audited.action, leadId: lead.id, detail: audited.detail, address },
      now,
    );
}

export type SaveRefusal = 'no-lead' | 'no-offer' | 'not-draft' | 'wrong-replaces';

/**
 * Saves a draft: the offer `offerId` (the form's own id, made when the form was shown, so a form
 * sent twice is one offer) is created as the lead's next version, or, while still a draft,
 * rewritten. A revision names the sent offer it replaces. Written in the lead's language.
 */
export async function saveDraft(
  db: LeadsDb,
  leadId: string,
  offerId: string,
  draft: OfferDraft,
  actor: Actor,
  now: Date,
  replacesId: string | null = null,
): Promise<{ offer: Offer } | { refused: SaveRefusal }> {
  return db.transaction().execute(async (trx) => {
    const at = now.toISOString();
    const lead = await trx.selectFrom('leads').selectAll().where('id', '=', leadId).executeTakeFirst();
    if (!lead) return { refused: 'no-lead' as const };
    const existing = await trx.selectFrom('offers').selectAll().where('id', '=', offerId).executeTakeFirst();
    if (existing && existing.lead_id !== leadId) return { refused: 'no-offer' as const };
    if (existing && existing.status !== 'draft') return { refused: 'not-draft' as const };
    let offer: Offer;
    if (existing) {
      await trx
        .updateTable('offers')
        .set({ valid_until: draft.validUntil, note: draft.note, updated_at: at })
        .where('id', '=', offerId)
        .execute();
      await trx.deleteFrom('offer_options').where('offer_id', '=', offerId).execute();
      offer = { ...existing, valid_until: draft.validUntil, note: draft.note, updated_at: at };
    } else {
      if (replacesId) {
        const replaced = await trx
          .selectFrom('offers')
          .select(['lead_id', 'status'])
          .where('id', '=', replacesId)
          .executeTakeFirst();
        if (!replaced || replaced.lead_id !== leadId || replaced.status !== 'sent')
          return { refused: 'wrong-replaces' as const };
      }
      const last = await trx
        .selectFrom('offers')
        .select((eb) => eb.fn.max('version').as('version'))
        .where('lead_id', '=', leadId)
        .executeTakeFirst();
      offer = {
        id: offerId,
        lead_id: leadId,
        version: Number(last?.version ?? 0) + 1,
        status: 'draft',
        locale: lead.locale,
        note: draft.note,
        valid_until: draft.validUntil,
        token_hash: null,
        created_at: at,
        updated_at: at,
        account_id: actor.account.id,
        actor: actor.account.name,
        sent_at: null,
        withdrawn_at: null,
        accepted_at: null,
        accepted_option_id: null,
        replaces_id: replacesId,
      };
      await trx.insertInto('offers').values(offer).execute();
    }
    await trx
      .insertInto('offer_options')
      .values(
        draft.options.map((option, position) => ({
          id: randomUUID(),
          offer_id: offerId,
          position: position + 1,
          hotel: option.hotel,
          room: option.room,
          board: option.board,
          arrival: option.arrival,
          departure: option.departure,
          travellers: option.travellers,
          price_minor: option.priceMinor,
          price_basis: option.basis,
          currency: option.currency,
        })),
      )
      .execute();
    await record(trx, actor, leadId, 'offer', { to: `v${offer.version}: draft` }, 'offer-draft', now);
    return { offer };
  });
}

export type SendRefusal = 'no-offer' | 'not-draft' | 'accepted' | 'replaced-accepted';

export interface SendOptions {
  /** Our Message-IDs' domain (the sending address's). */
  domain: string;
  /** The site's origin (LEADS_SITE_URL): the signature's link, and the link's stand-in in the copy. */
  siteUrl: string;
}

/**
 * Sends a draft: a new token for the visitor's link (only its SHA-256 is kept; the token itself
 * goes into the outbox's payload, to compose and retry the email), the offer's message in the
 * lead's conversation, its email in the outbox, and every other offer of the lead still open
 * withdrawn (the version it revises among them). The office has answered: the lead is
 * "offer sent" (a booked one stays booked). All in one transaction; sending a sent offer again
 * (a double click) does nothing.
 */
export async function sendOffer(
  db: LeadsDb,
  offerId: string,
  actor: Actor,
  now: Date,
  options: SendOptions,
): Promise<{ offer: Offer; again: boolean } | { refused: SendRefusal }> {
  return db.transaction().execute(async (trx) => {
    const at = now.toISOString();
    const found = await offerById(trx, offerId);
    if (!found) return { refused: 'no-offer' as const };
    const { offer } = found;
    if (offer.status === 'sent') return { offer, again: true };
    if (offer.status === 'accepted') return { refused: 'accepted' as const };
    if (offer.status !== 'draft') return { refused: 'not-draft' as const };
    if (offer.replaces_id) {
      const replaced = await trx
        .selectFrom('offers')
        .select('status')
        .where('id', '=', offer.replaces_id)
        .executeTakeFirst();
      if (replaced?.status === 'accepted') return { refused: 'replaced-accepted' as const };
    }
    const lead = await trx
      .selectFrom('leads')
      .selectAll()
      .where('id', '=', offer.lead_id)
      .executeTakeFirstOrThrow();

    const token = newToken();
    const sent = await trx
      .updateTable('offers')
      .set({ status: 'sent', sent_at: at, token_hash: tokenHash(token), updated_at: at })
      .where('id', '=', offerId)
      .where('status', '=', 'draft')
      .executeTakeFirst();
    if (Number(sent.numUpdatedRows) === 0) return { offer, again: true };

    const open = await trx
      .selectFrom('offers')
      .select(['id', 'version'])
      .where('lead_id', '=', lead.id)
      .where('status', '=', 'sent')
      .where('id', '!=', offerId)
      .execute();
    for (const earlier of open) {
      await trx
        .updateTable('offers')
        .set({ status: 'withdrawn', withdrawn_at: at, updated_at: at })
        .where('id', '=', earlier.id)
        .execute();
      await record(
        trx,
        actor,
        lead.id,
        'offer',
        { from: `v${earlier.version}: sent`, to: `v${earlier.version}: withdrawn` },
        'offer-withdrawn',
        now,
      );
    }

    const rowId = randomUUID();
    const replaces = Boolean(offer.replaces_id) || open.length > 0;
    const text = offerEmailText({
      locale: offer.locale,
      version: offer.version,
      replaces,
      options: found.options.map(optionDraftOf),
      note: offer.note,
      validUntil: offer.valid_until,
      link: `${options.siteUrl}${OFFER_PATH}/…`,
      siteHome: `${options.siteUrl}${localeHomePath(offer.locale)}`,
    });
    const subject = offerSubject(offer.locale, offer.version);
    await trx
      .insertInto('lead_messages')
      .values({
        id: rowId,
        lead_id: lead.id,
        direction: 'out',
        kind: 'offer',
        at,
        from_address: '',
        from_name: actor.account.name,
        to_address: lead.email,
        subject,
        text,
        message_id: ourMessageId('offer', rowId, options.domain),
        dedupe_key: `offer:${offerId}`,
        actor: actor.account.name,
        account_id: actor.account.id,
      })
      .execute();
    await trx
      .insertInto('outbox')
      .values({
        ...leadMessage('offer', lead.id, at, { threadMessageId: rowId, offerId, token, replaces }),
        id: messageId('offer', rowId),
      })
      .execute();
    await record(
      trx,
      actor,
      lead.id,
      'offer',
      { from: `v${offer.version}: draft`, to: `v${offer.version}: sent` },
      'offer-sent',
      now,
    );
    await recordAnswer(trx, actor, lead, now, lead.status === 'booked' ? undefined : 'offer-sent');
    return { offer: { ...offer, status: 'sent' as const, sent_at: at }, again: false };
  });
}

export type WithdrawRefusal = 'no-offer' | 'accepted';

/**
 * Withdraws an offer (a sent one's link stops working; a draft is discarded). A lead left with no
 * open offer goes back from "offer sent" to "contacted". Withdrawing it again does nothing.
 */
export async function withdrawOffer(
  db: LeadsDb,
  offerId: string,
  actor: Actor,
  now: Date,
): Promise<{ offer: Offer } | { refused: WithdrawRefusal }> {
  return db.transaction().execute(async (trx) => {
    const at = now.toISOString();
    const offer = await trx.selectFrom('offers').selectAll().where('id', '=', offerId).executeTakeFirst();
    if (!offer) return { refused: 'no-offer' as const };
    if (offer.status === 'accepted') return { refused: 'accepted' as const };
    if (offer.status === 'withdrawn') return { offer };
    await trx
      .updateTable('offers')
      .set({ status: 'withdrawn', withdrawn_at: at, updated_at: at })
      .where('id', '=', offerId)
      .execute();
    await record(
      trx,
      actor,
      offer.lead_id,
      'offer',
      { from: `v${offer.version}: ${offer.status}`, to: `v${offer.version}: withdrawn` },
      'offer-withdrawn',
      now,
    );
    const lead = await trx
      .selectFrom('leads')
      .selectAll()
      .where('id', '=', offer.lead_id)
      .executeTakeFirstOrThrow();
    const stillOpen = await trx
      .selectFrom('offers')
      .select('id')
      .where('lead_id', '=', lead.id)
      .where('status', '=', 'sent')
      .executeTakeFirst();
    if (offer.status === 'sent' && lead.status === 'offer-sent' && !stillOpen) {
      await trx
        .updateTable('leads')
        .set({ status: 'contacted', updated_at: at })
        .where('id', '=', lead.id)
        .execute();
      await record(trx, actor, lead.id, 'status', { from: 'offer-sent', to: 'contacted' }, 'status', now);
    }
    return { offer: { ...offer, status: 'withdrawn' as const, withdrawn_at: at } };
  });
}

/** What a visitor's link opens: the offer, its options and its lead, found by the token's hash. */
export interface VisitorOffer extends OfferWithOptions {
  lead: Lead;
}

/**
 * The offer a link's token opens, or undefined. The token is looked up by its SHA-256 (the only
 * thing stored), never compared with a stored secret: what a lookup's timing could tell is where
 * a hash of the guess falls in the index, and a hash tells nothing of any token whose hash is near.
 */
export async function offerByToken(
  db: LeadsDb | Transaction<LeadsDatabase>,
  token: string,
): Promise<VisitorOffer | undefined> {
  if (!TOKEN.test(token)) return undefined;
  const offer = await db
    .selectFrom('offers')
    .selectAll()
    .where('token_hash', '=', tokenHash(token))
    .executeTakeFirst();
  if (!offer) return undefined;
  const lead = await db.selectFrom('leads').selectAll().where('id', '=', offer.lead_id).executeTakeFirst();
  if (!lead) return undefined;
  return { offer, options: await optionsOf(db, [offer.id]), lead };
}

/** What a visitor's link shows: the offer open to accept, accepted, withdrawn or expired. */
export type OfferState = 'open' | 'accepted' | 'withdrawn' | 'expired';

export function offerState(offer: Offer, now: Date): OfferState {
  if (offer.status === 'accepted') return 'accepted';
  if (offer.status !== 'sent') return 'withdrawn';
  return isExpired(offer, now) ? 'expired' : 'open';
}

export type AcceptRefusal = 'unknown' | 'withdrawn' | 'expired' | 'already-accepted' | 'no-such-option';

/**
 * The visitor accepts one option, once: the offer records when and which, the lead is "accepted"
 * (a booked one stays booked) with the option's total as the booking's value, and its owner (or
 * the office) is told, all in one transaction. A second acceptance, of this option or another,
 * is refused and changes nothing; so is one of a withdrawn or expired offer.
 */
export async function acceptOffer(
  db: LeadsDb,
  token: string,
  optionId: string,
  now: Date,
  address: string,
): Promise<{ offer: Offer; option: OfferOption } | { refused: AcceptRefusal }> {
  return db.transaction().execute(async (trx) => {
    const at = now.toISOString();
    const found = await offerByToken(trx, token);
    if (!found) return { refused: 'unknown' as const };
    const { offer, lead } = found;
    const state = offerState(offer, now);
    if (state === 'accepted') return { refused: 'already-accepted' as const };
    if (state !== 'open') return { refused: state };
    const option = found.options.find((each) => each.id === optionId);
    if (!option) return { refused: 'no-such-option' as const };
    // Only an offer still open changes: of two acceptances at once, the second finds none.
    const accepted = await trx
      .updateTable('offers')
      .set({ status: 'accepted', accepted_at: at, accepted_option_id: option.id, updated_at: at })
      .where('id', '=', offer.id)
      .where('status', '=', 'sent')
      .executeTakeFirst();
    if (Number(accepted.numUpdatedRows) === 0) return { refused: 'already-accepted' as const };

    const total = optionTotal(optionDraftOf(option));
    const summary = `v${offer.version}: option ${option.position} (${option.hotel}), ${minorToDecimal(total.minor, total.currency)} ${total.currency}`;
    await recordVisitor(
      trx,
      lead,
      'offer',
      { from: `v${offer.version}: sent`, to: `v${offer.version}: accepted`, body: summary },
      address,
      now,
      { action: 'offer-accepted', detail: summary },
    );
    if (lead.status !== 'booked' && lead.status !== 'accepted') {
      await trx
        .updateTable('leads')
        .set({ status: 'accepted', contacted_at: lead.contacted_at ?? at, updated_at: at })
        .where('id', '=', lead.id)
        .execute();
      await recordVisitor(trx, lead, 'status', { from: lead.status, to: 'accepted' }, address, now);
    }
    const before =
      lead.booking_value_minor === null
        ? null
        : `${minorToDecimal(lead.booking_value_minor, lead.booking_currency ?? total.currency)} ${lead.booking_currency ?? ''}`.trim();
    await setBooking(trx, undefined, lead, total, now);
    if (lead.booking_value_minor !== total.minor || lead.booking_currency !== total.currency)
      await recordVisitor(
        trx,
        lead,
        'booking',
        { from: before, to: `${minorToDecimal(total.minor, total.currency)} ${total.currency}` },
        address,
        now,
      );
    await trx
      .insertInto('outbox')
      .values({
        ...leadMessage('offer-accepted', lead.id, at, { offerId: offer.id }),
        id: messageId('offer-accepted', offer.id),
      })
      .onConflict((conflict) => conflict.column('id').doNothing())
      .execute();
    return {
      offer: { ...offer, status: 'accepted' as const, accepted_at: at, accepted_option_id: option.id },
      option,
    };
  });
}

export type QuestionRefusal = 'unknown' | 'withdrawn' | 'expired';

/** A visitor's question as stored: line ends made `\n`, controls (but tab and line feed) and bidirectional overrides removed. */
const questionText = (text: string) =>
  text
    .replace(/\r\n?/gu, '\n')
    .replace(/[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/gu, '')
    .trim();

/**
 * A question asked on the offer's page: a message of the lead's thread from the lead's own
 * visitor (storeInbound, matched by the offer), stored once per form (its key), which marks the
 * lead and tells its owner. Not on a withdrawn or expired offer, whose page has no form.
 */
export async function askQuestion(
  db: LeadsDb,
  token: string,
  question: { text: string; key: string },
  now: Date,
): Promise<{ stored: boolean } | { refused: QuestionRefusal }> {
  const found = await offerByToken(db, token);
  if (!found) return { refused: 'unknown' };
  const state = offerState(found.offer, now);
  if (state === 'withdrawn' || state === 'expired') return { refused: state };
  const { offer, lead } = found;
  const w = OFFER_PAGE_WORDS[offer.locale];
  const { stored } = await storeInbound(db, {
    leadId: lead.id,
    kind: 'question',
    at: now.toISOString(),
    fromAddress: lead.email.trim().toLowerCase(),
    fromName: lead.name,
    toAddress: '',
    subject: `${w.question.title} (${w.version(offer.version)})`,
    text: questionText(question.text),
    messageId: null,
    dedupeKey: `offer-question:${offer.id}:${question.key}`,
    inReplyTo: null,
    references: [],
    matchedBy: 'offer',
    sortReason: null,
    automatic: false,
    attachments: [],
  });
  return { stored };
}
