import { sumByCurrency, type Money } from '@/lib/model/money/money';
import type { LeadsDb } from '../../db/database';
import { LEAD_STATUSES, OPEN_STATUSES, type Lead, type LeadStatus } from '../../db/schema';
import { isOverdue, type OverdueRule } from '../../leads/overdue';
import { warsawAt } from '../../leads/warsawClock';
import { addDays, daysFrom } from './calendar';
import { leadValue, offeredArrival, type ValueOffer, type ValueOption } from './leadValue';

/**
 * The board: the open leads by stage (new, contacted, offer sent, accepted), then those booked and
 * lost lately, each column with its count and the value of its leads per currency (leadValue.ts).
 * A card is flagged when a visitor waits past the promise (the overdue rule), or when the trip is
 * near (within TRAVEL_SOON_DAYS) and nobody has been in touch for QUIET_DAYS.
 */

/** Booked and lost leads stay on the board this long after they were booked or last changed. */
export const RECENT_DAYS = 30;
/** A trip this near (days from today, Warsaw)… */
export const TRAVEL_SOON_DAYS = 14;
/** …with no contact for this long is flagged. */
export const QUIET_DAYS = 3;

const DAY_MS = 86_400_000;

export type BoardLead = Pick<
  Lead,
  | 'id'
  | 'name'
  | 'status'
  | 'created_at'
  | 'updated_at'
  | 'interest'
  | 'arrival'
  | 'departure'
  | 'awaiting_since'
  | 'contacted_at'
  | 'booking_value_minor'
  | 'booking_currency'
  | 'booked_at'
  | 'lost_reason'
> & {
  /** The latest message the office sent the visitor (lead_messages, direction out). */
  last_out_at: string | null;
  /** The latest entry of the lead's history (a note, a stage, a reply…). */
  last_event_at: string | null;
};

export interface BoardCard {
  lead: BoardLead;
  value?: Money;
  overdue: boolean;
  /** The trip is near and nobody has been in touch: the date it starts and the days until then. */
  travelSoon?: { arrival: string; days: number };
}

export interface BoardColumn {
  status: LeadStatus;
  count: number;
  /** The value of its leads, per currency. */
  value: Money[];
  /** Flagged cards first, then the longest waiting (open stages) or the latest (booked, lost). */
  cards: BoardCard[];
}

export interface BoardRules {
  now: Date;
  overdue: OverdueRule;
  defaultCurrency: string;
}

/** Rows by a key (Map.groupBy is newer than the language level the project compiles to). */
function groupBy<T>(rows: readonly T[], key: (row: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const row of rows) {
    const group = groups.get(key(row));
    if (group) group.push(row);
    else groups.set(key(row), [row]);
  }
  return groups;
}

/**
 * When travel is near and the lead quiet: the enquiry's arrival or the latest offer's earliest
 * one (whichever comes first from today on) within TRAVEL_SOON_DAYS, and no message out, first
 * contact or history entry for QUIET_DAYS.
 */
export function travelSoon(
  lead: BoardLead,
  offerArrival: string | undefined,
  now: Date,
): { arrival: string; days: number } | undefined {
  if (!(OPEN_STATUSES as readonly string[]).includes(lead.status)) return undefined;
  const today = warsawAt(now).date;
  const last = addDays(today, TRAVEL_SOON_DAYS);
  const arrival = [lead.arrival, offerArrival]
    .filter((date): date is string => date !== undefined && /^\d{4}-\d{2}-\d{2}$/.test(date))
    .filter((date) => date >= today && date <= last)
    .sort()[0];
  if (!arrival) return undefined;
  const touched = [lead.last_out_at, lead.contacted_at, lead.last_event_at]
    .filter((at): at is string => at !== null)
    .sort()
    .at(-1);
  if (touched && now.getTime() - Date.parse(touched) < QUIET_DAYS * DAY_MS) return undefined;
  return { arrival, days: daysFrom(today, arrival) };
}

/** The board's columns from plain rows: the leads on it, and their offers and options. */
export function boardColumns(
  leads: readonly BoardLead[],
  offers: readonly ValueOffer[],
  options: readonly ValueOption[],
  rules: BoardRules,
): BoardColumn[] {
  const offersOf = groupBy(offers, (offer) => offer.lead_id);
  const optionsOf = groupBy(options, (option) => option.offer_id);
  const cards = leads.map((lead): BoardCard => {
    const own = offersOf.get(lead.id) ?? [];
    const ownOptions = own.flatMap((offer) => optionsOf.get(offer.id) ?? []);
    const soon = travelSoon(lead, offeredArrival(own, ownOptions), rules.now);
    return {
      lead,
      value: leadValue(lead, own, ownOptions, rules.defaultCurrency),
      overdue:
        (OPEN_STATUSES as readonly string[]).includes(lead.status) &&
        isOverdue(lead, rules.now, rules.overdue),
      ...(soon ? { travelSoon: soon } : {}),
    };
  });
  const flagged = (card: BoardCard) => (card.overdue || card.travelSoon ? 0 : 1);
  const latestFirst = (card: BoardCard) =>
    card.lead.status === 'booked' ? (card.lead.booked_at ?? card.lead.updated_at) : card.lead.updated_at;
  return LEAD_STATUSES.map((status) => {
    const column = cards
      .filter((card) => card.lead.status === status)
      .sort((a, b) =>
        status === 'booked' || status === 'lost'
          ? latestFirst(b).localeCompare(latestFirst(a))
          : flagged(a) - flagged(b) || a.lead.created_at.localeCompare(b.lead.created_at),
      );
    return {
      status,
      count: column.length,
      value: sumByCurrency(column.flatMap((card) => (card.value ? [card.value] : []))),
      cards: column,
    };
  });
}

/** The leads on the board: open ones, and booked or lost ones of the last RECENT_DAYS; never spam or merged. */
function onBoard(db: LeadsDb, now: Date) {
  const since = new Date(now.getTime() - RECENT_DAYS * DAY_MS).toISOString();
  return db
    .selectFrom('leads')
    .where('leads.spam', '=', 0)
    .where('leads.merged_into', 'is', null)
    .where((eb) =>
      eb.or([
        eb('leads.status', 'in', [...OPEN_STATUSES]),
        eb.and([eb('leads.status', '=', 'booked'), eb('leads.booked_at', '>=', since)]),
        eb.and([eb('leads.status', '=', 'lost'), eb('leads.updated_at', '>=', since)]),
      ]),
    );
}

/** What the board shows, read in three queries (the leads, their offers sent, those offers' options). */
export async function boardData(
  db: LeadsDb,
  now: Date,
): Promise<{ leads: BoardLead[]; offers: ValueOffer[]; options: ValueOption[] }> {
  const leads = await onBoard(db, now)
    .select([
      'leads.id',
      'leads.name',
      'leads.status',
      'leads.created_at',
      'leads.updated_at',
      'leads.interest',
      'leads.arrival',
      'leads.departure',
      'leads.awaiting_since',
      'leads.contacted_at',
      'leads.booking_value_minor',
      'leads.booking_currency',
      'leads.booked_at',
      'leads.lost_reason',
    ])
    .select((eb) => [
      eb
        .selectFrom('lead_messages')
        .select((inner) => inner.fn.max('lead_messages.at').as('at'))
        .whereRef('lead_messages.lead_id', '=', 'leads.id')
        .where('lead_messages.direction', '=', 'out')
        .as('last_out_at'),
      eb
        .selectFrom('lead_events')
        .select((inner) => inner.fn.max('lead_events.at').as('at'))
        .whereRef('lead_events.lead_id', '=', 'leads.id')
        .as('last_event_at'),
    ])
    .execute();
  const ids = onBoard(db, now).select('leads.id');
  const offers = await db
    .selectFrom('offers')
    .where('offers.lead_id', 'in', ids)
    .where('offers.sent_at', 'is not', null)
    .select([
      'offers.id',
      'offers.lead_id',
      'offers.version',
      'offers.status',
      'offers.sent_at',
      'offers.accepted_option_id',
    ])
    .execute();
  const options = await db
    .selectFrom('offer_options')
    .innerJoin('offers', 'offers.id', 'offer_options.offer_id')
    .where('offers.lead_id', 'in', ids)
    .where('offers.sent_at', 'is not', null)
    .select([
      'offer_options.id',
      'offer_options.offer_id',
      'offer_options.position',
      'offer_options.arrival',
      'offer_options.travellers',
      'offer_options.price_minor',
      'offer_options.price_basis',
      'offer_options.currency',
    ])
    .execute();
  return {
    leads: leads.map((lead) => ({
      ...lead,
      last_out_at: (lead.last_out_at as string | null) ?? null,
      last_event_at: (lead.last_event_at as string | null) ?? null,
    })),
    offers,
    options,
  };
}
