import { sumByCurrency, type Money } from '@/lib/model/money/money';
import type { Lead, OffersTable } from '../../db/schema';
import { replyDeadline, type OverdueRule } from '../../leads/overdue';
import { officeMinutesBetween } from './officeHours';

/**
 * The report's figures, from plain rows: the leads received in a period (not spam, not merged)
 * and their offers. Everything counts those leads, whatever became of them since, so the report's
 * lead count is the list's for the same dates.
 *
 * - The first answer is `contacted_at` (the first reply or offer sent, or a stage set by hand). Its
 *   time is counted in the office's hours only (officeHours.ts); the median is over the leads
 *   answered (the mean of the middle two for an even count).
 * - Within the promise: answered at or before replyDeadline(created_at). The share is of the leads
 *   whose outcome is known: answered, or unanswered past their deadline (a lead still inside its
 *   deadline is neither kept nor missed yet).
 * - Offers sent and accepted: the offers of those leads sent, and accepted (each version counts).
 * - Bookings: those leads booked now; their value per currency; the booked rate is bookings / leads,
 *   over all and by landing page, language and interest.
 */

export type ReportLead = Pick<
  Lead,
  | 'id'
  | 'created_at'
  | 'contacted_at'
  | 'status'
  | 'booking_value_minor'
  | 'booking_currency'
  | 'landing_page'
  | 'locale'
  | 'interest'
>;
export type ReportOffer = Pick<OffersTable, 'lead_id' | 'sent_at' | 'accepted_at'>;

export interface RateRow {
  /** The landing page ('' when none was recorded), the language or the interest. */
  group: string;
  leads: number;
  booked: number;
  /** booked / leads. */
  rate: number;
}

export interface ReportFigures {
  leads: number;
  answered: number;
  /** Office minutes to the first answer, the median over the answered leads; null when none was answered. */
  medianFirstAnswerMinutes: number | null;
  promise: { within: number; decided: number; share: number | null };
  offersSent: number;
  offersAccepted: number;
  bookings: number;
  bookedValue: Money[];
  bookedRate: number | null;
  byLandingPage: RateRow[];
  byLanguage: RateRow[];
  byInterest: RateRow[];
}

export interface ReportRules {
  now: Date;
  overdue: OverdueRule;
  /** A booking's currency when none was stored. */
  defaultCurrency: string;
}

export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** Leads and bookings per group, the most leads first (then by name). */
function rates(leads: readonly ReportLead[], groupOf: (lead: ReportLead) => string): RateRow[] {
  const groups = new Map<string, { leads: number; booked: number }>();
  for (const lead of leads) {
    const group = groups.get(groupOf(lead)) ?? { leads: 0, booked: 0 };
    group.leads += 1;
    if (lead.status === 'booked') group.booked += 1;
    groups.set(groupOf(lead), group);
  }
  return [...groups]
    .map(([group, counts]) => ({ group, ...counts, rate: counts.booked / counts.leads }))
    .sort((a, b) => b.leads - a.leads || a.group.localeCompare(b.group));
}

export function reportFigures(
  leads: readonly ReportLead[],
  offers: readonly ReportOffer[],
  rules: ReportRules,
): ReportFigures {
  const ids = new Set(leads.map((lead) => lead.id));
  const ownOffers = offers.filter((offer) => ids.has(offer.lead_id));
  const answered = leads.filter((lead) => lead.contacted_at !== null);
  let within = 0;
  let decided = 0;
  for (const lead of leads) {
    const deadline = replyDeadline(lead.created_at, rules.overdue).getTime();
    if (lead.contacted_at !== null) {
      decided += 1;
      if (Date.parse(lead.contacted_at) <= deadline) within += 1;
    } else if (rules.now.getTime() >= deadline) decided += 1;
  }
  const booked = leads.filter((lead) => lead.status === 'booked');
  return {
    leads: leads.length,
    answered: answered.length,
    medianFirstAnswerMinutes: median(
      answered.map((lead) => officeMinutesBetween(lead.created_at, lead.contacted_at!)),
    ),
    promise: { within, decided, share: decided ? within / decided : null },
    offersSent: ownOffers.filter((offer) => offer.sent_at !== null).length,
    offersAccepted: ownOffers.filter((offer) => offer.accepted_at !== null).length,
    bookings: booked.length,
    bookedValue: sumByCurrency(
      booked.flatMap((lead) =>
        lead.booking_value_minor === null
          ? []
          : [{ minor: lead.booking_value_minor, currency: lead.booking_currency ?? rules.defaultCurrency }],
      ),
    ),
    bookedRate: leads.length ? booked.length / leads.length : null,
    byLandingPage: rates(leads, (lead) => lead.landing_page ?? ''),
    byLanguage: rates(leads, (lead) => lead.locale),
    byInterest: rates(leads, (lead) => lead.interest),
  };
}
