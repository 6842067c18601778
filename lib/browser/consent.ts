import { CONSENT_COOKIE, parseConsent, type ConsentChoice } from '@/lib/model/consent/consent';

/**
 * The visitor's privacy choice as the boot script remembered it (lib/model/consent/consent.ts), for
 * the app's code: undefined before a choice (or where there is no document: the build's render).
 */
export function currentConsent(): ConsentChoice | undefined {
  if (typeof document === 'undefined') return undefined;
  const value = document.cookie
    .split(/;\s*/)
    .find((pair) => pair.startsWith(`${CONSENT_COOKIE}=`))
    ?.slice(CONSENT_COOKIE.length + 1);
  return parseConsent(value);
}
