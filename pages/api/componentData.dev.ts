import { readComponentData } from '@/lib/content/editing';
import { getRoute, queryParam } from '@/lib/server/apiRequest';
import { apiContentRoot } from '@/lib/server/contentPaths';

/** GET /api/componentData?pageName=&category=&name=: a component's data (or its defaults) and version. */
export default getRoute(async (request, response) => {
  const component = { category: queryParam(request, 'category'), name: queryParam(request, 'name') };
  const result = await readComponentData(apiContentRoot(), queryParam(request, 'pageName'), component);
  response.setHeader('ETag', `"${result.version}"`);
  response.setHeader('Cache-Control', 'no-store');
  response.status(200).json(result);
});
