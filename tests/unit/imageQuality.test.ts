// @vitest-environment node
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodePhoto } from '@/lib/server/optimizeImages';
import {
  AVIF_QUALITY_RANGE,
  distanceOf,
  lowestQuality,
  measured,
  scratch,
  writeReference,
} from '@/scripts/bench/imageQuality';

/** A small photo-like source: a gradient with fine detail, which compression has to keep. */
function photoLike(): Promise<Buffer> {
  const width = 160;
  const height = 120;
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y += 1)
    for (let x = 0; x < width; x += 1) {
      const offset = (y * width + x) * 3;
      const detail = ((x * 7 + y * 13) % 23) * 4;
      pixels[offset] = (x * 255) / width;
      pixels[offset + 1] = ((y * 255) / height + detail) % 256;
      pixels[offset + 2] = (128 + detail) % 256;
    }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer();
}

describe('AVIF quality from a measured target (scripts/bench/imageQuality.ts, Butteraugli)', () => {
  let files: Awaited<ReturnType<typeof scratch>>;
  let source: Buffer;
  let reference: string;
  beforeAll(async () => {
    files = await scratch();
    source = await photoLike();
    reference = await writeReference(source, 120, files.file('reference.png'));
  });
  afterAll(() => files.close());

  it('measures the reference itself at distance 0, and a rougher encoding farther than a finer one', async () => {
    const exact = await resizedPng(source);
    expect(await distanceOf(exact, reference, files.file('work.png'))).toBe(0);
    const rough = await measured(source, 120, reference, files.file('work.png'), { avif: 30 });
    const fine = await measured(source, 120, reference, files.file('work.png'), { avif: 90 });
    expect(rough.distance).toBeGreaterThan(fine.distance);
    expect(rough.bytes).toBeLessThan(fine.bytes);
  });

  it('finds the lowest AVIF quality as close as the WebP: one step lower is farther', async () => {
    const webp = await measured(source, 120, reference, files.file('work.png'), 'webp');
    expect(webp.bytes).toBe((await encodePhoto(source, 120, 'webp', 0)).length);
    const avifAt = (quality: number) =>
      measured(source, 120, reference, files.file('work.png'), { avif: quality });
    const quality = await lowestQuality(
      async (candidate) => (await avifAt(candidate)).distance <= webp.distance,
    );
    expect(quality).toBeGreaterThanOrEqual(AVIF_QUALITY_RANGE.lowest);
    expect(quality).toBeLessThan(AVIF_QUALITY_RANGE.highest);
    expect((await avifAt(quality)).distance).toBeLessThanOrEqual(webp.distance);
    if (quality > AVIF_QUALITY_RANGE.lowest)
      expect((await avifAt(quality - 1)).distance).toBeGreaterThan(webp.distance);
    // Below a ceiling known to hold (a photo's last quality), the search stays under it.
    const closeEnough = async (candidate: number) => (await avifAt(candidate)).distance <= webp.distance;
    const capped = await lowestQuality(closeEnough, AVIF_QUALITY_RANGE.lowest, quality + 5);
    expect(capped).toBeLessThanOrEqual(quality + 5);
    expect(await closeEnough(capped)).toBe(true);
    // Nothing under the ceiling holds: the ceiling itself.
    expect(await lowestQuality(async () => false, AVIF_QUALITY_RANGE.lowest, 60)).toBe(60);
  });
});

/** The source at the reference's width, losslessly: what the reference holds. */
function resizedPng(source: Buffer): Promise<Buffer> {
  return sharp(source).resize({ width: 120 }).png().toBuffer();
}
