// @vitest-environment node
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildReceiver } from '@/receiver/app';
import { openDatabase, type LeadsDb } from '@/receiver/db/database';
import { readSettings } from '@/receiver/config/settings';
import { addAccount, resetAccount } from '@/receiver/team/accounts';
import { lockedFor, throttleKeys } from '@/receiver/team/throttle';
import { allLeads } from '@/receiver/leads/store';
import { validEnquiry, PRIVACY_ACCEPTED } from '../fixtures/enquiry';
import { GOOD_PASSWORD, csrfOf, deskBrowser, signedIn } from './support/desk';
import { SITE, json } from './support/injected';

/**
 * The lead desk through Fastify's injection, on a real SQLite file, with the receiver's clock set
 * by the test: sign-in and its limits, sessions, CSRF and origin checks, roles, and the office's
 * work on a lead.
 */
const folder = mkdtempSync(path.join(tmpdir(), 'leads-desk-'));
let files = 0;
let clock = new Date('2027-03-02T09:00:00Z');
let app: FastifyInstance;
let db: LeadsDb;

beforeEach(async () => {
  files += 1;
  clock = new Date('2027-03-02T09:00:00Z');
  const settings = readSettings({
    LEADS_DB: path.join(folder, `desk-${files}.db`),
    LEADS_RATE_LIMIT: '1000',
  });
  db = await openDatabase(settings.database);
  app = await buildReceiver({ db, settings, now: () => clock });
});
afterEach(async () => {
  await app.close();
  await db.destroy();
});
afterAll(() => rmSync(folder, { recursive: true, force: true }));

const advance = (ms: number) => {
  clock = new Date(clock.getTime() + ms);
};

async function tryPassword(browser: ReturnType<typeof deskBrowser>, password: string) {
  return browser.post(
    '/inbox/login',
    { email: 'marta@example.com', password, next: '/inbox' },
    { from: '/inbox/login' },
  );
}

describe('signing in', () => {
  it('sends a stranger to the sign-in page, and signs a colleague in with a new session each time', async () => {
    const stranger = deskBrowser(app);
    const first = await stranger.get('/inbox');
    expect(first.statusCode).toBe(303);
    expect(first.headers.location).toBe('/inbox/login?next=%2Finbox');
    const login = await stranger.get('/inbox/login');
    expect(login.body).toContain('<html lang="pl"');
    expect(login.body).toContain('Logowanie do zapytań');

    const desk = await signedIn(app, db);
    const session = desk.jar.desk_session;
    expect(session).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const list = await desk.get('/inbox');
    expect(list.statusCode).toBe(200);
    expect(list.headers['cache-control']).toBe('no-store');
    expect(list.body).toContain('Zalogowano: Marta Nowak');
    // Only the token's hash is stored.
    const stored = await db.selectFrom('sessions').select('id_hash').execute();
    expect(stored).toHaveLength(1);
    expect(stored[0]?.id_hash).not.toBe(session);

    const again = deskBrowser(app);
    await tryPassword(again, GOOD_PASSWORD);
    expect(again.jar.desk_session).toBeDefined();
    expect(again.jar.desk_session).not.toBe(session);
  });

  it('sets the session cookie HttpOnly, SameSite=Strict, on the desk only, and Secure behind HTTPS', async () => {
    await addAccount(db, { email: 'marta@example.com', role: 'sales', password: GOOD_PASSWORD });
    const page = await app.inject({ url: '/inbox/login', headers: { 'x-forwarded-proto': 'https' } });
    const token = csrfOf(page.body);
    const loginCookie = page.cookies.find((cookie) => cookie.name === 'desk_login')!;
    const response = await app.inject({
      method: 'POST',
      url: '/inbox/login',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin: SITE,
        cookie: `desk_login=${loginCookie.value}`,
        'x-forwarded-proto': 'https',
      },
      payload: new URLSearchParams({
        email: 'marta@example.com',
        password: GOOD_PASSWORD,
        _csrf: token,
      }).toString(),
    });
    expect(response.statusCode).toBe(303);
    const header = ([] as string[])
      .concat(response.headers['set-cookie'] ?? [])
      .find((line) => line.startsWith('desk_session='))!;
    expect(header).toMatch(/; HttpOnly/);
    expect(header).toMatch(/; SameSite=Strict/);
    expect(header).toMatch(/; Path=\/inbox/);
    expect(header).toMatch(/; Secure/);
    // Over plain HTTP (npm start on loopback) the cookie cannot be Secure.
    const plain = await signedIn(app, db, { email: 'ola@example.com' });
    expect(plain.jar.desk_session).toBeDefined();
  });

  it('answers 30 wrong passwords as the rules say, then refuses the right one until the lock ends', async () => {
    await addAccount(db, { email: 'marta@example.com', role: 'sales', password: GOOD_PASSWORD });
    const guesser = deskBrowser(app);
    const statuses: number[] = [];
    let retryAfter = '';
    for (let attempt = 0; attempt < 30; attempt += 1) {
      const response = await tryPassword(guesser, `wrong-guess-${attempt}`);
      statuses.push(response.statusCode);
      if (response.statusCode === 429) retryAfter = String(response.headers['retry-after']);
    }
    const right = await tryPassword(guesser, GOOD_PASSWORD);
    const count = (status: number) => statuses.filter((each) => each === status).length;
    console.log(
      `30 wrong passwords: ${count(401)} answered 401, ${count(429)} answered 429 (Retry-After ${retryAfter} s); then the right one: ${right.statusCode}`,
    );
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(statuses.slice(5).every((status) => status === 429)).toBe(true);
    expect(Number(retryAfter)).toBeGreaterThan(0);
    expect(Number(retryAfter)).toBeLessThanOrEqual(30);
    expect(right.statusCode).toBe(429);
    expect(right.body).toContain('Zbyt wiele nieudanych prób');

    // The lock ends: the colleague is held off for a while, never for good.
    advance(31_000);
    const later = await tryPassword(deskBrowser(app), GOOD_PASSWORD);
    expect(later.statusCode).toBe(303);
    const audit = await db.selectFrom('audit_log').select('action').execute();
    expect(audit.filter((row) => row.action === 'login-failed')).toHaveLength(5);
    expect(audit.filter((row) => row.action === 'login-refused')).toHaveLength(26);
    expect(audit.filter((row) => row.action === 'login')).toHaveLength(1);
  }, 60_000);

  it('never lets a stranger elsewhere lock a colleague out, nor guesses sent together slip past', async () => {
    await addAccount(db, { email: 'marta@example.com', role: 'sales', password: GOOD_PASSWORD });
    const stranger = deskBrowser(app, '203.0.113.9');
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 30; attempt += 1)
      statuses.push((await tryPassword(stranger, `guess-${attempt}`)).statusCode);
    expect(statuses.filter((status) => status === 401)).toHaveLength(5);
    // The colleague, at the office's own address, signs in at once.
    expect((await tryPassword(deskBrowser(app), GOOD_PASSWORD)).statusCode).toBe(303);

    // Twenty guesses at once from a new address: only the free ones are checked at all.
    const burst = deskBrowser(app, '198.51.100.4');
    await burst.get('/inbox/login');
    const token = csrfOf((await burst.get('/inbox/login')).body);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        burst.post('/inbox/login', {
          email: 'marta@example.com',
          password: `together-${index}`,
          _csrf: token,
        }),
      ),
    );
    const checked = answers.filter((answer) => answer.statusCode === 401).length;
    console.log(
      `20 guesses sent together: ${checked} checked (401), ${answers.length - checked} refused (429)`,
    );
    expect(checked).toBeLessThanOrEqual(5);
    expect(answers.every((answer) => answer.statusCode === 401 || answer.statusCode === 429)).toBe(true);
  }, 60_000);

  it('lets an admin reset lift a lock at once', async () => {
    await addAccount(db, { email: 'marta@example.com', role: 'sales', password: GOOD_PASSWORD });
    const other = deskBrowser(app);
    for (let attempt = 0; attempt < 6; attempt += 1) await tryPassword(other, `wrong-${attempt}`);
    expect((await tryPassword(other, GOOD_PASSWORD)).statusCode).toBe(429);
    const { passwordToken } = await resetAccount(db, 'marta@example.com', clock);
    expect(await lockedFor(db, throttleKeys('marta@example.com', '127.0.0.1'), clock)).toBe(0);
    const page = await other.get(`/inbox/password?token=${passwordToken}`);
    expect(page.statusCode).toBe(200);
    const from = `/inbox/password?token=${passwordToken}`;
    const weak = await other.post(
      '/inbox/password',
      { token: passwordToken, password: 'password1234', again: 'password1234' },
      { from },
    );
    expect(weak.statusCode).toBe(400);
    expect(weak.body).toContain('To hasło łatwo odgadnąć');
    const set = await other.post(
      '/inbox/password',
      { token: passwordToken, password: 'Nowe-Haslo-Na-Wiosne-2027', again: 'Nowe-Haslo-Na-Wiosne-2027' },
      { from },
    );
    expect(set.statusCode).toBe(200);
    // The link is spent.
    expect((await other.get(from)).statusCode).toBe(404);
  });

  it('ends a session after its idle time and on sign-out; the back button then shows no lead', async () => {
    await app.inject(json(validEnquiry({ name: 'Prywatna Osoba' })));
    const desk = await signedIn(app, db);
    expect((await desk.get('/inbox')).body).toContain('Prywatna Osoba');
    advance(121 * 60_000);
    expect((await desk.get('/inbox')).statusCode).toBe(303);

    const again = await signedIn(app, db, { email: 'ola@example.com' });
    const out = await again.post('/inbox/logout', {});
    expect(out.statusCode).toBe(303);
    expect(out.headers.location).toBe('/inbox/login?out=1');
    const back = await again.get('/inbox');
    expect(back.statusCode).toBe(303);
    expect(back.body).not.toContain('Prywatna Osoba');
    expect(await db.selectFrom('sessions').selectAll().execute()).toHaveLength(0);
  });
});

describe('what a session may do', () => {
  it('refuses a change from a foreign origin or without the CSRF token', async () => {
    await app.inject(json(validEnquiry()));
    const [lead] = await allLeads(db);
    const desk = await signedIn(app, db);
    const url = `/inbox/leads/${lead!.id}/note`;
    expect(
      (await desk.post(url, { body: 'Z obcej strony' }, { origin: 'https://evil.example' })).statusCode,
    ).toBe(403);
    expect((await desk.post(url, { body: 'Bez tokenu', _csrf: '' })).statusCode).toBe(403);
    expect((await desk.post(url, { body: 'Zły token', _csrf: 'x'.repeat(43) })).statusCode).toBe(403);
    expect((await desk.post(url, { body: 'Z biurka' })).statusCode).toBe(303);
    const notes = await db.selectFrom('lead_events').select('body').where('kind', '=', 'note').execute();
    expect(notes.map((note) => note.body)).toEqual(['Z biurka']);
  });

  it('shows an editor no lead', async () => {
    await app.inject(json(validEnquiry({ name: 'Tajny Klient' })));
    const [lead] = await allLeads(db);
    const editor = await signedIn(app, db, { email: 'ed@example.com', role: 'editor' });
    for (const url of [
      '/inbox',
      `/inbox/leads/${lead!.id}`,
      '/inbox/conversions.csv',
      '/inbox?folder=spam',
    ]) {
      const response = await editor.get(url);
      expect(response.statusCode, url).toBe(403);
      expect(response.body).not.toContain('Tajny Klient');
    }
  });
});

describe('working a lead', () => {
  it('assigns, notes, replies (contacted), books with a value, and exports the conversion', async () => {
    await app.inject(
      json(
        validEnquiry({
          name: 'Zofia Wiśniewska',
          gclid: 'Cj0KCQ-test_1',
          locale: 'pl',
          privacy: PRIVACY_ACCEPTED,
        }),
      ),
    );
    const [lead] = await allLeads(db);
    const desk = await signedIn(app, db);
    const page = `/inbox/leads/${lead!.id}`;
    expect((await desk.get('/inbox')).body).toContain('Nowe: 1');

    expect(
      (
        await desk.post(
          `${page}/owner`,
          { owner: (await db.selectFrom('accounts').select('id').executeTakeFirstOrThrow()).id },
          { from: page },
        )
      ).statusCode,
    ).toBe(303);
    expect((await desk.post(`${page}/note`, { body: 'Dzwonić po 17.' }, { from: page })).statusCode).toBe(
      303,
    );
    expect((await desk.post(`${page}/follow-up`, { date: '2027-03-05' }, { from: page })).statusCode).toBe(
      303,
    );
    const withTemplate = await desk.get(`${page}?template=first-answer`);
    const subject =
      /id="subject" name="subject" required maxlength="200" value="([^"]*)"/.exec(withTemplate.body)?.[1] ??
      '';
    expect(subject).not.toBe('');
    const replyKey = /name="replyKey" value="([^"]*)"/.exec(withTemplate.body)?.[1] ?? '';
    const reply = { subject: 'Re: zapytanie', body: 'Dzień dobry, dziękujemy za zapytanie.', replyKey };
    // A double click sends the form twice: one reply.
    expect((await desk.post(`${page}/reply`, reply, { from: page })).statusCode).toBe(303);
    expect((await desk.post(`${page}/reply`, reply, { from: page })).statusCode).toBe(303);
    let stored = await db
      .selectFrom('leads')
      .selectAll()
      .where('id', '=', lead!.id)
      .executeTakeFirstOrThrow();
    expect(stored.status).toBe('contacted');
    expect(stored.follow_up_on).toBe('2027-03-05');
    const replies = await db
      .selectFrom('outbox')
      .select(['id', 'payload'])
      .where('kind', '=', 'reply')
      .execute();
    expect(replies).toHaveLength(1);

    // Booked needs a value.
    expect(
      (await desk.post(`${page}/status`, { status: 'booked', value: '', currency: 'EUR' }, { from: page }))
        .statusCode,
    ).toBe(400);
    expect(
      (
        await desk.post(
          `${page}/status`,
          { status: 'booked', value: '2450,50', currency: 'eur' },
          { from: page },
        )
      ).statusCode,
    ).toBe(303);
    stored = await db.selectFrom('leads').selectAll().where('id', '=', lead!.id).executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ status: 'booked', booking_value_minor: 245050, booking_currency: 'EUR' });

    const detail = await desk.get(page);
    expect(detail.body).toContain('Dzwonić po 17.');
    expect(detail.body).toContain('Marta Nowak');
    const csv = await desk.get('/inbox/conversions.csv');
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body.split('\r\n')[0]).toBe('Parameters:TimeZone=Europe/Warsaw');
    expect(csv.body).toContain('Cj0KCQ-test_1,Booking,2027-03-02 10:00:00+0100,2450.5,EUR');
    expect(csv.body).not.toContain('Wiśniewska');

    const actions = (await db.selectFrom('audit_log').select('action').execute()).map((row) => row.action);
    for (const action of ['login', 'owner', 'note', 'follow-up', 'reply', 'status', 'booking', 'conversions'])
      expect(actions, action).toContain(action);
  });

  it('keeps spam aside unsent, and sends both emails once when the desk says it is not spam', async () => {
    const response = await app.inject(
      json(
        validEnquiry({
          name: 'Cheap www.pills.example',
          message: 'Visit https://spam.example/a and https://spam.example/b for the best offers.',
        }),
      ),
    );
    expect(response.statusCode).toBe(201);
    const [lead] = await allLeads(db);
    expect(lead).toMatchObject({ spam: 1 });
    expect(await db.selectFrom('outbox').selectAll().execute()).toHaveLength(0);
    const desk = await signedIn(app, db, { email: 'ola@example.com', locale: 'en' });
    expect((await desk.get('/inbox')).body).not.toContain('pills');
    expect((await desk.get('/inbox?folder=spam')).body).toContain('Cheap www.pills.example');
    const page = `/inbox/leads/${lead!.id}`;
    expect((await desk.post(`${page}/spam`, { spam: '0' }, { from: page })).statusCode).toBe(303);
    expect((await desk.post(`${page}/spam`, { spam: '1' }, { from: page })).statusCode).toBe(303);
    expect((await desk.post(`${page}/spam`, { spam: '0' }, { from: page })).statusCode).toBe(303);
    const kinds = (await db.selectFrom('outbox').select('kind').execute()).map((row) => row.kind).sort();
    expect(kinds).toEqual(['confirm', 'notify', 'webhook']);
  });

  it('marks a new lead overdue after the next working day (a weekend between)', async () => {
    clock = new Date('2027-03-05T15:00:00Z'); // Friday, 16:00 in Warsaw
    await app.inject(json(validEnquiry({ name: 'Piątkowy Klient' })));
    const desk = await signedIn(app, db);
    const friday = (await desk.get('/inbox')).body;
    expect(friday).not.toContain('po terminie');
    clock = new Date('2027-03-08T22:30:00Z'); // Monday 23:30 Warsaw: still on time
    expect((await desk.get('/inbox')).body).not.toContain('po terminie');
    clock = new Date('2027-03-08T23:30:00Z'); // Tuesday 00:30 Warsaw
    const again = await signedIn(app, db, { email: 'ola@example.com' });
    expect((await again.get('/inbox')).body).toContain('po terminie');
  });
});

describe('the list', () => {
  /** The names in the list's rows, in order. */
  const names = (html: string) =>
    [...html.matchAll(/<td class="name"><a [^>]*>([^<]*)<\/a>/g)].map((match) => match[1]);

  it('sorts, filters by status, owner and the Warsaw day received, searches and pages', async () => {
    const received = ['2027-03-01T08:00:00Z', '2027-03-01T23:30:00Z', '2027-03-02T07:00:00Z'];
    const people = ['Celina Adamska', 'Adam Borowski', 'Bogdan Celiński'];
    for (const [index, at] of received.entries()) {
      clock = new Date(at);
      const sent = await app.inject(
        json(
          validEnquiry({
            name: people[index],
            email: `p${index}@example.com`,
            arrival: `2027-06-1${3 - index}`,
            departure: '2027-06-20',
          }),
        ),
      );
      expect(sent.statusCode).toBe(201);
    }
    clock = new Date('2027-03-02T09:00:00Z');
    const desk = await signedIn(app, db);
    expect(names((await desk.get('/inbox')).body)).toEqual([
      'Bogdan Celiński',
      'Adam Borowski',
      'Celina Adamska',
    ]);
    expect(names((await desk.get('/inbox?sort=name')).body)).toEqual([
      'Adam Borowski',
      'Bogdan Celiński',
      'Celina Adamska',
    ]);
    expect(names((await desk.get('/inbox?sort=name&desc=1')).body)[0]).toBe('Celina Adamska');
    expect(names((await desk.get('/inbox?sort=arrival')).body)).toEqual([
      'Bogdan Celiński',
      'Adam Borowski',
      'Celina Adamska',
    ]);
    // 23:30 UTC on 1 March is 00:30 on 2 March in Warsaw.
    expect(names((await desk.get('/inbox?from=2027-03-02&to=2027-03-02')).body)).toEqual([
      'Bogdan Celiński',
      'Adam Borowski',
    ]);
    expect(names((await desk.get('/inbox?to=2027-03-01')).body)).toEqual(['Celina Adamska']);
    expect(names((await desk.get('/inbox?q=BOROWSKI')).body)).toEqual(['Adam Borowski']);
    // Polish letters in any case (SQLite's own lower() folds ASCII only).
    expect(names((await desk.get(`/inbox?q=${encodeURIComponent('CELIŃSKI')}`)).body)).toEqual([
      'Bogdan Celiński',
    ]);

    const [adam] = (await allLeads(db)).filter((lead) => lead.name === 'Adam Borowski');
    const me = await db.selectFrom('accounts').select('id').executeTakeFirstOrThrow();
    await desk.post(`/inbox/leads/${adam!.id}/owner`, { owner: me.id });
    await desk.post(`/inbox/leads/${adam!.id}/status`, { status: 'contacted' });
    expect(names((await desk.get('/inbox?owner=me')).body)).toEqual(['Adam Borowski']);
    expect(names((await desk.get('/inbox?owner=none')).body)).toEqual(['Bogdan Celiński', 'Celina Adamska']);
    expect(names((await desk.get('/inbox?status=contacted')).body)).toEqual(['Adam Borowski']);
    expect((await desk.get('/inbox')).body).toContain('Nowe: 2');
    expect((await desk.get('/inbox?sort=everything')).statusCode).toBe(400);

    for (let index = 0; index < 26; index += 1)
      await app.inject(
        json(
          validEnquiry({ name: `Gość ${String(index).padStart(2, '0')}`, email: `g${index}@example.com` }),
        ),
      );
    const first = await desk.get('/inbox');
    expect(names(first.body)).toHaveLength(25);
    expect(first.body).toContain('strona 1 z 2');
    expect(names((await desk.get('/inbox?page=2')).body)).toHaveLength(4);
  });
});
