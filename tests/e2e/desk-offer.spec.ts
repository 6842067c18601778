import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { openDatabase, type LeadsDb } from '@/receiver/db/database';
import { saveLead } from '@/receiver/leads/store';
import { addDays, checkOffer, offerInputFrom, warsawToday } from '@/receiver/offers/model';
import { saveDraft, sendOffer } from '@/receiver/offers/store';
import { addAccount, type Account } from '@/receiver/team/accounts';
import { freePort } from '@/lib/server/freePort';
import { startLoopbackNginx } from '@/scripts/deploy/nginxLoopback';
import { validEnquiry } from '../fixtures/enquiry';
import { startSmtpServer, type LoopbackSmtp } from '../receiver/support/smtp';
import { RECEIVER_START_MS, startReceiver, tempFolder, type ReceiverProcess } from '../support/receiver';
import { axeViolations } from '../support/axe';
import { sidewaysOverflow } from './site';

/**
 * Offers with prices in Chromium, against the receiver as its own process on a SQLite file of its
 * own, sending through a real SMTP server on loopback: sales builds an offer with two options in
 * PLN on the desk and sends it; the visitor, in a browser with no session, opens the link the email
 * brought and accepts option 2, and the lead shows it accepted with its value; a withdrawn and an
 * expired offer cannot be accepted and say so; the page passes axe at 390 and 1280 px in Polish and
 * English, and reaches the receiver through the shipped nginx configuration.
 */

test.describe.configure({ mode: 'serial' });
// A run here takes 2-6 s a test; a machine twice as slow has three times that and more.
test.setTimeout(90_000);

const PASSWORD = 'Kasyno-nad-Zatoka-Gozo-2027';
const AGENT = { email: 'ewa@example.com', name: 'Ewa Lis' };
const OFFICE = 'office@hiddengemsmalta.test';
const VISITOR = { name: 'Zofia Wiśniewska', email: 'zofia.offer@example.pl' };
const WIDTHS = [390, 1280] as const;

let folder: Awaited<ReturnType<typeof tempFolder>>;
let smtp: LoopbackSmtp;
let receiver: ReceiverProcess;
let leadId: string;
let offerLink: string;

const at = (pathname: string) => `${receiver.url}${pathname}`;

/** The receiver's database, opened beside it for a while (WAL lets both at once). */
async function withDb<T>(work: (db: LeadsDb) => Promise<T>): Promise<T> {
  const db = await openDatabase({ kind: 'sqlite', file: folder.dbFile });
  try {
    return await work(db);
  } finally {
    await db.destroy();
  }
}

/**
 * An offer sent straight from the store, as the desk sends it, to a new lead in `locale`: its
 * token (only the outbox's payload holds it) and ids.
 */
async function storedOffer(locale: 'pl' | 'en'): Promise<{ token: string; offerId: string; leadId: string }> {
  return withDb(async (db) => {
    const now = new Date();
    const account = await db.selectFrom('accounts').selectAll().executeTakeFirstOrThrow();
    const lead = await saveLead(
      db,
      validEnquiry({ name: 'Anna Kowalska', email: `anna.${Date.now()}@example.com`, locale }),
      'script',
      now,
    );
    const today = warsawToday(now);
    const arrival = addDays(today, 30);
    const departure = addDays(arrival, 4);
    const checked = checkOffer(
      offerInputFrom({
        rows: '2',
        validUntil: addDays(today, 7),
        'hotel-0': 'Hotel Phoenicia Malta',
        'room-0': locale === 'pl' ? 'Pokój deluxe' : 'Deluxe room',
        'board-0': locale === 'pl' ? 'Śniadania' : 'Breakfast',
        'arrival-0': arrival,
        'departure-0': departure,
        'travellers-0': '2',
        'price-0': '1250',
        'basis-0': 'per-person',
        'currency-0': locale === 'pl' ? 'PLN' : 'EUR',
        'hotel-1': 'The Westin Dragonara Resort',
        'room-1': locale === 'pl' ? 'Pokój klubowy' : 'Club room',
        'board-1': locale === 'pl' ? 'Śniadania i kolacje' : 'Half board',
        'arrival-1': arrival,
        'departure-1': departure,
        'travellers-1': '3',
        'price-1': '3900',
        'basis-1': 'total',
        'currency-1': locale === 'pl' ? 'PLN' : 'EUR',
        note: locale === 'pl' ? 'Ceny obejmują transfer z lotniska.' : 'Prices include the airport transfer.',
      }),
      today,
    );
    if (!('draft' in checked)) throw new Error(`the offer does not check: ${JSON.stringify(checked)}`);
    const offerId = randomUUID();
    const actor = { account: account as Account, address: '127.0.0.1' };
    await saveDraft(db, lead.id, offerId, checked.draft, actor, now);
    await sendOffer(db, offerId, actor, now, { domain: 'hiddengemsmalta.test', siteUrl: receiver.url });
    const row = await db
      .selectFrom('outbox')
      .select('payload')
      .where('kind', '=', 'offer')
      .where('lead_id', '=', lead.id)
      .executeTakeFirstOrThrow();
    return { token: (JSON.parse(row.payload ?? '{}') as { token: string }).token, offerId, leadId: lead.id };
  });
}

test.beforeAll(async () => {
  // A receiver's start, waited for as long as it may take on a busy machine, and the rest.
  test.setTimeout(RECEIVER_START_MS + 60_000);
  folder = await tempFolder();
  smtp = await startSmtpServer({ port: await freePort() });
  // The visitors' links point at the receiver itself: LEADS_SITE_URL is its own origin.
  const port = await freePort();
  receiver = await startReceiver(
    folder.dbFile,
    {
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      LEADS_NOTIFY_TO: OFFICE,
      LEADS_NOTIFY_FROM: 'Hidden Gems Malta <leads@hiddengemsmalta.test>',
      LEADS_SITE_URL: `http://127.0.0.1:${port}`,
      LEADS_OUTBOX_INTERVAL_MS: '200',
      LEADS_OUTBOX_RETRY_MS: '300',
    },
    port,
  );
  await withDb(async (db) => {
    await addAccount(db, { ...AGENT, role: 'sales', locale: 'pl', password: PASSWORD });
  });
  const response = await fetch(at('/api/enquiry'), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: receiver.url },
    body: JSON.stringify(
      validEnquiry({
        name: VISITOR.name,
        email: VISITOR.email,
        locale: 'pl',
        arrival: '',
        departure: '',
        message: 'Dzień dobry, prosimy o ofertę na majówkę dla dwóch osób.',
      }),
    ),
  });
  expect(response.status).toBe(201);
  leadId = ((await response.json()) as { id: string }).id;
});

test.afterAll(async () => {
  await receiver?.stop();
  await smtp?.close();
  await folder?.remove();
});

async function signedIn(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await page.goto(at('/inbox'));
  await page.getByLabel('E-mail').fill(AGENT.email);
  await page.getByLabel('Hasło').fill(PASSWORD);
  await page.getByRole('button', { name: 'Zaloguj się' }).click();
  await expect(page).toHaveURL(at('/inbox'));
  return page;
}

/** A value of the lead's details, by its label. */
const detail = (page: Page, label: string) =>
  page
    .locator('section[aria-labelledby=details-title] dl > div')
    .filter({ has: page.locator('dt', { hasText: new RegExp(`^${label}$`) }) })
    .locator('dd');

/** A date `days` ahead, as a date field takes it. */
const daysAhead = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

test('sales builds an offer with two options in PLN on the lead’s page and sends it', async ({ browser }) => {
  const page = await signedIn(browser);
  await page.goto(at(`/inbox/leads/${leadId}`));
  await expect(page.getByRole('heading', { level: 2, name: 'Oferty' })).toBeVisible();
  await page.getByRole('link', { name: 'Nowa oferta' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Nowa oferta: ${VISITOR.name}` })).toBeVisible();

  const option = (number: number) => page.getByRole('group', { name: `Opcja ${number}` });
  const fill = async (number: number, values: Record<string, string>) => {
    for (const [label, value] of Object.entries(values))
      await option(number).getByLabel(label, { exact: true }).fill(value);
  };
  await fill(1, {
    Hotel: 'Hotel Phoenicia Malta',
    Pokój: 'Pokój deluxe z widokiem na morze',
    Wyżywienie: 'Śniadania',
    Przyjazd: daysAhead(60),
    Wyjazd: daysAhead(64),
    'Liczba osób': '2',
    Cena: '1 250,00',
  });
  await fill(2, {
    Hotel: 'The Westin Dragonara Resort',
    Pokój: 'Pokój klubowy',
    Wyżywienie: 'Śniadania i kolacje',
    Przyjazd: daysAhead(60),
    Wyjazd: daysAhead(64),
    'Liczba osób': '2',
    Cena: '3 900',
  });
  await option(2).getByLabel('Cena jest').selectOption('total');
  await expect(option(2).getByLabel('Waluta')).toHaveValue('PLN');
  await page.getByLabel('Uwagi dla klienta').fill('Ceny obejmują transfer z lotniska.');
  await page.getByRole('button', { name: 'Zapisz i wyślij klientowi' }).click();

  await expect(page).toHaveURL(at(`/inbox/leads/${leadId}?offer=sent#offers-title`));
  const offers = page.locator('section[aria-labelledby=offers-title]');
  await expect(offers.getByRole('status')).toHaveText('Oferta czeka na wysyłkę do klienta.');
  await expect(offers.getByRole('heading', { level: 3 })).toHaveText('Oferta, wersja 1 wysłana');
  await expect(offers).toContainText('Razem: 2 500,00 zł');
  await expect(offers).toContainText('Razem: 3 900,00 zł');
  await expect(detail(page, 'Status')).toHaveText('oferta wysłana');

  // The visitor's email, once, with the link to the offer's page.
  await expect
    .poll(
      () =>
        smtp.accepted.filter(
          (mail) =>
            mail.envelope.to.includes(VISITOR.email) && mail.headers.get('message-id')?.startsWith('<offer-'),
        ).length,
      { timeout: 20_000 },
    )
    .toBe(1);
  const mail = smtp.accepted.find((each) => each.headers.get('message-id')?.startsWith('<offer-'))!;
  expect(mail.headers.get('subject')).toBe('Oferta Hidden Gems Malta');
  expect(mail.text.replace(/\u00a0/g, ' ')).toContain('Razem: 3 900,00 zł');
  offerLink = /http:\/\/127\.0\.0\.1:\d+\/offer\/[A-Za-z0-9_-]{43}/.exec(mail.text)?.[0] ?? '';
  expect(offerLink.startsWith(`${receiver.url}/offer/`)).toBe(true);
  await page.context().close();
});

test('the visitor opens the link from the email, with no session, and accepts option 2; the lead is accepted with its value', async ({
  browser,
}) => {
  expect(offerLink, 'the offer was sent').not.toBe('');
  const visitor = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await visitor.newPage();
  const opened = await page.goto(offerLink);
  expect(opened?.status()).toBe(200);
  expect(opened?.headers()['x-robots-tag']).toBe('noindex, nofollow');
  await expect(page.locator('html')).toHaveAttribute('lang', 'pl');
  await expect(page.getByRole('heading', { level: 1, name: 'Państwa oferta' })).toBeVisible();
  const second = page
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { name: 'The Westin Dragonara Resort' }) });
  await expect(second).toContainText('3 900,00 zł za całość');
  await second.getByRole('button', { name: 'Wybieram opcję 2' }).click();
  await expect(page.getByRole('heading', { level: 2, name: /^Wybrali Państwo opcję 2/ })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Wybieram opcję/ })).toHaveCount(0);
  await visitor.close();

  const desk = await signedIn(browser);
  await desk.goto(at(`/inbox/leads/${leadId}`));
  await expect(detail(desk, 'Status')).toHaveText('oferta przyjęta');
  await expect(detail(desk, 'Rezerwacja')).toHaveText('3 900,00 zł');
  const offers = desk.locator('section[aria-labelledby=offers-title]');
  await expect(offers.getByRole('heading', { level: 3 })).toHaveText('Oferta, wersja 1 przyjęta');
  await expect(offers).toContainText('wybrana przez klienta');
  // The owner's notice went to the office (nobody owns the lead).
  await expect
    .poll(
      () =>
        smtp.accepted.filter(
          (mail) =>
            mail.envelope.to.includes(OFFICE) &&
            (mail.headers.get('subject') ?? '').startsWith('Oferta przyjęta'),
        ).length,
      { timeout: 20_000 },
    )
    .toBe(1);
  await desk.context().close();
});

/** Opens an offer's page, lets `meanwhile` happen to it, then tries to accept option 1 there. */
async function acceptAfter(browser: Browser, meanwhile: (offerId: string) => Promise<void>) {
  const { token, offerId, leadId: lead } = await storedOffer('pl');
  const before = await withDb((db) =>
    db
      .selectFrom('leads')
      .select(['status', 'booking_value_minor'])
      .where('id', '=', lead)
      .executeTakeFirstOrThrow(),
  );
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await page.goto(at(`/offer/${token}`));
  await meanwhile(offerId);
  const answered = page.waitForResponse((response) => response.url().endsWith('/accept'));
  await page.getByRole('button', { name: 'Wybieram opcję 1' }).click();
  const status = (await answered).status();
  const after = await withDb(async (db) => ({
    lead: await db
      .selectFrom('leads')
      .select(['status', 'booking_value_minor'])
      .where('id', '=', lead)
      .executeTakeFirstOrThrow(),
    offer: await db
      .selectFrom('offers')
      .select(['status', 'accepted_at'])
      .where('id', '=', offerId)
      .executeTakeFirstOrThrow(),
  }));
  expect(after.lead).toEqual(before);
  expect(after.offer.accepted_at).toBeNull();
  return { page, status, close: () => context.close() };
}

test('a withdrawn offer cannot be accepted, and its page says so', async ({ browser }) => {
  const { page, status, close } = await acceptAfter(browser, (offerId) =>
    withDb(async (db) => {
      await db
        .updateTable('offers')
        .set({ status: 'withdrawn', withdrawn_at: new Date().toISOString() })
        .where('id', '=', offerId)
        .execute();
    }),
  );
  expect(status).toBe(410);
  await expect(page.getByRole('heading', { level: 1, name: 'Ta oferta jest nieaktualna' })).toBeVisible();
  await expect(page.getByText('nie można jej już przyjąć')).toBeVisible();
  await close();
});

test('an expired offer cannot be accepted, and its page says so', async ({ browser }) => {
  const { page, status, close } = await acceptAfter(browser, (offerId) =>
    withDb(async (db) => {
      await db.updateTable('offers').set({ valid_until: '2020-01-31' }).where('id', '=', offerId).execute();
    }),
  );
  expect(status).toBe(410);
  await expect(page.getByRole('heading', { level: 1, name: 'Ta oferta wygasła' })).toBeVisible();
  await expect(page.getByText('Oferta była ważna do 31 stycznia 2020')).toBeVisible();
  await close();
});

for (const locale of ['pl', 'en'] as const)
  for (const width of WIDTHS)
    test(`the offer page passes axe at ${width} px in ${locale === 'pl' ? 'Polish' : 'English'}, in the site’s fonts, nothing wider than the window`, async ({
      browser,
    }) => {
      const { token } = await storedOffer(locale);
      const context = await browser.newContext({ viewport: { width, height: 900 } });
      const page = await context.newPage();
      const problems: string[] = [];
      page.on('console', (message) => message.type() === 'error' && problems.push(message.text()));
      await page.goto(at(`/offer/${token}`));
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      await page.evaluate(() => document.fonts.ready);
      expect(await page.evaluate(() => document.fonts.check('600 24px "Playfair Display"'))).toBe(true);
      expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).toContain('Manrope');
      expect(await axeViolations(page)).toEqual([]);
      expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
      // No policy violation (a blocked style, font or image would say so here).
      expect(problems).toEqual([]);
      await context.close();
    });

test('the offer page reaches the receiver through the shipped nginx configuration, its headers once', async () => {
  const { token } = await storedOffer('en');
  const nginx = await startLoopbackNginx({
    root: path.join(process.cwd(), 'out'),
    ports: { receiver: receiver.port },
  });
  try {
    const page = await nginx.get(`${nginx.origin}/offer/${token}`);
    expect(page.status).toBe(200);
    expect(page.body).toContain('Your offer');
    expect(page.headers.get('cache-control')).toBe('no-store');
    expect(page.headers.get('x-robots-tag')).toBe('noindex, nofollow');
    expect(page.headers.get('referrer-policy')).toBe('no-referrer');
    expect(page.headers.get('content-security-policy')).toMatch(
      /^default-src 'none'; style-src 'sha256-[^']+'; font-src 'self'/,
    );
    const logo = /<img src="([^"]+)"/.exec(page.body)![1]!;
    const file = await nginx.get(`${nginx.origin}${logo}`);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('image/svg+xml');
    expect((await nginx.get(`${nginx.origin}/offer/${'A'.repeat(43)}`)).status).toBe(404);
  } finally {
    await nginx.stop();
  }
});
