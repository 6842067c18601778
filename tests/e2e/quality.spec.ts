import { expect, test } from '@playwright/test';
import { MESSAGES } from '@/lib/i18n/messages';
import {
  SITE_PAGES,
  axeViolations,
  coveredText,
  expectNoProblems,
  scrollThrough,
  waitForApp,
  watchForProblems,
} from './site';

// The 404 pages too: every unknown address shows one, in the language of its address.
const ROUTES = [
  ...SITE_PAGES.map((route) => ({ path: route.path, status: 200 })),
  { path: '/no-such-page', status: 404 },
  { path: '/pl/nie-ma-takiej-strony', status: 404 },
];
const WIDTHS = [375, 768, 1280];

for (const width of WIDTHS) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    for (const route of ROUTES) {
      test(`${route.path} has no console errors, failed requests, axe violations or covered text`, async ({
        page,
      }) => {
        const problems = watchForProblems(page);
        const response = await page.goto(route.path);
        expect(response?.status()).toBe(route.status);
        await waitForApp(page);
        await scrollThrough(page);
        await page.waitForLoadState('networkidle');
        // The 404 page's own status (and Chromium's console line for it) is its point, not a problem.
        const ownStatus = [
          `HTTP 404: ${response?.url()}`,
          `console: Failed to load resource: the server responded with a status of 404 (Not Found) at ${response?.url()}`,
        ];
        await expectNoProblems(problems.filter((problem) => !ownStatus.includes(problem)));

        const violations = await axeViolations(page);
        expect(violations, violations.join('\n')).toEqual([]);
        expect(await coveredText(page)).toEqual([]);
      });
    }

    test('the figures of a row of facts line up', async ({ page }) => {
      let rows = 0;
      for (const route of SITE_PAGES) {
        await page.goto(route.path);
        // Each fact's figure (dd), grouped by the row its fact sits in; a row's figures share a top.
        const tops = await page.$$eval('dl > div:has(> dd)', (facts) => {
          const byRow = new Map<number, number[]>();
          for (const fact of facts) {
            const row = Math.round(fact.getBoundingClientRect().top + window.scrollY);
            const figure = fact.querySelector(':scope > dd');
            if (!figure) continue;
            byRow.set(row, [...(byRow.get(row) ?? []), Math.round(figure.getBoundingClientRect().top)]);
          }
          return [...byRow.values()].filter((row) => row.length > 1);
        });
        rows += tops.length;
        for (const row of tops)
          expect(new Set(row).size, `${route.path}: figures at ${row.join(', ')}`).toBe(1);
      }
      expect(rows).toBeGreaterThan(0);
    });

    test('no card sits alone beside an empty half of a two-column grid', async ({ page }) => {
      for (const route of SITE_PAGES) {
        await page.goto(route.path);
        const lone = await page.$$eval('ul', (lists) =>
          lists.flatMap((list) => {
            const style = getComputedStyle(list);
            const columns = style.gridTemplateColumns.split(' ').length;
            if (style.display !== 'grid' || columns !== 2 || list.children.length % 2 === 0) return [];
            const last = list.lastElementChild;
            if (!last) return [];
            const fills = Math.abs(last.getBoundingClientRect().width - list.clientWidth) <= 1;
            return fills ? [] : [last.textContent?.slice(0, 40) ?? ''];
          }),
        );
        expect(lone, route.path).toEqual([]);
      }
    });

    test('the page does not scroll sideways', async ({ page }) => {
      for (const route of ROUTES) {
        await page.goto(route.path);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow, route.path).toBeLessThanOrEqual(0);
      }
    });
  });
}

for (const [path, name] of [
  ['/casino', MESSAGES.en.skipLink],
  ['/pl/kasyno', MESSAGES.pl.skipLink],
] as const) {
  test(`keyboard users can skip straight to the content (${path})`, async ({ page }) => {
    await page.goto(path);
    await waitForApp(page);
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press('Enter');
    await expect(page.locator('main')).toBeFocused();
  });
}
