import * as z from 'zod';
import { minorToDecimal } from '@/lib/model/money/money';
import type { LeadsDb } from '../../db/database';
import { warsawDayStart } from '../../desk/deskQuery';
import { csvCell } from '../../leads/csv';
import { dateParts, nextDate, warsawAt } from '../../leads/warsawClock';
import { addDays, daysFrom } from './calendar';
import type { RateRow, ReportFigures, ReportLead, ReportOffer } from './reportFigures';

/** The report's period: Warsaw dates, both included. */
export interface ReportPeriod {
  from: string;
  to: string;
}

/** The period shown when none is asked for: the last 30 days, today included. */
export const DEFAULT_DAYS = 30;
/** The longest period the report takes. */
const MAX_DAYS = 3 * 366;

const isoDate = z.union([z.string().regex(/^\d{4}-\d{2}-\d{2}$/), z.literal('')]).default('');
export const reportQuerySchema = z.object({ from: isoDate, to: isoDate });

const realDate = (date: string) => {
  try {
    dateParts(date);
    return true;
  } catch {
    return false;
  }
};

/**
 * The period a report's address asks for (`?from=2026-11-01&to=2026-11-30`), each date defaulting
 * (to: today in Warsaw; from: DEFAULT_DAYS back from `to`); undefined when it is not a period.
 */
export function reportPeriod(query: { from: string; to: string }, now: Date): ReportPeriod | undefined {
  const to = query.to || warsawAt(now).date;
  const from = query.from || (realDate(to) ? addDays(to, 1 - DEFAULT_DAYS) : '');
  if (!realDate(from) || !realDate(to)) return undefined;
  const days = daysFrom(from, to);
  return days >= 0 && days <= MAX_DAYS ? { from, to } : undefined;
}

/** The period's UTC bounds: from the start of `from` to the start of the day after `to` (Warsaw). */
export const periodBounds = ({ from, to }: ReportPeriod) => ({
  from: warsawDayStart(from),
  to: warsawDayStart(nextDate(to)),
});

/**
 * The rows of a report: the leads received in the period (not spam, not merged: as the list counts
 * them, by the same bounds) and their offers.
 */
export async function reportRows(
  db: LeadsDb,
  period: ReportPeriod,
): Promise<{ leads: ReportLead[]; offers: ReportOffer[] }> {
  const bounds = periodBounds(period);
  const inPeriod = db
    .selectFrom('leads')
    .where('leads.spam', '=', 0)
    .where('leads.merged_into', 'is', null)
    .where('leads.created_at', '>=', bounds.from)
    .where('leads.created_at', '<', bounds.to);
  const [leads, offers] = await Promise.all([
    inPeriod
      .select([
        'leads.id',
        'leads.created_at',
        'leads.contacted_at',
        'leads.status',
        'leads.booking_value_minor',
        'leads.booking_currency',
        'leads.landing_page',
        'leads.locale',
        'leads.interest',
      ])
      .execute(),
    db
      .selectFrom('offers')
      .select(['offers.lead_id', 'offers.sent_at', 'offers.accepted_at'])
      .where('offers.lead_id', 'in', inPeriod.select('leads.id'))
      .execute(),
  ]);
  return { leads, offers };
}

/** A share as a decimal with four places (0.6667), or empty. */
const share = (value: number | null) => (value === null ? '' : value.toFixed(4));

/**
 * The report as CSV (RFC 4180, CRLF, every cell escaped by csvCell): one figure a row, `measure`,
 * `group` (a currency, a landing page, a language, an interest; empty for the totals), `value`
 * (numbers with a dot, money in its currency's units). Codes, not words: a sheet can pivot it.
 */
export function reportCsv(period: ReportPeriod, figures: ReportFigures): string {
  const rows: [string, string, string][] = [
    ['period_from', '', period.from],
    ['period_to', '', period.to],
    ['leads', '', String(figures.leads)],
    ['answered', '', String(figures.answered)],
    [
      'median_first_answer_office_minutes',
      '',
      figures.medianFirstAnswerMinutes === null ? '' : String(Math.round(figures.medianFirstAnswerMinutes)),
    ],
    ['answered_within_promise', '', String(figures.promise.within)],
    ['promise_decided', '', String(figures.promise.decided)],
    ['share_within_promise', '', share(figures.promise.share)],
    ['offers_sent', '', String(figures.offersSent)],
    ['offers_accepted', '', String(figures.offersAccepted)],
    ['bookings', '', String(figures.bookings)],
    ...figures.bookedValue.map((money): [string, string, string] => [
      'booked_value',
      money.currency,
      minorToDecimal(money.minor, money.currency),
    ]),
    ['booked_rate', '', share(figures.bookedRate)],
  ];
  const byGroup = (name: string, groups: readonly RateRow[]) =>
    groups.flatMap((row): [string, string, string][] => [
      [`leads_by_${name}`, row.group, String(row.leads)],
      [`bookings_by_${name}`, row.group, String(row.booked)],
      [`booked_rate_by_${name}`, row.group, share(row.rate)],
    ]);
  rows.push(
    ...byGroup('landing_page', figures.byLandingPage),
    ...byGroup('language', figures.byLanguage),
    ...byGroup('interest', figures.byInterest),
  );
  const lines = [
    ['measure', 'group', 'value'].join(','),
    ...rows.map((row) => row.map((cell) => csvCell(cell)).join(',')),
  ];
  return `${lines.join('\r\n')}\r\n`;
}
