import { LOCALE_INFO, type Locale } from '@/lib/model/i18n/locales';
import { formatMoney } from '@/lib/model/money/money';
import type { PriceBasis } from '../db/schema';
import { nights, optionTotal, type OptionDraft } from './model';

/**
 * An offer's days and amounts as a reader of `locale` writes them: `10 maja 2027`, `10 May 2027`;
 * `1 250,00 zł`, `€1,250.00` (money.ts). A calendar day is formatted in UTC, so it never shifts.
 */

const dayFormats = new Map<Locale, Intl.DateTimeFormat>();

export function dayIn(date: string, locale: Locale): string {
  let format = dayFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(LOCALE_INFO[locale].intl, {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    });
    dayFormats.set(locale, format);
  }
  return format.format(new Date(`${date}T00:00:00Z`));
}

/** `10 maja 2027 – 14 maja 2027 (4 noce)`. */
export const stayIn = (
  option: Pick<OptionDraft, 'arrival' | 'departure'>,
  locale: Locale,
  nightsInWords: (count: number) => string,
): string =>
  `${dayIn(option.arrival, locale)} – ${dayIn(option.departure, locale)} (${nightsInWords(nights(option.arrival, option.departure))})`;

/** The price as quoted: `1 250,00 zł za osobę`. */
export const priceIn = (
  option: Pick<OptionDraft, 'priceMinor' | 'currency' | 'basis'>,
  locale: Locale,
  basis: Record<PriceBasis, string>,
): string =>
  `${formatMoney({ minor: option.priceMinor, currency: option.currency }, locale)} ${basis[option.basis]}`;

/** What the option costs everyone who travels: `2 500,00 zł`. */
export const totalIn = (option: OptionDraft, locale: Locale): string =>
  formatMoney(optionTotal(option), locale);
