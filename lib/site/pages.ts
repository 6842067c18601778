/**
 * The site's routes. Everything that needs the list of pages (the static paths, the footer's
 * catalog, the sitemap, the dev API's allow-list) reads it from here.
 */
export const SITE_PAGES = [
  { name: 'index', path: '/', label: 'Home' },
  { name: 'casino', path: '/casino', label: 'Casino hotels' },
  { name: 'about-us', path: '/about-us', label: 'About us' },
  { name: 'contact-us', path: '/contact-us', label: 'Contact us' },
  { name: 'privacy-policy', path: '/privacy-policy', label: 'Privacy policy' },
  { name: 'terms-and-conditions', path: '/terms-and-conditions', label: 'Terms and conditions' },
] as const;

export type SitePage = (typeof SITE_PAGES)[number];
export type PageName = SitePage['name'];

const PAGE_NAMES: ReadonlySet<string> = new Set(SITE_PAGES.map((page) => page.name));

export function isPageName(value: string): value is PageName {
  return PAGE_NAMES.has(value);
}

/** Whether a link goes to one of the site's pages (client-side navigation) rather than a file. */
export function isSitePagePath(href: string): boolean {
  const path = href.split(/[?#]/, 1)[0] ?? '';
  return SITE_PAGES.some((page) => page.path === path);
}
