import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { openDatabase } from '@/receiver/db/database';
import { addAccount } from '@/receiver/team/accounts';
import { validEnquiry } from '../fixtures/enquiry';
import { startReceiver, tempFolder, type ReceiverProcess } from '../support/receiver';
import { axeViolations } from '../support/axe';

/**
 * The board (/inbox/board) in Chromium, by keyboard alone and without any script: a column per
 * stage with its heading, its count in words and its list of cards; a card moved by its own small
 * form (a stage and a button) comes back to the board in its new column, and "lost" asks for its
 * reason under the stage once chosen. axe finds nothing at 1280 and 390 px, and nothing is wider
 * than the window. The receiver runs as its own process on a SQLite file of its own.
 */

test.describe.configure({ mode: 'serial', timeout: 120_000 });

const PASSWORD = 'Kasyno-nad-Zatoka-Gozo-2027';
const AGENT = { email: 'bartek@example.com', name: 'Bartek Sowa' };
const NAMES = ['Karol Nowicki', 'Alicja Bąk', 'Witold Pawlak'] as const;

let folder: Awaited<ReturnType<typeof tempFolder>>;
let receiver: ReceiverProcess;
const ids: Record<string, string> = {};

test.beforeAll(async () => {
  test.setTimeout(120_000);
  folder = await tempFolder();
  receiver = await startReceiver(folder.dbFile, {});
  for (const [index, name] of NAMES.entries()) {
    const response = await fetch(`${receiver.url}/api/enquiry`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: receiver.url },
      body: JSON.stringify(
        validEnquiry({
          name,
          email: `gosc${index}@example.pl`,
          phone: '',
          message: `Zapytanie numer ${index + 1} o pobyt na Malcie.`,
          locale: 'pl',
        }),
      ),
    });
    expect(response.status).toBe(201);
    ids[name] = ((await response.json()) as { id: string }).id;
  }
  const db = await openDatabase({ kind: 'sqlite', file: folder.dbFile });
  try {
    await addAccount(db, { ...AGENT, role: 'sales', locale: 'pl', password: PASSWORD });
    // Witold has waited since January: past the promise, flagged on his card.
    await db
      .updateTable('leads')
      .set({ created_at: '2026-01-05T09:00:00.000Z', awaiting_since: '2026-01-05T09:00:00.000Z' })
      .where('id', '=', ids['Witold Pawlak']!)
      .execute();
  } finally {
    await db.destroy();
  }
});

test.afterAll(async () => {
  await receiver?.stop();
  await folder?.remove();
});

const at = (path: string) => `${receiver.url}${path}`;
const activeId = (page: Page) => page.evaluate(() => document.activeElement?.id ?? '');

/** Presses Tab until `target` has the focus (at most `limit` times). */
async function tabTo(page: Page, target: Locator, limit = 80): Promise<void> {
  for (
    let presses = 0;
    !(await target.evaluate((element) => element === document.activeElement));
    presses += 1
  ) {
    expect(presses, 'Tab reaches it').toBeLessThan(limit);
    await page.keyboard.press('Tab');
  }
}

async function pressAndLoad(page: Page, key: string): Promise<void> {
  const loaded = page.waitForEvent('load');
  await page.keyboard.press(key);
  await loaded;
}

async function signedIn(browser: Browser, width: number): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  const page = await context.newPage();
  await page.goto(at('/inbox'));
  await tabTo(page, page.getByLabel('E-mail'), 10);
  await page.keyboard.type(AGENT.email);
  await page.keyboard.press('Tab');
  expect(await activeId(page)).toBe('password');
  await page.keyboard.type(PASSWORD);
  await pressAndLoad(page, 'Enter');
  await expect(page).toHaveURL(at('/inbox'));
  return page;
}

/** A column of the board, by its stage's name. */
const column = (page: Page, stage: string) => page.getByRole('region', { name: new RegExp(`^${stage}`) });

test('a card moves from stage to stage by keyboard alone, and lost asks for its reason', async ({
  browser,
}) => {
  const page = await signedIn(browser, 1280);
  await tabTo(page, page.getByRole('link', { name: 'Tablica' }), 20);
  await pressAndLoad(page, 'Enter');
  await expect(page).toHaveURL(at('/inbox/board'));
  await expect(page.getByRole('heading', { level: 1, name: 'Tablica' })).toBeVisible();

  // A heading, a count in words and a list per stage.
  await expect(column(page, 'nowe').getByRole('heading', { level: 2 })).toHaveText('nowe');
  await expect(column(page, 'nowe')).toContainText('Zapytań: 3');
  await expect(column(page, 'nowe').getByRole('listitem')).toHaveCount(3);
  await expect(column(page, 'w kontakcie')).toContainText('Zapytań: 0');
  // Witold waited past the promise: his card says so, and comes first.
  await expect(column(page, 'nowe').getByRole('listitem').first()).toContainText('Witold Pawlak');
  await expect(column(page, 'nowe').getByRole('listitem').first()).toContainText('po terminie odpowiedzi');

  const karol = ids['Karol Nowicki']!;
  const stage = page.locator(`#move-${karol}`);
  await tabTo(page, stage);
  // The focus shows.
  expect(await stage.evaluate((element) => getComputedStyle(element).outlineStyle)).toBe('solid');
  await page.keyboard.press('ArrowDown');
  await expect(stage).toHaveValue('contacted');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Przenieś (Karol Nowicki)' })).toBeFocused();
  await pressAndLoad(page, 'Enter');
  await expect(page).toHaveURL(at(`/inbox/board#card-${karol}`));
  await expect(column(page, 'nowe')).toContainText('Zapytań: 2');
  await expect(column(page, 'w kontakcie')).toContainText('Zapytań: 1');
  await expect(column(page, 'w kontakcie').getByRole('listitem')).toContainText('Karol Nowicki');

  // Lost: the reason shows under the stage once it is chosen, and the move needs it.
  const again = page.locator(`#move-${karol}`);
  const reason = page.locator(`#reason-${karol}`);
  await expect(reason).toBeHidden();
  await tabTo(page, again);
  await page.keyboard.press('End');
  await expect(again).toHaveValue('lost');
  await expect(reason).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(reason).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(reason).toHaveValue('price');
  await page.keyboard.press('Tab');
  await pressAndLoad(page, 'Enter');
  await expect(column(page, 'utracone')).toContainText('Zapytań: 1');
  await expect(column(page, 'utracone').getByRole('listitem')).toContainText('Powód utraty: cena');
  await expect(column(page, 'w kontakcie')).toContainText('Zapytań: 0');
  await page.context().close();
});

test('the board passes axe and fits the window at 1280 and 390 px', async ({ browser }) => {
  const found: Record<string, { axe: string[]; sideways: number }> = {};
  for (const width of [1280, 390]) {
    const page = await signedIn(browser, width);
    await page.goto(at('/inbox/board'));
    await expect(page.getByRole('heading', { level: 2 })).toHaveCount(6);
    found[`board at ${width} px`] = {
      axe: await axeViolations(page),
      sideways: await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      ),
    };
    // With a card's lost reason showing too.
    await page.locator('select.stage').first().selectOption('lost');
    found[`board with a reason at ${width} px`] = {
      axe: await axeViolations(page),
      sideways: Math.max(
        0,
        await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        ),
      ),
    };
    await page.context().close();
  }
  expect(found).toEqual(
    Object.fromEntries(Object.keys(found).map((name) => [name, { axe: [], sideways: 0 }])),
  );
});
