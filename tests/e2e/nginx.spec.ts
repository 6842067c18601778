import { expect, test } from '@playwright/test';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  CACHE_IMMUTABLE,
  CACHE_REVALIDATE,
  documentHeaders,
  securityHeaders,
  transportHeaders,
} from '@/lib/deploy/headers';
import { SITE_PAGES } from '@/lib/site/pages';
import { waitForApp } from './site';

/**
 * The shipped nginx configuration (deploy/nginx.conf) serving the export on a loopback port:
 * its headers, and every route rendering under its Content-Security-Policy without a violation.
 */
const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
const PORT = 4181;
const ORIGIN = `http://127.0.0.1:${PORT}`;
let nginx: ChildProcess;
let prefix: string;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  prefix = mkdtempSync(path.join(os.tmpdir(), 'nginx-'));
  mkdirSync(path.join(prefix, 'tmp'));
  const shipped = readFileSync(path.join(process.cwd(), 'deploy', 'nginx.conf'), 'utf8');
  const server = shipped
    .replace(/^ {2}listen .*;$/m, `  listen 127.0.0.1:${PORT};`)
    .replace(/^ {2}root .*;$/m, `  root ${path.join(process.cwd(), 'out')};`);
  expect(server).toContain(`root ${path.join(process.cwd(), 'out')};`);
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']
    .map((name) => `  ${name}_temp_path ${path.join(prefix, 'tmp', name)};`)
    .join('\n');
  writeFileSync(
    path.join(prefix, 'nginx.conf'),
    [
      process.getuid?.() === 0 ? 'user root;' : '',
      'worker_processes 1;',
      `pid ${path.join(prefix, 'nginx.pid')};`,
      `error_log ${path.join(prefix, 'error.log')} warn;`,
      'daemon off;',
      'events { worker_connections 64; }',
      'http {',
      '  include /etc/nginx/mime.types;',
      '  default_type application/octet-stream;',
      '  access_log off;',
      temp,
      server,
      '}',
    ].join('\n'),
  );
  nginx = spawn(NGINX, ['-p', prefix, '-c', path.join(prefix, 'nginx.conf')], { stdio: 'inherit' });
  await expect
    .poll(async () => (await fetch(`${ORIGIN}/`).catch(() => undefined))?.status, { timeout: 15_000 })
    .toBe(200);
});

test.afterAll(async () => {
  nginx?.kill('SIGQUIT');
  await new Promise((resolve) => setTimeout(resolve, 300));
  rmSync(prefix, { recursive: true, force: true });
});

function expectSecurityHeaders(headers: Headers, url: string) {
  for (const [key, value] of Object.entries(securityHeaders())) {
    expect(headers.get(key), `${key} on ${url}`).toBe(value);
  }
}

test('every route is served with the security headers and revalidated caching', async () => {
  for (const route of SITE_PAGES) {
    const response = await fetch(`${ORIGIN}${route.path}`);
    expect(response.status, route.path).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    expectSecurityHeaders(response.headers, route.path);
    expect(response.headers.get('cache-control')).toBe(CACHE_REVALIDATE);
  }
  const data = await fetch(`${ORIGIN}/selectedComponents/index.json`);
  expect(data.headers.get('cache-control')).toBe(CACHE_REVALIDATE);
  expectSecurityHeaders(data.headers, 'json');
});

test('hashed assets and optimised images are cached for a year, immutably', async () => {
  const chunk = readdirSync(path.join(process.cwd(), 'out', '_next', 'static', 'chunks')).find((file) =>
    file.endsWith('.js'),
  );
  const script = await fetch(`${ORIGIN}/_next/static/chunks/${chunk}`);
  expect(script.status).toBe(200);
  expect(script.headers.get('cache-control')).toBe(CACHE_IMMUTABLE);
  // Transport headers only: the document headers would do nothing on a script.
  for (const [key, value] of Object.entries(transportHeaders())) expect(script.headers.get(key)).toBe(value);
  for (const key of Object.keys(documentHeaders())) expect(script.headers.get(key), key).toBeNull();
  const image = readdirSync(path.join(process.cwd(), 'out', 'images', 'optimized')).find((file) =>
    file.endsWith('.webp'),
  );
  const photo = await fetch(`${ORIGIN}/images/optimized/${image}`);
  expect(photo.status).toBe(200);
  expect(photo.headers.get('content-type')).toBe('image/webp');
  expect(photo.headers.get('cache-control')).toBe(CACHE_IMMUTABLE);
});

test('an unknown address answers 404 with the site’s 404 page', async () => {
  const response = await fetch(`${ORIGIN}/no-such-page`);
  expect(response.status).toBe(404);
  expect(await response.text()).toContain('This page has sailed away');
  expectSecurityHeaders(response.headers, '404');
});

test('every route renders under the Content-Security-Policy with no violation', async ({ page }) => {
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
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.waitForLoadState('networkidle');
  }
  // A client-side navigation (the route-change loader, lazily loaded) under the same policy.
  await page.getByRole('contentinfo').getByRole('link', { name: 'Casino hotels' }).click();
  await expect(page).toHaveURL(`${ORIGIN}/casino`);
  expect(problems).toEqual([]);
});
