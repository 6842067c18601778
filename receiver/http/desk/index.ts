import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { INBOX_PATH } from '@/lib/model/sharedPaths';
import type { Settings } from '@/receiver/config/settings';
import { canWorkLeads } from '@/receiver/team/accounts';
import { teamGate, type TeamGate } from '@/receiver/team/gate';
import type { ThrottleRules } from '@/receiver/team/throttle';
import type { LeadsDb } from '../../db/database';
import { DESK_MESSAGES } from '../../desk/deskMessages';
import { PAGE_CSP } from '../html';
import { pipelineRoutes } from '../../pipeline/http/routes';
import { accountRoutes } from './account';
import { errorPage, messagesOf, noteToSort, sendHtml, type DeskContext } from './context';
import { conversationRoutes } from './conversation';
import { conversionRoutes } from './conversions';
import { leadRoutes } from './leads';
import { signInPage } from './pages/signIn';
import { replyRoutes } from './replies';
import { offerDeskRoutes } from '../../offers/deskRoutes';
import { resultsRoutes } from '../../measure/routes';
import type { ViewCounter } from '../../measure/viewCounter';

export interface DeskRouteOptions {
  db: LeadsDb;
  settings: Settings;
  throttle?: ThrottleRules;
  /** Called when the desk queues a message (a reply, a lead moved out of spam): the outbox sends it. */
  onMessage?: () => void;
  now?: () => Date;
  /** The site's beacon counts, written before the Results page reads them. */
  views?: ViewCounter;
}

/**
 * The lead desk at /inbox, in its own scope: the team's gate (sign-in, sessions, the sales and
 * admin roles, Origin and CSRF on every change), then one file per resource: the account's pages,
 * the leads (list, page, changes), replies, the conversions file.
 */
export async function deskRoutes(app: FastifyInstance, options: DeskRouteOptions) {
  const { db, settings } = options;
  const now = options.now ?? (() => new Date());

  app.addHook('onRequest', async (_request, reply) => {
    reply.headers({
      'Cache-Control': 'no-store',
      'Content-Security-Policy': PAGE_CSP,
      // Not no-referrer: under it a browser posts a form with `Origin: null`, which the origin check
      // refuses. same-origin still tells no other site anything (the mailto: and tel: links).
      'Referrer-Policy': 'same-origin',
      'X-Frame-Options': 'DENY',
      // Pages with private data: no window of another site may keep a handle on them.
      'Cross-Origin-Opener-Policy': 'same-origin',
    });
  });

  // Called at request time only, once the gate below exists.
  const refuse = (request: FastifyRequest, reply: FastifyReply, status: number, reason: string) => {
    const m = messagesOf(desk, request);
    const title = status === 403 && reason === m.noAccess.body ? m.noAccess.title : undefined;
    return sendHtml(reply, status, errorPage(desk, request, reason, title));
  };
  const gate: TeamGate = await teamGate(app, {
    db,
    sessions: settings.sessions,
    allowedOrigins: settings.allowedOrigins,
    ...(options.throttle ? { throttle: options.throttle } : {}),
    now,
    base: INBOX_PATH,
    home: INBOX_PATH,
    cookiePrefix: 'desk',
    allows: canWorkLeads,
    isPublic: (path) => path === `${INBOX_PATH}/password`,
    words: (locale) => {
      const m = DESK_MESSAGES[locale];
      return { ...m.signIn, noAccess: m.noAccess.body, csrf: m.csrf };
    },
    signInPage: (view) => signInPage({ ...view, m: DESK_MESSAGES[view.locale] }),
    refuse,
  });
  const desk: DeskContext = { db, settings, now, onMessage: options.onMessage ?? (() => undefined), gate };
  // Every page a signed-in person is shown says how many messages wait in To sort (its navigation).
  app.addHook('preHandler', async (request) => {
    if (request.teamSession && request.method === 'GET') await noteToSort(desk, request);
  });

  await accountRoutes(app, desk);
  await leadRoutes(app, desk);
  await replyRoutes(app, desk);
  await conversionRoutes(app, desk);
  await conversationRoutes(app, desk);
  await offerDeskRoutes(app, desk);
  await pipelineRoutes(app, desk);
  await resultsRoutes(app, { ...desk, views: options.views });
}
