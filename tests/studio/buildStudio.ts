import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/** What the studio's production build is made from: a change to any of them makes it again. */
const SOURCES = [
  'components',
  'hooks',
  'lib',
  'pages',
  'theme',
  'context',
  'next.config.ts',
  'package-lock.json',
];

/** The newest modification time of the files under `entry` (a file or a folder), in ms. */
function newest(entry: string): number {
  if (!existsSync(entry)) return 0;
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let latest = stat.mtimeMs;
  for (const name of readdirSync(entry)) latest = Math.max(latest, newest(path.join(entry, name)));
  return latest;
}

/**
 * The studio's production build (`npm run studio:build`), made before the studio's tests when it
 * is missing or older than the code it is built from (the editor's screens, the site's pages and
 * their model), or when STUDIO_REBUILD=1.
 */
export default function buildStudio(): void {
  const buildId = '.next-studio/BUILD_ID';
  const built = existsSync(buildId) ? statSync(buildId).mtimeMs : 0;
  const stale = built === 0 || SOURCES.some((source) => newest(source) > built);
  if (!stale && process.env.STUDIO_REBUILD !== '1') return;
  const result = spawnSync('npm', ['run', 'studio:build'], { stdio: 'inherit' });
  if (result.status !== 0) throw new Error('npm run studio:build failed');
}
