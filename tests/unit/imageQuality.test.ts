import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AVIF_QUALITY_RANGE,
  avifOf,
  lowestAvifQuality,
  referencePixels,
  webpOf,
} from '@/scripts/bench/imageQuality';

/** A small photo-like source: a gradient with fine detail, which compression has to keep. */
async function writeSource(file: string): Promise<void> {
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
  await writeFile(
    file,
    await sharp(pixels, { raw: { width, height, channels: 3 } })
      .png()
      .toBuffer(),
  );
}

describe('AVIF quality from a measured target (scripts/bench/imageQuality.ts)', () => {
  let folder: string;
  let source: string;
  beforeAll(async () => {
    folder = await mkdtemp(path.join(os.tmpdir(), 'image-quality-'));
    source = path.join(folder, 'photo.png');
    await writeSource(source);
  });
  afterAll(() => rm(folder, { recursive: true, force: true }));

  it('scores the source itself 1 and a lossy encoding below it', async () => {
    const reference = await referencePixels(source, 120);
    expect(reference.width).toBe(120);
    const webp = await webpOf(source, 120, reference);
    expect(webp.ssim).toBeGreaterThan(0.5);
    expect(webp.ssim).toBeLessThan(1);
    expect(webp.bytes).toBeGreaterThan(0);
  });

  it('finds the lowest quality that reaches the WebP’s score: one step lower misses it', async () => {
    const reference = await referencePixels(source, 120);
    const webp = await webpOf(source, 120, reference);
    const { quality, encoded } = await lowestAvifQuality(source, 120, reference, webp.ssim, 2);
    expect(quality).toBeGreaterThanOrEqual(AVIF_QUALITY_RANGE.lowest);
    expect(encoded.ssim).toBeGreaterThanOrEqual(webp.ssim);
    if (quality > AVIF_QUALITY_RANGE.lowest)
      expect((await avifOf(source, 120, reference, quality - 1, 2)).ssim).toBeLessThan(webp.ssim);
  });
});
