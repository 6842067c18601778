import { sql } from 'kysely';
import { sumByCurrency, type Money } from '@/lib/model/money/money';
import type { LeadsDb } from '../db/database';
import type { PageViewsTable } from '../db/schema';
import { csvCell } from '../leads/csv';
import { nextDate, warsawAt } from '../leads/warsawClock';
import { periodBounds, type ReportPeriod } from '../pipeline/desk/report';

/**
 * What sells, for a period (Warsaw dates): the site's own counts (receiver/measure/viewCounter.ts)
 * beside the leads, offers and bookings. Pure functions over rows read by `resultsRows`.
 *
 * The funnel is kept per landing page, campaign (utm_campaign) and language:
 * - views: views of that page with that campaign in its address;
 * - form starts: the form's first uses in visits that landed there (the beacon carries the landing
 *   page when the visitor allows measurement, else the page of the form);
 * - enquiries: leads received in the period with that landing page, campaign and language (not
 *   spam, not merged, as the list counts them);
 * - offers sent: those of them with an offer sent; bookings: those booked now, and their value.
 */
/** A day's count of one combination, as the table keeps it. */
export type CountRow = PageViewsTable;

export interface ResultLead {
  id: string;
  created_at: string;
  landing_page: string | null;
  utm_campaign: string | null;
  locale: string;
  status: string;
  booking_value_minor: number | null;
  booking_currency: string | null;
  offer_sent: number;
}

export interface FunnelRow {
  landingPage: string;
  campaign: string;
  locale: string;
  views: number;
  formStarts: number;
  enquiries: number;
  offersSent: number;
  bookings: number;
  bookedValue: Money[];
}

export interface DayRow {
  day: string;
  views: number;
  enquiries: number;
}

export interface Results {
  days: DayRow[];
  funnel: FunnelRow[];
  totals: Omit<FunnelRow, 'landingPage' | 'campaign' | 'locale'>;
  /** The views by one dimension, most first. */
  byDevice: [string, number][];
  byReferrer: [string, number][];
  bySource: [string, number][];
}

/** A booked lead's value added to a sum by currency (the default currency where none was recorded). */
export function withBooking(
  values: readonly Money[],
  lead: Pick<ResultLead, 'booking_value_minor' | 'booking_currency'>,
  defaultCurrency: string,
): Money[] {
  if (lead.booking_value_minor === null) return [...values];
  return sumByCurrency([
    ...values,
    { minor: lead.booking_value_minor, currency: lead.booking_currency ?? defaultCurrency },
  ]);
}

export async function resultsRows(
  db: LeadsDb,
  period: ReportPeriod,
): Promise<{ counts: CountRow[]; leads: ResultLead[] }> {
  const bounds = periodBounds(period);
  const [counts, leads] = await Promise.all([
    db
      .selectFrom('page_views')
      .selectAll()
      .where('day', '>=', period.from)
      .where('day', '<=', period.to)
      .execute(),
    db
      .selectFrom('leads')
      .select([
        'leads.id',
        'leads.created_at',
        'leads.landing_page',
        'leads.utm_campaign',
        'leads.locale',
        'leads.status',
        'leads.booking_value_minor',
        'leads.booking_currency',
        (eb) =>
          eb
            .exists(
              eb
                .selectFrom('offers')
                .select(sql<number>`1`.as('one'))
                .whereRef('offers.lead_id', '=', 'leads.id')
                .where('offers.sent_at', 'is not', null),
            )
            .as('offer_sent'),
      ])
      .where('leads.spam', '=', 0)
      .where('leads.merged_into', 'is', null)
      .where('leads.created_at', '>=', bounds.from)
      .where('leads.created_at', '<', bounds.to)
      .execute(),
  ]);
  return {
    counts: counts as CountRow[],
    leads: leads.map((lead) => ({ ...lead, offer_sent: Number(lead.offer_sent) })) as ResultLead[],
  };
}

/** Every Warsaw date from `from` to `to`, both included. */
function daysOf(period: ReportPeriod): string[] {
  const days: string[] = [];
  for (let day = period.from; day <= period.to; day = nextDate(day)) days.push(day);
  return days;
}

const sorted = (map: Map<string, number>): [string, number][] =>
  [...map.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));

export function results(
  period: ReportPeriod,
  counts: readonly CountRow[],
  leads: readonly ResultLead[],
  defaultCurrency: string,
): Results {
  const perDay = new Map(daysOf(period).map((day) => [day, { day, views: 0, enquiries: 0 }]));
  const funnel = new Map<string, FunnelRow>();
  const row = (landingPage: string, campaign: string, locale: string) => {
    const key = JSON.stringify([landingPage, campaign, locale]);
    let found = funnel.get(key);
    if (!found) {
      found = {
        landingPage,
        campaign,
        locale,
        views: 0,
        formStarts: 0,
        enquiries: 0,
        offersSent: 0,
        bookings: 0,
        bookedValue: [],
      };
      funnel.set(key, found);
    }
    return found;
  };
  const byDevice = new Map<string, number>();
  const byReferrer = new Map<string, number>();
  const bySource = new Map<string, number>();
  for (const count of counts) {
    const target = row(count.path, count.utm_campaign, count.locale);
    if (count.kind === 'form') {
      target.formStarts += count.count;
      continue;
    }
    target.views += count.count;
    const day = perDay.get(count.day);
    if (day) day.views += count.count;
    byDevice.set(count.device, (byDevice.get(count.device) ?? 0) + count.count);
    byReferrer.set(count.referrer, (byReferrer.get(count.referrer) ?? 0) + count.count);
    const source = [count.utm_source, count.utm_medium].filter(Boolean).join(' / ');
    bySource.set(source, (bySource.get(source) ?? 0) + count.count);
  }
  for (const lead of leads) {
    const target = row(lead.landing_page ?? '', lead.utm_campaign ?? '', lead.locale);
    target.enquiries += 1;
    if (lead.offer_sent) target.offersSent += 1;
    if (lead.status === 'booked') {
      target.bookings += 1;
      target.bookedValue = withBooking(target.bookedValue, lead, defaultCurrency);
    }
    const day = perDay.get(warsawAt(new Date(lead.created_at)).date);
    if (day) day.enquiries += 1;
  }
  const rows = [...funnel.values()].sort(
    (a, b) =>
      b.enquiries - a.enquiries ||
      b.views - a.views ||
      a.landingPage.localeCompare(b.landingPage) ||
      a.campaign.localeCompare(b.campaign) ||
      a.locale.localeCompare(b.locale),
  );
  const totals = {
    views: 0,
    formStarts: 0,
    enquiries: 0,
    offersSent: 0,
    bookings: 0,
    bookedValue: sumByCurrency(rows.flatMap((each) => each.bookedValue)),
  };
  for (const each of rows) {
    totals.views += each.views;
    totals.formStarts += each.formStarts;
    totals.enquiries += each.enquiries;
    totals.offersSent += each.offersSent;
    totals.bookings += each.bookings;
  }
  return {
    days: [...perDay.values()],
    funnel: rows,
    totals,
    byDevice: sorted(byDevice),
    byReferrer: sorted(byReferrer),
    bySource: sorted(bySource),
  };
}

/**
 * The period's counts as CSV (RFC 4180, CRLF): the funnel, a row per landing page, campaign and
 * language, with the booked value per currency in minor units; then the views by each dimension
 * (`device`, `referrer`, `source`), and by day. Codes, not words: a sheet can pivot it.
 */
export function resultsCsv(period: ReportPeriod, figures: Results): string {
  const lines = [
    [
      'section',
      'landing_page',
      'campaign',
      'locale',
      'views',
      'form_starts',
      'enquiries',
      'offers_sent',
      'bookings',
      'booked_value_minor',
      'currency',
    ],
  ];
  for (const row of figures.funnel) {
    const values = row.bookedValue.length > 0 ? row.bookedValue : [{ minor: 0, currency: '' }];
    for (const [index, money] of values.entries()) {
      lines.push([
        'funnel',
        row.landingPage,
        row.campaign,
        row.locale,
        ...(index === 0
          ? [row.views, row.formStarts, row.enquiries, row.offersSent, row.bookings].map(String)
          : ['0', '0', '0', '0', '0']),
        money.currency ? String(money.minor) : '',
        money.currency,
      ]);
    }
  }
  const dimension = (section: string, entries: [string, number][]) => {
    for (const [name, views] of entries)
      lines.push([section, name, '', '', String(views), '', '', '', '', '', '']);
  };
  dimension('device', figures.byDevice);
  dimension('referrer', figures.byReferrer);
  dimension('source', figures.bySource);
  for (const day of figures.days)
    lines.push(['day', day.day, '', '', String(day.views), '', String(day.enquiries), '', '', '', '']);
  lines.push(['period', period.from, period.to, '', '', '', '', '', '', '', '']);
  return `${lines.map((cells) => cells.map((cell) => csvCell(cell)).join(',')).join('\r\n')}\r\n`;
}
