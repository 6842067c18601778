import { readComponentData } from '@/lib/editor/server/pageStateFiles';
import { getRoute, queryParam, sendJson } from '@/lib/editor/server/apiRequest';
import { apiContentRoot } from '@/lib/editor/server/apiRoots';

/** GET /api/componentData?pageName=&category=&name=: a component's data (or its defaults) and version. */
export default getRoute(async (request, response) => {
  const component = { category: queryParam(request, 'category'), name: queryParam(request, 'name') };
  const result = await readComponentData(apiContentRoot(), queryParam(request, 'pageName'), component);
  // Our version, which sendJson keeps (Next's res.json would put a hash of the body in its place).
  response.setHeader('ETag', `"${result.version}"`);
  response.setHeader('Cache-Control', 'no-store');
  sendJson(response, 200, result);
});
