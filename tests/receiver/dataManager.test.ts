// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { MAX_EVENTS_PER_REQUEST, uploadPlan, type UploadLead } from '@/receiver/leads/dataManager';

const NOW = new Date('2027-06-01T12:00:00.000Z');
const OPTIONS = {
  accountId: '1234567890',
  bookedActionId: '42',
  defaultCurrency: 'EUR',
  now: NOW,
  validateOnly: true,
};

const lead = (overrides: Partial<UploadLead> = {}): UploadLead => ({
  id: `lead-${Math.random()}`,
  email: 'anna@example.pl',
  phone: '',
  created_at: '2027-05-10T09:00:00.000Z',
  booked_at: '2027-05-20T09:00:00.000Z',
  booking_value_minor: 149_950,
  booking_currency: null,
  gclid: 'Cj0-a',
  gbraid: null,
  wbraid: null,
  consent_ad_user_data: 'granted',
  consent_ad_personalization: 'denied',
  ...overrides,
});

describe('the Data Manager API upload plan', () => {
  it('sends at most 2,000 events a request, the iOS click ids as they came, the default currency where none was recorded', () => {
    const leads = Array.from({ length: MAX_EVENTS_PER_REQUEST + 1 }, () => lead());
    leads[0] = lead({ gclid: null, wbraid: 'CkQ-w' });
    const plan = uploadPlan(leads, OPTIONS);
    expect(plan.requests.map((request) => request.events.length)).toEqual([MAX_EVENTS_PER_REQUEST, 1]);
    expect(plan.requests[0]?.events[0]).toMatchObject({
      adIdentifiers: { wbraid: 'CkQ-w' },
      conversionValue: 1499.5,
      currency: 'EUR',
    });
  });

  it('leaves out, and counts, a booking without consent, with nothing to match by, or with a click too old', () => {
    const plan = uploadPlan(
      [
        lead({ consent_ad_user_data: 'denied' }),
        lead({ consent_ad_user_data: null }),
        lead({ gclid: null, email: 'not an address', phone: '' }),
        lead({ created_at: '2027-01-01T09:00:00.000Z' }),
        // Not booked: not a conversion at all.
        lead({ booked_at: null }),
      ],
      OPTIONS,
    );
    expect(plan).toEqual({ requests: [], withoutConsent: 2, nothingToMatch: 1, tooOld: 1 });
  });
});
