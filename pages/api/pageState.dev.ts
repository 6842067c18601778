import { readPageState } from '@/lib/content/editing';
import { getRoute, queryParam, sendJson } from '@/lib/server/apiRequest';
import { apiContentRoot } from '@/lib/server/contentPaths';

/** GET /api/pageState?pageName=index: the page's state (page list + layout list) and its version. */
export default getRoute(async (request, response) => {
  const state = await readPageState(apiContentRoot(), queryParam(request, 'pageName'));
  // Our version, which sendJson keeps (Next's res.json would put a hash of the body in its place).
  response.setHeader('ETag', `"${state.version}"`);
  response.setHeader('Cache-Control', 'no-store');
  sendJson(response, 200, { ...state, selectedComponents: [...state.components, ...state.layout] });
});
