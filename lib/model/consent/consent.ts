/**
 * The visitor's privacy choice: which of the site's two optional purposes they allow, asked by the
 * notice at first paint (components/layout/PrivacyChoices.tsx) and remembered in a first-party
 * cookie that the boot script (lib/browser/boot.js) writes and reads, in ES5, by the same rules.
 *
 * - measurement: our own, aggregate measurement of the site (the visit's landing page and
 *   campaign, kept in the tab until an enquiry);
 * - advertising: the ad click ids (gclid, gbraid, wbraid) kept for the visit and sent with the
 *   enquiry, for the office to tell Google Ads which clicks booked.
 *
 * Without a choice, and after a refusal, the site stores nothing on the device but what the
 * visitor's own request needs (the form's draft and its idempotency key).
 */

export const CONSENT_COOKIE = 'privacy';
/** The notice's version: a choice made under another one is asked again. */
export const CONSENT_VERSION = 1;
/** The notice's element: the boot script finds it, and a link to `#privacy-choices` opens it again. */
export const PRIVACY_CHOICES_ID = 'privacy-choices';
/** The mark the boot script puts on <html> once a choice is remembered: the notice is then not shown. */
export const PRIVACY_CHOSEN_ATTRIBUTE = 'data-privacy-chosen';
/** How long a choice is remembered: 12 months. */
export const CONSENT_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

export interface ConsentChoice {
  measurement: boolean;
  advertising: boolean;
  version: number;
  /** When it was made (the visitor's clock), in whole seconds since 1970, UTC. */
  at: number;
}

/** The cookie's value: `{version}.{measurement 0|1}.{advertising 0|1}.{seconds}`. */
export function formatConsent(choice: ConsentChoice): string {
  return `${choice.version}.${choice.measurement ? 1 : 0}.${choice.advertising ? 1 : 0}.${choice.at}`;
}

/** A cookie's value of any version (parseConsent takes only this notice's). */
export const CONSENT_VALUE_PATTERN = /^(\d{1,4})\.([01])\.([01])\.(\d{1,12})$/;

/** The choice a cookie value holds; undefined when malformed or made under another version. */
export function parseConsent(value: unknown): ConsentChoice | undefined {
  if (typeof value !== 'string') return undefined;
  const match = CONSENT_VALUE_PATTERN.exec(value);
  if (!match || Number(match[1]) !== CONSENT_VERSION) return undefined;
  return {
    version: CONSENT_VERSION,
    measurement: match[2] === '1',
    advertising: match[3] === '1',
    at: Number(match[4]),
  };
}

/**
 * The choice's cookie value in a Cookie header or `document.cookie` (`a=1; privacy=1.1.0.17…`),
 * when it holds a choice of this notice's version.
 */
export function consentCookieIn(cookies: string | undefined): string | undefined {
  const value = cookies
    ?.split(/;\s*/)
    .find((pair) => pair.startsWith(`${CONSENT_COOKIE}=`))
    ?.slice(CONSENT_COOKIE.length + 1);
  return parseConsent(value) ? value : undefined;
}

/** Google's Consent Mode v2 signals for a choice (the state an enquiry carries to the lead). */
export interface ConsentSignals {
  ad_storage: 'granted' | 'denied';
  ad_user_data: 'granted' | 'denied';
  ad_personalization: 'granted' | 'denied';
  analytics_storage: 'granted' | 'denied';
}

export function consentSignals(choice: ConsentChoice | undefined): ConsentSignals {
  const ads = choice?.advertising ? 'granted' : 'denied';
  return {
    ad_storage: ads,
    ad_user_data: ads,
    // Nothing here personalises ads: the click ids only say which clicks booked.
    ad_personalization: 'denied',
    analytics_storage: choice?.measurement ? 'granted' : 'denied',
  };
}
