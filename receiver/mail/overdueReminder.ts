import type { SendMailOptions } from 'nodemailer';
import type { Locale } from '@/lib/model/i18n/locales';
import type { Lead } from '../db/schema';
import { interestInWords, shorten } from './confirmationEmail';
import { inertText } from './defang';
import { warsawTime } from './leadEmail';

/**
 * One email to the office about the leads nobody has contacted in time (which ones is the
 * caller's decision; send it only when there are some): in Polish, which the office reads, with
 * a short English note below. Names are defanged like the visitor's copy, since a bot writes
 * them too, and each lead links to the desk.
 */

export type OverdueLead = Pick<Lead, 'id' | 'name' | 'created_at' | 'interest' | 'locale'>;

export interface OverdueReminderOptions {
  from: string;
  to: string;
  /** The desk's address, e.g. `https://host/inbox`; a lead is at `${deskUrl}/leads/${id}`. */
  deskUrl: string;
}

/** The language the office answers in, as the office's Polish puts it. */
const ANSWER_IN: Record<Locale, string> = { en: 'odpowiedź po angielsku', pl: 'odpowiedź po polsku' };

/** Polish "N zapytań": zapytanie after 1, zapytania after 2–4 (not 12–14), zapytań otherwise. */
export function polishEnquiries(count: number): string {
  if (count === 1) return '1 zapytanie';
  const few = [2, 3, 4].includes(count % 10) && ![12, 13, 14].includes(count % 100);
  return `${count} ${few ? 'zapytania' : 'zapytań'}`;
}

export function overdueReminderEmail(
  leads: readonly OverdueLead[],
  options: OverdueReminderOptions,
): SendMailOptions {
  const desk = options.deskUrl.replace(/\/+$/u, '');
  const oldestFirst = [...leads].sort(
    (a, b) => a.created_at.localeCompare(b.created_at) || a.id.localeCompare(b.id),
  );
  const count = leads.length;
  const entries = oldestFirst.map((lead, index) => {
    const name = shorten(inertText(lead.name).replace(/\s+/gu, ' ').trim(), 60).text;
    const interest = interestInWords(lead.interest, 'pl') ?? inertText(lead.interest);
    return [
      `${index + 1}. ${name} – ${interest} – wpłynęło ${warsawTime(lead.created_at)} – ${ANSWER_IN[lead.locale]}`,
      `   ${desk}/leads/${encodeURIComponent(lead.id)}`,
    ].join('\n');
  });
  return {
    from: options.from,
    to: options.to,
    subject: `Zapytania bez odpowiedzi: ${count}`,
    headers: { 'Auto-Submitted': 'auto-generated' },
    text: [
      'Dzień dobry,',
      '',
      `${count === 1 ? 'poniższe zapytanie czeka' : 'poniższe zapytania czekają'} na pierwszy kontakt dłużej, niż obiecujemy na stronie (odpowiedź najpóźniej następnego dnia roboczego). Razem: ${polishEnquiries(count)}.`,
      '',
      ...entries.flatMap((entry) => [entry, '']),
      'Po odpowiedzi prosimy zmienić status zapytania na „contacted”.',
      '',
      '---',
      `In English: ${count === 1 ? '1 enquiry has' : `${count} enquiries have`} waited longer than the site promises (an answer on the next working day at the latest). Open each from its link above, and set its status to "contacted" once answered.`,
      '',
    ].join('\n'),
  };
}
