// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { type ConversionLead, conversionsCsv, googleConversionTime } from '@/receiver/leads/conversions';

const NOW = new Date('2027-06-01T12:00:00.000Z');
const OPTIONS = { now: NOW, bookedName: 'Booking', defaultCurrency: 'EUR' };

function lead(overrides: Partial<ConversionLead> = {}): ConversionLead {
  return {
    gclid: 'Cj0KCQjw_abc-123',
    created_at: '2027-05-10T09:00:00.000Z',
    booked_at: '2027-05-14T11:00:00.000Z',
    booking_value: 1499.5,
    booking_currency: 'EUR',
    contacted_at: '2027-05-11T08:00:00.000Z',
    status: 'booked',
    consent_ad_user_data: 'granted',
    ...overrides,
  };
}

/** The data rows, without the parameter line, the header and the empty string after the last CRLF. */
const dataLines = (csv: string) => csv.split('\r\n').slice(2, -1);

/** RFC 4180: records end with CRLF; a quoted field may hold commas, CRLF and doubled quotes. */
function parseRfc4180(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let current = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i];
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        current += '"';
        i += 1;
      } else if (char === '"') quoted = false;
      else current += char;
    } else if (char === '"') {
      if (current !== '') throw new Error(`a quote inside an unquoted field at ${i}`);
      quoted = true;
    } else if (char === ',') {
      record.push(current);
      current = '';
    } else if (char === '\r' && text[i + 1] === '\n') {
      record.push(current);
      records.push(record);
      record = [];
      current = '';
      i += 1;
    } else if (char === '\r' || char === '\n') {
      throw new Error(`a bare line break at ${i}`);
    } else current += char;
  }
  if (quoted) throw new Error('an unclosed quote');
  if (current !== '' || record.length > 0) throw new Error('the last record does not end with CRLF');
  return records;
}

/** "2027-05-14 13:00:00+0200" back to the instant it names. */
function instantOf(googleTime: string): Date {
  const match = /^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2}:\d{2})([+-]\d{2})(\d{2})$/.exec(googleTime);
  if (!match) throw new Error(`not Google's format: ${googleTime}`);
  return new Date(`${match[1]}T${match[2]}${match[3]}:${match[4]}`);
}

describe('conversionsCsv', () => {
  it('starts with the time zone parameter line and Google’s header', () => {
    const { csv } = conversionsCsv([], OPTIONS);
    expect(csv).toBe(
      'Parameters:TimeZone=Europe/Warsaw\r\n' +
        'Google Click ID,Conversion Name,Conversion Time,Conversion Value,Conversion Currency\r\n',
    );
  });

  it('writes one row per booked lead with a click id: booking time, value and currency', () => {
    const result = conversionsCsv([lead()], OPTIONS);
    expect(dataLines(result.csv)).toEqual(['Cj0KCQjw_abc-123,Booking,2027-05-14 13:00:00+0200,1499.5,EUR']);
    expect(result).toMatchObject({ rows: 1, tooOld: 0, withoutConsent: 0 });
  });

  it('writes Warsaw time with the summer or the winter offset', () => {
    expect(googleConversionTime(new Date('2027-05-14T11:00:00.000Z'))).toBe('2027-05-14 13:00:00+0200');
    expect(googleConversionTime(new Date('2027-01-14T11:00:00.000Z'))).toBe('2027-01-14 12:00:00+0100');
    // Either side of the autumn change, the repeated 02:30.
    expect(googleConversionTime(new Date('2026-10-25T00:30:00.000Z'))).toBe('2026-10-25 02:30:00+0200');
    expect(googleConversionTime(new Date('2026-10-25T01:30:00.000Z'))).toBe('2026-10-25 02:30:00+0100');
    // Midnight is 00, never 24.
    expect(googleConversionTime(new Date('2027-01-13T23:00:00.000Z'))).toBe('2027-01-14 00:00:00+0100');
    const winter = conversionsCsv(
      [lead({ booked_at: '2026-12-02T16:45:30.000Z', created_at: '2026-11-20T09:00:00.000Z' })],
      {
        ...OPTIONS,
        now: new Date('2026-12-10T12:00:00.000Z'),
      },
    );
    expect(dataLines(winter.csv)[0]).toContain(',2026-12-02 17:45:30+0100,');
  });

  it('formats the value with a dot and at most 2 decimals, and defaults the currency', () => {
    const lines = dataLines(
      conversionsCsv(
        [
          lead({ booking_value: 1500 }),
          lead({ booking_value: 12.345678, booking_currency: 'pln' }),
          lead({ booking_value: 0.1 + 0.2, booking_currency: null }),
          lead({ booking_value: null, booking_currency: 'EUR' }),
        ],
        OPTIONS,
      ).csv,
    );
    expect(lines.map((line) => line.split(',').slice(3).join(','))).toEqual([
      '1500,EUR',
      '12.35,PLN',
      '0.3,EUR',
      ',',
    ]);
  });

  it('leaves out leads whose click is over 90 days old, and counts them', () => {
    const ninetyDaysAgo = new Date(NOW.getTime() - 90 * 86_400_000).toISOString();
    const justInside = new Date(NOW.getTime() - 90 * 86_400_000 + 1000).toISOString();
    const result = conversionsCsv(
      [
        lead({ gclid: 'old', created_at: '2027-02-01T09:00:00.000Z' }),
        lead({ gclid: 'older', created_at: new Date(NOW.getTime() - 90 * 86_400_000 - 1).toISOString() }),
        lead({ gclid: 'edge', created_at: ninetyDaysAgo }),
        lead({ gclid: 'inside', created_at: justInside }),
        // Old, but nothing to report: not counted as lost.
        lead({ gclid: 'new-old', created_at: '2027-01-01T09:00:00.000Z', status: 'new', booked_at: null }),
      ],
      OPTIONS,
    );
    expect(result.tooOld).toBe(2);
    expect(result.rows).toBe(2);
    expect(dataLines(result.csv).map((line) => line.split(',')[0])).toEqual(['edge', 'inside']);
  });

  it('leaves out leads not booked and leads without a click id', () => {
    const result = conversionsCsv(
      [
        lead({ status: 'new', booked_at: null }),
        lead({ status: 'contacted', booked_at: null }),
        // Booked once, closed since (a cancellation, say): not reported as a sale.
        lead({ status: 'closed' }),
        lead({ gclid: null }),
        lead({ gclid: '' }),
        lead({ gclid: 'kept' }),
      ],
      OPTIONS,
    );
    expect(result.rows).toBe(1);
    expect(dataLines(result.csv)).toEqual(['kept,Booking,2027-05-14 13:00:00+0200,1499.5,EUR']);
  });

  it('adds a row without value for every contacted lead when a qualified conversion is named', () => {
    const result = conversionsCsv(
      [
        lead({ gclid: 'booked' }),
        lead({
          gclid: 'contacted',
          status: 'contacted',
          booked_at: null,
          contacted_at: '2027-05-12T06:15:00.000Z',
        }),
        lead({ gclid: 'untouched', status: 'new', booked_at: null, contacted_at: null }),
      ],
      { ...OPTIONS, qualifiedName: 'Qualified lead' },
    );
    // In time order: the booked lead's contact, the other contact, the booking.
    expect(dataLines(result.csv)).toEqual([
      'booked,Qualified lead,2027-05-11 10:00:00+0200,,',
      'contacted,Qualified lead,2027-05-12 08:15:00+0200,,',
      'booked,Booking,2027-05-14 13:00:00+0200,1499.5,EUR',
    ]);
    expect(result.rows).toBe(3);
    expect(conversionsCsv([lead({ status: 'contacted', booked_at: null })], OPTIONS).rows).toBe(0);
  });

  it('keeps only conversions at or after `since`', () => {
    const result = conversionsCsv(
      [lead({ gclid: 'a' }), lead({ gclid: 'b', booked_at: '2027-05-20T10:00:00.000Z' })],
      {
        ...OPTIONS,
        qualifiedName: 'Qualified lead',
        since: new Date('2027-05-14T11:00:00.000Z'),
      },
    );
    expect(dataLines(result.csv).map((line) => line.split(',').slice(0, 2).join(','))).toEqual([
      'a,Booking',
      'b,Booking',
    ]);
  });

  it('quotes a conversion name that holds a comma or a quote', () => {
    const { csv } = conversionsCsv([lead()], { ...OPTIONS, bookedName: 'Booking, "Malta"' });
    expect(dataLines(csv)).toEqual([
      'Cj0KCQjw_abc-123,"Booking, ""Malta""",2027-05-14 13:00:00+0200,1499.5,EUR',
    ]);
  });

  it('carries no personal data', () => {
    const withPersonalData = {
      ...lead(),
      name: 'Jan Kowalski',
      email: 'jan@example.pl',
      message: 'Hello there',
    };
    const { csv } = conversionsCsv([withPersonalData], { ...OPTIONS, qualifiedName: 'Qualified' });
    expect(csv).not.toMatch(/Kowalski|example\.pl|Hello/);
  });

  it('reads back as Google documents the file', () => {
    const leads = [
      lead({ gclid: 'summer' }),
      lead({
        gclid: 'winter',
        created_at: '2027-03-20T09:00:00.000Z',
        booked_at: '2027-03-27T22:59:59.000Z',
      }),
      lead({
        gclid: 'spring-change',
        created_at: '2027-03-20T09:00:00.000Z',
        booked_at: '2027-03-28T01:00:00.000Z',
      }),
      lead({ gclid: 'contacted', status: 'contacted', booked_at: null }),
    ];
    const { csv } = conversionsCsv(leads, {
      ...OPTIONS,
      bookedName: 'Booking, paid',
      qualifiedName: 'Qualified',
    });
    const [parameters, header, ...rows] = parseRfc4180(csv);
    expect(parameters).toEqual(['Parameters:TimeZone=Europe/Warsaw']);
    expect(header).toEqual([
      'Google Click ID',
      'Conversion Name',
      'Conversion Time',
      'Conversion Value',
      'Conversion Currency',
    ]);
    // Three bookings and four contacts (the booked leads were contacted too).
    expect(rows).toHaveLength(7);
    const expectedInstants = new Map([
      ['summer/Booking, paid', lead().booked_at],
      ['winter/Booking, paid', '2027-03-27T22:59:59.000Z'],
      ['spring-change/Booking, paid', '2027-03-28T01:00:00.000Z'],
    ]);
    for (const row of rows) {
      expect(row).toHaveLength(5);
      const [gclid, name, time, value, currency] = row as [string, string, string, string, string];
      expect(gclid).toMatch(/^[A-Za-z0-9_-]+$/);
      expect(time).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}[+-]\d{4}$/);
      if (name === 'Qualified') {
        expect(instantOf(time).toISOString()).toBe(lead().contacted_at);
        expect([value, currency]).toEqual(['', '']);
      } else {
        expect(name).toBe('Booking, paid');
        expect(instantOf(time).toISOString()).toBe(expectedInstants.get(`${gclid}/${name}`));
        expect(value).toMatch(/^\d+(\.\d{1,2})?$/);
        expect(currency).toMatch(/^[A-Z]{3}$/);
      }
    }
    // The two sides of the spring change: 23:59:59 CET and 03:00 CEST.
    expect(rows.map((row) => row[2])).toContain('2027-03-27 23:59:59+0100');
    expect(rows.map((row) => row[2])).toContain('2027-03-28 03:00:00+0200');
  });
});

describe('consent to advertising (Google’s EU user consent policy)', () => {
  it('writes only the leads whose visitor granted ad_user_data, and counts the others left out', () => {
    const result = conversionsCsv(
      [
        lead({ gclid: 'granted' }),
        lead({ gclid: 'denied', consent_ad_user_data: 'denied' }),
        lead({ gclid: 'before-the-notice', consent_ad_user_data: null }),
        // No conversion at all: not counted as left out.
        lead({
          gclid: 'untouched',
          status: 'new',
          booked_at: null,
          contacted_at: null,
          consent_ad_user_data: null,
        }),
      ],
      OPTIONS,
    );
    expect(dataLines(result.csv).map((line) => line.split(',')[0])).toEqual(['granted']);
    expect(result).toMatchObject({ rows: 1, withoutConsent: 2 });
  });
});
