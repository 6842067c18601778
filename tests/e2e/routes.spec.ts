import { expect, test } from '@playwright/test';
import { MESSAGES } from '@/lib/model/site/messages';
import { INDEXED_PAGES, SITE_PAGES, canonicalFor, expectedMeta } from './site';

for (const route of SITE_PAGES) {
  test(`${route.path} answers with its own title, description, canonical link and heading`, async ({
    page,
  }) => {
    const response = await page.goto(route.path);
    expect(response?.status()).toBe(200);
    const meta = expectedMeta(route.name);
    await expect(page).toHaveTitle(meta.title);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', meta.description);
    await expect(page.locator('meta[name="keywords"]')).toHaveAttribute('content', meta.keywords);
    if (INDEXED_PAGES.includes(route)) {
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', canonicalFor(route.path));
      await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
    } else {
      await expect(page.locator('link[rel="canonical"]')).toHaveCount(0);
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    }
    await expect(page.locator('link[rel="icon"]:not([type="image/svg+xml"])')).toHaveAttribute(
      'href',
      meta.faviconPath,
    );
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect(page.locator('main p').first()).not.toBeEmpty();
  });
}

// Every route has a different title and description: one test a route, in order, each against the
// routes before it, then one that every route was seen.
test.describe('every route has a different title and description', () => {
  test.describe.configure({ mode: 'serial' });
  /** Title and description, and the route that had them. */
  const seen = new Map<string, string>();

  for (const route of SITE_PAGES) {
    test(`${route.path} has a title and description of its own`, async ({ page }) => {
      await page.goto(route.path);
      const key = `${await page.title()}|${await page.locator('meta[name="description"]').getAttribute('content')}`;
      expect(seen.get(key), `${route.path} has the title and description of`).toBeUndefined();
      seen.set(key, route.path);
    });
  }

  test('every route was seen, each with its own', () => {
    expect(seen.size).toBe(SITE_PAGES.length);
  });
});

for (const { path, locale } of [
  { path: '/no-such-page', locale: 'en' },
  { path: '/pl/nie-ma-takiej-strony', locale: 'pl' },
] as const) {
  test(`an unknown address (${path}) shows the ${locale} 404 page inside the header and footer`, async ({
    page,
  }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect(page.locator('html')).toHaveAttribute('lang', locale);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      MESSAGES[locale].errors.notFound.heading,
    );
    await expect(page).toHaveTitle(MESSAGES[locale].errors.notFound.title);
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    await expect(page.locator('link[rel="canonical"]')).toHaveCount(0);
  });
}

test('the gclid of the address reaches the page without breaking it', async ({ page }) => {
  const response = await page.goto('/contact-us?gclid=test-click-123');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});
