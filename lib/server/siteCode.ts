import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

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
  const hash = createHash('sha256');
  const files = SITE_CODE_PATHS.flatMap((entry) => filesUnder(root, entry))
    .map((file) => file.split(path.sep).join('/'))
    .filter((file) => !GENERATED.some((folder) => file.startsWith(folder)))
    .sort();
  for (const file of files) {
    hash.update(`${file}\0`);
    hash.update(readFileSync(path.join(root, file)));
    hash.update('\0');
  }
  return hash.digest('base64url').slice(0, 21);
}
