import { writingContent } from '@/lib/editor/server/contentWrite';
import { createPage } from '@/lib/editor/server/createPage';
import { jsonPostRoute, sendJson } from '@/lib/editor/server/apiRequest';
import { createPageBody } from '@/lib/editor/contract/requestSchemas';
import { apiContentRoot, apiPageRoots } from '@/lib/editor/server/apiRoots';

/** POST /api/createPage {name, title, label?, source}: 201 with the new page's summary. */
// Next's body parser is off: jsonPostRoute reads, limits and checks the body itself.
export const config = { api: { bodyParser: false } };

export default jsonPostRoute(createPageBody, async (_request, response, body) => {
  sendJson(response, 201, await writingContent(apiContentRoot(), () => createPage(apiPageRoots(), body)));
});
