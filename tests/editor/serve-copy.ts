/**
 * Copies the project (with its build as a cache; node_modules is linked) to .editor-e2e/site and runs
 * `next dev` there for the editor's browser and API tests.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { writeFontInstances } from '@/scripts/fonts/instances';
import { optimizeImages } from '@/lib/server/optimizeImages';
import { copyProject } from '@/scripts/support/copyProject';
import { copyBuildCaches } from '@/lib/server/siteCode';
import { COPY_DIR, EDITOR_PORT } from './copy';

async function main(): Promise<void> {
  const root = process.cwd();
  await copyProject(root, COPY_DIR);
  // The project's build too: the copy's builds render their content into its compiled code.
  await copyBuildCaches(root, COPY_DIR);
  // What `npm run dev` makes first (`npm run assets`), which a fresh clone does not have yet: the
  // font files (theme/fonts) and the optimised photos.
  await writeFontInstances(COPY_DIR);
  await optimizeImages({
    imagesDir: path.join(COPY_DIR, 'public', 'images'),
    manifestPath: path.join(COPY_DIR, 'lib', 'model', 'images', 'manifest.json'),
  });
  const server = spawn(
    process.execPath,
    [path.join(root, 'node_modules', 'next', 'dist', 'bin', 'next'), 'dev', '-p', String(EDITOR_PORT)],
    {
      cwd: COPY_DIR,
      stdio: 'inherit',
      env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
    },
  );
  const stop = () => server.kill('SIGTERM');
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
  server.on('exit', (code) => process.exit(code ?? 0));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
