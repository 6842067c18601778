import { expect, test } from '@playwright/test';
import { MESSAGES } from '@/lib/model/site/messages';
import { axeViolations } from '../support/axe';
import {
  SITE_PAGES,
  coveredText,
  expectNoProblems,
  FACT,
  QUOTE,
  listedComponents,
  loneGridItems,
  rowPartTops,
  scrollThrough,
  sidewaysOverflow,
  waitForApp,
  watchForProblems,
} from './site';

// The 404 pages too: every unknown address shows one, in the language of its address.
const ROUTES = [
  ...SITE_PAGES.map((route) => ({
    path: route.path,
    status: 200,
    // A page that lists a row of facts must show one, so that a change of markup cannot pass the
    // facts check below by matching nothing.
    hasFacts: listedComponents(route.name).some((component) => component.category === 'Facts'),
  })),
  { path: '/no-such-page', status: 404, hasFacts: false },
  { path: '/pl/nie-ma-takiej-strony', status: 404, hasFacts: false },
];
const WIDTHS = [375, 768, 1280];

for (const width of WIDTHS) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    for (const route of ROUTES) {
      test(`${route.path} has no console errors, failed requests, axe violations, covered text or broken layout`, async ({
        page,
      }) => {
        const problems = watchForProblems(page);
        const response = await page.goto(route.path);
        expect(response?.status()).toBe(route.status);

        // The layout as the first paint shows it, before any script.
        expect(await sidewaysOverflow(page), 'the page scrolls sideways by').toBeLessThanOrEqual(0);
        expect(await loneGridItems(page), 'alone beside an empty half of a two-column grid').toEqual([]);
        const factRows = await rowPartTops(page, FACT.items, FACT.part);
        if (route.hasFacts) expect(factRows.length, 'rows of facts').toBeGreaterThan(0);
        for (const row of factRows) expect(new Set(row).size, `a row's figures at ${row.join(', ')}`).toBe(1);
        for (const row of await rowPartTops(page, QUOTE.items, QUOTE.part))
          expect(new Set(row).size, `a row's speakers at ${row.join(', ')}`).toBe(1);

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
    // The focus shows as the site's gold ring, as on the header's links.
    const outline = await skip.evaluate((element) => {
      const style = getComputedStyle(element);
      return [style.outlineStyle, style.outlineWidth, style.outlineColor];
    });
    expect(outline).toEqual(['solid', '3px', 'rgb(231, 199, 122)']);
    await page.keyboard.press('Enter');
    await expect(page.locator('main')).toBeFocused();
  });
}
