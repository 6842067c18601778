import { parsePhoneNumberFromString } from 'libphonenumber-js/max';

/**
 * What makes two enquiries one person's (the receiver's, on storing a lead; never the browser's): the email as compared (trimmed, lower case: `Anna@X.pl `
 * and `anna@x.pl` are one address) and the phone in E.164, parsed by libphonenumber's metadata with
 * Poland as the country of a number written without its code (the office's visitors mostly are).
 */

export const emailKey = (email: string): string => email.normalize('NFC').trim().toLowerCase();

/** The phone in E.164 (`+48601234567`), or null when it is empty or not a possible number. */
export function phoneE164(phone: string): string | null {
  const text = phone.trim();
  if (!text) return null;
  const parsed = parsePhoneNumberFromString(text, { defaultCountry: 'PL', extract: false });
  return parsed?.isValid() ? parsed.number : null;
}

/** How far back an open lead counts as the same person's: the enquiry before the last season. */
export const DUPLICATE_WINDOW_DAYS = 180;
