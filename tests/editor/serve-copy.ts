/**
 * Copies the project (without node_modules and build output) to .editor-e2e/site and runs
 * `next dev` there for the editor's browser and API tests. Modules resolve from the project's
 * node_modules one folder up.
 */
import { spawn } from 'node:child_process';
import { symlink } from 'node:fs/promises';
import path from 'node:path';
import { optimizeImages } from '../../lib/images/optimize';
import { copyProject } from '../../scripts/copyProject';
import { COPY_DIR, EDITOR_PORT } from './copy';

async function main(): Promise<void> {
  const root = process.cwd();
  await copyProject(root, COPY_DIR);
  // Modules the source names by path (the fonts next/font reads) are found through this link.
  await symlink(path.join(root, 'node_modules'), path.join(COPY_DIR, 'node_modules'), 'dir');
  await optimizeImages({
    imagesDir: path.join(COPY_DIR, 'public', 'images'),
    manifestPath: path.join(COPY_DIR, 'lib', 'images', 'manifest.json'),
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
