import { UPLOAD_RULES } from '@/lib/content/uploadRules';
import { saveUploadedImage } from '@/lib/content/uploads';
import { jsonPostRoute } from '@/lib/server/apiRequest';
import { uploadImageBody } from '@/lib/server/apiSchemas';
import { apiContentRoot, imageManifestPath } from '@/lib/server/contentPaths';

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
