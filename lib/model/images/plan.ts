import { PHOTO_WIDTHS } from './sizes';

/** What the optimiser records of one source image (lib/model/images/manifest.json). */
export interface ImageEntry {
  width: number;
  height: number;
  /** Widths of the generated files (one WebP and one AVIF each), ascending; the last is the widest. */
  widths: number[];
  /**
   * A hash of the source's bytes and the encoders' settings, part of every generated name: a changed
   * photo, or a photo encoded at other qualities (lib/model/images/avifQualities.json), gets new URLs.
   */
  hash: string;
  /**
   * Whether pages offer the AVIF: its files are smaller in all than the WebP's (never in the
   * bench's control build, which writes WebP only).
   */
  offersAvif: boolean;
}

/** The formats every photo is written in: AVIF offered first, WebP as the fallback. */
export const PHOTO_FORMATS = ['avif', 'webp'] as const;
export type PhotoFormat = (typeof PHOTO_FORMATS)[number];

/** The MIME type of a photo format, as a <source> or a preload names it. */
export const PHOTO_FORMAT_TYPES: Record<PhotoFormat, string> = {
  avif: 'image/avif',
  webp: 'image/webp',
};

export type ImageManifest = Record<string, ImageEntry>;

/** Source formats the optimiser converts. */
export const OPTIMIZABLE_EXTENSIONS = ['.jpg', '.jpeg', '.png', '.webp'] as const;

export const OPTIMIZED_DIR = 'optimized';

/**
 * The widths to generate for an image `originalWidth` pixels wide: every configured width that does
 * not upscale, plus the original width itself so the sharpest version is available.
 */
export function planWidths(originalWidth: number, candidates: readonly number[] = PHOTO_WIDTHS): number[] {
  const widths = new Set(candidates.filter((width) => width <= originalWidth));
  widths.add(originalWidth);
  return [...widths].sort((a, b) => a - b);
}

/** `/images/a/b.jpg` -> `a/b` (the name shared by its optimised files). */
export function imageStem(src: string): string {
  return src.replace(/^\/images\//, '').replace(/\.[^./]+$/, '');
}

/** Path of one optimised file under public/images: `optimized/a/b.1f2e3d4c5b-640.webp`. */
export function optimizedName(
  src: string,
  hash: string,
  width: number,
  format: PhotoFormat = 'webp',
): string {
  return `${OPTIMIZED_DIR}/${imageStem(src)}.${hash}-${width}.${format}`;
}

/** Public URL of one optimised file: `/images/optimized/a/b.1f2e3d4c5b-640.webp`. */
export function optimizedUrl(src: string, hash: string, width: number, format: PhotoFormat = 'webp'): string {
  return `/images/${optimizedName(src, hash, width, format)}`;
}

/** The narrowest generated width that covers `requested`, or the widest one there is. */
export function pickWidth(available: readonly number[], requested: number): number | undefined {
  return available.find((width) => width >= requested) ?? available.at(-1);
}

/** Size of the social-sharing copy of each photo (Open Graph, Twitter cards). */
export const SOCIAL_IMAGE = { width: 1200, height: 630 } as const;

/** Path under public/images of the 1200 x 630 JPEG made for link previews. */
export function socialImageName(src: string, hash: string): string {
  return `${OPTIMIZED_DIR}/${imageStem(src)}.${hash}-social.jpg`;
}
