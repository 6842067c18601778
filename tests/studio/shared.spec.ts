import type { BrowserContext, Page } from '@playwright/test';
import { axeViolations, settled } from '../support/axe';
import { expect, test } from './test';
import { ADMIN, EDITOR, signInAs, type Studio } from './world';

/**
 * Shared sections, in Chromium against the studio: the 18+ notice of /casino made shared, placed on
 * / and on /pl/kasyno, edited once in English and once in Polish, changes on every page that places
 * it (in Changes, then served by nginx after the publish); deleting it while placed is refused,
 * naming the pages. axe finds nothing on the list and on a placed section's form, at 1440 and 768
 * px, in Polish and in English.
 */
test.describe.configure({ mode: 'serial' });

const NAME = '18+ i gra odpowiedzialna';
const EN_HEADING = '18+ only. Play for fun, within your limits.';
const PL_HEADING = 'Tylko 18+. Graj dla przyjemności, w swoich granicach.';

let studio: Studio;
test.beforeAll(async ({ studio: shared }) => {
  studio = shared;
});

async function open(page: Page, option: RegExp) {
  await page.getByRole('combobox', { name: 'Strona' }).click();
  await page.getByRole('option', { name: option }).click();
}

const notice = (page: Page) => page.getByRole('button', { name: /^Informacja o odpowiedzialnej grze / });
const form = (page: Page) => page.getByRole('region', { name: 'Edycja: Informacja o odpowiedzialnej grze' });

async function saveHeading(page: Page, heading: string) {
  await notice(page).click();
  await form(page).getByRole('textbox', { name: 'Nagłówek' }).fill(heading);
  await page.getByRole('button', { name: 'Zapisz', exact: true }).click();
  await expect(page.getByText(/Zmiany zapisane/).first()).toBeVisible();
}

const served = async (path: string) =>
  (await studio.nginx.get(`${studio.nginx.origin}${path}`)).body.replace(/\u00a0|&nbsp;|&#160;/g, ' ');

test.describe('made shared, placed in both languages, edited once, refused deletion', () => {
  let context: BrowserContext;
  let page: Page;
  test.beforeAll(async ({ browser }) => {
    context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    page = await context.newPage();
  });
  test.afterAll(async () => {
    await context?.close();
  });

  test('the 18+ notice of /casino is made shared, and placed on / and on /pl/kasyno', async () => {
    await signInAs(page, studio, EDITOR, false);
    await open(page, /Casino hotels/);
    await notice(page).click();
    await form(page).getByLabel('Nazwa sekcji wspólnej').fill(NAME);
    await form(page).getByRole('button', { name: 'Udostępnij' }).click();
    await expect(form(page).locator('[data-shared-note]')).toContainText(
      `Sekcja wspólna „${NAME}”, na stronach: /casino.`,
    );

    await open(page, /^Home \(\/\)/);
    await page.getByRole('button', { name: `Wstaw „${NAME}” na tę stronę` }).click();
    await expect(page.locator('[data-shared-section="18-i-gra-odpowiedzialna"]')).toContainText('/casino, /');

    await page.getByRole('group', { name: 'Język strony' }).getByRole('button', { name: 'Polski' }).click();
    await open(page, /Hotele z kasynem/);
    await page.getByRole('button', { name: `Wstaw „${NAME}” na tę stronę` }).click();
    await expect(page.locator('[data-shared-section="18-i-gra-odpowiedzialna"]')).toContainText(
      '/casino, /, /pl/kasyno',
    );
  });

  test('edited once in each language, it changes on every page that places it', async () => {
    await saveHeading(page, PL_HEADING);
    await page.getByRole('group', { name: 'Język strony' }).getByRole('button', { name: 'English' }).click();
    await open(page, /^Home \(\/\)/);
    await saveHeading(page, EN_HEADING);
    await expect(form(page).locator('[data-shared-note]')).toContainText('/casino, /, /pl/kasyno');

    await page.getByRole('button', { name: /^Zmiany/ }).click();
    const changes = page.getByRole('dialog', { name: 'Zmiany jeszcze nieopublikowane' });
    for (const address of ['/casino', '/pl/kasyno']) await expect(changes).toContainText(address);
    await expect(changes).toContainText(`na „${EN_HEADING}”`);
    await expect(changes).toContainText(`na „${PL_HEADING}”`);
    // / had the notice already: its heading changed too.
    await expect(changes.getByRole('heading', { name: '/', exact: true })).toBeVisible();
    await changes.getByRole('button', { name: 'Zamknij' }).click();
  });

  test('deleting it while placed is refused, naming the pages', async () => {
    await page.getByRole('button', { name: `Usuń „${NAME}”` }).click();
    await expect(
      page.getByText(`Nie można usunąć „${NAME}”: wciąż jest na stronach /casino, /, /pl/kasyno.`, {
        exact: false,
      }),
    ).toBeVisible();
    await expect(page.locator('[data-shared-section="18-i-gra-odpowiedzialna"]')).toBeVisible();
  });

  test('published, nginx serves the edit on every page that places it, in both languages', async () => {
    const outcome = await studio.editor.publish('Shared 18+ notice');
    expect(outcome.state, JSON.stringify(outcome.problems)).toBe('done');
    for (const path of ['/', '/casino']) expect(await served(path)).toContain(EN_HEADING);
    expect(await served('/pl/kasyno')).toContain(PL_HEADING);
    // The section's source is the editor's record, not the site's.
    expect(
      (await studio.nginx.get(`${studio.nginx.origin}/shared/18-i-gra-odpowiedzialna.json`)).status,
    ).toBe(404);
  });
});

for (const width of [1440, 768])
  for (const account of [
    { ...EDITOR, english: false, picker: 'Strona', section: 'Informacja o odpowiedzialnej grze' },
    { ...ADMIN, english: true, picker: 'Page', section: 'Responsible gaming notice' },
  ])
    test(`axe finds nothing on the shared sections and a placed section at ${width} px (${account.english ? 'English' : 'Polish'})`, async ({
      browser,
    }) => {
      const context = await browser.newContext({ viewport: { width, height: width > 1000 ? 900 : 1024 } });
      const page = await context.newPage();
      await signInAs(page, studio, account, account.english);
      await page.getByRole('combobox', { name: account.picker }).click();
      await page.getByRole('option', { name: /Casino hotels/ }).click();
      await page.getByRole('button', { name: new RegExp(`^${account.section} `) }).click();
      await expect(page.locator('[data-shared-note]')).toBeVisible();
      await expect(page.locator('[data-shared-section]')).toHaveCount(1);
      await settled(page);
      expect.soft(await axeViolations(page), 'shared sections').toEqual([]);
      await context.close();
    });
