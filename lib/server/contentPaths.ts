import path from 'node:path';
import { contentRoot } from '@/lib/content/paths';

/** Where the dev API reads and writes: the project's public/ folder and the image manifest. */
export function apiContentRoot(): string {
  return contentRoot();
}

export function imageManifestPath(): string {
  return path.join(process.cwd(), 'lib', 'images', 'manifest.json');
}
