import { writingContent } from '@/lib/editor/server/contentWrite';
import { setComponentActive } from '@/lib/editor/server/pageStateFiles';
import { jsonPostRoute, requireIfMatch } from '@/lib/editor/server/apiRequest';
import { saveComponentStateBody } from '@/lib/editor/contract/requestSchemas';
import { apiContentRoot } from '@/lib/editor/server/apiRoots';

/** POST /api/saveComponentState {component, isActive, pageName}: turns one component on or off. */
// Next's body parser is off: jsonPostRoute reads, limits and checks the body itself.
export const config = { api: { bodyParser: false } };

export default jsonPostRoute(saveComponentStateBody, async (request, response, body) => {
  const state = await writingContent(apiContentRoot(), () =>
    setComponentActive(
      apiContentRoot(),
      body.pageName,
      body.component,
      body.isActive,
      requireIfMatch(request),
    ),
  );
  response.status(200).json(state);
});
