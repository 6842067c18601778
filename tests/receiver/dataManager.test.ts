// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { MAX_EVENTS_PER_REQUEST, nextUpload, uploadPlan, type UploadLead } from '@/receiver/ads/dataManager';
import { ingestProblems } from './support/dataManagerServer';

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
  status: 'booked',
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

describe('what Google is told next about a booking', () => {
  const options = { defaultCurrency: 'EUR', now: NOW };
  it('a conversion, then a restatement of a changed value, a retraction of a cancellation, and a restatement when booked again', () => {
    const booked = lead({ booking_currency: 'PLN' });
    expect(nextUpload(booked, undefined, options)).toEqual({
      kind: 'conversion',
      value_minor: 149_950,
      currency: 'PLN',
    });
    const told = { kind: 'conversion' as const, value_minor: 149_950, currency: 'PLN' };
    expect(nextUpload(booked, told, options)).toBeUndefined();
    expect(nextUpload({ ...booked, booking_value_minor: 160_000 }, told, options)).toEqual({
      kind: 'restatement',
      value_minor: 160_000,
      currency: 'PLN',
    });
    const cancelled = { ...booked, status: 'lost' };
    expect(nextUpload(cancelled, told, options)).toEqual({
      kind: 'retraction',
      value_minor: 0,
      currency: 'PLN',
    });
    const retracted = { kind: 'retraction' as const, value_minor: 0, currency: 'PLN' };
    expect(nextUpload(cancelled, retracted, options)).toBeUndefined();
    expect(nextUpload(booked, retracted, options)).toEqual({
      kind: 'restatement',
      value_minor: 149_950,
      currency: 'PLN',
    });
    // Never booked, never told: nothing.
    expect(nextUpload({ ...booked, status: 'new', booked_at: null }, undefined, options)).toBeUndefined();
  });
});

describe('the local Data Manager server refuses what Google documents it refuses', () => {
  const valid = uploadPlan([lead({ phone: '+48 600 100 200' })], OPTIONS).requests[0]!;
  const withEvent = (change: Record<string, unknown>) => ({
    ...valid,
    events: [{ ...valid.events[0], ...change }],
  });
  it('passes the receiver’s own request', () => {
    expect(ingestProblems(valid)).toEqual([]);
  });
  it.each([
    [
      'an email in the clear',
      withEvent({ userData: { userIdentifiers: [{ emailAddress: 'anna@example.pl' }] } }),
      'emailAddress: a SHA-256',
    ],
    ['no consent', withEvent({ consent: undefined }), 'consent: required'],
    [
      'ad user data denied',
      withEvent({ consent: { adUserData: 'CONSENT_DENIED' } }),
      'adUserData: not granted',
    ],
    ['a time that is not RFC 3339', withEvent({ eventTimestamp: '2027-05-20 09:00' }), 'eventTimestamp'],
    [
      'no identifier',
      withEvent({ adIdentifiers: undefined, userData: undefined }),
      'needs adIdentifiers or userData',
    ],
    ['an unknown field', withEvent({ orderId: 'x' }), 'orderId: unknown field'],
    [
      'a customer id with dashes',
      {
        ...valid,
        destinations: [
          {
            operatingAccount: { accountType: 'GOOGLE_ADS', accountId: '123-456-7890' },
            productDestinationId: '42',
          },
        ],
      },
      'accountId',
    ],
    [
      '2,001 events',
      { ...valid, events: Array.from({ length: 2001 }, () => valid.events[0]) },
      'events: 1 to 2000',
    ],
    ['hashes without their encoding', { ...valid, encoding: undefined }, 'encoding: required'],
  ])('%s', (_name, request, problem) => {
    expect(ingestProblems(JSON.parse(JSON.stringify(request)) as unknown).join('; ')).toContain(problem);
  });
});
