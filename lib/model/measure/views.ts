import { isLocale, type Locale } from '@/lib/model/i18n/locales';
import { CAMPAIGN_TAG_PATTERN, isLandingPage } from '@/lib/model/enquiry/visit';

/**
 * Our own measurement of the site, with no third party: each page sends one beacon after it has
 * loaded (the boot script, lib/browser/boot.js; the app after a client-side navigation), and the
 * enquiry form one at its first use. A beacon carries no cookie and no identifier, and the receiver
 * keeps no address: only counts per day, page, language, referring site, campaign tags and device
 * class (receiver/measure/viewCounter.ts).
 *
 * The beacon's fields (urlencoded, short names to keep the boot script small):
 * k kind (`view`, `form`), p page path, l language, r referring site's host (another site's only),
 * s/m/c the address's utm_source/utm_medium/utm_campaign, d device class.
 */
export const VIEW_KINDS = ['view', 'form'] as const;
export type ViewKind = (typeof VIEW_KINDS)[number];
export const DEVICE_CLASSES = ['phone', 'tablet', 'desktop'] as const;
export type DeviceClass = (typeof DEVICE_CLASSES)[number];

/** The widths (CSS px of the window) below which a device is counted a phone, then a tablet. */
export const PHONE_MAX_WIDTH = 600;
export const TABLET_MAX_WIDTH = 1024;

export function deviceOfWidth(width: number): DeviceClass {
  return width < PHONE_MAX_WIDTH ? 'phone' : width < TABLET_MAX_WIDTH ? 'tablet' : 'desktop';
}

/** How long the daily counts are kept: 25 months, so that a month compares with the same month a year before. */
export const VIEW_RETENTION_DAYS = 761;

export interface ViewBeacon {
  kind: ViewKind;
  path: string;
  locale: Locale;
  /** The referring site's host (`www.google.com`), or '' for none or our own. */
  referrer: string;
  utmSource: string;
  utmMedium: string;
  utmCampaign: string;
  device: DeviceClass;
}

const HOST = /^[a-z0-9.-]{1,253}(?::\d{1,5})?$/;

/** A beacon's fields as the receiver reads them; undefined for anything a page of ours would not send. */
export function parseViewBeacon(fields: Record<string, unknown>): ViewBeacon | undefined {
  const text = (name: string) => (typeof fields[name] === 'string' ? (fields[name] as string) : '');
  const kind = text('k');
  const path = text('p');
  const locale = text('l');
  const referrer = text('r').toLowerCase();
  const device = text('d');
  const tag = (name: string) => {
    const value = text(name);
    return value === '' || CAMPAIGN_TAG_PATTERN.test(value) ? value : undefined;
  };
  const [utmSource, utmMedium, utmCampaign] = [tag('s'), tag('m'), tag('c')];
  if (!(VIEW_KINDS as readonly string[]).includes(kind)) return undefined;
  if (!isLandingPage(path) || !isLocale(locale)) return undefined;
  if (referrer !== '' && !HOST.test(referrer)) return undefined;
  if (!(DEVICE_CLASSES as readonly string[]).includes(device)) return undefined;
  if (utmSource === undefined || utmMedium === undefined || utmCampaign === undefined) return undefined;
  return {
    kind: kind as ViewKind,
    path,
    locale,
    referrer,
    utmSource,
    utmMedium,
    utmCampaign,
    device: device as DeviceClass,
  };
}

/**
 * Obvious robots, by their own user agent: crawlers, monitors, headless browsers and HTTP
 * libraries. A browser sends a beacon only after running the page; this is for those that do too.
 */
const BOT_USER_AGENT =
  /bot\b|bot\/|crawl|spider|slurp|headless|lighthouse|pingdom|uptime|monitor|preview|facebookexternalhit|embedly|curl\/|wget\/|python|java\/|go-http|node-fetch|axios|okhttp|phantomjs|selenium|playwright|puppeteer/i;

export function isBotUserAgent(userAgent: string | undefined): boolean {
  return !userAgent || BOT_USER_AGENT.test(userAgent);
}
