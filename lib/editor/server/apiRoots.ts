import path from 'node:path';
import type { PageRoots } from '@/lib/editor/server/pageInventory';
import { contentRoot } from '@/lib/server/contentPaths';

/** Where the dev API reads and writes: the project's public/ folder and the image manifest. */
export function apiContentRoot(): string {
  return contentRoot();
}

export function imageManifestPath(): string {
  return path.join(process.cwd(), 'lib', 'model', 'images', 'manifest.json');
}

/** Deleted pages, kept outside public/ so that they are neither served nor built. */
export function apiTrashRoot(): string {
  return path.join(process.cwd(), '.trash', 'pages');
}

export function apiPageRoots(): PageRoots {
  return { root: apiContentRoot(), trashRoot: apiTrashRoot(), imageManifest: imageManifestPath() };
}
