import type { Page } from '@playwright/test';
import { expect, test } from './test';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { PageSummary } from '@/lib/editor/contract/pageRequests';
import { SITE_URL } from '@/lib/model/site/config';
import { typesetText } from '@/lib/model/text/typeset';
import { COPY_DIR } from './copy';
import {
  buildCopy,
  BUILD_TEST_TIMEOUT,
  postJson,
  PUBLIC_DIR,
  readJson,
  restoreContentAfterAll,
} from './helpers';

/**
 * The editor in two languages, through its pages in next dev on the project's copy: an English
 * page made for the test gets its Polish version ("Create the Polish version", the address
 * proposed and checked as it is typed), whose preview is in Polish; a text of it is edited and
 * saved; the copy is built, and the Polish page in out/ shows the edit while the English page is
 * as it was. Runs in order.
 */
test.describe.configure({ mode: 'serial' });

const OUT = path.join(COPY_DIR, 'out');
const ENGLISH = 'offers/valletta-night';
const ENGLISH_TITLE = 'A night in Valletta';
const POLISH = 'pl/noc-w-valletcie';
const POLISH_TITLE = 'Noc w Valletcie';
const EDITED = 'Noc w Valletcie: kasyno, kolacja i rejs o zmierzchu';
/** The edit as the page shows it: its one-letter words bound to the next (lib/model/text/typeset.ts). */
const EDITED_ON_PAGE = typesetText(EDITED, 'pl');

const toast = (page: Page, text: RegExp) => page.locator('.Toastify').getByText(text).last();
const preview = (page: Page) => page.frameLocator('iframe[title^="Preview"]');
const heroFile = (name: string) =>
  path.join(PUBLIC_DIR, 'data', ...name.split('/'), 'HeroesFullBleedPhoto.json');
const exported = (file: string) => readFileSync(path.join(OUT, file), 'utf8');
const mainOf = (html: string) => /<main[\s\S]*?<\/main>/.exec(html)?.[0] ?? '';
/** Whether the page's head has an hreflang link for `lang` to `pagePath`. */
const hasAlternate = (html: string, lang: string, pagePath: string) =>
  (html.match(/<link[^>]*>/g) ?? []).some(
    (tag) =>
      /rel="alternate"/.test(tag) &&
      new RegExp(`hreflang="${lang}"`, 'i').test(tag) &&
      tag.includes(`href="${SITE_URL}${pagePath}"`),
  );

// The content is put back as it was after the file, for the editor's other tests.
restoreContentAfterAll('i18n-editor-');

async function openEditor(page: Page) {
  await page.goto('/editor');
  // The first requests compile the API routes and the preview in next dev (which may reload the
  // page once): wait until the list of pages and the preview are both there.
  await expect(page.getByRole('button', { name: 'New page' })).toBeEnabled({ timeout: 60_000 });
  await expect(preview(page).locator('#main-content')).toBeVisible({ timeout: 60_000 });
}

async function choosePage(page: Page, label: RegExp) {
  await page.getByRole('combobox', { name: 'Page' }).click();
  await page.getByRole('option', { name: label }).click();
  await expect(page.getByRole('heading', { name: 'On this page' })).toBeVisible();
}

let englishHero = '';

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 1000 });
});

test('an English page without a Polish version is marked, and listed under Polski', async ({
  page,
  request,
}) => {
  const created = await postJson(request, '/api/createPage', {
    name: ENGLISH,
    title: ENGLISH_TITLE,
    source: { kind: 'starter' },
  });
  expect(created.status()).toBe(201);
  englishHero = readFileSync(heroFile(ENGLISH), 'utf8');

  await openEditor(page);
  await expect(page.getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('combobox', { name: 'Page' }).click();
  await expect(
    page.getByRole('option', { name: /A night in Valletta \(\/offers\/valletta-night\) No Polish version/ }),
  ).toBeVisible();
  // Pages that have a Polish version are not marked.
  await expect(page.getByRole('option', { name: 'Casino hotels (/casino)', exact: true })).toBeVisible();
  await page.getByRole('option', { name: /A night in Valletta/ }).click();
  await expect(page.getByTestId('translation-status')).toHaveText('No Polish version yet.');

  // In Polish, the list holds Polish pages only, and names the English pages without a version.
  await page.getByRole('button', { name: 'Polski' }).click();
  await expect(page.getByRole('combobox', { name: 'Page' })).toHaveText(/\(\/pl\/\)/);
  await expect(preview(page).locator('html')).toHaveAttribute('lang', 'pl');
  const missing = page.getByRole('region', { name: /No Polish version yet/ });
  await expect(
    missing.getByRole('button', {
      name: 'Create the Polish version of A night in Valletta (/offers/valletta-night)',
    }),
  ).toBeVisible();
  await page.getByRole('combobox', { name: 'Page' }).click();
  await expect(page.getByRole('option', { name: /Hotele z kasynem \(\/pl\/kasyno\)/ })).toBeVisible();
  await expect(page.getByRole('option', { name: /\(\/casino\)/ })).toHaveCount(0);
  await expect(
    page.getByRole('option', { name: 'Polish header and footer (every Polish page)' }),
  ).toBeVisible();
  await page.keyboard.press('Escape');

  // The language switch goes to the twin of a page that has one.
  await choosePage(page, /Hotele z kasynem/);
  await page.getByRole('button', { name: 'English' }).click();
  await expect(page.getByRole('combobox', { name: 'Page' })).toHaveText(/Casino hotels \(\/casino\)/);
  await expect(page.getByTestId('translation-status')).toHaveText('Polish version: /pl/kasyno');
  await expect(page.getByRole('button', { name: 'Create the Polish version' })).toBeDisabled();
});

test('“Create the Polish version”: the address proposed and checked as it is typed, the page opened in Polish', async ({
  page,
}) => {
  await openEditor(page);
  await choosePage(page, /A night in Valletta/);
  await page.getByRole('button', { name: 'Create the Polish version' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create the Polish version of “A night in Valletta”' });
  const title = dialog.getByRole('textbox', { name: 'Polish title' });
  const address = dialog.getByRole('textbox', { name: 'Address' });
  await expect(title).toBeFocused();
  await expect(address).toHaveValue('pl/valletta-night');
  await expect(dialog.getByRole('button', { name: 'Create the Polish version' })).toBeDisabled();
  // The address follows the title until it is typed.
  await title.fill(POLISH_TITLE);
  await expect(address).toHaveValue(POLISH);
  await expect(dialog.getByText(`The page will be at ${SITE_URL}/${POLISH}`)).toBeVisible();

  await address.fill('noc-w-valletcie');
  await expect(dialog.getByText(/Polish version’s address starts with pl\//)).toBeVisible();
  await address.fill('pl/kasyno');
  await expect(dialog.getByText('/pl/kasyno is already the address of “Hotele z kasynem”')).toBeVisible();
  await address.fill('pl/../x');
  await expect(dialog.getByText(/Use lower-case letters/)).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Create the Polish version' })).toBeDisabled();
  await address.fill(POLISH);
  await title.fill(`${POLISH_TITLE} – oferta`);
  await expect(address).toHaveValue(POLISH);
  await title.fill(POLISH_TITLE);
  await dialog.getByRole('button', { name: 'Create the Polish version' }).click();

  await expect(toast(page, /Polish version created at \/pl\/noc-w-valletcie/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Polski' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('combobox', { name: 'Page' })).toHaveText(
    /Noc w Valletcie \(\/pl\/noc-w-valletcie\)/,
  );
  await expect(page.locator('[data-component]').first()).toBeVisible();

  const file = readJson<{ translationOf: string; components: unknown[] }>(
    `selectedComponents/${POLISH}.json`,
  );
  expect(file.translationOf).toBe(ENGLISH);
  expect(file.components).toEqual(
    readJson<{ components: unknown[] }>(`selectedComponents/${ENGLISH}.json`).components,
  );
  // A copy of the English texts, its links to the contact page now leading to the Polish one.
  const hero = readJson<{ data: { title: string; cta: { href: string } } }>(
    `data/${POLISH}/HeroesFullBleedPhoto.json`,
  ).data;
  expect(hero.title).toBe(ENGLISH_TITLE);
  expect(hero.cta.href).toBe('/pl/kontakt');
  expect(
    readJson<{ data: { cta: { href: string } } }>(`data/${POLISH}/CallsToActionBanner.json`).data.cta.href,
  ).toBe('/pl/kontakt');

  // The preview is the Polish page: Polish header and footer, Polish chrome, lang="pl".
  const frame = preview(page);
  await expect(frame.locator('html')).toHaveAttribute('lang', 'pl');
  await expect(
    frame.locator('header').getByRole('link', { name: 'Hotele z kasynem' }).first(),
  ).toBeAttached();
  await expect(
    frame.locator('header').getByRole('link', { name: 'Zaplanujmy wyjazd na Maltę' }),
  ).toBeAttached();
  await expect(frame.locator('footer').getByRole('link', { name: POLISH_TITLE })).toBeAttached();
  await expect(frame.locator('footer').getByRole('link', { name: 'Casino hotels' })).toHaveCount(0);

  // It is no longer missing, and the English page now has its version.
  await expect(page.getByRole('region', { name: /No Polish version yet/ })).toHaveCount(0);
});

test('a text of the Polish version is edited and saved; the English page keeps its own', async ({ page }) => {
  await openEditor(page);
  await page.getByRole('button', { name: 'Polski' }).click();
  await choosePage(page, /Noc w Valletcie/);
  await page.getByRole('button', { name: /^Full-bleed photo hero / }).click();
  const title = page.getByRole('textbox', { name: 'Title', exact: true });
  await expect(title).toHaveValue(ENGLISH_TITLE);
  await title.fill('');
  await expect(page.getByRole('button', { name: 'Save', exact: true })).toBeDisabled();
  await title.fill(EDITED);
  await expect(preview(page).getByRole('heading', { level: 1 })).toHaveText(EDITED);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(toast(page, /Changes saved/)).toBeVisible();
  await expect(page.getByText('All changes saved')).toBeVisible();

  expect(readJson<{ data: { title: string } }>(`data/${POLISH}/HeroesFullBleedPhoto.json`).data.title).toBe(
    EDITED,
  );
  expect(readFileSync(heroFile(ENGLISH), 'utf8')).toBe(englishHero);

  // The English page: its version named, its deletion waiting for the Polish one.
  await page.getByRole('button', { name: 'English' }).click();
  await expect(page.getByRole('combobox', { name: 'Page' })).toHaveText(/A night in Valletta/);
  await expect(page.getByTestId('translation-status')).toHaveText(`Polish version: /${POLISH}`);
  await page.getByRole('button', { name: 'Delete page' }).click();
  const remove = page.getByRole('dialog', { name: /Delete “A night in Valletta”/ });
  await expect(
    remove.getByText(/has a Polish version, “Noc w Valletcie” \(\/pl\/noc-w-valletcie\)/),
  ).toBeVisible();
  await expect(remove.getByRole('button', { name: 'Delete the page' })).toBeDisabled();
  await page.keyboard.press('Escape');
});

test('the build exports the Polish version beside its English page', async ({ request }) => {
  test.setTimeout(BUILD_TEST_TIMEOUT);
  const summary = ((await (await request.get('/api/pages')).json()) as { pages: PageSummary[] }).pages.find(
    (entry) => entry.name === ENGLISH,
  );
  expect(summary?.translations).toEqual({ pl: POLISH });

  // The editor's changes are content: rendered into the compiled code, as the studio publishes them.
  expect(await buildCopy(), 'a render into the project’s build, which the copy starts with').toBe(
    'content-only',
  );
  expect(existsSync(path.join(OUT, `${POLISH}.html`))).toBe(true);
  expect(existsSync(path.join(OUT, `${ENGLISH}.html`))).toBe(true);
});

test('the exported Polish page has the edit, the Polish header and its English pair', () => {
  const polish = exported(`${POLISH}.html`);
  // Booleans, so that a failure does not print the whole page.
  expect(polish.startsWith('<!DOCTYPE html><html lang="pl"'), 'lang="pl"').toBe(true);
  expect(mainOf(polish).includes(EDITED_ON_PAGE), 'the edit on the Polish page').toBe(true);
  expect(polish.includes('Zaplanujmy wyjazd na Maltę'), 'the Polish header').toBe(true);
  expect(hasAlternate(polish, 'en', `/${ENGLISH}`), 'paired with the English page').toBe(true);
});

test('the exported English page is unchanged, paired with the Polish page', () => {
  const english = exported(`${ENGLISH}.html`);
  expect(english.startsWith('<!DOCTYPE html><html lang="en"'), 'lang="en"').toBe(true);
  expect(mainOf(english).includes(EDITED), 'no edit on the English page').toBe(false);
  expect(/<h1[^>]*>A night in Valletta<\/h1>/.test(mainOf(english)), 'the English title').toBe(true);
  expect(hasAlternate(english, 'pl', `/${POLISH}`), 'paired with the Polish page').toBe(true);
  expect(readFileSync(heroFile(ENGLISH), 'utf8')).toBe(englishHero);
});
