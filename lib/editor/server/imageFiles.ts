import { readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { optimizeImages } from '@/lib/server/optimizeImages';
import { ContentError } from '@/lib/model/contentErrors';
import { resolveInside } from '@/lib/server/contentPaths';
import { UPLOAD_RULES, type UploadType } from '@/lib/editor/contract/uploadRules';
import { withLocks, writeFileAtomic } from './writeFiles';
import { addToMediaLibrary, imageUsage, updateMediaLibrary } from './mediaLibrary';
import { loadMediaLibrary } from '@/lib/server/readContent';
import type { MediaLibrary } from '@/lib/model/images/mediaLibrary';
import type { MediaUse } from '@/lib/editor/contract/media';

/**
 * The image files of public/images as the editor changes them: an upload under a new safe name, a
 * replacement at an image's address, a deletion (refused while a page shows it). Each keeps the
 * optimised copies, the manifest and the media library in step.
 */

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
 * An uploaded file checked: its size, and a real image of the declared type (not a renamed file).
 * Answers its format's file extension and its size.
 */
export async function checkedUpload(
  contentType: UploadType,
  bytes: Buffer,
): Promise<{ extension: string; width: number; height: number }> {
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
  return { extension: UPLOAD_RULES.types[actual], width: metadata.width, height: metadata.height };
}

/**
 * Checks an uploaded image, stores it under a new safe name in public/images (never overwriting),
 * makes its optimised copies and adds it to the media library.
 */
export async function saveUploadedImage(
  root: string,
  manifestPath: string,
  fileName: string,
  contentType: UploadType,
  bytes: Buffer,
): Promise<UploadedImage> {
  const { extension, width, height } = await checkedUpload(contentType, bytes);
  const imagesDir = resolveInside(root, 'images');
  const stem = safeImageStem(fileName);
  return withLocks([imagesDir], async () => {
    const taken = new Set(
      (await readdir(imagesDir)).map((name) => name.replace(/\.[^.]*$/, '').toLowerCase()),
    );
    let name = stem;
    for (let index = 2; taken.has(name); index += 1) name = `${stem}-${index}`;
    await writeFileAtomic(root, resolveInside(root, 'images', `${name}.${extension}`), bytes);
    await optimizeImages({ imagesDir, manifestPath });
    const src = `/images/${name}.${extension}`;
    // In the library at once, undescribed: the team describes it there before it is published.
    await addToMediaLibrary(root, src);
    return { src, width, height };
  });
}

/** An image that is still shown somewhere: deleting it would leave those pages without it. */
export class ImageInUseError extends Error {
  constructor(
    readonly src: string,
    readonly uses: MediaUse[],
  ) {
    super(
      `${src} is still shown on ${uses.map((use) => use.page).join(', ')}: take it off those pages first`,
    );
    this.name = 'ImageInUseError';
  }
}

const FILE_FORMATS: Record<string, 'jpeg' | 'png' | 'webp'> = {
  '.jpg': 'jpeg',
  '.jpeg': 'jpeg',
  '.png': 'png',
  '.webp': 'webp',
};

/** The image's file under public/images, for an address of the library. */
function imageFile(root: string, library: MediaLibrary, src: string): string {
  if (!library[src]) throw new ContentError('media', 'src', `${src} is not in the media library`);
  return resolveInside(root, ...src.split('/').filter(Boolean));
}

/**
 * A new file for an image, at the same address: every page that shows it shows the new one (its
 * optimised copies are named by its content, so no browser keeps the old). Converted to the
 * address's format, so that a PNG can replace a JPEG.
 */
export async function replaceLibraryImage(
  root: string,
  manifestPath: string,
  src: string,
  contentType: UploadType,
  bytes: Buffer,
): Promise<UploadedImage> {
  const { width, height } = await checkedUpload(contentType, bytes);
  const file = imageFile(root, await loadMediaLibrary(root), src);
  const format = FILE_FORMATS[path.extname(file).toLowerCase()] ?? 'jpeg';
  const converted = await sharp(bytes).rotate().toFormat(format, { quality: 90 }).toBuffer();
  const imagesDir = resolveInside(root, 'images');
  await withLocks([imagesDir], async () => {
    await writeFileAtomic(root, file, converted);
    await optimizeImages({ imagesDir, manifestPath });
  });
  return { src, width, height };
}

/** Deletes an image and its entry: refused while a page shows it, naming the pages. */
export async function deleteLibraryImage(root: string, manifestPath: string, src: string): Promise<void> {
  const uses = (await imageUsage(root))[src] ?? [];
  if (uses.length > 0) throw new ImageInUseError(src, uses);
  const file = imageFile(root, await loadMediaLibrary(root), src);
  const imagesDir = resolveInside(root, 'images');
  await withLocks([imagesDir], async () => {
    await rm(file, { force: true });
    // Its optimised copies go, and its line of the manifest.
    await optimizeImages({ imagesDir, manifestPath });
  });
  await updateMediaLibrary(root, (library) =>
    Object.fromEntries(Object.entries(library).filter(([entry]) => entry !== src)),
  );
}
