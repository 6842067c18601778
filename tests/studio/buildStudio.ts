import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/**
 * The studio's production build (`npm run studio:build`), made once before the studio's tests when
 * it is missing. STUDIO_REBUILD=1 makes it again (after a change to the editor's code).
 */
export default function buildStudio(): void {
  if (existsSync('.next-studio/BUILD_ID') && process.env.STUDIO_REBUILD !== '1') return;
  const result = spawnSync('npm', ['run', 'studio:build'], { stdio: 'inherit' });
  if (result.status !== 0) throw new Error('npm run studio:build failed');
}
