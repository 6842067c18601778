import { describe, expect, it } from 'vitest';
import { dateInWords } from '@/lib/model/i18n/dates';

describe('dateInWords', () => {
  it('says a date field’s day in words in the page’s language', () => {
    expect(dateInWords('2027-05-12', 'pl')).toBe('środa, 12 maja 2027');
    expect(dateInWords('2027-05-12', 'en')).toMatch(/^Wednesday,? 12 May 2027$/);
    expect(dateInWords('2028-02-29', 'pl')).toBe('wtorek, 29 lutego 2028');
  });

  it('says the calendar day typed, whatever the time zone of the browser', () => {
    const zone = process.env.TZ;
    try {
      // Ten hours behind and fourteen ahead of UTC: a conversion through local time would move a day.
      for (const timeZone of ['Pacific/Honolulu', 'Pacific/Kiritimati']) {
        process.env.TZ = timeZone;
        expect(dateInWords('2027-12-31', 'pl'), timeZone).toBe('piątek, 31 grudnia 2027');
        expect(dateInWords('2028-01-01', 'pl'), timeZone).toBe('sobota, 1 stycznia 2028');
      }
    } finally {
      process.env.TZ = zone;
    }
  });

  it('says nothing of an empty field or of a day the calendar does not have', () => {
    for (const value of [
      '',
      '2027-02-30',
      '2027-02-29',
      '2027-13-01',
      '2027-5-12',
      '12.05.2027',
      ' 2027-05-12',
    ]) {
      expect(dateInWords(value, 'pl'), value).toBeUndefined();
    }
  });
});
