import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { inlineBootScript } from '@/lib/server/bootScript';
import { headersFile, revalidatedPaths } from '@/scripts/deploy/configs';
import {
  CACHE_IMMUTABLE,
  CACHE_REVALIDATE,
  contentSecurityPolicy,
  responseHeaders,
  securityHeaders,
} from '@/lib/server/headers';

/** The policy's content, stated here rather than read back from the module that makes it. */
describe('the security policy', () => {
  const directives = new Map(
    contentSecurityPolicy()
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .map(([name = '', ...values]) => [name, values]),
  );

  it('allows scripts from the site only, never evaluated, and no inline one but the boot script', () => {
    const bootScriptHash = createHash('sha256').update(inlineBootScript()).digest('base64');
    expect(directives.get('script-src')).toEqual(["'self'", `'sha256-${bootScriptHash}'`]);
    expect(directives.get('default-src')).toEqual(["'self'"]);
    const loosened = [...directives].filter(
      ([name, values]) =>
        name !== 'style-src' && values.some((value) => /unsafe-|^\*$|^https?:$|^data:$/.test(value)),
    );
    // Photos may be inline data (next/image's blur placeholders); nothing else is loosened.
    expect(loosened).toEqual([['img-src', ["'self'", 'data:']]]);
  });

  it('forbids framing, plugins and a foreign base, and keeps forms and requests on the site', () => {
    expect(directives.get('frame-ancestors')).toEqual(["'none'"]);
    expect(directives.get('object-src')).toEqual(["'none'"]);
    expect(directives.get('base-uri')).toEqual(["'self'"]);
    expect(directives.get('form-action')).toEqual(["'self'"]);
    expect(directives.get('connect-src')).toEqual(["'self'"]);
  });

  it('sends HSTS for two years with subdomains, nosniff, the referrer policy and closed permissions', () => {
    const headers = securityHeaders();
    expect(headers['Strict-Transport-Security']).toBe('max-age=63072000; includeSubDomains; preload');
    expect(headers['X-Content-Type-Options']).toBe('nosniff');
    expect(headers['Referrer-Policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['X-Frame-Options']).toBe('DENY');
    for (const feature of ['camera', 'microphone', 'geolocation', 'payment']) {
      expect(headers['Permissions-Policy']).toContain(`${feature}=()`);
    }
  });

  it('caches hashed assets and optimised photos for a year and revalidates everything else', () => {
    expect(CACHE_IMMUTABLE).toBe('public, max-age=31536000, immutable');
    expect(CACHE_REVALIDATE).toBe('public, max-age=0, must-revalidate');
    const cacheControl = (pathname: string) => responseHeaders(pathname)['Cache-Control'];
    expect(cacheControl('/_next/static/chunks/main-1a2b.js')).toBe(CACHE_IMMUTABLE);
    expect(cacheControl('/images/optimized/hero.8a67c2cb0b-750.webp')).toBe(CACHE_IMMUTABLE);
    for (const pathname of ['/', '/casino', '/data/casino/HeroesFullBleedPhoto.json', '/images/logo.svg']) {
      expect(cacheControl(pathname), pathname).toBe(CACHE_REVALIDATE);
    }
    // Hashed assets go without the document headers; everything else has them all.
    expect(Object.keys(responseHeaders('/_next/static/chunks/main-1a2b.js')).sort()).toEqual(
      ['Cache-Control', 'Strict-Transport-Security', 'X-Content-Type-Options'].sort(),
    );
    expect(responseHeaders('/casino')).toEqual({ ...securityHeaders(), 'Cache-Control': CACHE_REVALIDATE });
  });
});

/**
 * The `_headers` file as Netlify and Cloudflare Pages read it: a path line, then indented
 * `Name: value` lines; `*` at the end of a path matches the rest. A request gets the headers of
 * every rule it matches, and a header set by two of them arrives as one joined value.
 */
function parseHeadersFile(text: string): { pattern: string; headers: [string, string][] }[] {
  const rules: { pattern: string; headers: [string, string][] }[] = [];
  for (const line of text.split('\n')) {
    if (line.trim() === '' || line.startsWith('#')) continue;
    const header = /^\s+([^:\s]+):\s*(.+)$/.exec(line);
    if (header) rules.at(-1)?.headers.push([header[1]!, header[2]!]);
    else if (/^\//.test(line)) rules.push({ pattern: line.trim(), headers: [] });
    else throw new Error(`A line neither host reads: ${line}`);
  }
  return rules;
}

function headersServed(text: string, pathname: string): Map<string, string[]> {
  const served = new Map<string, string[]>();
  for (const rule of parseHeadersFile(text)) {
    const matches = rule.pattern.endsWith('*')
      ? pathname.startsWith(rule.pattern.slice(0, -1))
      : pathname === rule.pattern;
    if (!matches) continue;
    for (const [key, value] of rule.headers) served.set(key, [...(served.get(key) ?? []), value]);
  }
  return served;
}

describe('the _headers file', () => {
  const pagePaths = ['/', '/casino', '/offers/gozo-october'];
  const file = headersFile(pagePaths);

  const once = (served: Map<string, string[]>) => {
    for (const [key, values] of served) expect(values, key).toHaveLength(1);
    return Object.fromEntries([...served].map(([key, [value]]) => [key, value]));
  };

  it('gives the pages and the content JSON exactly the policy, each header once', () => {
    for (const pattern of revalidatedPaths(pagePaths)) {
      const pathname = pattern.replace(/\*$/, 'casino/HeroesFullBleedPhoto.json');
      expect(once(headersServed(file, pathname)), pathname).toEqual(responseHeaders(pathname));
    }
  });

  it('caches hashed assets for a year, each header once (with the document headers it cannot take off)', () => {
    for (const pathname of [
      '/_next/static/chunks/main-1a2b.js',
      '/_next/static/media/font.p.woff2',
      '/images/optimized/hero.8a67c2cb0b-750.webp',
    ]) {
      expect(once(headersServed(file, pathname)), pathname).toEqual({
        ...securityHeaders(),
        ...responseHeaders(pathname),
      });
      expect(responseHeaders(pathname)['Cache-Control']).toBe(CACHE_IMMUTABLE);
    }
  });

  it('sends the security headers on any other file and leaves its caching to the host’s revalidating default', () => {
    const served = headersServed(file, '/favicon.svg');
    expect(Object.fromEntries([...served].map(([key, [value]]) => [key, value]))).toEqual(securityHeaders());
    expect(served.has('Cache-Control')).toBe(false);
  });
});
