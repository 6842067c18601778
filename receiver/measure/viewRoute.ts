import type { FastifyInstance } from 'fastify';
import { isBotUserAgent, parseViewBeacon } from '@/lib/model/measure/views';
import { VIEW_PATH } from '@/lib/model/sharedPaths';
import type { Settings } from '../config/settings';
import type { ViewCounter } from './viewCounter';
import { originAllowed } from '../http/origin';

/**
 * Whether a beacon comes from a page of the site: as for an enquiry (originAllowed), or from the
 * host the request names on any port (a proxy that passes `Host` without the port it listened on).
 * A count is all a beacon can change, so the host is enough.
 */
function fromOurPages(
  origin: string | undefined,
  host: string | undefined,
  allowed: readonly string[],
): boolean {
  if (originAllowed(origin, host, allowed)) return true;
  try {
    return (
      origin !== undefined &&
      host !== undefined &&
      new URL(origin).hostname === new URL(`http://${host}`).hostname
    );
  } catch {
    return false;
  }
}

interface ViewRouteOptions {
  counter: ViewCounter;
  settings: Settings;
}

/**
 * POST /api/view: a page's beacon (lib/model/measure/views.ts), counted and answered 204 at once.
 * Nothing of the request is kept but the count: no address, no cookie is read or set. Refused
 * with 400 and a reason when malformed, 403 from another site; a robot's is answered 204 and not
 * counted.
 */
export async function viewRoute(app: FastifyInstance, { counter, settings }: ViewRouteOptions) {
  app.post(VIEW_PATH, { bodyLimit: 2048 }, async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    if (!fromOurPages(request.headers.origin, request.headers.host, settings.allowedOrigins)) {
      return reply.code(403).send({ error: 'A page of another site' });
    }
    const body = request.body;
    const beacon =
      body && typeof body === 'object' ? parseViewBeacon(body as Record<string, unknown>) : undefined;
    if (!beacon) return reply.code(400).send({ error: 'Not a beacon of this site' });
    if (!isBotUserAgent(request.headers['user-agent'])) counter.count(beacon);
    return reply.code(204).send();
  });
}
