import { writingContent } from '@/lib/editor/server/contentWrite';
import { saveSectionData } from '@/lib/editor/server/sharedSections';
import { jsonPostRoute, requireIfMatch } from '@/lib/editor/server/apiRequest';
import { saveComponentDataBody } from '@/lib/editor/contract/requestSchemas';
import { apiContentRoot } from '@/lib/editor/server/apiRoots';

/** POST /api/saveComponentData {component, pageName, data}: validated against the component's schema. */
// Next's body parser is off: jsonPostRoute reads, limits and checks the body itself.
export const config = { api: { bodyParser: false } };

export default jsonPostRoute(saveComponentDataBody, async (request, response, body) => {
  const saved = await writingContent(apiContentRoot(), () =>
    saveSectionData(apiContentRoot(), body.pageName, body.component, body.data, requireIfMatch(request)),
  );
  response.status(200).json(saved);
});
