import { setComponentActive } from '@/lib/content/editing';
import { jsonPostRoute, requireIfMatch } from '@/lib/server/apiRequest';
import { saveComponentStateBody } from '@/lib/server/apiSchemas';
import { apiContentRoot } from '@/lib/server/contentPaths';

/** POST /api/saveComponentState {component, isActive, pageName}: turns one component on or off. */
// Next's body parser is off: jsonPostRoute reads, limits and checks the body itself.
export const config = { api: { bodyParser: false } };

export default jsonPostRoute(saveComponentStateBody, async (request, response, body) => {
  const state = await setComponentActive(
    apiContentRoot(),
    body.pageName,
    body.component,
    body.isActive,
    requireIfMatch(request),
  );
  response.status(200).json(state);
});
