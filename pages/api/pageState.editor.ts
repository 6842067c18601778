import { readPageState } from '@/lib/editor/server/pageStateFiles';
import { getRoute, queryParam, sendJson } from '@/lib/editor/server/apiRequest';
import { apiContentRoot } from '@/lib/editor/server/apiRoots';

/** GET /api/pageState?pageName=index: the page's state (page list + layout list) and its version. */
export default getRoute(async (request, response) => {
  const state = await readPageState(apiContentRoot(), queryParam(request, 'pageName'));
  // Our version, which sendJson keeps (Next's res.json would put a hash of the body in its place).
  response.setHeader('ETag', `"${state.version}"`);
  response.setHeader('Cache-Control', 'no-store');
  sendJson(response, 200, { ...state, selectedComponents: [...state.components, ...state.layout] });
});
