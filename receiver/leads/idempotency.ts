import { createHash } from 'node:crypto';
import type { Enquiry } from '@/lib/model/enquiry/schema';

/**
 * The key an enquiry is stored under. The form makes one per enquiry (its boot script fills it at
 * first paint); an enquiry without one (a browser without JavaScript) gets one made from what it
 * says, so the same enquiry sent twice is still stored once.
 */
export function idempotencyKeyOf(enquiry: Enquiry): string {
  if (enquiry.idempotencyKey) return `form:${enquiry.idempotencyKey}`;
  const content = [
    enquiry.name,
    enquiry.email.toLowerCase(),
    enquiry.phone,
    enquiry.interest,
    enquiry.arrival,
    enquiry.departure,
    enquiry.message,
  ].join('\u0000');
  return `content:${createHash('sha256').update(content).digest('base64url')}`;
}
