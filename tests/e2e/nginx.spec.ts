import { expect, test, type Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { CACHE_IMMUTABLE, securityHeaders, transportHeaders } from '@/lib/server/headers';
import {
  startLoopbackNginx,
  type LoopbackNginx,
  type LoopbackResponse,
} from '@/scripts/deploy/nginxLoopback';
import { MESSAGES } from '@/lib/model/site/messages';
import { PHONE, SITE_URL } from '@/lib/model/site/config';
import { SITE_PAGES, waitForApp, watchForProblems } from './site';
import { ENQUIRY_PATH } from '@/lib/model/sharedPaths';
import { ENQUIRY_BODY_LIMIT } from '@/receiver/http/enquiryRoute';
import { PAGE_CSP } from '@/receiver/http/html';
import { expectSitePolicy, firstFile, samplePaths, someChunk } from './headers';
import { startLoopbackReceiver, type LoopbackReceiver } from './loopbackReceiver';
import { validEnquiry } from '../fixtures/enquiry';

/**
 * The shipped nginx configuration (deploy/nginx.conf) serving the export on loopback ports, over
 * HTTPS with a throwaway certificate: its headers, HTTP/2, the redirect from plain HTTP, every
 * route rendering under its Content-Security-Policy without a violation, and the enquiry receiver
 * behind it (its own process and SQLite file) for /api/enquiry and the inbox.
 */
let server: LoopbackNginx;
let receiver: LoopbackReceiver;
let ORIGIN: string;

const RATE_LIMIT = 3;
const SITE_HOST = new URL(SITE_URL).host;

test.describe.configure({ mode: 'serial' });
// The throwaway certificate is self-signed; the page checks below do not concern its trust.
test.use({ ignoreHTTPSErrors: true });

test.beforeAll(async () => {
  receiver = await startLoopbackReceiver({
    LEADS_RATE_LIMIT: String(RATE_LIMIT),
  });
  server = await startLoopbackNginx({
    root: path.join(process.cwd(), 'out'),
    ports: { receiver: receiver.port },
  });
  ORIGIN = server.origin;
});

test.afterAll(async () => {
  await server?.stop();
  await receiver?.stop();
});

/** A valid enquiry with an address and a key of its own. */
const enquiry = () => validEnquiry({ email: `anna.${randomUUID()}@example.com` });

/**
 * A POST as a page of the site sends it, through nginx (or to `url` given whole), from the client
 * address `from` (any 127.x.y.z: each one a visitor of its own).
 */
function post(
  url: string,
  body: string,
  options: { type?: string; from: string; origin?: string; headers?: Record<string, string> },
): Promise<LoopbackResponse> {
  return server.request(url.startsWith('/') ? `${ORIGIN}${url}` : url, {
    method: 'POST',
    body,
    localAddress: options.from,
    headers: {
      Host: SITE_HOST,
      Origin: options.origin ?? SITE_URL,
      'Content-Type': options.type ?? 'application/json',
      ...options.headers,
    },
  });
}

/** The receiver's own headers arrive once each (Node joins a repeated one with a comma). */
function expectReceiverHeaders(response: LoopbackResponse, label: string) {
  for (const [key, value] of Object.entries(transportHeaders())) {
    expect(response.headers.get(key), `${key} on ${label}`).toBe(value);
  }
  expect(response.headers.get('cache-control'), label).toBe('no-store');
}

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
  for (const [extension, type] of [
    ['.avif', 'image/avif'],
    ['.webp', 'image/webp'],
  ] as const) {
    const photo = await server.get(`${ORIGIN}${firstFile('images/optimized', extension)}`);
    expect(photo.status, extension).toBe(200);
    expect(photo.headers.get('content-type')).toBe(type);
    expect(photo.headers.get('cache-control')).toBe(CACHE_IMMUTABLE);
  }
});

test('plain HTTP only redirects to HTTPS on the same name, and the bare domain to the site', async () => {
  const site = new URL(SITE_URL).host;
  const bare = site.replace(/^www\./, '');
  for (const route of ['/', '/casino', '/contact-us?from=ad', '/pl/', '/pl/kasyno']) {
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

test('text is sent brotli-compressed from the build to browsers that accept it, gzip to the others, and caches are told it varies', async () => {
  for (const url of [
    `${ORIGIN}/`,
    `${ORIGIN}/pl/kasyno`,
    `${ORIGIN}/no-such-page`,
    `${ORIGIN}${someChunk()}`,
  ]) {
    const gzip = await server.get(url, { 'Accept-Encoding': 'gzip' });
    expect(gzip.headers.get('content-encoding'), url).toBe('gzip');
    expect(gzip.headers.get('vary'), url).toContain('Accept-Encoding');
    // What Chromium sends over HTTPS.
    const brotli = await server.get(url, { 'Accept-Encoding': 'gzip, deflate, br, zstd' });
    expect(brotli.status, url).toBe(gzip.status);
    expect(brotli.headers.get('content-encoding'), url).toBe('br');
    expect(brotli.headers.get('vary'), url).toContain('Accept-Encoding');
    expect(brotli.bytes.length, url).toBeLessThan(gzip.bytes.length);
    // The same document either way.
    expect(brotliDecompressSync(brotli.bytes).equals(gunzipSync(gzip.bytes)), url).toBe(true);
  }
});

test('an unknown address answers 404 with the 404 page of its language', async () => {
  const response = await server.get(`${ORIGIN}/no-such-page`);
  expect(response.status).toBe(404);
  expect(response.body).toContain('<html lang="en"');
  expect(response.body).toContain(MESSAGES.en.errors.notFound.heading);
  expectSitePolicy((name) => response.headers.get(name), '/no-such-page');
  for (const pathname of ['/pl/no-such-page', '/pl/oferty/nie-ma']) {
    const polish = await server.get(`${ORIGIN}${pathname}`);
    expect(polish.status, pathname).toBe(404);
    expect(polish.body, pathname).toContain('<html lang="pl"');
    expect(polish.body, pathname).toContain(MESSAGES.pl.errors.notFound.heading);
    expectSitePolicy((name) => polish.headers.get(name), pathname);
  }
  // The Polish 404 page is for unknown addresses only, not an address of its own.
  expect((await server.get(`${ORIGIN}/pl/404.html`)).body).not.toContain('Ta strona odpłynęła</h1>');
});

/**
 * Collects the page's console errors (each violation of the Content-Security-Policy among them),
 * exceptions, failed requests and 4xx/5xx answers.
 */
async function watchForViolations(page: Page): Promise<string[]> {
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  return watchForProblems(page);
}

// One test a route: together they outgrow one test's time on a loaded machine.
for (const route of SITE_PAGES) {
  test(`${route.path} renders over HTTP/2 under the Content-Security-Policy with no violation`, async ({
    page,
  }) => {
    const problems = await watchForViolations(page);
    await page.goto(`${ORIGIN}${route.path}`);
    await waitForApp(page);
    // One HTTP/2 connection carries the page and its files, as on a CDN.
    expect(
      await page.evaluate(
        () => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).nextHopProtocol,
      ),
    ).toBe('h2');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.waitForLoadState('networkidle');
    expect(problems).toEqual([]);
  });
}

test('client-side navigations, in one language and to the other, run under the Content-Security-Policy with no violation', async ({
  page,
}) => {
  const problems = await watchForViolations(page);
  // The route-change loader, lazily loaded...
  await page.goto(`${ORIGIN}/`);
  await waitForApp(page);
  // A mark that a full page load would wipe: each page's data must come from nginx as JSON.
  await page.evaluate(() => Object.assign(window, { stillTheSamePage: true }));
  await page.getByRole('contentinfo').getByRole('link', { name: 'Casino hotels' }).click();
  await expect(page).toHaveURL(`${ORIGIN}/casino`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // ...and the language switch.
  await page.locator('a[data-language-switch]:visible').first().click();
  await expect(page).toHaveURL(`${ORIGIN}/pl/kasyno`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'pl');
  expect(await page.evaluate(() => 'stillTheSamePage' in window)).toBe(true);
  await page.waitForLoadState('networkidle');
  expect(problems).toEqual([]);
});

test('an enquiry sent as JSON through nginx is stored before the 201, with the receiver’s headers sent once', async () => {
  const sent = enquiry();
  const response = await post(ENQUIRY_PATH, JSON.stringify(sent), { from: '127.0.0.2' });
  expect(response.status, response.body).toBe(201);
  const { id } = JSON.parse(response.body) as { id: string };
  expect(receiver.leads()).toContainEqual({ id, email: sent.email, source: 'script' });
  expectReceiverHeaders(response, ENQUIRY_PATH);
  // None of the site's document headers: nginx adds nothing to the receiver's answers.
  expect(response.headers.get('content-security-policy')).toBeNull();
  expect(response.headers.get('x-frame-options')).toBeNull();
});

test('a form posted without the page’s script is stored and answered 303 to the thank-you page', async () => {
  const sent = enquiry();
  const fields = new URLSearchParams({ ...sent, consent: 'on', idempotencyKey: sent.idempotencyKey ?? '' });
  const response = await post(ENQUIRY_PATH, fields.toString(), {
    from: '127.0.0.2',
    type: 'application/x-www-form-urlencoded',
  });
  expect(response.status, response.body).toBe(303);
  expect(response.headers.get('location')).toBe('/thank-you');
  expect(receiver.leads()).toContainEqual(expect.objectContaining({ email: sent.email, source: 'form' }));
});

test('an enquiry from another site’s page is refused with 403, and nothing is stored', async () => {
  const before = receiver.leads().length;
  const response = await post(ENQUIRY_PATH, JSON.stringify(enquiry()), {
    from: '127.0.0.3',
    origin: 'https://evil.example',
  });
  expect(response.status, response.body).toBe(403);
  expect(response.body).toContain('https://evil.example');
  expect(receiver.leads()).toHaveLength(before);
});

test('nginx takes a body up to the receiver’s limit, and refuses a larger one with 413', async () => {
  const before = receiver.leads().length;
  const padded = (length: number) => {
    const text = JSON.stringify({ ...enquiry(), message: '' });
    return text.replace('"message":""', `"message":"${'x'.repeat(length - text.length)}"`);
  };
  // At the limit the receiver reads it (and refuses the message as too long): the limits agree.
  const atLimit = await post(ENQUIRY_PATH, padded(ENQUIRY_BODY_LIMIT), { from: '127.0.0.4' });
  expect(atLimit.status, atLimit.body).toBe(400);
  expect(atLimit.body).toContain('message');
  const over = await post(ENQUIRY_PATH, padded(ENQUIRY_BODY_LIMIT + 1), { from: '127.0.0.4' });
  expect(over.status).toBe(413);
  expect(receiver.leads()).toHaveLength(before);
});

test('the rate limit counts each visitor’s address as nginx saw it, whatever X-Forwarded-For it sends', async () => {
  const before = receiver.leads().length;
  const send = (url: string, from: string, forged: number) =>
    post(url, JSON.stringify(enquiry()), { from, headers: { 'X-Forwarded-For': `203.0.113.${forged}` } });
  for (let count = 0; count < RATE_LIMIT; count += 1) {
    expect((await send(ENQUIRY_PATH, '127.0.0.5', count)).status).toBe(201);
  }
  // A forged address each time: nginx passes on the one it saw, so the visitor is still counted.
  const refused = await send(ENQUIRY_PATH, '127.0.0.5', 99);
  expect(refused.status, refused.body).toBe(429);
  expectReceiverHeaders(refused, '429');
  // Another visitor through the same nginx has a count of its own.
  expect((await send(ENQUIRY_PATH, '127.0.0.6', 1)).status).toBe(201);
  // Straight to the receiver from an address that is not its proxy, X-Forwarded-For is ignored.
  const direct = `http://127.0.0.1:${receiver.port}${ENQUIRY_PATH}`;
  for (let count = 0; count < RATE_LIMIT; count += 1) {
    expect((await send(direct, '127.0.0.7', count)).status).toBe(201);
  }
  expect((await send(direct, '127.0.0.7', 99)).status).toBe(429);
  expect(receiver.leads()).toHaveLength(before + 2 * RATE_LIMIT + 1);
});

test('the lead desk, through nginx, sends a stranger to its sign-in page and refuses a change without a session', async () => {
  const sent = enquiry();
  const stored = await post(ENQUIRY_PATH, JSON.stringify(sent), { from: '127.0.0.8' });
  const { id } = JSON.parse(stored.body) as { id: string };

  const desk = await server.get(`${ORIGIN}/inbox`, { Host: SITE_HOST });
  expect(desk.status).toBe(303);
  expect(desk.headers.get('location')).toBe('/inbox/login?next=%2Finbox');
  expect(desk.body).not.toContain(sent.email);
  expectReceiverHeaders(desk, '/inbox');

  const login = await server.get(`${ORIGIN}/inbox/login`, { Host: SITE_HOST });
  expect(login.status).toBe(200);
  expect(login.headers.get('content-type')).toContain('text/html');
  expect(login.body).toContain('<html lang="pl"');
  expectReceiverHeaders(login, '/inbox/login');
  // The receiver's own policy for its pages, not the site's, and once; behind HTTPS, Secure cookies.
  expect(login.headers.get('content-security-policy')).toBe(PAGE_CSP);
  expect(login.headers.get('set-cookie')).toMatch(
    /^desk_login=[^;]+; Path=\/inbox; HttpOnly; Secure; SameSite=Strict$/,
  );

  const change = `/inbox/leads/${id}/status`;
  const body = new URLSearchParams({ status: 'contacted' }).toString();
  const refused = await post(change, body, { from: '127.0.0.8', type: 'application/x-www-form-urlencoded' });
  expect(refused.status).toBe(401);
  expect(refused.body).not.toContain(sent.email);
});

// Last: it stops the receiver.
test('while the receiver is down, an enquiry gets a page that says what to do, in its page’s language, with the site’s headers', async () => {
  await receiver.stop();
  const fields = new URLSearchParams({ ...enquiry(), consent: 'on' }).toString();
  const senders = [
    { from: undefined, lang: 'en', text: 'could not receive your enquiry' },
    { from: '/pl/kontakt?gclid=x', lang: 'pl', text: 'nie odebrał Państwa zapytania' },
    // A page whose address merely starts with "pl" is English.
    { from: '/plans', lang: 'en', text: 'could not receive your enquiry' },
  ];
  for (const sender of senders) {
    const response = await post(ENQUIRY_PATH, fields, {
      from: '127.0.0.9',
      type: 'application/x-www-form-urlencoded',
      headers: sender.from ? { Referer: `${SITE_URL}${sender.from}` } : {},
    });
    const label = sender.from ?? 'no Referer';
    expect(response.status, label).toBe(503);
    expect(response.headers.get('content-type'), label).toContain('text/html');
    expect(response.headers.get('retry-after'), label).toBe('30');
    expect(response.headers.get('cache-control'), label).toBe('no-store');
    for (const [key, value] of Object.entries(securityHeaders()))
      expect(response.headers.get(key), `${key} (${label})`).toBe(value);
    expect(response.body, label).toContain(`<html lang="${sender.lang}"`);
    expect(response.body, label).toContain(sender.text);
    expect(response.body, label).toContain(PHONE.display);
  }
});
