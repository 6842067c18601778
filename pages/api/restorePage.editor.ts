import { writingContent } from '@/lib/editor/server/contentWrite';
import { restorePage } from '@/lib/editor/server/deletePage';
import { jsonPostRoute, sendJson } from '@/lib/editor/server/apiRequest';
import { restorePageBody } from '@/lib/editor/contract/requestSchemas';
import { apiContentRoot, apiPageRoots } from '@/lib/editor/server/apiRoots';

/** POST /api/restorePage {trashId}: 201 with the restored page's summary. */
// Next's body parser is off: jsonPostRoute reads, limits and checks the body itself.
export const config = { api: { bodyParser: false } };

export default jsonPostRoute(restorePageBody, async (_request, response, body) => {
  sendJson(response, 201, await writingContent(apiContentRoot(), () => restorePage(apiPageRoots(), body)));
});
