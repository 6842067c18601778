import { expect, test } from '@playwright/test';
import { WHOLE_BROWSER, entryScripts, waitForApp, watchForProblems } from './site';

// What happens before any use: in the whole browser (tests/e2e/site.ts).
test.use(WHOLE_BROWSER);

test('a first visit keeps the exported sections and loads no section code', async ({ page }) => {
  const loaded: string[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') loaded.push(new URL(response.url()).pathname);
  });
  const problems = watchForProblems(page);
  await page.goto('/');
  await waitForApp(page);
  await page.waitForLoadState('networkidle');

  const entries = await entryScripts(page);
  // Every script fetched is one the HTML names (no section chunk, no toasts, no drawer), except the
  // legacy-browser polyfills, which modern browsers skip.
  expect(loaded.filter((script) => !entries.includes(script))).toEqual([]);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Privacy policy' })).toBeVisible();
  expect(problems).toEqual([]);
});

test('links inside the kept HTML navigate on the client, and the next page renders its sections', async ({
  page,
}) => {
  const problems = watchForProblems(page);
  await page.goto('/');
  await waitForApp(page);
  // A full page load would lose this marker.
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));

  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy policy' }).click();
  await expect(page).toHaveURL('/privacy-policy');
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/privacy/i);
  await expect(page.getByRole('contentinfo')).toBeVisible();
  expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);

  // Back on the home page, rendered in the browser this time.
  await page.goBack();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Privacy policy' })).toBeVisible();
  expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
  // Next's router starts a page's data request twice on a navigation and cancels one (as it does
  // for the header's links); anything else is a problem.
  expect(problems.filter((problem) => !/_next\/data\/.*net::ERR_ABORTED$/.test(problem))).toEqual([]);
});

test('a link opened in a new tab or with a modifier is left to the browser', async ({ page, context }) => {
  await page.goto('/');
  await waitForApp(page);
  const link = page.getByRole('contentinfo').getByRole('link', { name: 'Privacy policy' });
  const [popup] = await Promise.all([context.waitForEvent('page'), link.click({ modifiers: ['Control'] })]);
  await popup.waitForLoadState();
  expect(new URL(popup.url()).pathname).toBe('/privacy-policy');
  await expect(page).toHaveURL('/');
});

test('the page paints and is read without its scripts; the visitor’s first move starts the app', async ({
  page,
}) => {
  await page.goto('/privacy-policy', { waitUntil: 'load' });
  // A visitor who only reads: no app script is requested, however long they read, nor the page's
  // props, which the HTML leaves to their data file (scripts/firstPaint/pageData.ts).
  await page.waitForTimeout(1500);
  const beforeUse = await page.evaluate(() => ({
    scripts: performance
      .getEntriesByType('resource')
      .filter((entry) => entry.name.includes('/_next/static/chunks/')).length,
    data: performance.getEntriesByType('resource').filter((entry) => entry.name.includes('/_next/data/'))
      .length,
    hydrated: document.documentElement.dataset.hydrated !== undefined,
    inline: JSON.parse(document.getElementById('__NEXT_DATA__')?.textContent ?? '{}') as object,
    props: document.getElementById('__NEXT_DATA__')?.getAttribute('data-props'),
  }));
  expect(beforeUse).toMatchObject({ scripts: 0, data: 0, hydrated: false });
  expect(beforeUse.inline).not.toHaveProperty('props');
  expect(beforeUse.props).toMatch(/^\/_next\/data\/[^/]+\/privacy-policy\.json$/);
  await waitForApp(page);
  // Fetched once at the first use, and hydrated from: the privacy notice's text is in the props.
  const dataRequests = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter((entry) => entry.name.includes('/_next/data/'))
      .map((entry) => new URL(entry.name).pathname),
  );
  expect(dataRequests).toEqual([beforeUse.props]);
  expect(
    await page.evaluate(() =>
      JSON.stringify((window as unknown as { __NEXT_DATA__: { props: unknown } }).__NEXT_DATA__.props),
    ),
  ).toContain('pageProps');
  const timing = await page.evaluate(() => {
    const paint = performance.getEntriesByName('first-contentful-paint')[0];
    const scripts = performance
      .getEntriesByType('resource')
      .filter((entry) => entry.name.includes('/_next/static/chunks/'));
    return { paint: paint?.startTime, scripts: scripts.map((entry) => entry.startTime) };
  });
  expect(timing.paint).toBeDefined();
  expect(timing.scripts.length).toBeGreaterThan(3);
  for (const start of timing.scripts) expect(start).toBeGreaterThanOrEqual(timing.paint ?? Infinity);
  // The app runs: the header's menu opens.
  await page.setViewportSize({ width: 375, height: 800 });
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
});
