import { LOCALES, type Locale } from '@/lib/model/i18n/locales';
import { IMAGE_SRC_PATTERN } from '@/lib/model/fields';

/**
 * The media library: every image of the site once (public/data/media.json), with what every use of
 * it follows: its description in each language (or a mark that it is decorative), its credit and
 * licence, and the point of it a crop keeps in view. Content names an image by its address
 * (`{ "src": "/images/…" }`) and never copies its description; replacing the file keeps the address,
 * so every use follows the new photo. Its schema (zod) is mediaLibrarySchema.ts: the pages' code,
 * which reads this file, stays without it.
 */

/** The library's file, under the content folder (public/). */
export const MEDIA_LIBRARY_PATH = ['data', 'media.json'] as const;

export const ALT_MAX_LENGTH = 200;

/** Where a crop centres, in whole per cent of the photo's width and height from its top left corner. */
export interface FocalPoint {
  x: number;
  y: number;
}
export const CENTRE: FocalPoint = { x: 50, y: 50 };

export interface Credit {
  /** Who made it, as the licence asks to name them. */
  author: string;
  /** The licence's short name (CC BY 4.0, GPL-2.0-or-later, CC0 1.0). */
  licence: string;
  /** Where the file comes from (a package, a photographer's site, the team's own upload). */
  source: string;
}

export interface MediaEntry {
  /** A description per language; empty while nobody has written it. */
  alt: Record<Locale, string>;
  /** Shown only for its look: an empty alt, and no description is asked for. */
  decorative: boolean;
  focus: FocalPoint;
  credit?: Credit;
}

/** Every image of the library, by its address (`/images/photo.jpg`). */
export type MediaLibrary = Record<string, MediaEntry>;

/** An image as one page shows it: its description in the page's language, and its focal point. */
export interface PlacedImage {
  /** Empty for a decorative image (and for one not yet described, which publishing refuses). */
  alt: string;
  focus: FocalPoint;
}

/** The images a page shows, by address: what its views read (components/media/SiteImage). */
export type PageMedia = Record<string, PlacedImage>;

/** A new entry: nothing described yet, centred. */
export function newMediaEntry(): MediaEntry {
  return {
    alt: Object.fromEntries(LOCALES.map((locale) => [locale, ''])) as Record<Locale, string>,
    decorative: false,
    focus: CENTRE,
  };
}

/** Every image address in a value (component data, page settings), in order, each once. */
export function imageSources(value: unknown): string[] {
  const found = new Set<string>();
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) node.forEach(visit);
    else if (node && typeof node === 'object') Object.values(node).forEach(visit);
    else if (typeof node === 'string' && IMAGE_SRC_PATTERN.test(node)) found.add(node);
  };
  visit(value);
  return [...found];
}

/** The library's images among `sources`, as a page in `locale` shows them. */
export function placedImages(library: MediaLibrary, sources: readonly string[], locale: Locale): PageMedia {
  const media: PageMedia = {};
  for (const src of sources) {
    const entry = library[src];
    if (entry) media[src] = { alt: entry.decorative ? '' : entry.alt[locale], focus: entry.focus };
  }
  return media;
}

/** An image a page shows without a description in the page's language (and not decorative). */
export interface UndescribedImage {
  src: string;
  locale: Locale;
  /** Not in the library at all (a file placed by hand). */
  unknown: boolean;
}

/** The photos of `sources` that lack a description in `locale`: each would be announced as nothing. */
export function undescribedImages(
  library: MediaLibrary,
  sources: readonly string[],
  locale: Locale,
): UndescribedImage[] {
  return sources.flatMap((src): UndescribedImage[] => {
    // An SVG (the logo) is drawn, not photographed: its section names it in its own words.
    if (src.endsWith('.svg')) return [];
    const entry = library[src];
    if (!entry) return [{ src, locale, unknown: true }];
    return entry.decorative || entry.alt[locale] !== '' ? [] : [{ src, locale, unknown: false }];
  });
}

/** CSS `object-position` that keeps the focal point in view wherever a frame crops the photo. */
export function objectPosition(focus: FocalPoint): string {
  return `${focus.x}% ${focus.y}%`;
}
