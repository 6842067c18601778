/**
 * React writes the preload hints of a page's eager images (the hero photo, the logo) ahead of the
 * page's markup, at the top of <body>. The first-paint pass moves them into <head>, before the font
 * preloads and the inline styles, so the browser requests the photo that is the page's largest
 * paint first instead of after everything the head names.
 */
import { decodeHtmlEntities } from '@/lib/model/text/htmlEntities';

/** An image preload's attributes, by the names React writes them with. */
export interface ImagePreload {
  rel: 'preload';
  as: 'image';
  /** None on a responsive image's preload: its imagesrcset names the candidates. */
  href?: string;
  imageSrcSet?: string;
  imageSizes?: string;
  fetchPriority?: 'high' | 'low' | 'auto';
  crossOrigin?: 'anonymous' | 'use-credentials' | '';
  type?: string;
}

const LEADING_IMAGE_PRELOAD = /^<link rel="preload" as="image"(?: [a-zA-Z]+="[^"]*")*\/>/;
const ATTRIBUTE = / ([a-zA-Z]+)="([^"]*)"/g;
const KNOWN = new Set([
  'rel',
  'as',
  'href',
  'imageSrcSet',
  'imageSizes',
  'fetchPriority',
  'crossOrigin',
  'type',
]);
const FETCH_PRIORITIES = ['high', 'low', 'auto'] as const;
const CROSS_ORIGINS = ['anonymous', 'use-credentials', ''] as const;

function isOneOf<T extends string>(values: readonly T[], value: string): value is T {
  return (values as readonly string[]).includes(value);
}

/** The link's attributes, or undefined when moving it could lose or change something. */
function parse(tag: string): ImagePreload | undefined {
  const attributes = new Map<string, string>();
  for (const [, name, value] of tag.matchAll(ATTRIBUTE)) {
    if (!KNOWN.has(name!)) return undefined;
    attributes.set(name!, decodeHtmlEntities(value!));
  }
  const fetchPriority = attributes.get('fetchPriority');
  const crossOrigin = attributes.get('crossOrigin');
  if (fetchPriority !== undefined && !isOneOf(FETCH_PRIORITIES, fetchPriority)) return undefined;
  if (crossOrigin !== undefined && !isOneOf(CROSS_ORIGINS, crossOrigin)) return undefined;
  const imageSrcSet = attributes.get('imageSrcSet');
  // React writes a responsive image's preload without an href, on purpose: a browser that reads no
  // imagesrcset on a preload (Safari before 17.2, which takes AVIF from 16) would fetch the href,
  // a file its <picture> then does not choose, and fetch the chosen one too. It stays without.
  const href = attributes.get('href');
  if (!href && !imageSrcSet) return undefined;
  return {
    rel: 'preload',
    as: 'image',
    href,
    imageSrcSet,
    imageSizes: attributes.get('imageSizes'),
    fetchPriority,
    crossOrigin,
    type: attributes.get('type'),
  };
}

/** Takes the image preload links off the start of the page's HTML. */
export function takeImagePreloads(html: string): { preloads: ImagePreload[]; html: string } {
  const preloads: ImagePreload[] = [];
  let rest = html;
  for (let match = LEADING_IMAGE_PRELOAD.exec(rest); match; match = LEADING_IMAGE_PRELOAD.exec(rest)) {
    const preload = parse(match[0]);
    if (preload === undefined) break;
    preloads.push(preload);
    rest = rest.slice(match[0].length);
  }
  // The high-priority photo ahead of the rest (the logo).
  const first = (preload: ImagePreload) => (preload.fetchPriority === 'high' ? 0 : 1);
  return { preloads: preloads.toSorted((a, b) => first(a) - first(b)), html: rest };
}

/** An attribute value escaped as React escapes it. */
export function escapeAttribute(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#x27;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;');
}

/** The preload as a <link> tag, its attributes in the order (and spelling) React writes them. */
export function imagePreloadTag(preload: ImagePreload): string {
  const attributes = Object.entries(preload)
    .filter((entry): entry is [string, string] => entry[1] !== undefined)
    .map(([name, value]) => ` ${name}="${escapeAttribute(value)}"`)
    .join('');
  return `<link${attributes}/>`;
}
