import { randomUUID } from 'node:crypto';
import type { Enquiry } from '@/lib/enquiry/schema';

/** A valid enquiry, with its own idempotency key unless one is given. */
export function validEnquiry(overrides: Partial<Enquiry> = {}): Enquiry {
  return {
    name: 'Anna Nowak',
    email: 'anna.nowak@example.com',
    phone: '+48 22 123 45 67',
    interest: 'Casino hotel stay',
    arrival: '2027-05-01',
    departure: '2027-05-05',
    message: 'Two of us, a long weekend with a casino evening and a boat trip.',
    consent: true,
    website: '',
    idempotencyKey: randomUUID(),
    ...overrides,
  };
}
