import { deletePage } from '@/lib/content/pageDelete';
import { jsonPostRoute, requireIfMatch, sendJson } from '@/lib/server/apiRequest';
import { deletePageBody } from '@/lib/server/apiSchemas';
import { apiPageRoots } from '@/lib/server/contentPaths';

/** POST /api/deletePage {pageName, replacement?} (If-Match: the page's version): the page goes to the trash. */
// Next's body parser is off: jsonPostRoute reads, limits and checks the body itself.
export const config = { api: { bodyParser: false } };

export default jsonPostRoute(deletePageBody, async (request, response, body) => {
  sendJson(response, 200, await deletePage(apiPageRoots(), body, requireIfMatch(request)));
});
