import type { SendMailOptions } from 'nodemailer';
import * as z from 'zod';
import { localeHomePath, type Locale } from '@/lib/model/i18n/locales';
import { BRAND } from '@/lib/model/site/config';
import type { Composer } from '../mail/composer';
import { inertText } from '../mail/defang';
import { warsawTime } from '../mail/leadEmail';
import { bareAddress, bracketed, ourMessageId, threadHeaders } from '../mail/threading';
import { priceIn, stayIn, totalIn } from './format';
import { optionDraftOf } from './model';
import { OFFER_PATH } from './paths';
import { offerById } from './store';
import { offerEmailText } from './text';
import { ACCEPTED_NOTICE_WORDS, OFFER_EMAIL_WORDS } from './words';

/**
 * The offers' emails, which the courier is handed (receiver/service.ts): the offer to the visitor,
 * and the owner's notice that the visitor accepted one. Each is composed when it is sent, from the
 * database and the outbox's payload (the offer's email: the link's token, kept nowhere else).
 */

const offerPayload = z.object({
  threadMessageId: z.string(),
  offerId: z.string(),
  token: z.string().regex(/^[A-Za-z0-9_-]{43}$/),
  /** It withdrew an offer still open: the email says it replaces the earlier one. */
  replaces: z.boolean().default(false),
});
const acceptedPayload = z.object({ offerId: z.string() });

/** A name for a From header: one line, no control or format characters, not too long. */
const oneLine = (value: string, limit: number) =>
  value
    .replace(/[\p{Cc}\p{Cf}]/gu, ' ')
    .replace(/\s+/gu, ' ')
    .trim()
    .slice(0, limit);

/**
 * The offer to the visitor, in the offer's language: plain text, from the agent by name at the
 * office's address, threaded in the conversation, answers to the office's mailbox with the lead's
 * token, and the link to the offer's own page. Its subject is the office's fixed words and the
 * version: nothing typed into the offer reaches a header. An offer withdrawn before its email
 * went is not sent.
 */
function offerEmail(siteUrl: string): Composer {
  return async ({ lead, payload }, mail) => {
    if (!lead) return 'dropped';
    const { threadMessageId, offerId, token, replaces } = offerPayload.parse(payload);
    const { db, settings, domain } = mail;
    const [found, row] = await Promise.all([
      offerById(db, offerId),
      db.selectFrom('lead_messages').selectAll().where('id', '=', threadMessageId).executeTakeFirst(),
    ]);
    if (!found || !row?.message_id || found.offer.lead_id !== lead.id) return 'dropped';
    const { offer, options } = found;
    if (offer.status !== 'sent' && offer.status !== 'accepted') return 'dropped';
    const thread = await threadHeaders(db, lead.id, domain, { at: row.at, messageId: row.message_id });
    const agent = oneLine(offer.actor, 60);
    return {
      from: { name: agent ? `${agent} – ${BRAND.name}` : BRAND.name, address: bareAddress(settings.from) },
      to: { name: '', address: lead.email },
      replyTo: await mail.visitorReplyTo(lead.id),
      subject: oneLine(row.subject, 200),
      messageId: bracketed(row.message_id),
      inReplyTo: thread.inReplyTo,
      references: thread.references,
      headers: { 'X-Lead-Id': lead.id },
      text: offerEmailText({
        locale: offer.locale,
        version: offer.version,
        replaces,
        options: options.map(optionDraftOf),
        note: offer.note,
        validUntil: offer.valid_until,
        link: `${siteUrl}${OFFER_PATH}/${token}`,
        siteHome: `${siteUrl}${localeHomePath(offer.locale)}`,
      }),
    } satisfies SendMailOptions;
  };
}

/**
 * The owner's notice that the visitor accepted an option (the office's when nobody owns the lead),
 * in the owner's language: who, when, which option at what price, and the lead on the desk.
 */
const acceptedNotice: Composer = async ({ lead, payload }, mail) => {
  if (!lead) return 'dropped';
  const { offerId } = acceptedPayload.parse(payload);
  const { db, settings, office, domain } = mail;
  const found = await offerById(db, offerId);
  const option = found?.options.find((each) => each.id === found.offer.accepted_option_id);
  if (!found || !option || found.offer.accepted_at === null) return 'dropped';
  const owner = lead.owner_id
    ? await db
        .selectFrom('accounts')
        .select(['email', 'locale', 'disabled_at'])
        .where('id', '=', lead.owner_id)
        .executeTakeFirst()
    : undefined;
  const active = owner && !owner.disabled_at ? owner : undefined;
  const locale: Locale = active?.locale ?? 'pl';
  const w = ACCEPTED_NOTICE_WORDS[locale];
  const money = OFFER_EMAIL_WORDS[locale];
  const name = oneLine(inertText(lead.name), 80);
  const draft = optionDraftOf(option);
  return {
    from: settings.from,
    to: active?.email ?? office,
    subject: w.subject(name),
    messageId: bracketed(ourMessageId('note', `offer-accepted-${found.offer.id}`, domain)),
    headers: { 'Auto-Submitted': 'auto-generated', 'X-Lead-Id': lead.id },
    text: [
      w.intro(name, warsawTime(found.offer.accepted_at), found.offer.version),
      '',
      `${w.option(option.position)}: ${option.hotel}`,
      `  ${money.room}: ${option.room}`,
      `  ${money.board}: ${option.board}`,
      `  ${money.dates}: ${stayIn(draft, locale, money.nights)}`,
      `  ${money.travellers}: ${option.travellers}`,
      `  ${money.price}: ${priceIn(draft, locale, money.basis)}`,
      `  ${w.total}: ${totalIn(draft, locale)}`,
      '',
      w.booking,
      '',
      w.open,
      `${settings.deskUrl}/leads/${lead.id}`,
      '',
    ].join('\n'),
  } satisfies SendMailOptions;
};

/** The composers of the offers' kinds of message, for the courier (`siteUrl`: LEADS_SITE_URL). */
export function offerComposers(siteUrl: string): Record<'offer' | 'offer-accepted', Composer> {
  return { offer: offerEmail(siteUrl), 'offer-accepted': acceptedNotice };
}
