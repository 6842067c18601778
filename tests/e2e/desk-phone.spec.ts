import { expect, test, type Browser, type Page } from '@playwright/test';
import { openDatabase } from '@/receiver/db/database';
import { addAccount } from '@/receiver/team/accounts';
import { freePort } from '@/lib/server/freePort';
import { validEnquiry } from '../fixtures/enquiry';
import { startSmtpServer, type LoopbackSmtp } from '../receiver/support/smtp';
import { startReceiver, tempFolder, type ReceiverProcess } from '../support/receiver';
import { axeViolations } from '../support/axe';

/**
 * The desk on a phone (Chromium at 390×844), one-handed: the list opens on the leads themselves,
 * readable cards (name, stage and marks, received, interest) with the filters folded away, at
 * least three of them above the fold; a lead's page has full-width controls at least 44 px high,
 * and a reply sent from it reaches the visitor. The receiver runs as its own process on a SQLite
 * file of its own, sending through an SMTP server on loopback. Time limits are generous: this runs
 * on two shared cores, and must pass on a machine twice as slow.
 */

test.describe.configure({ mode: 'serial', timeout: 120_000 });

const PASSWORD = 'Kasyno-nad-Zatoka-Gozo-2027';
const AGENT = { email: 'kasia@example.com', name: 'Kasia Wrona' };
const PHONE = { width: 390, height: 844 };
const VISITORS = [
  { name: 'Tomasz Lis', email: 'tomasz.lis@example.pl', interest: 'Casino hotel stay' },
  { name: 'Ewa Mazur', email: 'ewa.mazur@example.pl', interest: 'Nightlife' },
  { name: 'Piotr Zając', email: 'piotr.zajac@example.pl', interest: 'Luxury hotel stay' },
  // The same person as Tomasz Lis (his address in capitals): both are marked.
  { name: 'Tomasz Lis', email: 'Tomasz.Lis@Example.PL', interest: 'Island experiences' },
] as const;

let folder: Awaited<ReturnType<typeof tempFolder>>;
let smtp: LoopbackSmtp;
let receiver: ReceiverProcess;
const ids: string[] = [];

test.beforeAll(async () => {
  test.setTimeout(120_000);
  folder = await tempFolder();
  smtp = await startSmtpServer({ port: await freePort() });
  receiver = await startReceiver(folder.dbFile, {
    SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
    LEADS_NOTIFY_TO: 'office@hiddengemsmalta.test',
    LEADS_NOTIFY_FROM: 'Hidden Gems Malta <leads@hiddengemsmalta.test>',
    LEADS_OUTBOX_INTERVAL_MS: '200',
    LEADS_OUTBOX_RETRY_MS: '300',
  });
  const db = await openDatabase({ kind: 'sqlite', file: folder.dbFile });
  try {
    await addAccount(db, { ...AGENT, role: 'sales', locale: 'pl', password: PASSWORD });
  } finally {
    await db.destroy();
  }
  for (const visitor of VISITORS) {
    const response = await fetch(`${receiver.url}/api/enquiry`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: receiver.url },
      body: JSON.stringify(
        validEnquiry({
          ...visitor,
          phone: '',
          message: `Dzień dobry, piszę w sprawie: ${visitor.interest}.`,
          locale: 'pl',
        }),
      ),
    });
    expect(response.status).toBe(201);
    ids.push(((await response.json()) as { id: string }).id);
  }
});

test.afterAll(async () => {
  await receiver?.stop();
  await smtp?.close();
  await folder?.remove();
});

const at = (path: string) => `${receiver.url}${path}`;

async function signedInPhone(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  await page.goto(at('/inbox'));
  await page.getByLabel('E-mail').fill(AGENT.email);
  await page.getByLabel('Hasło').fill(PASSWORD);
  await page.getByRole('button', { name: 'Zaloguj się' }).click();
  await expect(page).toHaveURL(at('/inbox'));
  return page;
}

test('the list opens on readable lead cards, three or more above the fold, filters folded', async ({
  browser,
}) => {
  const page = await signedInPhone(browser);
  const cards = page.getByRole('list', { name: 'Zapytania' }).getByRole('listitem');
  await expect(cards).toHaveCount(VISITORS.length);
  // The table is for wide screens: on the phone it is not shown at all.
  await expect(page.getByRole('table')).toBeHidden();
  // The filters are one compact, closed summary.
  const filters = page.locator('details.filters-fold');
  await expect(filters).not.toHaveAttribute('open');
  await expect(page.getByRole('searchbox')).toBeHidden();

  const fold = PHONE.height;
  const above = await cards.evaluateAll(
    (items, bottom) => items.filter((item) => item.getBoundingClientRect().bottom <= bottom).length,
    fold,
  );
  expect(above, 'cards wholly above the fold').toBeGreaterThanOrEqual(3);

  // Each card says who, the stage with its marks, when and what.
  const newest = cards.first();
  await expect(newest.getByRole('link', { name: 'Tomasz Lis' })).toBeVisible();
  await expect(newest).toContainText('nowe');
  await expect(newest).toContainText('ta sama osoba?');
  await expect(newest).toContainText('Wyspiarskie atrakcje');
  await expect(newest).toContainText(/\d{2}\.\d{2}\.\d{4}|\d{4}-\d{2}-\d{2}|\d{1,2}:\d{2}/);
  await expect(cards.filter({ hasText: 'Ewa Mazur' })).not.toContainText('ta sama osoba?');
  // Words at a readable size, nothing wider than the screen.
  expect(
    await newest.getByRole('link').evaluate((link) => parseFloat(getComputedStyle(link).fontSize)),
  ).toBeGreaterThanOrEqual(16);
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
  ).toBeLessThanOrEqual(0);

  // The summary opens the filters (and a filter in use keeps them open).
  await page.getByText('Filtry', { exact: true }).click();
  await page.getByRole('searchbox').fill('Mazur');
  await page.getByRole('button', { name: 'Filtruj' }).click();
  await expect(cards).toHaveCount(1);
  await expect(filters).toHaveAttribute('open', '');
  expect(await axeViolations(page)).toEqual([]);
  await page.context().close();
});

test('a reply goes from the lead’s page, one-handed: full-width controls at least 44 px high', async ({
  browser,
}) => {
  const page = await signedInPhone(browser);
  await page.getByRole('link', { name: 'Ewa Mazur' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Ewa Mazur' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  const send = page.getByRole('button', { name: 'Wyślij odpowiedź' });
  const mainWidth = await page.locator('main').evaluate((main) => main.clientWidth);
  for (const control of [
    send,
    page.getByRole('textbox', { name: 'Temat' }),
    page.getByRole('button', { name: 'Zapisz status' }),
    page.getByRole('button', { name: 'Przypisz do mnie' }),
  ]) {
    const box = (await control.boundingBox())!;
    expect(box.height, 'a thumb’s target').toBeGreaterThanOrEqual(44);
    // Full width inside its card (main less the card's padding).
    expect(box.width).toBeGreaterThan(mainWidth * 0.75);
  }

  await expect(page.getByRole('textbox', { name: 'Treść' })).not.toBeEmpty();
  await send.tap();
  await expect(page.getByRole('status')).toHaveText('Odpowiedź czeka w kolejce do wysłania.');
  await expect
    .poll(
      () =>
        smtp.accepted.filter(
          (mail) =>
            mail.envelope.to.includes(VISITORS[1].email) &&
            (mail.headers.get('message-id') ?? '').startsWith('<reply-'),
        ).length,
      { timeout: 30_000 },
    )
    .toBe(1);
  await page.context().close();
});
