import { listPages } from '@/lib/content/pageAdmin';
import { getRoute, sendJson } from '@/lib/server/apiRequest';
import { apiPageRoots } from '@/lib/server/contentPaths';

/** GET /api/pages: every page with its version and navigation entry, the trash, and the names taken in public/. */
export default getRoute(async (_request, response) => {
  response.setHeader('Cache-Control', 'no-store');
  sendJson(response, 200, await listPages(apiPageRoots()));
});
