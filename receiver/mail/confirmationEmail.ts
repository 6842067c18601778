import type { Address, SendMailOptions } from 'nodemailer';
import { ENQUIRY_FORM_MESSAGES, type EnquiryFormMessages } from '@/lib/model/enquiry/messages';
import { TRAVEL_INTERESTS, type TravelInterest } from '@/lib/model/enquiry/interests';
import { dateInWords } from '@/lib/model/i18n/dates';
import type { Locale } from '@/lib/model/i18n/locales';
import { MESSAGES } from '@/lib/model/site/messages';
import { BRAND, SITE_URL, formatAddressLines } from '@/lib/model/site/config';
import { typesetText } from '@/lib/model/text/typeset';
import type { Lead } from '../db/schema';
import { defangLinks, inertText, visibleText } from './defang';
import { bracketed, ourMessageId } from './threading';

/**
 * The email a visitor gets after an enquiry is stored: thanks, what happens next and by when (the
 * thank-you page's promise, in its words), the office's phone, and a copy of the enquiry.
 *
 * Anyone can post the form with someone else's address, so this email must not be a way to have
 * our server deliver a stranger's text, or a link, to a victim. Hence:
 * - the subject is fixed text, and the To header holds the address alone (no display name), so
 *   nothing typed shows before the email is opened;
 * - the greeting uses the name only in English and only when it is a plain name (letters, up to
 *   four words, 40 characters); Polish greets with „Dzień dobry,” anyway, as a name would need
 *   its vocative;
 * - the copy is quoted (`> `) below our own text, so it cannot pass for ours; invisible characters
 *   are removed, every address in it is defanged (`evil[.]example`), and the message is cut to
 *   COPY_LIMIT characters, which leaves a spammer little room;
 * - plain text only: no HTML part, so no link but the ones a client makes of our own site's address;
 * - no Reply-To of the visitor's address (a reply goes to the office, at the lead's plus-address,
 *   so that it threads on the desk), and a line for whoever did not send the enquiry;
 * - `Auto-Submitted: auto-generated` (RFC 3834), so autoresponders do not answer it, and a
 *   Message-ID from the lead's id, so a resend is recognisably the same message.
 * How often it goes is the route's business (rate limit, one lead per idempotency key), not this one's.
 */

/** How many characters of the message the copy keeps: enough to recognise it, little to abuse. */
export const COPY_LIMIT = 500;

export const CONFIRMATION_SUBJECT: Record<Locale, string> = {
  en: `Your enquiry to ${BRAND.name}`,
  pl: `Państwa zapytanie do ${BRAND.name}`,
};

/** The confirmation's Message-ID (in brackets), which every later email to the visitor refers to. */
export function confirmationMessageId(leadId: string, domain = 'hiddengemsmalta.com'): string {
  return bracketed(ourMessageId('confirm', leadId, domain));
}

export interface ConfirmationOptions {
  from: string;
  /** Our Message-IDs' domain (the sender's); hiddengemsmalta.com by default. */
  domain?: string;
  /** The office's address, when replies to `from` are not read; never the visitor's own. */
  replyTo?: string;
  /** The office's phone as a visitor dials it (PHONE.display). */
  officePhone: string;
  /** How many characters of the message the copy keeps; COPY_LIMIT by default. */
  copyLimit?: number;
  /** The site's address for the signature; SITE_URL by default. */
  siteUrl?: string;
}

interface ConfirmationTexts {
  greeting: (plainName: string | undefined) => string;
  paragraphs: (phone: string) => string[];
  copyIntro: string;
  defangedNote: string;
  notGiven: string;
  shortened: (limit: number) => string;
  notYou: string;
  signOff: string;
  signature: string;
}

const TEXTS: Record<Locale, ConfirmationTexts> = {
  en: {
    greeting: (name) => (name ? `Dear ${name},` : 'Hello,'),
    paragraphs: (phone) => [
      'Thank you for your enquiry: it has reached our office in Warsaw.',
      'What happens next: one of our travel planners reads your enquiry and writes back to this email address, with ideas for your stay and any questions we have. There is no obligation. We answer on the same working day when an enquiry arrives during opening hours, otherwise on the next working day.',
      'Our office is open Monday to Friday from 9:00 to 18:00 and on Saturday from 10:00 to 14:00 (Warsaw time); it is closed on Sundays and public holidays.',
      `Something to add, or in a hurry? Call us at ${phone}, or reply to this email. There is no need to send the form again: we have it.`,
    ],
    copyIntro: 'A copy of your enquiry, as we received it:',
    defangedNote:
      'Web and email addresses in the copy are written as example[.]com, so that they cannot be opened from this email.',
    notGiven: '(not given)',
    shortened: (limit) =>
      `(Shortened: the copy shows the first ${limit} characters of your message; our office has all of it.)`,
    notYou:
      'If you did not send this enquiry, someone may have entered your address by mistake: please let us know by replying to this email, and we will delete it.',
    signOff: 'Kind regards,',
    signature: `The ${BRAND.name} team`,
  },
  pl: {
    greeting: () => 'Dzień dobry,',
    paragraphs: (phone) => [
      'dziękujemy za zapytanie – dotarło już do naszego biura w Warszawie.',
      'Co dalej? Jeden z naszych konsultantów przeczyta zapytanie i odpisze na ten adres e-mail – z pomysłami na pobyt i ewentualnymi pytaniami. Do niczego to Państwa nie zobowiązuje. Jeśli zapytanie dotarło w godzinach pracy, odpowiemy tego samego dnia roboczego, a jeśli później – następnego dnia roboczego.',
      'Biuro jest czynne od poniedziałku do piątku w godzinach 9:00–18:00 oraz w soboty w godzinach 10:00–14:00; w niedziele i święta jest nieczynne.',
      `Chcą Państwo coś dodać albo sprawa jest pilna? Prosimy zadzwonić pod numer ${phone} lub odpowiedzieć na tę wiadomość. Formularza nie trzeba wysyłać ponownie – już go mamy.`,
    ],
    copyIntro: 'Kopia Państwa zapytania w takiej postaci, w jakiej do nas dotarło:',
    defangedNote:
      'Adresy stron i e-mail zapisaliśmy w kopii w formie przyklad[.]pl, tak aby nie dało się ich otworzyć z tej wiadomości.',
    notGiven: '(nie podano)',
    shortened: (limit) =>
      `(Skrócono: kopia zawiera pierwsze ${limit} znaków wiadomości; do biura dotarła cała jej treść.)`,
    notYou:
      'Jeśli to nie Państwo wysłali to zapytanie, ktoś mógł omyłkowo podać Państwa adres. Prosimy wtedy o informację w odpowiedzi na tę wiadomość – usuniemy zapytanie.',
    signOff: 'Pozdrawiamy serdecznie',
    signature: `Zespół ${BRAND.name}`,
  },
};

const isTravelInterest = (value: string): value is TravelInterest =>
  (TRAVEL_INTERESTS as readonly string[]).includes(value);

/** An interest's code (the form's English value) in words in `locale`, from the form's own labels. */
export function interestInWords(interest: string, locale: Locale): string | undefined {
  return isTravelInterest(interest) ? ENQUIRY_FORM_MESSAGES[locale].interests[interest] : undefined;
}

/** A form field's label without its "(optional)" mark, as a line of a summary. */
export function fieldLabel(field: keyof EnquiryFormMessages['labels'], locale: Locale): string {
  const messages = ENQUIRY_FORM_MESSAGES[locale];
  return messages.labels[field].replace(messages.optionalMark, '').trim();
}

/** A name fit to greet with: letters of any script, up to four words joined by a space, hyphen or apostrophe. */
const PLAIN_NAME = /^\p{L}+(?:[ '’-]\p{L}+){0,3}$/u;
const PLAIN_NAME_LIMIT = 40;

function plainName(name: string): string | undefined {
  const normalised = name.normalize('NFKC').trim().replace(/\s+/gu, ' ');
  return normalised.length <= PLAIN_NAME_LIMIT && PLAIN_NAME.test(normalised) ? normalised : undefined;
}

/** The first `limit` characters (not UTF-16 units), cut at a space near the end when there is one. */
export function shorten(text: string, limit: number): { text: string; shortened: boolean } {
  const characters = Array.from(text);
  if (characters.length <= limit) return { text, shortened: false };
  const cut = characters.slice(0, limit).join('');
  const space = cut.search(/\s\S*$/u);
  return { text: `${space > limit * 0.8 ? cut.slice(0, space) : cut}…`, shortened: true };
}

const quote = (text: string) =>
  text
    .split('\n')
    .map((line) => (line ? `> ${line}` : '>'))
    .join('\n');

/** The bare address of `Name <address>` or of an address, for comparing. */
const addressOf = (value: string) => (/<([^<>]*)>\s*$/u.exec(value)?.[1] ?? value).trim().toLowerCase();

export function confirmationEmail(lead: Lead, options: ConfirmationOptions): SendMailOptions {
  const locale = lead.locale;
  const texts = TEXTS[locale];
  const limit = options.copyLimit ?? COPY_LIMIT;
  const message = shorten(
    inertText(lead.message)
      .trim()
      .replace(/\n{3,}/gu, '\n\n'),
    limit,
  );
  const line = (value: string) => inertText(value).replace(/\s+/gu, ' ').trim();
  const copy: [string, string][] = [
    [fieldLabel('name', locale), shorten(line(lead.name), 100).text],
    [fieldLabel('interest', locale), interestInWords(lead.interest, locale) ?? line(lead.interest)],
    [fieldLabel('arrival', locale), dateInWords(lead.arrival, locale) ?? texts.notGiven],
    [fieldLabel('departure', locale), dateInWords(lead.departure, locale) ?? texts.notGiven],
    [fieldLabel('phone', locale), line(lead.phone) || texts.notGiven],
  ];
  const copyText = [
    ...copy.map(([label, value]) => `${label}: ${value}`),
    `${fieldLabel('message', locale)}:`,
    message.text,
  ].join('\n');
  const defanged = [lead.name, lead.phone, lead.interest, lead.message].some((value) => {
    const visible = visibleText(value);
    return defangLinks(visible) !== visible;
  });
  const typeset = (text: string) => typesetText(text, locale);
  const [street, city] = formatAddressLines(locale);
  const replyTo =
    options.replyTo && addressOf(options.replyTo) !== addressOf(lead.email) ? options.replyTo : undefined;
  const to: Address = { name: '', address: lead.email };
  return {
    from: options.from,
    to,
    ...(replyTo ? { replyTo } : {}),
    subject: CONFIRMATION_SUBJECT[locale],
    messageId: confirmationMessageId(lead.id, options.domain),
    headers: {
      'Auto-Submitted': 'auto-generated',
      // Outlook and Exchange: no out-of-office answers to an automatic email.
      'X-Auto-Response-Suppress': 'All',
      'X-Lead-Id': lead.id,
    },
    text: [
      texts.greeting(locale === 'en' ? plainName(lead.name) : undefined),
      '',
      ...texts.paragraphs(options.officePhone).flatMap((paragraph) => [typeset(paragraph), '']),
      typeset(texts.copyIntro),
      '',
      quote(copyText),
      ...(message.shortened ? [typeset(texts.shortened(limit))] : []),
      ...(defanged ? ['', typeset(texts.defangedNote)] : []),
      '',
      typeset(texts.notYou),
      '',
      texts.signOff,
      texts.signature,
      `${street}, ${city}`,
      options.officePhone,
      `${(options.siteUrl ?? SITE_URL).replace(/\/+$/u, '')}${MESSAGES[locale].paths.home}`,
      '',
    ].join('\n'),
  };
}
