import type { SendMailOptions } from 'nodemailer';
import { LOCALE_FOR_OFFICE } from '@/lib/model/enquiry/messages';
import { DEFAULT_LOCALE } from '@/lib/model/i18n/locales';
import type { Lead } from '../db/schema';
import { bracketed, ourMessageId } from './threading';

const WARSAW_TIME = new Intl.DateTimeFormat('pl-PL', {
  timeZone: 'Europe/Warsaw',
  dateStyle: 'short',
  timeStyle: 'short',
});

/** When a lead arrived, as the Warsaw office reads a clock. */
export function warsawTime(iso: string): string {
  return WARSAW_TIME.format(new Date(iso));
}

/** The lead's language for the office: "Polish (answer in Polish)"; English is just "English". */
export function leadLanguage(lead: Pick<Lead, 'locale'>): string {
  const name = LOCALE_FOR_OFFICE[lead.locale] ?? LOCALE_FOR_OFFICE[DEFAULT_LOCALE];
  return lead.locale === DEFAULT_LOCALE ? name : `${name} (answer in ${name})`;
}

/**
 * The office's email about a new lead: its details as plain text and the link to its page on the
 * desk, where the office answers (a reply to this email still goes to the visitor).
 * A lead from a page in another language than English says so in its subject and first line,
 * so that the office answers in it. The Message-ID is the lead's, so a resent notification is
 * recognisably the same message.
 */
export function leadEmail(
  lead: Lead,
  addresses: { from: string; to: string; deskUrl: string; domain?: string },
): SendMailOptions {
  const lines: [string, string][] = [
    ['Language', leadLanguage(lead)],
    ['Name', lead.name],
    ['Email', lead.email],
    ['Phone', lead.phone || '(not given)'],
    ['Interest', lead.interest],
    ['Arrival', lead.arrival || '(not given)'],
    ['Departure', lead.departure || '(not given)'],
    ['Received', `${warsawTime(lead.created_at)} (Warsaw time)`],
    ['Ad click id (gclid)', lead.gclid ?? '(none)'],
  ];
  return {
    from: addresses.from,
    to: addresses.to,
    replyTo: { name: lead.name, address: lead.email },
    subject:
      lead.locale === DEFAULT_LOCALE
        ? `New enquiry: ${lead.name} (${lead.interest})`
        : `New enquiry in ${LOCALE_FOR_OFFICE[lead.locale]}: ${lead.name} (${lead.interest})`,
    messageId: bracketed(ourMessageId('lead', lead.id, addresses.domain ?? 'hiddengemsmalta.com')),
    headers: { 'X-Lead-Id': lead.id },
    text: [
      ...lines.map(([label, value]) => `${label}: ${value}`),
      '',
      'Message:',
      lead.message,
      '',
      `Open the lead on the desk (owner, notes, reply): ${addresses.deskUrl}/leads/${lead.id}`,
      `Zapytanie na biurku (opiekun, notatki, odpowiedź): ${addresses.deskUrl}/leads/${lead.id}`,
    ].join('\n'),
  };
}
