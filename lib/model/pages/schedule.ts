/**
 * Scheduled pages (pure): a page may go live at a time (`meta.liveFrom`) and retire at a time
 * (`meta.retireAt`), each a wall-clock time in Warsaw written `YYYY-MM-DDTHH:mm`, the value of a
 * `datetime-local` input. The build publishes the pages that are live at its time; a scheduler
 * builds again at each time of the schedule (`nextScheduleTime`, `dueScheduleTimes`).
 *
 * A time that is reached exactly counts as reached: a page whose liveFrom is 09:00 is live at
 * 09:00:00.000, and one whose retireAt is 09:00 is retired then.
 *
 * Warsaw's clocks change twice a year (Europe/Warsaw: CET, UTC+1, in winter; CEST, UTC+2, in
 * summer). Where the wall clock is ambiguous or skipped, the answer is the one of Temporal's
 * `compatible` disambiguation (and of RFC 5545, and of JavaScript's own Date):
 * - the hour that happens twice (the last Sunday of October, 02:00 to 02:59) is its first
 *   occurrence, still in summer time: `2025-10-26T02:30` is 00:30 UTC;
 * - the hour that is skipped (the last Sunday of March, 02:00 to 02:59) is read with the offset in
 *   force before the change, which lands the same distance after it: `2025-03-30T02:30` is
 *   01:30 UTC, which the clocks show as 03:30.
 * Only Intl is used (no time-zone data of our own).
 */

export const WARSAW_TIME_ZONE = 'Europe/Warsaw';

/** `2026-10-01T09:00`: the form of a schedule time (a `datetime-local` input's value). */
export const WARSAW_TIME_PATTERN = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;

/** An example for messages. */
export const WARSAW_TIME_EXAMPLE = '2026-10-01T09:00';

export type PageScheduleState = 'scheduled' | 'live' | 'retired';

/** The schedule settings of a page (its `meta`'s). */
export interface PageSchedule {
  /** When the page goes live (Warsaw time); unset: live as soon as it is published. */
  liveFrom?: string;
  /** When the page retires (Warsaw time); unset: never. */
  retireAt?: string;
}

/** A page with its schedule, as the schedule's functions take it (a SitePage is one). */
export interface ScheduledPage {
  name: string;
  meta: PageSchedule;
}

/** One time of the schedule: a page goes live or retires. */
export interface ScheduleTime {
  at: Date;
  /** The page's name. */
  page: string;
  change: 'live' | 'retire';
}

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

interface WallTime {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  /** Seconds may be given (a campaign to the second); a schedule time is usually to the minute. */
  second?: number;
}

/** The wall time's milliseconds as if it were UTC (years before 100 kept as they are). */
function wallAsUtc(wall: WallTime, second = wall.second ?? 0): number {
  const date = new Date(0);
  date.setUTCFullYear(wall.year, wall.month - 1, wall.day);
  date.setUTCHours(wall.hour, wall.minute, second, 0);
  return date.getTime();
}

function parseWall(text: string): WallTime | undefined {
  const match = WARSAW_TIME_PATTERN.exec(text);
  if (!match) return undefined;
  const [year, month, day, hour, minute, second] = match.slice(1).map((part) => Number(part ?? 0)) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  return { year, month, day, hour, minute, second };
}

/**
 * What is wrong with a schedule time, or undefined: `format` when it is not written
 * `YYYY-MM-DDTHH:mm`, `date` when it is no day and time of the calendar (`2026-02-30T09:00`,
 * `2026-10-01T24:00`, a year before 1970).
 */
export function warsawTimeProblem(text: string): 'format' | 'date' | undefined {
  const wall = parseWall(text);
  if (!wall) return 'format';
  if (wall.year < 1970 || wall.hour > 23 || wall.minute > 59 || (wall.second ?? 0) > 59) return 'date';
  const date = new Date(wallAsUtc(wall));
  const same =
    date.getUTCFullYear() === wall.year &&
    date.getUTCMonth() === wall.month - 1 &&
    date.getUTCDate() === wall.day;
  return same ? undefined : 'date';
}

export function isWarsawTime(text: string): boolean {
  return warsawTimeProblem(text) === undefined;
}

let formatter: Intl.DateTimeFormat | undefined;

function warsawFormatter(): Intl.DateTimeFormat {
  formatter ??= new Intl.DateTimeFormat('en-US', {
    timeZone: WARSAW_TIME_ZONE,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  });
  return formatter;
}

/** The Warsaw wall clock at an instant, to the second. */
function warsawWall(instantMs: number): WallTime & { second: number } {
  const parts = warsawFormatter().formatToParts(new Date(instantMs));
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((entry) => entry.type === type)?.value ?? NaN);
  return {
    year: part('year'),
    month: part('month'),
    day: part('day'),
    hour: part('hour') % 24,
    minute: part('minute'),
    second: part('second'),
  };
}

/** Warsaw's offset from UTC at an instant, in milliseconds (3,600,000 in winter, 7,200,000 in summer). */
export function warsawOffsetMs(instant: Date): number {
  const ms = instant.getTime();
  const whole = ms - (((ms % 1000) + 1000) % 1000);
  const wall = warsawWall(whole);
  return wallAsUtc(wall, wall.second) - whole;
}

/**
 * The instant of a Warsaw wall-clock time (`2026-10-01T09:00` is 07:00 UTC). The hour that
 * happens twice is its first occurrence; the skipped hour is read with the offset before the
 * change (see the top of this file). Throws on a text that is not a schedule time.
 */
export function warsawTimeToInstant(text: string): Date {
  const problem = warsawTimeProblem(text);
  const wall = parseWall(text);
  if (problem || !wall) throw new RangeError(`Not a Warsaw time such as ${WARSAW_TIME_EXAMPLE}: ${text}`);
  const local = wallAsUtc(wall);
  // Warsaw's clocks change at most once in a day: the offsets half a day either side are the two.
  const before = warsawOffsetMs(new Date(local - 12 * HOUR_MS));
  const after = warsawOffsetMs(new Date(local + 12 * HOUR_MS));
  const candidates = [local - before, local - after].filter(
    (instant) => warsawOffsetMs(new Date(instant)) === local - instant,
  );
  // Twice (autumn): the earlier. Never (spring): with the offset before the change.
  return new Date(candidates.length > 0 ? Math.min(...candidates) : local - before);
}

const pad = (value: number, length = 2) => String(value).padStart(length, '0');

/** The Warsaw wall-clock time of an instant, as a schedule time (to the minute, or to the second). */
export function instantToWarsawTime(instant: Date, { seconds = false } = {}): string {
  const wall = warsawWall(instant.getTime());
  const minute = `${pad(wall.year, 4)}-${pad(wall.month)}-${pad(wall.day)}T${pad(wall.hour)}:${pad(wall.minute)}`;
  return seconds ? `${minute}:${pad(wall.second)}` : minute;
}

/** A schedule time for people: `2026-10-01 09:00 (Warsaw time)`. */
export function describeWarsawTime(text: string): string {
  return `${text.replace('T', ' ')} (Warsaw time)`;
}

/**
 * Whether the page is scheduled (before its liveFrom), live, or retired (at or after its
 * retireAt) at `now`. A page without a schedule is always live.
 */
export function pageScheduleState(meta: PageSchedule, now: Date): PageScheduleState {
  const time = now.getTime();
  if (meta.retireAt !== undefined && time >= warsawTimeToInstant(meta.retireAt).getTime()) return 'retired';
  if (meta.liveFrom !== undefined && time < warsawTimeToInstant(meta.liveFrom).getTime()) return 'scheduled';
  return 'live';
}

export function isLiveAt(meta: PageSchedule, now: Date): boolean {
  return pageScheduleState(meta, now) === 'live';
}

/**
 * Why a page's schedule does not hold together, or undefined: it retires before (or when) it goes
 * live. Times that are not schedule times are the fields' own problems, not this one's.
 */
export function scheduleOrderProblem(meta: PageSchedule): string | undefined {
  const { liveFrom, retireAt } = meta;
  if (liveFrom === undefined || retireAt === undefined) return undefined;
  if (!isWarsawTime(liveFrom) || !isWarsawTime(retireAt)) return undefined;
  return warsawTimeToInstant(retireAt).getTime() > warsawTimeToInstant(liveFrom).getTime()
    ? undefined
    : 'The retirement time must be after the go-live time';
}

/** Every time of the pages' schedules (each liveFrom and retireAt), in time order, then by page name. */
export function scheduleTimes(pages: readonly ScheduledPage[]): ScheduleTime[] {
  const times = pages.flatMap((page): ScheduleTime[] => [
    ...(page.meta.liveFrom !== undefined
      ? [{ at: warsawTimeToInstant(page.meta.liveFrom), page: page.name, change: 'live' as const }]
      : []),
    ...(page.meta.retireAt !== undefined
      ? [{ at: warsawTimeToInstant(page.meta.retireAt), page: page.name, change: 'retire' as const }]
      : []),
  ]);
  return times.sort(
    (a, b) =>
      a.at.getTime() - b.at.getTime() ||
      a.page.localeCompare(b.page, 'en') ||
      a.change.localeCompare(b.change, 'en'),
  );
}

/**
 * The times of the schedules in (`after`, `upTo`]: what changed since a build made at `after`, for
 * a build at `upTo` (a time exactly at `upTo` is reached, one exactly at `after` was already).
 */
export function dueScheduleTimes(pages: readonly ScheduledPage[], after: Date, upTo: Date): ScheduleTime[] {
  return scheduleTimes(pages).filter(
    (time) => time.at.getTime() > after.getTime() && time.at.getTime() <= upTo.getTime(),
  );
}

/** The first time of the schedules strictly after `after`: when the site must be built next. */
export function nextScheduleTime(pages: readonly ScheduledPage[], after: Date): Date | undefined {
  return scheduleTimes(pages).find((time) => time.at.getTime() > after.getTime())?.at;
}
