import { describe, expect, it } from 'vitest';
import { isIndexedPage, loadSitePages } from '@/lib/server/sitePages';
import { buildRobots, buildSitemap } from '@/lib/model/site/seoFiles';
import { DEFAULT_SOCIAL_IMAGE_SRC, pickSocialImage } from '@/lib/model/site/social';
import { breadcrumbJsonLd, serializeJsonLd, travelAgencyJsonLd } from '@/lib/model/site/structuredData';

describe('search and sharing files', () => {
  it('lists exactly the site’s indexed pages in the sitemap under the configured URL', () => {
    const xml = buildSitemap(loadSitePages(), 'https://example.test');
    const locations = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(locations.filter((url) => !url?.includes('/pl'))).toEqual([
      'https://example.test/',
      'https://example.test/casino',
      'https://example.test/about-us',
      'https://example.test/contact-us',
      'https://example.test/privacy-policy',
      'https://example.test/terms-and-conditions',
    ]);
    expect(locations.filter((url) => url?.includes('/pl')).sort()).toEqual([
      'https://example.test/pl/',
      'https://example.test/pl/kasyno',
      'https://example.test/pl/kontakt',
      'https://example.test/pl/o-nas',
      'https://example.test/pl/polityka-prywatnosci',
      'https://example.test/pl/regulamin',
    ]);
  });

  it('leaves the pages marked noindex (the thank-you page) out of the sitemap', () => {
    expect(
      loadSitePages()
        .filter((page) => !isIndexedPage(page))
        .map((page) => page.path)
        .sort(),
    ).toEqual(['/pl/dziekujemy', '/thank-you']);
    const xml = buildSitemap(
      [
        { path: '/a', meta: {} },
        { path: '/b', meta: { noindex: true } },
        { path: '/c', meta: { noindex: false } },
      ],
      'https://example.test',
    );
    expect(xml).toContain('<loc>https://example.test/a</loc>');
    expect(xml).not.toContain('/b<');
    expect(xml).toContain('<loc>https://example.test/c</loc>');
  });

  it('points robots.txt at the sitemap', () => {
    expect(buildRobots('https://example.test/')).toContain('Sitemap: https://example.test/sitemap.xml');
  });

  it('describes the brand as a travel agency in Warsaw', () => {
    const agency = travelAgencyJsonLd('https://example.test');
    expect(agency['@type']).toBe('TravelAgency');
    expect(agency.address).toMatchObject({ addressLocality: 'Warszawa', addressCountry: 'PL' });
    expect(agency.telephone).toMatch(/^\+48/);
  });

  it('builds breadcrumbs from home to the page', () => {
    expect(breadcrumbJsonLd('/casino', 'Casino hotels', 'https://example.test').itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://example.test/' },
      { '@type': 'ListItem', position: 2, name: 'Casino hotels', item: 'https://example.test/casino' },
    ]);
    expect(breadcrumbJsonLd('/', 'Home').itemListElement).toHaveLength(1);
  });

  it('cannot be broken out of its script element', () => {
    expect(serializeJsonLd({ name: '</script><script>alert(1)</script>' })).not.toContain('</script>');
  });

  // The page's photos as the media library describes them in its language.
  const media = {
    '/images/a.jpg': { alt: 'A', focus: { x: 50, y: 50 } },
    '/images/b.webp': { alt: 'B', focus: { x: 50, y: 50 } },
    [DEFAULT_SOCIAL_IMAGE_SRC]: { alt: 'Dune grass', focus: { x: 50, y: 50 } },
  };

  it('shares the first photo of a page, or the default one, described by the library', () => {
    const hero = { category: 'Heroes', name: 'FullBleedPhoto' };
    const image = { src: '/images/a.jpg' };
    expect(
      pickSocialImage({ meta: {}, components: [hero], data: { HeroesFullBleedPhoto: { image } }, media }),
    ).toEqual({ src: '/images/a.jpg', alt: 'A' });
    expect(pickSocialImage({ meta: {}, components: [], data: {}, media })).toEqual({
      src: DEFAULT_SOCIAL_IMAGE_SRC,
      alt: 'Dune grass',
    });
  });

  it('shares the sharing image of the page’s settings before any photo of the page', () => {
    const hero = { category: 'Heroes', name: 'FullBleedPhoto' };
    const data = { HeroesFullBleedPhoto: { image: { src: '/images/a.jpg' } } };
    expect(
      pickSocialImage({ meta: { image: { src: '/images/b.webp' } }, components: [hero], data, media }),
    ).toEqual({ src: '/images/b.webp', alt: 'B' });
  });
});
