import { expect, test } from '@playwright/test';
import { CACHE_IMMUTABLE, CACHE_REVALIDATE } from '@/lib/deploy/headers';
import { expectSitePolicy, samplePaths } from './headers';

/**
 * `npm start` serves the export with deploy/serve.json, as the server of these browser tests does:
 * the same headers as production, on every kind of file.
 */
test('npm start’s server sends the site’s security and caching headers on every kind of file', async ({
  request,
}) => {
  const cacheControls = new Set<string>();
  for (const pathname of samplePaths()) {
    const response = await request.get(pathname);
    expect(response.status(), pathname).toBe(200);
    const headers = response.headers();
    expectSitePolicy((name) => headers[name.toLowerCase()], pathname);
    cacheControls.add(headers['cache-control'] ?? '');
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
    expect(await response.text()).toContain('This page has sailed away');
    const headers = response.headers();
    expectSitePolicy((name) => headers[name.toLowerCase()], '/404.html');
  }
});
