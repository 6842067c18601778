// @vitest-environment node
import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import imageLoader, { avifLoader } from '@/lib/model/images/loader';
import { pickWidth, planWidths } from '@/lib/model/images/plan';
import { encodePhoto, optimizeImages } from '@/lib/server/optimizeImages';

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
    expect(imageLoader({ src: '/images/hero-sea-dune-grass.jpg', width: 750 })).toMatch(
      /^\/images\/optimized\/hero-sea-dune-grass\.[0-9a-f]{10}-750\.webp$/,
    );
    expect(imageLoader({ src: '/images/hero-sea-dune-grass.jpg', width: 3840 })).toMatch(
      /^\/images\/optimized\/hero-sea-dune-grass\.[0-9a-f]{10}-1680\.webp$/,
    );
    expect(imageLoader({ src: '/images/logo.svg', width: 256 })).toBe('/images/logo.svg');
  });

  it('points a photo’s AVIF source at the same widths in AVIF', () => {
    const webp = imageLoader({ src: '/images/hero-sea-dune-grass.jpg', width: 750 });
    expect(avifLoader({ src: '/images/hero-sea-dune-grass.jpg', width: 750 })).toBe(
      webp.replace(/\.webp$/, '.avif'),
    );
    expect(avifLoader({ src: '/images/logo.svg', width: 256 })).toBe('/images/logo.svg');
  });
});

describe('optimizeImages', () => {
  let dir: string;
  let manifestPath: string;

  beforeEach(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'images-'));
    manifestPath = path.join(dir, 'manifest.json');
    // Beside the manifest, as in lib/model/images: the wide photo measured (at a quality whose
    // AVIF is the smaller file), the small one not (the default, at which it is the larger).
    // Grain, as in a photo: a flat colour compresses to nothing in either format.
    const grain = { type: 'gaussian' as const, mean: 128, sigma: 40 };
    const wideSource = await sharp({
      create: { width: 900, height: 600, channels: 3, background: '#5dacbd', noise: grain },
    })
      .jpeg()
      .toBuffer();
    await writeFile(
      path.join(dir, 'avifQualities.json'),
      JSON.stringify({
        metric: 'butteraugli',
        effort: 2,
        default: 100,
        photos: {
          '/images/wide.jpg': { source: createHash('sha256').update(wideSource).digest('hex'), quality: 30 },
        },
      }),
    );
    await mkdir(path.join(dir, 'images', 'nested'), { recursive: true });
    await writeFile(path.join(dir, 'images', 'wide.jpg'), wideSource);
    await sharp({ create: { width: 300, height: 300, channels: 3, background: '#5dacbd', noise: grain } })
      .png()
      .toFile(path.join(dir, 'images', 'nested', 'small.png'));
  });

  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  const run = () => optimizeImages({ imagesDir: path.join(dir, 'images'), manifestPath });
  const manifest = async () =>
    JSON.parse(await readFile(manifestPath, 'utf8')) as Record<string, { hash: string; offersAvif: boolean }>;
  const optimised = (name: string) => path.join(dir, 'images', 'optimized', name);

  it('writes WebP and AVIF files in the planned widths, never wider than the source, and a manifest', async () => {
    const report = await run();
    expect(report.converted).toEqual(['/images/nested/small.png', '/images/wide.jpg']);
    const entries = await manifest();
    const wide = entries['/images/wide.jpg']!.hash;
    const small = entries['/images/nested/small.png']!.hash;
    expect(wide).toMatch(/^[0-9a-f]{10}$/);

    const files = (await readdir(path.join(dir, 'images', 'optimized'), { recursive: true })).sort();
    expect(files).toEqual(
      [
        'nested',
        ...[256, 300].flatMap((width) =>
          ['avif', 'webp'].map((type) => `nested/small.${small}-${width}.${type}`),
        ),
        `nested/small.${small}-social.jpg`,
        ...[256, 384, 640, 750, 828, 900].flatMap((width) =>
          ['avif', 'webp'].map((type) => `wide.${wide}-${width}.${type}`),
        ),
        `wide.${wide}-social.jpg`,
      ].sort(),
    );
    expect(await sharp(optimised(`wide.${wide}-900.avif`)).metadata()).toMatchObject({
      format: 'heif',
      compression: 'av1',
      width: 900,
      height: 600,
    });
    expect(await sharp(optimised(`wide.${wide}-900.webp`)).metadata()).toMatchObject({
      format: 'webp',
      width: 900,
      height: 600,
    });
    expect(await sharp(optimised(`wide.${wide}-256.webp`)).metadata()).toMatchObject({
      width: 256,
      height: 171,
    });
    expect(await sharp(optimised(`wide.${wide}-social.jpg`)).metadata()).toMatchObject({
      format: 'jpeg',
      width: 1200,
      height: 630,
    });
    expect(entries['/images/wide.jpg']).toEqual({
      width: 900,
      height: 600,
      widths: [256, 384, 640, 750, 828, 900],
      hash: wide,
      offersAvif: true,
    });
    expect(report.avifQualities['/images/wide.jpg']).toEqual([30, 30, 30, 30, 30, 30]);
    // A photo not measured yet is encoded at the default quality; there its AVIF is the larger
    // file, which pages do not offer.
    expect(report.avifQualities['/images/nested/small.png']).toEqual([100, 100]);
    expect(entries['/images/nested/small.png']).toMatchObject({ offersAvif: false });
    const bytes = async (name: string) => (await stat(optimised(name))).size;
    const total = async (stem: string, widths: number[], type: string) =>
      (await Promise.all(widths.map((width) => bytes(`${stem}-${width}.${type}`)))).reduce(
        (a, b) => a + b,
        0,
      );
    const wideWidths = [256, 384, 640, 750, 828, 900];
    expect(await total(`wide.${wide}`, wideWidths, 'avif')).toBeLessThan(
      await total(`wide.${wide}`, wideWidths, 'webp'),
    );
    expect(await total(`nested/small.${small}`, [256, 300], 'avif')).toBeGreaterThan(
      await total(`nested/small.${small}`, [256, 300], 'webp'),
    );
  });

  it('encodes each width at its own measured quality, under new names, and keeps the names when every width shares one', async () => {
    const single = await run();
    const singleHash = (await manifest())['/images/wide.jpg']!.hash;
    const qualitiesFile = path.join(dir, 'avifQualities.json');
    const measured = JSON.parse(await readFile(qualitiesFile, 'utf8')) as {
      photos: Record<string, { source: string; quality: number; widths?: Record<string, number> }>;
    };
    const wideEntry = measured.photos['/images/wide.jpg']!;
    const writeWidths = (widths: Record<string, number>) =>
      writeFile(
        qualitiesFile,
        JSON.stringify({ ...measured, photos: { '/images/wide.jpg': { ...wideEntry, widths } } }),
      );

    // Every width listed at the photo's own quality: the same files as before.
    await writeWidths(Object.fromEntries([256, 384, 640, 750, 828, 900].map((width) => [String(width), 30])));
    const same = await run();
    expect(same.converted).toEqual([]);
    expect((await manifest())['/images/wide.jpg']!.hash).toBe(singleHash);

    // The 640 px file at a finer quality (a width not listed keeps the photo's): new names, and
    // only that width's AVIF differs from the single quality's.
    await writeWidths({ '640': 90 });
    const perWidth = await run();
    expect(perWidth.converted).toEqual(['/images/wide.jpg']);
    expect(perWidth.avifQualities['/images/wide.jpg']).toEqual([30, 30, 90, 30, 30, 30]);
    const hash = (await manifest())['/images/wide.jpg']!.hash;
    expect(hash).not.toBe(singleHash);
    expect(single.avifQualities['/images/wide.jpg']![2]).toBe(30);
    const sizeOf = async (name: string) => (await stat(optimised(name))).size;
    // The single quality's files were removed with their names: encode them again to compare.
    const source = await readFile(path.join(dir, 'images', 'wide.jpg'));
    const at30 = (width: number) => encodePhoto(source, width, 'avif', 30);
    expect(await sizeOf(`wide.${hash}-640.avif`)).toBeGreaterThan((await at30(640)).length);
    expect(await sizeOf(`wide.${hash}-750.avif`)).toBe((await at30(750)).length);
  });

  it('writes WebP only for the bench’s control build, under other names, and says so', async () => {
    await run();
    const both = await manifest();
    await optimizeImages({ imagesDir: path.join(dir, 'images'), manifestPath, webpOnly: true });
    const entry = (await manifest())['/images/wide.jpg']!;
    expect(entry).toMatchObject({ offersAvif: false });
    expect(entry.hash).not.toBe(both['/images/wide.jpg']!.hash);
    const files = await readdir(path.join(dir, 'images', 'optimized'));
    expect(files.filter((name) => name.endsWith('.avif'))).toEqual([]);
  });

  it('skips images whose files are up to date, and redoes one whose source changed', async () => {
    await run();
    const second = await run();
    expect(second.converted).toEqual([]);
    expect(second.skipped).toHaveLength(2);
    expect(second.written).toBe(0);

    const before = (await manifest())['/images/wide.jpg']!.hash;
    await sharp({ create: { width: 900, height: 600, channels: 3, background: '#24527a' } })
      .jpeg()
      .toFile(path.join(dir, 'images', 'wide.jpg'));
    const third = await run();
    expect(third.converted).toEqual(['/images/wide.jpg']);
    const after = (await manifest())['/images/wide.jpg']!.hash;
    expect(after).not.toBe(before);
    // The old files go: a changed photo is served under new names, so caches never show the old one.
    expect(third.removed).toContain(`optimized/wide.${before}-640.webp`);
  });

  it('redoes an image whose output was deleted and removes outputs of deleted sources', async () => {
    await run();
    const { hash } = (await manifest())['/images/wide.jpg']!;
    const small = (await manifest())['/images/nested/small.png']!.hash;
    await rm(optimised(`wide.${hash}-640.webp`));
    await rm(path.join(dir, 'images', 'nested', 'small.png'));
    const report = await run();
    expect(report.converted).toEqual(['/images/wide.jpg']);
    expect(report.removed.sort()).toEqual([
      `optimized/nested/small.${small}-256.avif`,
      `optimized/nested/small.${small}-256.webp`,
      `optimized/nested/small.${small}-300.avif`,
      `optimized/nested/small.${small}-300.webp`,
      `optimized/nested/small.${small}-social.jpg`,
    ]);
  });
});
