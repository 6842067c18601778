/**
 * A photo's quality after encoding, as its Butteraugli distance from the source at the same width
 * (issue: AVIF's quality set from a measured target, never worse than the WebP's score).
 * Butteraugli is Google's perceptual metric made for this comparison: the largest difference a
 * viewer would notice, in units of just-noticeable differences (0 is identical; lower is better).
 * Debian's `butteraugli` package is its reference program, run here on PNG files.
 *
 * The reference is the source resized as the build resizes it, not encoded; each encoding is the
 * build's own (lib/server/optimizeImages.ts encodePhoto), decoded to PNG and compared with it.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import sharp from 'sharp';
import { encodePhoto, resizedPhoto } from '@/lib/server/optimizeImages';

const run = promisify(execFile);

export const BUTTERAUGLI_PATH = process.env.BUTTERAUGLI_PATH ?? '/usr/bin/butteraugli';

export interface Encoded {
  bytes: number;
  /** Butteraugli's distance from the reference: lower is closer. */
  distance: number;
}

/** The bounds of AVIF's quality scale searched (sharp: 1 to 100). */
export const AVIF_QUALITY_RANGE = { lowest: 30, highest: 95 } as const;

/** A scratch folder for the PNG files Butteraugli reads, removed by `close`. */
export async function scratch(): Promise<{ file(name: string): string; close(): Promise<void> }> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'image-quality-'));
  return {
    file: (name) => path.join(dir, name),
    close: () => rm(dir, { recursive: true, force: true }),
  };
}

/** The source at `width` as the build resizes it, not encoded, written as a PNG to `file`. */
export async function writeReference(source: Buffer, width: number, file: string): Promise<string> {
  await resizedPhoto(source, width).png({ compressionLevel: 1 }).toFile(file);
  return file;
}

/** Butteraugli's distance between the reference PNG and an encoded image. */
export async function distanceOf(encoded: Buffer, reference: string, work: string): Promise<number> {
  await sharp(encoded).png({ compressionLevel: 1 }).toFile(work);
  const { stdout } = await run(BUTTERAUGLI_PATH, [reference, work]);
  const distance = Number.parseFloat(stdout.trim().split(/\s+/)[0] ?? '');
  if (!Number.isFinite(distance)) throw new Error(`butteraugli printed no distance: ${stdout}`);
  return distance;
}

/** The build's file of the source at `width` in `format`, and its distance from the reference. */
export async function measured(
  source: Buffer,
  width: number,
  reference: string,
  work: string,
  format: 'webp' | { avif: number },
): Promise<Encoded> {
  const encoded =
    format === 'webp'
      ? await encodePhoto(source, width, 'webp', 0)
      : await encodePhoto(source, width, 'avif', format.avif);
  return { bytes: encoded.length, distance: await distanceOf(encoded, reference, work) };
}

/**
 * The lowest AVIF quality from `from` to `to` at which `closeEnough` holds, by bisection (the
 * distance falls as the quality rises); `to` when none below it does.
 */
export async function lowestQuality(
  closeEnough: (quality: number) => Promise<boolean>,
  from: number = AVIF_QUALITY_RANGE.lowest,
  to: number = AVIF_QUALITY_RANGE.highest,
): Promise<number> {
  let low = from;
  let high = to;
  while (low < high) {
    const middle = Math.floor((low + high) / 2);
    if (await closeEnough(middle)) high = middle;
    else low = middle + 1;
  }
  return high;
}
