/**
 * The production response headers, defined once. `npm start`, the `_headers` file of the export
 * (static hosts that read it) and the nginx configuration are all generated from this module by
 * scripts/write-deploy-config.ts.
 */
import { inlineBootScriptHash } from '@/lib/server/bootScript';
import { ENQUIRY_ENDPOINT } from '@/lib/model/enquiry/endpoint';

function enquiryOrigin(): string | undefined {
  try {
    return ENQUIRY_ENDPOINT.startsWith('http') ? new URL(ENQUIRY_ENDPOINT).origin : undefined;
  } catch {
    return undefined;
  }
}

/**
 * No third-party script, and no inline one but the boot script, allowed by its hash; emotion's style
 * tags and style attributes need inline styles.
 */
export function contentSecurityPolicy(): string {
  const connect = ["'self'", enquiryOrigin()].filter(Boolean).join(' ');
  return [
    "default-src 'self'",
    `script-src 'self' ${inlineBootScriptHash()}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    `connect-src ${connect}`,
    `form-action ${connect}`,
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "object-src 'none'",
    "manifest-src 'self'",
  ].join('; ');
}

/** HTTPS only, and no content-type sniffing: part of every response, the redirects' included. */
export function transportHeaders(): Record<string, string> {
  return {
    'Strict-Transport-Security': 'max-age=63072000; includeSubDomains; preload',
    'X-Content-Type-Options': 'nosniff',
  };
}

/**
 * Headers that act on a document: CSP, framing, permissions, referrer.
 *
 * No Cross-Origin-Opener-Policy on the public pages: a page that sends one is put in a browsing
 * context group, and on Android in a renderer process, of its own, so every visitor arriving from
 * a search or an ad waits for a new process before the first paint (on the bench's phone, about
 * 200-300 ms of blocking time on a page with no script at all). These pages hold nothing private
 * for an opener to reach; the office's inbox, which does, sends `same-origin` (receiver/http).
 */
export function documentHeaders(): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(),
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy':
      'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()',
    'X-Frame-Options': 'DENY',
  };
}

/** Every security header: what any response but a hashed asset carries. */
export function securityHeaders(): Record<string, string> {
  return { ...transportHeaders(), ...documentHeaders() };
}

export const CACHE_IMMUTABLE = 'public, max-age=31536000, immutable';
export const CACHE_REVALIDATE = 'public, max-age=0, must-revalidate';

/**
 * Caching by path: hashed build assets and the optimised images never change under a URL (a new
 * build or a changed photo gets new names); everything else (HTML, JSON) is revalidated. These
 * paths carry the transport headers only (except under `_headers`: see headersFile): the document
 * headers do nothing on a script, a font or a photo, and Lighthouse counts their half kilobyte
 * against every one of them.
 */
export const CACHE_RULES: { pattern: string; cacheControl: string }[] = [
  { pattern: '/_next/static/', cacheControl: CACHE_IMMUTABLE },
  { pattern: '/images/optimized/', cacheControl: CACHE_IMMUTABLE },
];

function hashedRule(pathname: string) {
  return CACHE_RULES.find((rule) => pathname.startsWith(rule.pattern));
}

/** Every header the site's policy sets on the response for `pathname`. */
export function responseHeaders(pathname: string): Record<string, string> {
  const rule = hashedRule(pathname);
  return rule
    ? { ...transportHeaders(), 'Cache-Control': rule.cacheControl }
    : { ...securityHeaders(), 'Cache-Control': CACHE_REVALIDATE };
}
