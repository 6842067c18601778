import { describe, expect, it } from 'vitest';
import { pageFileSchema, pageMetaSchema } from '@/lib/model/content/contentSchemas';
import {
  dueScheduleTimes,
  instantToWarsawTime,
  nextScheduleTime,
  pageScheduleState,
  scheduleOrderProblem,
  scheduleTimes,
  warsawOffsetMs,
  warsawTimeProblem,
  warsawTimeToInstant,
} from '@/lib/model/pages/schedule';
import { parseBuildTime, pinSiteBuildTime, siteBuildTime } from '@/lib/server/buildTime';

const utc = (text: string) => new Date(text);
const iso = (text: string) => warsawTimeToInstant(text).toISOString();
const HOUR = 3_600_000;

describe('a Warsaw wall-clock time', () => {
  it('is an hour ahead of UTC in winter and two in summer', () => {
    expect(iso('2026-01-15T12:00')).toBe('2026-01-15T11:00:00.000Z');
    expect(iso('2026-12-31T23:59')).toBe('2026-12-31T22:59:00.000Z');
    expect(iso('2026-07-01T09:00')).toBe('2026-07-01T07:00:00.000Z');
    expect(iso('2026-10-01T00:00')).toBe('2026-09-30T22:00:00.000Z');
    expect(warsawOffsetMs(utc('2026-01-15T11:00:00Z'))).toBe(HOUR);
    expect(warsawOffsetMs(utc('2026-07-01T07:00:00Z'))).toBe(2 * HOUR);
  });

  it('on the last Sunday of March: 02:00 to 02:59 does not exist and reads with the winter offset (as 03:00 to 03:59)', () => {
    // 2026-03-29: at 02:00 CET (01:00 UTC) the clocks go to 03:00 CEST.
    expect(iso('2026-03-29T01:59')).toBe('2026-03-29T00:59:00.000Z');
    expect(iso('2026-03-29T02:00')).toBe('2026-03-29T01:00:00.000Z');
    expect(iso('2026-03-29T02:30')).toBe('2026-03-29T01:30:00.000Z');
    expect(iso('2026-03-29T03:00')).toBe('2026-03-29T01:00:00.000Z');
    expect(iso('2026-03-29T03:30')).toBe('2026-03-29T01:30:00.000Z');
    expect(instantToWarsawTime(warsawTimeToInstant('2026-03-29T02:30'))).toBe('2026-03-29T03:30');
    expect(instantToWarsawTime(new Date('2026-10-01T07:00:30Z'), { seconds: true })).toBe(
      '2026-10-01T09:00:30',
    );
    // 2025's change, on 30 March.
    expect(iso('2025-03-30T02:15')).toBe('2025-03-30T01:15:00.000Z');
    expect(iso('2025-03-29T02:15')).toBe('2025-03-29T01:15:00.000Z');
  });

  it('on the last Sunday of October: 02:00 to 02:59 happens twice and is the first, still summer time', () => {
    // 2026-10-25: at 03:00 CEST (01:00 UTC) the clocks go back to 02:00 CET.
    expect(iso('2026-10-25T01:59')).toBe('2026-10-24T23:59:00.000Z');
    expect(iso('2026-10-25T02:00')).toBe('2026-10-25T00:00:00.000Z');
    expect(iso('2026-10-25T02:30')).toBe('2026-10-25T00:30:00.000Z');
    expect(iso('2026-10-25T02:59')).toBe('2026-10-25T00:59:00.000Z');
    expect(iso('2026-10-25T03:00')).toBe('2026-10-25T02:00:00.000Z');
    // The second 02:30 exists (01:30 UTC), but the time written means the first.
    expect(instantToWarsawTime(utc('2026-10-25T01:30:00Z'))).toBe('2026-10-25T02:30');
    expect(iso('2025-10-26T02:30')).toBe('2025-10-26T00:30:00.000Z');
    expect(iso('2025-10-27T02:30')).toBe('2025-10-27T01:30:00.000Z');
  });

  it('reads back from its instant, to the minute', () => {
    for (const text of ['2026-01-15T12:00', '2026-07-01T09:05', '2026-10-25T01:59', '2028-02-29T23:59'])
      expect(instantToWarsawTime(warsawTimeToInstant(text))).toBe(text);
    expect(instantToWarsawTime(utc('2026-07-01T07:00:59.999Z'))).toBe('2026-07-01T09:00');
  });

  it('is written YYYY-MM-DDTHH:mm (seconds optional) and is a day and time of the calendar', () => {
    expect(warsawTimeProblem('2026-10-01T09:00')).toBeUndefined();
    expect(warsawTimeProblem('2028-02-29T09:00')).toBeUndefined();
    expect(warsawTimeProblem('2026-10-01 09:00')).toBe('format');
    expect(warsawTimeProblem('2026-10-01T09:00:30')).toBeUndefined();
    expect(warsawTimeToInstant('2026-10-01T09:00:30').toISOString()).toBe('2026-10-01T07:00:30.000Z');
    expect(warsawTimeProblem('2026-10-01T09:00:60')).toBe('date');
    expect(warsawTimeProblem('2026-10-01T09:00:0')).toBe('format');
    expect(warsawTimeProblem('2026-10-01T9:00')).toBe('format');
    expect(warsawTimeProblem('2026-10-01T09:00Z')).toBe('format');
    expect(warsawTimeProblem('')).toBe('format');
    expect(warsawTimeProblem('2026-02-29T09:00')).toBe('date');
    expect(warsawTimeProblem('2026-02-30T09:00')).toBe('date');
    expect(warsawTimeProblem('2026-13-01T09:00')).toBe('date');
    expect(warsawTimeProblem('2026-00-10T09:00')).toBe('date');
    expect(warsawTimeProblem('2026-10-01T24:00')).toBe('date');
    expect(warsawTimeProblem('2026-10-01T09:60')).toBe('date');
    expect(() => warsawTimeToInstant('2026-02-30T09:00')).toThrow(/Not a Warsaw time/);
  });
});

describe('a page’s schedule', () => {
  const meta = { liveFrom: '2026-10-01T09:00', retireAt: '2026-11-01T00:00' };

  it('is live from exactly its liveFrom, and retired from exactly its retireAt', () => {
    expect(pageScheduleState(meta, utc('2026-10-01T06:59:59.999Z'))).toBe('scheduled');
    expect(pageScheduleState(meta, utc('2026-10-01T07:00:00.000Z'))).toBe('live');
    // 1 November is in winter time: midnight in Warsaw is 23:00 UTC.
    expect(pageScheduleState(meta, utc('2026-10-31T22:59:59.999Z'))).toBe('live');
    expect(pageScheduleState(meta, utc('2026-10-31T23:00:00.000Z'))).toBe('retired');
    expect(pageScheduleState(meta, utc('2030-01-01T00:00:00Z'))).toBe('retired');
  });

  it('without times is always live; with one, the other side is open', () => {
    expect(pageScheduleState({}, utc('1999-01-01T00:00:00Z'))).toBe('live');
    expect(pageScheduleState({ liveFrom: meta.liveFrom }, utc('2099-01-01T00:00:00Z'))).toBe('live');
    expect(pageScheduleState({ retireAt: meta.retireAt }, utc('2000-01-01T00:00:00Z'))).toBe('live');
  });

  it('retires after it goes live', () => {
    expect(scheduleOrderProblem(meta)).toBeUndefined();
    expect(scheduleOrderProblem({ liveFrom: meta.retireAt, retireAt: meta.liveFrom })).toMatch(/after/);
    expect(scheduleOrderProblem({ liveFrom: meta.liveFrom, retireAt: meta.liveFrom })).toMatch(/after/);
    // 03:00 on the March day is the same instant as the skipped 02:00.
    expect(scheduleOrderProblem({ liveFrom: '2026-03-29T02:00', retireAt: '2026-03-29T03:00' })).toMatch(
      /after/,
    );
    expect(scheduleOrderProblem({ liveFrom: 'soon', retireAt: meta.liveFrom })).toBeUndefined();
  });
});

describe('the times of the schedules', () => {
  const pages = [
    { name: 'offers/gozo', meta: { liveFrom: '2026-10-01T09:00', retireAt: '2026-11-01T00:00' } },
    { name: 'casino', meta: {} },
    { name: 'pl/gozo', meta: { liveFrom: '2026-10-01T09:00' } },
    { name: 'offers/winter', meta: { liveFrom: '2026-10-25T02:30' } },
  ];

  it('are every liveFrom and retireAt, in time order', () => {
    expect(scheduleTimes(pages).map((time) => [time.at.toISOString(), time.page, time.change])).toEqual([
      ['2026-10-01T07:00:00.000Z', 'offers/gozo', 'live'],
      ['2026-10-01T07:00:00.000Z', 'pl/gozo', 'live'],
      ['2026-10-25T00:30:00.000Z', 'offers/winter', 'live'],
      ['2026-10-31T23:00:00.000Z', 'offers/gozo', 'retire'],
    ]);
    expect(scheduleTimes([{ name: 'casino', meta: {} }])).toEqual([]);
  });

  it('give the next time to build, strictly after the last build', () => {
    expect(nextScheduleTime(pages, utc('2026-09-01T00:00:00Z'))?.toISOString()).toBe(
      '2026-10-01T07:00:00.000Z',
    );
    expect(nextScheduleTime(pages, utc('2026-10-01T07:00:00Z'))?.toISOString()).toBe(
      '2026-10-25T00:30:00.000Z',
    );
    expect(nextScheduleTime(pages, utc('2026-10-31T23:00:00Z'))).toBeUndefined();
  });

  it('due between two builds: after the first, up to and including the second', () => {
    const due = (after: string, upTo: string) =>
      dueScheduleTimes(pages, utc(after), utc(upTo)).map((time) => `${time.page} ${time.change}`);
    expect(due('2026-09-30T00:00:00Z', '2026-10-01T07:00:00Z')).toEqual(['offers/gozo live', 'pl/gozo live']);
    expect(due('2026-09-30T00:00:00Z', '2026-10-01T06:59:59.999Z')).toEqual([]);
    expect(due('2026-10-01T07:00:00Z', '2026-10-31T23:00:00Z')).toEqual([
      'offers/winter live',
      'offers/gozo retire',
    ]);
  });
});

describe('the schedule settings of a page file', () => {
  const meta = (fields: Record<string, unknown>) => pageMetaSchema.safeParse(fields);
  const file = (fields: Record<string, unknown>) =>
    pageFileSchema.safeParse({ meta: fields, components: [{ category: 'Heroes', name: 'TitleBand' }] });
  const messages = (result: {
    success: boolean;
    error?: { issues: { path: PropertyKey[]; message: string }[] };
  }) => result.error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`) ?? [];

  it('take Warsaw times and a page name', () => {
    expect(
      file({ liveFrom: '2026-10-01T09:00', retireAt: '2026-11-01T00:00', retireTo: 'offers/winter' }).success,
    ).toBe(true);
    expect(file({ liveFrom: '2026-10-01T09:00' }).success).toBe(true);
  });

  it('name what is wrong with a time, in words', () => {
    expect(messages(meta({ liveFrom: 'tomorrow' }))).toEqual([
      'liveFrom: Go-live time must be a date and time such as 2026-10-01T09:00 (Warsaw time)',
    ]);
    expect(messages(meta({ retireAt: '2026-02-30T09:00' }))).toEqual([
      'retireAt: Retirement time must be a real date and time: 2026-02-30T09:00 is not one',
    ]);
    expect(messages(meta({ liveFrom: 20261001 }))).toEqual([
      'liveFrom: Go-live time must be a date and time such as 2026-10-01T09:00',
    ]);
    expect(messages(meta({ retireTo: 'Casino Hotels' }))).toEqual([
      'retireTo: The page to send visitors to after retiring must be a page name such as casino',
    ]);
  });

  it('retire after going live, and send visitors somewhere only when they retire', () => {
    expect(messages(file({ liveFrom: '2026-11-01T00:00', retireAt: '2026-10-01T09:00' }))).toEqual([
      'meta.retireAt: The retirement time must be after the go-live time',
    ]);
    expect(messages(file({ retireTo: 'casino' }))).toEqual([
      'meta.retireTo: A page to send visitors to after retiring needs a retirement time',
    ]);
  });
});

describe('the build’s time', () => {
  it('is SITE_BUILD_TIME when set, an ISO instant with its zone', () => {
    expect(siteBuildTime({ SITE_BUILD_TIME: '2026-10-01T07:00:00Z' }).toISOString()).toBe(
      '2026-10-01T07:00:00.000Z',
    );
    expect(parseBuildTime('2026-10-01T09:00+02:00').toISOString()).toBe('2026-10-01T07:00:00.000Z');
    expect(parseBuildTime('2026-10-01T07:00:00.250Z').toISOString()).toBe('2026-10-01T07:00:00.250Z');
    for (const wrong of ['2026-10-01T09:00', '2026-10-01', 'tomorrow', '2026-02-30T07:00:00Z', '1790000000'])
      expect(() => parseBuildTime(wrong)).toThrow(/SITE_BUILD_TIME must be an ISO 8601 instant/);
  });

  it('is now when it is not set, or blank', () => {
    const before = Date.now();
    expect(siteBuildTime({}).getTime()).toBeGreaterThanOrEqual(before);
    expect(siteBuildTime({ SITE_BUILD_TIME: ' ' }).getTime()).toBeGreaterThanOrEqual(before);
  });

  it('is pinned for the processes a build starts, unless given', () => {
    const env: Record<string, string | undefined> = {};
    const now = utc('2026-10-01T07:00:00Z');
    expect(pinSiteBuildTime(env, now)).toEqual(now);
    expect(env.SITE_BUILD_TIME).toBe('2026-10-01T07:00:00.000Z');
    expect(pinSiteBuildTime(env, utc('2030-01-01T00:00:00Z'))).toEqual(now);
  });
});
