// @vitest-environment node
import { mkdir, mkdtemp, readdir, readFile, rm, utimes } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import imageLoader from '@/lib/images/loader';
import { pickWidth, planWidths } from '@/lib/images/plan';
import { optimizeImages } from '@/lib/images/optimize';

describe('planning image widths', () => {
  it('keeps the configured widths that do not upscale and adds the original width', () => {
    expect(planWidths(1680)).toEqual([256, 384, 640, 750, 828, 1080, 1200, 1680]);
    expect(planWidths(3840)).toEqual([256, 384, 640, 750, 828, 1080, 1200, 1920, 2048, 3840]);
  });

  it('makes one file for an image narrower than every configured width', () => {
    expect(planWidths(200)).toEqual([200]);
  });

  it('serves a requested width with the narrowest file that covers it, else the widest', () => {
    const widths = [256, 640, 1680];
    expect(pickWidth(widths, 16)).toBe(256);
    expect(pickWidth(widths, 640)).toBe(640);
    expect(pickWidth(widths, 750)).toBe(1680);
    expect(pickWidth(widths, 3840)).toBe(1680);
  });

  it('points next/image at the generated webp files of the site’s photos', () => {
    expect(imageLoader({ src: '/images/hero-sea-dune-grass.jpg', width: 750 })).toBe(
      '/images/optimized/hero-sea-dune-grass-750.webp',
    );
    expect(imageLoader({ src: '/images/hero-sea-dune-grass.jpg', width: 3840 })).toBe(
      '/images/optimized/hero-sea-dune-grass-1680.webp',
    );
    expect(imageLoader({ src: '/images/logo.svg', width: 256 })).toBe('/images/logo.svg');
  });
});

describe('optimizeImages', () => {
  let dir: string;
  let manifestPath: string;

  beforeEach(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'images-'));
    manifestPath = path.join(dir, 'manifest.json');
    await mkdir(path.join(dir, 'images', 'nested'), { recursive: true });
    const photo = { create: { width: 900, height: 600, channels: 3 as const, background: '#5dacbd' } };
    await sharp(photo)
      .jpeg()
      .toFile(path.join(dir, 'images', 'wide.jpg'));
    await sharp({ create: { ...photo.create, width: 300, height: 300 } })
      .png()
      .toFile(path.join(dir, 'images', 'nested', 'small.png'));
  });

  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  const run = () => optimizeImages({ imagesDir: path.join(dir, 'images'), manifestPath });

  it('writes webp files in the planned widths, never wider than the source, and a manifest', async () => {
    const report = await run();
    expect(report.converted).toEqual(['/images/nested/small.png', '/images/wide.jpg']);

    const files = (await readdir(path.join(dir, 'images', 'optimized'), { recursive: true })).sort();
    expect(files).toEqual(
      [
        'nested',
        'nested/small-256.webp',
        'nested/small-300.webp',
        'nested/small-social.jpg',
        'wide-256.webp',
        'wide-384.webp',
        'wide-640.webp',
        'wide-750.webp',
        'wide-828.webp',
        'wide-900.webp',
        'wide-social.jpg',
      ].sort(),
    );
    const widest = await sharp(path.join(dir, 'images', 'optimized', 'wide-900.webp')).metadata();
    expect(widest).toMatchObject({ format: 'webp', width: 900, height: 600 });
    const smallest = await sharp(path.join(dir, 'images', 'optimized', 'wide-256.webp')).metadata();
    expect(smallest).toMatchObject({ width: 256, height: 171 });
    const social = await sharp(path.join(dir, 'images', 'optimized', 'wide-social.jpg')).metadata();
    expect(social).toMatchObject({ format: 'jpeg', width: 1200, height: 630 });

    const manifest = JSON.parse(await readFile(manifestPath, 'utf8')) as Record<string, unknown>;
    expect(manifest['/images/wide.jpg']).toEqual({
      width: 900,
      height: 600,
      widths: [256, 384, 640, 750, 828, 900],
    });
  });

  it('skips images whose webp files are up to date, and redoes one whose source changed', async () => {
    await run();
    const second = await run();
    expect(second.converted).toEqual([]);
    expect(second.skipped).toHaveLength(2);
    expect(second.written).toBe(0);

    const later = new Date(Date.now() + 60_000);
    await utimes(path.join(dir, 'images', 'wide.jpg'), later, later);
    const third = await run();
    expect(third.converted).toEqual(['/images/wide.jpg']);
  });

  it('redoes an image whose output was deleted and removes outputs of deleted sources', async () => {
    await run();
    await rm(path.join(dir, 'images', 'optimized', 'wide-640.webp'));
    await rm(path.join(dir, 'images', 'nested', 'small.png'));
    const report = await run();
    expect(report.converted).toEqual(['/images/wide.jpg']);
    expect(report.removed.sort()).toEqual([
      'optimized/nested/small-256.webp',
      'optimized/nested/small-300.webp',
      'optimized/nested/small-social.jpg',
    ]);
  });
});
