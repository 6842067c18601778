import { describe, expect, it } from 'vitest';
import { pageNameToPath, pathToPageName } from '@/lib/content/pageName';
import { SITE_PAGES, isPageName } from '@/lib/site/pages';

describe('page names (spec section 7)', () => {
  it('names the root path index', () => {
    expect(pathToPageName('/')).toBe('index');
    expect(pathToPageName('')).toBe('index');
  });

  it('drops the leading slash of other paths', () => {
    expect(pathToPageName('/casino')).toBe('casino');
    expect(pathToPageName('/terms-and-conditions')).toBe('terms-and-conditions');
  });

  it('ignores a query string, a hash and a trailing slash', () => {
    expect(pathToPageName('/contact-us?gclid=abc')).toBe('contact-us');
    expect(pathToPageName('/about-us/#team')).toBe('about-us');
    expect(pathToPageName('/?gclid=abc')).toBe('index');
  });

  it('maps every site page to its name and back', () => {
    for (const page of SITE_PAGES) {
      expect(pathToPageName(page.path)).toBe(page.name);
      expect(pageNameToPath(page.name)).toBe(page.path);
    }
  });

  it('knows exactly the six routes of the spec, and the thank-you page of the enquiry receiver', () => {
    expect(SITE_PAGES.map((page) => page.path)).toEqual([
      '/',
      '/casino',
      '/about-us',
      '/contact-us',
      '/privacy-policy',
      '/terms-and-conditions',
      '/thank-you',
    ]);
    expect(isPageName('casino')).toBe(true);
    expect(isPageName('layout')).toBe(false);
    expect(isPageName('../casino')).toBe(false);
  });
});
