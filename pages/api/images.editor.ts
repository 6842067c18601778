import { readFile } from 'node:fs/promises';
import type { ImageManifest } from '@/lib/model/images/plan';
import type { ImagesAnswer } from '@/lib/editor/contract/media';
import { getRoute } from '@/lib/editor/server/apiRequest';
import { apiContentRoot, imageManifestPath } from '@/lib/editor/server/apiRoots';
import { loadMediaLibrary } from '@/lib/server/readContent';
import { imageUsage, mediaEntryVersion } from '@/lib/editor/server/mediaLibrary';

/**
 * GET /api/images: the site's images (from the optimiser's manifest), for the editor's picker, with
 * the media library (each image's descriptions, credit and focal point), and where each is shown.
 */
export default getRoute(async (_request, response) => {
  const manifest = JSON.parse(await readFile(imageManifestPath(), 'utf8')) as ImageManifest;
  const root = apiContentRoot();
  const library = await loadMediaLibrary(root);
  response.setHeader('Cache-Control', 'no-store');
  const answer: ImagesAnswer = {
    images: Object.entries(manifest).map(([src, entry]) => ({
      src,
      width: entry.width,
      height: entry.height,
    })),
    library,
    versions: Object.fromEntries(
      Object.entries(library).map(([src, entry]) => [src, mediaEntryVersion(entry)]),
    ),
    usage: await imageUsage(root),
  };
  response.status(200).json(answer);
});
