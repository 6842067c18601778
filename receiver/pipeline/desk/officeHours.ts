import { isPublicHoliday, isWorkingDay } from '../../leads/overdue';
import { dateParts, nextDate, warsawAt, warsawInstant } from '../../leads/warsawClock';

/**
 * The office's hours, as the confirmation email tells the visitor (Warsaw time): Monday to Friday
 * 9:00–18:00, Saturday 10:00–14:00, closed on Sundays and Polish public holidays. The report
 * measures the time to the first answer in these hours only.
 */

export interface Opening {
  /** Whole hours, Warsaw time. */
  opens: number;
  closes: number;
}

export const OFFICE_HOURS = {
  weekdays: { opens: 9, closes: 18 },
  saturday: { opens: 10, closes: 14 },
} as const satisfies Record<string, Opening>;

const weekday = (isoDate: string): number => {
  const [year, month, day] = dateParts(isoDate);
  return new Date(Date.UTC(year, month - 1, day)).getUTCDay();
};

/** The office's hours on a Warsaw date, or undefined when it is closed all day. */
export function openingOn(isoDate: string): Opening | undefined {
  if (isWorkingDay(isoDate)) return OFFICE_HOURS.weekdays;
  // A Saturday is never a working day for the promise, but the office opens on one unless it is a
  // public holiday (15 August 2026 is).
  if (weekday(isoDate) === 6 && !isPublicHoliday(isoDate)) return OFFICE_HOURS.saturday;
  return undefined;
}

/** The most days one measurement walks: a first answer years late still ends. */
const MAX_DAYS = 4000;

/**
 * The office's open time between two instants, in minutes: only the hours the office is open
 * count (a Friday-evening enquiry answered on Monday at 10:00 took 1 h on Friday, 4 h on
 * Saturday and 1 h on Monday: 360 minutes). Zero when `to` is not after `from`.
 */
export function officeMinutesBetween(fromIso: string, toIso: string): number {
  const from = Date.parse(fromIso);
  const to = Date.parse(toIso);
  if (Number.isNaN(from) || Number.isNaN(to)) throw new RangeError(`Not instants: ${fromIso}, ${toIso}`);
  if (to <= from) return 0;
  const last = warsawAt(new Date(to)).date;
  let open = 0;
  let day = warsawAt(new Date(from)).date;
  for (let walked = 0; day <= last && walked < MAX_DAYS; walked += 1, day = nextDate(day)) {
    const hours = openingOn(day);
    if (!hours) continue;
    const opens = warsawInstant(day, hours.opens).getTime();
    const closes = warsawInstant(day, hours.closes).getTime();
    open += Math.max(0, Math.min(closes, to) - Math.max(opens, from));
  }
  return open / 60_000;
}
