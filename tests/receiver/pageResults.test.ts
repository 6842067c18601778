// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { pageResults } from '@/receiver/measure/pageResults';
import type { CountRow, ResultLead } from '@/receiver/measure/results';

const PERIOD = { from: '2026-11-06', to: '2026-12-05' };
const count = (day: string, path: string, views: number, kind: 'view' | 'form' = 'view'): CountRow => ({
  day,
  kind,
  path,
  locale: 'en',
  referrer: '',
  utm_source: '',
  utm_medium: '',
  utm_campaign: '',
  device: 'phone',
  count: views,
});
const lead = (
  landing_page: string | null,
  status = 'new',
  value: number | null = null,
  currency: string | null = null,
): ResultLead => ({
  id: `${Math.random()}`,
  created_at: '2026-12-01T10:00:00.000Z',
  landing_page,
  utm_campaign: null,
  locale: 'en',
  status,
  booking_value_minor: value,
  booking_currency: currency,
  offer_sent: 0,
});

describe('each page’s figures for the studio’s page list', () => {
  it('counts views over 7 and 30 days and a day, enquiries, bookings and their value per page, one spelling of each address', () => {
    const pages = pageResults(
      PERIOD,
      [
        count('2026-12-05', '/casino', 40),
        count('2026-11-29', '/casino', 5),
        count('2026-11-28', '/casino', 100),
        count('2026-12-05', '/casino', 9, 'form'),
        count('2026-11-06', '/pl/', 3),
        count('2026-12-04', '/pl', 4),
      ],
      [
        lead('/casino', 'booked', 1_250_000, 'PLN'),
        lead('/casino', 'booked', 50_000, null),
        lead('/casino'),
        lead(null, 'booked', 9, 'PLN'),
      ],
      'EUR',
    );
    expect(pages.map((page) => page.path)).toEqual(['/casino', '/pl']);
    const [casino, pl] = pages;
    expect(casino).toMatchObject({
      views7: 45,
      views30: 145,
      enquiries: 3,
      bookings: 2,
      bookedValue: [
        { minor: 1_250_000, currency: 'PLN' },
        { minor: 50_000, currency: 'EUR' },
      ],
    });
    expect(casino?.trend).toHaveLength(30);
    expect(casino?.trend[29]).toBe(40);
    expect(casino?.trend[22]).toBe(100);
    expect(casino?.trend.reduce((sum, views) => sum + views, 0)).toBe(145);
    expect(pl).toMatchObject({ views7: 4, views30: 7, enquiries: 0, bookings: 0, bookedValue: [] });
    expect(pl?.trend[0]).toBe(3);
  });
});
