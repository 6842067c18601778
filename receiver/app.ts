import fastifyFormbody from '@fastify/formbody';
import fastifyRateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance, type FastifyServerFactory } from 'fastify';
import { transportHeaders } from '@/lib/server/headers';
import { ENQUIRY_REFUSALS } from '@/lib/model/enquiry/messages';
import { DEFAULT_LOCALE } from '@/lib/model/i18n/locales';
import type { LeadsDb } from './db/database';
import { ENQUIRY_PATH } from '@/lib/model/sharedPaths';
import { ENQUIRY_BODY_LIMIT, enquiryRoute, errorReason, refuse } from './http/enquiryRoute';
import { deskRoutes } from './http/desk';
import { viewRoute } from './measure/viewRoute';
import { ViewCounter } from './measure/viewCounter';
import { siteRoutes } from './http/siteRoutes';
import { offerPageRoutes } from './offers/routes';
import type { Settings } from '@/receiver/config/settings';

export interface ReceiverOptions {
  db: LeadsDb;
  settings: Settings;
  /** Called after a message is queued (a new lead's, a reply): the outbox sends it. */
  onLead?: () => void;
  /** The clock (tests set it to check sessions and deadlines). */
  now?: () => Date;
  logger?: boolean;
  /** For running inside another server (`next dev`): see devHandler.ts. */
  serverFactory?: FastifyServerFactory;
}

/** How often the beacons' counts are written (receiver/measure/viewCounter.ts). */
const VIEW_FLUSH_MS = 5_000;

/**
 * The enquiry receiver: POST /api/enquiry, the office's lead desk at /inbox, and, when a
 * site folder is given, the static export beside them (`npm start`).
 */
export async function buildReceiver({
  db,
  settings,
  onLead = () => undefined,
  now = () => new Date(),
  logger = false,
  serverFactory,
}: ReceiverOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger,
    trustProxy: settings.trustProxy,
    // Answers whatever its caller asks: no request may hang a receiver on a slow client.
    requestTimeout: 30_000,
    ...(serverFactory ? { serverFactory } : {}),
  });
  // Text bodies are nobody's enquiry: only JSON and form posts are read, others are refused (415).
  app.removeContentTypeParser('text/plain');
  await app.register(fastifyFormbody, { bodyLimit: ENQUIRY_BODY_LIMIT });
  await app.register(fastifyRateLimit, { global: false });

  // HTTPS only and no sniffing on every answer, errors included; the routes add their own.
  // A hook with a callback: an async one costs a promise on every answer.
  const transport = transportHeaders();
  app.addHook('onSend', (_request, reply, payload, done) => {
    reply.headers(transport);
    done(null, payload);
  });

  app.setErrorHandler((error: { statusCode?: number; message: string }, request, reply) => {
    const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
    if (status >= 500) request.log.error(error);
    const reason = errorReason(status, error.message);
    if (request.url.startsWith(ENQUIRY_PATH)) return refuse(request, reply, status, reason);
    return reply.code(status).send({ error: reason(ENQUIRY_REFUSALS[DEFAULT_LOCALE]) });
  });

  await app.register(enquiryRoute, { db, settings, onLead, now });
  // The pages' beacons: counted in memory, written every few seconds and when the receiver closes.
  const views = new ViewCounter(db, now);
  const logFailure = (error: unknown) => app.log.error(error);
  const flushTimer = setInterval(() => views.flush().catch(logFailure), VIEW_FLUSH_MS);
  flushTimer.unref();
  app.addHook('onClose', async () => {
    clearInterval(flushTimer);
    await views.flush().catch(logFailure);
  });
  await app.register(viewRoute, { counter: views, settings });
  await app.register(deskRoutes, { db, settings, onMessage: onLead, now, views });
  await app.register(offerPageRoutes, { db, settings, onMessage: onLead, now });
  if (settings.siteRoot) await app.register(siteRoutes, { root: settings.siteRoot });
  return app;
}
