import { pageNameToPath, pathToPageName } from '@/lib/model/pages/pageName';
import { PREFIXED_LOCALES, type Locale } from '@/lib/model/i18n/locales';
import type { PageNameIssue } from '@/lib/model/pages/pageNameIssue';
import { describePageNameIssue } from '@/lib/model/pages/pageNameWords';

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
 * What is wrong with `name` as a page name, or undefined when nothing is. `publicEntries` are the
 * names of the files and folders directly in public/: a page may not take the address of one of
 * them (with or without its extension: `favicon` would shadow favicon.ico on some hosts). Without
 * words, so that the visitor's link handling (isPageLink) ships none.
 */
export function pageNameIssue(name: string, publicEntries: Iterable<string> = []): PageNameIssue | undefined {
  const locale = PREFIXED_LOCALES.find((prefix) => name === prefix || name.startsWith(`${prefix}/`));
  if (locale) {
    const rest = name.slice(locale.length + 1);
    // A language's own addresses follow the same rules; public/'s files are not under its prefix.
    return rest === 'index' ? undefined : namePartIssue(rest, []);
  }
  return namePartIssue(name, publicEntries);
}

function namePartIssue(name: string, publicEntries: Iterable<string>): PageNameIssue | undefined {
  if (name === '') return { kind: 'empty' };
  if (name.length > MAX_PAGE_SEGMENTS * (MAX_SEGMENT_LENGTH + 1)) return { kind: 'tooLong' };
  const segments = name.split('/');
  if (segments.length > MAX_PAGE_SEGMENTS) return { kind: 'tooManyParts', max: MAX_PAGE_SEGMENTS };
  for (const segment of segments) {
    if (segment === '') return { kind: 'emptyPart' };
    if (segment.length > MAX_SEGMENT_LENGTH) return { kind: 'partTooLong', max: MAX_SEGMENT_LENGTH };
    if (!SEGMENT.test(segment)) return { kind: 'characters' };
  }
  const [first = ''] = segments;
  if (RESERVED_PAGE_NAMES.has(first.toLowerCase())) return { kind: 'reserved', first };
  if (segments.length > 1 && segments.includes('index')) return { kind: 'index' };
  for (const entry of publicEntries) {
    const stem = entry.replace(/\.[^.]*$/, '').toLowerCase();
    if (entry.toLowerCase() === first || stem === first) return { kind: 'publicFile', first, entry };
  }
  return undefined;
}

/**
 * Why `name` cannot be a page name, or undefined when it can: in English (the build's and the
 * API's), or in the editor's language `uiLocale` (its forms).
 */
export function pageNameProblem(
  name: string,
  publicEntries: Iterable<string> = [],
  uiLocale: Locale = 'en',
): string | undefined {
  const issue = pageNameIssue(name, publicEntries);
  return issue && describePageNameIssue(issue, uiLocale);
}

export function isValidPageName(name: string, publicEntries: Iterable<string> = []): boolean {
  return pageNameIssue(name, publicEntries) === undefined;
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
