import { IDEMPOTENCY_KEY_PATTERN } from '@/lib/model/enquiry/schema';

/**
 * The key an enquiry is sent with, so that the receiver stores it once however many times it
 * arrives (a double click, a retry after a dropped connection, a submission replayed after
 * hydration). lib/browser/boot.js makes the first one the same way, in ES5.
 */
export function newIdempotencyKey(
  source: Pick<Crypto, 'getRandomValues'> & Partial<Pick<Crypto, 'randomUUID'>> = crypto,
): string {
  // randomUUID exists only in secure contexts (HTTPS, localhost); getRandomValues everywhere.
  if (typeof source.randomUUID === 'function') return source.randomUUID();
  const bytes = source.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

export function isIdempotencyKey(value: unknown): value is string {
  return typeof value === 'string' && IDEMPOTENCY_KEY_PATTERN.test(value);
}
