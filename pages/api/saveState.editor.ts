import { saveState } from '@/lib/editor/server/pageStateFiles';
import { jsonPostRoute, requireIfMatch } from '@/lib/editor/server/apiRequest';
import { saveStateBody } from '@/lib/editor/contract/requestSchemas';
import { apiContentRoot } from '@/lib/editor/server/apiRoots';

/** POST /api/saveState {selectedComponents, pageName}: the page's full ordered state (If-Match: version). */
// Next's body parser is off: jsonPostRoute reads, limits and checks the body itself.
export const config = { api: { bodyParser: false } };

export default jsonPostRoute(saveStateBody, async (request, response, body) => {
  const state = await saveState(
    apiContentRoot(),
    body.pageName,
    body.selectedComponents,
    requireIfMatch(request),
  );
  response.status(200).json(state);
});
