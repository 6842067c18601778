import { axeViolations, settled } from '../support/axe';
import type { BrowserContext, Page } from '@playwright/test';
import { expect, test } from './test';
import { wordsOfTheOtherLanguage } from '../support/editorWords';
import { EDITOR_URL } from './copy';

/**
 * The editor's screen passes axe (WCAG 2.2 AA and best practice) at a desktop and a tablet width:
 * with a page chosen and one of its components selected (its data form open), and with the page
 * settings dialog open over it. The preview's frame is checked with the screen (its landmarks and
 * the editor's must be told apart). Nothing is written. Each screen is a test of its own, in order,
 * on one editor a width.
 */

const preview = (page: Page) => page.frameLocator('iframe[title^="Preview"]');

const violations = axeViolations;

/** One browser window for the tests of a describe, in order: each goes on from where the last left it. */
function sharedWindow(viewport: { width: number; height: number }) {
  const window = { page: undefined as unknown as Page };
  let context: BrowserContext | undefined;
  test.beforeAll(async ({ browser }) => {
    context = await browser.newContext({ baseURL: EDITOR_URL, viewport });
    window.page = await context.newPage();
  });
  test.afterAll(async () => {
    await context?.close();
  });
  return window;
}

for (const viewport of [
  { width: 1440, height: 900 },
  { width: 768, height: 1024 },
]) {
  test.describe(`the editor passes axe at ${viewport.width} px`, () => {
    test.describe.configure({ mode: 'serial' });
    const window = sharedWindow(viewport);

    test("with a component's form open", async () => {
      const { page } = window;
      await page.goto('/editor');
      // The first requests compile the API routes and the preview in next dev (which may reload the
      // page once): wait until the list of pages and the preview are both there.
      await expect(page.getByRole('button', { name: 'New page' })).toBeEnabled({ timeout: 60_000 });
      await expect(preview(page).locator('#main-content')).toBeVisible({ timeout: 60_000 });

      await page.getByRole('combobox', { name: 'Page' }).click();
      await page.getByRole('option', { name: /About us/ }).click();
      await expect(page.getByRole('heading', { name: 'On this page' })).toBeVisible();
      const item = page.getByRole('button', { name: /^Heading and text / });
      await item.click();
      await expect(item).toHaveAttribute('aria-pressed', 'true');
      const form = page.getByRole('region', { name: 'Edit: Heading and text' });
      await expect(form.getByRole('textbox', { name: 'Heading' })).toBeVisible();
      await expect(preview(page).getByText('Editing: Heading and text')).toBeVisible();
      expect.soft(await violations(page), 'with a component selected').toEqual([]);
    });

    test('with the page settings open over it; Escape gives the focus back', async () => {
      const { page } = window;
      const opener = page.getByRole('button', { name: 'Page settings' });
      await opener.click();
      await expect(page.getByRole('dialog', { name: /Page settings/ })).toBeVisible();
      // Once it has opened.
      await settled(page);
      expect.soft(await violations(page), 'with the page settings open').toEqual([]);
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await expect(opener).toBeFocused();
    });

    test('with the media library open and a photo chosen; Escape gives the focus back', async () => {
      const { page } = window;
      const opener = page.getByRole('button', { name: 'Media library' });
      await opener.click();
      const library = page.getByRole('dialog', { name: 'Media library' });
      await library.getByRole('button', { name: /^contact-calm-water-dusk\.jpg/ }).click();
      await expect(library.getByRole('textbox', { name: 'Description in Polish (alt text)' })).toHaveValue(
        /zmierzchu/,
      );
      await settled(page);
      expect.soft(await violations(page), 'with the media library open').toEqual([]);
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await expect(opener).toBeFocused();
    });

    test("with a photo's form open: the photo's descriptions under its field", async () => {
      const { page } = window;
      const item = page.getByRole('button', { name: /^Full-bleed photo hero / });
      await item.click();
      const form = page.getByRole('region', { name: 'Edit: Full-bleed photo hero' });
      await expect(form.getByTestId('image-alt-pl')).toHaveText(/zachodem słońca/);
      expect.soft(await violations(page), "with a photo's form open").toEqual([]);
    });
  });
}

// A team member switches the editor to Polish: every word and the preview's outlines in Polish,
// kept after a reload, axe clean, and back. One editor, a step a test.
test.describe('a team member switches the editor to Polish', () => {
  test.describe.configure({ mode: 'serial' });
  const window = sharedWindow({ width: 1440, height: 900 });

  test('the editor switches to Polish', async () => {
    const { page } = window;
    await page.goto('/editor');
    await expect(page.getByRole('button', { name: 'New page' })).toBeEnabled({ timeout: 60_000 });
    await page.getByRole('button', { name: 'Edytor po polsku' }).click();
    await expect(page.getByRole('heading', { name: 'Edytor stron' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('pl');
  });

  test('kept after a reload: every word and the preview’s outlines in Polish, a missing field said in Polish, axe clean', async () => {
    const { page } = window;
    // Kept in this browser: a reload opens the editor in Polish.
    await page.reload();
    await expect(page.getByRole('button', { name: 'Nowa strona' })).toBeEnabled({ timeout: 60_000 });
    await page.getByRole('combobox', { name: 'Strona' }).click();
    await page.getByRole('option', { name: /About us/ }).click();
    const item = page.getByRole('button', { name: /^Nagłówek i tekst / });
    await item.click();
    const form = page.getByRole('region', { name: 'Edycja: Nagłówek i tekst' });
    const heading = form.getByRole('textbox', { name: 'Nagłówek' });
    const saved = await heading.inputValue();
    await expect(
      page.frameLocator('iframe[title^="Podgląd"]').getByText('Edytujesz: Nagłówek i tekst'),
    ).toBeVisible();
    // A required field emptied says so in Polish, under the field.
    await heading.fill('');
    await expect(form.getByText('Wypełnij pole „Nagłówek”')).toBeVisible();
    expect.soft(await wordsOfTheOtherLanguage(page, 'pl'), 'the editor in Polish').toEqual([]);
    expect.soft(await violations(page), 'the editor in Polish').toEqual([]);
    await heading.fill(saved);
  });

  test('the page settings in Polish, axe clean', async () => {
    const { page } = window;
    await page.getByRole('button', { name: 'Ustawienia strony' }).click();
    await expect(page.getByRole('dialog', { name: /Ustawienia strony/ })).toBeVisible();
    // Once it has opened.
    await settled(page);
    expect.soft(await wordsOfTheOtherLanguage(page, 'pl'), 'the settings in Polish').toEqual([]);
    expect.soft(await violations(page), 'the settings in Polish').toEqual([]);
    await page.keyboard.press('Escape');
  });

  test('the media library in Polish, axe clean at 1440 and 768 px', async () => {
    const { page } = window;
    await page.getByRole('button', { name: 'Biblioteka mediów' }).click();
    const library = page.getByRole('dialog', { name: 'Biblioteka mediów' });
    await library.getByRole('button', { name: /^nightlife-lounge-wine\.jpg/ }).click();
    await expect(
      library.getByRole('button', { name: 'Punkt centralny: 47 % od lewej, 22 % od góry' }),
    ).toBeVisible();
    await expect(library.getByTestId('image-uses')).toContainText('/pl/kasyno (polski)');
    await settled(page);
    expect.soft(await wordsOfTheOtherLanguage(page, 'pl'), 'the media library in Polish').toEqual([]);
    expect.soft(await violations(page), 'the media library in Polish at 1440 px').toEqual([]);
    await page.setViewportSize({ width: 768, height: 1024 });
    await settled(page);
    expect.soft(await violations(page), 'the media library in Polish at 768 px').toEqual([]);
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.keyboard.press('Escape');
  });

  test('and back to English', async () => {
    const { page } = window;
    await page.getByRole('button', { name: 'Editor in English' }).click();
    await expect(page.getByRole('heading', { name: 'Page editor' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
  });
});
