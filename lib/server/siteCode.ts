import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { cp } from 'node:fs/promises';
import path from 'node:path';
import * as z from 'zod';

/**
 * What the compiled site is made of: its code, its dependencies and its build settings. Content
 * (public/) is not in it: pages read their content when they are rendered, never when they are
 * compiled. The image manifest (lib/model/images/manifest.json) is, as the image loader compiles it in.
 * The build's steps (scripts/) are, as they make what the compile reads and finish the export.
 */
export const SITE_CODE_PATHS = [
  'components',
  'context',
  'hooks',
  'lib',
  'pages',
  'scripts',
  'theme',
  'types',
  'next.config.ts',
  'package.json',
  'package-lock.json',
  'tsconfig.json',
] as const;

/** Made by the build from what is above (the fonts from their packages by scripts/font-instances.ts). */
const GENERATED = ['theme/fonts/'];

function filesUnder(root: string, relative: string): string[] {
  const full = path.join(root, relative);
  if (!existsSync(full)) return [];
  if (!statSync(full).isDirectory()) return [relative];
  return readdirSync(full, { recursive: true, encoding: 'utf8' })
    .map((entry) => path.join(relative, entry))
    .filter((entry) => statSync(path.join(root, entry)).isFile());
}

/**
 * The identity of the code at `root`: equal exactly when every file of SITE_CODE_PATHS is. It is
 * the build's id (next.config.ts), so two builds of the same code and content are the same files,
 * and the studio renders content into the compiled code it has while this is unchanged.
 */
export function siteCodeId(root: string = process.cwd()): string {
  return filesId(
    root,
    SITE_CODE_PATHS.flatMap((entry) => filesUnder(root, entry)),
    GENERATED,
  );
}

/** The photos the build's image step converts (public/images, not its output). */
const PHOTOS = path.join('public', 'images');
const OPTIMISED_PHOTOS = 'public/images/optimized/';

/** The identity of the photos at `root`: a changed photo takes the full build's image step. */
export function photosId(root: string): string {
  return filesId(root, filesUnder(root, PHOTOS), [OPTIMISED_PHOTOS]);
}

function filesId(root: string, found: string[], leaveOut: string[]): string {
  const hash = createHash('sha256');
  const files = found
    .map((file) => file.split(path.sep).join('/'))
    .filter((file) => !leaveOut.some((folder) => file.startsWith(folder)))
    .sort();
  for (const file of files) {
    hash.update(`${file}\0`);
    hash.update(readFileSync(path.join(root, file)));
    hash.update('\0');
  }
  return hash.digest('base64url').slice(0, 21);
}

/**
 * What .next/ holds compiled, noted by a full build once its export is finished (`node
 * .next/finish-export.mjs --full`): the code it compiled (its build id, lib/server/siteCode.ts)
 * and the photos its image step converted. A content-only render (`npm run build:content`) goes
 * into that compiled code while both are what the folder holds; otherwise a full build is needed.
 * Anyone may copy a finished .next/ to another checkout of the same code (the studio starts its
 * build folder off with the project's): the note says whether it still fits there.
 */
export const COMPILED_NOTE = path.join('.next', 'compiled.json');

const compiledNoteSchema = z.object({ code: z.string(), photos: z.string() });
type CompiledNote = z.infer<typeof compiledNoteSchema>;

function noteOf(root: string): CompiledNote {
  return {
    code: readFileSync(path.join(root, '.next', 'BUILD_ID'), 'utf8').trim(),
    photos: photosId(root),
  };
}

export function writeCompiledNote(root: string): void {
  writeFileSync(path.join(root, COMPILED_NOTE), JSON.stringify(noteOf(root)));
}

/** Whether `root`'s code and photos are what its .next/ holds compiled, by the note. */
export function fitsCompiledCode(root: string): boolean {
  try {
    const noted = compiledNoteSchema.parse(JSON.parse(readFileSync(path.join(root, COMPILED_NOTE), 'utf8')));
    return noted.code === siteCodeId(root) && noted.photos === photosId(root);
  } catch {
    // No note (never built in full, or a full build under way or killed), or not one.
    return false;
  }
}

/**
 * The generated files a checkout already has (optimised images, cut fonts, its last build's
 * compiled code with Next's build cache) start another checkout of the same project off (the
 * studio's build folder, the editor tests' copy): each step checks what is up to date, so the
 * first build there converts no photo again, and renders its content into the compiled code
 * while the note above fits. They are caches: a missing or unfitting one only makes a build
 * slower. The development server's own folder (.next/dev) is not one.
 */
export const PHOTO_CACHE = 'public/images/optimized';
const BUILD_CACHES = [PHOTO_CACHE, 'theme/fonts', '.next'];
const NOT_CACHES = [path.join('.next', 'dev')];

export async function copyBuildCaches(
  from: string,
  to: string,
  caches: readonly string[] = BUILD_CACHES,
): Promise<void> {
  const leftOut = new Set(NOT_CACHES.map((folder) => path.join(from, folder)));
  for (const cache of caches) {
    const source = path.join(from, cache);
    if (existsSync(source))
      await cp(source, path.join(to, cache), {
        recursive: true,
        preserveTimestamps: true,
        filter: (file) => !leftOut.has(file),
      });
  }
}
