import { IDEMPOTENCY_KEY_PATTERN, TRAVEL_INTERESTS, type Enquiry } from '@/lib/model/enquiry/schema';

/**
 * Valid enquiries for the receiver's tests and bench, each different and with its own idempotency
 * key, as the contact form sends them.
 */

const NAMES = ['Anna Kowalska', 'Piotr Nowak', 'Zofia Wiśniewska', 'Jan Wójcik', 'Maria Kamińska'];

/** A run's prefix for its keys: letters and digits, so that `${run}-${index}` is a valid key. */
export function runId(): string {
  return `run${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
}

/** The idempotency key of enquiry `index` of a run (the form's key, as stored: `form:` + this). */
export function enquiryKey(run: string, index: number): string {
  const key = `${run}-${String(index).padStart(6, '0')}`;
  if (!IDEMPOTENCY_KEY_PATTERN.test(key)) throw new Error(`Not a valid idempotency key: ${key}`);
  return key;
}

/** A Polish number of the run's own for enquiry `index`: +48 6xx xxx xxx. */
function phoneFor(index: number): string {
  const digits = String(index % 100_000_000).padStart(8, '0');
  return `+48 6${digits.slice(0, 2)} ${digits.slice(2, 5)} ${digits.slice(5)}`;
}

/** Enquiry `index` of a run: valid, its own key, its fields varied with the index. */
export function enquiryFor(run: string, index: number, overrides: Partial<Enquiry> = {}): Enquiry {
  const day = 1 + (index % 27);
  const date = (offset: number) => `2027-06-${String(day + offset).padStart(2, '0')}`;
  return {
    name: NAMES[index % NAMES.length]!,
    email: `guest${index}@example.com`,
    // A phone of one's own, as an email: one person, one enquiry (the desk flags a shared one).
    phone: index % 3 === 0 ? '' : phoneFor(index),
    interest: TRAVEL_INTERESTS[index % TRAVEL_INTERESTS.length]!,
    arrival: index % 4 === 0 ? '' : date(0),
    departure: index % 4 === 0 ? '' : date(1 + (index % 3)),
    message: `Enquiry ${index}: two of us, a long weekend with an evening at the casino, please.`,
    consent: true,
    website: '',
    idempotencyKey: enquiryKey(run, index),
    ...overrides,
  };
}
