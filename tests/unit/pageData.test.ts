import { describe, expect, it } from 'vitest';
import { dataHref, pagePath } from '@/scripts/firstPaint/pageData';

describe('where Next writes a page’s data (its router’s getDataHref)', () => {
  it('fills the dynamic segments from the query, the home page as /index', () => {
    expect(pagePath('/[[...slug]]', { slug: ['pl', 'kasyno'] })).toBe('/pl/kasyno');
    expect(dataHref({ page: '/[[...slug]]', query: {}, buildId: 'b1' })).toBe('/_next/data/b1/index.json');
    expect(dataHref({ page: '/[[...slug]]', query: { slug: ['pl'] }, buildId: 'b1' })).toBe(
      '/_next/data/b1/pl.json',
    );
    expect(dataHref({ page: '/offer/[token]', query: { token: 'a b' }, buildId: 'b1' })).toBe(
      '/_next/data/b1/offer/a%20b.json',
    );
    expect(dataHref({ page: '/about', query: {}, buildId: 'b1' })).toBe('/_next/data/b1/about.json');
  });

  it('names no file when a required segment is missing', () => {
    expect(pagePath('/offer/[token]', {})).toBeUndefined();
  });
});
