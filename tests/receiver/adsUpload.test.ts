// @vitest-environment node
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readSettings } from '@/receiver/config/settings';
import { setStatus, type Actor } from '@/receiver/desk/leadDesk';
import { saveLead } from '@/receiver/leads/store';
import { createReceiver, type Receiver } from '@/receiver/service';
import { addAccount } from '@/receiver/team/accounts';
import { PRIVACY_ACCEPTED, PRIVACY_REJECTED, validEnquiry } from '../fixtures/enquiry';
import { signedIn } from './support/desk';
import { startDataManager, type LocalDataManager } from './support/dataManagerServer';
import { startPostgres, type TestPostgres } from './support/postgres';
import { waitFor } from './support/receiver';

/**
 * The receiver tells Google's Data Manager API of each booking itself, through its outbox, against
 * a local server that refuses whatever strays from the documented request (support/dataManagerApi.md):
 * a booking's conversion (validateOnly first, then for real), a changed value restated, a cancelled
 * booking retracted, a refusal shown on the lead and retried, the token signed with the service
 * account's key; a visitor without consent to advertising is never sent. On SQLite and PostgreSQL.
 */

const sha256Hex = (text: string) => createHash('sha256').update(text).digest('hex');
const ACCOUNT = '1234567890';
const ACTION = '987654321';

let folder: string;
let postgres: TestPostgres | undefined;
beforeAll(() => {
  folder = mkdtempSync(path.join(tmpdir(), 'ads-upload-'));
});
afterAll(async () => {
  await postgres?.stop();
  rmSync(folder, { recursive: true, force: true });
});

const BACKENDS = [
  { name: 'SQLite', database: async (run: number) => ({ LEADS_DB: path.join(folder, `leads-${run}.db`) }) },
  {
    name: 'PostgreSQL',
    database: async (run: number) => {
      postgres ??= await startPostgres();
      return { DATABASE_URL: await postgres.createDatabase(`ads_${process.pid}_${run}`) };
    },
  },
];

describe.each(BACKENDS)('bookings told to Google’s Data Manager API ($name)', ({ database }) => {
  let google: LocalDataManager;
  let receiver: Receiver;
  let actor: Actor;

  beforeAll(async () => {
    google = await startDataManager(folder);
    receiver = await createReceiver(
      readSettings({
        ...(await database(Math.floor(Math.random() * 1e9))),
        LEADS_ADS_ACCOUNT: ACCOUNT,
        LEADS_ADS_BOOKED_ACTION: ACTION,
        LEADS_ADS_CREDENTIALS: google.keyFile,
        LEADS_ADS_API_URL: google.url,
        LEADS_ADS_SYNC_SECONDS: '1',
        LEADS_OUTBOX_INTERVAL_MS: '100',
        LEADS_OUTBOX_RETRY_MS: '300',
        LEADS_CURRENCY: 'EUR',
      }),
    );
    const { account } = await addAccount(receiver.db, {
      email: 'ola@example.com',
      role: 'sales',
      name: 'Ola Zielińska',
      password: 'Biuro-Warszawa-Malta-2027',
    });
    actor = { account, address: '127.0.0.1' };
  }, 120_000);
  afterAll(async () => {
    await receiver?.close();
    await google?.close();
  });

  const lead = async (overrides: Parameters<typeof validEnquiry>[0]) =>
    (await saveLead(receiver.db, validEnquiry(overrides), 'script', new Date())).id;
  const book = (id: string, minor: number, currency = 'PLN') =>
    setStatus(receiver.db, id, 'booked', actor, { booking: { minor, currency } });
  const uploadsOf = (id: string) =>
    receiver.db.selectFrom('ads_uploads').selectAll().where('lead_id', '=', id).orderBy('seq').execute();
  const sentCount = async (id: string, count: number) =>
    waitFor(`${count} uploads of ${id} sent`, async () => {
      const uploads = await uploadsOf(id);
      return uploads.length === count && uploads.every((upload) => upload.sent_at !== null) && uploads;
    });
  const realEvents = () =>
    google.calls
      .filter((call) => !call.validateOnly && call.status === 200)
      .flatMap((call) => call.body.events as Record<string, unknown>[]);

  it('sends each consented booking once, checked first, in the documented shape, and never one without consent', async () => {
    // Google's own example address for normalising (dots and +suffix dropped at gmail.com).
    const withClick = await lead({
      email: 'Cloudy.SanFrancisco+shopping@gmail.com',
      phone: '+48 600 100 200',
      gclid: 'Cj0-booked-1',
      privacy: PRIVACY_ACCEPTED,
    });
    const refused = await lead({
      email: 'odmowa@example.pl',
      gclid: 'Cj0-refused',
      privacy: PRIVACY_REJECTED,
    });
    const iosClick = await lead({ email: 'ios@example.pl', gbraid: 'CkQ-ios', privacy: PRIVACY_ACCEPTED });
    const noClick = await lead({ email: 'bez.klikniecia@example.pl', phone: '', privacy: PRIVACY_ACCEPTED });
    for (const id of [withClick, refused, iosClick, noClick]) await book(id, 1_250_000);

    for (const id of [withClick, iosClick, noClick]) await sentCount(id, 1);
    await new Promise((resolve) => setTimeout(resolve, 1_500));

    expect(await uploadsOf(refused)).toEqual([]);
    expect(google.calls.flatMap((call) => JSON.stringify(call.body))).not.toContain(refused);
    expect(google.calls.every((call) => call.status === 200)).toBe(true);
    // Each real request follows the same request checked with validateOnly.
    const reals = google.calls.filter((call) => !call.validateOnly);
    expect(reals).toHaveLength(3);
    for (const real of reals) {
      const index = google.calls.indexOf(real);
      expect(google.calls[index - 1]).toMatchObject({
        validateOnly: true,
        body: { ...real.body, validateOnly: true },
      });
    }
    const byId = new Map(realEvents().map((event) => [event.transactionId, event]));
    expect(reals[0]!.body).toMatchObject({
      destinations: [
        { operatingAccount: { accountType: 'GOOGLE_ADS', accountId: ACCOUNT }, productDestinationId: ACTION },
      ],
      encoding: 'HEX',
      validateOnly: false,
    });
    expect(byId.get(withClick)).toEqual({
      transactionId: withClick,
      eventTimestamp: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      eventSource: 'OTHER',
      adIdentifiers: { gclid: 'Cj0-booked-1' },
      userData: {
        userIdentifiers: [
          { emailAddress: sha256Hex('cloudysanfrancisco@gmail.com') },
          { phoneNumber: sha256Hex('+48600100200') },
        ],
      },
      consent: { adUserData: 'CONSENT_GRANTED', adPersonalization: 'CONSENT_DENIED' },
      conversionValue: 12500,
      currency: 'PLN',
    });
    expect(byId.get(iosClick)).toMatchObject({ adIdentifiers: { gbraid: 'CkQ-ios' } });
    // Enhanced conversions for leads: no click, matched by the hashed email alone.
    expect(byId.get(noClick)).not.toHaveProperty('adIdentifiers');
    expect(byId.get(noClick)).toMatchObject({
      userData: { userIdentifiers: [{ emailAddress: sha256Hex('bez.klikniecia@example.pl') }] },
    });
    expect(google.tokensIssued).toBe(1);

    const desk = await signedIn(receiver.app, receiver.db, { email: `marta-${Date.now()}@example.com` });
    const page = (await desk.get(`/inbox/leads/${withClick}`)).body;
    expect(page).toMatch(/<h2 id="ads-heading">Google Ads<\/h2>/);
    expect(page).toMatch(/Konwersja: 12\s500,00\szł · <span>wysłano /);
    const refusedPage = (await desk.get(`/inbox/leads/${refused}`)).body;
    expect(refusedPage).toContain(
      'Rezerwacja nie jest wysyłana do Google: klient nie zgodził się na reklamy.',
    );
  }, 90_000);

  it('restates a changed value and retracts a cancelled booking, under the same transactionId', async () => {
    const id = await lead({ email: 'zmiana@example.pl', gclid: 'Cj0-change', privacy: PRIVACY_ACCEPTED });
    await book(id, 900_000);
    await sentCount(id, 1);
    await book(id, 1_100_050);
    await sentCount(id, 2);
    expect(google.conversions.get(id)).toEqual({
      value: 11000.5,
      currency: 'PLN',
      events: 2,
      adUserData: 'CONSENT_GRANTED',
    });

    await setStatus(receiver.db, id, 'lost', actor, { lostReason: 'other' });
    const uploads = await sentCount(id, 3);
    expect(uploads.map((upload) => [upload.kind, upload.value_minor])).toEqual([
      ['conversion', 900_000],
      ['restatement', 1_100_050],
      ['retraction', 0],
    ]);
    // Google holds one conversion, its value now 0; each event went once.
    expect(google.conversions.get(id)).toEqual({
      value: 0,
      currency: 'PLN',
      events: 3,
      adUserData: 'CONSENT_GRANTED',
    });
    expect(realEvents().filter((event) => event.transactionId === id)).toHaveLength(3);
  }, 90_000);

  it('shows a refused request on the lead, retries it, and sends it once accepted', async () => {
    google.refuseWith('The conversion action 987654321 is not enabled for uploads.');
    const id = await lead({ email: 'odrzucone@example.pl', wbraid: 'CkQ-web', privacy: PRIVACY_ACCEPTED });
    await book(id, 500_000, 'EUR');
    await waitFor('the refusal kept on the upload', async () => {
      const [upload] = await uploadsOf(id);
      return upload?.last_error?.includes('not enabled') && upload;
    });
    const desk = await signedIn(receiver.app, receiver.db, {
      email: `anna-${Date.now()}@example.com`,
      locale: 'en',
    });
    const page = (await desk.get(`/inbox/leads/${id}`)).body;
    expect(page).toContain(
      'Conversion: €5,000.00 · <span class="error">refused: INVALID_ARGUMENT: The conversion action 987654321 is not enabled for uploads. · next try',
    );
    const tried = google.calls.filter((call) => call.refusal?.includes('not enabled')).length;
    await waitFor('a second refusal (retried)', () =>
      google.calls.filter((call) => call.refusal?.includes('not enabled')).length > tried ? true : undefined,
    );

    google.refuseWith(undefined);
    const [sent] = await sentCount(id, 1);
    expect(sent?.last_error).toBeNull();
    expect(sent?.request_id).toMatch(/^[0-9a-f-]{36}$/);
    expect(google.conversions.get(id)).toMatchObject({ value: 5000, currency: 'EUR', events: 1 });
    // The outbox marks its job done just after the upload's row says sent: waited for, not raced.
    const outbox = await waitFor('the outbox job marked sent', async () => {
      const job = await receiver.db
        .selectFrom('outbox')
        .select(['attempts', 'sent_at'])
        .where('id', '=', `ads:${id}:1`)
        .executeTakeFirstOrThrow();
      return job.sent_at !== null && job;
    });
    expect(outbox.attempts).toBeGreaterThanOrEqual(3);
    expect((await desk.get(`/inbox/leads/${id}`)).body).toMatch(/Conversion: €5,000\.00 · <span>sent /);
  }, 90_000);
});
