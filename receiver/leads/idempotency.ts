import { createHash } from 'node:crypto';
import type { Enquiry } from '@/lib/model/enquiry/schema';
import { DEFAULT_LOCALE } from '@/lib/model/i18n/locales';

/** What an enquiry says: a key sent again with other words is another enquiry. */
const CONTENT_FIELDS = ['name', 'email', 'phone', 'interest', 'arrival', 'departure', 'message'] as const;
type EnquiryContent = Record<(typeof CONTENT_FIELDS)[number], string>;

/** Its content fields in order, the email in lower case (the same mailbox however it is written). */
function contentOf(enquiry: EnquiryContent): string[] {
  return CONTENT_FIELDS.map((field) => (field === 'email' ? enquiry.email.toLowerCase() : enquiry[field]));
}

/**
 * The key an enquiry is stored under. The form makes one per enquiry (its boot script fills it at
 * first paint); an enquiry without one (a browser without JavaScript) gets one made from what it
 * says, so the same enquiry sent twice is still stored once.
 */
export function idempotencyKeyOf(enquiry: Enquiry): string {
  if (enquiry.idempotencyKey) return `form:${enquiry.idempotencyKey}`;
  const content = contentOf(enquiry).join('\u0000');
  return `content:${createHash('sha256').update(content).digest('base64url')}`;
}

/**
 * Whether a stored lead is this enquiry sent again (a double click, a retry), and not another
 * enquiry under the same key, which must not be answered with the first one's id.
 */
export function sameEnquiry(
  stored: EnquiryContent & { locale: string },
  enquiry: EnquiryContent & { locale?: string | null },
): boolean {
  const [before, now] = [contentOf(stored), contentOf(enquiry)];
  return (
    stored.locale === (enquiry.locale ?? DEFAULT_LOCALE) &&
    before.every((value, index) => value === now[index])
  );
}
