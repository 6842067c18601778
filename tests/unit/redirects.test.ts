import { describe, expect, it } from 'vitest';
import {
  nginxDefaults,
  nginxConfig,
  nginxRedirectsFile,
  NGINX_REDIRECTS_FILE,
} from '@/scripts/deploy/configs';
import { findRedirect, parseRedirectsFile, redirectsFile } from '@/lib/model/redirects';

const redirects = [
  { from: '/offers/gozo-october', to: '/offers/gozo-autumn' },
  { from: '/gozo', to: '/offers/gozo-autumn' },
];

describe('the redirects of renamed pages', () => {
  it('are written for static hosts as permanent redirects, and read back', () => {
    const file = redirectsFile(redirects);
    expect(file).toContain('/offers/gozo-october /offers/gozo-autumn 301\n');
    expect(parseRedirectsFile(file)).toEqual(redirects);
  });

  it('match an old address with or without its trailing slash, and nothing else', () => {
    expect(findRedirect(redirects, '/gozo')?.to).toBe('/offers/gozo-autumn');
    expect(findRedirect(redirects, '/gozo/')?.to).toBe('/offers/gozo-autumn');
    expect(findRedirect(redirects, '/gozo-x')).toBeUndefined();
    expect(findRedirect(redirects, '/')).toBeUndefined();
  });

  it('refuse anything that is not a page address (it would be configuration syntax)', () => {
    expect(() => redirectsFile([{ from: '/a b', to: '/c' }])).toThrow(/Not a page address/);
    expect(() => redirectsFile([{ from: '/a', to: '/c;return 200' }])).toThrow(/Not a page address/);
    expect(() => parseRedirectsFile('/a /b 302')).toThrow(/only permanent/);
  });

  it('become nginx locations that keep the query string (an advert’s gclid), in the release nginx includes', () => {
    const file = nginxRedirectsFile(redirects);
    expect(file).toContain('location ~ ^/offers/gozo-october/?$ {');
    expect(file).toContain('return 301 /offers/gozo-autumn$is_args$args;');
    const config = nginxConfig(nginxDefaults());
    expect(config).toContain(`include ${nginxDefaults().root}/${NGINX_REDIRECTS_FILE};`);
    expect(config).not.toContain('/offers/gozo-autumn');
  });
});

describe('the Polish home page', () => {
  it('has one address under nginx: /pl is sent to /pl/, query kept', () => {
    const config = nginxConfig(nginxDefaults());
    expect(config).toContain('location = /pl {');
    expect(config).toContain('return 301 /pl/$is_args$args;');
    expect(config).toContain('error_page 404 /pl/404.html;');
  });
});
