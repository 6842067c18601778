import type { FastifyRequest } from 'fastify';
import type { Locale } from '@/lib/model/i18n/locales';
import { INBOX_PATH } from '@/lib/model/sharedPaths';
import type { Settings } from '@/receiver/config/settings';
import type { Account } from '@/receiver/team/accounts';
import type { TeamGate } from '@/receiver/team/gate';
import type { LeadsDb } from '../db/database';
import { DESK_MESSAGES, type DeskMessages } from './deskMessages';
import type { DeskLead } from './leadDesk';

/**
 * What the desk's pages share with the features that add to them (the conversation, the offers,
 * the pipeline), kept here so that a feature depends on the desk's model, never on its routes.
 */

export interface DeskFrame {
  m: DeskMessages;
  locale: Locale;
  account: Account;
  csrf: string;
  /** Which navigation entry is the current page. */
  current?: DeskSection;
  /** How many visitors' messages wait in To sort (shown beside its entry when there are any). */
  toSort?: number;
}

/** How many messages wait in To sort, counted once for each signed-in page (the desk's hook). */
const toSortCounts = new WeakMap<FastifyRequest, number>();

export const noteToSortCount = (request: FastifyRequest, count: number): void => {
  toSortCounts.set(request, count);
};

/**
 * The frame of a signed-in page, for the desk's routes and the features' alike: the account, its
 * language and words, the CSRF token, To sort's count.
 */
export function deskFrame(gate: Pick<TeamGate, 'languageOf'>, request: FastifyRequest): DeskFrame {
  const session = request.teamSession!;
  const locale = gate.languageOf(request);
  return {
    m: DESK_MESSAGES[locale],
    locale,
    account: session.account,
    csrf: session.csrfToken,
    toSort: toSortCounts.get(request),
  };
}

/** The desk's places, in its navigation's order, and where each is. */
export const DESK_SECTIONS = {
  inbox: INBOX_PATH,
  board: `${INBOX_PATH}/board`,
  report: `${INBOX_PATH}/report`,
  results: `${INBOX_PATH}/results`,
  toSort: `${INBOX_PATH}/to-sort`,
  spam: `${INBOX_PATH}?folder=spam`,
} as const;
export type DeskSection = keyof typeof DESK_SECTIONS;

/** What a section of a lead's page may use: the database, the settings, the clock. */
export interface SectionContext {
  db: LeadsDb;
  settings: Settings;
  now: () => Date;
}

/**
 * A part of a lead's page that a feature brings (the conversation, the offers, the same person's
 * other leads): it loads what it needs and renders a `<section>`, in the account's language. The
 * desk lists them in receiver/http/desk/leadSections.ts.
 */
export interface LeadSection {
  /** Where it stands on the page: before the lead's details (`top`) or after them (`bottom`). */
  place: 'top' | 'bottom';
  render: (
    context: SectionContext,
    request: FastifyRequest,
    lead: DeskLead,
    frame: DeskFrame,
  ) => Promise<string>;
}
