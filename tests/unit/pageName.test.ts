import { describe, expect, it } from 'vitest';
import { pageNameToPath, pathToPageName } from '@/lib/model/pages/pageName';
import { isPageLink, looksLikePagePath, pageNameProblem } from '@/lib/model/pages/pageRules';

describe('page names (spec section 7)', () => {
  it('names the root path index', () => {
    expect(pathToPageName('/')).toBe('index');
    expect(pathToPageName('')).toBe('index');
  });

  it('drops the leading slash of other paths, one or two segments', () => {
    expect(pathToPageName('/casino')).toBe('casino');
    expect(pathToPageName('/terms-and-conditions')).toBe('terms-and-conditions');
    expect(pathToPageName('/offers/gozo-october')).toBe('offers/gozo-october');
    expect(pageNameToPath('offers/gozo-october')).toBe('/offers/gozo-october');
    expect(pageNameToPath('index')).toBe('/');
  });

  it('ignores a query string, a hash and a trailing slash', () => {
    expect(pathToPageName('/contact-us?gclid=abc')).toBe('contact-us');
    expect(pathToPageName('/about-us/#team')).toBe('about-us');
    expect(pathToPageName('/?gclid=abc')).toBe('index');
  });
});

describe('the rules a page name must follow', () => {
  const publicEntries = ['favicon.ico', 'images', 'site.webmanifest', 'scripts'];

  it('accepts lower-case letters, digits and single hyphens, in one or two parts', () => {
    for (const name of ['index', 'casino', 'gozo-2026', 'offers/gozo-october', 'a/b']) {
      expect(pageNameProblem(name, publicEntries), name).toBeUndefined();
    }
  });

  it.each([
    ['', /empty/],
    ['Casino', /lower-case/],
    ['API', /lower-case/],
    ['gozo october', /lower-case/],
    ['gozo_october', /lower-case/],
    ['-gozo', /lower-case/],
    ['gozo-', /lower-case/],
    ['gozo--october', /lower-case/],
    ['ząb', /lower-case/],
    ['..', /lower-case/],
    ['../x', /lower-case/],
    ['%2e%2e', /lower-case/],
    ['a/b/c', /at most 2 parts/],
    ['/x', /empty/],
    ['x/', /empty/],
    ['a//b', /at most 2 parts|empty/],
    ['api', /reserved/],
    ['api/x', /reserved/],
    ['editor', /reserved/],
    ['_next/x', /lower-case/],
    ['images', /reserved/],
    ['data', /reserved/],
    ['selectedComponents', /lower-case/],
    ['404', /reserved/],
    ['500', /reserved/],
    ['scripts', /reserved/],
    ['inbox', /reserved/],
    ['layout', /reserved/],
    ['sitemap', /reserved/],
    ['offers/index', /home page/],
    ['favicon', /public\/favicon\.ico/],
    ['site', /public\/site\.webmanifest/],
    ['a'.repeat(61), /at most 60/],
  ])('refuses %j', (name, reason) => {
    expect(pageNameProblem(name, publicEntries)).toMatch(reason);
  });

  it('tells page links from files, the API and other sites', () => {
    expect(looksLikePagePath('/')).toBe(true);
    expect(looksLikePagePath('/casino')).toBe(true);
    expect(looksLikePagePath('/offers/gozo-october')).toBe(true);
    expect(looksLikePagePath('/images/logo.svg')).toBe(false);
    expect(looksLikePagePath('/api/enquiry')).toBe(false);
    expect(looksLikePagePath('/inbox')).toBe(false);
    expect(isPageLink('/contact-us#form')).toBe(true);
    expect(isPageLink('/privacy-policy?x=1')).toBe(true);
    expect(isPageLink('//example.com/x')).toBe(false);
    expect(isPageLink('https://example.com/')).toBe(false);
    expect(isPageLink('mailto:office@example.com')).toBe(false);
    expect(isPageLink('/sitemap.xml')).toBe(false);
  });
});
