import type { SendMailOptions } from 'nodemailer';
import * as z from 'zod';
import type { Locale } from '@/lib/model/i18n/locales';
import type { Composer } from './composer';
import { shorten } from './confirmationEmail';
import { defangLinks, inertText } from './defang';
import { warsawTime } from './leadEmail';
import { bracketed, ourMessageId } from './threading';

/**
 * The owner's one email about a message the visitor sent (an answer by email, a question asked on
 * an offer's page): who wrote, when, the start of it, and the link to the lead on the desk, where
 * the whole thread is and where it is answered. To the lead's owner, in the owner's language; to
 * the office when nobody owns the lead. The visitor's words are quoted defanged, as a bot writes too.
 */

const payload = z.object({ threadMessageId: z.string() });

const WORDS: Record<
  Locale,
  {
    subject: (name: string) => string;
    intro: (name: string, at: string) => string;
    open: string;
    attachments: (count: number) => string;
  }
> = {
  pl: {
    subject: (name) => `Odpowiedź klienta: ${name}`,
    intro: (name, at) => `${name} napisał(a) ${at} (czas warszawski):`,
    open: 'Cały wątek i odpowiedź na biurku:',
    attachments: (count) => `Załączniki: ${count} (na biurku).`,
  },
  en: {
    subject: (name) => `The visitor wrote: ${name}`,
    intro: (name, at) => `${name} wrote at ${at} (Warsaw time):`,
    open: 'The whole thread, and the reply, on the desk:',
    attachments: (count) => `Attachments: ${count} (on the desk).`,
  },
};

/** How much of the message the notice quotes: enough to know what it is about. */
const EXCERPT = 600;

export const visitorMessageNotice: Composer = async ({ lead, payload: raw }, mail) => {
  if (!lead) return 'dropped';
  const { threadMessageId } = payload.parse(raw);
  const { db, settings, office, domain } = mail;
  const message = await db
    .selectFrom('lead_messages')
    .selectAll()
    .where('id', '=', threadMessageId)
    .executeTakeFirst();
  if (!message || message.lead_id !== lead.id) return 'dropped';
  const owner = lead.owner_id
    ? await db
        .selectFrom('accounts')
        .select(['email', 'locale', 'disabled_at'])
        .where('id', '=', lead.owner_id)
        .executeTakeFirst()
    : undefined;
  const to = owner && !owner.disabled_at ? owner.email : office;
  const locale: Locale = owner && !owner.disabled_at ? owner.locale : 'pl';
  const words = WORDS[locale];
  const attachments = await db
    .selectFrom('message_attachments')
    .select((eb) => eb.fn.countAll<string | number>().as('count'))
    .where('message_id', '=', message.id)
    .executeTakeFirstOrThrow();
  const name = inertText(lead.name).replace(/\s+/gu, ' ').trim().slice(0, 80);
  const excerpt = shorten(defangLinks(inertText(message.text)).trim(), EXCERPT).text;
  const count = Number(attachments.count);
  const email: SendMailOptions = {
    from: settings.from,
    to,
    subject: words.subject(name),
    messageId: bracketed(ourMessageId('note', message.id, domain)),
    headers: { 'Auto-Submitted': 'auto-generated', 'X-Lead-Id': lead.id },
    text: [
      words.intro(name, warsawTime(message.at)),
      '',
      ...excerpt.split('\n').map((line) => (line ? `> ${line}` : '>')),
      ...(count > 0 ? ['', words.attachments(count)] : []),
      '',
      words.open,
      `${settings.deskUrl}/leads/${lead.id}`,
      '',
    ].join('\n'),
  };
  return email;
};
