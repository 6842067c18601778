/**
 * The build's "now": the time the export is built for, which decides the scheduled pages it
 * publishes (lib/model/pages/schedule.ts). It is the clock's time, unless the environment variable
 * SITE_BUILD_TIME gives an ISO 8601 instant (`2026-10-01T07:00:00Z`, `2026-10-01T09:00+02:00`): a
 * scheduler sets it to the schedule time it builds for, and a test to any time it likes. Node only.
 */
export const BUILD_TIME_VARIABLE = 'SITE_BUILD_TIME';

/** An instant with its date, time and zone (Z or an offset); seconds and their fraction optional. */
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,3})?)?(?:Z|[+-]\d{2}:\d{2})$/;

/** Whether the text's date and time are a day and time of the calendar (Date would read 02-30 as 03-02). */
function isCalendarTime(text: string): boolean {
  const [year, month, day, hour, minute, second = 0] = (text.match(/\d+/g) ?? []).map(Number);
  if (year === undefined || month === undefined || day === undefined) return false;
  if (hour === undefined || minute === undefined || hour > 23 || minute > 59 || second > 59) return false;
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** The instant of an ISO 8601 text; throws naming the variable when it is not one. */
export function parseBuildTime(text: string): Date {
  const trimmed = text.trim();
  const instant = ISO_INSTANT.test(trimmed) && isCalendarTime(trimmed) ? new Date(trimmed) : undefined;
  if (!instant || Number.isNaN(instant.getTime()))
    throw new Error(
      `${BUILD_TIME_VARIABLE} must be an ISO 8601 instant with its zone, such as 2026-10-01T07:00:00Z or 2026-10-01T09:00+02:00, not ${JSON.stringify(text)}`,
    );
  return instant;
}

/** The time the build publishes the site for: SITE_BUILD_TIME when it is set (and not blank), else now. */
export function siteBuildTime(env: Readonly<Record<string, string | undefined>> = process.env): Date {
  const text = env[BUILD_TIME_VARIABLE];
  return text === undefined || text.trim() === '' ? new Date() : parseBuildTime(text);
}

/**
 * Fixes the build's time for this process and the processes it starts (`next build`'s workers,
 * which render the pages apart): SITE_BUILD_TIME set to now unless it is set already. Answers it.
 */
export function pinSiteBuildTime(
  env: Record<string, string | undefined> = process.env,
  now: Date = new Date(),
): Date {
  const text = env[BUILD_TIME_VARIABLE];
  if (text !== undefined && text.trim() !== '') return parseBuildTime(text);
  env[BUILD_TIME_VARIABLE] = now.toISOString();
  return now;
}
