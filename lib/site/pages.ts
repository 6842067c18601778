/**
 * The site's routes. Everything that needs the list of pages (the static paths, the footer's
 * catalog, the sitemap, the dev API's allow-list) reads it from here.
 *
 * A page may carry flags: `noindex: true` keeps it out of search engines (a robots meta tag, no
 * canonical link, not in the sitemap); `listed: false` keeps it out of the footer's catalog. The
 * thank-you page that the enquiry receiver redirects to has both: it is reached only by sending
 * an enquiry.
 */
export const SITE_PAGES = [
  { name: 'index', path: '/', label: 'Home' },
  { name: 'casino', path: '/casino', label: 'Casino hotels' },
  { name: 'about-us', path: '/about-us', label: 'About us' },
  { name: 'contact-us', path: '/contact-us', label: 'Contact us' },
  { name: 'privacy-policy', path: '/privacy-policy', label: 'Privacy policy' },
  { name: 'terms-and-conditions', path: '/terms-and-conditions', label: 'Terms and conditions' },
  { name: 'thank-you', path: '/thank-you', label: 'Thank you', noindex: true, listed: false },
] as const;

export type SitePage = (typeof SITE_PAGES)[number];
export type PageName = SitePage['name'];

/** Any entry of the list, flags included (most entries leave them out). */
interface PageEntry {
  readonly path: string;
  readonly noindex?: boolean;
  readonly listed?: boolean;
}

/** Whether search engines may index the page (and the sitemap names it). */
export function isIndexedPage(page: PageEntry): boolean {
  return page.noindex !== true;
}

/** Whether the footer's catalog links to the page. */
export function isListedPage(page: PageEntry): boolean {
  return page.listed !== false;
}

/** The pages of the sitemap. */
export const INDEXED_PAGES: readonly SitePage[] = SITE_PAGES.filter(isIndexedPage);
/** The pages of the footer's catalog. */
export const LISTED_PAGES: readonly SitePage[] = SITE_PAGES.filter(isListedPage);

/** Whether the page at `path` may be indexed; a path that is not a site page is left to its caller. */
export function isIndexedPath(path: string): boolean {
  const page = SITE_PAGES.find((entry) => entry.path === path);
  return page === undefined || isIndexedPage(page);
}

const PAGE_NAMES: ReadonlySet<string> = new Set(SITE_PAGES.map((page) => page.name));

export function isPageName(value: string): value is PageName {
  return PAGE_NAMES.has(value);
}

/** Whether a link goes to one of the site's pages (client-side navigation) rather than a file. */
export function isSitePagePath(href: string): boolean {
  const path = href.split(/[?#]/, 1)[0] ?? '';
  return SITE_PAGES.some((page) => page.path === path);
}
