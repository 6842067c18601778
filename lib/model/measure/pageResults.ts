import type { Money } from '@/lib/model/money/money';

/**
 * How each page does, for the studio's page list (GET /studio-api/page-results): its views over
 * the last 7 and 30 days (the site's own counts), the enquiries that landed on it in those 30
 * days, how many of them are booked and for how much, and its views a day, oldest first.
 */
export const PAGE_RESULTS_PATH = '/studio-api/page-results';

export interface PageResult {
  /** The page's address (`/casino`, `/pl/kasyno`, `/` and `/pl` for the homes). */
  path: string;
  views7: number;
  views30: number;
  enquiries: number;
  bookings: number;
  bookedValue: Money[];
  /** Views a day, one number a Warsaw day of the 30, oldest first. */
  trend: number[];
}

export interface PageResultsAnswer {
  /** The 30 Warsaw days counted, both included. */
  from: string;
  to: string;
  pages: PageResult[];
}

/** One spelling of a page's address: no trailing slash but the root's. */
export const samePagePath = (path: string): string => (path.length > 1 ? path.replace(/\/+$/, '') : path);
