import type { SendMailOptions } from 'nodemailer';
import { dateInWords } from '@/lib/model/i18n/dates';
import type { Locale } from '@/lib/model/i18n/locales';
import { MESSAGES } from '@/lib/model/site/messages';
import { BRAND, PHONE, SITE_URL, formatAddressLines } from '@/lib/model/site/config';
import { typesetText } from '@/lib/model/text/typeset';
import type { Lead } from '../db/schema';
import { inertText } from './defang';
import { CONFIRMATION_SUBJECT, fieldLabel, interestInWords } from './confirmationEmail';
import { bracketed } from './threading';

/**
 * The texts the office starts a reply from on the desk, in the visitor's language, and the reply
 * email itself. A reply's subject is the confirmation's with "Re:"/"Odp.:", and it refers to the
 * confirmation's Message-ID, so that it threads under it in every client (Gmail also needs the
 * subject to match).
 */

export const PLACEHOLDERS = ['name', 'interest', 'arrival', 'departure', 'agent'] as const;
export type Placeholder = (typeof PLACEHOLDERS)[number];
export type TemplateValues = Partial<Record<Placeholder, string>>;

export interface ReplyTemplate {
  id: 'first-answer' | 'offer-follows' | 'no-answer-by-phone';
  /** The template's name on the desk, in the desk's language (not the visitor's). */
  label: { en: string; pl: string };
  /** The visitor's language, which the texts and their fallbacks are in. */
  locale: Locale;
  subject: string;
  body: string;
}

/** What stands in for a value the desk does not have: words that read well where the templates use them. */
const FALLBACKS: Record<Locale, Record<Placeholder, string>> = {
  en: {
    name: 'Sir or Madam',
    interest: 'a stay in Malta',
    arrival: 'to be agreed',
    departure: 'to be agreed',
    agent: `The ${BRAND.name} team`,
  },
  pl: {
    name: 'Państwo',
    interest: 'pobyt na Malcie',
    arrival: 'do ustalenia',
    departure: 'do ustalenia',
    agent: `Zespół ${BRAND.name}`,
  },
};

/** "Re:" in both languages: Gmail threads by subject too, and "Re:" is the prefix every client strips. */
const REPLY_PREFIX = 'Re:';

/** The enquiry in three lines, under the form's own labels. */
const summary = (locale: Locale) =>
  [
    `${fieldLabel('interest', locale)}: {interest}`,
    `${fieldLabel('arrival', locale)}: {arrival}`,
    `${fieldLabel('departure', locale)}: {departure}`,
  ].join('\n');

interface TemplateText {
  id: ReplyTemplate['id'];
  label: ReplyTemplate['label'];
  body: Record<Locale, string>;
}

const TEMPLATES: readonly TemplateText[] = [
  {
    id: 'first-answer',
    label: {
      en: 'First answer: ask about dates and budget',
      pl: 'Pierwsza odpowiedź: pytanie o termin i budżet',
    },
    body: {
      en: `Dear {name},

Thank you for your enquiry and for thinking of us for your trip to Malta. I will be looking after your stay.

What you have told us so far:
${summary('en')}

So that we can prepare an offer that suits you, could you tell us:
- your preferred dates (or how flexible they are) and how many nights you would like to stay;
- how many people are travelling, and whether there are children among them;
- the budget per person you have in mind, and whether it should include flights from Poland.

As soon as we have these details, we will send you a choice of hotels with their prices.

Kind regards,
{agent}`,
      pl: `Dzień dobry,

dziękujemy za zapytanie i za to, że myślą Państwo o wyjeździe na Maltę właśnie z nami. Będę opiekować się Państwa wyjazdem.

Z zapytania wiemy już:
${summary('pl')}

Abyśmy mogli przygotować dopasowaną ofertę, prosimy o kilka informacji:
– preferowany termin (lub to, na ile jest elastyczny) i liczbę nocy;
– liczbę podróżujących osób, w tym dzieci;
– budżet na osobę oraz to, czy oferta ma obejmować przelot z Polski.

Gdy tylko otrzymamy odpowiedź, prześlemy propozycje hoteli wraz z cenami.

Pozdrawiam serdecznie
{agent}`,
    },
  },
  {
    id: 'offer-follows',
    label: {
      en: 'Offer follows: checking availability',
      pl: 'Oferta w przygotowaniu: sprawdzamy dostępność',
    },
    body: {
      en: `Dear {name},

Thank you for your enquiry. We are now checking availability and prices with our partner hotels in Malta for:
${summary('en')}

As soon as the hotels have confirmed, we will send you an offer with a choice of options and their prices. Nothing is booked until you confirm it, and the offer does not oblige you to anything.

If your dates or the number of travellers change in the meantime, simply reply to this email.

Kind regards,
{agent}`,
      pl: `Dzień dobry,

dziękujemy za zapytanie. Sprawdzamy właśnie dostępność i ceny w naszych hotelach partnerskich na Malcie:
${summary('pl')}

Gdy tylko hotele potwierdzą dostępność, prześlemy Państwu ofertę z kilkoma propozycjami i cenami. Niczego nie rezerwujemy bez Państwa potwierdzenia, a oferta do niczego nie zobowiązuje.

Jeśli w międzyczasie zmieni się termin lub liczba osób, wystarczy odpowiedzieć na tę wiadomość.

Pozdrawiam serdecznie
{agent}`,
    },
  },
  {
    id: 'no-answer-by-phone',
    label: {
      en: 'We could not reach you by phone',
      pl: 'Nie udało się dodzwonić',
    },
    body: {
      en: `Dear {name},

Thank you for your enquiry. We tried to call you at the number you gave us, but could not reach you.

Your enquiry:
${summary('en')}

Please let us know when it would suit you for us to call again, or call us at ${PHONE.display} (Monday to Friday 9:00–18:00, Saturday 10:00–14:00, Warsaw time). If you prefer to continue by email, simply reply to this message.

Kind regards,
{agent}`,
      pl: `Dzień dobry,

dziękujemy za zapytanie. Próbowaliśmy skontaktować się z Państwem telefonicznie pod podanym numerem, niestety bez powodzenia.

Państwa zapytanie:
${summary('pl')}

Prosimy o informację, kiedy możemy zadzwonić ponownie, lub o telefon pod numer ${PHONE.display} (od poniedziałku do piątku w godzinach 9:00–18:00, w soboty w godzinach 10:00–14:00). Jeśli wygodniej będzie Państwu kontynuować korespondencję e-mailową, wystarczy odpowiedzieć na tę wiadomość.

Pozdrawiam serdecznie
{agent}`,
    },
  },
];

/** The reply templates in the visitor's language `locale`, labelled for the desk in both. */
export function replyTemplates(locale: Locale): ReplyTemplate[] {
  return TEMPLATES.map(({ id, label, body }) => ({
    id,
    label,
    locale,
    subject: `${REPLY_PREFIX} ${CONFIRMATION_SUBJECT[locale]}`,
    body: body[locale]
      .split('\n')
      .map((line) => typesetText(line, locale))
      .join('\n'),
  }));
}

/**
 * A lead's values for the placeholders, in its language: the interest and dates in words, the
 * name defanged (a bot's "name" may be a link, which the desk should not send back).
 */
export function templateValues(
  lead: Pick<Lead, 'name' | 'interest' | 'arrival' | 'departure' | 'locale'>,
  agent?: string,
): TemplateValues {
  return {
    name: inertText(lead.name),
    interest: interestInWords(lead.interest, lead.locale) ?? lead.interest,
    arrival: dateInWords(lead.arrival, lead.locale),
    departure: dateInWords(lead.departure, lead.locale),
    agent,
  };
}

const PLACEHOLDER = new RegExp(`\\{(${PLACEHOLDERS.join('|')})\\}`, 'gu');

/** A value as one line of plain text: no control characters, white space collapsed. */
const oneLine = (value: string | undefined) =>
  (value ?? '')
    .replace(/[\p{Cc}\p{Cf}]/gu, ' ')
    .replace(/\s+/gu, ' ')
    .trim();

/**
 * The template with its placeholders filled: a missing or empty value becomes the template
 * language's fallback, so no `{name}` is ever left. Other braces are left as they are.
 */
export function fillTemplate(
  template: Pick<ReplyTemplate, 'subject' | 'body' | 'locale'>,
  values: TemplateValues,
): { subject: string; body: string } {
  const fill = (text: string) =>
    text.replace(PLACEHOLDER, (_placeholder, key: Placeholder) => {
      return oneLine(values[key]) || FALLBACKS[template.locale][key];
    });
  return { subject: fill(template.subject), body: fill(template.body) };
}

/** The placeholders still in a text the desk is about to send (`['name']`), to warn before sending. */
export function unfilledPlaceholders(text: string): Placeholder[] {
  return [...text.matchAll(PLACEHOLDER)].map((match) => match[1] as Placeholder);
}

export interface Reply {
  subject: string;
  body: string;
  agentName: string;
  /** The sending address (`office@…` or `Name <office@…>`); its name becomes the agent's. */
  from: string;
  /** The office's address with the lead's token, which the visitor's answer goes to. */
  replyTo: string;
  /** The reply's own Message-ID, without brackets (threading.ts makes it). */
  messageId: string;
  /** The conversation it continues (threading.ts's threadHeaders). */
  thread: { inReplyTo: string; references: string[] };
}

/** The office's signature under every reply, in the visitor's language. */
function footer(locale: Locale): string {
  const [street, city] = formatAddressLines(locale);
  return [
    '-- ',
    BRAND.name,
    `${street}, ${city}`,
    PHONE.display,
    `${SITE_URL}${MESSAGES[locale].paths.home}`,
  ].join('\n');
}

/**
 * The office's reply to a visitor: plain text, threaded in the conversation (In-Reply-To and
 * References from the confirmation on), from the agent by name at the office's address. The To
 * header holds the bare address, as the confirmation's does.
 */
export function replyEmail(lead: Pick<Lead, 'id' | 'email' | 'locale'>, reply: Reply): SendMailOptions {
  const address = (/<([^<>]*)>\s*$/u.exec(reply.from)?.[1] ?? reply.from).trim();
  const agent = oneLine(reply.agentName).slice(0, 60);
  const body = reply.body
    .replace(/\r\n?/gu, '\n')
    .replace(/[ \t]+$/gmu, '')
    .trim();
  return {
    from: { name: agent ? `${agent} – ${BRAND.name}` : BRAND.name, address },
    to: { name: '', address: lead.email },
    replyTo: reply.replyTo,
    subject: oneLine(reply.subject),
    messageId: bracketed(reply.messageId),
    inReplyTo: reply.thread.inReplyTo,
    references: reply.thread.references,
    headers: { 'X-Lead-Id': lead.id },
    text: `${body}\n\n${footer(lead.locale)}\n`,
  };
}
