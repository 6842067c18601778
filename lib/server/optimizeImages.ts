/**
 * Converts every jpg/png/webp under public/images to WebP (quality 85) and AVIF (at the photo's
 * measured quality) in the widths the site can use, never wider than the original, plus a
 * 1200 x 630 JPEG for link previews, and records each image's size in lib/model/images/manifest.json
 * for the next/image loader. Generated names carry a hash of the source and the encoders' settings,
 * so an image whose files exist is skipped, and a changed image gets new names. Run by
 * scripts/optimize-images.ts and after an upload.
 */
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { createHash } from 'node:crypto';
import path from 'node:path';
import sharp, { type Metadata, type Sharp } from 'sharp';
import {
  OPTIMIZABLE_EXTENSIONS,
  OPTIMIZED_DIR,
  SOCIAL_IMAGE,
  optimizedName,
  PHOTO_FORMATS,
  planWidths,
  socialImageName,
  type ImageManifest,
  type PhotoFormat,
} from '@/lib/model/images/plan';
import { AVIF_EFFORT, WEBP_EFFORT, WEBP_QUALITY } from '@/lib/model/images/sizes';
import { avifQualitiesKey, avifQualitiesOf, readAvifQualities } from './avifQualities';

export interface OptimizeOptions {
  /** The folder served as /images (public/images). */
  imagesDir: string;
  manifestPath: string;
  /** The measured AVIF qualities (lib/model/images/avifQualities.json): beside the manifest by default. */
  avifQualitiesPath?: string;
  /** Write WebP only (the bench's control build, which measures what the AVIF changes). */
  webpOnly?: boolean;
}

export interface OptimizeReport {
  converted: string[];
  skipped: string[];
  /** Optimised files whose source is gone. */
  removed: string[];
  written: number;
  /** Each photo's AVIF quality at each of its widths (the manifest's), none when writing WebP only. */
  avifQualities: Record<string, number[]>;
}

async function listSources(dir: string, relative = ''): Promise<string[]> {
  const entries = await readdir(path.join(dir, relative), { withFileTypes: true });
  const found: string[] = [];
  for (const entry of entries) {
    const child = path.posix.join(relative, entry.name);
    if (entry.isDirectory()) {
      if (child !== OPTIMIZED_DIR) found.push(...(await listSources(dir, child)));
    } else if (
      (OPTIMIZABLE_EXTENSIONS as readonly string[]).includes(path.extname(entry.name).toLowerCase())
    ) {
      found.push(child);
    }
  }
  return found.sort();
}

async function listFiles(dir: string): Promise<string[]> {
  try {
    const entries = await readdir(dir, { recursive: true, withFileTypes: true });
    return entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
  } catch {
    return [];
  }
}

/** A file's size in bytes, or undefined when there is no such file. */
async function sizeOf(file: string): Promise<number | undefined> {
  try {
    return (await stat(file)).size;
  } catch {
    return undefined;
  }
}

/** Orientation 5-8 means the stored pixels are rotated by 90 degrees. */
function orientedSize(metadata: Metadata): { width: number; height: number } {
  const { width, height, orientation } = metadata;
  if (!width || !height) throw new Error('the file has no width or height');
  return orientation && orientation >= 5 ? { width: height, height: width } : { width, height };
}

async function writeAtomically(file: string, data: Buffer | string): Promise<void> {
  const temporary = `${file}.${process.pid}.tmp`;
  await writeFile(temporary, data);
  await rename(temporary, file);
}

/** The source turned upright and resized to `width` (never enlarged), not encoded. */
export function resizedPhoto(source: Buffer | string, width: number): Sharp {
  return sharp(source).rotate().resize({ width, withoutEnlargement: true });
}

/** One generated file: the source at `width` in `format`, as the build writes it. */
export function encodePhoto(
  source: Buffer | string,
  width: number,
  format: PhotoFormat,
  avifQuality: number,
): Promise<Buffer> {
  const resized = resizedPhoto(source, width);
  return (
    format === 'avif'
      ? resized.avif({ quality: avifQuality, effort: AVIF_EFFORT })
      : resized.webp({ quality: WEBP_QUALITY, effort: WEBP_EFFORT })
  ).toBuffer();
}

/** Runs `work` on every item, at most `parallel` at once. */
async function inTurns<T>(
  items: readonly T[],
  parallel: number,
  work: (item: T) => Promise<void>,
): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(parallel, items.length) }, worker));
}

export async function optimizeImages(options: OptimizeOptions): Promise<OptimizeReport> {
  const { imagesDir, manifestPath, webpOnly = false } = options;
  const qualities = await readAvifQualities(
    options.avifQualitiesPath ?? path.join(path.dirname(manifestPath), 'avifQualities.json'),
  );
  const outputDir = path.join(imagesDir, OPTIMIZED_DIR);
  const report: OptimizeReport = { converted: [], skipped: [], removed: [], written: 0, avifQualities: {} };
  const manifest: ImageManifest = {};
  const expected = new Set<string>();

  for (const relative of await listSources(imagesDir)) {
    const sourceFile = path.join(imagesDir, relative);
    const src = `/images/${relative}`;
    const bytes = await readFile(sourceFile);
    let size: { width: number; height: number };
    try {
      size = orientedSize(await sharp(bytes).metadata());
    } catch (error) {
      throw new Error(`${path.relative(process.cwd(), sourceFile)}: not a readable image (${String(error)})`);
    }
    const widths = planWidths(size.width);
    // The source's bytes are hashed once: every build reads every photo.
    const sourceSha256 = createHash('sha256').update(bytes).digest('hex');
    const avifQualities = avifQualitiesOf(qualities, src, sourceSha256, widths);
    const formats = webpOnly ? (['webp'] as const) : PHOTO_FORMATS;
    // The encoders' settings are part of the name: files made with other settings are replaced.
    const hash = createHash('sha256')
      .update(`webp q${WEBP_QUALITY} effort ${WEBP_EFFORT}\n`)
      .update(webpOnly ? '' : `avif ${avifQualitiesKey(widths, avifQualities)} effort ${AVIF_EFFORT}\n`)
      .update(sourceSha256)
      .digest('hex')
      .slice(0, 10);

    // Names carry the source's hash, so files that exist are up to date by definition.
    const outputs = widths.flatMap((width, index) =>
      formats.map((format) => ({
        width,
        format,
        avifQuality: avifQualities[index]!,
        file: path.join(imagesDir, optimizedName(src, hash, width, format)),
      })),
    );
    const socialOutput = path.join(imagesDir, socialImageName(src, hash));
    const files = [...outputs.map((output) => output.file), socialOutput];
    files.forEach((file) => expected.add(file));
    let sizes = await Promise.all(files.map(sizeOf));
    if (sizes.every((fileSize) => fileSize !== undefined)) {
      report.skipped.push(src);
    } else {
      await mkdir(path.dirname(socialOutput), { recursive: true });
      // Two at a time: libaom's encoder keeps one core busy, and the machines this builds on have two.
      await inTurns(outputs, 2, async ({ width, format, avifQuality, file }) => {
        await writeAtomically(file, await encodePhoto(bytes, width, format, avifQuality));
        report.written += 1;
      });
      // Link previews want a JPEG of a fixed shape; the crop keeps the centre of the photo.
      const social = await sharp(bytes)
        .rotate()
        .resize({ ...SOCIAL_IMAGE, fit: 'cover', position: 'attention' })
        .jpeg({ quality: 82, mozjpeg: true })
        .toBuffer();
      await writeAtomically(socialOutput, social);
      report.written += 1;
      report.converted.push(src);
      sizes = await Promise.all(files.map(sizeOf));
    }

    // At the quality where it is as close to the source as the WebP, a photo's AVIF is not always
    // the smaller file (a dark, grainy one can be larger at every width): a page offers it only
    // where its files are smaller in all, so that no visitor is sent more bytes for it.
    const bytesOf = (format: PhotoFormat) =>
      outputs.reduce((sum, output, index) => (output.format === format ? sum + (sizes[index] ?? 0) : sum), 0);
    const offersAvif = !webpOnly && bytesOf('avif') < bytesOf('webp');
    manifest[src] = { ...size, widths, hash, offersAvif };
    report.avifQualities[src] = webpOnly ? [] : avifQualities;
  }

  for (const file of await listFiles(outputDir)) {
    if (!expected.has(file)) {
      await rm(file);
      report.removed.push(path.relative(imagesDir, file));
    }
  }

  const json = `${JSON.stringify(manifest, null, 2)}\n`;
  const previous = await readFile(manifestPath, 'utf8').catch(() => '');
  if (previous !== json) await writeAtomically(manifestPath, json);
  return report;
}
