import { expect, test, type APIResponse } from '@playwright/test';
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { CACHE_IMMUTABLE, CACHE_REVALIDATE, responseHeaders, securityHeaders } from '@/lib/server/headers';
import { MESSAGES } from '@/lib/model/site/messages';
import { expectSitePolicy, samplePaths, someChunk } from './headers';

/**
 * `npm start` serves the export through the enquiry receiver (receiver/http/siteRoutes.ts), as the
 * server of these browser tests does: the same headers as production, on every kind of file.
 */

/** The policy's headers, each sent once: the receiver's own hook and the site's routes set some of the same. */
function expectExactPolicy(response: APIResponse, policyPath: string, pathname: string) {
  const headers = response.headers();
  expectSitePolicy((name) => headers[name.toLowerCase()], policyPath);
  const names = response.headersArray().map((header) => header.name.toLowerCase());
  for (const name of Object.keys({ ...securityHeaders(), ...responseHeaders(policyPath) })) {
    expect(
      names.filter((sent) => sent === name.toLowerCase()).length,
      `${name} on ${pathname}`,
    ).toBeLessThanOrEqual(1);
  }
}

test('npm start’s server sends the site’s security and caching headers on every kind of file', async ({
  request,
}) => {
  const cacheControls = new Set<string>();
  for (const pathname of samplePaths()) {
    const response = await request.get(pathname);
    expect(response.status(), pathname).toBe(200);
    expectExactPolicy(response, pathname, pathname);
    cacheControls.add(response.headers()['cache-control'] ?? '');
  }
  // The sample covers both caching rules.
  expect([...cacheControls].sort()).toEqual([CACHE_IMMUTABLE, CACHE_REVALIDATE].sort());
});

test('npm start’s server answers an unknown address or a folder with the 404 page and the same headers', async ({
  request,
}) => {
  for (const pathname of ['/no-such-page', '/data', '/_next/static/chunks']) {
    const response = await request.get(pathname);
    expect(response.status(), pathname).toBe(404);
    expect(await response.text()).toContain(MESSAGES.en.errors.notFound.heading);
    expectExactPolicy(response, '/404.html', pathname);
  }
  // Under /pl/, the Polish one.
  for (const pathname of ['/pl/no-such-page', '/pl/oferty/nie-ma']) {
    const response = await request.get(pathname);
    expect(response.status(), pathname).toBe(404);
    const html = await response.text();
    expect(html, pathname).toContain('<html lang="pl"');
    expect(html, pathname).toContain(MESSAGES.pl.errors.notFound.heading);
    expectExactPolicy(response, '/pl/404.html', pathname);
  }
});

test('npm start’s server sends the build’s brotli copies, and gzip to a browser without brotli', async ({
  request,
}) => {
  const chunk = someChunk();
  for (const [pathname, file, status] of [
    ['/', 'index.html', 200],
    ['/pl/kasyno', 'pl/kasyno.html', 200],
    [chunk, chunk.slice(1), 200],
    ['/no-such-page', '404.html', 404],
    ['/pl/nie-ma-takiej-strony', 'pl/404.html', 404],
  ] as const) {
    const original = readFileSync(path.join('out', file));
    // What Chromium sends: the copy the build made at brotli's highest quality, as it is (its
    // length tells it from the server's own brotli, which streams at a lower quality).
    const brotli = await request.get(pathname, { headers: { 'Accept-Encoding': 'gzip, deflate, br, zstd' } });
    expect(brotli.status(), pathname).toBe(status);
    expect(brotli.headers()['content-encoding'], pathname).toBe('br');
    expect(brotli.headers()['content-length'], pathname).toBe(
      String(statSync(path.join('out', `${file}.br`)).size),
    );
    expect(brotli.headers()['vary']?.toLowerCase(), pathname).toContain('accept-encoding');
    expect((await brotli.body()).equals(original), pathname).toBe(true);
    // A client without brotli gets gzip, made on the fly: the same document.
    const gzip = await request.get(pathname, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(gzip.status(), pathname).toBe(status);
    expect(gzip.headers()['content-encoding'], pathname).toBe('gzip');
    expect((await gzip.body()).equals(original), pathname).toBe(true);
  }
});
