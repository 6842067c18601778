import { minorToDecimal } from '@/lib/model/money/money';
import type { LeadsDb } from '../db/database';
import { hashedUserData } from './enhancedConversions';
import { CLICK_MAX_AGE_MS } from './conversions';

/**
 * The bookings as Google's Data Manager API takes them (`events:ingest`,
 * https://developers.google.com/data-manager/api/reference/rest/v1/events/ingest): one event a
 * booked lead whose visitor consented to advertising, its `transactionId` the lead's id (so that a
 * booking sent twice is one conversion), the time it was booked, its value and currency, the ad
 * click ids the visit brought and, for enhanced conversions for leads, the visitor's email and
 * phone normalised and hashed (enhancedConversions.ts). The fields used, from the reference:
 *
 * - IngestEventsRequest: destinations[], events[] (at most 2,000), consent, validateOnly, encoding
 * - Destination: operatingAccount { accountType GOOGLE_ADS, accountId }, productDestinationId
 *   (the conversion action's id)
 * - Event: transactionId, eventTimestamp (RFC 3339), adIdentifiers { gclid, gbraid, wbraid },
 *   userData { userIdentifiers[] { emailAddress | phoneNumber } }, consent { adUserData,
 *   adPersonalization } (CONSENT_GRANTED / CONSENT_DENIED), conversionValue, currency, eventSource
 *
 * Sending it (validateOnly first, then for real, through the outbox) is not built yet; the office
 * sees what would go with `npm run leads -- upload --dry-run`.
 */
export const MAX_EVENTS_PER_REQUEST = 2000;

export interface UploadLead {
  id: string;
  email: string;
  phone: string;
  created_at: string;
  booked_at: string | null;
  booking_value_minor: number | null;
  booking_currency: string | null;
  gclid: string | null;
  gbraid: string | null;
  wbraid: string | null;
  consent_ad_user_data: string | null;
  consent_ad_personalization: string | null;
}

export interface IngestEventsRequest {
  destinations: {
    operatingAccount: { accountType: 'GOOGLE_ADS'; accountId: string };
    productDestinationId: string;
  }[];
  encoding: 'HEX';
  validateOnly: boolean;
  events: IngestEvent[];
}

export interface IngestEvent {
  transactionId: string;
  eventTimestamp: string;
  eventSource: 'OTHER';
  adIdentifiers?: { gclid?: string; gbraid?: string; wbraid?: string };
  userData?: { userIdentifiers: ({ emailAddress: string } | { phoneNumber: string })[] };
  consent: { adUserData: 'CONSENT_GRANTED'; adPersonalization: 'CONSENT_GRANTED' | 'CONSENT_DENIED' };
  conversionValue?: number;
  currency?: string;
}

export interface UploadPlan {
  requests: IngestEventsRequest[];
  /** Booked leads left out: no consent to advertising, nothing to match by, or a click too old. */
  withoutConsent: number;
  nothingToMatch: number;
  tooOld: number;
}

/** The requests for these leads, at most MAX_EVENTS_PER_REQUEST events each. */
export function uploadPlan(
  leads: readonly UploadLead[],
  options: {
    accountId: string;
    bookedActionId: string;
    defaultCurrency: string;
    now: Date;
    validateOnly: boolean;
  },
): UploadPlan {
  const events: IngestEvent[] = [];
  let withoutConsent = 0;
  let nothingToMatch = 0;
  let tooOld = 0;
  for (const lead of leads) {
    if (lead.booked_at === null) continue;
    if (lead.consent_ad_user_data !== 'granted') {
      withoutConsent += 1;
      continue;
    }
    const clicks = Object.fromEntries(
      (['gclid', 'gbraid', 'wbraid'] as const).flatMap((name) => (lead[name] ? [[name, lead[name]]] : [])),
    ) as IngestEvent['adIdentifiers'];
    const hasClick = Object.keys(clicks ?? {}).length > 0;
    if (hasClick && options.now.getTime() - new Date(lead.created_at).getTime() > CLICK_MAX_AGE_MS) {
      tooOld += 1;
      continue;
    }
    const user = hashedUserData(lead);
    if (!hasClick && !user) {
      nothingToMatch += 1;
      continue;
    }
    const currency = lead.booking_currency ?? options.defaultCurrency;
    events.push({
      transactionId: lead.id,
      eventTimestamp: new Date(lead.booked_at).toISOString(),
      eventSource: 'OTHER',
      ...(hasClick ? { adIdentifiers: clicks } : {}),
      ...(user
        ? {
            userData: {
              userIdentifiers: [
                ...(user.emailAddress ? [{ emailAddress: user.emailAddress }] : []),
                ...(user.phoneNumber ? [{ phoneNumber: user.phoneNumber }] : []),
              ],
            },
          }
        : {}),
      consent: {
        adUserData: 'CONSENT_GRANTED',
        adPersonalization:
          lead.consent_ad_personalization === 'granted' ? 'CONSENT_GRANTED' : 'CONSENT_DENIED',
      },
      ...(lead.booking_value_minor !== null
        ? { conversionValue: Number(minorToDecimal(lead.booking_value_minor, currency)), currency }
        : {}),
    });
  }
  const requests: IngestEventsRequest[] = [];
  for (let start = 0; start < events.length; start += MAX_EVENTS_PER_REQUEST) {
    requests.push({
      destinations: [
        {
          operatingAccount: { accountType: 'GOOGLE_ADS', accountId: options.accountId },
          productDestinationId: options.bookedActionId,
        },
      ],
      encoding: 'HEX',
      validateOnly: options.validateOnly,
      events: events.slice(start, start + MAX_EVENTS_PER_REQUEST),
    });
  }
  return { requests, withoutConsent, nothingToMatch, tooOld };
}

/** The booked leads an upload may hold (not spam, not merged away). */
export function uploadLeads(db: LeadsDb): Promise<UploadLead[]> {
  return db
    .selectFrom('leads')
    .select([
      'id',
      'email',
      'phone',
      'created_at',
      'booked_at',
      'booking_value_minor',
      'booking_currency',
      'gclid',
      'gbraid',
      'wbraid',
      'consent_ad_user_data',
      'consent_ad_personalization',
    ])
    .where('status', '=', 'booked')
    .where('booked_at', 'is not', null)
    .where('spam', '=', 0)
    .where('merged_into', 'is', null)
    .orderBy('booked_at')
    .execute();
}
