import { getRoute, sendJson } from '@/lib/editor/server/apiRequest';
import { apiContentRoot } from '@/lib/editor/server/apiRoots';
import { translationMarks } from '@/lib/editor/server/translationBaselines';

/** GET /api/translationMarks: every translated field whose twin changed since (the page list, the form). */
export default getRoute(async (_request, response) => {
  response.setHeader('Cache-Control', 'no-store');
  sendJson(response, 200, { marks: await translationMarks(apiContentRoot()) });
});
