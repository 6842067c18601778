import type { ImageLoaderProps } from 'next/image';
import manifest from './manifest.json';
import { optimizedUrl, pickWidth, socialImageName, type ImageManifest } from './plan';

const images: ImageManifest = manifest;

/**
 * next/image loader for the static export: every photo under /images has webp copies made before
 * the build, and a requested width is served by the narrowest copy that covers it (never upscaled).
 * Images the optimiser does not know (an SVG) are served as they are.
 */
export default function imageLoader({ src, width }: ImageLoaderProps): string {
  const entry = images[src];
  const chosen = entry ? pickWidth(entry.widths, width) : undefined;
  return entry && chosen ? optimizedUrl(src, entry.hash, chosen) : src;
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
