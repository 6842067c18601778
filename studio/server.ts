import { VIEW_PATH } from '@/lib/model/sharedPaths';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { existsSync } from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import fastifyFormbody from '@fastify/formbody';
import fastifyStatic from '@fastify/static';
import type { LeadsDb } from '@/receiver/db/database';
import type { SessionRules } from '@/receiver/team/sessions';
import type { ThrottleRules } from '@/receiver/team/throttle';
import { siteFileFor } from '@/receiver/http/siteFiles';
import type { StudioSettings } from './config';
import { studioGate } from './http/gate';
import { studioRoutes } from './http/studioRoutes';
import { Presence } from './presence';
import type { Publisher } from './publish/publisher';
import type { PlannedReleases } from './publish/plannedReleases';

export type NextHandler = (request: IncomingMessage, response: ServerResponse) => Promise<void>;

export interface StudioOptions {
  settings: StudioSettings;
  db: LeadsDb;
  sessions: SessionRules;
  trustProxy: string[] | boolean;
  publisher: Publisher;
  /** Releases planned for a time. */
  planned?: PlannedReleases;
  /** The editor's production build (Next), which serves /editor, its API, /preview and assets. */
  next: NextHandler;
  throttle?: ThrottleRules;
  now?: () => Date;
  /** A booking's currency when the desk recorded none (LEADS_CURRENCY), for the page list's figures. */
  currency?: string;
}

/** The paths the editor's build answers; the site's own pages are the export's, not the studio's. */
const NEXT_PATHS = [/^\/editor(\/|$|\?)/, /^\/api\/(?!enquiry|view)/, /^\/_next\//, /^\/preview(\/|$|\?)/];

/**
 * The studio: the gate (accounts, sessions, origin and CSRF), the studio's own calls, the drafts'
 * images, and the editor's production build behind them.
 */
export async function createStudio(
  options: StudioOptions,
): Promise<{ app: FastifyInstance; secret: string }> {
  const { settings } = options;
  const app = Fastify({ logger: false, trustProxy: options.trustProxy, bodyLimit: 64 * 1024 });
  await app.register(fastifyFormbody);
  const { secret } = await studioGate(app, {
    db: options.db,
    sessions: options.sessions,
    allowedOrigins: settings.allowedOrigins,
    ...(options.throttle ? { throttle: options.throttle } : {}),
    ...(options.now ? { now: options.now } : {}),
  });
  await app.register(studioRoutes, {
    db: options.db,
    settings,
    publisher: options.publisher,
    ...(options.planned ? { planned: options.planned } : {}),
    presence: new Presence(),
    currency: options.currency ?? 'EUR',
    ...(options.now ? { now: options.now } : {}),
  });

  const draftsPublic = path.join(settings.repo, 'public');
  await app.register(fastifyStatic, { root: draftsPublic, serve: false });
  app.get('/', async (_request, reply) => reply.code(303).header('Location', '/editor').send());
  // A preview's beacon (lib/browser/boot.js): a draft seen by the team is not a visitor's view.
  app.post(VIEW_PATH, async (_request, reply) => reply.code(204).send());

  const toNext = async (request: FastifyRequest, reply: FastifyReply) => {
    reply.hijack();
    // The headers the gate set go with Next's answer.
    for (const [name, value] of Object.entries(reply.getHeaders()))
      if (value !== undefined) reply.raw.setHeader(name, value);
    await options.next(request.raw, reply.raw);
  };

  await app.register(async (scope) => {
    // Bodies reach the editor's API unread: its routes read, limit and check them themselves.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, _payload, done) => done(null));
    scope.all('/*', async (request, reply) => {
      const pathname = request.url.split('?', 1)[0]!;
      if (NEXT_PATHS.some((pattern) => pattern.test(request.url))) return toNext(request, reply);
      // The drafts' own files (an image uploaded but not yet published), then the editor build's.
      if (request.method === 'GET' && existsSync(draftsPublic)) {
        const file = siteFileFor(draftsPublic, pathname);
        if (file && !file.startsWith('selectedComponents') && !file.startsWith('data'))
          return reply.sendFile(file);
      }
      // A page of the site: its draft, as the editor's "Open the page" link expects in the studio.
      if (request.method === 'GET' && /^\/[a-z0-9\-/]*$/.test(pathname))
        return reply
          .code(303)
          .header('Location', `/preview${pathname === '/' ? '' : pathname}`)
          .send();
      if (request.method === 'GET') return toNext(request, reply);
      return reply.code(404).send({ error: 'Not found' });
    });
  });
  return { app, secret };
}
