import { cp, mkdir, readdir, rm, symlink } from 'node:fs/promises';
import path from 'node:path';

/** Folders never copied: dependencies, build output, test output and other copies. */
const SKIP = new Set([
  'node_modules',
  '.next',
  '.next-studio',
  '.studio',
  'out',
  '.git',
  'test-results',
  'playwright-report',
  '.editor-e2e',
  '.bench',
  '.data',
  '.e2e',
  '.trash',
]);

/**
 * A fresh copy of the project's sources and content at `destination` (for tests and the bench),
 * with a link to the project's node_modules: the source names some files in it by path (the fonts
 * that next/font reads).
 */
export async function copyProject(root: string, destination: string): Promise<void> {
  await rm(destination, { recursive: true, force: true });
  await mkdir(destination, { recursive: true });
  for (const entry of await readdir(root)) {
    if (!SKIP.has(entry))
      await cp(path.join(root, entry), path.join(destination, entry), { recursive: true });
  }
  await symlink(path.join(root, 'node_modules'), path.join(destination, 'node_modules'), 'dir');
}
