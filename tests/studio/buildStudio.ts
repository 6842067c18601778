import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { siteCodeId } from '@/lib/server/siteCode';

/**
 * The studio's production build (`npm run studio:build`), made before the studio's tests when it
 * is missing or was built from other code (the editor's screens, the site's pages and their model,
 * the dependencies), or when STUDIO_REBUILD=1.
 */
export default function buildStudio(): void {
  const buildId = '.next-studio/BUILD_ID';
  // The build's id is the code's identity (lib/server/siteCode.ts): built from this code, or not.
  const built = existsSync(buildId) ? readFileSync(buildId, 'utf8') : '';
  if (built === siteCodeId() && process.env.STUDIO_REBUILD !== '1') return;
  const result = spawnSync('npm', ['run', 'studio:build'], { stdio: 'inherit' });
  if (result.status !== 0) throw new Error('npm run studio:build failed');
}
