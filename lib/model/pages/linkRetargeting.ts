import { formatFieldPath } from '@/lib/model/contentErrors';

/**
 * Links to a page inside content JSON (pure). A link is a string value that is the page's path
 * (`/casino`, `/casino#faq`, `/casino?x=1`), or a `[label](/casino)` link inside a long text (the
 * rich-text markup of lib/model/text/richText.ts). Used to list what points at a page before it is
 * deleted, and to point those links elsewhere when it is renamed or replaced.
 */

/** Whether `href` leads to the page at `pagePath`: exactly, or followed by a `#hash` or `?query`. */
export function isLinkTo(href: string, pagePath: string): boolean {
  if (!href.startsWith(pagePath)) return false;
  const rest = href.slice(pagePath.length);
  return rest === '' || rest.startsWith('#') || rest.startsWith('?');
}

/** `href` with its page path replaced (the hash or query kept); other links unchanged. */
export function retargetLink(href: string, fromPath: string, toPath: string): string {
  if (!isLinkTo(href, fromPath)) return href;
  const rest = href.slice(fromPath.length);
  // `/#offers` moved to `/casino` is `/casino#offers`, not `/casino/#offers`.
  return `${toPath}${rest}`;
}

// The link half of the rich-text markup's inline pattern.
const MARKDOWN_LINK = /\[([^\]]+)\]\(([^)\s]+)\)/g;

function stringLinksTo(text: string, pagePath: string): boolean {
  if (isLinkTo(text, pagePath)) return true;
  for (const match of text.matchAll(MARKDOWN_LINK)) if (isLinkTo(match[2]!, pagePath)) return true;
  return false;
}

function retargetString(text: string, fromPath: string, toPath: string): string {
  if (isLinkTo(text, fromPath)) return retargetLink(text, fromPath, toPath);
  return text.replace(MARKDOWN_LINK, (whole, label: string, href: string) =>
    isLinkTo(href, fromPath) ? `[${label}](${retargetLink(href, fromPath, toPath)})` : whole,
  );
}

/** Calls `visit` on every string in a JSON value with its field path (`data.navLinks[2].path`). */
function eachString(value: unknown, visit: (text: string, field: string) => void, at: PropertyKey[] = []) {
  if (typeof value === 'string') visit(value, formatFieldPath(at));
  else if (Array.isArray(value)) value.forEach((item, index) => eachString(item, visit, [...at, index]));
  else if (value !== null && typeof value === 'object')
    for (const [key, item] of Object.entries(value)) eachString(item, visit, [...at, key]);
}

/** A copy of a JSON value with every string mapped, and the fields whose string changed. */
function mapStrings(value: unknown, map: (text: string) => string): { value: unknown; fields: string[] } {
  const fields: string[] = [];
  const walk = (item: unknown, at: PropertyKey[]): unknown => {
    if (typeof item === 'string') {
      const next = map(item);
      if (next !== item) fields.push(formatFieldPath(at));
      return next;
    }
    if (Array.isArray(item)) return item.map((entry, index) => walk(entry, [...at, index]));
    if (item !== null && typeof item === 'object')
      return Object.fromEntries(Object.entries(item).map(([key, entry]) => [key, walk(entry, [...at, key])]));
    return item;
  };
  return { value: walk(value, []), fields };
}

/** The fields of a JSON value that link to `pagePath`. */
export function findLinkFields(value: unknown, pagePath: string): string[] {
  const fields: string[] = [];
  eachString(value, (text, field) => {
    if (stringLinksTo(text, pagePath)) fields.push(field);
  });
  return fields;
}

/** A copy of a JSON value with every link to `fromPath` pointed at `toPath`, and the fields changed. */
export function retargetLinks(
  value: unknown,
  fromPath: string,
  toPath: string,
): { value: unknown; fields: string[] } {
  return mapStrings(value, (text) => retargetString(text, fromPath, toPath));
}

/** A page address without the slash that may end it (`/casino/` -> `/casino`; `/` and `/pl/` kept). */
function withoutTrailingSlash(pathname: string, paths: ReadonlySet<string>): string {
  if (paths.has(pathname) || pathname.length <= 1) return pathname;
  return pathname.replace(/\/+$/, '');
}

/**
 * The links in a JSON value to any of `paths` (a string that is the address, with a #hash or
 * ?query or not, or a `[label](address)` inside a long text), each with its field and the link as
 * written. For the build, which refuses links to pages that are not published.
 */
export function findLinksToPaths(
  value: unknown,
  paths: ReadonlySet<string>,
): { field: string; href: string; path: string }[] {
  const found: { field: string; href: string; path: string }[] = [];
  const check = (href: string, field: string) => {
    if (!href.startsWith('/') || href.startsWith('//')) return;
    const target = withoutTrailingSlash(linkPath(href), paths);
    if (paths.has(target)) found.push({ field, href, path: target });
  };
  eachString(value, (text, field) => {
    if (text.startsWith('/') && !/\s/.test(text)) check(text, field);
    else for (const match of text.matchAll(MARKDOWN_LINK)) check(match[2]!, field);
  });
  return found;
}

/**
 * Every link in a JSON value to an address of this site (a string that is an address, or a
 * `[label](address)` inside a long text), each with its field, the link as written and its
 * address without #hash or ?query. For the studio's check before a build: each must lead somewhere.
 */
export function findInternalLinks(value: unknown): { field: string; href: string; path: string }[] {
  const found: { field: string; href: string; path: string }[] = [];
  const add = (href: string, field: string) => {
    if (href.startsWith('/') && !href.startsWith('//')) found.push({ field, href, path: linkPath(href) });
  };
  eachString(value, (text, field) => {
    if (text.startsWith('/') && !/\s/.test(text)) add(text, field);
    else for (const match of text.matchAll(MARKDOWN_LINK)) add(match[2]!, field);
  });
  return found;
}

/** Whether a field of the header's data is one of its navigation links' paths. */
export function isNavigationField(field: string): boolean {
  return /^data\.navLinks\[\d+\]\.path$/.test(field);
}

/** The page path of a link (`/casino#faq` -> `/casino`). */
function linkPath(href: string): string {
  return href.split(/[?#]/, 1)[0] ?? '';
}

/**
 * A copy of a JSON value with every link to one of `paths`' keys pointed at its value, the hash or
 * query kept (`/contact-us#form` -> `/pl/kontakt#form`): a page copied into another language then
 * links to that language's versions. Links to other addresses, and other text, are unchanged.
 */
export function retargetLinksTo(
  value: unknown,
  paths: ReadonlyMap<string, string>,
): { value: unknown; fields: string[] } {
  const mapHref = (href: string) => {
    if (!href.startsWith('/')) return href;
    const to = paths.get(linkPath(href));
    return to === undefined ? href : retargetLink(href, linkPath(href), to);
  };
  const mapString = (text: string) =>
    text.startsWith('/') && !/\s/.test(text)
      ? mapHref(text)
      : text.replace(MARKDOWN_LINK, (whole, label: string, href: string) => {
          const next = mapHref(href);
          return next === href ? whole : `[${label}](${next})`;
        });
  return mapStrings(value, mapString);
}
