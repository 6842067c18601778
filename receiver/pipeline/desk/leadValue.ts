import type { Money } from '@/lib/model/money/money';
import type { Lead, OfferOptionsTable, OffersTable } from '../../db/schema';

/**
 * What a lead is worth to the board: its accepted offer option's total, else its booking's value,
 * else the lowest option total of its latest offer sent (not withdrawn). Drafts never count.
 */

export type ValueOffer = Pick<
  OffersTable,
  'id' | 'lead_id' | 'version' | 'status' | 'sent_at' | 'accepted_option_id'
>;
export type ValueOption = Pick<
  OfferOptionsTable,
  'id' | 'offer_id' | 'position' | 'arrival' | 'travellers' | 'price_minor' | 'price_basis' | 'currency'
>;
export type ValueLead = Pick<Lead, 'booking_value_minor' | 'booking_currency'>;

/** An option's price for the whole party: a price per person times the travellers. */
export const optionTotal = (option: ValueOption): Money => ({
  minor: option.price_basis === 'per-person' ? option.price_minor * option.travellers : option.price_minor,
  currency: option.currency,
});

/** The latest offer the visitor was sent (the highest version with a sent time), if any. */
export function latestSentOffer(offers: readonly ValueOffer[]): ValueOffer | undefined {
  return offers
    .filter((offer) => offer.sent_at !== null && offer.status !== 'draft')
    .reduce<ValueOffer | undefined>(
      (latest, offer) => (!latest || offer.version > latest.version ? offer : latest),
      undefined,
    );
}

/**
 * A lead's value by the rule above. `offers` and `options` are the lead's own (others are
 * ignored); `defaultCurrency` is a booking's currency when none was stored. An offer's options
 * in several currencies: the lowest of those in its first option's currency.
 */
export function leadValue(
  lead: ValueLead,
  offers: readonly ValueOffer[],
  options: readonly ValueOption[],
  defaultCurrency: string,
): Money | undefined {
  const accepted = offers.find((offer) => offer.status === 'accepted' && offer.accepted_option_id);
  const acceptedOption = accepted && options.find((option) => option.id === accepted.accepted_option_id);
  if (acceptedOption) return optionTotal(acceptedOption);
  if (lead.booking_value_minor !== null)
    return { minor: lead.booking_value_minor, currency: lead.booking_currency ?? defaultCurrency };
  const latest = latestSentOffer(offers);
  if (!latest || latest.status === 'withdrawn') return undefined;
  const ofLatest = options
    .filter((option) => option.offer_id === latest.id)
    .sort((a, b) => a.position - b.position);
  const currency = ofLatest[0]?.currency;
  return ofLatest
    .filter((option) => option.currency === currency)
    .map(optionTotal)
    .reduce<Money | undefined>(
      (lowest, total) => (!lowest || total.minor < lowest.minor ? total : lowest),
      undefined,
    );
}

/** The earliest arrival among the options of the latest offer sent (YYYY-MM-DD), if any. */
export function offeredArrival(
  offers: readonly ValueOffer[],
  options: readonly ValueOption[],
): string | undefined {
  const latest = latestSentOffer(offers);
  if (!latest) return undefined;
  return options
    .filter((option) => option.offer_id === latest.id && option.arrival)
    .map((option) => option.arrival)
    .sort()[0];
}
