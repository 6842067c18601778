import type { Selectable } from 'kysely';
import { MAX_MINOR, OFFER_CURRENCIES, parseAmount, type Money } from '@/lib/model/money/money';
import { PRICE_BASES, type OfferOptionsTable, type OffersTable, type PriceBasis } from '../db/schema';
import { dateParts, nextDate, warsawAt, warsawInstant } from '../leads/warsawClock';

/**
 * An offer as the office writes it: one or more options (a hotel, a room, a board, the dates, how
 * many travel, a price per person or in total in one of the office's currencies), a note and the
 * last day it can be accepted (a Warsaw date). What the desk's form posts is read here, checked and
 * turned into minor units; nothing about the database or the pages.
 */

export type Offer = Selectable<OffersTable>;
export type OfferOption = Selectable<OfferOptionsTable>;

/** Rows the form can hold; blank rows are left out. */
export const MAX_OPTIONS = 10;
/** Rows a new offer's form shows. */
export const BLANK_ROWS = 3;
/** The validity the form suggests: a week from today. */
export const SUGGESTED_VALID_DAYS = 7;
const MAX_VALID_DAYS = 366;
const MAX_TRAVELLERS = 50;
const LIMITS = { hotel: 120, room: 120, board: 80, note: 4000 } as const;

export const OPTION_FIELDS = [
  'hotel',
  'room',
  'board',
  'arrival',
  'departure',
  'travellers',
  'price',
  'basis',
  'currency',
] as const;
export type OptionField = (typeof OPTION_FIELDS)[number];
/** An option's row as typed. */
export type OptionInput = Record<OptionField, string>;

/** The form as typed: what it shows again when something is refused. */
export interface OfferInput {
  options: OptionInput[];
  validUntil: string;
  note: string;
}

export interface OptionDraft {
  hotel: string;
  room: string;
  board: string;
  arrival: string;
  departure: string;
  travellers: number;
  priceMinor: number;
  basis: PriceBasis;
  currency: string;
}

/** An offer checked: what the store writes. */
export interface OfferDraft {
  options: OptionDraft[];
  validUntil: string;
  note: string;
}

export const PROBLEMS = [
  'required',
  'line',
  'control',
  'long',
  'date',
  'order',
  'past',
  'far',
  'travellers',
  'amount',
  'currency',
  'basis',
  'none',
] as const;
export type Problem = (typeof PROBLEMS)[number];
/** What is wrong, by the field's name in the form (`hotel-0`, `validUntil`, `note`, `options`). */
export type OfferProblems = Record<string, Problem>;

/** A row's field as the form names it: `hotel-0`. */
export const fieldName = (field: OptionField, row: number): string => `${field}-${row}`;

export function blankOption(defaults: Partial<OptionInput> = {}): OptionInput {
  return {
    hotel: '',
    room: '',
    board: '',
    arrival: '',
    departure: '',
    travellers: '2',
    price: '',
    basis: 'per-person',
    currency: OFFER_CURRENCIES[0],
    ...defaults,
  };
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/**
 * The form's values, every one as text (missing ones empty), in as many rows as the form had
 * (its `rows` field, at most MAX_OPTIONS).
 */
export function offerInputFrom(body: unknown): OfferInput {
  const fields: Record<string, unknown> = body && typeof body === 'object' ? { ...body } : {};
  const said = Number(text(fields.rows));
  const rows = Number.isInteger(said) ? Math.min(Math.max(said, 1), MAX_OPTIONS) : BLANK_ROWS;
  const options = Array.from({ length: rows }, (_, row) => {
    const option = blankOption();
    for (const field of OPTION_FIELDS) option[field] = text(fields[fieldName(field, row)]);
    return option;
  });
  return { options, validUntil: text(fields.validUntil).trim(), note: text(fields.note) };
}

/** A row nobody filled in: no hotel, room, board or price (its dates and travellers may be the defaults). */
export const isBlank = (option: OptionInput): boolean =>
  [option.hotel, option.room, option.board, option.price].every((value) => value.trim() === '');

/**
 * What may never be in a line that can reach a header or a subject: control characters (CR and LF
 * above all), line and paragraph separators, and the controls that reorder how text shows.
 */
const NOT_ONE_LINE = /[\p{Cc}\p{Zl}\p{Zp}\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/u;
/** In the note (several lines): the same but the line feed and the tab. */
const NOT_TEXT =
  /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u2028\u2029\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/u;

function isDate(value: string): boolean {
  try {
    dateParts(value);
    return true;
  } catch {
    return false;
  }
}

/** The Warsaw calendar day `days` after `date`. */
export function addDays(date: string, days: number): string {
  let day = date;
  for (let count = 0; count < days; count += 1) day = nextDate(day);
  return day;
}

/** Today in Warsaw (YYYY-MM-DD). */
export const warsawToday = (now: Date): string => warsawAt(now).date;

/** What the form suggests as the last day: a week from today, Warsaw time. */
export const suggestedValidUntil = (now: Date): string => addDays(warsawToday(now), SUGGESTED_VALID_DAYS);

/** The instant an offer stops: the end of its last day in Warsaw (the next midnight there). */
export const offerEndsAt = (validUntil: string): Date => warsawInstant(validUntil, 24);

export const isExpired = (offer: Pick<Offer, 'valid_until'>, now: Date): boolean =>
  now.getTime() >= offerEndsAt(offer.valid_until).getTime();

/** Nights between two dates (both YYYY-MM-DD). */
export function nights(arrival: string, departure: string): number {
  const day = (date: string) => {
    const [year, month, dayOfMonth] = dateParts(date);
    return Date.UTC(year, month - 1, dayOfMonth) / 86_400_000;
  };
  return day(departure) - day(arrival);
}

/** An option's price for everyone who travels: per person times travellers, or the total itself. */
export function optionTotal(option: {
  priceMinor: number;
  basis: PriceBasis;
  travellers: number;
  currency: string;
}): Money {
  const minor = option.basis === 'per-person' ? option.priceMinor * option.travellers : option.priceMinor;
  return { minor, currency: option.currency };
}

/** A stored option as the draft the totals and the texts work from. */
export const optionDraftOf = (option: OfferOption): OptionDraft => ({
  hotel: option.hotel,
  room: option.room,
  board: option.board,
  arrival: option.arrival,
  departure: option.departure,
  travellers: option.travellers,
  priceMinor: option.price_minor,
  basis: option.price_basis,
  currency: option.currency,
});

function oneLine(problems: OfferProblems, name: string, value: string, limit: number): string | undefined {
  const trimmed = value.trim();
  if (!trimmed) problems[name] = 'required';
  else if (NOT_ONE_LINE.test(trimmed)) problems[name] = 'line';
  else if (trimmed.length > limit) problems[name] = 'long';
  else return trimmed;
  return undefined;
}

/**
 * Checks the form: every row not blank must be whole (amounts parsed in the chosen currency's
 * minor units, per-person totals within MAX_MINOR), at least one option, a last day from today
 * (Warsaw) to a year ahead. Hotel, room and board are single lines: a line break or any control
 * character is refused, not cleaned, so that the office sees what it typed.
 */
export function checkOffer(
  input: OfferInput,
  today: string,
): { draft: OfferDraft } | { problems: OfferProblems } {
  const problems: OfferProblems = {};
  const options: OptionDraft[] = [];
  input.options.forEach((option, row) => {
    if (isBlank(option)) return;
    const name = (field: OptionField) => fieldName(field, row);
    const hotel = oneLine(problems, name('hotel'), option.hotel, LIMITS.hotel);
    const room = oneLine(problems, name('room'), option.room, LIMITS.room);
    const board = oneLine(problems, name('board'), option.board, LIMITS.board);
    const arrival = option.arrival.trim();
    const departure = option.departure.trim();
    if (!isDate(arrival)) problems[name('arrival')] = arrival ? 'date' : 'required';
    else if (arrival < today) problems[name('arrival')] = 'past';
    if (!isDate(departure)) problems[name('departure')] = departure ? 'date' : 'required';
    else if (isDate(arrival) && departure <= arrival) problems[name('departure')] = 'order';
    const travellers = /^\d{1,3}$/.test(option.travellers.trim()) ? Number(option.travellers.trim()) : 0;
    if (travellers < 1 || travellers > MAX_TRAVELLERS) problems[name('travellers')] = 'travellers';
    const currency = option.currency.trim().toUpperCase();
    const known = (OFFER_CURRENCIES as readonly string[]).includes(currency);
    if (!known) problems[name('currency')] = 'currency';
    const basis = PRICE_BASES.find((each) => each === option.basis);
    if (!basis) problems[name('basis')] = 'basis';
    const priceMinor = known ? parseAmount(option.price, currency) : undefined;
    if (!option.price.trim()) problems[name('price')] = 'required';
    else if (
      priceMinor === undefined ||
      priceMinor <= 0 ||
      (basis &&
        optionTotal({ priceMinor, basis, travellers: Math.max(travellers, 1), currency }).minor > MAX_MINOR)
    )
      problems[name('price')] = 'amount';
    if (hotel && room && board && basis && priceMinor && travellers && !problems[name('price')])
      options.push({ hotel, room, board, arrival, departure, travellers, priceMinor, basis, currency });
  });
  if (options.length === 0 && Object.keys(problems).length === 0) problems.options = 'none';

  const validUntil = input.validUntil;
  if (!isDate(validUntil)) problems.validUntil = validUntil ? 'date' : 'required';
  else if (validUntil < today) problems.validUntil = 'past';
  else if (validUntil > addDays(today, MAX_VALID_DAYS)) problems.validUntil = 'far';

  const note = input.note.replace(/\r\n?/gu, '\n').trim();
  if (NOT_TEXT.test(note)) problems.note = 'control';
  else if (note.length > LIMITS.note) problems.note = 'long';

  if (Object.keys(problems).length > 0) return { problems };
  return { draft: { options, validUntil, note } };
}

/** A stored offer's options as the form shows them again (a draft edited, a revision begun). */
export function inputOf(
  offer: Pick<Offer, 'valid_until' | 'note'>,
  options: readonly OfferOption[],
  formatPrice: (option: OfferOption) => string,
): OfferInput {
  return {
    options: options.map((option) =>
      blankOption({
        hotel: option.hotel,
        room: option.room,
        board: option.board,
        arrival: option.arrival,
        departure: option.departure,
        travellers: String(option.travellers),
        price: formatPrice(option),
        basis: option.price_basis,
        currency: option.currency,
      }),
    ),
    validUntil: offer.valid_until,
    note: offer.note,
  };
}
