import { writingContent } from '@/lib/editor/server/contentWrite';
import { renamePage } from '@/lib/editor/server/renamePage';
import { jsonPostRoute, requireIfMatch, sendJson } from '@/lib/editor/server/apiRequest';
import { renamePageBody } from '@/lib/editor/contract/requestSchemas';
import { apiContentRoot, apiPageRoots } from '@/lib/editor/server/apiRoots';

/** POST /api/renamePage {pageName, newName} (If-Match: the page's version): the page, its links and redirects move. */
// Next's body parser is off: jsonPostRoute reads, limits and checks the body itself.
export const config = { api: { bodyParser: false } };

export default jsonPostRoute(renamePageBody, async (request, response, body) => {
  sendJson(
    response,
    200,
    await writingContent(apiContentRoot(), () => renamePage(apiPageRoots(), body, requireIfMatch(request))),
  );
});
