import { writingContent } from '@/lib/editor/server/contentWrite';
import { savePageSettings } from '@/lib/editor/server/savePageSettings';
import { jsonPostRoute, requireIfMatch, sendJson } from '@/lib/editor/server/apiRequest';
import { pageSettingsBody } from '@/lib/editor/contract/requestSchemas';
import { apiContentRoot, apiPageRoots } from '@/lib/editor/server/apiRoots';

/** POST /api/pageSettings {pageName, meta, navigation?} (If-Match: the page's version). */
// Next's body parser is off: jsonPostRoute reads, limits and checks the body itself.
export const config = { api: { bodyParser: false } };

export default jsonPostRoute(pageSettingsBody, async (request, response, body) => {
  sendJson(
    response,
    200,
    await writingContent(apiContentRoot(), () =>
      savePageSettings(apiPageRoots(), body, requireIfMatch(request)),
    ),
  );
});
