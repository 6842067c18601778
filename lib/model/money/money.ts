import { LOCALE_INFO, type Locale } from '@/lib/model/i18n/locales';

/**
 * Money as the office keeps it: an integer count of the currency's minor unit (grosze, cents) and
 * its ISO 4217 code, never a float. Parsed from what a person types (`1 250,50`, `1250.5`) and
 * formatted in the reader's language (`1 250,00 zł`, `€1,250.00`) by Intl's currency data.
 */
export interface Money {
  /** Whole minor units: 125050 is 1,250.50 in a currency of two decimals. */
  minor: number;
  /** ISO 4217, upper case: `PLN`, `EUR`. */
  currency: string;
}

/** The currencies the office prices in, first the one the desk suggests. */
export const OFFER_CURRENCIES = ['PLN', 'EUR', 'GBP', 'USD'] as const;

const CURRENCY_CODE = /^[A-Z]{3}$/;

/** Whether `code` is a currency Intl knows (an ISO 4217 code it can format). */
export function isCurrency(code: string): boolean {
  if (!CURRENCY_CODE.test(code)) return false;
  try {
    return Intl.supportedValuesOf('currency').includes(code);
  } catch {
    return false;
  }
}

/** How many decimals the currency's minor unit has: 2 for PLN and EUR, 0 for JPY. */
export function minorDigits(currency: string): number {
  return (
    new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2
  );
}

/** The largest amount the desk takes: far above any trip, far below 2^53. */
export const MAX_MINOR = 10_000_000_000;

/**
 * An amount as a person types it, in minor units of `currency`: digits with spaces (plain or
 * no-break) or a comma or dot grouping thousands, and a comma or dot before at most the currency's
 * decimals. `1 250,5` is 125050 in PLN. Undefined when it is not an amount (or too many decimals).
 */
export function parseAmount(text: string, currency: string): number | undefined {
  const digits = minorDigits(currency);
  const compact = text.trim().replace(/[\s\u00a0\u202f']/gu, '');
  // A separator followed by 1..digits digits at the end is the decimal mark; any other is grouping.
  const match = /^(\d{1,3}(?:[.,]\d{3})*|\d+)(?:[.,](\d+))?$/u.exec(compact);
  if (!match) return undefined;
  // `1,250` matches as grouped thousands (the first alternative); `1250,500` is not an amount.
  const [, whole = '', fraction = ''] = match;
  if (fraction.length > digits) return undefined;
  const units =
    Number(whole.replace(/[.,]/gu, '')) * 10 ** digits + Number(fraction.padEnd(digits, '0') || '0');
  return Number.isSafeInteger(units) && units <= MAX_MINOR ? units : undefined;
}

/** Minor units as a plain decimal with a dot, as a payment or an ads file wants it: `1250.50`. */
export function minorToDecimal(minor: number, currency: string): string {
  const digits = minorDigits(currency);
  if (digits === 0) return String(minor);
  const sign = minor < 0 ? '-' : '';
  const text = String(Math.abs(minor)).padStart(digits + 1, '0');
  return `${sign}${text.slice(0, -digits)}.${text.slice(-digits)}`;
}

/** A decimal with a dot (`1250.5`, as stored before minor units) in minor units; undefined if it is not one. */
export function decimalToMinor(decimal: string, currency: string): number | undefined {
  const match = /^(\d+)(?:\.(\d+))?$/u.exec(decimal.trim());
  if (!match) return undefined;
  const digits = minorDigits(currency);
  const fraction = (match[2] ?? '').padEnd(digits, '0');
  // Rounded half up at the currency's precision, on the digits themselves (no float).
  const kept = fraction.slice(0, digits);
  const roundUp = fraction.length > digits && Number(fraction[digits]) >= 5 ? 1 : 0;
  const units = Number(match[1]) * 10 ** digits + Number(kept || '0') + roundUp;
  return Number.isSafeInteger(units) ? units : undefined;
}

const formatters = new Map<string, Intl.NumberFormat>();

/** An amount as the reader's language writes it: `1 250,00 zł` in Polish, `€1,250.00` in English. */
export function formatMoney({ minor, currency }: Money, locale: Locale): string {
  const key = `${locale}:${currency}`;
  let format = formatters.get(key);
  if (!format) {
    // Polish groups four-digit amounts too (`1 250`), as invoices and price lists write them.
    format = new Intl.NumberFormat(LOCALE_INFO[locale].intl, {
      style: 'currency',
      currency,
      useGrouping: 'always',
    });
    formatters.set(key, format);
  }
  return format.format(minor / 10 ** minorDigits(currency));
}

/** An amount as a person would type it back into a form, without the currency: `1 250,50`, `1,250.50`. */
export function formatAmount({ minor, currency }: Money, locale: Locale): string {
  const digits = minorDigits(currency);
  return new Intl.NumberFormat(LOCALE_INFO[locale].intl, {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
    useGrouping: 'always',
  }).format(minor / 10 ** digits);
}

/** Sums per currency, in a stable order (the office's currencies first): amounts never mix. */
export function sumByCurrency(amounts: readonly Money[]): Money[] {
  const totals = new Map<string, number>();
  for (const { minor, currency } of amounts) totals.set(currency, (totals.get(currency) ?? 0) + minor);
  const rank = (code: string) => {
    const index = (OFFER_CURRENCIES as readonly string[]).indexOf(code);
    return index < 0 ? OFFER_CURRENCIES.length : index;
  };
  return [...totals]
    .map(([currency, minor]) => ({ currency, minor }))
    .sort((a, b) => rank(a.currency) - rank(b.currency) || a.currency.localeCompare(b.currency));
}

/**
 * A value as the lead's history keeps it (`2450.50 EUR`: the decimal and the currency, readable in
 * the database), formatted for `locale`; anything else is given back as it is.
 */
export function formatRecordedMoney(recorded: string, locale: Locale): string {
  const match = /^(\d+(?:\.\d+)?) ([A-Z]{3})$/u.exec(recorded);
  if (!match) return recorded;
  const minor = decimalToMinor(match[1]!, match[2]!);
  return minor === undefined ? recorded : formatMoney({ minor, currency: match[2]! }, locale);
}
