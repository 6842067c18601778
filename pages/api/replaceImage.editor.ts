import { UPLOAD_BODY_LIMIT } from '@/lib/editor/contract/uploadRules';
import { replaceLibraryImage } from '@/lib/editor/server/imageFiles';
import { jsonPostRoute, sendJson } from '@/lib/editor/server/apiRequest';
import { replaceImageBody } from '@/lib/editor/contract/requestSchemas';
import { apiContentRoot, imageManifestPath } from '@/lib/editor/server/apiRoots';

/** POST /api/replaceImage {src, fileName, contentType, data (base64)}: a new file at the image's address. */
// Next's body parser is off: jsonPostRoute reads, limits and checks the body itself.
export const config = { api: { bodyParser: false } };

export default jsonPostRoute(
  replaceImageBody,
  async (_request, response, body) => {
    const image = await replaceLibraryImage(
      apiContentRoot(),
      imageManifestPath(),
      body.src,
      body.contentType,
      Buffer.from(body.data, 'base64'),
    );
    sendJson(response, 200, image);
  },
  UPLOAD_BODY_LIMIT,
);
