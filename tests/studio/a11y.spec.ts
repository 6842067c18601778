import type { BrowserContext, Page } from '@playwright/test';
import { axeViolations, settled } from '../support/axe';
import { wordsOfTheOtherLanguage } from '../support/editorWords';
import { PAGE_ACTIONS_WORDS } from '@/lib/editor/client/words/pageActions';
import { PAGE_PICKER_WORDS } from '@/lib/editor/client/words/pagePicker';
import { PREVIEW_WORDS } from '@/lib/editor/client/words/preview';
import type { Locale } from '@/lib/model/i18n/locales';
import { expect, test } from './test';
import { PASSWORD } from '@/scripts/support/studioProcess';
import { ADMIN, EDITOR, type Studio } from './world';

/**
 * The studio's screens pass axe (WCAG 2.2 AA and best practice) at 1440 and 768 px, in Polish and
 * in English: the sign-in page, the editor with the studio's bar, Changes (with a change in it),
 * Publish and History. Nothing is published. Each screen is a test of its own, in order, in one
 * browser window an account and width (one sign-in each).
 */
test.describe.configure({ mode: 'serial' });

/**
 * The editor's first opening after the sign-in (its page and the site's frame): seconds here, over a
 * minute with one core of two (CI=true taskset -c 0): three times that.
 */
const EDITOR_OPENS_MS = 180_000;

let studio: Studio;
test.beforeAll(async ({ studio: shared }) => {
  studio = shared;
  // One change, so that Changes lists something (and, /pl/kasyno's heading now out of date, Changes and
  // Publish list that too).
  const current = await studio.editor.json<{ data: Record<string, unknown>; version: string }>(
    '/api/componentData?pageName=casino&category=Texts&name=Intro',
  );
  const saved = await studio.editor.post(
    '/api/saveComponentData',
    {
      pageName: 'casino',
      component: { category: 'Texts', name: 'Intro' },
      data: { ...current.data, heading: 'A casino evening by the sea' },
    },
    { 'If-Match': `"${current.version}"` },
  );
  expect(saved.status).toBe(200);
});
test.afterAll(async () => {
  // The next file starts from no draft.
  await studio.editor.json('/studio-api/discard', { pageName: 'casino' });
});

const violations = axeViolations;

/** One browser window for the tests of a describe, in order: each goes on from where the last left it. */
function sharedWindow(viewport: { width: number; height: number }) {
  const window = { page: undefined as unknown as Page };
  let context: BrowserContext | undefined;
  test.beforeAll(async ({ browser }) => {
    context = await browser.newContext({ viewport });
    window.page = await context.newPage();
  });
  test.afterAll(async () => {
    await context?.close();
  });
  return window;
}

for (const width of [1440, 768]) {
  for (const account of [
    {
      ...EDITOR,
      words: {
        signIn: 'Zaloguj się',
        email: 'E-mail',
        password: 'Hasło',
        changes: /^Zmiany/,
        publish: 'Opublikuj',
        history: 'Historia',
        close: 'Zamknij',
        cancel: 'Najpierw poprawię',
      },
    },
    {
      ...ADMIN,
      words: {
        signIn: 'Sign in',
        email: 'Email',
        password: 'Password',
        changes: /^Changes/,
        publish: 'Publish',
        history: 'History',
        close: 'Close',
        cancel: 'Fix them first',
      },
    },
  ]) {
    test.describe(`axe finds nothing on the studio’s screens at ${width} px (${account.role}, ${account.words.signIn})`, () => {
      const window = sharedWindow({ width, height: width > 1000 ? 900 : 1024 });

      test('the sign-in page', async () => {
        const { page } = window;
        await page.goto(`${studio.world.origin}/login${account.role === 'admin' ? '?lang=en' : ''}`);
        expect.soft(await violations(page), 'sign-in').toEqual([]);
      });

      test('the editor with the studio’s bar', async () => {
        const { page } = window;
        await page.getByLabel(account.words.email).fill(account.email);
        await page.getByLabel(account.words.password).fill(PASSWORD);
        await page.getByRole('button', { name: account.words.signIn }).click();
        await expect(page.getByRole('navigation', { name: 'Studio' })).toBeVisible({
          timeout: EDITOR_OPENS_MS,
        });
        await expect(page.locator('iframe').first()).toBeVisible();
        await expect(page.getByRole('button', { name: account.words.changes })).toHaveText(/\(1\)/);
        expect.soft(await violations(page), 'editor with the studio bar').toEqual([]);
      });

      test('Changes', async () => {
        const { page } = window;
        await page.getByRole('button', { name: account.words.changes }).click();
        await expect(page.getByRole('dialog')).toContainText('/casino');
        await settled(page);
        expect.soft(await violations(page), 'Changes').toEqual([]);
        await page.getByRole('dialog').getByRole('button', { name: account.words.close }).click();
      });

      test('Publish', async () => {
        const { page } = window;
        await page.getByRole('button', { name: account.words.publish, exact: true }).click();
        await expect(page.getByRole('dialog')).toBeVisible();
        await settled(page);
        expect.soft(await violations(page), 'Publish').toEqual([]);
        await page.getByRole('dialog').getByRole('button', { name: account.words.cancel }).click();
      });

      test('History', async () => {
        const { page } = window;
        await page.getByRole('button', { name: account.words.history }).click();
        await expect(page.getByRole('dialog').getByRole('listitem').first()).toBeVisible();
        await settled(page);
        expect.soft(await violations(page), 'History').toEqual([]);
        await page.keyboard.press('Escape');
        await expect(page.getByRole('dialog')).toHaveCount(0);
      });
    });
  }
}

async function signIn(page: Page, account: { email: string }, signInWord: string, query = '') {
  await page.goto(`${studio.world.origin}/login${query}`);
  await page.getByLabel(signInWord === 'Sign in' ? 'Email' : 'E-mail').fill(account.email);
  await page.getByLabel(signInWord === 'Sign in' ? 'Password' : 'Hasło').fill(PASSWORD);
  await page.getByRole('button', { name: signInWord }).click();
  await expect(page.getByRole('navigation', { name: 'Studio' })).toBeVisible({ timeout: EDITOR_OPENS_MS });
}

for (const { account, locale, signInWord, query, section } of [
  { account: EDITOR, locale: 'pl', signInWord: 'Zaloguj się', query: '', section: 'Nagłówek i tekst' },
  { account: ADMIN, locale: 'en', signInWord: 'Sign in', query: '?lang=en', section: 'Heading and text' },
] as const) {
  test.describe(`the editor speaks the account’s language on every screen and dialog, and axe finds nothing on them (${locale})`, () => {
    const window = sharedWindow({ width: 1440, height: 900 });
    const words = PAGE_ACTIONS_WORDS[locale as Locale];
    // The studio's policy allows its own scripts only: nothing the editor needs may be refused.
    const refused: string[] = [];

    test('signed in, the editor with a section open', async () => {
      const { page } = window;
      page.on('console', (message) => {
        if (/Content Security Policy/i.test(message.text())) refused.push(message.text());
      });
      await signIn(page, account, signInWord, query);
      const frameTitle = PREVIEW_WORDS[locale as Locale].frameTitle(1440).split(' ')[0]!;
      await expect(page.locator(`iframe[title^="${frameTitle}"]`)).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.lang)).toBe(locale);

      await page.getByRole('combobox', { name: PAGE_PICKER_WORDS[locale as Locale].page }).click();
      await page.getByRole('option', { name: /Casino hotels/ }).click();
      await page.getByRole('button', { name: new RegExp(`^${section} `) }).click();
      await expect(page.getByRole('region', { name: new RegExp(`: ${section}$`) })).toBeVisible();
      expect.soft(await wordsOfTheOtherLanguage(page, locale), 'the editor with a section open').toEqual([]);
    });

    for (const name of [
      words.settings,
      words.newPage,
      words.rename,
      words.delete,
      /^(Deleted pages|Usunięte strony)/,
    ]) {
      test(`the dialog of ${String(name)}`, async () => {
        const { page } = window;
        await page.getByRole('toolbar', { name: words.toolbar }).getByRole('button', { name }).click();
        const dialog = page.getByRole('dialog');
        await expect(dialog).toBeVisible();
        await settled(page);
        expect.soft(await wordsOfTheOtherLanguage(page, locale), String(name)).toEqual([]);
        expect.soft(await violations(page), String(name)).toEqual([]);
        await page.keyboard.press('Escape');
        await expect(dialog).toHaveCount(0);
      });
    }

    // The language is the account's: switched in the editor's bar, it holds after a reload.
    if (locale === 'pl')
      test('switched to English in the bar, it holds after a reload, and back', async () => {
        const { page } = window;
        const other = { button: 'Editor in English', title: 'Page editor' };
        await page.getByRole('button', { name: other.button }).click();
        // Switched once the account has it.
        await expect(page.getByRole('heading', { name: other.title })).toBeVisible();
        await page.reload();
        await expect(page.getByRole('heading', { name: other.title })).toBeVisible({
          timeout: EDITOR_OPENS_MS,
        });
        await page.getByRole('button', { name: 'Edytor po polsku' }).click();
        await expect(page.getByRole('heading', { name: 'Edytor stron' })).toBeVisible();
      });

    test('nothing the editor needed was refused by the studio’s policy', () => {
      expect(refused).toEqual([]);
    });
  });
}
