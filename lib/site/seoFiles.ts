import { canonicalUrl } from './meta';

/** sitemap.xml listing the given route paths under the site URL. */
export function buildSitemap(paths: readonly string[], siteUrl: string): string {
  const urls = paths.map((path) => `  <url>\n    <loc>${canonicalUrl(path, siteUrl)}</loc>\n  </url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

export function buildRobots(siteUrl: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${siteUrl.replace(/\/+$/, '')}/sitemap.xml\n`;
}
