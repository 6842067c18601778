import Holidays from 'date-holidays';
import { dateParts, nextDate, warsawAt, warsawInstant } from './warsawClock';

/**
 * "The promise kept visible": the site promises an answer by the next working day at the latest,
 * so a visitor message still unanswered once that day is over is overdue. Days are Warsaw's (the office's), and
 * working days are Monday to Friday but Polish public holidays.
 */

export interface OverdueRule {
  /** Working days after the day received by which to answer (0: the first working day from it). */
  workingDaysToAnswer: number;
  /** The hour (Warsaw) that ends the answering day: 24 is midnight, 17 is "by 17:00". */
  endOfDayHour: number;
}

export const DEFAULT_OVERDUE_RULE: OverdueRule = { workingDaysToAnswer: 1, endOfDayHour: 24 };

let calendar: Holidays | undefined;
const publicHolidaysByYear = new Map<number, ReadonlySet<string>>();

/** Poland's public holidays (days off by law) in a year; the library's other types are working days. */
function publicHolidays(year: number): ReadonlySet<string> {
  let dates = publicHolidaysByYear.get(year);
  if (!dates) {
    calendar ??= new Holidays('PL');
    // `date` is the local (Warsaw) day, "YYYY-MM-DD 00:00:00".
    dates = new Set(
      calendar
        .getHolidays(year)
        .filter((holiday) => holiday.type === 'public')
        .map((holiday) => holiday.date.slice(0, 10)),
    );
    publicHolidaysByYear.set(year, dates);
  }
  return dates;
}

/** Whether a date (YYYY-MM-DD) is a Polish public holiday, whatever the day of the week. */
export function isPublicHoliday(isoDate: string): boolean {
  return publicHolidays(Number(isoDate.slice(0, 4))).has(isoDate);
}

/** Monday to Friday and not a Polish public holiday. `isoDate` is a calendar date, YYYY-MM-DD. */
export function isWorkingDay(isoDate: string): boolean {
  const [year, month, day] = dateParts(isoDate);
  const weekday = new Date(Date.UTC(year, month - 1, day)).getUTCDay();
  return weekday !== 0 && weekday !== 6 && !publicHolidays(year).has(isoDate);
}

function checkRule(rule: OverdueRule): void {
  if (!Number.isInteger(rule.workingDaysToAnswer) || rule.workingDaysToAnswer < 0) {
    throw new RangeError(`workingDaysToAnswer must be a whole number from 0: ${rule.workingDaysToAnswer}`);
  }
  if (!Number.isInteger(rule.endOfDayHour) || rule.endOfDayHour < 1 || rule.endOfDayHour > 24) {
    throw new RangeError(`endOfDayHour must be a whole hour from 1 to 24: ${rule.endOfDayHour}`);
  }
}

/** The day by which a lead received on `receivedDate` (Warsaw) is to be answered. */
function answerDay(receivedDate: string, workingDays: number): string {
  let day = receivedDate;
  if (workingDays === 0) {
    while (!isWorkingDay(day)) day = nextDate(day);
    return day;
  }
  for (let counted = 0; counted < workingDays;) {
    day = nextDate(day);
    if (isWorkingDay(day)) counted += 1;
  }
  return day;
}

/**
 * The instant a lead received at `receivedAtIso` becomes overdue: the end (`endOfDayHour`, Warsaw
 * time) of the working day it is to be answered by. The day received is Warsaw's date, not UTC's.
 */
export function replyDeadline(receivedAtIso: string, rule: OverdueRule = DEFAULT_OVERDUE_RULE): Date {
  checkRule(rule);
  const received = new Date(receivedAtIso);
  if (Number.isNaN(received.getTime())) throw new RangeError(`Not an instant: ${receivedAtIso}`);
  const day = answerDay(warsawAt(received).date, rule.workingDaysToAnswer);
  return warsawInstant(day, rule.endOfDayHour);
}

/**
 * Whether the office has missed the promise: a visitor message (the enquiry, or any message the
 * visitor sent since, whatever the lead's stage) has waited for the office's answer past its
 * deadline. Nobody waits once the office has answered or set the lead's stage by hand.
 */
export function isOverdue(
  lead: { awaiting_since: string | null },
  now: Date,
  rule: OverdueRule = DEFAULT_OVERDUE_RULE,
): boolean {
  return lead.awaiting_since !== null && now.getTime() >= replyDeadline(lead.awaiting_since, rule).getTime();
}
