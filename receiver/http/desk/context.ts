import type { FastifyReply, FastifyRequest } from 'fastify';
import * as z from 'zod';
import { INBOX_PATH } from '@/lib/model/sharedPaths';
import type { TeamGate } from '@/receiver/team/gate';
import { DESK_MESSAGES, type DeskMessages } from '../../desk/deskMessages';
import type { Actor } from '../../desk/leadDesk';
import { noAccessPage, signInPage } from './pages/signIn';
import { deskFrame, noteToSortCount, type DeskFrame, type SectionContext } from '../../desk/sections';
import { countToSort } from '../../conversation/toSort';

/**
 * What every resource of the desk works with: the database, the settings, the clock, the outbox's
 * kick, the team's gate (the session is on each request), and the helpers that answer in the
 * account's language.
 */
export interface DeskContext extends SectionContext {
  /** Called when the desk queues a message: the outbox sends it. */
  onMessage: () => void;
  gate: TeamGate;
}

export const leadParams = z.object({ id: z.uuid() });

export const messagesOf = (desk: DeskContext, request: FastifyRequest): DeskMessages =>
  DESK_MESSAGES[desk.gate.languageOf(request)];

export const sendHtml = (reply: FastifyReply, status: number, html: string) =>
  reply.code(status).type('text/html; charset=utf-8').send(html);

/** Counts the messages waiting in To sort for the page this request will show (deskRoutes' hook). */
export async function noteToSort(desk: DeskContext, request: FastifyRequest): Promise<void> {
  noteToSortCount(request, await countToSort(desk.db));
}

/** The frame of a signed-in page (deskFrame). */
export const frameOf = (desk: DeskContext, request: FastifyRequest): DeskFrame =>
  deskFrame(desk.gate, request);

/** Who is acting, and from where: every change names them in the history and the audit log. */
export const actorOf = (desk: DeskContext, request: FastifyRequest): Actor => ({
  account: request.teamSession!.account,
  address: desk.gate.addressOf(request),
});

/** A refusal as a page: in the desk's frame for a signed-in person, else the sign-in with the reason. */
export function errorPage(desk: DeskContext, request: FastifyRequest, text: string, title?: string): string {
  const m = messagesOf(desk, request);
  if (!request.teamSession)
    return signInPage({ m, locale: desk.gate.languageOf(request), csrf: '', next: INBOX_PATH, error: text });
  return noAccessPage({
    ...frameOf(desk, request),
    m: { ...m, noAccess: { title: title ?? m.invalid, body: text } },
  });
}

/** The address a form's change returns to: the page it came from, if it is the desk's; else `fallback`. */
export function backTo(request: FastifyRequest, fallback: string): string {
  const referer = request.headers.referer;
  if (!referer) return fallback;
  try {
    const url = new URL(referer, 'http://desk');
    const path = `${url.pathname}${url.search}`;
    return path.startsWith(`${INBOX_PATH}`) && !path.startsWith('//') ? path : fallback;
  } catch {
    return fallback;
  }
}
