import path from 'node:path';
import type { PageRoots } from '@/lib/editor/server/pageInventory';
import { contentRoot } from '@/lib/server/contentPaths';

/** Where the dev API reads and writes: the project's public/ folder and the image manifest. */
export function apiContentRoot(): string {
  return contentRoot();
}

/** The project the content belongs to: this one, or the studio's clone (its public/'s parent). */
function projectRoot(): string {
  return path.dirname(apiContentRoot());
}

export function imageManifestPath(): string {
  return path.join(projectRoot(), 'lib', 'model', 'images', 'manifest.json');
}

/** Deleted pages, kept outside public/ so that they are neither served nor built. */
export function apiTrashRoot(): string {
  return path.join(projectRoot(), '.trash', 'pages');
}

export function apiPageRoots(): PageRoots {
  return { root: apiContentRoot(), trashRoot: apiTrashRoot(), imageManifest: imageManifestPath() };
}
