import type { Page } from '@playwright/test';
import { expect, test } from './test';
import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { keepPhotos, PUBLIC_DIR, readJson } from './helpers';

type Listed = { category: string; name: string };
const pageList = (pageName: string) =>
  readJson<{ components: Listed[] }>(`selectedComponents/${pageName}.json`).components;
const toast = (page: Page, text: RegExp) => page.locator('.Toastify').getByText(text).last();

async function openEditor(page: Page, pageLabel: RegExp) {
  await page.goto('/editor');
  await page.getByRole('combobox', { name: 'Page' }).click();
  await page.getByRole('option', { name: pageLabel }).click();
  await expect(page.getByRole('heading', { name: 'On this page' })).toBeVisible();
  await expect(page.locator('[data-component]').first()).toBeVisible();
}

function editButton(page: Page, label: string) {
  return page.getByRole('button', { name: new RegExp(`^${label} `) });
}

async function photo(width: number, height: number): Promise<Buffer> {
  return sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 80 })
    .toBuffer();
}

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 1000 });
});

test('next dev renders a site page with the site’s style cache, and the browser hydrates it without a mismatch', async ({
  page,
  request,
}) => {
  // The cause: every style of the page in the site's emotion cache (key "mui"), none in emotion's
  // default one ("css"), which the browser does not use.
  const html = await (await request.get('/terms-and-conditions')).text();
  expect(html).toContain('<style data-emotion="mui ');
  expect(html).not.toMatch(/<style data-emotion="css |class="[^"]*\bcss-[a-z0-9]+/);
  // The effect: React hydrates the page without saying that attributes differ.
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.goto('/terms-and-conditions');
  await expect
    .poll(() => page.evaluate(() => document.documentElement.dataset.hydrated !== undefined), {
      timeout: 60_000,
    })
    .toBe(true);
  expect(errors.filter((text) => /hydrat/i.test(text))).toEqual([]);
});

test('turns a component on and off, on disk and in the preview', async ({ page }) => {
  await openEditor(page, /Contact us/);
  const checkbox = page.getByRole('checkbox', { name: /Quotes/ });
  await expect(checkbox).not.toBeChecked();
  await checkbox.click();
  await expect(toast(page, /Quotes added to the page/)).toBeVisible();
  await expect(checkbox).toBeChecked();
  await expect(page.locator('[data-component="Testimonials/Quotes"]')).toBeVisible();
  expect(pageList('contact-us').at(-1)).toEqual({ category: 'Testimonials', name: 'Quotes' });
  const dataFile = path.join(PUBLIC_DIR, 'data', 'contact-us', 'TestimonialsQuotes.json');
  expect(existsSync(dataFile)).toBe(true);
  const preview = page.frameLocator('iframe[title^="Preview"]');
  await expect(preview.getByRole('heading', { name: 'In their words' })).toBeVisible();

  await checkbox.click();
  await expect(toast(page, /Quotes removed from the page/)).toBeVisible();
  await expect(checkbox).not.toBeChecked();
  await expect(page.locator('[data-component="Testimonials/Quotes"]')).toHaveCount(0);
  expect(pageList('contact-us')).not.toContainEqual({ category: 'Testimonials', name: 'Quotes' });
  expect(existsSync(dataFile)).toBe(true);
  await expect(preview.getByRole('heading', { name: 'In their words' })).toHaveCount(0);
});

test('reorders with the keyboard alone, and undo and redo save the order', async ({ page }) => {
  await openEditor(page, /About us/);
  const before = pageList('about-us');
  expect(before.slice(0, 2)).toEqual([
    { category: 'Heroes', name: 'FullBleedPhoto' },
    { category: 'Texts', name: 'Intro' },
  ]);
  const handle = page.getByRole('button', { name: /^Move Heading and text, position 2/ });
  await handle.focus();
  await page.keyboard.press(' ');
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press(' ');
  await expect(toast(page, /New order saved/)).toBeVisible();
  await expect(page.locator('[data-component]').first()).toHaveAttribute('data-component', 'Texts/Intro');
  expect(pageList('about-us').slice(0, 2)).toEqual([
    { category: 'Texts', name: 'Intro' },
    { category: 'Heroes', name: 'FullBleedPhoto' },
  ]);

  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(toast(page, /Undone and saved/)).toBeVisible();
  expect(pageList('about-us')).toEqual(before);
  await page.getByRole('button', { name: 'Redo' }).click();
  await expect(toast(page, /Redone and saved/)).toBeVisible();
  expect(pageList('about-us')[0]).toEqual({ category: 'Texts', name: 'Intro' });
  await page.keyboard.press('Control+z');
  await expect.poll(() => pageList('about-us')).toEqual(before);
});

test('refuses an invalid value, saves a valid one, and the page shows it after a reload', async ({
  page,
}) => {
  await openEditor(page, /Terms and conditions/);
  await editButton(page, 'Title band').click();
  const title = page.getByRole('textbox', { name: 'Title', exact: true });
  await expect(title).toHaveValue('Terms and conditions');
  await title.fill('');
  await expect(page.getByText('Title is required')).toBeVisible();
  await expect(title).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByRole('button', { name: 'Save', exact: true })).toBeDisabled();
  await expect(page.getByText('1 unsaved')).toBeVisible();

  await title.fill('Booking terms');
  await expect(page.getByText('Title is required')).toHaveCount(0);
  const preview = page.frameLocator('iframe[title^="Preview"]');
  await expect(preview.getByRole('heading', { level: 1 })).toHaveText('Booking terms');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(toast(page, /Changes saved/)).toBeVisible();
  await expect(page.getByText('All changes saved')).toBeVisible();
  expect(
    readJson<{ data: { title: string } }>('data/terms-and-conditions/HeroesTitleBand.json').data.title,
  ).toBe('Booking terms');

  await page.reload();
  await page.getByRole('combobox', { name: 'Page' }).click();
  await page.getByRole('option', { name: /Terms and conditions/ }).click();
  await editButton(page, 'Title band').click();
  await expect(page.getByRole('textbox', { name: 'Title', exact: true })).toHaveValue('Booking terms');

  await page.goto('/terms-and-conditions');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Booking terms');
});

test('undoes and redoes a field edit with the keyboard', async ({ page }) => {
  await openEditor(page, /Privacy policy/);
  await editButton(page, 'Title band').click();
  const eyebrow = page.getByRole('textbox', { name: 'Eyebrow' });
  await expect(eyebrow).toHaveValue('Legal');
  await eyebrow.fill('Your data');
  await page.getByRole('textbox', { name: 'Title', exact: true }).fill('Privacy notice');
  await page.keyboard.press('Control+z');
  await expect(page.getByRole('textbox', { name: 'Title', exact: true })).toHaveValue('Privacy policy');
  await page.keyboard.press('Control+z');
  await expect(eyebrow).toHaveValue('Legal');
  await expect(page.getByText('All changes saved')).toBeVisible();
  await page.keyboard.press('Control+Shift+z');
  await expect(eyebrow).toHaveValue('Your data');
  await page.getByRole('button', { name: 'Redo' }).click();
  await expect(page.getByRole('textbox', { name: 'Title', exact: true })).toHaveValue('Privacy notice');
  await expect(page.getByText('1 unsaved')).toBeVisible();

  // Leaving with unsaved changes asks first; dismissing keeps the editor as it is.
  page.once('dialog', (dialog) => {
    expect(dialog.message()).toContain('unsaved changes');
    void dialog.dismiss();
  });
  await page.getByRole('combobox', { name: 'Page' }).click();
  await page.getByRole('option', { name: /Casino hotels/ }).click();
  await expect(eyebrow).toHaveValue('Your data');
});

test('uploads an image under a safe name, and refuses files with the drop zone’s messages', async ({
  page,
}) => {
  const putBack = keepPhotos(['data/contact-us/HeroesFullBleedPhoto.json']);
  try {
    await uploadAndPlace(page);
  } finally {
    putBack();
  }
});

async function uploadAndPlace(page: Page) {
  await openEditor(page, /Contact us/);
  await editButton(page, 'Full-bleed photo hero').click();
  const fileInput = page.locator('input[type="file"]').first();

  await fileInput.setInputFiles({
    name: 'notes.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('hello '.repeat(400)),
  });
  await expect(page.getByTestId('upload-rejections')).toContainText(
    'File type must be one of image/jpeg, .jpg, .jpeg, image/png, .png, image/webp, .webp',
  );
  await fileInput.setInputFiles({
    name: 'huge.jpg',
    mimeType: 'image/jpeg',
    buffer: Buffer.alloc(6 * 1024 * 1024, 1),
  });
  await expect(page.getByTestId('upload-rejections')).toContainText('File is larger than 5242880 bytes');
  await fileInput.setInputFiles({ name: 'tiny.jpg', mimeType: 'image/jpeg', buffer: Buffer.alloc(100, 1) });
  await expect(page.getByTestId('upload-rejections')).toContainText('File is smaller than 1024 bytes');

  // Two files dropped at once.
  const jpeg = await photo(640, 400);
  await page
    .getByRole('button', { name: /Upload a new image for Background photo/ })
    .evaluate((zone, base64) => {
      const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
      const transfer = new DataTransfer();
      transfer.items.add(new File([bytes], 'a.jpg', { type: 'image/jpeg' }));
      transfer.items.add(new File([bytes], 'b.jpg', { type: 'image/jpeg' }));
      for (const type of ['dragenter', 'dragover', 'drop']) {
        zone.dispatchEvent(new DragEvent(type, { bubbles: true, cancelable: true, dataTransfer: transfer }));
      }
    }, jpeg.toString('base64'));
  // The first file is taken and the other refused.
  await expect(page.getByTestId('upload-rejections')).toContainText('b.jpg: Too many files');
  await expect(page.getByTestId('image-src').first()).toHaveText(/^\/images\/a(-\d+)?\.jpg$/);

  await fileInput.setInputFiles({ name: 'Zdjęcie Plaży (1).JPG', mimeType: 'image/jpeg', buffer: jpeg });
  // The field shows the new file; the toast may be gone already, as next dev reloads the image
  // manifest the upload changed.
  await expect(page.getByTestId('image-src').first()).toHaveText(/^\/images\/zdjecie-plazy-1(-\d+)?\.jpg$/);
  const src = await page.getByTestId('image-src').first().textContent();
  const stored = path.join(PUBLIC_DIR, src!.replace('/images/', 'images/'));
  expect(existsSync(stored)).toBe(true);
  const stem = path.basename(stored, '.jpg');
  const optimised = readdirSync(path.join(PUBLIC_DIR, 'images', 'optimized')).filter((file) =>
    file.startsWith(`${stem}.`),
  );
  expect(optimised.map((file) => file.replace(/\.[0-9a-f]{10}-/, '-'))).toEqual(
    expect.arrayContaining([`${stem}-640.webp`, `${stem}-256.webp`, `${stem}-social.jpg`]),
  );

  // A new photo is in the media library at once, not described yet: the form says so under it.
  await expect(page.getByTestId('image-alt-en').first()).toHaveText(/^Not described yet/);
  await expect(page.getByTestId('image-alt-pl').first()).toHaveText(/^Not described yet/);
  expect(readJson<Record<string, unknown>>('data/media.json')[src!]).toEqual({
    alt: { en: '', pl: '' },
    decorative: false,
    focus: { x: 50, y: 50 },
  });
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(toast(page, /Changes saved/)).toBeVisible();
  // The content names the photo by its address only: its words are the library's.
  expect(
    readJson<{ data: { image: unknown } }>('data/contact-us/HeroesFullBleedPhoto.json').data.image,
  ).toEqual({ src });

  // Described once in the media library, in both languages, with its subject near the right edge.
  await page.getByRole('button', { name: 'Media library' }).click();
  const library = page.getByRole('dialog', { name: 'Media library' });
  await library.getByRole('searchbox', { name: /^Search/ }).fill('zdjecie-plazy');
  await expect(library.getByRole('button', { name: /\.jpg/ })).toHaveCount(1);
  await library.getByRole('button', { name: /\.jpg/ }).click();
  await expect(library.getByTestId('image-uses')).toHaveText('/contact-us (English)');
  await library
    .getByRole('textbox', { name: 'Description in English (alt text)' })
    .fill('Coloured noise, a test photo');
  await library
    .getByRole('textbox', { name: 'Description in Polish (alt text)' })
    .fill('Kolorowy szum, zdjęcie testowe');
  const picker = library.getByTestId('focal-point-picker');
  const box = (await picker.boundingBox())!;
  await picker.click({ position: { x: box.width * 0.9, y: box.height * 0.5 } });
  await expect(picker).toHaveAccessibleName('Focal point at 90 % from the left, 50 % from the top');
  // The arrow keys move it too.
  await picker.press('ArrowLeft');
  await expect(picker).toHaveAccessibleName('Focal point at 85 % from the left, 50 % from the top');
  await library.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(toast(page, /saved: every page that shows it follows/)).toBeVisible();
  expect(readJson<Record<string, unknown>>('data/media.json')[src!]).toEqual({
    alt: { en: 'Coloured noise, a test photo', pl: 'Kolorowy szum, zdjęcie testowe' },
    decorative: false,
    focus: { x: 85, y: 50 },
  });
  // Deleting it while a page shows it is refused, naming the page.
  await library.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(library.getByRole('alert')).toContainText(
    `${src} cannot be deleted: it is shown on /contact-us (English)`,
  );
  expect(existsSync(stored)).toBe(true);
  // Replaced by another file: the same address, new bytes (a PNG made a JPEG, as the address says).
  const before = readFileSync(stored);
  await library.locator('input[type="file"]').setInputFiles({
    name: 'other.png',
    mimeType: 'image/png',
    buffer: await sharp(await photo(500, 300))
      .png()
      .toBuffer(),
  });
  await expect(toast(page, /replaced: every page that shows it shows the new photo/)).toBeVisible();
  const after = readFileSync(stored);
  expect(after.equals(before)).toBe(false);
  expect((await sharp(after).metadata()).format).toBe('jpeg');
  await page.keyboard.press('Escape');
  // The preview shows it with its English description, its focal point in view.
  const hero = page.frameLocator('iframe[title^="Preview"]').locator('main img').first();
  await expect(hero).toHaveAttribute('alt', 'Coloured noise, a test photo');
  await expect(hero).toHaveCSS('object-position', '85% 50%');
}

test('a preview the development server failed to answer is loaded again', async ({ page }) => {
  // As when a request overlaps a rebuild of next dev (components/editor/PreviewFrame.tsx).
  let requests = 0;
  await page.route('**/editor/preview', async (route) => {
    requests += 1;
    if (requests === 1)
      await route.fulfill({ status: 500, contentType: 'text/html', body: '<!doctype html><h1>500</h1>' });
    else await route.continue();
  });
  await openEditor(page, /Home/);
  await expect(page.frameLocator('iframe[title^="Preview"]').locator('#main-content')).toBeVisible({
    timeout: 60_000,
  });
  expect(requests).toBe(2);
});

test('the preview switches between phone, tablet and desktop widths', async ({ page }) => {
  await openEditor(page, /Home/);
  const frame = page.locator('iframe[title^="Preview"]');
  for (const [device, width] of [
    ['Phone', 375],
    ['Tablet', 768],
    ['Desktop', 1280],
  ] as const) {
    await page.getByRole('button', { name: new RegExp(`^${device}`) }).click();
    await expect(frame).toHaveAttribute('width', String(width));
    const inner = await frame
      .contentFrame()!
      .locator('body')
      .evaluate(() => window.innerWidth);
    expect(inner).toBe(width);
  }
  await page.getByRole('button', { name: /^Phone/ }).click();
  await expect(
    page.frameLocator('iframe[title^="Preview"]').getByRole('button', { name: 'Open menu' }),
  ).toBeVisible();
});

test('a save from a stale copy in another tab is refused and the editor keeps its state', async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: { width: 1440, height: 1000 } });
  const first = await context.newPage();
  const second = await context.newPage();
  await openEditor(first, /Casino hotels/);
  await openEditor(second, /Casino hotels/);

  await first.getByRole('button', { name: /^Move Heading and text, position 2/ }).focus();
  await first.keyboard.press(' ');
  await first.keyboard.press('ArrowDown');
  await first.keyboard.press(' ');
  await expect(toast(first, /New order saved/)).toBeVisible();
  const saved = pageList('casino');

  await second.getByRole('button', { name: /^Move Photo cards, position 3/ }).focus();
  await second.keyboard.press(' ');
  await second.keyboard.press('ArrowUp');
  await second.keyboard.press(' ');
  await expect(toast(second, /changed in another tab/)).toBeVisible();
  expect(pageList('casino')).toEqual(saved);
  await expect(second.locator('[data-component]').nth(1)).toHaveAttribute(
    'data-component',
    'Cards/PhotoGrid',
  );
  await context.close();
});
