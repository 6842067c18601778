// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { DEFAULT_OVERDUE_RULE, isOverdue, isWorkingDay, replyDeadline } from '@/receiver/leads/overdue';

/** The deadline as a UTC ISO string, which is how the expectations below are written. */
const deadline = (receivedAtIso: string, rule = DEFAULT_OVERDUE_RULE) =>
  replyDeadline(receivedAtIso, rule).toISOString();

describe('isWorkingDay', () => {
  it('takes Monday to Friday', () => {
    expect(isWorkingDay('2027-06-14')).toBe(true); // Monday
    expect(isWorkingDay('2027-06-18')).toBe(true); // Friday
    expect(isWorkingDay('2027-06-19')).toBe(false); // Saturday
    expect(isWorkingDay('2027-06-20')).toBe(false); // Sunday
  });

  it('leaves out Polish public holidays but not the library’s observances or school days', () => {
    expect(isWorkingDay('2027-11-11')).toBe(false); // Independence Day, a Thursday
    expect(isWorkingDay('2027-03-29')).toBe(false); // Easter Monday
    expect(isWorkingDay('2027-05-27')).toBe(false); // Corpus Christi, a Thursday
    expect(isWorkingDay('2027-12-24')).toBe(false); // Christmas Eve, a day off since 2025
    expect(isWorkingDay('2027-03-26')).toBe(true); // Good Friday: a school holiday only
    expect(isWorkingDay('2027-12-27')).toBe(true); // an observance
  });

  it('refuses what is not a calendar date', () => {
    expect(() => isWorkingDay('2027-02-30')).toThrow(RangeError);
    expect(() => isWorkingDay('2027-6-1')).toThrow(RangeError);
  });
});

describe('replyDeadline', () => {
  it('is the end of the next working day, midnight Warsaw time', () => {
    // Tuesday 15 June 2027, 10:00 in Warsaw (CEST) -> the end of Wednesday.
    expect(deadline('2027-06-15T08:00:00.000Z')).toBe('2027-06-16T22:00:00.000Z');
  });

  it('runs across a weekend: Friday evening is due at the end of Monday', () => {
    expect(deadline('2027-06-18T17:30:00.000Z')).toBe('2027-06-21T22:00:00.000Z');
  });

  it('counts from Saturday for a lead received on a Saturday', () => {
    expect(deadline('2027-06-19T09:00:00.000Z')).toBe('2027-06-21T22:00:00.000Z');
  });

  it('skips 1 May (a Saturday in 2027), the weekend and 3 May', () => {
    expect(isWorkingDay('2027-05-01')).toBe(false);
    // Friday 30 April 2027, 15:00 in Warsaw -> Saturday, Sunday, Monday 3 May off -> Tuesday 4 May.
    expect(deadline('2027-04-30T13:00:00.000Z')).toBe('2027-05-04T22:00:00.000Z');
  });

  it('skips a public holiday in the week: Wednesday 10 November is due at the end of Friday 12th', () => {
    expect(deadline('2027-11-10T09:00:00.000Z')).toBe('2027-11-12T23:00:00.000Z');
  });

  it('skips Easter Monday', () => {
    // Friday 26 March 2027 (Good Friday, a working day) -> weekend, Easter Monday -> Tuesday 30th.
    expect(deadline('2027-03-26T10:00:00.000Z')).toBe('2027-03-30T22:00:00.000Z');
  });

  it('skips Christmas Eve, Christmas and the weekend they fall on in 2027', () => {
    // Thursday 23 December -> Friday 24th to Sunday 26th off -> Monday 27th.
    expect(deadline('2027-12-23T12:00:00.000Z')).toBe('2027-12-27T23:00:00.000Z');
  });

  it('crosses into the next year’s holidays: New Year’s Eve is due on Monday 3 January', () => {
    expect(deadline('2027-12-31T10:00:00.000Z')).toBe('2028-01-03T23:00:00.000Z');
  });

  it('takes the day received in Warsaw, not in UTC', () => {
    // 23:30 on Tuesday in Warsaw is still Tuesday: due at the end of Wednesday.
    expect(deadline('2027-06-15T21:30:00.000Z')).toBe('2027-06-16T22:00:00.000Z');
    // 00:30 on Wednesday in Warsaw is Tuesday 22:30 in UTC: due at the end of Thursday.
    expect(deadline('2027-06-15T22:30:00.000Z')).toBe('2027-06-17T22:00:00.000Z');
    // In winter too (CET): 00:30 on Wednesday 17 November is 23:30 on Tuesday in UTC.
    expect(deadline('2027-11-16T23:30:00.000Z')).toBe('2027-11-18T23:00:00.000Z');
  });

  it('keeps Warsaw’s midnight across the spring change (last Sunday of March)', () => {
    // Friday 26 March 2027 in CET -> due Tuesday 30th (after Easter), midnight CEST.
    expect(deadline('2027-03-26T20:00:00.000Z')).toBe('2027-03-30T22:00:00.000Z');
    // 2026: Friday 27 March, 23:30 CET -> due Monday 30th, midnight CEST (22:00 UTC, not 23:00).
    expect(deadline('2026-03-27T22:30:00.000Z')).toBe('2026-03-30T22:00:00.000Z');
    // Received on the Sunday of the change itself, 03:30 CEST -> Monday.
    expect(deadline('2026-03-29T01:30:00.000Z')).toBe('2026-03-30T22:00:00.000Z');
  });

  it('keeps Warsaw’s midnight across the autumn change (last Sunday of October)', () => {
    // Friday 23 October 2026, CEST -> due Monday 26th, midnight CET (23:00 UTC, not 22:00).
    expect(deadline('2026-10-23T15:00:00.000Z')).toBe('2026-10-26T23:00:00.000Z');
    // The repeated hour of Sunday 25 October: 02:30 CEST and 02:30 CET are both Sunday.
    expect(deadline('2026-10-25T00:30:00.000Z')).toBe('2026-10-26T23:00:00.000Z');
    expect(deadline('2026-10-25T01:30:00.000Z')).toBe('2026-10-26T23:00:00.000Z');
    // Saturday 24 October, 00:30 Sunday in Warsaw, still 22:30 Saturday in UTC.
    expect(deadline('2026-10-24T22:30:00.000Z')).toBe('2026-10-26T23:00:00.000Z');
  });

  it('ends the day at endOfDayHour when the rule says "by 17:00"', () => {
    const by17 = { workingDaysToAnswer: 1, endOfDayHour: 17 };
    expect(deadline('2027-06-18T17:30:00.000Z', by17)).toBe('2027-06-21T15:00:00.000Z'); // CEST
    expect(deadline('2027-11-10T09:00:00.000Z', by17)).toBe('2027-11-12T16:00:00.000Z'); // CET
    expect(deadline('2026-03-27T12:00:00.000Z', by17)).toBe('2026-03-30T15:00:00.000Z'); // after the change
  });

  it('takes more working days, or the first working day from the day received with 0', () => {
    expect(deadline('2027-11-10T09:00:00.000Z', { workingDaysToAnswer: 2, endOfDayHour: 24 })).toBe(
      '2027-11-15T23:00:00.000Z',
    );
    const sameDay = { workingDaysToAnswer: 0, endOfDayHour: 24 };
    expect(deadline('2027-06-15T08:00:00.000Z', sameDay)).toBe('2027-06-15T22:00:00.000Z');
    expect(deadline('2027-06-19T09:00:00.000Z', sameDay)).toBe('2027-06-21T22:00:00.000Z');
  });

  it('refuses a rule or a time it cannot use', () => {
    expect(() =>
      replyDeadline('2027-06-15T08:00:00.000Z', { workingDaysToAnswer: -1, endOfDayHour: 24 }),
    ).toThrow(RangeError);
    expect(() =>
      replyDeadline('2027-06-15T08:00:00.000Z', { workingDaysToAnswer: 1, endOfDayHour: 0 }),
    ).toThrow(RangeError);
    expect(() =>
      replyDeadline('2027-06-15T08:00:00.000Z', { workingDaysToAnswer: 1, endOfDayHour: 17.5 }),
    ).toThrow(RangeError);
    expect(() => replyDeadline('yesterday')).toThrow(RangeError);
  });
});

describe('isOverdue', () => {
  const lead = { awaiting_since: '2027-06-18T17:30:00.000Z' };

  it('turns true once the deadline has come, not before', () => {
    expect(isOverdue(lead, new Date('2027-06-21T21:59:59.999Z'))).toBe(false);
    expect(isOverdue(lead, new Date('2027-06-21T22:00:00.000Z'))).toBe(true);
  });

  it('applies while a visitor message waits for the office, and not once answered', () => {
    const late = new Date('2027-07-01T12:00:00.000Z');
    expect(isOverdue(lead, late)).toBe(true);
    expect(isOverdue({ awaiting_since: null }, late)).toBe(false);
  });

  it('follows the rule it is given', () => {
    const by17 = { workingDaysToAnswer: 1, endOfDayHour: 17 };
    expect(isOverdue(lead, new Date('2027-06-21T15:00:00.000Z'), by17)).toBe(true);
    expect(isOverdue(lead, new Date('2027-06-21T15:00:00.000Z'))).toBe(false);
  });
});
