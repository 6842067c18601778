/**
 * Converts every jpg/png/webp under public/images to webp (quality 85) in the widths the site can
 * use, never wider than the original, plus a 1200 x 630 JPEG for link previews, and records each
 * image's size in lib/model/images/manifest.json for the next/image loader. Generated names carry a hash
 * of the source, so an image whose files exist is skipped, and a changed image gets new names. Run by scripts/optimize-images.ts and after an upload.
 */
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { createHash } from 'node:crypto';
import path from 'node:path';
import sharp, { type Metadata } from 'sharp';
import {
  OPTIMIZABLE_EXTENSIONS,
  OPTIMIZED_DIR,
  SOCIAL_IMAGE,
  optimizedName,
  planWidths,
  socialImageName,
  type ImageManifest,
} from '@/lib/model/images/plan';
import { WEBP_EFFORT, WEBP_QUALITY } from '@/lib/model/images/sizes';

export interface OptimizeOptions {
  /** The folder served as /images (public/images). */
  imagesDir: string;
  manifestPath: string;
  quality?: number;
}

export interface OptimizeReport {
  converted: string[];
  skipped: string[];
  /** Optimised files whose source is gone. */
  removed: string[];
  written: number;
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

async function exists(file: string): Promise<boolean> {
  try {
    await stat(file);
    return true;
  } catch {
    return false;
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

export async function optimizeImages(options: OptimizeOptions): Promise<OptimizeReport> {
  const { imagesDir, manifestPath, quality = WEBP_QUALITY } = options;
  const outputDir = path.join(imagesDir, OPTIMIZED_DIR);
  const report: OptimizeReport = { converted: [], skipped: [], removed: [], written: 0 };
  const manifest: ImageManifest = {};
  const expected = new Set<string>();

  for (const relative of await listSources(imagesDir)) {
    const sourceFile = path.join(imagesDir, relative);
    const src = `/images/${relative}`;
    let size: { width: number; height: number };
    try {
      size = orientedSize(await sharp(sourceFile).metadata());
    } catch (error) {
      throw new Error(`${path.relative(process.cwd(), sourceFile)}: not a readable image (${String(error)})`);
    }
    const widths = planWidths(size.width);
    // The encoder's settings are part of the name: files made with other settings are replaced.
    const hash = createHash('sha256')
      .update(`webp q${quality} effort ${WEBP_EFFORT}\n`)
      .update(await readFile(sourceFile))
      .digest('hex')
      .slice(0, 10);
    manifest[src] = { ...size, widths, hash };

    // Names carry the source's hash, so files that exist are up to date by definition.
    const outputs = widths.map((width) => path.join(imagesDir, optimizedName(src, hash, width)));
    const socialOutput = path.join(imagesDir, socialImageName(src, hash));
    [...outputs, socialOutput].forEach((output) => expected.add(output));
    const existing = await Promise.all([...outputs, socialOutput].map(exists));
    if (existing.every(Boolean)) {
      report.skipped.push(src);
      continue;
    }

    await mkdir(path.dirname(outputs[0]!), { recursive: true });
    for (const [index, width] of widths.entries()) {
      const data = await sharp(sourceFile)
        .rotate()
        .resize({ width, withoutEnlargement: true })
        .webp({ quality, effort: WEBP_EFFORT })
        .toBuffer();
      await writeAtomically(outputs[index]!, data);
      report.written += 1;
    }
    // Link previews want a JPEG of a fixed shape; the crop keeps the centre of the photo.
    const social = await sharp(sourceFile)
      .rotate()
      .resize({ ...SOCIAL_IMAGE, fit: 'cover', position: 'attention' })
      .jpeg({ quality: 82, mozjpeg: true })
      .toBuffer();
    await writeAtomically(socialOutput, social);
    report.written += 1;
    report.converted.push(src);
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
