/**
 * A photo's quality after encoding, as SSIM against the source at the same width (issue: AVIF's
 * quality set from a measured target, never below the WebP's score). The reference is the source
 * resized as the build resizes it, not encoded; each encoding is decoded and compared with it at
 * full size (ssim.js without its downsampling, which would hide what compression costs at the
 * larger widths).
 */
import sharp, { type Sharp } from 'sharp';
import { ssim } from 'ssim.js';
import { WEBP_EFFORT, WEBP_QUALITY } from '@/lib/model/images/sizes';

export interface Pixels {
  data: Uint8ClampedArray;
  width: number;
  height: number;
}

export interface Encoded {
  bytes: number;
  ssim: number;
}

/** A lower bound and an upper bound of AVIF's quality scale searched (sharp: 1 to 100). */
export const AVIF_QUALITY_RANGE = { lowest: 20, highest: 90 } as const;

async function rgba(image: Sharp): Promise<Pixels> {
  const { data, info } = await image.ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return {
    data: new Uint8ClampedArray(data.buffer, data.byteOffset, data.length),
    width: info.width,
    height: info.height,
  };
}

/** The source at `width`, as the build resizes it (turned upright, never enlarged), not encoded. */
export function resized(source: string, width: number): Sharp {
  return sharp(source).rotate().resize({ width, withoutEnlargement: true });
}

export const referencePixels = (source: string, width: number): Promise<Pixels> =>
  rgba(resized(source, width));

/** SSIM of an encoded image against the reference (1 is identical). */
export async function scoreOf(encoded: Buffer, reference: Pixels): Promise<number> {
  const decoded = await rgba(sharp(encoded));
  return ssim(decoded, reference, { ssim: 'weber', downsample: false }).mssim;
}

/** The build's WebP of the source at `width` (quality and effort as lib/server/optimizeImages.ts). */
export async function webpOf(source: string, width: number, reference: Pixels): Promise<Encoded> {
  const encoded = await resized(source, width)
    .webp({ quality: WEBP_QUALITY, effort: WEBP_EFFORT })
    .toBuffer();
  return { bytes: encoded.length, ssim: await scoreOf(encoded, reference) };
}

export async function avifOf(
  source: string,
  width: number,
  reference: Pixels,
  quality: number,
  effort: number,
): Promise<Encoded> {
  const encoded = await resized(source, width).avif({ quality, effort }).toBuffer();
  return { bytes: encoded.length, ssim: await scoreOf(encoded, reference) };
}

/**
 * The lowest AVIF quality whose score reaches `target`, by bisection (a score grows with the
 * quality), with that encoding; the highest searched when none does.
 */
export async function lowestAvifQuality(
  source: string,
  width: number,
  reference: Pixels,
  target: number,
  effort: number,
): Promise<{ quality: number; encoded: Encoded }> {
  let low: number = AVIF_QUALITY_RANGE.lowest;
  let high: number = AVIF_QUALITY_RANGE.highest;
  let best: { quality: number; encoded: Encoded } = {
    quality: high,
    encoded: await avifOf(source, width, reference, high, effort),
  };
  if (best.encoded.ssim < target) return best;
  while (low < high) {
    const middle = Math.floor((low + high) / 2);
    const encoded = await avifOf(source, width, reference, middle, effort);
    if (encoded.ssim >= target) {
      best = { quality: middle, encoded };
      high = middle;
    } else {
      low = middle + 1;
    }
  }
  return best;
}
