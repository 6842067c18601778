import { listPages } from '@/lib/editor/server/pageInventory';
import { getRoute, sendJson } from '@/lib/editor/server/apiRequest';
import { apiPageRoots } from '@/lib/editor/server/apiRoots';

/** GET /api/pages: every page with its version and navigation entry, the trash, and the names taken in public/. */
export default getRoute(async (_request, response) => {
  response.setHeader('Cache-Control', 'no-store');
  sendJson(response, 200, await listPages(apiPageRoots()));
});
