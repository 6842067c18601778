import { expect, test } from '@playwright/test';
import { waitForApp } from './site';

const NAV = [
  ['Home', '/'],
  ['Casino hotels', '/casino'],
  ['About us', '/about-us'],
  ['Contact', '/contact-us'],
] as const;

test.describe('header on a desktop', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('navigates with its links and marks the current page', async ({ page }) => {
    await page.goto('/');
    await waitForApp(page);
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link')).toHaveText(NAV.map(([label]) => label));
    await expect(nav.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    for (const [label, path] of NAV.slice(1)) {
      await nav.getByRole('link', { name: label }).click();
      await expect(page).toHaveURL(path);
      await expect(nav.getByRole('link', { name: label })).toHaveAttribute('aria-current', 'page');
      await expect(nav.locator('[aria-current="page"]')).toHaveCount(1);
    }
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeHidden();
  });

  test('the call-to-action leads to /contact-us', async ({ page }) => {
    await page.goto('/casino');
    await waitForApp(page);
    const cta = page.getByRole('banner').getByRole('link', { name: 'Plan my Malta trip' });
    await expect(cta).toBeVisible();
    await cta.click();
    await expect(page).toHaveURL('/contact-us');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Let’s plan your Malta stay');
  });

  test('the language link stands level with the call-to-action beside it, in both languages', async ({
    page,
  }) => {
    for (const [path, cta] of [
      ['/', 'Plan my Malta trip'],
      ['/pl/', 'Zaplanujmy wyjazd na Maltę'],
    ] as const) {
      await page.goto(path);
      const banner = page.getByRole('banner');
      const button = await banner.getByRole('link', { name: cta }).boundingBox();
      const language = await banner.locator('a[data-language-switch]').boundingBox();
      expect(button, path).not.toBeNull();
      expect(language, path).not.toBeNull();
      expect(Math.abs(language!.y - button!.y), `${path}: tops`).toBeLessThanOrEqual(1);
      expect(Math.abs(language!.height - button!.height), `${path}: heights`).toBeLessThanOrEqual(1);
    }
  });

  test('the background turns solid after scrolling past 50 px, and not before', async ({ page }) => {
    await page.goto('/');
    await waitForApp(page);
    const header = page.getByRole('banner');
    const background = () => header.evaluate((element) => getComputedStyle(element).backgroundColor);
    const transparent = 'rgba(0, 0, 0, 0)';
    expect(await background()).toBe(transparent);
    await page.evaluate(() => window.scrollTo(0, 40));
    await page.waitForTimeout(300);
    expect(await background()).toBe(transparent);
    await page.evaluate(() => window.scrollTo(0, 60));
    await expect.poll(background).toBe('rgb(36, 82, 122)');
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect.poll(background).toBe(transparent);
  });
});

test.describe('header on a phone (375 px)', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the menu button opens a right-side drawer with all links, and its close button closes it', async ({
    page,
  }) => {
    await page.goto('/about-us');
    await waitForApp(page);
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    const logo = page.getByRole('img', { name: 'Hidden Gems Malta, home' });
    expect(await logo.boundingBox()).toMatchObject({ width: 80, height: 80 });

    const menuButton = page.getByRole('button', { name: 'Open menu' });
    await menuButton.click();
    await expect(page.locator('button[aria-controls="mobile-menu"]')).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    const drawer = page.getByRole('navigation', { name: 'Mobile' });
    await expect(drawer).toBeVisible();
    await expect(drawer.getByRole('link')).toHaveText(NAV.map(([label]) => label));
    await expect(drawer.getByRole('link', { name: 'About us' })).toHaveAttribute('aria-current', 'page');
    // The drawer panel slides in against the right edge.
    const panel = page.locator('#mobile-menu');
    await expect.poll(async () => (await panel.boundingBox())?.x).toBeGreaterThan(375 - 330);
    const box = (await panel.boundingBox())!;
    expect(box.x + box.width).toBeCloseTo(375, 0);

    await page.getByRole('button', { name: 'Close menu' }).click();
    await expect(drawer).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();
  });

  test('a link in the drawer navigates and closes the drawer', async ({ page }) => {
    await page.goto('/');
    await waitForApp(page);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page
      .getByRole('navigation', { name: 'Mobile' })
      .getByRole('link', { name: 'Casino hotels' })
      .click();
    await expect(page).toHaveURL('/casino');
    await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeHidden();
  });

  test('the drawer opens and closes with the keyboard alone', async ({ page }) => {
    await page.goto('/');
    await waitForApp(page);
    await page.getByRole('button', { name: 'Open menu' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeHidden();
  });
});
