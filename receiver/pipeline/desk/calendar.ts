import { dateParts } from '../../leads/warsawClock';

const DAY_MS = 86_400_000;

/** The calendar date `days` after (or before, when negative) a YYYY-MM-DD date: no time zone involved. */
export function addDays(isoDate: string, days: number): string {
  const [year, month, day] = dateParts(isoDate);
  return new Date(Date.UTC(year, month - 1, day) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Whole calendar days from one YYYY-MM-DD date to another. */
export function daysFrom(from: string, to: string): number {
  const [fy, fm, fd] = dateParts(from);
  const [ty, tm, td] = dateParts(to);
  return Math.round((Date.UTC(ty, tm - 1, td) - Date.UTC(fy, fm - 1, fd)) / DAY_MS);
}
