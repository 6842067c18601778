import { getRoute, jsonPostRoute, sendJson } from '@/lib/editor/server/apiRequest';
import { apiContentRoot } from '@/lib/editor/server/apiRoots';
import { writingContent } from '@/lib/editor/server/contentWrite';
import { sharedSectionsBody } from '@/lib/editor/contract/requestSchemas';
import {
  deleteShared,
  detachShared,
  listShared,
  makeShared,
  placeShared,
  summarizeShared,
} from '@/lib/editor/server/sharedSections';
import { sharedSectionId } from '@/lib/model/content/sharedSectionId';

/**
 * GET /api/sharedSections: the shared sections and the pages that place each.
 * POST /api/sharedSections {action: create | place | detach | delete, …}: answers the list after it;
 * a delete of a section still placed is refused (409) with the pages.
 */
// Next's body parser is off: jsonPostRoute reads, limits and checks the body itself.
export const config = { api: { bodyParser: false } };

const list = async () => ({ shared: (await listShared(apiContentRoot())).map(summarizeShared) });

const post = jsonPostRoute(sharedSectionsBody, async (_request, response, body) => {
  const root = apiContentRoot();
  await writingContent(root, async () => {
    if (body.action === 'create') await makeShared(root, { ...body, id: sharedSectionId(body.label) });
    else if (body.action === 'place') await placeShared(root, body);
    else if (body.action === 'detach') await detachShared(root, body);
    else await deleteShared(root, body.id);
  });
  sendJson(response, 200, await list());
});

const get = getRoute(async (_request, response) => {
  response.setHeader('Cache-Control', 'no-store');
  sendJson(response, 200, await list());
});

export default function sharedSections(...args: Parameters<typeof get>) {
  return args[0].method === 'POST' ? post(...args) : get(...args);
}
