import { parseConsent } from '@/lib/model/consent/consent';

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

/**
 * The ad click ids a Google Ads landing address can carry: `gclid`, and on iOS `gbraid` (an app)
 * or `wbraid` (the web). Kept for the visit and sent with the enquiry only with the visitor's
 * consent to advertising (lib/model/consent/consent.ts).
 */
export const AD_CLICK_IDS = ['gclid', 'gbraid', 'wbraid'] as const;
export type AdClickId = (typeof AD_CLICK_IDS)[number];
export const AD_CLICK_ID_PATTERN = /^[A-Za-z0-9_-]{1,200}$/;

export function isAdClickId(value: unknown): value is string {
  return typeof value === 'string' && AD_CLICK_ID_PATTERN.test(value);
}

/**
 * The campaign tags of the landing address (`utm_source`, `utm_medium`, `utm_campaign`), by the
 * enquiry's field they go in. Kept for the visit only with consent to measurement.
 */
export const CAMPAIGN_TAGS = {
  utmSource: 'utm_source',
  utmMedium: 'utm_medium',
  utmCampaign: 'utm_campaign',
} as const;
export type CampaignField = keyof typeof CAMPAIGN_TAGS;
export const CAMPAIGN_FIELDS = Object.keys(CAMPAIGN_TAGS) as CampaignField[];
/** One line of at most 100 characters, no control characters: what an ad's tag can hold. */
export const CAMPAIGN_TAG_PATTERN = /^[^\u0000-\u001f\u007f]{1,100}$/;

export function isCampaignTag(value: unknown): value is string {
  return typeof value === 'string' && CAMPAIGN_TAG_PATTERN.test(value);
}

/** What a landing address can say about the visit. */
export type AddressVisitField = AdClickId | CampaignField;

/** The valid values of an address's query (`?gclid=…&utm_campaign=lato`), by field. */
export function visitOfAddress(query: URLSearchParams): Partial<Record<AddressVisitField, string>> {
  const found: Partial<Record<AddressVisitField, string>> = {};
  for (const field of AD_CLICK_IDS) {
    const value = query.get(field);
    if (isAdClickId(value)) found[field] = value;
  }
  for (const field of CAMPAIGN_FIELDS) {
    const value = query.get(CAMPAIGN_TAGS[field]);
    if (isCampaignTag(value)) found[field] = value;
  }
  return found;
}

/** What the browser notes about the visit for the enquiry, beside its time and key. */
export type VisitField = AdClickId | CampaignField | 'landingPage';
export const VISIT_FIELDS: readonly VisitField[] = [...AD_CLICK_IDS, 'landingPage', ...CAMPAIGN_FIELDS];

const isAdClickField = (field: VisitField): field is AdClickId =>
  (AD_CLICK_IDS as readonly string[]).includes(field);

/** Whether a value is one the enquiry may carry in that field. */
export function isVisitValue(field: VisitField, value: unknown): value is string {
  if (field === 'landingPage') return isLandingPage(value);
  return isAdClickField(field) ? isAdClickId(value) : isCampaignTag(value);
}

/**
 * An enquiry as the visitor's privacy choice (`privacy`, the cookie's value it was sent with)
 * allows it to be kept: without consent to advertising no click id, without consent to
 * measurement no landing page and no campaign. The receiver applies it to whatever a page sent.
 */
export function withinConsent<T extends Partial<Record<VisitField, string>> & { privacy?: string }>(
  enquiry: T,
): T {
  const choice = parseConsent(enquiry.privacy);
  const kept = { ...enquiry };
  for (const field of VISIT_FIELDS) {
    const allowed = isAdClickField(field) ? choice?.advertising : choice?.measurement;
    if (!allowed) delete kept[field];
  }
  return kept;
}
