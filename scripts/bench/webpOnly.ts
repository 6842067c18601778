/**
 * The bench's control for AVIF: the same project built with its photos in WebP only
 * (IMAGES_WEBP_ONLY=1, scripts/optimize-images.ts), so that no <picture> offers an AVIF and every
 * preload names the WebP. Measured in the same rounds as the site, each photo page's largest
 * paint over its control's is what AVIF gives a visitor.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { copyProject } from '../support/copyProject';

/** Builds a copy of the project at `copyDir` with WebP only; returns its export folder. */
export async function webpOnlyExport(root: string, copyDir: string): Promise<string> {
  await copyProject(root, copyDir);
  const build = spawnSync('npm', ['run', 'build', '--silent'], {
    cwd: copyDir,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, IMAGES_WEBP_ONLY: '1', NEXT_TELEMETRY_DISABLED: '1' },
  });
  if (build.status !== 0) throw new Error(`The WebP-only build in ${copyDir} failed (exit ${build.status})`);
  return path.join(copyDir, 'out');
}
