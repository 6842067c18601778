import { canonicalUrl } from './meta';

/** sitemap.xml listing the pages that may be indexed (not those marked `noindex`) under the site URL. */
export function buildSitemap(
  pages: readonly { path: string; meta: { noindex?: boolean } }[],
  siteUrl: string,
): string {
  const urls = pages
    .filter((page) => page.meta.noindex !== true)
    .map((page) => `  <url>\n    <loc>${canonicalUrl(page.path, siteUrl)}</loc>\n  </url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

export function buildRobots(siteUrl: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${siteUrl.replace(/\/+$/, '')}/sitemap.xml\n`;
}
