import { renamePage } from '@/lib/content/pageRename';
import { jsonPostRoute, requireIfMatch, sendJson } from '@/lib/server/apiRequest';
import { renamePageBody } from '@/lib/server/apiSchemas';
import { apiPageRoots } from '@/lib/server/contentPaths';

/** POST /api/renamePage {pageName, newName} (If-Match: the page's version): the page, its links and redirects move. */
// Next's body parser is off: jsonPostRoute reads, limits and checks the body itself.
export const config = { api: { bodyParser: false } };

export default jsonPostRoute(renamePageBody, async (request, response, body) => {
  sendJson(response, 200, await renamePage(apiPageRoots(), body, requireIfMatch(request)));
});
