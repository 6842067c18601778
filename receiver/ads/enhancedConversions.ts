import { createHash } from 'node:crypto';
import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/max';

/**
 * Enhanced conversions for leads: the visitor's email and phone, normalised as Google's Data
 * Manager API documentation says ("Format user data",
 * https://developers.google.com/data-manager/api/devguides/concepts/formatting) and hashed with
 * SHA-256, hex-encoded, and only for a lead whose visitor consented to ad data being sent
 * (`ad_user_data` granted). Nothing leaves in the clear.
 *
 * - Email: lower case, white space removed (leading, trailing and between words); at gmail.com
 *   and googlemail.com, the local part's dots and a `+` with all that follows it removed; at any
 *   other domain, dots and `+` kept.
 * - Phone: E.164 (`+` and the country code, then digits only), leading and trailing white space
 *   removed; a number written without its country code is read as Polish (the office's visitors).
 */

const GOOGLE_MAIL = new Set(['gmail.com', 'googlemail.com']);

export function normalizedEmail(email: string): string | undefined {
  const address = email.normalize('NFC').replace(/\s+/g, '').toLowerCase();
  const at = address.lastIndexOf('@');
  if (at <= 0 || at === address.length - 1) return undefined;
  let local = address.slice(0, at);
  const domain = address.slice(at + 1);
  if (GOOGLE_MAIL.has(domain)) local = local.replace(/\+.*$/, '').replace(/\./g, '');
  return local ? `${local}@${domain}` : undefined;
}

export function normalizedPhone(phone: string, defaultCountry: CountryCode = 'PL'): string | undefined {
  const text = phone.trim();
  if (!text) return undefined;
  const parsed = parsePhoneNumberFromString(text, { defaultCountry, extract: false });
  return parsed?.isValid() ? parsed.number : undefined;
}

export const sha256Hex = (value: string): string => createHash('sha256').update(value, 'utf8').digest('hex');

export interface HashedUserData {
  emailAddress?: string;
  phoneNumber?: string;
}

/** The hashed identifiers of a lead, or none without consent to ad data (or with nothing usable). */
export function hashedUserData(lead: {
  email: string;
  phone: string;
  consent_ad_user_data: string | null;
}): HashedUserData | undefined {
  if (lead.consent_ad_user_data !== 'granted') return undefined;
  const email = normalizedEmail(lead.email);
  const phone = normalizedPhone(lead.phone);
  if (!email && !phone) return undefined;
  return {
    ...(email ? { emailAddress: sha256Hex(email) } : {}),
    ...(phone ? { phoneNumber: sha256Hex(phone) } : {}),
  };
}
