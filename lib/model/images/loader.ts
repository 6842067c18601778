import type { ImageLoaderProps } from 'next/image';
import manifest from './manifest.json';
import { optimizedUrl, pickWidth, socialImageName, type ImageManifest, type PhotoFormat } from './plan';

const images: ImageManifest = manifest;

const loaderOf =
  (format: PhotoFormat) =>
  ({ src, width }: ImageLoaderProps): string => {
    const entry = images[src];
    const chosen = entry ? pickWidth(entry.widths, width) : undefined;
    return entry && chosen ? optimizedUrl(src, entry.hash, chosen, format) : src;
  };

/**
 * next/image loader for the static export: every photo under /images has WebP and AVIF copies made
 * before the build, and a requested width is served by the narrowest copy that covers it (never
 * upscaled). Images the optimiser does not know (an SVG) are served as they are. This one names the
 * WebP: the <img>'s own srcset, for a browser that takes no AVIF.
 */
const imageLoader = loaderOf('webp');
export default imageLoader;

/** The same, naming the AVIF: the srcset of a photo's <source type="image/avif">. */
export const avifLoader = loaderOf('avif');

/** Whether pages offer the photo's AVIF (lib/server/optimizeImages.ts decides: the smaller files). */
export function offersAvif(src: string): boolean {
  return images[src]?.offersAvif === true;
}

/** URL of the link-preview JPEG made for a photo (the photo itself if it has none). */
export function socialImageUrl(src: string): string {
  const entry = images[src];
  return entry ? `/images/${socialImageName(src, entry.hash)}` : src;
}

export function imageDimensions(src: string): { width: number; height: number } | undefined {
  const entry = images[src];
  return entry ? { width: entry.width, height: entry.height } : undefined;
}
