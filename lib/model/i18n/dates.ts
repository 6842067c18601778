import { LOCALE_INFO, type Locale } from './locales';

/** A date field's value: `2027-05-12`. */
export const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

const formats = new Map<Locale, Intl.DateTimeFormat>();

function formatIn(locale: Locale): Intl.DateTimeFormat {
  let format = formats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(LOCALE_INFO[locale].intl, {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      // The value is a calendar day, not an instant: read and written in UTC, it never shifts.
      timeZone: 'UTC',
    });
    formats.set(locale, format);
  }
  return format;
}

/**
 * A date field's value (`2027-05-12`) in words in `locale` ("środa, 12 maja 2027", "Wednesday,
 * 12 May 2027"), or undefined when it is empty or not a day of the calendar. A native date field
 * shows its value in the browser's own format (mm/dd/yyyy in an English browser, on a Polish page
 * too); the words say which day it is whatever the browser.
 */
export function dateInWords(value: string, locale: Locale): string | undefined {
  if (!ISO_DATE.test(value)) return undefined;
  const date = new Date(`${value}T00:00:00Z`);
  // 2027-02-30 either fails to parse or rolls over into March: neither is the day typed.
  if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== value) return undefined;
  return formatIn(locale).format(date);
}
