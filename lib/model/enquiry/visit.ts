/**
 * What the browser notes about the visit beside what the visitor typed, each checked the same way
 * by the form, the boot script (lib/browser/boot.js, in ES5) and the receiver.
 */

/**
 * The most `formMs` says: a form left open longer is sent a day after its first use, as far as the
 * spam score cares (it only asks whether it took seconds), and the boot script sends no more.
 */
export const FORM_MS_MAX = 86_400_000;

/** Whole milliseconds from the form's first use to its sending, as the boot script measures them. */
export function isFormMs(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= FORM_MS_MAX;
}

/** The longest landing page kept: a site path is far shorter; a longer one is kept as none. */
export const LANDING_PAGE_MAX = 200;
/**
 * A path as the address bar's location.pathname gives it, without query or host: "/", then URL
 * path characters (RFC 3986's pchar and "/"), anything else percent-encoded. Not "//", which a
 * link would read as another host.
 */
export const LANDING_PAGE_PATTERN = /^\/(?!\/)(?:[A-Za-z0-9._~!$&'()*+,;=:@/-]|%[0-9A-Fa-f]{2})*$/;

export function isLandingPage(value: unknown): value is string {
  return typeof value === 'string' && value.length <= LANDING_PAGE_MAX && LANDING_PAGE_PATTERN.test(value);
}
