import { UPLOAD_BODY_LIMIT } from '@/lib/editor/contract/uploadRules';
import { saveUploadedImage } from '@/lib/editor/server/imageFiles';
import { jsonPostRoute } from '@/lib/editor/server/apiRequest';
import { uploadImageBody } from '@/lib/editor/contract/requestSchemas';
import { apiContentRoot, imageManifestPath } from '@/lib/editor/server/apiRoots';

/** POST /api/uploadImage {fileName, contentType, data (base64)}: stores and optimises a new image. */
// Next's body parser is off: jsonPostRoute reads, limits and checks the body itself.
export const config = { api: { bodyParser: false } };

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
  UPLOAD_BODY_LIMIT,
);
