import { expect, test } from '@playwright/test';
import {
  SITE_PAGES,
  axeViolations,
  expectNoProblems,
  scrollThrough,
  waitForApp,
  watchForProblems,
} from './site';

const ROUTES = [...SITE_PAGES.map((route) => route.path)];
const WIDTHS = [375, 768, 1280];

for (const width of WIDTHS) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    for (const route of ROUTES) {
      test(`${route} has no console errors, failed requests or axe violations`, async ({ page }) => {
        const problems = watchForProblems(page);
        await page.goto(route);
        await waitForApp(page);
        await scrollThrough(page);
        await page.waitForLoadState('networkidle');
        await expectNoProblems(problems);

        const violations = await axeViolations(page);
        expect(violations, violations.join('\n')).toEqual([]);
      });
    }

    test('the page does not scroll sideways', async ({ page }) => {
      for (const route of ROUTES) {
        await page.goto(route);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow, route).toBeLessThanOrEqual(0);
      }
    });
  });
}

test('keyboard users can skip straight to the content', async ({ page }) => {
  await page.goto('/casino');
  await waitForApp(page);
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.locator('main')).toBeFocused();
});
