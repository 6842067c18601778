import { jsonPostRoute, sendJson } from '@/lib/editor/server/apiRequest';
import { apiContentRoot } from '@/lib/editor/server/apiRoots';
import { keepTranslationBody } from '@/lib/editor/contract/requestSchemas';
import { keepField } from '@/lib/editor/server/translationBaselines';

/** POST /api/keepTranslation {target, section, field}: the field is still correct; answers the marks left. */
// Next's body parser is off: jsonPostRoute reads, limits and checks the body itself.
export const config = { api: { bodyParser: false } };

export default jsonPostRoute(keepTranslationBody, async (_request, response, body) => {
  sendJson(response, 200, {
    marks: await keepField(apiContentRoot(), body.target, body.section, body.field),
  });
});
