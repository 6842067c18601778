import { jsonPostRoute, requireIfMatch, sendJson } from '@/lib/editor/server/apiRequest';
import { saveMediaEntryBody } from '@/lib/editor/contract/requestSchemas';
import { apiContentRoot } from '@/lib/editor/server/apiRoots';
import { mediaEntryVersion, saveMediaEntry } from '@/lib/editor/server/mediaLibrary';

/**
 * POST /api/saveMediaEntry {src, entry} (If-Match: the entry's version): an image's descriptions in
 * each language, its decorative mark, focal point and credit; every page that shows it follows.
 */
// Next's body parser is off: jsonPostRoute reads, limits and checks the body itself.
export const config = { api: { bodyParser: false } };

export default jsonPostRoute(saveMediaEntryBody, async (request, response, body) => {
  const entry = await saveMediaEntry(apiContentRoot(), body.src, body.entry, requireIfMatch(request));
  sendJson(response, 200, { src: body.src, entry, version: mediaEntryVersion(entry) });
});
