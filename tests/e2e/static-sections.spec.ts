import { readFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { BASE_URL } from './server';
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

test('a first use while the page is still arriving waits for the page’s data, and the app starts without an error', async ({
  page,
}) => {
  // The page's HTML held back just before its data element (__NEXT_DATA__), as a slow network
  // holds it; everything else comes from the site as it is. The visitor's pointer moves over what
  // has arrived (a pointer resting over the window does the same as the page lays out).
  const html = readFileSync(path.join('out', 'privacy-policy.html'), 'utf8');
  const cut = html.indexOf('<script id="__NEXT_DATA__"');
  expect(cut).toBeGreaterThan(0);
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  const server = http.createServer((request, response) => {
    void (async () => {
      if (request.url === '/privacy-policy') {
        response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        response.write(html.slice(0, cut));
        await released;
        response.end(html.slice(cut));
        return;
      }
      const body: Buffer[] = [];
      for await (const chunk of request) body.push(chunk as Buffer);
      const upstream = await fetch(new URL(request.url ?? '/', BASE_URL), {
        method: request.method,
        headers: { 'content-type': request.headers['content-type'] ?? 'text/plain' },
        ...(body.length > 0 ? { body: Buffer.concat(body) } : {}),
      });
      response.writeHead(upstream.status, {
        'content-type': upstream.headers.get('content-type') ?? 'application/octet-stream',
      });
      response.end(Buffer.from(await upstream.arrayBuffer()));
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  try {
    const problems = watchForProblems(page);
    await page.goto(`http://127.0.0.1:${port}/privacy-policy`, { waitUntil: 'commit' });
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await page.evaluate(() => document.readyState)).toBe('loading');
    await page.mouse.move(200, 300);
    await page.mouse.move(240, 320);
    // The scripts it asked for meanwhile, had they run, would have found no data to start from.
    await page.waitForTimeout(1000);
    release();
    await waitForApp(page);
    await expect(page.getByText('Application error')).toHaveCount(0);
    expect(problems).toEqual([]);
  } finally {
    release();
    await new Promise((resolve) => server.close(resolve));
  }
});
