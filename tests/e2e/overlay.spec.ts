import { expect, test } from '@playwright/test';
import { waitForApp } from './site';

test('a black overlay with the infinity loader covers a slow route change and leaves after it', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  // Hold the next page's data (and its prefetch) until released, as a slow connection would.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/_next\/data\/[^/]+\/casino\.json/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/');
  await waitForApp(page);
  const overlay = page.getByTestId('route-change-overlay');
  await expect(overlay).toHaveCount(0);

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Casino hotels' }).click();
  await expect(overlay).toBeVisible();
  expect(await overlay.evaluate((element) => getComputedStyle(element).backgroundColor)).toBe('rgb(0, 0, 0)');
  const box = await overlay.boundingBox();
  expect(box).toMatchObject({ x: 0, y: 0, width: 1280, height: 800 });
  const loader = overlay.getByTestId('route-change-loader');
  expect(await loader.boundingBox()).toEqual({ x: 540, y: 300, width: 200, height: 200 });
  const symbol = loader.locator('svg');
  await expect(symbol).toBeVisible();
  expect((await symbol.boundingBox())?.width).toBe(200);

  release();
  await expect(page).toHaveURL('/casino');
  await expect(overlay).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('An evening at the tables');
});

test('the loader code is not loaded until a route change starts', async ({ page }) => {
  const scripts: string[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.url());
  });
  await page.goto('/');
  await waitForApp(page);
  await page.waitForLoadState('networkidle');
  const initial = [...scripts];
  const loaderCode = async () => {
    for (const url of scripts) {
      const response = await page.request.get(url);
      if ((await response.text()).includes('infinity-spin')) return url;
    }
    return undefined;
  };
  expect(await loaderCode()).toBeUndefined();
  await page.getByRole('contentinfo').getByRole('link', { name: 'About us' }).click();
  await expect(page).toHaveURL('/about-us');
  await expect.poll(loaderCode).toBeDefined();
  expect(initial.length).toBeGreaterThan(0);
});
