import { pageLinks } from '@/lib/editor/server/pageInventory';
import { getRoute, HttpError, queryParam, sendJson } from '@/lib/editor/server/apiRequest';
import { pageNameSchema } from '@/lib/editor/contract/requestSchemas';
import { apiContentRoot } from '@/lib/editor/server/apiRoots';

/** GET /api/pageLinks?pageName=: the links to the page from the content (the header's navigation marked). */
export default getRoute(async (request, response) => {
  const pageName = pageNameSchema.safeParse(queryParam(request, 'pageName'));
  if (!pageName.success)
    throw new HttpError(400, `pageName: ${pageName.error.issues[0]?.message ?? 'invalid'}`);
  response.setHeader('Cache-Control', 'no-store');
  sendJson(response, 200, await pageLinks(apiContentRoot(), pageName.data));
});
