// @vitest-environment node
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildReceiver } from '@/receiver/app';
import { readSettings, type Settings } from '@/receiver/config/settings';
import { openDatabase, type LeadsDb } from '@/receiver/db/database';
import { DEFAULT_OVERDUE_RULE } from '@/receiver/leads/overdue';
import { saveLead } from '@/receiver/leads/store';
import { setSpam } from '@/receiver/desk/leadDesk';
import { boardColumns, boardData, type BoardLead } from '@/receiver/pipeline/desk/board';
import type { ValueOffer, ValueOption } from '@/receiver/pipeline/desk/leadValue';
import { mergeLeads } from '@/receiver/pipeline/desk/merge';
import { reportRows } from '@/receiver/pipeline/desk/report';
import { addAccount, type Account } from '@/receiver/team/accounts';
import { validEnquiry, VALID_ENQUIRY, PRIVACY_ACCEPTED } from '../fixtures/enquiry';
import { signedIn, type DeskBrowser } from './support/desk';
import { json } from './support/injected';
import { startPostgres, type TestPostgres } from './support/postgres';

/**
 * The sale's pipeline on the desk: one person's leads flagged (email in any case and spacing, the
 * phone in E.164) and merged without losing a message, a note or an offer, on SQLite and
 * PostgreSQL; the board's columns, values and flags, and its move form; the report's CSV, whose
 * lead count is the list's for the same Warsaw dates.
 */

interface Backend {
  name: string;
  open: () => Promise<LeadsDb>;
  close: () => Promise<void>;
}

function sqliteBackend(): Backend {
  const folder = mkdtempSync(path.join(tmpdir(), 'leads-pipeline-sqlite-'));
  let count = 0;
  return {
    name: 'SQLite',
    open: () => openDatabase({ kind: 'sqlite', file: path.join(folder, `leads-${(count += 1)}.db`) }),
    close: async () => rmSync(folder, { recursive: true, force: true }),
  };
}

function postgresBackend(): Backend {
  let server: TestPostgres | undefined;
  let count = 0;
  return {
    name: 'PostgreSQL',
    open: async () => {
      server ??= await startPostgres();
      const url = await server.createDatabase(`pipeline_${process.pid}_${(count += 1)}`);
      return openDatabase({ kind: 'postgres', url } satisfies Settings['database']);
    },
    close: async () => server?.stop(),
  };
}

const DAY = 86_400_000;

/** An office account to act as. */
async function agent(db: LeadsDb): Promise<{ account: Account; address: string }> {
  const { account } = await addAccount(db, {
    email: `agent-${randomUUID()}@example.com`,
    role: 'sales',
    name: 'Ola Zielińska',
    password: 'Biuro-Warszawa-Malta-2027',
  });
  return { account, address: '127.0.0.1' };
}

const leadById = (db: LeadsDb, id: string) =>
  db.selectFrom('leads').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

const flagsOf = (db: LeadsDb, id: string) =>
  db
    .selectFrom('lead_duplicates')
    .select(['lead_id', 'other_lead_id', 'reason'])
    .where((eb) => eb.or([eb('lead_id', '=', id), eb('other_lead_id', '=', id)]))
    .orderBy('lead_id')
    .orderBy('reason')
    .execute();

/** A message of the lead's conversation, in or out. */
async function message(db: LeadsDb, leadId: string, direction: 'in' | 'out', text: string, at: string) {
  await db
    .insertInto('lead_messages')
    .values({
      id: randomUUID(),
      lead_id: leadId,
      direction,
      kind: direction === 'in' ? 'email' : 'reply',
      at,
      from_address: direction === 'in' ? 'anna@example.pl' : '',
      from_name: '',
      to_address: direction === 'in' ? 'biuro@example.com' : 'anna@example.pl',
      subject: 'Malta',
      text,
      dedupe_key: `test:${randomUUID()}`,
    })
    .execute();
}

/** An offer of one option, sent (or accepted), as the offers' tables hold it. */
async function offer(
  db: LeadsDb,
  leadId: string,
  version: number,
  option: { price_minor: number; currency: string; arrival?: string },
  status: 'sent' | 'accepted' = 'sent',
) {
  const id = randomUUID();
  const optionId = randomUUID();
  const at = new Date('2026-11-10T10:00:00Z').toISOString();
  await db
    .insertInto('offers')
    .values({
      id,
      lead_id: leadId,
      version,
      status,
      locale: 'pl',
      note: '',
      valid_until: '2026-12-31',
      token_hash: null,
      created_at: at,
      updated_at: at,
      account_id: null,
      actor: 'Ola',
      sent_at: at,
      withdrawn_at: null,
      accepted_at: status === 'accepted' ? at : null,
      accepted_option_id: status === 'accepted' ? optionId : null,
      replaces_id: null,
    })
    .execute();
  await db
    .insertInto('offer_options')
    .values({
      id: optionId,
      offer_id: id,
      position: 1,
      hotel: 'Hotel Phoenicia',
      room: 'Deluxe',
      board: 'BB',
      arrival: option.arrival ?? '2027-05-10',
      departure: '2027-05-14',
      travellers: 2,
      price_minor: option.price_minor,
      price_basis: 'total',
      currency: option.currency,
    })
    .execute();
  return id;
}

describe.each([sqliteBackend(), postgresBackend()])('one person, one lead, on $name', (backend) => {
  let db: LeadsDb;
  beforeEach(async () => {
    db = await backend.open();
  });
  afterEach(async () => db.destroy());
  afterAll(() => backend.close());

  const save = (overrides: Parameters<typeof validEnquiry>[0], now: Date) =>
    saveLead(db, validEnquiry(overrides), 'script', now);

  it('flags two enquiries from one email typed in another case, both ways, and one phone written otherwise', async () => {
    const now = new Date('2026-11-10T10:00:00Z');
    const first = await save({ email: 'Anna.Kowalska@Example.PL', phone: '', message: 'Pierwsze.' }, now);
    const second = await save(
      { email: 'anna.kowalska@example.pl', phone: '', message: 'Drugie.' },
      new Date(now.getTime() + 60_000),
    );
    expect((await leadById(db, first.id)).email_key).toBe('anna.kowalska@example.pl');
    expect(await flagsOf(db, second.id)).toEqual(
      [
        { lead_id: first.id, other_lead_id: second.id, reason: 'email' },
        { lead_id: second.id, other_lead_id: first.id, reason: 'email' },
      ].sort((a, b) => a.lead_id.localeCompare(b.lead_id)),
    );

    const byPhone = await save(
      { email: 'inny@example.com', phone: '+48 601 234 567', message: 'Trzecie.' },
      new Date(now.getTime() + 120_000),
    );
    const samePhone = await save(
      { email: 'jeszcze.inny@example.com', phone: '601-234-567', message: 'Czwarte.' },
      new Date(now.getTime() + 180_000),
    );
    expect((await flagsOf(db, samePhone.id)).map((flag) => flag.reason)).toEqual(['phone', 'phone']);
    expect((await flagsOf(db, byPhone.id)).some((flag) => flag.other_lead_id === samePhone.id)).toBe(true);
  });

  it('does not flag a lead booked, lost, merged, spam or older than 180 days', async () => {
    const now = new Date('2026-11-10T10:00:00Z');
    const email = 'ewa@example.pl';
    const old = await save({ email, phone: '', message: 'Stare.' }, new Date(now.getTime() - 181 * DAY));
    const booked = await save(
      { email, phone: '', message: 'Zarezerwowane.' },
      new Date(now.getTime() - 5 * DAY),
    );
    const lost = await save({ email, phone: '', message: 'Utracone.' }, new Date(now.getTime() - 4 * DAY));
    await db.updateTable('leads').set({ status: 'booked' }).where('id', '=', booked.id).execute();
    await db
      .updateTable('leads')
      .set({ status: 'lost', lost_reason: 'price' })
      .where('id', '=', lost.id)
      .execute();
    const fresh = await save({ email, phone: '', message: 'Nowe.' }, now);
    expect(await flagsOf(db, fresh.id)).toEqual([]);
    // Spam is stored aside and flags nothing (two strong signals: sent in a second, links).
    const spam = await saveLead(
      db,
      validEnquiry({ email, phone: '', message: 'http://a.example http://b.example http://c.example' }),
      'script',
      new Date(now.getTime() + 60_000),
      { msSinceFormFirstUsed: 500, recentFromSameAddress: 0 },
    );
    expect(spam.spam).toBe(true);
    expect(await flagsOf(db, spam.id)).toEqual([]);
    expect(old.created && booked.created && lost.created).toBe(true);

    // Out of Spam by the desk's hand, it is flagged with the same person's open lead, as on arrival.
    await setSpam(db, spam.id, false, await agent(db), new Date(now.getTime() + 120_000));
    expect((await flagsOf(db, spam.id)).filter((flag) => flag.lead_id === spam.id)).toEqual([
      { lead_id: spam.id, other_lead_id: fresh.id, reason: 'email' },
    ]);
  });

  it('merges one person’s lead into the other, keeping every message, note, offer and waiting email', async () => {
    const actor = await agent(db);
    const start = new Date('2026-11-09T09:00:00Z');
    const kept = await save({ email: 'Marek@Example.pl', phone: '', message: 'Pierwsze zapytanie.' }, start);
    const merged = await save(
      {
        email: ' marek@example.pl',
        phone: '',
        message: 'Drugie zapytanie, z reklamy.',
        gclid: 'Cj0KCQ-merged',
        privacy: PRIVACY_ACCEPTED,
        landingPage: '/pl/kasyno',
      },
      new Date(start.getTime() + DAY),
    );
    const third = await save(
      { email: 'marek@example.pl', phone: '', message: 'Trzecie.' },
      new Date(start.getTime() + 2 * DAY),
    );
    // The kept lead was answered; the merged one waits, and its visitor wrote since.
    await db
      .updateTable('leads')
      .set({ status: 'contacted', awaiting_since: null, contacted_at: '2026-11-09T10:00:00.000Z' })
      .where('id', '=', kept.id)
      .execute();
    await db
      .updateTable('leads')
      .set({ awaiting_since: '2026-11-10T09:00:00.000Z', last_inbound_at: '2026-11-11T08:00:00.000Z' })
      .where('id', '=', merged.id)
      .execute();
    await message(db, kept.id, 'out', 'Dzień dobry, odpowiadamy.', '2026-11-09T10:00:00.000Z');
    await message(db, merged.id, 'in', 'Czy są jeszcze pokoje?', '2026-11-11T08:00:00.000Z');
    await message(db, merged.id, 'out', 'Tak, są.', '2026-11-11T09:00:00.000Z');
    await db
      .insertInto('lead_events')
      .values(
        [kept.id, merged.id].map((leadId) => ({
          id: randomUUID(),
          lead_id: leadId,
          at: '2026-11-11T10:00:00.000Z',
          account_id: actor.account.id,
          actor: actor.account.name,
          kind: 'note' as const,
          from_value: null,
          to_value: null,
          body: `Notatka ${leadId === kept.id ? 'pierwsza' : 'druga'}`,
        })),
      )
      .execute();
    await offer(db, kept.id, 1, { price_minor: 300_000, currency: 'EUR' });
    await offer(db, merged.id, 1, { price_minor: 450_000, currency: 'PLN' });
    await db
      .insertInto('outbox')
      .values({
        id: `reply:${randomUUID()}`,
        kind: 'reply',
        lead_id: merged.id,
        next_attempt_at: '2026-11-11T09:00:00.000Z',
      })
      .execute();
    const messagesBefore = await db.selectFrom('lead_messages').select('id').execute();

    expect(await mergeLeads(db, kept.id, merged.id, actor, new Date('2026-11-12T10:00:00Z'))).toBe('merged');

    const messages = await db.selectFrom('lead_messages').select(['id', 'lead_id', 'text']).execute();
    expect(messages.map((row) => row.id).sort()).toEqual(messagesBefore.map((row) => row.id).sort());
    expect(messages.every((row) => row.lead_id === kept.id)).toBe(true);
    expect(messages.map((row) => row.text).sort()).toEqual(
      ['Czy są jeszcze pokoje?', 'Dzień dobry, odpowiadamy.', 'Tak, są.'].sort(),
    );
    const events = await db.selectFrom('lead_events').select(['lead_id', 'kind', 'body']).execute();
    expect(events.every((event) => event.lead_id === kept.id)).toBe(true);
    expect(
      events
        .filter((event) => event.kind === 'note')
        .map((event) => event.body)
        .sort(),
    ).toEqual(['Notatka druga', 'Notatka pierwsza']);
    expect(events.filter((event) => event.kind === 'merge')).toHaveLength(1);
    const offers = await db.selectFrom('offers').select(['lead_id', 'version']).orderBy('version').execute();
    expect(offers).toEqual([
      { lead_id: kept.id, version: 1 },
      { lead_id: kept.id, version: 2 },
    ]);
    // The reply waiting to go goes on with the kept lead; the merged enquiry's own notices stay with it.
    const outbox = await db
      .selectFrom('outbox')
      .select(['kind', 'lead_id'])
      .where('sent_at', 'is', null)
      .execute();
    expect(outbox.filter((row) => row.kind === 'reply').map((row) => row.lead_id)).toEqual([kept.id]);
    expect(
      outbox
        .filter((row) => row.kind === 'notify')
        .map((row) => row.lead_id)
        .sort(),
    ).toEqual([kept.id, merged.id, third.id].sort());

    const keptRow = await leadById(db, kept.id);
    const mergedRow = await leadById(db, merged.id);
    expect(mergedRow.merged_into).toBe(kept.id);
    expect(mergedRow.awaiting_since).toBeNull();
    // Its enquiry and click id stay on its own row; the kept lead lacked a click id and takes it.
    expect(mergedRow.message).toBe('Drugie zapytanie, z reklamy.');
    expect(keptRow.gclid).toBe('Cj0KCQ-merged');
    expect(keptRow.landing_page).toBe('/pl/kasyno');
    // The earliest wait and the latest word from the visitor.
    expect(keptRow.awaiting_since).toBe('2026-11-10T09:00:00.000Z');
    expect(keptRow.last_inbound_at).toBe('2026-11-11T08:00:00.000Z');
    // The third lead, flagged with both, is now flagged with the kept one only.
    expect(await flagsOf(db, merged.id)).toEqual([]);
    expect(
      (await flagsOf(db, third.id)).every((flag) => [flag.lead_id, flag.other_lead_id].includes(kept.id)),
    ).toBe(true);
    const audited = await db
      .selectFrom('audit_log')
      .select(['action', 'lead_id', 'detail'])
      .where('action', '=', 'merge')
      .execute();
    expect(audited).toEqual([{ action: 'merge', lead_id: kept.id, detail: `${merged.id} -> ${kept.id}` }]);

    // Once merged, it cannot be merged again, nor can an unflagged pair or a booked lead.
    expect(await mergeLeads(db, kept.id, merged.id, actor)).toBe('already-merged');
    const stranger = await save({ email: 'obcy@example.com', phone: '', message: 'Obcy.' }, new Date());
    expect(await mergeLeads(db, kept.id, stranger.id, actor)).toBe('not-same-person');
    await db.updateTable('leads').set({ status: 'booked' }).where('id', '=', third.id).execute();
    expect(await mergeLeads(db, kept.id, third.id, actor)).toBe('booked');
  });

  it('reads the board and the report without spam or merged leads, each lead’s offers and last contact with it', async () => {
    const now = new Date('2026-11-20T11:00:00Z');
    const open = await save(
      { email: 'open@example.pl', phone: '', message: 'Otwarte.' },
      new Date('2026-11-18T10:00:00Z'),
    );
    const merged = await save(
      { email: 'open@example.pl', phone: '', message: 'Scalone.' },
      new Date('2026-11-19T10:00:00Z'),
    );
    const oldBooked = await save(
      { email: 'b@example.pl', phone: '', message: 'Dawno.' },
      new Date('2026-09-01T10:00:00Z'),
    );
    const spam = await saveLead(
      db,
      validEnquiry({
        email: 'spam@example.pl',
        phone: '',
        message: 'http://a.example http://b.example http://c.example',
      }),
      'script',
      new Date('2026-11-19T10:00:00Z'),
      { msSinceFormFirstUsed: 500, recentFromSameAddress: 0 },
    );
    expect(spam.spam).toBe(true);
    await db.updateTable('leads').set({ merged_into: open.id }).where('id', '=', merged.id).execute();
    await db
      .updateTable('leads')
      .set({ status: 'booked', booked_at: '2026-09-10T10:00:00.000Z' })
      .where('id', '=', oldBooked.id)
      .execute();
    await message(db, open.id, 'out', 'Odpowiedź.', '2026-11-18T12:00:00.000Z');
    await offer(db, open.id, 1, { price_minor: 123_400, currency: 'EUR' });

    const board = await boardData(db, now);
    expect(board.leads.map((lead) => [lead.id, lead.last_out_at])).toEqual([
      [open.id, '2026-11-18T12:00:00.000Z'],
    ]);
    expect(board.offers.map((row) => row.lead_id)).toEqual([open.id]);
    expect(board.options.map((row) => [row.price_minor, row.currency])).toEqual([[123_400, 'EUR']]);

    const report = await reportRows(db, { from: '2026-11-01', to: '2026-11-30' });
    expect(report.leads.map((lead) => lead.id)).toEqual([open.id]);
    expect(report.offers.map((row) => row.lead_id)).toEqual([open.id]);
  });
});

describe('merging on the desk', () => {
  const folder = mkdtempSync(path.join(tmpdir(), 'leads-pipeline-desk-'));
  let app: FastifyInstance;
  let db: LeadsDb;
  let files = 0;
  beforeEach(async () => {
    files += 1;
    const settings = readSettings({
      LEADS_DB: path.join(folder, `desk-${files}.db`),
      LEADS_RATE_LIMIT: '1000',
    });
    db = await openDatabase(settings.database);
    app = await buildReceiver({ db, settings });
  });
  afterEach(async () => {
    await app.close();
    await db.destroy();
  });
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  const post = async (enquiry: Parameters<typeof validEnquiry>[0]) => {
    const response = await app.inject(json(validEnquiry(enquiry)));
    expect(response.statusCode).toBe(201);
    return (response.json() as { id: string }).id;
  };

  it('marks both on the list, lists the other on each page, merges by the form, and sends the merged page to the kept one', async () => {
    const first = await post({
      name: 'Jan Nowak',
      email: ' JAN.Nowak@Example.com ',
      phone: '',
      message: 'Pobyt w maju.',
    });
    const second = await post({
      name: 'Jan Nowak',
      email: 'jan.nowak@example.com',
      phone: '',
      message: 'Pobyt w czerwcu.',
      gclid: 'Cj0-jan',
      privacy: PRIVACY_ACCEPTED,
    });
    const desk: DeskBrowser = await signedIn(app, db);

    const list = await desk.get('/inbox');
    expect(list.body.match(/class="badge duplicate">ta sama osoba\?</g)?.length).toBe(4); // two leads, table and cards
    const page = await desk.get(`/inbox/leads/${first}`);
    expect(page.body).toContain('Ta sama osoba');
    expect(page.body).toContain(`href="/inbox/leads/${second}"`);
    expect(page.body).toContain('ten sam e-mail');

    // Without the session's token the merge is refused, changing nothing.
    const forged = await desk.post(`/inbox/leads/${first}/merge`, { other: second, _csrf: 'x'.repeat(43) });
    expect(forged.statusCode).toBe(403);
    expect((await leadById(db, second)).merged_into).toBeNull();

    const merged = await desk.post(
      `/inbox/leads/${first}/merge`,
      { other: second },
      { from: `/inbox/leads/${first}` },
    );
    expect(merged.statusCode).toBe(303);
    expect(merged.headers.location).toBe(`/inbox/leads/${first}?merge=merged#same-title`);
    const after = await desk.get(`/inbox/leads/${first}?merge=merged`);
    expect(after.body).toContain('Scalono zapytania.');
    expect(after.body).toContain('Scalone zapytanie z');
    expect(after.body).toContain('Pobyt w czerwcu.');
    expect(after.body).toContain('Cj0-jan');
    expect(after.body).not.toContain('Scal z tym zapytaniem');

    const redirect = await desk.get(`/inbox/leads/${second}`);
    expect(redirect.statusCode).toBe(303);
    expect(redirect.headers.location).toBe(`/inbox/leads/${first}`);
    const listed = await desk.get('/inbox');
    expect(listed.body).toContain('Znaleziono: 1');
    expect(listed.body).not.toContain('badge duplicate');
  });
});

describe('the board', () => {
  const now = new Date('2026-11-20T11:00:00Z');
  const lead = (overrides: Partial<BoardLead>): BoardLead => ({
    id: randomUUID(),
    name: 'Anna',
    status: 'new',
    created_at: '2026-11-19T10:00:00.000Z',
    updated_at: '2026-11-19T10:00:00.000Z',
    interest: VALID_ENQUIRY.interest,
    arrival: '',
    departure: '',
    awaiting_since: null,
    contacted_at: null,
    booking_value_minor: null,
    booking_currency: null,
    booked_at: null,
    lost_reason: null,
    last_out_at: null,
    last_event_at: null,
    ...overrides,
  });
  const rules = { now, overdue: DEFAULT_OVERDUE_RULE, defaultCurrency: 'EUR' };

  it('puts each lead in its stage’s column with its count and its value per currency, by the value rule', () => {
    const withOffer = lead({ status: 'offer-sent', name: 'Oferta' });
    const accepted = lead({
      status: 'accepted',
      name: 'Przyjęta',
      booking_value_minor: 1,
      booking_currency: 'EUR',
    });
    const booked = lead({
      status: 'booked',
      name: 'Zarezerwowana',
      booking_value_minor: 250_000,
      booking_currency: 'EUR',
      booked_at: '2026-11-18T10:00:00.000Z',
    });
    const offers: ValueOffer[] = [
      {
        id: 'o1',
        lead_id: withOffer.id,
        version: 1,
        status: 'withdrawn',
        sent_at: '2026-11-10T10:00:00Z',
        accepted_option_id: null,
      },
      {
        id: 'o2',
        lead_id: withOffer.id,
        version: 2,
        status: 'sent',
        sent_at: '2026-11-12T10:00:00Z',
        accepted_option_id: null,
      },
      {
        id: 'o3',
        lead_id: accepted.id,
        version: 1,
        status: 'accepted',
        sent_at: '2026-11-12T10:00:00Z',
        accepted_option_id: 'p4',
      },
    ];
    const option = (
      id: string,
      offerId: string,
      position: number,
      price: number,
      basis: 'total' | 'per-person',
      currency = 'PLN',
    ): ValueOption => ({
      id,
      offer_id: offerId,
      position,
      arrival: '2027-05-10',
      travellers: 2,
      price_minor: price,
      price_basis: basis,
      currency,
    });
    const options = [
      option('p1', 'o1', 1, 100, 'total'),
      // The latest offer's lowest option: 2 × 400 000 per person = 800 000 against 900 000.
      option('p2', 'o2', 1, 900_000, 'total'),
      option('p3', 'o2', 2, 400_000, 'per-person'),
      // The accepted option counts before the booking's value.
      option('p4', 'o3', 1, 700_000, 'total', 'EUR'),
    ];
    const columns = boardColumns(
      [lead({ name: 'Nowa' }), lead({ name: 'Nowa 2' }), withOffer, accepted, booked],
      offers,
      options,
      rules,
    );
    expect(columns.map((column) => [column.status, column.count])).toEqual([
      ['new', 2],
      ['contacted', 0],
      ['offer-sent', 1],
      ['accepted', 1],
      ['booked', 1],
      ['lost', 0],
    ]);
    const value = Object.fromEntries(columns.map((column) => [column.status, column.value]));
    expect(value['offer-sent']).toEqual([{ minor: 800_000, currency: 'PLN' }]);
    expect(value.accepted).toEqual([{ minor: 700_000, currency: 'EUR' }]);
    expect(value.booked).toEqual([{ minor: 250_000, currency: 'EUR' }]);
    expect(value.new).toEqual([]);
  });

  it('flags a visitor waiting past the promise, and a trip within 14 days with no contact for 3 days', () => {
    const columns = boardColumns(
      [
        // Received Thursday 12 November, unanswered: due by the end of Friday 13th.
        lead({
          name: 'Czeka',
          created_at: '2026-11-12T08:30:00.000Z',
          awaiting_since: '2026-11-12T08:30:00.000Z',
        }),
        // Travels on 30 November (10 days on), last touched on the 16th (4 days ago).
        lead({
          name: 'Wyjazd',
          status: 'contacted',
          arrival: '2026-11-30',
          contacted_at: '2026-11-16T10:00:00.000Z',
          last_out_at: '2026-11-16T10:00:00.000Z',
        }),
        // The same trip, but a note yesterday: in touch.
        lead({
          name: 'Notatka',
          status: 'contacted',
          arrival: '2026-11-30',
          contacted_at: '2026-11-10T10:00:00.000Z',
          last_event_at: '2026-11-19T10:00:00.000Z',
        }),
        // Travels in 20 days: not yet.
        lead({
          name: 'Później',
          status: 'contacted',
          arrival: '2026-12-10',
          contacted_at: '2026-11-01T10:00:00.000Z',
        }),
        // Received this morning, within its deadline.
        lead({
          name: 'Świeże',
          created_at: '2026-11-20T08:00:00.000Z',
          awaiting_since: '2026-11-20T08:00:00.000Z',
        }),
      ],
      [],
      [],
      rules,
    );
    const cards = columns.flatMap((column) => column.cards);
    const flags = Object.fromEntries(
      cards.map((card) => [card.lead.name, [card.overdue, card.travelSoon?.days ?? null]]),
    );
    expect(flags).toEqual({
      Czeka: [true, null],
      Wyjazd: [false, 10],
      Notatka: [false, null],
      Później: [false, null],
      Świeże: [false, null],
    });
    // Flagged cards first in their column.
    expect(columns.find((column) => column.status === 'contacted')!.cards[0]!.lead.name).toBe('Wyjazd');
  });

  describe('on the desk', () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'leads-pipeline-board-'));
    let app: FastifyInstance;
    let db: LeadsDb;
    let files = 0;
    beforeEach(async () => {
      files += 1;
      const settings = readSettings({
        LEADS_DB: path.join(folder, `board-${files}.db`),
        LEADS_RATE_LIMIT: '1000',
      });
      db = await openDatabase(settings.database);
      app = await buildReceiver({ db, settings });
    });
    afterEach(async () => {
      await app.close();
      await db.destroy();
    });
    afterAll(() => rmSync(folder, { recursive: true, force: true }));

    it('shows the columns with their counts, and moves a card by its form back to the board', async () => {
      const response = await app.inject(
        json(validEnquiry({ name: 'Karol Tablicowy', email: 'karol@example.pl' })),
      );
      const id = (response.json() as { id: string }).id;
      const desk = await signedIn(app, db);
      const board = await desk.get('/inbox/board');
      expect(board.statusCode).toBe(200);
      expect(board.body).toContain('<h2 id="column-new">nowe</h2>');
      expect(board.body).toMatch(
        /<h2 id="column-new">nowe<\/h2>\s*<p class="figures"><strong>Zapytań: 1<\/strong>/,
      );
      expect(board.body).toContain('Karol Tablicowy');

      const moved = await desk.post(
        `/inbox/leads/${id}/status`,
        { status: 'contacted', back: `/inbox/board#card-${id}` },
        { from: '/inbox/board' },
      );
      expect(moved.statusCode).toBe(303);
      expect(moved.headers.location).toBe(`/inbox/board#card-${id}`);
      expect((await leadById(db, id)).status).toBe('contacted');
      expect((await desk.get('/inbox/board')).body).toMatch(
        /<h2 id="column-contacted">w kontakcie<\/h2>\s*<p class="figures"><strong>Zapytań: 1<\/strong>/,
      );

      // Lost asks for its reason: refused on the lead's page, where the whole form is.
      const refused = await desk.post(`/inbox/leads/${id}/status`, { status: 'lost', back: '/inbox/board' });
      expect(refused.statusCode).toBe(400);
      expect(refused.body).toContain('Przy statusie „utracone” wybierz powód.');
      // A `back` outside the desk is not followed.
      for (const back of ['https://evil.example/', '//evil.example/inbox', '/inboxes', '/inbox/\\evil'])
        expect(
          (await desk.post(`/inbox/leads/${id}/status`, { status: 'offer-sent', back })).headers.location,
          back,
        ).toBe(`/inbox/leads/${id}?saved=1`);
    });
  });
});

describe('the report on the desk', () => {
  const folder = mkdtempSync(path.join(tmpdir(), 'leads-pipeline-report-'));
  let app: FastifyInstance;
  let db: LeadsDb;
  let clock = new Date();
  beforeEach(async () => {
    const settings = readSettings({ LEADS_DB: path.join(folder, `report.db`), LEADS_RATE_LIMIT: '1000' });
    db = await openDatabase(settings.database);
    app = await buildReceiver({ db, settings, now: () => clock });
  });
  afterEach(async () => {
    await app.close();
    await db.destroy();
  });
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  const receivedAt = async (iso: string, overrides: Parameters<typeof validEnquiry>[0] = {}) => {
    clock = new Date(iso);
    const response = await app.inject(
      json(validEnquiry({ email: `${randomUUID()}@example.pl`, phone: '', ...overrides })),
    );
    expect(response.statusCode).toBe(201);
    return (response.json() as { id: string }).id;
  };

  it('counts in its CSV as many leads as the list shows for the same Warsaw dates, and audits the download', async () => {
    // Around the period's Warsaw edges (UTC+1 in November): 31 October 23:30 UTC is 1 November in Warsaw.
    await receivedAt('2026-10-31T22:30:00Z'); // 31 October, 23:30 Warsaw: before
    await receivedAt('2026-10-31T23:30:00Z'); // 1 November, 00:30 Warsaw: in
    const booked = await receivedAt('2026-11-10T10:00:00Z', {
      landingPage: '/casino',
      privacy: PRIVACY_ACCEPTED,
    });
    await receivedAt('2026-11-15T12:00:00Z');
    const merged = await receivedAt('2026-11-20T12:00:00Z');
    await receivedAt('2026-11-30T22:59:00Z'); // 30 November, 23:59 Warsaw: in
    await receivedAt('2026-11-30T23:00:00Z'); // 1 December in Warsaw: after
    await db.updateTable('leads').set({ merged_into: booked }).where('id', '=', merged).execute();
    await db
      .updateTable('leads')
      .set({ status: 'booked', booking_value_minor: 125_050, booking_currency: 'EUR' })
      .where('id', '=', booked)
      .execute();
    clock = new Date('2026-12-02T10:00:00Z');
    const desk = await signedIn(app, db);

    const csv = await desk.get('/inbox/report.csv?from=2026-11-01&to=2026-11-30');
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toBe(
      'attachment; filename="report-2026-11-01-2026-11-30.csv"',
    );
    const rows = new Map(
      csv.body
        .trim()
        .split('\r\n')
        .slice(1)
        .map((line) => line.split(',').map((cell) => cell.replace(/^"|"$/g, '')))
        .map(([measure, group, value]) => [`${measure}|${group}`, value]),
    );
    const list = await desk.get('/inbox?from=2026-11-01&to=2026-11-30');
    const listed = Number(/Znaleziono: (\d+)/.exec(list.body)?.[1]);
    expect(listed).toBe(4);
    expect(Number(rows.get('leads|'))).toBe(listed);
    expect(rows.get('bookings|')).toBe('1');
    expect(rows.get('booked_value|EUR')).toBe('1250.50');
    expect(rows.get('booked_rate|')).toBe('0.2500');
    expect(rows.get('booked_rate_by_landing_page|/casino')).toBe('1.0000');

    const page = await desk.get('/inbox/report?from=2026-11-01&to=2026-11-30');
    expect(page.body).toMatch(/<dt>Zapytania<\/dt><dd>4<\/dd>/);
    expect(page.body).toContain('href="/inbox/report.csv?from=2026-11-01&#38;to=2026-11-30"');
    const audited = await db
      .selectFrom('audit_log')
      .select(['action', 'detail'])
      .where('action', '=', 'export')
      .execute();
    expect(audited).toEqual([{ action: 'export', detail: 'report 2026-11-01..2026-11-30' }]);

    // The last 30 days by default, and a period that is not one refused with the form again.
    expect((await desk.get('/inbox/report')).body).toContain(
      'Zapytania otrzymane od 2026-11-03 do 2026-12-02',
    );
    for (const bad of [
      '?from=2026-11-31',
      '?from=2026-12-01&to=2026-11-01',
      '?from=2020-01-01&to=2026-01-01',
    ])
      expect((await desk.get(`/inbox/report${bad}`)).statusCode, bad).toBe(400);

    // In English for an English account, the board too.
    const english = await signedIn(app, db, { email: 'tom@example.com', name: 'Tom Baker', locale: 'en' });
    const report = await english.get('/inbox/report?from=2026-11-01&to=2026-11-30');
    expect(report.body).toContain('<html lang="en"');
    expect(report.body).toContain('Leads received from 2026-11-01 to 2026-11-30 (Warsaw time)');
    expect(report.body).toContain('<dt>Booked value</dt><dd>€1,250.50</dd>');
    const board = await english.get('/inbox/board');
    expect(board.body).toMatch(
      /<h2 id="column-booked">booked <span class="recent">\(last 30 days\)<\/span><\/h2>/,
    );
    expect(board.body).toMatch(
      /<h2 id="column-new">new<\/h2>\s*<p class="figures"><strong>5 leads<\/strong>/,
    );
  });
});
