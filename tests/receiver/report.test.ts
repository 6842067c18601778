// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { DEFAULT_OVERDUE_RULE, isOverdue, replyDeadline } from '@/receiver/leads/overdue';
import { officeMinutesBetween, openingOn } from '@/receiver/pipeline/desk/officeHours';
import { reportCsv } from '@/receiver/pipeline/desk/report';
import { reportFigures, type ReportLead, type ReportOffer } from '@/receiver/pipeline/desk/reportFigures';

/**
 * The report's figures on a fortnight worked out by hand: November 2026 in Warsaw (UTC+1), with a
 * weekend (Saturday 7 and Sunday 8) and a Polish public holiday, Independence Day on Wednesday
 * 11 November. The office is open Monday to Friday 9:00–18:00 and Saturday 10:00–14:00, not on
 * Sundays or holidays; the promise is an answer by the end of the next working day (24:00).
 * "Now" is Friday 20 November, 12:00 Warsaw.
 *
 * lead  received (Warsaw)     first answer (Warsaw)   office minutes                       deadline (end of)  kept?
 * A     Fri 6 Nov 17:00       Mon 9 Nov 10:00          Fri 60 + Sat 240 + Mon 60 = 360      Mon 9              yes
 * B     Tue 10 Nov 16:00      Thu 12 Nov 11:00         Tue 120 + Wed (holiday) 0 + Thu 120  Thu 12 (Wed off)   yes
 *                                                      = 240
 * C     Sat 7 Nov 12:00       Sat 7 Nov 13:00          Sat 60                               Mon 9              yes
 * D     Wed 11 Nov 10:00      Fri 13 Nov 15:00         Wed 0 + Thu 540 + Fri 360 = 900      Thu 12             no
 *       (the holiday)
 * E     Mon 9 Nov 08:00       Mon 9 Nov 08:30          0 (before opening)                   Tue 10             yes
 * F     Thu 12 Nov 09:30      none                     —                                    Fri 13             no (passed)
 * G     Thu 19 Nov 10:00      none                     —                                    Fri 20             not yet
 *
 * Median of the five answered: 0, 60, 240, 360, 900 → 240 minutes (4 h).
 * Within the promise: A, B, C, E = 4 of the 6 whose outcome is known (G's deadline has not passed) → 4/6.
 * Booked: A (2 500,00 EUR) and C (4 800,00 PLN) → 2 of 7 leads.
 * By landing page: /casino A B D → 1 of 3; /pl/kasyno C E → 1 of 2; none F G → 0 of 2.
 * By language: pl A C D E → 2 of 4; en B F G → 0 of 3.
 * Offers: B was sent version 1, then version 2, which it accepted → 2 sent, 1 accepted.
 */

const warsaw = (date: string, time: string) => new Date(`${date}T${time}:00+01:00`).toISOString();
const NOW = new Date(warsaw('2026-11-20', '12:00'));

const lead = (id: string, overrides: Partial<ReportLead>): ReportLead => ({
  id,
  created_at: NOW.toISOString(),
  contacted_at: null,
  status: 'contacted',
  booking_value_minor: null,
  booking_currency: null,
  landing_page: null,
  locale: 'en',
  interest: 'Casino hotel stay',
  ...overrides,
});

const FIXTURE: ReportLead[] = [
  lead('A', {
    created_at: warsaw('2026-11-06', '17:00'),
    contacted_at: warsaw('2026-11-09', '10:00'),
    status: 'booked',
    booking_value_minor: 250_000,
    booking_currency: 'EUR',
    landing_page: '/casino',
    locale: 'pl',
  }),
  lead('B', {
    created_at: warsaw('2026-11-10', '16:00'),
    contacted_at: warsaw('2026-11-12', '11:00'),
    status: 'accepted',
    landing_page: '/casino',
  }),
  lead('C', {
    created_at: warsaw('2026-11-07', '12:00'),
    contacted_at: warsaw('2026-11-07', '13:00'),
    status: 'booked',
    booking_value_minor: 480_000,
    booking_currency: 'PLN',
    landing_page: '/pl/kasyno',
    locale: 'pl',
  }),
  lead('D', {
    created_at: warsaw('2026-11-11', '10:00'),
    contacted_at: warsaw('2026-11-13', '15:00'),
    landing_page: '/casino',
    locale: 'pl',
  }),
  lead('E', {
    created_at: warsaw('2026-11-09', '08:00'),
    contacted_at: warsaw('2026-11-09', '08:30'),
    status: 'lost',
    landing_page: '/pl/kasyno',
    locale: 'pl',
  }),
  lead('F', { created_at: warsaw('2026-11-12', '09:30'), status: 'new' }),
  lead('G', { created_at: warsaw('2026-11-19', '10:00'), status: 'new' }),
];

const OFFERS: ReportOffer[] = [
  { lead_id: 'B', sent_at: warsaw('2026-11-12', '11:00'), accepted_at: null },
  { lead_id: 'B', sent_at: warsaw('2026-11-13', '10:00'), accepted_at: warsaw('2026-11-14', '09:00') },
  // A draft never sent, and an offer of a lead outside the report: neither counts.
  { lead_id: 'D', sent_at: null, accepted_at: null },
  { lead_id: 'Z', sent_at: warsaw('2026-11-13', '10:00'), accepted_at: warsaw('2026-11-14', '09:00') },
];

const RULES = { now: NOW, overdue: DEFAULT_OVERDUE_RULE, defaultCurrency: 'EUR' };
const byId = (id: string) => FIXTURE.find((row) => row.id === id)!;

describe('the office’s hours', () => {
  it('counts only the hours the office is open, across the weekend and the holiday', () => {
    const minutes = Object.fromEntries(
      FIXTURE.filter((row) => row.contacted_at).map((row) => [
        row.id,
        officeMinutesBetween(row.created_at, row.contacted_at!),
      ]),
    );
    expect(minutes).toEqual({ A: 360, B: 240, C: 60, D: 900, E: 0 });
  });

  it('is closed on Sundays and public holidays, a Saturday holiday too, and open 10–14 on other Saturdays', () => {
    expect(openingOn('2026-11-07')).toEqual({ opens: 10, closes: 14 });
    expect(openingOn('2026-11-08')).toBeUndefined();
    expect(openingOn('2026-11-11')).toBeUndefined();
    expect(openingOn('2026-11-12')).toEqual({ opens: 9, closes: 18 });
    // The Assumption, Saturday 15 August 2026 (UTC+2): Friday 17:00–18:00 and Monday 9:00–10:00 only.
    expect(openingOn('2026-08-15')).toBeUndefined();
    expect(officeMinutesBetween('2026-08-14T15:00:00.000Z', '2026-08-17T08:00:00.000Z')).toBe(120);
  });
});

describe('the report’s figures', () => {
  const figures = reportFigures(FIXTURE, OFFERS, RULES);

  it('gives the median first answer in office hours and the share answered within the promise', () => {
    expect(figures.leads).toBe(7);
    expect(figures.answered).toBe(5);
    expect(figures.medianFirstAnswerMinutes).toBe(240);
    expect(figures.promise).toEqual({ within: 4, decided: 6, share: 4 / 6 });
  });

  it('gives the offers, the bookings, their value per currency and the booked rate by landing page and language', () => {
    expect([figures.offersSent, figures.offersAccepted]).toEqual([2, 1]);
    expect(figures.bookings).toBe(2);
    expect(figures.bookedValue).toEqual([
      { minor: 480_000, currency: 'PLN' },
      { minor: 250_000, currency: 'EUR' },
    ]);
    expect(figures.bookedRate).toBe(2 / 7);
    expect(figures.byLandingPage).toEqual([
      { group: '/casino', leads: 3, booked: 1, rate: 1 / 3 },
      { group: '', leads: 2, booked: 0, rate: 0 },
      { group: '/pl/kasyno', leads: 2, booked: 1, rate: 1 / 2 },
    ]);
    expect(figures.byLanguage).toEqual([
      { group: 'pl', leads: 4, booked: 2, rate: 1 / 2 },
      { group: 'en', leads: 3, booked: 0, rate: 0 },
    ]);
  });

  it('writes them as CSV, one figure a row', () => {
    const csv = reportCsv({ from: '2026-11-01', to: '2026-11-20' }, figures);
    const lines = csv.split('\r\n');
    expect(lines[0]).toBe('measure,group,value');
    for (const line of [
      '"leads","","7"',
      '"median_first_answer_office_minutes","","240"',
      '"share_within_promise","","0.6667"',
      '"booked_value","PLN","4800.00"',
      '"booked_value","EUR","2500.00"',
      '"booked_rate","","0.2857"',
      '"booked_rate_by_landing_page","/casino","0.3333"',
      '"leads_by_landing_page","","2"',
    ])
      expect(lines).toContain(line);
    expect(csv.endsWith('\r\n')).toBe(true);
  });
});

describe('the overdue rule on the same fortnight', () => {
  const waiting = (id: string) => ({ awaiting_since: byId(id).created_at });

  it('is missed by F (due by the end of Friday 13th), not yet by G (due by the end of Friday 20th)', () => {
    expect(isOverdue(waiting('F'), NOW)).toBe(true);
    expect(isOverdue(waiting('G'), NOW)).toBe(false);
    expect(isOverdue({ awaiting_since: null }, NOW)).toBe(false);
  });

  it('skips the weekend and the holiday: each lead’s deadline is the end of its next working day', () => {
    const deadlines = Object.fromEntries(
      ['A', 'B', 'C', 'D', 'E', 'F', 'G'].map((id) => [id, replyDeadline(byId(id).created_at).toISOString()]),
    );
    expect(deadlines).toEqual({
      A: warsaw('2026-11-10', '00:00'), // Friday → the end of Monday 9th
      B: warsaw('2026-11-13', '00:00'), // Tuesday → Wednesday is the holiday → the end of Thursday 12th
      C: warsaw('2026-11-10', '00:00'), // Saturday → the end of Monday 9th
      D: warsaw('2026-11-13', '00:00'), // the holiday → the end of Thursday 12th
      E: warsaw('2026-11-11', '00:00'), // Monday → the end of Tuesday 10th
      F: warsaw('2026-11-14', '00:00'), // Thursday → the end of Friday 13th
      G: warsaw('2026-11-21', '00:00'), // Thursday → the end of Friday 20th
    });
    // A minute before B's deadline nobody is late; at it, B would be.
    expect(isOverdue(waiting('B'), new Date(warsaw('2026-11-12', '23:59')))).toBe(false);
    expect(isOverdue(waiting('B'), new Date(warsaw('2026-11-13', '00:00')))).toBe(true);
    // On the holiday itself, a lead of Tuesday is not overdue.
    expect(isOverdue(waiting('B'), new Date(warsaw('2026-11-11', '20:00')))).toBe(false);
  });
});
