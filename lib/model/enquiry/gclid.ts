/** A Google Ads click identifier as the site accepts it: the form sends it, the receiver stores it. */
const GCLID_PATTERN = /^[A-Za-z0-9_-]{1,200}$/;

export function isValidGclid(value: unknown): value is string {
  return typeof value === 'string' && GCLID_PATTERN.test(value);
}
