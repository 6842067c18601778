import { UPLOAD_RULES } from '@/lib/editor/contract/uploadRules';
import { replaceLibraryImage } from '@/lib/editor/server/uploadImage';
import { jsonPostRoute, sendJson } from '@/lib/editor/server/apiRequest';
import { replaceImageBody } from '@/lib/editor/contract/requestSchemas';
import { apiContentRoot, imageManifestPath } from '@/lib/editor/server/apiRoots';

/** POST /api/replaceImage {src, fileName, contentType, data (base64)}: a new file at the image's address. */
// Next's body parser is off: jsonPostRoute reads, limits and checks the body itself.
export const config = { api: { bodyParser: false } };

// base64 is 4/3 of the bytes, plus the JSON around it.
const BODY_LIMIT = Math.ceil((UPLOAD_RULES.maxBytes * 4) / 3) + 4096;

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
  BODY_LIMIT,
);
