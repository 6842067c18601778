import { createPage } from '@/lib/content/pageCreate';
import { jsonPostRoute, sendJson } from '@/lib/server/apiRequest';
import { createPageBody } from '@/lib/server/apiSchemas';
import { apiPageRoots } from '@/lib/server/contentPaths';

/** POST /api/createPage {name, title, label?, source}: 201 with the new page's summary. */
// Next's body parser is off: jsonPostRoute reads, limits and checks the body itself.
export const config = { api: { bodyParser: false } };

export default jsonPostRoute(createPageBody, async (_request, response, body) => {
  sendJson(response, 201, await createPage(apiPageRoots(), body));
});
