import { deleteLibraryImage } from '@/lib/editor/server/imageFiles';
import { jsonPostRoute, sendJson } from '@/lib/editor/server/apiRequest';
import { deleteImageBody } from '@/lib/editor/contract/requestSchemas';
import { apiContentRoot, imageManifestPath } from '@/lib/editor/server/apiRoots';

/** POST /api/deleteImage {src}: the image, its copies and its entry; refused (409) while a page shows it. */
// Next's body parser is off: jsonPostRoute reads, limits and checks the body itself.
export const config = { api: { bodyParser: false } };

export default jsonPostRoute(deleteImageBody, async (_request, response, body) => {
  await deleteLibraryImage(apiContentRoot(), imageManifestPath(), body.src);
  sendJson(response, 200, { deleted: body.src });
});
