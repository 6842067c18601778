// @vitest-environment node
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import nodemailer from 'nodemailer';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { formatMoney } from '@/lib/model/money/money';
import { buildReceiver } from '@/receiver/app';
import { readSettings, type Settings } from '@/receiver/config/settings';
import { openDatabase, type LeadsDb } from '@/receiver/db/database';
import { saveLead } from '@/receiver/leads/store';
import { MessageCourier } from '@/receiver/mail/courier';
import { Outbox } from '@/receiver/mail/outbox';
import { offerComposers } from '@/receiver/offers/email';
import { checkOffer, offerInputFrom, suggestedValidUntil, type OfferDraft } from '@/receiver/offers/model';
import {
  acceptOffer,
  askQuestion,
  offerByToken,
  saveDraft,
  sendOffer,
  withdrawOffer,
} from '@/receiver/offers/store';
import { addAccount } from '@/receiver/team/accounts';
import { nginxConfig, nginxDefaults } from '@/scripts/deploy/configs';
import { TWO_OPTIONS } from '../fixtures/offer';
import { validEnquiry } from '../fixtures/enquiry';
import { signedIn, type DeskBrowser } from './support/desk';
import { SITE, json } from './support/injected';
import { startPostgres } from './support/postgres';
import { parses } from './support/rfc5322';
import { startSmtpServer } from './support/smtp';
import { freePort, waitFor } from './support/receiver';

/**
 * Offers with prices, on a real SQLite file through Fastify's injection, with the receiver's clock
 * set by the test: the desk writes (drafts, rows added without script, single-line fields), sends,
 * revises and withdraws; the visitor's page by the link's token accepts one option once, refuses a
 * withdrawn or expired offer, and takes a question into the lead's thread; a guessed token writes
 * nothing. The emails go through a real SMTP server on loopback, and the store runs on PostgreSQL too.
 */

const folder = mkdtempSync(path.join(tmpdir(), 'leads-offers-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));
let files = 0;
let clock = new Date('2027-03-02T09:00:00Z');
let app: FastifyInstance;
let db: LeadsDb;
let settings: Settings;

const environment = (extra: Record<string, string> = {}) => ({
  LEADS_DB: path.join(folder, `offers-${(files += 1)}.db`),
  LEADS_RATE_LIMIT: '1000',
  LEADS_SITE_URL: 'https://www.hiddengemsmalta.com',
  ...extra,
});

async function start(extra: Record<string, string> = {}) {
  settings = readSettings(environment(extra));
  db = await openDatabase(settings.database);
  app = await buildReceiver({ db, settings, now: () => clock });
}
beforeEach(async () => {
  clock = new Date('2027-03-02T09:00:00Z');
  await start();
});
afterEach(async () => {
  await app.close();
  await db.destroy();
});

/** Spaces as Intl writes them in Polish amounts (no-break) made plain, to compare with what a reader sees. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/gu, ' ');

async function newLead(overrides: Parameters<typeof validEnquiry>[0] = {}): Promise<string> {
  const response = await app.inject(
    json(validEnquiry({ name: 'Zofia Wiśniewska', email: 'zofia@example.pl', locale: 'pl', ...overrides })),
  );
  expect(response.statusCode).toBe(201);
  return (response.json() as { id: string }).id;
}

/** Two options in PLN: 1 250,00 per person for two, and 3 900,00 in total for two. */
const offerIdOf = (html: string) => /name="offer" value="([0-9a-f-]{36})"/.exec(html)?.[1] ?? '';
const newForm = (leadId: string) => `/inbox/leads/${leadId}/offers/new`;

/** Posts the new-offer form of the lead with these fields (the form's own id, three rows by default). */
async function postOffer(
  desk: DeskBrowser,
  leadId: string,
  fields: Record<string, string>,
  action: 'save' | 'send' | 'add-row',
) {
  const form = await desk.get(newForm(leadId));
  return desk.post(
    `/inbox/leads/${leadId}/offers`,
    {
      offer: offerIdOf(form.body),
      replaces: '',
      rows: '3',
      validUntil: '2027-03-09',
      note: '',
      action,
      ...fields,
    },
    { from: newForm(leadId) },
  );
}

/** The token of the latest offer email queued: only the outbox's payload holds it. */
async function latestToken(): Promise<string> {
  const rows = await db
    .selectFrom('outbox')
    .select(['payload', 'next_attempt_at'])
    .where('kind', '=', 'offer')
    .execute();
  const last = rows.sort((a, b) => a.next_attempt_at.localeCompare(b.next_attempt_at)).at(-1);
  return (JSON.parse(last?.payload ?? '{}') as { token: string }).token;
}

/** Everything a visitor's action could write: counted before and after to show nothing was. */
async function snapshot() {
  const count = async (
    table: 'offers' | 'leads' | 'lead_messages' | 'outbox' | 'lead_events' | 'audit_log',
  ) =>
    Number(
      (
        await db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number | string>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  return {
    offers: await db
      .selectFrom('offers')
      .select(['id', 'status', 'accepted_at', 'accepted_option_id', 'updated_at'])
      .orderBy('id')
      .execute(),
    leads: await db
      .selectFrom('leads')
      .select(['id', 'status', 'booking_value_minor', 'booking_currency', 'updated_at'])
      .orderBy('id')
      .execute(),
    messages: await count('lead_messages'),
    outbox: await count('outbox'),
    events: await count('lead_events'),
    audit: await count('audit_log'),
  };
}

const visitorPost = (url: string, fields: Record<string, string>, headers: Record<string, string> = {}) =>
  app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: SITE, ...headers },
    payload: new URLSearchParams(fields).toString(),
  });

async function sentOffer(): Promise<{ desk: DeskBrowser; leadId: string; token: string }> {
  const desk = await signedIn(app, db);
  const leadId = await newLead();
  const sent = await postOffer(desk, leadId, TWO_OPTIONS, 'send');
  expect(sent.statusCode, sent.body.slice(0, 400)).toBe(303);
  return { desk, leadId, token: await latestToken() };
}

describe('the desk writes an offer', () => {
  it('shows three blank option rows, and adds a fourth with everything typed kept, without script', async () => {
    const desk = await signedIn(app, db);
    const leadId = await newLead();
    const form = await desk.get(newForm(leadId));
    expect(form.statusCode).toBe(200);
    expect(form.body).not.toContain('<script');
    for (const row of [0, 1, 2]) expect(form.body).toContain(`name="hotel-${row}"`);
    expect(form.body).not.toContain('name="hotel-3"');
    // The last day suggested: a week from today in Warsaw; the rows on the enquiry's dates.
    expect(form.body).toMatch(/name="validUntil"[^>]*value="2027-03-09"/);
    expect(form.body).toContain('value="2027-05-10"');
    expect(form.body).toContain('Klient pisał po polsku');

    const more = await desk.post(
      `/inbox/leads/${leadId}/offers`,
      {
        offer: offerIdOf(form.body),
        rows: '3',
        validUntil: '2027-03-09',
        note: 'Cena z przelotem',
        action: 'add-row',
        'hotel-0': 'Hotel Phoenicia Malta',
      },
      { from: newForm(leadId) },
    );
    expect(more.statusCode).toBe(200);
    expect(more.body).toContain('name="hotel-3"');
    expect(more.body).toContain('value="Hotel Phoenicia Malta"');
    expect(more.body).toContain('Cena z przelotem');
    expect(await db.selectFrom('offers').selectAll().execute()).toHaveLength(0);
  });

  it('saves a draft with blank rows left out and prices in minor units, edited again as a draft', async () => {
    const desk = await signedIn(app, db);
    const leadId = await newLead();
    const saved = await postOffer(desk, leadId, TWO_OPTIONS, 'save');
    expect(saved.statusCode).toBe(303);
    expect(saved.headers.location).toBe(`/inbox/leads/${leadId}?offer=saved#offers-title`);
    const offers = await db.selectFrom('offers').selectAll().execute();
    expect(offers).toMatchObject([
      {
        lead_id: leadId,
        version: 1,
        status: 'draft',
        locale: 'pl',
        token_hash: null,
        valid_until: '2027-03-09',
      },
    ]);
    const options = await db.selectFrom('offer_options').selectAll().orderBy('position').execute();
    expect(
      options.map((option) => [
        option.position,
        option.price_minor,
        option.price_basis,
        option.currency,
        option.travellers,
      ]),
    ).toEqual([
      [1, 125000, 'per-person', 'PLN', 2],
      [2, 390000, 'total', 'PLN', 2],
    ]);
    // Nothing goes to the visitor for a draft.
    expect(await db.selectFrom('outbox').selectAll().where('kind', '=', 'offer').execute()).toHaveLength(0);

    const edit = await desk.get(`/inbox/offers/${offers[0]!.id}/edit`);
    expect(edit.statusCode).toBe(200);
    expect(plain(edit.body)).toContain('value="1 250,00"');
    expect(edit.body).toContain('name="hotel-2"');
    const changed = await desk.post(
      `/inbox/leads/${leadId}/offers`,
      {
        ...TWO_OPTIONS,
        offer: offers[0]!.id,
        rows: '3',
        validUntil: '2027-03-12',
        note: '',
        action: 'save',
        'price-1': '4 100,50',
      },
      { from: `/inbox/offers/${offers[0]!.id}/edit` },
    );
    expect(changed.statusCode).toBe(303);
    expect(await db.selectFrom('offers').selectAll().execute()).toMatchObject([
      { version: 1, valid_until: '2027-03-12' },
    ]);
    expect(
      (await db.selectFrom('offer_options').select('price_minor').orderBy('position').execute()).map(
        (row) => row.price_minor,
      ),
    ).toEqual([125000, 410050]);
  });

  it('refuses a hotel, room or board with a line break or a control character, with the form shown again', async () => {
    const desk = await signedIn(app, db);
    const leadId = await newLead();
    const refused = await postOffer(
      desk,
      leadId,
      { ...TWO_OPTIONS, 'hotel-0': 'Hotel\r\nBcc: x@evil.example', 'board-1': 'Śniadania\u0007' },
      'send',
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain('Popraw zaznaczone pola');
    expect(refused.body).toMatch(/id="hotel-0"[^>]*aria-invalid="true"/);
    expect(refused.body).toMatch(/id="board-1"[^>]*aria-invalid="true"/);
    expect(refused.body).toContain('value="The Westin Dragonara Resort"');
    const empty = await postOffer(desk, leadId, { 'travellers-0': '2' }, 'save');
    expect(empty.statusCode).toBe(400);
    expect(empty.body).toContain('Uzupełnij co najmniej jedną opcję.');
    const badPrice = await postOffer(desk, leadId, { ...TWO_OPTIONS, 'price-0': 'około 1000' }, 'save');
    expect(badPrice.statusCode).toBe(400);
    expect(await db.selectFrom('offers').selectAll().execute()).toHaveLength(0);
  });

  it('sends: one message of the conversation and one email with the token, only its SHA-256 stored; the lead is "offer sent"', async () => {
    const { leadId, token } = await sentOffer();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const offer = await db.selectFrom('offers').selectAll().executeTakeFirstOrThrow();
    expect(offer).toMatchObject({ status: 'sent', sent_at: clock.toISOString() });
    expect(offer.token_hash).toBe(createHash('sha256').update(token).digest('base64url'));
    const messages = await db.selectFrom('lead_messages').selectAll().execute();
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatchObject({
      direction: 'out',
      kind: 'offer',
      lead_id: leadId,
      to_address: 'zofia@example.pl',
    });
    expect(messages[0]!.message_id).toBe(`offer-${messages[0]!.id}@hiddengemsmalta.com`);
    // The token is nowhere but in the outbox's payload (and the email made from it).
    expect(messages[0]!.text).not.toContain(token);
    expect(plain(messages[0]!.text)).toContain('Cena: 1 250,00 zł za osobę');
    expect(plain(messages[0]!.text)).toContain('Razem: 2 500,00 zł');
    const outbox = await db.selectFrom('outbox').selectAll().where('kind', '=', 'offer').execute();
    expect(outbox.map((row) => row.id)).toEqual([`offer:${messages[0]!.id}`]);
    const lead = await db.selectFrom('leads').selectAll().where('id', '=', leadId).executeTakeFirstOrThrow();
    expect(lead).toMatchObject({ status: 'offer-sent', awaiting_since: null });
    const audit = await db.selectFrom('audit_log').select('action').where('lead_id', '=', leadId).execute();
    expect(audit.map((row) => row.action)).toEqual(
      expect.arrayContaining(['offer-draft', 'offer-sent', 'status']),
    );
  });

  it('revises: version 2 replaces version 1, and sending it withdraws version 1, whose link then says so', async () => {
    const { desk, leadId, token: first } = await sentOffer();
    const v1 = await db.selectFrom('offers').selectAll().executeTakeFirstOrThrow();
    const revise = await desk.get(`/inbox/offers/${v1.id}/revise`);
    expect(revise.statusCode).toBe(200);
    expect(revise.body).toContain('zastąpi wersję 1');
    expect(revise.body).toContain('value="Hotel Phoenicia Malta"');
    const sent = await desk.post(
      `/inbox/leads/${leadId}/offers`,
      {
        ...TWO_OPTIONS,
        offer: offerIdOf(revise.body),
        replaces: v1.id,
        rows: '3',
        validUntil: '2027-03-10',
        note: '',
        action: 'send',
        'price-0': '1 190',
      },
      { from: `/inbox/offers/${v1.id}/revise` },
    );
    expect(sent.statusCode).toBe(303);
    const offers = await db.selectFrom('offers').selectAll().orderBy('version').execute();
    expect(offers.map((offer) => [offer.version, offer.status, offer.replaces_id])).toEqual([
      [1, 'withdrawn', null],
      [2, 'sent', v1.id],
    ]);
    const second = await latestToken();
    expect(second).not.toBe(first);
    const old = await app.inject(`/offer/${first}`);
    expect(old.statusCode).toBe(410);
    expect(old.body).toContain('Ta oferta jest nieaktualna');
    expect(old.body).toContain('Wysłaliśmy nowszą wersję');
    expect((await app.inject(`/offer/${second}`)).statusCode).toBe(200);

    const page = await desk.get(`/inbox/leads/${leadId}`);
    expect(page.body).toContain('Oferta, wersja 2');
    expect(page.body).toMatch(/Oferta, wersja 1 <span class="badge offer-withdrawn">wycofana<\/span>/);
    expect(page.body).toContain('zastępuje wersję 1');
  });

  it('withdraws a sent offer: its link answers 410, it cannot be accepted, and the lead is back to contacted', async () => {
    const { desk, leadId, token } = await sentOffer();
    const offer = await db.selectFrom('offers').selectAll().executeTakeFirstOrThrow();
    const withdrawn = await desk.post(
      `/inbox/offers/${offer.id}/withdraw`,
      {},
      { from: `/inbox/leads/${leadId}` },
    );
    expect(withdrawn.statusCode).toBe(303);
    expect(withdrawn.headers.location).toBe(`/inbox/leads/${leadId}?offer=withdrawn#offers-title`);
    expect((await db.selectFrom('leads').select('status').executeTakeFirstOrThrow()).status).toBe(
      'contacted',
    );
    const page = await app.inject(`/offer/${token}`);
    expect(page.statusCode).toBe(410);
    expect(page.body).toContain('Biuro wycofało tę ofertę');
    expect(page.body).not.toContain('<form');

    const before = await snapshot();
    const option = await db
      .selectFrom('offer_options')
      .select('id')
      .where('position', '=', 1)
      .executeTakeFirstOrThrow();
    const accept = await visitorPost(`/offer/${token}/accept`, { option: option.id });
    expect(accept.statusCode).toBe(410);
    expect(accept.body).toContain('nie można jej już przyjąć');
    expect(await snapshot()).toEqual(before);
  });

  it('lists the offers on the lead page with their totals in the desk’s language', async () => {
    const { desk, leadId } = await sentOffer();
    const page = await desk.get(`/inbox/leads/${leadId}?offer=sent`);
    expect(page.body).toContain('<h2 id="offers-title">Oferty</h2>');
    expect(page.body).toContain('Oferta czeka na wysyłkę do klienta.');
    expect(plain(page.body)).toContain('Razem: 2 500,00 zł');
    expect(plain(page.body)).toContain('Razem: 3 900,00 zł');
    expect(page.body).toContain('<span class="badge offer-sent">wysłana</span>');
    const english = await signedIn(app, db, { email: 'ola@example.com', locale: 'en', name: 'Ola' });
    const eurLead = await newLead({ email: 'john@example.com', locale: 'en' });
    await postOffer(
      english,
      eurLead,
      { ...TWO_OPTIONS, 'currency-0': 'EUR', 'price-0': '625', 'currency-1': 'EUR', 'price-1': '1,250.00' },
      'save',
    );
    const inEnglish = await english.get(`/inbox/leads/${eurLead}`);
    expect(inEnglish.body).toContain('Total: €1,250.00');
    expect(inEnglish.body).toContain('Price: €625.00 per person');
    expect(inEnglish.body).toContain('<span class="badge offer-draft">draft</span>');
  });
});

describe('the visitor’s offer page', () => {
  it('opens by its link in the visitor’s language: never indexed, cached or referred, under its own policy', async () => {
    const { token } = await sentOffer();
    const page = await app.inject({ url: `/offer/${token}` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.headers['referrer-policy']).toBe('no-referrer');
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toMatch(
      /^default-src 'none'; style-src 'sha256-[A-Za-z0-9+/=]+'; font-src 'self'; img-src 'self'; form-action 'self'/,
    );
    expect(page.body).toContain('<html lang="pl"');
    expect(page.body).toContain('<meta name="robots" content="noindex, nofollow">');
    expect(page.body).not.toContain('<script');
    expect(page.body).toContain('Hotel Phoenicia Malta');
    expect(plain(page.body)).toContain('1 250,00 zł za osobę');
    expect(plain(page.body)).toContain('2 500,00 zł');
    expect(page.body).toContain('Wybieram opcję 2');
    // Its style is the one the policy's hash allows; its fonts and logo are served beside it.
    const style = /<style>([\s\S]*?)<\/style>/.exec(page.body)![1]!;
    expect(csp).toContain(`'sha256-${createHash('sha256').update(style).digest('base64')}'`);
    // Every font the style names (the site's own files, once `npm run fonts` has cut them) is there.
    for (const [, font] of style.matchAll(/url\((\/offer\/assets\/[a-z0-9-]+\.[0-9a-f]{12}\.woff2)\)/g)) {
      const file = await app.inject(font!);
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe('font/woff2');
      expect(file.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
    const logo = /<img src="([^"]+)"/.exec(page.body)![1]!;
    expect((await app.inject(logo)).headers['content-type']).toBe('image/svg+xml');
  });

  it('accepts option 2 once: when and which, the lead accepted with the booking’s value, the owner told', async () => {
    const { leadId, token } = await sentOffer();
    const options = await db.selectFrom('offer_options').selectAll().orderBy('position').execute();
    clock = new Date('2027-03-04T15:30:00Z');
    const accepted = await visitorPost(`/offer/${token}/accept`, { option: options[1]!.id });
    expect(accepted.statusCode).toBe(303);
    expect(accepted.headers.location).toBe(`/offer/${token}`);
    const offer = await db.selectFrom('offers').selectAll().executeTakeFirstOrThrow();
    expect(offer).toMatchObject({
      status: 'accepted',
      accepted_at: clock.toISOString(),
      accepted_option_id: options[1]!.id,
    });
    const lead = await db.selectFrom('leads').selectAll().where('id', '=', leadId).executeTakeFirstOrThrow();
    expect(lead).toMatchObject({ status: 'accepted', booking_value_minor: 390000, booking_currency: 'PLN' });
    expect(await db.selectFrom('outbox').select('id').where('kind', '=', 'offer-accepted').execute()).toEqual(
      [{ id: `offer-accepted:${offer.id}` }],
    );
    const page = await app.inject(`/offer/${token}`);
    expect(page.body).toContain('Wybrali Państwo opcję 2');
    expect(page.body).not.toContain('Wybieram opcję');

    // The second acceptance, of either option, is refused and changes nothing.
    const before = await snapshot();
    for (const option of options) {
      const again = await visitorPost(`/offer/${token}/accept`, { option: option.id });
      expect(again.statusCode).toBe(409);
      expect(again.body).toContain('Ta oferta została już przyjęta');
    }
    expect(await snapshot()).toEqual(before);
  });

  it('takes the total for a price per person: price × travellers', async () => {
    const { leadId, token } = await sentOffer();
    const first = await db
      .selectFrom('offer_options')
      .select('id')
      .where('position', '=', 1)
      .executeTakeFirstOrThrow();
    expect((await visitorPost(`/offer/${token}/accept`, { option: first.id })).statusCode).toBe(303);
    const lead = await db.selectFrom('leads').selectAll().where('id', '=', leadId).executeTakeFirstOrThrow();
    expect([lead.booking_value_minor, lead.booking_currency]).toEqual([250000, 'PLN']);
    expect(plain(formatMoney({ minor: lead.booking_value_minor!, currency: 'PLN' }, 'pl'))).toBe(
      '2 500,00 zł',
    );
  });

  it('refuses an expired offer after the end of its last day in Warsaw, changing nothing', async () => {
    const { token } = await sentOffer();
    const option = await db
      .selectFrom('offer_options')
      .select('id')
      .where('position', '=', 1)
      .executeTakeFirstOrThrow();
    // Valid until 2027-03-09 inclusive: midnight in Warsaw is 23:00 UTC in March.
    clock = new Date('2027-03-09T22:59:59Z');
    expect((await app.inject(`/offer/${token}`)).statusCode).toBe(200);
    clock = new Date('2027-03-09T23:00:00Z');
    const page = await app.inject(`/offer/${token}`);
    expect(page.statusCode).toBe(410);
    expect(page.body).toContain('Ta oferta wygasła');
    expect(page.body).toContain('9 marca 2027');
    const before = await snapshot();
    const accept = await visitorPost(`/offer/${token}/accept`, { option: option.id });
    expect(accept.statusCode).toBe(410);
    expect(accept.body).toContain('Ta oferta wygasła');
    const question = await visitorPost(`/offer/${token}/question`, {
      question: 'Czy można przedłużyć?',
      key: 'k'.repeat(30),
    });
    expect(question.statusCode).toBe(410);
    expect(await snapshot()).toEqual(before);
  });

  it('answers a guessed or altered token with 404 and writes nothing', async () => {
    const { token } = await sentOffer();
    const option = await db
      .selectFrom('offer_options')
      .select('id')
      .where('position', '=', 1)
      .executeTakeFirstOrThrow();
    const altered = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    const before = await snapshot();
    for (const guess of [altered, 'A'.repeat(43), 'short', `${token}x`, encodeURIComponent('../inbox')]) {
      const page = await app.inject({
        url: `/offer/${guess}`,
        headers: { 'accept-language': 'pl-PL,pl;q=0.9' },
      });
      expect(page.statusCode, guess).toBe(404);
      expect(page.body).toContain('Nie znaleźliśmy tej oferty');
      expect((await visitorPost(`/offer/${guess}/accept`, { option: option.id })).statusCode).toBe(404);
      expect(
        (await visitorPost(`/offer/${guess}/question`, { question: 'Hej?', key: 'q'.repeat(30) })).statusCode,
      ).toBe(404);
    }
    expect(await snapshot()).toEqual(before);
  });

  it('counts a visitor’s tries: past 30 pages a minute from one address, 429', async () => {
    await app.close();
    await db.destroy();
    await start({ LEADS_RATE_LIMIT: '10' });
    const statuses: number[] = [];
    for (let index = 0; index < 32; index += 1)
      statuses.push(
        (await app.inject({ url: `/offer/${'G'.repeat(42)}${index % 10}`, remoteAddress: '203.0.113.9' }))
          .statusCode,
      );
    expect(statuses.slice(0, 30).every((status) => status === 404)).toBe(true);
    expect(statuses.slice(30)).toEqual([429, 429]);
    const refused = await app.inject({ url: `/offer/${'G'.repeat(43)}`, remoteAddress: '203.0.113.9' });
    expect(refused.body).toContain('Zbyt wiele prób');
    expect(refused.headers['retry-after']).toBeDefined();
    // Another address is not held back.
    expect(
      (await app.inject({ url: `/offer/${'G'.repeat(43)}`, remoteAddress: '198.51.100.7' })).statusCode,
    ).toBe(404);
  });

  it('takes a question into the lead’s thread once, however often its form is sent, and tells the owner', async () => {
    const { leadId, token } = await sentOffer();
    const page = await app.inject(`/offer/${token}`);
    const key = /name="key" value="([^"]+)"/.exec(page.body)![1]!;
    for (let time = 0; time < 2; time += 1) {
      const asked = await visitorPost(`/offer/${token}/question`, {
        question: 'Czy w hotelu jest basen?\r\nDziękuję',
        key,
      });
      expect(asked.statusCode).toBe(303);
      expect(asked.headers.location).toBe(`/offer/${token}?asked=1`);
    }
    const questions = await db
      .selectFrom('lead_messages')
      .selectAll()
      .where('direction', '=', 'in')
      .execute();
    expect(questions).toHaveLength(1);
    expect(questions[0]).toMatchObject({
      lead_id: leadId,
      kind: 'question',
      matched_by: 'offer',
      from_address: 'zofia@example.pl',
      text: 'Czy w hotelu jest basen?\nDziękuję',
    });
    expect(
      await db.selectFrom('outbox').select('kind').where('kind', '=', 'visitor-message').execute(),
    ).toHaveLength(1);
    const lead = await db.selectFrom('leads').selectAll().where('id', '=', leadId).executeTakeFirstOrThrow();
    expect(lead.last_inbound_at).not.toBeNull();
    expect((await app.inject(`/offer/${token}?asked=1`)).body).toContain('pytanie dotarło do biura');
    const empty = await visitorPost(`/offer/${token}/question`, { question: '   ', key: 'e'.repeat(30) });
    expect(empty.statusCode).toBe(400);
  });

  it('refuses a post from another site’s page; our page’s Origin null counts only with Sec-Fetch-Site same-origin', async () => {
    const { token } = await sentOffer();
    const option = await db
      .selectFrom('offer_options')
      .select('id')
      .where('position', '=', 1)
      .executeTakeFirstOrThrow();
    const before = await snapshot();
    const foreign = await visitorPost(
      `/offer/${token}/accept`,
      { option: option.id },
      { origin: 'https://evil.example' },
    );
    expect(foreign.statusCode).toBe(403);
    const sandboxed = await visitorPost(
      `/offer/${token}/accept`,
      { option: option.id },
      { origin: 'null', 'sec-fetch-site': 'cross-site' },
    );
    expect(sandboxed.statusCode).toBe(403);
    expect(await snapshot()).toEqual(before);
    const ours = await visitorPost(
      `/offer/${token}/accept`,
      { option: option.id },
      { origin: 'null', 'sec-fetch-site': 'same-origin' },
    );
    expect(ours.statusCode).toBe(303);
  });
});

describe('the offer’s emails, through SMTP on loopback', () => {
  it('sends one email to the visitor only, in their language, threaded, with the link; fields holding "\\r\\nBcc:" add no header', async () => {
    const smtp = await startSmtpServer({ port: await freePort() });
    try {
      const { account } = await addAccount(db, {
        email: 'marta@example.com',
        name: 'Marta Nowak',
        role: 'sales',
      });
      const actor = { account, address: '127.0.0.1' };
      // The outbox sends what is due by the real clock.
      const at = new Date();
      const { id: leadId } = await saveLead(
        db,
        validEnquiry({ email: 'zofia@example.pl', locale: 'pl' }),
        'script',
        at,
      );
      // Past the form's checks (a store written to directly): the email must still be harmless.
      const draft: OfferDraft = {
        validUntil: suggestedValidUntil(at),
        note: 'Cena obejmuje transfer.\r\nBcc: x@evil.example\r\n',
        options: [
          {
            hotel: 'Hotel\r\nBcc: x@evil.example',
            room: 'Deluxe\nCc: y@evil.example',
            board: 'BB\r\n\r\nInjected body',
            arrival: '2027-05-10',
            departure: '2027-05-14',
            travellers: 2,
            priceMinor: 125000,
            basis: 'per-person',
            currency: 'PLN',
          },
        ],
      };
      const saved = await saveDraft(db, leadId, '9a0e4b3c-6c2b-4d7e-8f1a-2b3c4d5e6f70', draft, actor, at);
      expect('offer' in saved).toBe(true);
      const sent = await sendOffer(db, '9a0e4b3c-6c2b-4d7e-8f1a-2b3c4d5e6f70', actor, at, {
        domain: 'hiddengemsmalta.com',
        siteUrl: 'https://www.hiddengemsmalta.com',
      });
      expect('offer' in sent).toBe(true);
      const token = await latestToken();
      const outbox = new Outbox(
        db,
        new MessageCourier(
          db,
          nodemailer.createTransport({ host: '127.0.0.1', port: smtp.port, secure: false, ignoreTLS: true }),
          {
            from: 'Hidden Gems Malta <leads@hiddengemsmalta.com>',
            to: 'biuro@hiddengemsmalta.com',
            deskUrl: 'https://www.hiddengemsmalta.com/inbox',
          },
          offerComposers('https://www.hiddengemsmalta.com'),
        ),
        { intervalMs: 60_000, retryMs: 100 },
      );
      outbox.kick();
      await waitFor('the offer’s email', () =>
        smtp.accepted.find((mail) => (mail.headers.get('message-id') ?? '').startsWith('<offer-')),
      );
      await outbox.stop();
      const offers = smtp.accepted.filter((mail) =>
        (mail.headers.get('message-id') ?? '').startsWith('<offer-'),
      );
      expect(offers).toHaveLength(1);
      const mail = offers[0]!;
      expect(mail.envelope.to).toEqual(['zofia@example.pl']);
      expect(smtp.accepted.every((each) => !each.envelope.to.some((to) => to.includes('evil')))).toBe(true);
      expect([...mail.headers.keys()].filter((name) => name === 'bcc' || name === 'cc')).toEqual([]);
      expect(mail.headers.get('subject')).toBe('Oferta Hidden Gems Malta');
      expect(mail.headers.get('to')).toBe('zofia@example.pl');
      expect(mail.headers.get('reply-to')).toMatch(/^biuro\+[a-z2-7]{26}@hiddengemsmalta\.com$/);
      expect(mail.headers.get('in-reply-to')).toBe(`<confirm-${leadId}@hiddengemsmalta.com>`);
      expect(mail.text).toContain(`https://www.hiddengemsmalta.com/offer/${token}`);
      expect(plain(mail.text)).toContain('Cena: 1 250,00 zł za osobę');
      expect(mail.text).toContain('Dzień dobry,');
    } finally {
      await smtp.close();
    }
  });

  it('builds the offer’s email and the owner’s notice as valid RFC 5322', async () => {
    const built: string[] = [];
    const wire = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' });
    const courier = new MessageCourier(
      db,
      {
        sendMail: async (message) =>
          built.push(
            ((await wire.sendMail(message)) as unknown as { message: Buffer }).message.toString('latin1'),
          ),
      } as Pick<ReturnType<typeof nodemailer.createTransport>, 'sendMail'>,
      {
        from: 'Hidden Gems Malta <leads@hiddengemsmalta.com>',
        to: 'biuro@hiddengemsmalta.com',
        deskUrl: 'https://www.hiddengemsmalta.com/inbox',
      },
      offerComposers('https://www.hiddengemsmalta.com'),
    );
    const { token } = await sentOffer();
    const option = await db
      .selectFrom('offer_options')
      .select('id')
      .where('position', '=', 2)
      .executeTakeFirstOrThrow();
    expect((await visitorPost(`/offer/${token}/accept`, { option: option.id })).statusCode).toBe(303);
    const lead = await db.selectFrom('leads').selectAll().executeTakeFirstOrThrow();
    for (const row of await db
      .selectFrom('outbox')
      .selectAll()
      .where('kind', 'in', ['offer', 'offer-accepted'])
      .orderBy('next_attempt_at')
      .execute())
      expect(
        await courier.deliver({
          id: row.id,
          kind: row.kind as 'offer',
          lead,
          payload: JSON.parse(row.payload ?? 'null') as unknown,
        }),
      ).toBe('sent');
    expect(built).toHaveLength(2);
    for (const raw of built) expect(parses('message', raw).ok).toBe(true);
    const notice = built[1]!;
    expect(notice).toMatch(/^To: biuro@hiddengemsmalta\.com$/m);
    expect(notice).toMatch(/^Message-ID:\s+<note-offer-accepted-[0-9a-f-]{36}@hiddengemsmalta\.com>$/m);
  });
});

describe('money and the offer’s form', () => {
  it('keeps amounts as minor units with their currency and writes them per language', () => {
    expect(plain(formatMoney({ minor: 125000, currency: 'PLN' }, 'pl'))).toBe('1 250,00 zł');
    expect(formatMoney({ minor: 125000, currency: 'EUR' }, 'en')).toBe('€1,250.00');
    const checked = checkOffer(
      offerInputFrom({
        ...TWO_OPTIONS,
        rows: '2',
        validUntil: '2027-03-09',
        'price-0': '1 250,5',
        'currency-1': 'EUR',
        'price-1': '1,250.00',
      }),
      '2027-03-02',
    );
    expect(
      'draft' in checked && checked.draft.options.map((option) => [option.priceMinor, option.currency]),
    ).toEqual([
      [125050, 'PLN'],
      [125000, 'EUR'],
    ]);
  });

  it('is proxied by nginx to the receiver, with the enquiry and the desk', () => {
    const config = nginxConfig(nginxDefaults());
    const start = config.indexOf('  location ^~ /offer/ {\n');
    expect(start).toBeGreaterThan(0);
    const block = config.slice(start, config.indexOf('\n  }', start));
    expect(block).toContain('proxy_pass http://hidden_gems_malta_receiver;');
    expect(block).toContain('proxy_set_header X-Forwarded-For $remote_addr;');
    expect(block).not.toContain('add_header');
  });
});

describe('the offers’ store on PostgreSQL', () => {
  it('saves, sends, accepts once, refuses a second and an expired acceptance, withdraws and takes a question', async () => {
    const postgres = await startPostgres();
    try {
      const pg = await openDatabase({ kind: 'postgres', url: await postgres.createDatabase('offers') });
      try {
        const { account } = await addAccount(pg, {
          email: 'marta@example.com',
          name: 'Marta Nowak',
          role: 'sales',
        });
        const actor = { account, address: '127.0.0.1' };
        const at = new Date('2027-03-02T09:00:00Z');
        const send = { domain: 'hiddengemsmalta.com', siteUrl: 'https://www.hiddengemsmalta.com' };
        const checked = checkOffer(
          offerInputFrom({ ...TWO_OPTIONS, rows: '2', validUntil: '2027-03-09' }),
          '2027-03-02',
        );
        if (!('draft' in checked)) throw new Error('the offer does not check');
        const tokenOf = async (offerId: string) => {
          const rows = await pg.selectFrom('outbox').select('payload').where('kind', '=', 'offer').execute();
          return rows
            .map((row) => JSON.parse(row.payload ?? '{}') as { offerId: string; token: string })
            .find((each) => each.offerId === offerId)!.token;
        };
        const lead = await saveLead(
          pg,
          validEnquiry({ email: 'zofia@example.pl', locale: 'pl' }),
          'script',
          at,
        );
        const ids = [
          '1b6f8e2a-3c4d-4e5f-8a9b-0c1d2e3f4a5b',
          '2b6f8e2a-3c4d-4e5f-8a9b-0c1d2e3f4a5b',
          '3b6f8e2a-3c4d-4e5f-8a9b-0c1d2e3f4a5b',
        ];
        for (const id of ids)
          expect('offer' in (await saveDraft(pg, lead.id, id, checked.draft, actor, at))).toBe(true);
        expect(
          (await pg.selectFrom('offers').select('version').orderBy('version').execute()).map(
            (row) => row.version,
          ),
        ).toEqual([1, 2, 3]);

        // Accepted once; the second refused.
        expect('offer' in (await sendOffer(pg, ids[0]!, actor, at, send))).toBe(true);
        const token = await tokenOf(ids[0]!);
        const found = await offerByToken(pg, token);
        expect(found?.offer.id).toBe(ids[0]);
        const [first, second] = found!.options;
        const accepted = await acceptOffer(pg, token, second!.id, at, '127.0.0.1');
        expect('option' in accepted && accepted.option.id).toBe(second!.id);
        expect(await acceptOffer(pg, token, first!.id, at, '127.0.0.1')).toEqual({
          refused: 'already-accepted',
        });
        const stored = await pg
          .selectFrom('leads')
          .selectAll()
          .where('id', '=', lead.id)
          .executeTakeFirstOrThrow();
        expect([stored.status, Number(stored.booking_value_minor), stored.booking_currency]).toEqual([
          'accepted',
          390000,
          'PLN',
        ]);

        // Expired: the day after its last one.
        expect('offer' in (await sendOffer(pg, ids[1]!, actor, at, send))).toBe(true);
        const later = await tokenOf(ids[1]!);
        const option = (await offerByToken(pg, later))!.options[0]!;
        expect(
          await acceptOffer(pg, later, option.id, new Date('2027-03-10T09:00:00Z'), '127.0.0.1'),
        ).toEqual({ refused: 'expired' });
        expect(await askQuestion(pg, later, { text: 'Basen?', key: 'k'.repeat(30) }, at)).toEqual({
          stored: true,
        });
        expect(await askQuestion(pg, later, { text: 'Basen?', key: 'k'.repeat(30) }, at)).toEqual({
          stored: false,
        });

        // Withdrawn: refused.
        expect('offer' in (await withdrawOffer(pg, ids[1]!, actor, at))).toBe(true);
        expect(await acceptOffer(pg, later, option.id, at, '127.0.0.1')).toEqual({ refused: 'withdrawn' });
        expect(await acceptOffer(pg, 'A'.repeat(43), option.id, at, '127.0.0.1')).toEqual({
          refused: 'unknown',
        });
      } finally {
        await pg.destroy();
      }
    } finally {
      await postgres.stop();
    }
  });
});
