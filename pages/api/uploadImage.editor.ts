import { UPLOAD_RULES } from '@/lib/editor/contract/uploadRules';
import { saveUploadedImage } from '@/lib/editor/server/uploadImage';
import { jsonPostRoute } from '@/lib/editor/server/apiRequest';
import { uploadImageBody } from '@/lib/editor/contract/requestSchemas';
import { apiContentRoot, imageManifestPath } from '@/lib/editor/server/apiRoots';

/** POST /api/uploadImage {fileName, contentType, data (base64)}: stores and optimises a new image. */
// Next's body parser is off: jsonPostRoute reads, limits and checks the body itself.
export const config = { api: { bodyParser: false } };

// base64 is 4/3 of the bytes, plus the JSON around it.
const BODY_LIMIT = Math.ceil((UPLOAD_RULES.maxBytes * 4) / 3) + 4096;

export default jsonPostRoute(
  uploadImageBody,
  async (_request, response, body) => {
    const image = await saveUploadedImage(
      apiContentRoot(),
      imageManifestPath(),
      body.fileName,
      body.contentType,
      Buffer.from(body.data, 'base64'),
    );
    response.status(201).json(image);
  },
  BODY_LIMIT,
);
