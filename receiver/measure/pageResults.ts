import { samePagePath, type PageResult, type PageResultsAnswer } from '@/lib/model/measure/pageResults';
import type { LeadsDb } from '../db/database';
import { nextDate } from '../leads/warsawClock';
import { reportPeriod, type ReportPeriod } from '../pipeline/desk/report';
import { resultsRows, withBooking, type CountRow, type ResultLead } from './results';

/** The page list's shorter span, in days, beside the report's default 30. */
const SHORT_DAYS = 7;

/**
 * Each page's figures over a period of 30 Warsaw days: views (all of them, and the last 7 days'),
 * the enquiries that landed on it, their bookings and booked value, and its views a day. A page
 * with no view and no enquiry has no entry.
 */
export function pageResults(
  period: ReportPeriod,
  counts: readonly CountRow[],
  leads: readonly ResultLead[],
  defaultCurrency: string,
): PageResult[] {
  const days: string[] = [];
  for (let day = period.from; day <= period.to; day = nextDate(day)) days.push(day);
  const shortFrom = days[Math.max(0, days.length - SHORT_DAYS)] ?? period.from;
  const pages = new Map<string, PageResult>();
  const page = (path: string) => {
    const key = samePagePath(path);
    let found = pages.get(key);
    if (!found) {
      found = {
        path: key,
        views7: 0,
        views30: 0,
        enquiries: 0,
        bookings: 0,
        bookedValue: [],
        trend: days.map(() => 0),
      };
      pages.set(key, found);
    }
    return found;
  };
  for (const row of counts) {
    if (row.kind !== 'view') continue;
    const found = page(row.path);
    found.views30 += row.count;
    if (row.day >= shortFrom) found.views7 += row.count;
    const index = days.indexOf(row.day);
    if (index >= 0) found.trend[index] = (found.trend[index] ?? 0) + row.count;
  }
  for (const lead of leads) {
    if (!lead.landing_page) continue;
    const found = page(lead.landing_page);
    found.enquiries += 1;
    if (lead.status === 'booked') {
      found.bookings += 1;
      found.bookedValue = withBooking(found.bookedValue, lead, defaultCurrency);
    }
  }
  return [...pages.values()].sort((a, b) => a.path.localeCompare(b.path));
}

/** The last 30 Warsaw days' figures of every page, as the studio's page list asks for them. */
export async function loadPageResults(
  db: LeadsDb,
  now: Date,
  defaultCurrency: string,
): Promise<PageResultsAnswer> {
  const period = reportPeriod({ from: '', to: '' }, now)!;
  const { counts, leads } = await resultsRows(db, period);
  return { ...period, pages: pageResults(period, counts, leads, defaultCurrency) };
}
