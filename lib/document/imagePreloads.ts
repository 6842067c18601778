/**
 * React writes the preload hints of a page's eager images (the hero photo, the logo) ahead of the
 * page's markup, at the top of <body>. The document moves them into <head>, before the font
 * preloads and the inline styles, so the browser requests the photo that is the page's largest
 * paint first instead of after everything the head names.
 */
import type { LinkHTMLAttributes } from 'react';

export type ImagePreload = Pick<
  LinkHTMLAttributes<HTMLLinkElement>,
  'rel' | 'as' | 'href' | 'imageSrcSet' | 'imageSizes' | 'fetchPriority' | 'crossOrigin' | 'type'
>;

const LEADING_IMAGE_PRELOAD = /^<link rel="preload" as="image"(?: [a-zA-Z]+="[^"]*")*\/>/;
const ATTRIBUTE = / ([a-zA-Z]+)="([^"]*)"/g;
const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&quot;': '"',
  '&#x27;': "'",
  '&lt;': '<',
  '&gt;': '>',
};
const KNOWN: Record<string, keyof ImagePreload> = {
  rel: 'rel',
  as: 'as',
  href: 'href',
  imageSrcSet: 'imageSrcSet',
  imageSizes: 'imageSizes',
  fetchPriority: 'fetchPriority',
  crossOrigin: 'crossOrigin',
  type: 'type',
};

function decode(value: string): string {
  return value.replace(/&(?:amp|quot|#x27|lt|gt);/g, (entity) => ENTITIES[entity] ?? entity);
}

function parse(tag: string): ImagePreload | undefined {
  const preload: Record<string, string> = {};
  for (const [, name, value] of tag.matchAll(ATTRIBUTE)) {
    const key = KNOWN[name!];
    // An attribute this module does not know would be lost in the move: leave the tag where it is.
    if (key === undefined) return undefined;
    preload[key] = decode(value!);
  }
  // React moves a link to the top of <head> only when it has an href. A browser that reads
  // imagesrcset ignores href; any other fetches it, so it names what the <img>'s src does: next/image
  // sets src to the srcset's last (largest) candidate.
  if (preload.href === undefined && preload.imageSrcSet !== undefined) {
    preload.href = preload.imageSrcSet.split(',').at(-1)?.trim().split(/\s+/)[0] ?? '';
  }
  return preload as ImagePreload;
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
