import { expect, test } from '@playwright/test';
import path from 'node:path';
import { CACHE_IMMUTABLE, transportHeaders } from '@/lib/deploy/headers';
import { startLoopbackNginx, type LoopbackNginx } from '@/lib/deploy/nginxLoopback';
import { SITE_URL } from '@/lib/site/config';
import { SITE_PAGES } from '@/lib/site/pages';
import { expectSitePolicy, firstFile, samplePaths, someChunk } from './headers';
import { waitForApp } from './site';

/**
 * The shipped nginx configuration (deploy/nginx.conf) serving the export on loopback ports, over
 * HTTPS with a throwaway certificate: its headers, HTTP/2, the redirect from plain HTTP, and every
 * route rendering under its Content-Security-Policy without a violation.
 */
let server: LoopbackNginx;
let ORIGIN: string;

test.describe.configure({ mode: 'serial' });
// The throwaway certificate is self-signed; the page checks below do not concern its trust.
test.use({ ignoreHTTPSErrors: true });

test.beforeAll(async () => {
  server = await startLoopbackNginx({ root: path.join(process.cwd(), 'out') });
  ORIGIN = server.origin;
});

test.afterAll(async () => {
  await server?.stop();
});

test('every kind of file is served with the site’s security and caching headers', async () => {
  for (const pathname of samplePaths()) {
    const response = await server.get(`${ORIGIN}${pathname}`);
    expect(response.status, pathname).toBe(200);
    expectSitePolicy((name) => response.headers.get(name), pathname);
  }
  for (const route of SITE_PAGES) {
    const page = await server.get(`${ORIGIN}${route.path}`);
    expect(page.headers.get('content-type'), route.path).toContain('text/html');
  }
});

test('hashed assets and optimised images are cached for a year, immutably', async () => {
  const script = await server.get(`${ORIGIN}${someChunk()}`);
  expect(script.status).toBe(200);
  expect(script.headers.get('cache-control')).toBe(CACHE_IMMUTABLE);
  const photo = await server.get(`${ORIGIN}${firstFile('images/optimized', '.webp')}`);
  expect(photo.status).toBe(200);
  expect(photo.headers.get('content-type')).toBe('image/webp');
  expect(photo.headers.get('cache-control')).toBe(CACHE_IMMUTABLE);
});

test('plain HTTP only redirects to HTTPS on the same name, and the bare domain to the site', async () => {
  const site = new URL(SITE_URL).host;
  const bare = site.replace(/^www\./, '');
  for (const route of ['/', '/casino', '/contact-us?from=ad']) {
    for (const host of [site, bare]) {
      const plain = await server.get(`${server.httpOrigin}${route}`, { Host: host });
      expect(plain.status, `http://${host}${route}`).toBe(301);
      expect(plain.headers.get('location')).toBe(`https://${host}${route}`);
      // Nothing of the site over plain HTTP, where HSTS would be ignored.
      expect(plain.body).not.toContain('Hidden Gems');
    }
    const bareHttps = await server.get(`${ORIGIN}${route}`, { Host: bare });
    expect(bareHttps.status, `https://${bare}${route}`).toBe(301);
    expect(bareHttps.headers.get('location')).toBe(`${SITE_URL}${route}`);
    expect(bareHttps.headers.get('strict-transport-security')).toBe(
      transportHeaders()['Strict-Transport-Security'],
    );
  }
  // Certbot's challenges are answered over plain HTTP (here, none is pending).
  const challenge = await server.get(`${server.httpOrigin}/.well-known/acme-challenge/token`, { Host: site });
  expect(challenge.status).toBe(404);
});

test('text is sent compressed, and caches are told it varies with Accept-Encoding', async () => {
  for (const url of [`${ORIGIN}/`, `${ORIGIN}${someChunk()}`]) {
    const response = await server.get(url, { 'Accept-Encoding': 'gzip' });
    expect(response.headers.get('content-encoding'), url).toBe('gzip');
    expect(response.headers.get('vary'), url).toContain('Accept-Encoding');
  }
});

test('an unknown address answers 404 with the site’s 404 page', async () => {
  const response = await server.get(`${ORIGIN}/no-such-page`);
  expect(response.status).toBe(404);
  expect(response.body).toContain('This page has sailed away');
  expectSitePolicy((name) => response.headers.get(name), '/no-such-page');
});

test('every route renders over HTTP/2 under the Content-Security-Policy with no violation', async ({
  page,
}) => {
  const problems: string[] = [];
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`${page.url()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`${page.url()}: ${error.message}`));
  for (const route of SITE_PAGES) {
    await page.goto(`${ORIGIN}${route.path}`);
    await waitForApp(page);
    // One HTTP/2 connection carries the page and its files, as on a CDN.
    expect(
      await page.evaluate(
        () => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).nextHopProtocol,
      ),
      route.path,
    ).toBe('h2');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.waitForLoadState('networkidle');
  }
  // A client-side navigation (the route-change loader, lazily loaded) under the same policy.
  await page.getByRole('contentinfo').getByRole('link', { name: 'Casino hotels' }).click();
  await expect(page).toHaveURL(`${ORIGIN}/casino`);
  expect(problems).toEqual([]);
});
