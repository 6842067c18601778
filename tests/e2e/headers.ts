import { expect } from '@playwright/test';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { responseHeaders, securityHeaders } from '@/lib/server/headers';
import { SITE_PAGES } from './site';

const OUT = path.join(process.cwd(), 'out');

/** The export's address of the first file in `folder` (under out/) that ends with `extension`. */
export function firstFile(folder: string, extension: string): string {
  const file = readdirSync(path.join(OUT, folder), { recursive: true, encoding: 'utf8' })
    .sort()
    .find((name) => name.endsWith(extension));
  if (!file) throw new Error(`No ${extension} file in out/${folder}`);
  return `/${folder}/${file.split(path.sep).join('/')}`;
}

/** The address of one of the export's hashed scripts. */
export function someChunk(): string {
  return firstFile('_next/static/chunks', '.js');
}

/** One address of each kind the export serves: pages (both languages), JSON, icons, hashed assets, photos. */
export function samplePaths(): string[] {
  return [
    ...SITE_PAGES.map((page) => page.path),
    '/selectedComponents/index.json',
    '/selectedComponents/pl/index.json',
    firstFile('data', '.json'),
    firstFile('data/pl', '.json'),
    firstFile('_next/data', '.json'),
    '/favicon.svg',
    '/images/logo.svg',
    '/site.webmanifest',
    '/robots.txt',
    someChunk(),
    firstFile('_next/static/media', '.woff2'),
    firstFile('images/optimized', '.webp'),
    firstFile('images/optimized', '.avif'),
  ];
}

/**
 * Expects the headers of lib/server/headers.ts's policy for `pathname`: every one it sets, and
 * none of the security headers it leaves off (the document headers, on hashed assets).
 */
export function expectSitePolicy(header: (name: string) => string | null | undefined, pathname: string) {
  const expected = responseHeaders(pathname);
  for (const [key, value] of Object.entries(expected)) {
    expect(header(key), `${key} on ${pathname}`).toBe(value);
  }
  for (const key of Object.keys(securityHeaders()).filter((key) => !(key in expected))) {
    expect(header(key) ?? null, `${key} on ${pathname}`).toBeNull();
  }
}
