import type { BrowserContext, Page } from '@playwright/test';
import Database from 'better-sqlite3';
import { axeViolations, settled } from '../support/axe';
import type { TranslationMark } from '@/lib/model/content/translationSync';
import { expect, test } from './test';
import { ADMIN, EDITOR, EDITOR_OPENS_MS, signInAs, type Studio } from './world';

/**
 * Translations kept in step, in Chromium against the studio: a price changed on /casino marks the
 * same field of /pl/kasyno out of date in the editor (on the field and its section), in the page
 * list, in Changes and in Publish; updating the Polish field clears every mark. "Still correct"
 * clears one too, a Polish change marks the English page (a page may be written in Polish first),
 * undoing the change clears it, and a publish with a field out of date is asked about, then
 * recorded. axe finds nothing on the marks at 1440 and 768 px, in Polish and in English.
 */
test.describe.configure({ mode: 'serial' });

const PUBLISH_MS = 300_000;

let studio: Studio;
test.beforeAll(async ({ studio: shared }) => {
  studio = shared;
  // The site starts in step: earlier files change one language alone (English headings on /casino,
  // the shared notice), and their marks are not this file's. "Still correct" for each, as an editor would.
  const all = await studio.editor.json<{ marks: TranslationMark[] }>('/api/translationMarks');
  for (const { target, section, field } of all.marks)
    expect((await studio.editor.post('/api/keepTranslation', { target, section, field })).status).toBe(200);
  expect((await studio.editor.json<{ marks: TranslationMark[] }>('/api/translationMarks')).marks).toEqual([]);
});
test.afterAll(async () => {
  // The next file starts from no draft.
  for (const pageName of ['casino', 'pl/kasyno'])
    await studio.editor.json('/studio-api/discard', { pageName });
});

interface CardsData {
  cards: { text: string }[];
}

/** The first card's text on a page, saved through the editor's API as its screen does. */
async function saveCardText(pageName: string, text: (now: string) => string): Promise<string> {
  const current = await studio.editor.json<{ data: CardsData; version: string }>(
    `/api/componentData?pageName=${encodeURIComponent(pageName)}&category=Cards&name=PhotoGrid`,
  );
  const next = text(current.data.cards[0]!.text);
  const cards = current.data.cards.map((card, index) => (index === 0 ? { ...card, text: next } : card));
  const response = await studio.editor.post(
    '/api/saveComponentData',
    { pageName, component: { category: 'Cards', name: 'PhotoGrid' }, data: { ...current.data, cards } },
    { 'If-Match': `"${current.version}"` },
  );
  expect(response.status).toBe(200);
  return next;
}

/** The audit log's details of an action, read from the studio's database file. */
function auditDetails(action: string): string[] {
  const db = new Database(studio.world.dbFile, { readonly: true, fileMustExist: true });
  try {
    return (
      db.prepare('SELECT detail FROM audit_log WHERE action = ? ORDER BY at').all(action) as {
        detail: string;
      }[]
    ).map((row) => row.detail);
  } finally {
    db.close();
  }
}

/** The marks of the pair under test (/casino and /pl/kasyno): other files' tests may leave others. */
const marks = async () =>
  (await studio.editor.json<{ marks: TranslationMark[] }>('/api/translationMarks')).marks.filter(
    (mark) => mark.target === 'casino' || mark.target === 'pl/kasyno',
  );

async function openPage(page: Page, pickerName: string, option: RegExp) {
  await page.getByRole('combobox', { name: pickerName }).click();
  await page.getByRole('option', { name: option }).click();
}

test.describe('a price changed in English marks the Polish field until it is updated', () => {
  let context: BrowserContext;
  let page: Page;
  let englishText = '';
  let polishText = '';
  test.beforeAll(async ({ browser }) => {
    context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    page = await context.newPage();
  });
  test.afterAll(async () => {
    await context?.close();
  });

  test('the editor changes the price on /casino in the editor', async () => {
    await signInAs(page, studio, EDITOR, false);
    await openPage(page, 'Strona', /Casino hotels/);
    await page.getByRole('button', { name: /^Karty ze zdjęciami / }).click();
    const form = page.getByRole('region', { name: 'Edycja: Karty ze zdjęciami' });
    const field = form.getByRole('textbox', { name: 'Tekst karty' }).first();
    englishText = `${await field.inputValue()} Rooms from €140 a night.`;
    await field.fill(englishText);
    await page.getByRole('button', { name: 'Zapisz', exact: true }).click();
    await expect(page.getByText(/Zmiany zapisane/).first()).toBeVisible();
    // The English page itself is not out of date.
    await expect(form.locator('[data-translation-mark]')).toHaveCount(0);
  });

  test('the page list marks /pl/kasyno, and its form marks the field and the section', async () => {
    await page.getByRole('group', { name: 'Język strony' }).getByRole('button', { name: 'Polski' }).click();
    await page.getByRole('combobox', { name: 'Strona' }).click();
    await expect(page.getByRole('option', { name: /Hotele z kasynem/ })).toContainText(/nieaktualne: \d/);
    await page.getByRole('option', { name: /Hotele z kasynem/ }).click();
    const section = page.getByRole('button', { name: /^Karty ze zdjęciami / });
    await expect(section).toContainText('(nieaktualne: 1)');
    await section.click();
    const form = page.getByRole('region', { name: 'Edycja: Karty ze zdjęciami' });
    await expect(form.getByRole('note').first()).toContainText('1 pole tej sekcji jest nieaktualne');
    const mark = form.locator('[data-translation-mark="CardsPhotoGrid:cards.0.text"]');
    await expect(mark).toContainText('Nieaktualne: tekst w wersji angielskiej zmienił się z');
    await expect(mark).toContainText('Rooms from €140 a night.');
    expect.soft(await axeViolations(page), 'the marked form').toEqual([]);
  });

  test('Changes lists the field out of date', async () => {
    await page.getByRole('button', { name: /^Zmiany/ }).click();
    const changes = page.getByRole('dialog', { name: 'Zmiany jeszcze nieopublikowane' });
    const list = changes.getByRole('region', { name: /Nieaktualne tłumaczenia/ });
    await expect(list).toContainText('Nieaktualne tłumaczenia (');
    await expect(list).toContainText('/pl/kasyno › Karty ze zdjęciami › Karty › 1 › Tekst karty');
    await settled(page);
    expect.soft(await axeViolations(page), 'Changes with the marks').toEqual([]);
    await changes.getByRole('button', { name: 'Zamknij' }).click();
  });

  test('Publish lists it, and offers to fix it first', async () => {
    await page.getByRole('button', { name: 'Opublikuj', exact: true }).click();
    const publish = page.getByRole('dialog', { name: 'Publikacja zmian' });
    await expect(publish).toContainText('/pl/kasyno › Karty ze zdjęciami › Karty › 1 › Tekst karty');
    await expect(publish.getByRole('button', { name: 'Opublikuj mimo to' })).toBeVisible();
    await settled(page);
    expect.soft(await axeViolations(page), 'Publish with the marks').toEqual([]);
    await publish.getByRole('button', { name: 'Najpierw poprawię' }).click();
    await expect(publish).toHaveCount(0);
  });

  test('updating the Polish field clears the mark everywhere', async () => {
    const form = page.getByRole('region', { name: 'Edycja: Karty ze zdjęciami' });
    const field = form.getByRole('textbox', { name: 'Tekst karty' }).first();
    polishText = `${await field.inputValue()} Pokoje od 140 € za noc.`;
    await field.fill(polishText);
    await page.getByRole('button', { name: 'Zapisz', exact: true }).click();
    await expect(page.getByText(/Zmiany zapisane/).first()).toBeVisible();
    await expect(form.locator('[data-translation-mark]')).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^Karty ze zdjęciami / })).not.toContainText('nieaktualne');
    await page.getByRole('combobox', { name: 'Strona' }).click();
    await expect(page.getByRole('option', { name: /Hotele z kasynem/ })).not.toContainText('nieaktualne');
    await page.getByRole('option', { name: /Hotele z kasynem/ }).click();
    await page.getByRole('button', { name: /^Zmiany/ }).click();
    const changes = page.getByRole('dialog', { name: 'Zmiany jeszcze nieopublikowane' });
    await expect(changes).toContainText('/pl/kasyno');
    await expect(changes).not.toContainText('/pl/kasyno › ');
    await changes.getByRole('button', { name: 'Zamknij' }).click();
    await page.getByRole('button', { name: 'Opublikuj', exact: true }).click();
    const publish = page.getByRole('dialog', { name: 'Publikacja zmian' });
    await expect(publish).not.toContainText('/pl/kasyno › ');
    // Escape: its cancel button says "Najpierw poprawię" while other pages' translations are out of date.
    await page.keyboard.press('Escape');
    await expect(publish).toHaveCount(0);
    expect(await marks()).toEqual([]);
  });

  test('"Still correct" clears a mark as it is', async () => {
    englishText = await saveCardText('casino', (now) => now.replace('€140', '€150'));
    await page.reload();
    await expect(page.getByRole('navigation', { name: 'Studio' })).toBeVisible({ timeout: EDITOR_OPENS_MS });
    await page.getByRole('group', { name: 'Język strony' }).getByRole('button', { name: 'Polski' }).click();
    await openPage(page, 'Strona', /Hotele z kasynem/);
    await page.getByRole('button', { name: /^Karty ze zdjęciami / }).click();
    const mark = page.locator('[data-translation-mark="CardsPhotoGrid:cards.0.text"]');
    await expect(mark).toContainText('€150');
    await mark.getByRole('button', { name: 'Nadal poprawne' }).click();
    await expect(mark).toHaveCount(0);
    expect(await marks()).toEqual([]);
  });
});

test('a page written in Polish first marks the English one, and undoing the change clears it', async () => {
  const before = await saveCardText('pl/kasyno', (now) => now);
  await saveCardText('pl/kasyno', (now) => `${now} Nowość: kolacja w cenie.`);
  expect(await marks()).toMatchObject([
    { target: 'casino', locale: 'en', section: 'CardsPhotoGrid', field: 'cards.0.text', changed: 'pl' },
  ]);
  await saveCardText('pl/kasyno', () => before);
  expect(await marks()).toEqual([]);
});

test('a publish with a field out of date is asked about, then recorded in the release and the audit log', async () => {
  await saveCardText('casino', (now) => now.replace('€150', '€160'));
  const refused = await studio.editor.post('/studio-api/publish', { message: 'Winter prices' });
  expect(refused.status).toBe(409);
  expect(await refused.json()).toMatchObject({
    outOfDate: [{ target: 'pl/kasyno', section: 'CardsPhotoGrid', field: 'cards.0.text' }],
  });
  const job = await studio.editor.json<{ id: string }>('/studio-api/publish', {
    message: 'Winter prices',
    outOfDateAccepted: true,
  });
  const outcome = await studio.editor.waitForJob(job.id, PUBLISH_MS);
  expect(outcome.state).toBe('done');
  const history = await studio.editor.json<{ releases: { message: string; outOfDate?: unknown[] }[] }>(
    '/studio-api/history',
  );
  expect(history.releases[0]).toMatchObject({
    message: 'Winter prices',
    outOfDate: [{ target: 'pl/kasyno', section: 'CardsPhotoGrid', field: 'cards.0.text' }],
  });
  // Published out of date, the Polish field is still marked: the mark is about the content, not the draft.
  expect(await marks()).toMatchObject([{ target: 'pl/kasyno' }]);
  await expect
    .poll(() => auditDetails('publish'), { timeout: 10_000 })
    .toContainEqual(expect.stringContaining('Winter prices (1 translated fields out of date)'));
});

for (const width of [1440, 768])
  for (const account of [
    { ...EDITOR, english: false, picker: 'Strona', section: 'Karty ze zdjęciami' },
    { ...ADMIN, english: true, picker: 'Page', section: 'Photo cards' },
  ])
    test(`axe finds nothing on the marks at ${width} px (${account.english ? 'English' : 'Polish'})`, async ({
      browser,
    }) => {
      expect(await marks()).not.toEqual([]);
      const context = await browser.newContext({ viewport: { width, height: width > 1000 ? 900 : 1024 } });
      const page = await context.newPage();
      await signInAs(page, studio, account, account.english);
      await page
        .getByRole('group', { name: account.english ? 'Language' : 'Język strony' })
        .getByRole('button', { name: 'Polski' })
        .click();
      await page.getByRole('combobox', { name: account.picker }).click();
      await expect(page.getByRole('option', { name: /Hotele z kasynem/ })).toContainText(
        account.english ? '1 out of date' : 'nieaktualne: 1',
      );
      await settled(page);
      expect.soft(await axeViolations(page), 'the page list').toEqual([]);
      await page.getByRole('option', { name: /Hotele z kasynem/ }).click();
      await page.getByRole('button', { name: new RegExp(`^${account.section} `) }).click();
      await expect(page.locator('[data-translation-mark="CardsPhotoGrid:cards.0.text"]')).toBeVisible();
      await settled(page);
      expect.soft(await axeViolations(page), 'the marked form').toEqual([]);
      await context.close();
    });
