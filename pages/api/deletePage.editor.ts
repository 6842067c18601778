import { writingContent } from '@/lib/editor/server/contentWrite';
import { deletePage } from '@/lib/editor/server/deletePage';
import { jsonPostRoute, requireIfMatch, sendJson } from '@/lib/editor/server/apiRequest';
import { deletePageBody } from '@/lib/editor/contract/requestSchemas';
import { apiContentRoot, apiPageRoots } from '@/lib/editor/server/apiRoots';

/** POST /api/deletePage {pageName, replacement?} (If-Match: the page's version): the page goes to the trash. */
// Next's body parser is off: jsonPostRoute reads, limits and checks the body itself.
export const config = { api: { bodyParser: false } };

export default jsonPostRoute(deletePageBody, async (request, response, body) => {
  sendJson(
    response,
    200,
    await writingContent(apiContentRoot(), () => deletePage(apiPageRoots(), body, requireIfMatch(request))),
  );
});
