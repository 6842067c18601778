import { readPageState } from '@/lib/content/editing';
import { getRoute, queryParam } from '@/lib/server/apiRequest';
import { apiContentRoot } from '@/lib/server/contentPaths';

/** GET /api/pageState?pageName=index: the page's state (page list + layout list) and its version. */
export default getRoute(async (request, response) => {
  const state = await readPageState(apiContentRoot(), queryParam(request, 'pageName'));
  response.setHeader('ETag', `"${state.version}"`);
  response.setHeader('Cache-Control', 'no-store');
  response.status(200).json({ ...state, selectedComponents: [...state.components, ...state.layout] });
});
