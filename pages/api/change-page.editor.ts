import { writingContent } from '@/lib/editor/server/contentWrite';
import { changePage } from '@/lib/editor/server/pageStateFiles';
import { jsonPostRoute, requireIfMatch } from '@/lib/editor/server/apiRequest';
import { changePageBody } from '@/lib/editor/contract/requestSchemas';
import { apiContentRoot } from '@/lib/editor/server/apiRoots';

/** POST /api/change-page {components, pageName}: replaces the page's component list (If-Match: version). */
// Next's body parser is off: jsonPostRoute reads, limits and checks the body itself.
export const config = { api: { bodyParser: false } };

export default jsonPostRoute(changePageBody, async (request, response, body) => {
  const state = await writingContent(apiContentRoot(), () =>
    changePage(apiContentRoot(), body.pageName, body.components, requireIfMatch(request)),
  );
  response.status(200).json(state);
});
