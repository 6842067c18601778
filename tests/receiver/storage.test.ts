// @vitest-environment node
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import nodemailer, { type SendMailOptions, type Transporter } from 'nodemailer';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase, type LeadsDb } from '@/receiver/db/database';
import { purgeExpiredLeads } from '@/receiver/leads/retention';
import { allLeads, forgetEmail, saveLead } from '@/receiver/leads/store';
import { ViewCounter } from '@/receiver/measure/viewCounter';
import { addAccount } from '@/receiver/team/accounts';
import { listDeskLeads, setStatus, type DeskQuery } from '@/receiver/desk/leadDesk';
import type { LeadStatus } from '@/receiver/db/schema';
import { Outbox } from '@/receiver/mail/outbox';
import { MessageCourier } from '@/receiver/mail/courier';
import type { Settings } from '@/receiver/config/settings';
import { startPostgres, type TestPostgres } from './support/postgres';
import { validEnquiry, PRIVACY_ACCEPTED, PRIVACY_REJECTED, VALID_ENQUIRY } from '../fixtures/enquiry';
import { CONSENT_VERSION } from '@/lib/model/consent/consent';

/**
 * The storage layer on both databases it supports: SQLite (the default, a file on disk) and
 * PostgreSQL (DATABASE_URL, a server started by the test). The same queries must give the same
 * answers on each.
 */
interface Backend {
  name: string;
  /** A fresh, migrated, empty database. */
  open: () => Promise<LeadsDb>;
  close: () => Promise<void>;
}

function sqliteBackend(): Backend {
  const folder = mkdtempSync(path.join(tmpdir(), 'leads-sqlite-'));
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
      const url = await server.createDatabase(`leads_${process.pid}_${(count += 1)}`);
      return openDatabase({ kind: 'postgres', url } satisfies Settings['database']);
    },
    close: async () => server?.stop(),
  };
}

describe.each([sqliteBackend(), postgresBackend()])('lead storage on $name', (backend) => {
  let db: LeadsDb;
  /** The desk's list, a few leads a page, newest first. */
  const listLeads = (
    database: LeadsDb,
    options: { search?: string; status?: LeadStatus; limit: number; offset: number },
  ) => {
    const query: DeskQuery = {
      folder: 'inbox',
      search: options.search,
      status: options.status,
      sort: 'received',
      descending: true,
      page: options.offset / options.limit + 1,
      pageSize: options.limit,
    };
    return listDeskLeads(database, query);
  };
  /** A status set on the desk by an office account, at `now`. */
  const setLeadStatus = async (database: LeadsDb, id: string, status: LeadStatus, now = new Date()) => {
    const email = 'office@example.com';
    const account =
      (await database.selectFrom('accounts').selectAll().where('email', '=', email).executeTakeFirst()) ??
      (await addAccount(database, { email, role: 'sales', password: 'Biuro-Warszawa-Malta-2027' })).account;
    return setStatus(database, id, status, { account, address: '127.0.0.1' }, undefined, now);
  };
  const opened: LeadsDb[] = [];

  beforeEach(async () => {
    db = await backend.open();
    opened.push(db);
  });

  afterAll(async () => {
    for (const each of opened) await each.destroy();
    await backend.close();
  }, 30_000);

  it('stores an enquiry with its outbox row, once per idempotency key', async () => {
    const enquiry = validEnquiry({ gclid: 'Cj0KCQ-abc_123', privacy: PRIVACY_ACCEPTED });
    const first = await saveLead(db, enquiry, 'script');
    const again = await saveLead(db, { ...enquiry, message: `${enquiry.message} (sent again)` }, 'form');
    expect(first.created).toBe(true);
    // The same key with another content is a conflict, answered with the first lead's id to refuse.
    expect(again).toEqual({ id: first.id, created: false, conflict: true });
    const leads = await allLeads(db);
    expect(leads).toHaveLength(1);
    expect(leads[0]).toMatchObject({
      id: first.id,
      name: enquiry.name,
      email: enquiry.email,
      message: enquiry.message,
      gclid: 'Cj0KCQ-abc_123',
      status: 'new',
      source: 'script',
    });
    const outbox = await db.selectFrom('outbox').selectAll().orderBy('id').execute();
    expect(outbox).toEqual(
      ['confirm', 'notify', 'webhook'].map((kind) =>
        expect.objectContaining({
          id: `${kind}:${first.id}`,
          kind,
          lead_id: first.id,
          sent_at: null,
          attempts: 0,
        }),
      ),
    );
  });

  it('keeps what brought the visit only as far as the privacy choice sent with it allows, and the choice itself', async () => {
    const visit = {
      gclid: 'Cj0KCQ-ad_1',
      gbraid: '0AAAAA-g_1',
      wbraid: 'CkQ-w_1',
      landingPage: '/pl/kasyno',
      utmSource: 'google',
      utmMedium: 'cpc',
      utmCampaign: 'lato',
    };
    const accepted = await saveLead(db, validEnquiry({ ...visit, privacy: PRIVACY_ACCEPTED }), 'script');
    const rejected = await saveLead(
      db,
      validEnquiry({ ...visit, email: 'piotr@example.pl', privacy: PRIVACY_REJECTED }),
      'form',
    );
    const unasked = await saveLead(db, validEnquiry({ ...visit, email: 'ewa@example.pl' }), 'script');
    const row = async (id: string) =>
      db.selectFrom('leads').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(await row(accepted.id)).toMatchObject({
      gclid: 'Cj0KCQ-ad_1',
      gbraid: '0AAAAA-g_1',
      wbraid: 'CkQ-w_1',
      landing_page: '/pl/kasyno',
      utm_source: 'google',
      utm_medium: 'cpc',
      utm_campaign: 'lato',
      consent_ad_storage: 'granted',
      consent_ad_user_data: 'granted',
      consent_ad_personalization: 'denied',
      consent_analytics_storage: 'granted',
      consent_version: CONSENT_VERSION,
      consent_at: '2027-01-15T10:00:00.000Z',
    });
    const nothingKept = {
      gclid: null,
      gbraid: null,
      wbraid: null,
      landing_page: null,
      utm_source: null,
      utm_medium: null,
      utm_campaign: null,
    };
    expect(await row(rejected.id)).toMatchObject({
      ...nothingKept,
      consent_ad_storage: 'denied',
      consent_ad_user_data: 'denied',
      consent_analytics_storage: 'denied',
      consent_version: CONSENT_VERSION,
    });
    expect(await row(unasked.id)).toMatchObject({
      ...nothingKept,
      consent_ad_user_data: null,
      consent_version: null,
    });
    // `leads forget` erases the choice with the rest of the lead.
    expect(await forgetEmail(db, VALID_ENQUIRY.email)).toBe(1);
    expect(await db.selectFrom('leads').select('id').where('consent_at', 'is not', null).execute()).toEqual([
      { id: rejected.id },
    ]);
  });

  it('adds the pages’ beacon counts to one row a day and combination, across flushes', async () => {
    const counter = new ViewCounter(db, () => new Date('2027-03-01T22:30:00Z'));
    const view = {
      kind: 'view',
      path: '/pl/kasyno',
      locale: 'pl',
      referrer: '',
      utmSource: 'google',
      utmMedium: 'cpc',
      utmCampaign: 'lato',
      device: 'phone',
    } as const;
    counter.count(view);
    counter.count(view);
    await counter.flush();
    counter.count(view);
    counter.count({ ...view, device: 'desktop' });
    await counter.flush();
    const rows = await db
      .selectFrom('page_views')
      .select(['day', 'device', 'count'])
      .orderBy('device')
      .execute();
    // 22:30 UTC on 1 March is 23:30 in Warsaw: still that day.
    expect(rows.map((row) => ({ ...row, count: Number(row.count) }))).toEqual([
      { day: '2027-03-01', device: 'desktop', count: 1 },
      { day: '2027-03-01', device: 'phone', count: 3 },
    ]);
  });

  it('stores one lead when the same enquiry arrives many times at once', async () => {
    const enquiry = validEnquiry();
    const results = await Promise.all(Array.from({ length: 20 }, () => saveLead(db, enquiry, 'script')));
    expect(results.filter((result) => result.created)).toHaveLength(1);
    expect(new Set(results.map((result) => result.id)).size).toBe(1);
    expect(await allLeads(db)).toHaveLength(1);
  });

  it('stores many different enquiries arriving at once, each answered with its own lead', async () => {
    const enquiries = Array.from({ length: 150 }, (_, index) => validEnquiry({ name: `Visitor ${index}` }));
    const results = await Promise.all(enquiries.map((enquiry) => saveLead(db, enquiry, 'script')));
    expect(results.every((result) => result.created)).toBe(true);
    expect(new Set(results.map((result) => result.id)).size).toBe(150);
    const stored = new Map((await allLeads(db)).map((lead) => [lead.id, lead.name]));
    results.forEach((result, index) => expect(stored.get(result.id)).toBe(`Visitor ${index}`));
    expect(await db.selectFrom('outbox').selectAll().where('kind', '=', 'notify').execute()).toHaveLength(
      150,
    );
  });

  it('scores the same message of the same person under a new key as a duplicate, spam with a burst', async () => {
    const first = validEnquiry();
    await saveLead(db, first, 'script');
    const again = await saveLead(
      db,
      { ...first, email: first.email.toUpperCase(), idempotencyKey: 'k'.repeat(20) },
      'script',
    );
    const burst = { msSinceFormFirstUsed: null, recentFromSameAddress: 5 };
    const third = await saveLead(
      db,
      { ...first, idempotencyKey: 'z'.repeat(20) },
      'script',
      new Date(),
      burst,
    );
    expect(again).toMatchObject({ created: true, spam: false });
    expect(third).toMatchObject({ created: true, spam: true });
    const stored = await db.selectFrom('leads').select(['id', 'spam', 'spam_reasons']).execute();
    expect(stored.find((lead) => lead.id === again.id)).toMatchObject({ spam: 0, spam_reasons: 'duplicate' });
    expect(stored.find((lead) => lead.id === third.id)).toMatchObject({ spam: 1 });
    // Spam sends nothing: the outbox holds the first two leads' messages only.
    const leadsWithMail = new Set(
      (await db.selectFrom('outbox').select('lead_id').execute()).map((row) => row.lead_id),
    );
    expect(leadsWithMail.has(third.id)).toBe(false);
    expect(leadsWithMail.size).toBe(2);
  });

  it('confirms to one address once a day, however many enquiries name it', async () => {
    const at = (iso: string) => new Date(iso);
    const victim = (message: string) => validEnquiry({ email: 'someone@example.com', message });
    await saveLead(db, victim('A first question about Gozo.'), 'script', at('2027-03-01T09:00:00Z'));
    await saveLead(db, victim('Another question, an hour later.'), 'script', at('2027-03-01T10:00:00Z'));
    await saveLead(db, victim('And one more, the next day.'), 'script', at('2027-03-02T10:00:01Z'));
    const kinds = await db.selectFrom('outbox').select('kind').execute();
    expect(kinds.filter((row) => row.kind === 'notify')).toHaveLength(3);
    expect(kinds.filter((row) => row.kind === 'confirm')).toHaveLength(2);
  });

  it('takes an enquiry without a key once per content', async () => {
    const enquiry = validEnquiry({ idempotencyKey: undefined });
    await saveLead(db, enquiry, 'form');
    await saveLead(db, { ...enquiry, email: enquiry.email.toUpperCase() }, 'form');
    await saveLead(db, { ...enquiry, message: 'A different question about Gozo in October.' }, 'form');
    expect(await allLeads(db)).toHaveLength(2);
  });

  it('lists leads newest first, with a search, a status filter and pages', async () => {
    const base = Date.UTC(2026, 10, 1);
    for (let index = 0; index < 7; index += 1) {
      await saveLead(
        db,
        validEnquiry({ name: `Visitor ${index}`, email: `visitor${index}@example.com` }),
        'script',
        new Date(base + index * 60_000),
      );
    }
    await saveLead(
      db,
      validEnquiry({ name: 'Zofia Wiśniewska', message: 'Szukamy hotelu z kasynem: 100% pewności_!' }),
      'script',
      new Date(base - 60_000),
    );
    const page1 = await listLeads(db, { limit: 3, offset: 0 });
    expect(page1.total).toBe(8);
    expect(page1.leads.map((lead) => lead.name)).toEqual(['Visitor 6', 'Visitor 5', 'Visitor 4']);
    const page3 = await listLeads(db, { limit: 3, offset: 6 });
    expect(page3.leads.map((lead) => lead.name)).toEqual(['Visitor 0', 'Zofia Wiśniewska']);

    expect(
      (await listLeads(db, { search: 'VISITOR3@', limit: 10, offset: 0 })).leads.map((l) => l.name),
    ).toEqual(['Visitor 3']);
    // % and _ are text in a search, not patterns.
    expect((await listLeads(db, { search: '100%', limit: 10, offset: 0 })).total).toBe(1);
    expect((await listLeads(db, { search: '_!', limit: 10, offset: 0 })).total).toBe(1);
    expect((await listLeads(db, { search: 'o_s', limit: 10, offset: 0 })).total).toBe(0);

    const target = page1.leads[1];
    expect(target).toBeDefined();
    expect(await setLeadStatus(db, target?.id ?? '', 'contacted')).toBe(true);
    expect(await setLeadStatus(db, 'no-such-lead', 'contacted')).toBe(false);
    const contacted = await listLeads(db, { status: 'contacted', limit: 10, offset: 0 });
    expect(contacted.leads.map((lead) => lead.name)).toEqual(['Visitor 5']);
    const [changed] = contacted.leads;
    expect(changed && changed.updated_at > changed.created_at).toBe(true);
  });

  it('forgets every lead of an email address, whatever its case, with their pending email', async () => {
    await saveLead(db, validEnquiry({ email: 'Jan.Kowalski@Example.com' }), 'script');
    await saveLead(db, validEnquiry({ email: 'jan.kowalski@example.com' }), 'form');
    const kept = await saveLead(db, validEnquiry({ email: 'someone.else@example.com' }), 'script');
    expect(await forgetEmail(db, ' JAN.KOWALSKI@example.COM ')).toBe(2);
    expect(await forgetEmail(db, 'jan.kowalski@example.com')).toBe(0);
    expect((await allLeads(db)).map((lead) => lead.id)).toEqual([kept.id]);
    expect(
      new Set((await db.selectFrom('outbox').select('lead_id').execute()).map((row) => row.lead_id)),
    ).toEqual(new Set([kept.id]));
  });

  it('purges enquiries 12 months after the last contact, and bookings 5 years after the end of their year', async () => {
    const now = new Date('2026-11-23T12:00:00Z');
    const save = (name: string, at: string) => saveLead(db, validEnquiry({ name }), 'script', new Date(at));
    await save('Old enquiry', '2025-11-20T00:00:00Z');
    await save('Recent enquiry', '2025-11-25T00:00:00Z');
    const contactedLately = await save('Old, contacted lately', '2025-01-01T00:00:00Z');
    await setLeadStatus(db, contactedLately.id, 'contacted', new Date('2026-02-01T00:00:00Z'));
    const oldBooking = await save('Booking of 2020', '2020-03-01T00:00:00Z');
    await setLeadStatus(db, oldBooking.id, 'booked', new Date('2020-12-31T00:00:00Z'));
    const keptBooking = await save('Booking of 2021', '2021-01-02T00:00:00Z');
    await setLeadStatus(db, keptBooking.id, 'booked', new Date('2021-01-02T00:00:00Z'));

    expect(await purgeExpiredLeads(db, now)).toBe(2);
    expect((await allLeads(db)).map((lead) => lead.name).sort()).toEqual([
      'Booking of 2021',
      'Old, contacted lately',
      'Recent enquiry',
    ]);
  });

  it('emails each lead once, even with two outbox workers on the same database', async () => {
    for (let index = 0; index < 12; index += 1)
      await saveLead(
        db,
        validEnquiry({ name: `Lead ${index}`, email: `lead${index}@example.com` }),
        'script',
      );
    // nodemailer's JSON transport builds each message and hands it back instead of sending it.
    const sent: string[] = [];
    const transport = nodemailer.createTransport({ jsonTransport: true });
    const recording = {
      sendMail: async (message: SendMailOptions) => {
        const info = await transport.sendMail(message);
        sent.push(String(message.messageId));
        return info;
      },
    } as unknown as Transporter;
    const options = {
      from: 'leads@example.com',
      to: 'office@example.com',
      retryMs: 1000,
      intervalMs: 60_000,
    };
    const courier = new MessageCourier(db, recording, { ...options, deskUrl: 'https://example.com/inbox' });
    const workers = [new Outbox(db, courier, options), new Outbox(db, courier, options)];
    await Promise.all(workers.map((worker) => worker.drain()));
    // The office's notice and the visitor's confirmation of each lead; no webhook is set, so none is posted.
    expect(sent).toHaveLength(24);
    expect(new Set(sent).size).toBe(24);
    const rows = await db.selectFrom('outbox').select(['sent_at', 'attempts']).execute();
    expect(rows.every((row) => row.sent_at !== null && row.attempts === 1)).toBe(true);
  });
});

describe('migrations', () => {
  let folder: string;
  beforeAll(() => {
    folder = mkdtempSync(path.join(tmpdir(), 'leads-migrate-'));
  });
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it('create the schema on first start and leave it, and its leads, on the next', async () => {
    const file = path.join(folder, 'leads.db');
    const first = await openDatabase({ kind: 'sqlite', file });
    await saveLead(first, validEnquiry(), 'script');
    await first.destroy();
    const second = await openDatabase({ kind: 'sqlite', file });
    expect(await allLeads(second)).toHaveLength(1);
    await second.destroy();
  });
});
