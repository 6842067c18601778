// @vitest-environment node
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeEach, afterEach, describe, expect, it } from 'vitest';
import { buildReceiver } from '@/receiver/app';
import { readSettings } from '@/receiver/config/settings';
import { openDatabase, type LeadsDb } from '@/receiver/db/database';
import { results, type CountRow, type ResultLead } from '@/receiver/measure/results';
import { purgeOldViews } from '@/receiver/measure/viewCounter';
import { SITE } from './support/injected';
import { signedIn } from './support/desk';
import { storageBackends } from './support/postgres';

const CHROME =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/143.0.0.0 Safari/537.36';
const BOTS = [
  'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/143.0.0.0 Safari/537.36',
  'curl/8.5.0',
  'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/121.0.0.0 Mobile Safari/537.36 Chrome-Lighthouse',
];

/** A small seeded generator (mulberry32): the same 2,000 visits every run. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const PAGES = ['/', '/casino', '/about-us', '/contact-us', '/pl/', '/pl/kasyno', '/pl/o-nas', '/pl/kontakt'];
const CAMPAIGNS = [
  { s: '', m: '', c: '' },
  { s: 'google', m: 'cpc', c: 'lato' },
  { s: 'google', m: 'cpc', c: 'zima 2027' },
  { s: 'newsletter', m: 'email', c: 'lato' },
];
const REFERRERS = ['', 'www.google.com', 'www.facebook.com', 'l.instagram.com'];
const DEVICES = ['phone', 'tablet', 'desktop'] as const;
const DAYS = ['2027-03-01', '2027-03-02', '2027-03-03'];

/** The counts are kept in either database the receiver runs on: each test has one of its own. */
const storage = storageBackends('measure');
const BACKENDS = storage.backends;
afterAll(() => storage.stop());

describe.each(BACKENDS)(
  'our own measurement: the beacons counted on the Results page ($name)',
  ({ environment }) => {
    let app: FastifyInstance;
    let db: LeadsDb;
    let clock = new Date('2027-03-01T10:00:00Z');
    beforeEach(async () => {
      const settings = readSettings(await environment());
      db = await openDatabase(settings.database);
      app = await buildReceiver({ db, settings, now: () => clock });
    }, 60_000);
    afterEach(async () => {
      await app.close();
      await db.destroy();
    });

    const beacon = (fields: Record<string, string>, headers: Record<string, string> = {}) =>
      app.inject({
        method: 'POST',
        url: '/api/view',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          origin: SITE,
          'user-agent': CHROME,
          ...headers,
        },
        payload: new URLSearchParams(fields).toString(),
      });

    it('2,000 simulated visits across pages, languages, campaigns and devices, and some robots: the page and its CSV give exactly what was sent, robots left out', async () => {
      const next = random(49);
      const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!;
      const expected = {
        views: new Map<string, number>(),
        forms: new Map<string, number>(),
        device: new Map<string, number>(),
        referrer: new Map<string, number>(),
        day: new Map<string, number>(),
      };
      const add = (map: Map<string, number>, key: string) => map.set(key, (map.get(key) ?? 0) + 1);
      let bots = 0;
      for (let visit = 0; visit < 2000; visit += 1) {
        const day = DAYS[visit % DAYS.length]!;
        clock = new Date(`${day}T${String(8 + (visit % 12)).padStart(2, '0')}:00:00Z`);
        const page = pick(PAGES);
        const locale = page.startsWith('/pl/') ? 'pl' : 'en';
        const campaign = pick(CAMPAIGNS);
        const device = pick(DEVICES);
        const referrer = pick(REFERRERS);
        const bot = next() < 0.12;
        const startsForm = next() < 0.15;
        const headers: Record<string, string> = bot ? { 'user-agent': pick(BOTS) } : {};
        const fields = {
          p: page,
          l: locale,
          r: referrer,
          s: campaign.s,
          m: campaign.m,
          c: campaign.c,
          d: device,
        };
        expect((await beacon({ k: 'view', ...fields }, headers)).statusCode).toBe(204);
        if (startsForm) expect((await beacon({ k: 'form', ...fields }, headers)).statusCode).toBe(204);
        if (bot) {
          bots += 1;
          continue;
        }
        const key = [page, campaign.c, locale].join('|');
        add(expected.views, key);
        if (startsForm) add(expected.forms, key);
        add(expected.device, device);
        add(expected.referrer, referrer);
        add(expected.day, day);
      }
      expect(bots).toBeGreaterThan(150);
      // What no page of ours sends, and what another site sends, is refused and not counted.
      expect(
        (await beacon({ k: 'view', p: 'https://evil.example/', l: 'en', r: '', d: 'phone' })).statusCode,
      ).toBe(400);
      expect((await beacon({ k: 'click', p: '/', l: 'en', r: '', d: 'phone' })).statusCode).toBe(400);
      expect((await beacon({ k: 'view', p: '/', l: 'de', r: '', d: 'phone' })).statusCode).toBe(400);
      expect((await beacon({ k: 'view', p: '/', l: 'en', r: '', d: 'phone', c: 'a\nb' })).statusCode).toBe(
        400,
      );
      expect(
        (await beacon({ k: 'view', p: '/', l: 'en', r: '', d: 'phone' }, { origin: 'https://evil.example' }))
          .statusCode,
      ).toBe(403);
      // No cookie is read or set, and nothing identifies the visitor.
      const answer = await beacon(
        { k: 'view', p: '/casino', l: 'en', r: '', d: 'phone' },
        { 'user-agent': BOTS[0]! },
      );
      expect(answer.headers['set-cookie']).toBeUndefined();

      clock = new Date('2027-03-04T09:00:00Z');
      const desk = await signedIn(app, db);
      const page = await desk.get('/inbox/results?from=2027-03-01&to=2027-03-03');
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('<h1>Wyniki</h1>');
      // Only counts are kept: no address, no agent, nothing that tells one visitor from another.
      const columns = await db.selectFrom('page_views').selectAll().limit(1).execute();
      expect(Object.keys(columns[0] ?? {}).sort()).toEqual(
        [
          'count',
          'day',
          'device',
          'kind',
          'locale',
          'path',
          'referrer',
          'utm_campaign',
          'utm_medium',
          'utm_source',
        ].sort(),
      );
      const total = [...expected.views.values()].reduce((sum, count) => sum + count, 0);
      expect(total).toBe(2000 - bots);
      expect(page.body).toContain(`razem ${total} w 3 dni`);

      const csv = await desk.get('/inbox/results.csv?from=2027-03-01&to=2027-03-03');
      expect(csv.statusCode).toBe(200);
      const rows = csv.body
        .trim()
        .split('\r\n')
        .slice(1)
        .map((line) => line.split(',').map((cell) => cell.replace(/^"|"$/g, '')));
      const funnel = rows.filter((row) => row[0] === 'funnel');
      const views = new Map(
        funnel.filter((row) => row[4] !== '0').map((row) => [row.slice(1, 4).join('|'), Number(row[4])]),
      );
      const forms = new Map(
        funnel.filter((row) => row[5] !== '0').map((row) => [row.slice(1, 4).join('|'), Number(row[5])]),
      );
      expect(views).toEqual(expected.views);
      expect(forms).toEqual(expected.forms);
      const section = (name: string) =>
        new Map(rows.filter((row) => row[0] === name).map((row) => [row[1]!, Number(row[4])]));
      expect(section('device')).toEqual(expected.device);
      expect(section('referrer')).toEqual(expected.referrer);
      expect(section('day')).toEqual(expected.day);
    }, 120_000);

    it('keeps the daily counts for their stated retention, 25 months, and no longer', async () => {
      clock = new Date('2025-01-10T10:00:00Z');
      await beacon({ k: 'view', p: '/casino', l: 'en', r: '', d: 'phone' });
      clock = new Date('2025-03-10T10:00:00Z');
      await beacon({ k: 'view', p: '/casino', l: 'en', r: '', d: 'phone' });
      await app.close();
      app = await buildReceiver({ db, settings: readSettings({}), now: () => clock });
      expect(await purgeOldViews(db, new Date('2027-03-01T10:00:00Z'))).toBe(1);
      expect(await db.selectFrom('page_views').select('day').execute()).toEqual([{ day: '2025-03-10' }]);
    });
  },
);

describe('the funnel, on a fixture worked out by hand', () => {
  const count = (row: Partial<CountRow> & Pick<CountRow, 'path' | 'count'>): CountRow => ({
    day: '2027-05-02',
    kind: 'view',
    locale: 'pl',
    referrer: '',
    utm_source: '',
    utm_medium: '',
    utm_campaign: '',
    device: 'phone',
    ...row,
  });
  const lead = (row: Partial<ResultLead>): ResultLead => ({
    id: String(Math.random()),
    created_at: '2027-05-02T10:00:00.000Z',
    landing_page: '/pl/kasyno',
    utm_campaign: 'lato',
    locale: 'pl',
    status: 'new',
    booking_value_minor: null,
    booking_currency: null,
    offer_sent: 0,
    ...row,
  });

  it('gives views, form starts, enquiries, offers sent, bookings and booked value per landing page, campaign and language', () => {
    const counts = [
      count({ path: '/pl/kasyno', utm_campaign: 'lato', count: 120 }),
      count({ path: '/pl/kasyno', utm_campaign: 'lato', count: 80, device: 'desktop', day: '2027-05-03' }),
      count({ path: '/pl/kasyno', utm_campaign: 'lato', count: 12, kind: 'form' }),
      count({ path: '/pl/kasyno', count: 50 }),
      count({ path: '/casino', locale: 'en', utm_campaign: 'summer', count: 40 }),
      count({ path: '/casino', locale: 'en', utm_campaign: 'summer', count: 3, kind: 'form' }),
      // Outside the period's days: not in the chart (the rows are read for the period).
    ];
    const leads = [
      lead({ offer_sent: 1, status: 'booked', booking_value_minor: 1_250_000, booking_currency: 'PLN' }),
      lead({ offer_sent: 1, status: 'booked', booking_value_minor: 830_000, booking_currency: 'PLN' }),
      lead({ offer_sent: 1 }),
      lead({ created_at: '2027-05-03T09:00:00.000Z' }),
      lead({
        landing_page: '/casino',
        utm_campaign: 'summer',
        locale: 'en',
        offer_sent: 1,
        status: 'booked',
        booking_value_minor: 210_000,
        booking_currency: 'EUR',
      }),
      lead({ landing_page: null, utm_campaign: null, locale: 'en' }),
    ];
    const figures = results({ from: '2027-05-01', to: '2027-05-03' }, counts, leads, 'PLN');
    expect(figures.funnel).toEqual([
      {
        landingPage: '/pl/kasyno',
        campaign: 'lato',
        locale: 'pl',
        views: 200,
        formStarts: 12,
        enquiries: 4,
        offersSent: 3,
        bookings: 2,
        bookedValue: [{ minor: 2_080_000, currency: 'PLN' }],
      },
      {
        landingPage: '/casino',
        campaign: 'summer',
        locale: 'en',
        views: 40,
        formStarts: 3,
        enquiries: 1,
        offersSent: 1,
        bookings: 1,
        bookedValue: [{ minor: 210_000, currency: 'EUR' }],
      },
      {
        landingPage: '',
        campaign: '',
        locale: 'en',
        views: 0,
        formStarts: 0,
        enquiries: 1,
        offersSent: 0,
        bookings: 0,
        bookedValue: [],
      },
      {
        landingPage: '/pl/kasyno',
        campaign: '',
        locale: 'pl',
        views: 50,
        formStarts: 0,
        enquiries: 0,
        offersSent: 0,
        bookings: 0,
        bookedValue: [],
      },
    ]);
    expect(figures.totals).toEqual({
      views: 290,
      formStarts: 15,
      enquiries: 6,
      offersSent: 4,
      bookings: 3,
      bookedValue: [
        { minor: 2_080_000, currency: 'PLN' },
        { minor: 210_000, currency: 'EUR' },
      ],
    });
    expect(figures.days).toEqual([
      { day: '2027-05-01', views: 0, enquiries: 0 },
      { day: '2027-05-02', views: 210, enquiries: 5 },
      { day: '2027-05-03', views: 80, enquiries: 1 },
    ]);
    expect(figures.byDevice).toEqual([
      ['phone', 210],
      ['desktop', 80],
    ]);
  });
});
