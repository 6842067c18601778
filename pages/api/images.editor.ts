import { readFile } from 'node:fs/promises';
import type { ImageManifest } from '@/lib/model/images/plan';
import { getRoute } from '@/lib/editor/server/apiRequest';
import { imageManifestPath } from '@/lib/editor/server/apiRoots';

/** GET /api/images: the site's images (from the optimiser's manifest), for the editor's picker. */
export default getRoute(async (_request, response) => {
  const manifest = JSON.parse(await readFile(imageManifestPath(), 'utf8')) as ImageManifest;
  response.setHeader('Cache-Control', 'no-store');
  response.status(200).json({
    images: Object.entries(manifest).map(([src, entry]) => ({
      src,
      width: entry.width,
      height: entry.height,
    })),
  });
});
