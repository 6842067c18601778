/** The office's clock: Warsaw's calendar and its UTC offsets, from Intl's zone data (no DST table of our own). */

const TIME_ZONE = 'Europe/Warsaw';
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 86_400_000;

const warsawClock = new Intl.DateTimeFormat('en-US', {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  timeZoneName: 'longOffset',
});

/** Warsaw's calendar date (YYYY-MM-DD) and UTC offset (ms) at an instant, from Intl's zone data. */
export function warsawAt(instant: Date): { date: string; offsetMs: number } {
  const parts = Object.fromEntries(warsawClock.formatToParts(instant).map((part) => [part.type, part.value]));
  // "GMT+02:00", or plain "GMT" at offset zero.
  const offset = /^GMT(?:([+-])(\d{2}):(\d{2}))?$/.exec(parts.timeZoneName ?? '');
  if (!offset) throw new RangeError(`Unexpected offset from Intl: ${parts.timeZoneName}`);
  const sign = offset[1] === '-' ? -1 : 1;
  const offsetMs = sign * (Number(offset[2] ?? 0) * 60 + Number(offset[3] ?? 0)) * 60_000;
  return { date: `${parts.year}-${parts.month}-${parts.day}`, offsetMs };
}

/** The instant at which Warsaw's clock shows `hour`:00 on `isoDate` (hour 24: the next midnight). */
export function warsawInstant(isoDate: string, hour: number): Date {
  const [year, month, day] = dateParts(isoDate);
  const wall = Date.UTC(year, month - 1, day, hour);
  // The offset at the wall time read as UTC can be the other side of a DST change; the second
  // pass takes it at the candidate instant itself. Midnight never falls in the skipped hour.
  const first = wall - warsawAt(new Date(wall)).offsetMs;
  return new Date(wall - warsawAt(new Date(first)).offsetMs);
}

export function dateParts(isoDate: string): [number, number, number] {
  const match = ISO_DATE.exec(isoDate);
  if (!match) throw new RangeError(`Not a YYYY-MM-DD date: ${isoDate}`);
  const parts: [number, number, number] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const check = new Date(Date.UTC(parts[0], parts[1] - 1, parts[2]));
  if (check.toISOString().slice(0, 10) !== isoDate) throw new RangeError(`No such date: ${isoDate}`);
  return parts;
}

/** The calendar day after `isoDate` (calendar arithmetic, no time zone involved). */
export function nextDate(isoDate: string): string {
  const [year, month, day] = dateParts(isoDate);
  return new Date(Date.UTC(year, month - 1, day) + DAY_MS).toISOString().slice(0, 10);
}
