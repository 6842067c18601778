import { pageNameToPath, pathToPageName } from '@/lib/model/pages/pageName';
import { PREFIXED_LOCALES } from '@/lib/model/i18n/locales';

export { pageNameToPath, pathToPageName };

/**
 * The rules of page names (pure: used by the build, the dev API, the editor's forms and the
 * browser's link handling). A page is the file public/selectedComponents/{name}.json; its route
 * follows the spec's naming rule: `index` is `/`, any other name is its path without the leading
 * slash. A name is one or two segments of lower-case letters, digits and hyphens. A page in
 * another language than English has its language before it (`pl/kasyno`, `pl/oferty/gozo`), and
 * that language's home is `pl/index` (at `/pl/`).
 */

/** One segment: `gozo-october`, not `-gozo`, `gozo-`, `gozo--october` or `Gozo`. */
const SEGMENT = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const MAX_SEGMENT_LENGTH = 60;
export const MAX_PAGE_SEGMENTS = 2;

/**
 * First segments that belong to something else: the site's own folders and files, the
 * development editor and API, the error pages, and the enquiry receiver's inbox (proxied by nginx).
 */
export const RESERVED_PAGE_NAMES: ReadonlySet<string> = new Set([
  'api',
  'editor',
  '_next',
  'images',
  'data',
  'selectedcomponents',
  '404',
  '500',
  'scripts',
  'inbox',
  'layout',
  'sitemap',
  'robots',
]);

/**
 * Why `name` cannot be a page name, or undefined when it can. `publicEntries` are the names of the
 * files and folders directly in public/: a page may not take the address of one of them (with or
 * without its extension: `favicon` would shadow favicon.ico on some hosts).
 */
export function pageNameProblem(name: string, publicEntries: Iterable<string> = []): string | undefined {
  const locale = PREFIXED_LOCALES.find((prefix) => name === prefix || name.startsWith(`${prefix}/`));
  if (locale) {
    const rest = name.slice(locale.length + 1);
    // A language's own addresses follow the same rules; public/'s files are not under its prefix.
    return rest === 'index' ? undefined : namePartProblem(rest, []);
  }
  return namePartProblem(name, publicEntries);
}

function namePartProblem(name: string, publicEntries: Iterable<string>): string | undefined {
  if (name === '') return 'The address is empty';
  if (name.length > MAX_PAGE_SEGMENTS * (MAX_SEGMENT_LENGTH + 1)) return 'The address is too long';
  const segments = name.split('/');
  if (segments.length > MAX_PAGE_SEGMENTS)
    return `An address has at most ${MAX_PAGE_SEGMENTS} parts, such as offers/gozo-october`;
  for (const segment of segments) {
    if (segment === '') return 'An address part is empty (a leading, trailing or double slash)';
    if (segment.length > MAX_SEGMENT_LENGTH)
      return `An address part has at most ${MAX_SEGMENT_LENGTH} characters`;
    if (!SEGMENT.test(segment))
      return 'Use lower-case letters, digits and single hyphens only (no spaces, accents, dots or capitals)';
  }
  const [first = ''] = segments;
  if (RESERVED_PAGE_NAMES.has(first.toLowerCase())) return `“${first}” is reserved for the site itself`;
  if (segments.length > 1 && segments.includes('index'))
    return '“index” is the home page’s name and cannot be part of another address';
  for (const entry of publicEntries) {
    const stem = entry.replace(/\.[^.]*$/, '').toLowerCase();
    if (entry.toLowerCase() === first || stem === first)
      return `“${first}” is taken by the file public/${entry}`;
  }
  return undefined;
}

export function isValidPageName(name: string, publicEntries: Iterable<string> = []): boolean {
  return pageNameProblem(name, publicEntries) === undefined;
}

/**
 * Whether a link's pathname can be one of the site's pages (so the router may follow it) rather
 * than a file, the API or the inbox: `/`, or one or two name segments that are not reserved.
 */
export function looksLikePagePath(pathname: string): boolean {
  if (pathname === '/') return true;
  const written = pathname.replace(/^\//, '').replace(/\/$/, '');
  const name = pathToPageName(pathname);
  return written !== name.replace(/\/?index$/, '') ? false : isValidPageName(name);
}

/** Whether a link (`/casino`, `/contact-us#form`) is to one of the site's pages rather than a file or another site. */
export function isPageLink(href: string): boolean {
  if (!href.startsWith('/') || href.startsWith('//')) return false;
  return looksLikePagePath(href.split(/[?#]/, 1)[0] ?? '');
}
