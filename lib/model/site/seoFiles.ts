import { DEFAULT_LOCALE, LOCALE_INFO, type Locale } from '@/lib/model/i18n/locales';
import { canonicalUrl } from '@/lib/model/site/meta';

/** A page of the sitemap: its address, whether it is indexed, and its versions in each language. */
export interface SitemapPage {
  path: string;
  meta: { noindex?: boolean };
  /** The page in every language it exists in, itself included (none: no xhtml:link). */
  alternates?: readonly { locale: Locale; path: string }[];
}

/**
 * sitemap.xml listing the pages that may be indexed (not those marked `noindex`) under the site
 * URL, each with its language versions as `xhtml:link` alternates and an `x-default` (English).
 */
export function buildSitemap(pages: readonly SitemapPage[], siteUrl: string): string {
  const urls = pages
    .filter((page) => page.meta.noindex !== true)
    .map((page) => {
      const alternates = page.alternates ?? [];
      const fallback = alternates.find((alternate) => alternate.locale === DEFAULT_LOCALE) ?? alternates[0];
      const links = [
        ...alternates.map((alternate) => [LOCALE_INFO[alternate.locale].lang, alternate.path] as const),
        ...(fallback ? [['x-default', fallback.path] as const] : []),
      ].map(
        ([lang, path]) =>
          `    <xhtml:link rel="alternate" hreflang="${lang}" href="${canonicalUrl(path, siteUrl)}"/>`,
      );
      return ['  <url>', `    <loc>${canonicalUrl(page.path, siteUrl)}</loc>`, ...links, '  </url>'].join(
        '\n',
      );
    });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`;
}

export function buildRobots(siteUrl: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${siteUrl.replace(/\/+$/, '')}/sitemap.xml\n`;
}
