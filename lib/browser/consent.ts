import { consentCookieIn, parseConsent, type ConsentChoice } from '@/lib/model/consent/consent';

/**
 * The cookie that remembers the visitor's privacy choice (lib/model/consent/consent.ts), as the
 * boot script wrote it, when it holds a choice of this notice's version: the enquiry carries it.
 */
export function consentCookieValue(): string | undefined {
  return typeof document === 'undefined' ? undefined : consentCookieIn(document.cookie);
}

/** The visitor's choice: undefined before one (or where there is no document: the build's render). */
export function currentConsent(): ConsentChoice | undefined {
  return parseConsent(consentCookieValue());
}
