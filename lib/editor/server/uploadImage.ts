import { readdir } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { optimizeImages } from '@/lib/server/optimizeImages';
import { ContentError } from '@/lib/model/contentErrors';
import { resolveInside } from '@/lib/server/contentPaths';
import { UPLOAD_RULES, type UploadType } from '@/lib/editor/contract/uploadRules';
import { withLocks, writeFileAtomic } from './writeFiles';

const FORMAT_TYPES: Record<string, UploadType> = { jpeg: 'image/jpeg', png: 'image/png', webp: 'image/webp' };

/** A file name safe on every system and in a URL: `Zdjęcie Plaży (1).JPG` -> `zdjecie-plazy-1`. */
export function safeImageStem(fileName: string): string {
  const base = path.basename(fileName.replace(/\\/g, '/')).replace(/\.[^.]*$/, '');
  const slug = base
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ł/g, 'l')
    .replace(/Ł/g, 'L')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/g, '');
  return slug === '' || slug === 'optimized' || slug === 'licenses' ? 'image' : slug;
}

export interface UploadedImage {
  src: string;
  width: number;
  height: number;
}

/**
 * Checks an uploaded image (size, real format matching the declared type), stores it under a new
 * safe name in public/images (never overwriting) and makes its optimised copies.
 */
export async function saveUploadedImage(
  root: string,
  manifestPath: string,
  fileName: string,
  contentType: UploadType,
  bytes: Buffer,
): Promise<UploadedImage> {
  if (bytes.length > UPLOAD_RULES.maxBytes) {
    throw new ContentError('upload', 'data', `File is larger than ${UPLOAD_RULES.maxBytes} bytes`);
  }
  if (bytes.length < UPLOAD_RULES.minBytes) {
    throw new ContentError('upload', 'data', `File is smaller than ${UPLOAD_RULES.minBytes} bytes`);
  }
  const metadata = await sharp(bytes)
    .metadata()
    .catch(() => undefined);
  const actual = metadata?.format ? FORMAT_TYPES[metadata.format] : undefined;
  if (!actual || actual !== contentType || !metadata?.width || !metadata.height) {
    throw new ContentError('upload', 'data', 'File type must be one of image/jpeg, image/png, image/webp');
  }
  const imagesDir = resolveInside(root, 'images');
  const extension = UPLOAD_RULES.types[actual];
  const stem = safeImageStem(fileName);
  return withLocks([imagesDir], async () => {
    const taken = new Set(
      (await readdir(imagesDir)).map((name) => name.replace(/\.[^.]*$/, '').toLowerCase()),
    );
    let name = stem;
    for (let index = 2; taken.has(name); index += 1) name = `${stem}-${index}`;
    await writeFileAtomic(root, resolveInside(root, 'images', `${name}.${extension}`), bytes);
    await optimizeImages({ imagesDir, manifestPath });
    return { src: `/images/${name}.${extension}`, width: metadata.width!, height: metadata.height! };
  });
}
