import { randomUUID } from 'node:crypto';
import { sql, type Transaction } from 'kysely';
import { lowerFunction, type LeadsDb } from '../db/database';
import { minorToDecimal, type Money } from '@/lib/model/money/money';
import type { LeadEventKind, LeadsDatabase, LeadStatus, LostReason } from '../db/schema';
import type { Lead } from '../db/schema';
import { NEW_LEAD_KINDS, leadMessage, messageId, newLeadMessages } from '../mail/outboxMessages';
import { ourMessageId } from '../mail/threading';
import { flagDuplicates } from '../pipeline/duplicates';
import type { Account } from '@/receiver/team/accounts';
import { audit, type AuditAction } from '@/receiver/team/audit';

/** The desk's reading and writing of leads: each change is recorded in the lead's history and the audit log. */

export const DESK_PAGE_SIZE = 25;
export const SORTS = ['received', 'name', 'status', 'follow-up', 'owner', 'arrival'] as const;
export type DeskSort = (typeof SORTS)[number];

export interface DeskQuery {
  folder: 'inbox' | 'spam';
  search?: string;
  status?: LeadStatus;
  /** An account id, `me` resolved by the caller, or `none` for unassigned leads. */
  owner?: string;
  /** Received on or after / before the end of these Warsaw dates (`YYYY-MM-DD`), as UTC bounds. */
  receivedFrom?: string;
  receivedTo?: string;
  sort: DeskSort;
  descending: boolean;
  page: number;
  /** Leads a page: DESK_PAGE_SIZE unless said. */
  pageSize?: number;
}

export interface DeskLead extends Lead {
  owner_name: string | null;
}

/** A lead as the list shows it, with its marks: flagged as the same person's as another open lead. */
export interface DeskListLead extends DeskLead {
  duplicate: boolean;
}

const SORT_COLUMNS = {
  received: 'leads.created_at',
  name: 'leads.name',
  status: 'leads.status',
  'follow-up': 'leads.follow_up_on',
  owner: 'accounts.name',
  arrival: 'leads.arrival',
} as const;

/** One page of the list, and how many leads the query finds in all. */
export async function listDeskLeads(
  db: LeadsDb,
  query: DeskQuery,
  bounds: { from?: string; to?: string } = {},
): Promise<{ leads: DeskListLead[]; total: number }> {
  let select = db
    .selectFrom('leads')
    .leftJoin('accounts', 'accounts.id', 'leads.owner_id')
    .where('leads.spam', '=', query.folder === 'spam' ? 1 : 0)
    .where('leads.merged_into', 'is', null);
  const term = query.search?.trim().toLowerCase();
  const lower = lowerFunction(db);
  if (term) {
    const pattern = `%${term.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
    select = select.where((eb) =>
      eb.or(
        (['name', 'email', 'phone', 'message'] as const).map(
          (column) =>
            sql<boolean>`${sql.raw(lower)}(${sql.ref(`leads.${column}`)}) like ${pattern} escape '\\'`,
        ),
      ),
    );
  }
  if (query.status) select = select.where('leads.status', '=', query.status);
  if (query.owner === 'none') select = select.where('leads.owner_id', 'is', null);
  else if (query.owner) select = select.where('leads.owner_id', '=', query.owner);
  if (bounds.from) select = select.where('leads.created_at', '>=', bounds.from);
  if (bounds.to) select = select.where('leads.created_at', '<', bounds.to);
  const direction = query.descending ? 'desc' : 'asc';
  const [leads, count] = await Promise.all([
    select
      .selectAll('leads')
      .select('accounts.name as owner_name')
      .select((eb) =>
        eb
          .exists(
            eb
              .selectFrom('lead_duplicates')
              .innerJoin('leads as other', 'other.id', 'lead_duplicates.other_lead_id')
              .select('lead_duplicates.other_lead_id')
              .whereRef('lead_duplicates.lead_id', '=', 'leads.id')
              .where('other.merged_into', 'is', null),
          )
          .as('duplicate'),
      )
      .orderBy(SORT_COLUMNS[query.sort], direction)
      .orderBy('leads.created_at', 'desc')
      .orderBy('leads.id', 'desc')
      .limit(query.pageSize ?? DESK_PAGE_SIZE)
      .offset((query.page - 1) * (query.pageSize ?? DESK_PAGE_SIZE))
      .execute(),
    select.select((eb) => eb.fn.countAll<string | number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return {
    leads: leads.map((lead) => ({ ...lead, duplicate: Boolean(lead.duplicate) })),
    total: Number(count.total),
  };
}

/** How many leads wait with status new (not spam): the desk's count. */
export async function countNewLeads(db: LeadsDb): Promise<number> {
  const row = await db
    .selectFrom('leads')
    .select((eb) => eb.fn.countAll<string | number>().as('count'))
    .where('spam', '=', 0)
    .where('merged_into', 'is', null)
    .where('status', '=', 'new')
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export interface LeadEvent {
  id: string;
  at: string;
  actor: string;
  kind: LeadEventKind;
  from_value: string | null;
  to_value: string | null;
  body: string | null;
}

export interface LeadDetail {
  lead: DeskLead;
  events: LeadEvent[];
  /** The outbox's messages about the lead: the notice, the confirmation, replies. */
  messages: {
    id: string;
    kind: string;
    sent_at: string | null;
    attempts: number;
    last_error: string | null;
  }[];
}

export async function leadDetail(db: LeadsDb, id: string): Promise<LeadDetail | undefined> {
  const lead = await db
    .selectFrom('leads')
    .leftJoin('accounts', 'accounts.id', 'leads.owner_id')
    .selectAll('leads')
    .select('accounts.name as owner_name')
    .where('leads.id', '=', id)
    .executeTakeFirst();
  if (!lead) return undefined;
  const [events, messages] = await Promise.all([
    db
      .selectFrom('lead_events')
      .select(['id', 'at', 'actor', 'kind', 'from_value', 'to_value', 'body'])
      .where('lead_id', '=', id)
      .orderBy('at', 'desc')
      .orderBy('id', 'desc')
      .execute(),
    db
      .selectFrom('outbox')
      .select(['id', 'kind', 'sent_at', 'attempts', 'last_error'])
      .where('lead_id', '=', id)
      .orderBy('next_attempt_at')
      .execute(),
  ]);
  return { lead, events, messages };
}

/** Who is acting, and from where: every change names them in the history and the audit log. */
export interface Actor {
  account: Account;
  address: string;
}

export async function record(
  trx: Transaction<LeadsDatabase>,
  actor: Actor,
  leadId: string,
  kind: LeadEventKind,
  change: { from?: string | null; to?: string | null; body?: string | null },
  action: AuditAction,
  now: Date,
) {
  await trx
    .insertInto('lead_events')
    .values({
      id: randomUUID(),
      lead_id: leadId,
      at: now.toISOString(),
      account_id: actor.account.id,
      actor: actor.account.name,
      kind,
      from_value: change.from ?? null,
      to_value: change.to ?? null,
      body: change.body ?? null,
    })
    .execute();
  await audit(
    trx,
    {
      actor: actor.account.email,
      accountId: actor.account.id,
      action,
      leadId,
      detail: [change.from, change.to].filter((value) => value != null).join(' -> '),
      address: actor.address,
    },
    now,
  );
}

/** Runs a change on one lead in a transaction; false when there is no such lead. */
export async function changeLead(
  db: LeadsDb,
  id: string,
  change: (trx: Transaction<LeadsDatabase>, lead: Lead) => Promise<void>,
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const lead = await trx.selectFrom('leads').selectAll().where('id', '=', id).executeTakeFirst();
    if (!lead) return false;
    await change(trx, lead);
    return true;
  });
}

/**
 * Sets a lead's stage by hand. The first stage past new dates the first contact, booked its
 * booking (the conversions file's times); booked needs the booking's value (minor units) and
 * currency; lost needs its reason.
 */
export async function setStatus(
  db: LeadsDb,
  id: string,
  status: LeadStatus,
  actor: Actor,
  details: { booking?: Money; lostReason?: LostReason } = {},
  now = new Date(),
): Promise<boolean> {
  return changeLead(db, id, async (trx, lead) => {
    const at = now.toISOString();
    const { booking, lostReason } = details;
    if (lead.status !== status || (status === 'lost' && lostReason && lead.lost_reason !== lostReason)) {
      await trx
        .updateTable('leads')
        .set({
          status,
          updated_at: at,
          lost_reason: status === 'lost' ? (lostReason ?? lead.lost_reason ?? 'other') : null,
          // A stage set by hand is the office attending to the lead (an answer by phone, say):
          // nobody waits any more, and the next wait is reminded of again.
          awaiting_since: null,
          reminded_at: null,
          ...(status !== 'new' && status !== 'lost' && !lead.contacted_at ? { contacted_at: at } : {}),
          ...(status === 'booked' ? { booked_at: lead.booked_at ?? at } : {}),
        })
        .where('id', '=', id)
        .execute();
      await record(
        trx,
        actor,
        id,
        'status',
        { from: lead.status, to: status, body: status === 'lost' ? (lostReason ?? null) : null },
        'status',
        now,
      );
    }
    if (status === 'booked' && booking) await setBooking(trx, actor, lead, booking, now);
  });
}

/** Records a booking's value (a change of it is in the history), as the desk or an accepted offer sets it. */
export async function setBooking(
  trx: Transaction<LeadsDatabase>,
  actor: Actor | undefined,
  lead: Pick<Lead, 'id' | 'booking_value_minor' | 'booking_currency'>,
  booking: Money,
  now: Date,
): Promise<void> {
  const same = lead.booking_value_minor === booking.minor && lead.booking_currency === booking.currency;
  if (same) return;
  const before =
    lead.booking_value_minor === null
      ? null
      : `${minorToDecimal(lead.booking_value_minor, lead.booking_currency ?? booking.currency)} ${lead.booking_currency ?? ''}`.trim();
  await trx
    .updateTable('leads')
    .set({
      booking_value_minor: booking.minor,
      booking_currency: booking.currency,
      updated_at: now.toISOString(),
    })
    .where('id', '=', lead.id)
    .execute();
  const after = `${minorToDecimal(booking.minor, booking.currency)} ${booking.currency}`;
  if (actor) await record(trx, actor, lead.id, 'booking', { from: before, to: after }, 'booking', now);
}

export async function assignOwner(
  db: LeadsDb,
  id: string,
  ownerId: string | null,
  ownerName: string | null,
  actor: Actor,
  now = new Date(),
): Promise<boolean> {
  return changeLead(db, id, async (trx, lead) => {
    if (lead.owner_id === ownerId) return;
    const before = lead.owner_id
      ? ((await trx.selectFrom('accounts').select('name').where('id', '=', lead.owner_id).executeTakeFirst())
          ?.name ?? null)
      : null;
    await trx
      .updateTable('leads')
      .set({ owner_id: ownerId, updated_at: now.toISOString() })
      .where('id', '=', id)
      .execute();
    await record(trx, actor, id, 'owner', { from: before, to: ownerName }, 'owner', now);
  });
}

export async function setFollowUp(
  db: LeadsDb,
  id: string,
  date: string | null,
  actor: Actor,
  now = new Date(),
): Promise<boolean> {
  return changeLead(db, id, async (trx, lead) => {
    if (lead.follow_up_on === date) return;
    await trx
      .updateTable('leads')
      .set({ follow_up_on: date, updated_at: now.toISOString() })
      .where('id', '=', id)
      .execute();
    await record(trx, actor, id, 'follow-up', { from: lead.follow_up_on, to: date }, 'follow-up', now);
  });
}

export async function addNote(
  db: LeadsDb,
  id: string,
  body: string,
  actor: Actor,
  now = new Date(),
): Promise<boolean> {
  return changeLead(db, id, async (trx) => {
    await trx.updateTable('leads').set({ updated_at: now.toISOString() }).where('id', '=', id).execute();
    await record(trx, actor, id, 'note', { body }, 'note', now);
  });
}

export interface Reply {
  subject: string;
  body: string;
  /** The reply form's own key: the same form sent twice (a double click) is one reply. */
  key: string;
}

/**
 * What the office's answer to the visitor (a reply, an offer sent) changes, in its transaction:
 * nobody waits for the office any more (the promise clock stops, and its reminder is due again at
 * the next wait), and a new lead is contacted.
 */
export async function recordAnswer(
  trx: Transaction<LeadsDatabase>,
  actor: Actor,
  lead: Lead,
  now: Date,
  status?: LeadStatus,
): Promise<void> {
  const at = now.toISOString();
  const next = status ?? (lead.status === 'new' ? 'contacted' : lead.status);
  await trx
    .updateTable('leads')
    .set({
      status: next,
      contacted_at: lead.contacted_at ?? at,
      awaiting_since: null,
      reminded_at: null,
      updated_at: at,
    })
    .where('id', '=', lead.id)
    .execute();
  if (next !== lead.status)
    await record(trx, actor, lead.id, 'status', { from: lead.status, to: next }, 'status', now);
}

/**
 * Queues a reply to the visitor: a message of the lead's conversation with its own Message-ID, and
 * its email in the outbox (sent once, retried until taken), recorded with its author; the office
 * has answered (recordAnswer). All in one transaction; the same form sent twice is one reply.
 */
export async function queueReply(
  db: LeadsDb,
  id: string,
  reply: Reply,
  actor: Actor,
  now = new Date(),
  domain = 'hiddengemsmalta.com',
): Promise<boolean> {
  return changeLead(db, id, async (trx, lead) => {
    const at = now.toISOString();
    const messageRowId = randomUUID();
    const stored = await trx
      .insertInto('lead_messages')
      .values({
        id: messageRowId,
        lead_id: id,
        direction: 'out',
        kind: 'reply',
        at,
        from_address: '',
        from_name: actor.account.name,
        to_address: lead.email,
        subject: reply.subject,
        text: reply.body,
        message_id: ourMessageId('reply', messageRowId, domain),
        dedupe_key: `reply-form:${reply.key}`,
        actor: actor.account.name,
        account_id: actor.account.id,
      })
      .onConflict((conflict) => conflict.column('dedupe_key').doNothing())
      .executeTakeFirst();
    if (Number(stored.numInsertedOrUpdatedRows ?? 0) === 0) return;
    await trx
      .insertInto('outbox')
      .values({
        ...leadMessage('reply', id, at, { threadMessageId: messageRowId }),
        id: messageId('reply', messageRowId),
      })
      .execute();
    await record(trx, actor, id, 'reply', { to: reply.subject, body: reply.body }, 'reply', now);
    await recordAnswer(trx, actor, lead, now);
  });
}

/**
 * Moves a lead out of Spam (a false positive): it is then notified and confirmed, as a lead is
 * on arrival; or into Spam by hand. The messages' ids keep each to one.
 */
export async function setSpam(
  db: LeadsDb,
  id: string,
  spam: boolean,
  actor: Actor,
  now = new Date(),
): Promise<boolean> {
  return changeLead(db, id, async (trx, lead) => {
    if (Boolean(lead.spam) === spam) return;
    const at = now.toISOString();
    await trx
      .updateTable('leads')
      .set({ spam: spam ? 1 : 0, updated_at: at })
      .where('id', '=', id)
      .execute();
    if (spam) {
      // What a new lead sends and has not sent yet is not sent for spam.
      await trx
        .deleteFrom('outbox')
        .where('lead_id', '=', id)
        .where('sent_at', 'is', null)
        .where('kind', 'in', [...NEW_LEAD_KINDS])
        .execute();
    } else {
      await trx
        .insertInto('outbox')
        .values(newLeadMessages(id, at))
        .onConflict((conflict) => conflict.column('id').doNothing())
        .execute();
      // A lead out of Spam is flagged with the same person's open leads, as it would have been on arrival.
      await flagDuplicates(trx, lead);
    }
    await record(
      trx,
      actor,
      id,
      'spam',
      { from: spam ? 'inbox' : 'spam', to: spam ? 'spam' : 'inbox' },
      spam ? 'spam' : 'not-spam',
      now,
    );
  });
}
