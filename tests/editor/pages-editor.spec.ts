import type { BrowserContext, Page } from '@playwright/test';
import { expect, test } from './test';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { startReceiver, tempFolder } from '../support/receiver';
import { findBrokenLinks } from '@/lib/server/exportChecks/links';
import { startLoopbackNginx } from '@/scripts/deploy/nginxLoopback';
import { SITE_URL } from '@/lib/model/site/config';
import { axeViolations, settled } from '../support/axe';
import { COPY_DIR, EDITOR_URL } from './copy';
import { buildCopy, BUILD_TEST_TIMEOUT, postJson, PUBLIC_DIR, readJson } from './helpers';

/**
 * Pages as content, through the editor: a landing page is created, set up (settings, navigation,
 * noindex), built with a page written by hand beside it, renamed (the old address answers 301
 * under nginx and under `npm start`), deleted into the trash and restored; and a click on a
 * section of the preview selects it. Runs in order: each step works on the page the last left,
 * and each is a test of its own (a build is one step, the checks of its output the same test).
 */
test.describe.configure({ mode: 'serial' });

const OUT = path.join(COPY_DIR, 'out');
const TRASH = path.join(COPY_DIR, '.trash', 'pages');
/** The landing page's title, as its settings save it and the build exports it. */
const finalTitle = 'Gozo in October: casino hotel and spa offer';

type Meta = { title?: string; description?: string; noindex?: boolean };
type NavLink = { label: string; path: string; icon: string };
const pageFile = (name: string) => path.join(PUBLIC_DIR, 'selectedComponents', `${name}.json`);
const dataFolder = (name: string) => path.join(PUBLIC_DIR, 'data', name);
const navLinks = () =>
  readJson<{ data: { navLinks: NavLink[] } }>('data/HeadersVariant7Hotels.json').data.navLinks;
const toast = (page: Page, text: RegExp) => page.locator('.Toastify').getByText(text).last();
const preview = (page: Page) => page.frameLocator('iframe[title^="Preview"]');

async function choosePage(page: Page, label: RegExp) {
  await page.getByRole('combobox', { name: 'Page' }).click();
  await page.getByRole('option', { name: label }).click();
  await expect(page.getByRole('heading', { name: 'On this page' })).toBeVisible();
}

async function openEditor(page: Page, label?: RegExp) {
  await page.goto('/editor');
  // The first requests compile the API routes and the preview in next dev (which may reload the
  // page once): wait until the list of pages and the preview are both there.
  await expect(page.getByRole('button', { name: 'New page' })).toBeEnabled({ timeout: 60_000 });
  await expect(preview(page).locator('#main-content')).toBeVisible({ timeout: 60_000 });
  if (label) await choosePage(page, label);
}

/** A page written as files only, with no code change: the build must export it like the others. */
function writeHandMadePage() {
  const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;
  writeFileSync(
    pageFile('hand-made'),
    json({
      meta: {
        title: 'A page written by hand | Hidden Gems Malta',
        description: 'A page added as two files and a page file, with no change to the code.',
        label: 'Hand-made',
      },
      components: [
        { category: 'Heroes', name: 'TitleBand' },
        { category: 'Texts', name: 'RichText' },
      ],
    }),
  );
  mkdirSync(dataFolder('hand-made'), { recursive: true });
  writeFileSync(
    path.join(dataFolder('hand-made'), 'HeroesTitleBand.json'),
    json({ data: { eyebrow: 'By hand', title: 'Written by hand', text: 'This page was written as files.' } }),
  );
  writeFileSync(
    path.join(dataFolder('hand-made'), 'TextsRichText.json'),
    json({
      data: {
        eyebrow: '',
        heading: 'How it was made',
        intro: '',
        updated: '',
        sections: [{ heading: 'Files', body: 'A page file and its data. See [our casino hotels](/casino).' }],
      },
    }),
  );
}

const headerOf = (html: string) => /<header[\s\S]*?<\/header>/.exec(html)?.[0] ?? '';
const exported = (file: string) => readFileSync(path.join(OUT, file), 'utf8');

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 1000 });
});

test('a click on a section of the preview selects it; links there do not navigate', async ({ page }) => {
  await openEditor(page, /About us/);
  // At phone width the frame is not scaled down, which Playwright's clicks in frames need.
  await page.getByRole('button', { name: /^Phone/ }).click();
  const frame = preview(page);
  await frame.locator('[data-editor-section="TextsIntro"] + *').click({ position: { x: 40, y: 40 } });
  await expect(page.getByRole('heading', { name: 'Edit: Heading and text' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Heading and text / })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(frame.getByText('Editing: Heading and text')).toBeVisible();

  // A link in a section selects the section and stays in the preview.
  await frame.locator('[data-editor-section="CallsToActionBanner"] + *').getByRole('link').first().click();
  await expect(page.getByRole('heading', { name: 'Edit: Call to action' })).toBeVisible();
  await expect(frame.getByText('Editing: Call to action')).toBeVisible();
  expect(page.frames().some((child) => /\/editor\/preview$/.test(child.url()))).toBe(true);

  // The header belongs to every page: a click on it opens the header and footer with its form.
  await frame.getByRole('link', { name: 'Hidden Gems Malta, home' }).click();
  await expect(page.getByRole('combobox', { name: 'Page' })).toHaveText(/Header and footer/);
  await expect(page.getByRole('heading', { name: /^Edit: / })).toBeVisible();
  await expect(page.getByRole('button', { name: /Headers\/Variant7Hotels/ })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
});

test('the home page cannot be deleted or moved, and says why', async ({ page }) => {
  await openEditor(page);
  await expect(page.getByRole('button', { name: 'Delete page' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Change address' })).toBeDisabled();
  await expect(page.getByText('The home page cannot be deleted or moved')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Page settings' })).toBeEnabled();
});

// The page dialogs pass axe, and Escape closes them and gives the focus back: one editor, a test a
// dialog.
test.describe('the page dialogs pass axe, and Escape closes them and gives the focus back', () => {
  let context: BrowserContext;
  let page: Page;
  test.beforeAll(async ({ browser }) => {
    context = await browser.newContext({ baseURL: EDITOR_URL, viewport: { width: 1440, height: 1000 } });
    page = await context.newPage();
    await openEditor(page, /Casino hotels/);
  });
  test.afterAll(async () => {
    await context?.close();
  });

  for (const [button, dialog, name] of [
    ['New page', 'New page', 'New page'],
    ['Page settings', /Page settings/, 'Page settings'],
    ['Change address', /Change the address/, 'Change the address'],
    ['Delete page', /Delete “/, 'Delete'],
    [/^Deleted pages/, 'Deleted pages', 'Deleted pages'],
  ] as const) {
    test(name, async () => {
      const opener = page.getByRole('button', { name: button });
      await opener.click();
      await expect(page.getByRole('dialog', { name: dialog })).toBeVisible();
      // Once it has opened (and, for deletion, listed the links).
      await settled(page);
      expect(await axeViolations(page, '[role="dialog"]')).toEqual([]);
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await expect(opener).toBeFocused();
    });
  }
});

test('a settings save from a stale copy is refused, and what was typed stays', async ({ page, request }) => {
  await openEditor(page, /Privacy policy/);
  await page.getByRole('button', { name: 'Page settings' }).click();
  const dialog = page.getByRole('dialog', { name: /Page settings/ });
  // Typed once the dialog has opened, as a person would: its first field then has the focus (in
  // next dev's strict mode, text typed into the opening dialog is lost with its remount).
  await expect(dialog.getByRole('textbox', { name: 'Title', exact: true })).toBeFocused();
  await dialog.getByRole('textbox', { name: 'Keywords' }).fill('privacy, data, Malta trips');
  // Another tab saves the page meanwhile.
  const { version } = (await (await request.get('/api/pageState?pageName=privacy-policy')).json()) as {
    version: string;
  };
  const changed = await postJson(
    request,
    '/api/saveComponentState',
    { pageName: 'privacy-policy', component: { category: 'Testimonials', name: 'Quotes' }, isActive: true },
    { version },
  );
  expect(changed.status()).toBe(200);
  await dialog.getByRole('button', { name: 'Save settings' }).click();
  await expect(dialog.getByText(/changed elsewhere .* Reload the editor/)).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: 'Keywords' })).toHaveValue('privacy, data, Malta trips');
});

test('creates a landing page, its address checked as it is typed', async ({ page }) => {
  await openEditor(page);
  await page.getByRole('button', { name: 'New page' }).click();
  const create = page.getByRole('dialog', { name: 'New page' });
  const address = create.getByRole('textbox', { name: 'Address' });
  await expect(address).toBeFocused();
  // Checked as it is typed.
  await address.fill('Offers/Gozo October');
  await expect(create.getByText(/Use lower-case letters/)).toBeVisible();
  await address.fill('casino');
  await expect(create.getByText('/casino is already the address of “Casino hotels”')).toBeVisible();
  await address.fill('images');
  await expect(create.getByText(/reserved for the site itself|taken by the file/)).toBeVisible();
  await address.fill('offers/gozo-october');
  await expect(create.getByText(`The page will be at ${SITE_URL}/offers/gozo-october`)).toBeVisible();
  await expect(create.getByRole('button', { name: 'Create the page' })).toBeDisabled();
  await create.getByRole('textbox', { name: 'Title' }).fill('Gozo in October');
  await create.getByRole('radio', { name: /landing-page starter/ }).check();
  await create.getByRole('button', { name: 'Create the page' }).click();
  await expect(toast(page, /Page created at \/offers\/gozo-october/)).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Page' })).toHaveText(/\(\/offers\/gozo-october\)/);
  await expect(page.locator('[data-component]').first()).toBeVisible();
  expect(existsSync(pageFile('offers/gozo-october'))).toBe(true);
  expect(readdirSync(dataFolder('offers/gozo-october')).length).toBeGreaterThan(0);
});

test('sets the landing page up: title, description, noindex and a link in the header', async ({ page }) => {
  await openEditor(page, /\(\/offers\/gozo-october\)/);
  await page.getByRole('button', { name: 'Page settings' }).click();
  const settings = page.getByRole('dialog', { name: /Page settings/ });
  const title = settings.getByRole('textbox', { name: 'Title', exact: true });
  await expect(title).toBeFocused();
  await title.fill('Gozo in October: a casino hotel, spa days and the ferry, arranged');
  await expect(settings.getByText(/search engines usually cut titles after about 60/)).toBeVisible();
  await expect(settings.getByTestId('search-preview-title')).toHaveText(/…$/);
  await title.fill(finalTitle);
  await expect(settings.getByTestId('search-preview-title')).toHaveText(finalTitle);
  const description =
    'Four nights on Gozo in October: a casino hotel on Malta for the weekend, the ferry, spa time and dinners, arranged from Warsaw.';
  await settings.getByRole('textbox', { name: 'Description', exact: true }).fill(description);
  await expect(settings.getByTestId('search-preview-description')).toHaveText(description);
  await expect(settings.getByTestId('search-preview')).toContainText(
    'www.hiddengemsmalta.com › offers › gozo-october',
  );
  await expect(settings.getByTestId('social-preview')).toContainText('HIDDENGEMSMALTA.COM');
  await expect(settings.getByTestId('social-preview')).toContainText(finalTitle);
  await settings.getByRole('checkbox', { name: 'Hide from search engines (noindex)' }).check();
  await settings.getByRole('checkbox', { name: 'Show in the header navigation' }).check();
  await settings.getByRole('textbox', { name: 'Navigation link label' }).fill('Gozo offer');
  await settings.getByRole('combobox', { name: 'Position' }).selectOption({ label: 'After “Casino hotels”' });
  await settings.getByRole('button', { name: 'Save settings' }).click();
  await expect(toast(page, /Page settings saved/)).toBeVisible();
  await expect(settings).toHaveCount(0);

  const saved = readJson<{ meta: Meta }>('selectedComponents/offers/gozo-october.json').meta;
  expect(saved).toMatchObject({ title: finalTitle, description, noindex: true });
  expect(navLinks().map((link) => link.path)).toEqual([
    '/',
    '/casino',
    '/offers/gozo-october',
    '/about-us',
    '/contact-us',
  ]);
  await expect(
    preview(page)
      .locator('header')
      .getByRole('link', { name: /Gozo offer/ })
      .first(),
  ).toBeAttached();
  await page.getByRole('combobox', { name: 'Page' }).click();
  await expect(page.getByRole('option', { name: /\(\/offers\/gozo-october\) noindex/ })).toBeVisible();
  await page.keyboard.press('Escape');
});

test('a page written by hand, as files only, is in the editor beside it', async ({ page }) => {
  writeHandMadePage();
  await openEditor(page, /Hand-made \(\/hand-made\)/);
});

test('the build exports the landing page beside the page written by hand', async () => {
  test.setTimeout(BUILD_TEST_TIMEOUT);
  await buildCopy();
  expect(existsSync(path.join(OUT, 'offers', 'gozo-october.html'))).toBe(true);
  expect(headerOf(exported('casino.html')).includes('href="/offers/gozo-october"'), 'in the navigation').toBe(
    true,
  );
  const offerHtml = exported('offers/gozo-october.html');
  // Booleans, so that a failure does not print the whole page.
  expect(/<meta name="robots" content="noindex"[^>]*>/.test(offerHtml), 'robots noindex').toBe(true);
  expect(offerHtml.includes(`>${finalTitle}</title>`), 'the title').toBe(true);
  const sitemap = exported('sitemap.xml');
  expect(sitemap).not.toContain('/offers/gozo-october');
  expect(sitemap).toContain(`<loc>${SITE_URL}/hand-made</loc>`);
  expect(existsSync(path.join(OUT, 'hand-made.html'))).toBe(true);
  expect(exported('hand-made.html').includes('Written by hand'), 'the hand-made page’s text').toBe(true);
  expect(/name="robots"/.test(exported('hand-made.html')), 'hand-made is indexed').toBe(false);
  expect(findBrokenLinks(OUT, SITE_URL)).toEqual([]);
});

test('changes the address in its dialog: the navigation follows', async ({ page }) => {
  await openEditor(page, /\(\/offers\/gozo-october\)/);
  await page.getByRole('button', { name: 'Change address' }).click();
  const rename = page.getByRole('dialog', { name: /Change the address/ });
  await expect(rename).toContainText('redirects permanently (301)');
  await expect(rename).toContainText('links inside the site are updated');
  const address = rename.getByRole('textbox', { name: 'Address' });
  await expect(address).toHaveValue('offers/gozo-october');
  await address.fill('about-us');
  await expect(rename.getByText('/about-us is already the address of “About us”')).toBeVisible();
  await address.fill('offers/gozo-autumn');
  await expect(rename.getByText('/offers/gozo-october → /offers/gozo-autumn')).toBeVisible();
  await rename.getByRole('button', { name: 'Change the address' }).click();
  const done = page.getByRole('dialog', { name: 'Address changed' });
  await expect(done).toContainText('is now at /offers/gozo-autumn');
  await expect(done.getByTestId('updated-files')).toContainText('HeadersVariant7Hotels.json');
  await done.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByRole('combobox', { name: 'Page' })).toHaveText(/\(\/offers\/gozo-autumn\)/);
  expect(existsSync(pageFile('offers/gozo-october'))).toBe(false);
  expect(existsSync(pageFile('offers/gozo-autumn'))).toBe(true);
  expect(navLinks().map((link) => link.path)).toContain('/offers/gozo-autumn');
});

test('the build exports the page at its new address, and the links follow', async () => {
  test.setTimeout(BUILD_TEST_TIMEOUT);
  await buildCopy();
  expect(existsSync(path.join(OUT, 'offers', 'gozo-autumn.html'))).toBe(true);
  expect(existsSync(path.join(OUT, 'offers', 'gozo-october.html'))).toBe(false);
  expect(headerOf(exported('index.html')).includes('href="/offers/gozo-autumn"'), 'in the navigation').toBe(
    true,
  );
  expect(findBrokenLinks(OUT, SITE_URL)).toEqual([]);
});

test('the old address answers 301 under nginx', async () => {
  const nginx = await startLoopbackNginx({ root: OUT, config: path.join(COPY_DIR, 'deploy', 'nginx.conf') });
  try {
    const moved = await nginx.get(`${nginx.origin}/offers/gozo-october?gclid=x`);
    expect(moved.status).toBe(301);
    expect(moved.headers.get('location')).toMatch(/\/offers\/gozo-autumn\?gclid=x$/);
    expect((await nginx.get(`${nginx.origin}/offers/gozo-autumn`)).status).toBe(200);
  } finally {
    await nginx.stop();
  }
});

test('the old address answers 301 under npm start', async () => {
  const folder = await tempFolder();
  const receiver = await startReceiver(folder.dbFile, { LEADS_SITE_ROOT: OUT });
  try {
    const moved = await fetch(`${receiver.url}/offers/gozo-october?gclid=x`, { redirect: 'manual' });
    expect(moved.status).toBe(301);
    expect(moved.headers.get('location')).toMatch(/\/offers\/gozo-autumn\?gclid=x$/);
    expect((await fetch(`${receiver.url}/offers/gozo-autumn`)).status).toBe(200);
  } finally {
    await receiver.stop();
    await folder.remove();
  }
});

test('deletes the page into the trash, and restores it from there', async ({ page }) => {
  await openEditor(page, /\(\/offers\/gozo-autumn\)/);
  await page.getByRole('button', { name: 'Delete page' }).click();
  const remove = page.getByRole('dialog', { name: /Delete “.*” \(\/offers\/gozo-autumn\)/ });
  await expect(remove.getByTestId('page-links')).toContainText(
    'Header navigation (public/data/HeadersVariant7Hotels.json)',
  );
  await expect(remove.getByRole('radio', { name: /Remove the navigation link/ })).toBeChecked();
  await remove.getByRole('button', { name: 'Delete the page' }).click();
  await expect(toast(page, /deleted: it can be restored/)).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Page' })).toHaveText(/Home \(\/\)/);

  expect(existsSync(pageFile('offers/gozo-autumn'))).toBe(false);
  expect(existsSync(dataFolder('offers/gozo-autumn'))).toBe(false);
  expect(navLinks().map((link) => link.path)).not.toContain('/offers/gozo-autumn');
  const [trashed] = readdirSync(TRASH).filter((id) => id.endsWith('-offers--gozo-autumn'));
  expect(trashed).toBeDefined();
  expect(existsSync(path.join(TRASH, trashed!, 'page.json'))).toBe(true);

  await page.getByRole('button', { name: /^Deleted pages \(1\)/ }).click();
  const trash = page.getByRole('dialog', { name: 'Deleted pages' });
  await trash.getByRole('button', { name: /^Restore .*\(\/offers\/gozo-autumn\)/ }).click();
  await expect(toast(page, /restored at \/offers\/gozo-autumn/)).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Page' })).toHaveText(/\(\/offers\/gozo-autumn\)/);
  expect(existsSync(pageFile('offers/gozo-autumn'))).toBe(true);
  expect(readdirSync(dataFolder('offers/gozo-autumn')).length).toBeGreaterThan(0);
  expect(readJson<{ meta: Meta }>('selectedComponents/offers/gozo-autumn.json').meta.noindex).toBe(true);
  await expect(page.getByRole('button', { name: /^Deleted pages \(0\)/ })).toBeVisible();
});

test('a restore whose address was taken meanwhile is refused with the reason', async ({ page, request }) => {
  const created = await postJson(request, '/api/createPage', {
    name: 'offers/short-lived',
    title: 'Short-lived offer',
    source: { kind: 'blank' },
  });
  expect(created.status()).toBe(201);
  await openEditor(page, /\(\/offers\/short-lived\)/);
  await page.getByRole('button', { name: 'Delete page' }).click();
  await page
    .getByRole('dialog', { name: /Delete/ })
    .getByRole('button', { name: 'Delete the page' })
    .click();
  await expect(toast(page, /deleted: it can be restored/)).toBeVisible();
  expect(
    (
      await postJson(request, '/api/createPage', {
        name: 'offers/short-lived',
        title: 'Another offer at the same address',
        source: { kind: 'blank' },
      })
    ).status(),
  ).toBe(201);

  await page.getByRole('button', { name: /^Deleted pages/ }).click();
  const trash = page.getByRole('dialog', { name: 'Deleted pages' });
  await trash.getByRole('button', { name: /^Restore Short-lived offer/ }).click();
  await expect(
    trash.getByText(/was not restored: its address \/offers\/short-lived has been taken/),
  ).toBeVisible();
  expect(readJson<{ meta: Meta }>('selectedComponents/offers/short-lived.json').meta.title).toBe(
    'Another offer at the same address',
  );
});
