import { minorToDecimal } from '@/lib/model/money/money';
import type { LeadsDb } from '../db/database';
import { hashedUserData } from './enhancedConversions';
import { CLICK_MAX_AGE_MS } from '../leads/conversions';

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
 * A booking's later news goes the same way (the conversion adjustments guide,
 * https://developers.google.com/data-manager/api/devguides/events/google-ads/conversion-adjustments):
 * an event with the same transactionId and the new conversionValue restates the value; the API
 * documents no retraction as such, so a cancelled booking is restated to a value of 0.
 *
 * uploads.ts decides what to send and queues it in the outbox; uploader.ts sends it (validateOnly
 * first, then for real); `npm run leads -- upload --dry-run` prints what would go now.
 */
export const MAX_EVENTS_PER_REQUEST = 2000;

export interface UploadLead {
  id: string;
  status: string;
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

export type UploadKind = 'conversion' | 'restatement' | 'retraction';

/** One piece of news about a booking: the conversion, a new value, or its cancellation (value 0). */
export interface Upload {
  kind: UploadKind;
  value_minor: number | null;
  currency: string;
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

/** Why a booked lead is not sent at all. */
export type LeftOut = 'withoutConsent' | 'nothingToMatch' | 'tooOld';

export interface UploadPlan {
  requests: IngestEventsRequest[];
  /** Booked leads left out: no consent to advertising, nothing to match by, or a click too old. */
  withoutConsent: number;
  nothingToMatch: number;
  tooOld: number;
}

export interface Destination {
  accountId: string;
  bookedActionId: string;
}

const isBooked = (lead: UploadLead) => lead.status === 'booked' && lead.booked_at !== null;

const clicksOf = (lead: UploadLead): NonNullable<IngestEvent['adIdentifiers']> =>
  Object.fromEntries(
    (['gclid', 'gbraid', 'wbraid'] as const).flatMap((name) => (lead[name] ? [[name, lead[name]]] : [])),
  );

/**
 * What Google should be told next about a lead, given what it was last told (`told`, the last
 * upload, or none): the conversion of a new booking, a restatement of a changed value (or of a
 * booking made again after a cancellation), a retraction of a cancelled one; nothing when it knows
 * already. A booking never sent is left out, and says why, when the visitor gave no consent to
 * advertising, when there is nothing to match it by, or when its click is older than 90 days.
 */
export function nextUpload(
  lead: UploadLead,
  told: Pick<Upload, 'kind' | 'value_minor' | 'currency'> | undefined,
  options: { defaultCurrency: string; now: Date },
): Upload | LeftOut | undefined {
  const booked = isBooked(lead);
  const currency = lead.booking_currency ?? told?.currency ?? options.defaultCurrency;
  if (told === undefined) {
    if (!booked) return undefined;
    if (lead.consent_ad_user_data !== 'granted') return 'withoutConsent';
    const hasClick = Object.keys(clicksOf(lead)).length > 0;
    if (hasClick && options.now.getTime() - new Date(lead.created_at).getTime() > CLICK_MAX_AGE_MS)
      return 'tooOld';
    if (!hasClick && !hashedUserData(lead)) return 'nothingToMatch';
    return { kind: 'conversion', value_minor: lead.booking_value_minor, currency };
  }
  if (!booked)
    return told.kind === 'retraction' ? undefined : { kind: 'retraction', value_minor: 0, currency };
  const same =
    told.kind !== 'retraction' && told.value_minor === lead.booking_value_minor && told.currency === currency;
  return same ? undefined : { kind: 'restatement', value_minor: lead.booking_value_minor, currency };
}

/** The event of one upload: a booking's identifiers, consent and time, with the value to record. */
export function adsEvent(lead: UploadLead, upload: Upload): IngestEvent {
  const clicks = clicksOf(lead);
  const user = hashedUserData(lead);
  return {
    transactionId: lead.id,
    eventTimestamp: new Date(lead.booked_at ?? lead.created_at).toISOString(),
    eventSource: 'OTHER',
    ...(Object.keys(clicks).length > 0 ? { adIdentifiers: clicks } : {}),
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
      adPersonalization: lead.consent_ad_personalization === 'granted' ? 'CONSENT_GRANTED' : 'CONSENT_DENIED',
    },
    ...(upload.value_minor !== null
      ? {
          conversionValue: Number(minorToDecimal(upload.value_minor, upload.currency)),
          currency: upload.currency,
        }
      : {}),
  };
}

/** The requests for these events, at most MAX_EVENTS_PER_REQUEST events each. */
export function ingestRequests(
  events: readonly IngestEvent[],
  destination: Destination,
  validateOnly: boolean,
): IngestEventsRequest[] {
  const requests: IngestEventsRequest[] = [];
  for (let start = 0; start < events.length; start += MAX_EVENTS_PER_REQUEST) {
    requests.push({
      destinations: [
        {
          operatingAccount: { accountType: 'GOOGLE_ADS', accountId: destination.accountId },
          productDestinationId: destination.bookedActionId,
        },
      ],
      encoding: 'HEX',
      validateOnly,
      events: events.slice(start, start + MAX_EVENTS_PER_REQUEST),
    });
  }
  return requests;
}

/** The requests for what these leads need Google to be told next (`told`: each one's last upload). */
export function uploadPlan(
  leads: readonly (UploadLead & { told?: Pick<Upload, 'kind' | 'value_minor' | 'currency'> })[],
  options: Destination & { defaultCurrency: string; now: Date; validateOnly: boolean },
): UploadPlan {
  const events: IngestEvent[] = [];
  const left: Record<LeftOut, number> = { withoutConsent: 0, nothingToMatch: 0, tooOld: 0 };
  for (const lead of leads) {
    const next = nextUpload(lead, lead.told, options);
    if (next === undefined) continue;
    if (typeof next === 'string') left[next] += 1;
    else events.push(adsEvent(lead, next));
  }
  return { requests: ingestRequests(events, options, options.validateOnly), ...left };
}

const UPLOAD_LEAD_COLUMNS = [
  'id',
  'status',
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
] as const;

/**
 * The leads an upload may concern (not spam, not merged away), each with what Google was last
 * told of it: those booked, and those it was told of before (a cancelled booking).
 */
export async function uploadLeads(
  db: LeadsDb,
): Promise<(UploadLead & { told?: Upload & { seq: number } })[]> {
  const leads = await db
    .selectFrom('leads')
    .select(UPLOAD_LEAD_COLUMNS)
    .where('spam', '=', 0)
    .where('merged_into', 'is', null)
    .where((eb) =>
      eb.or([
        eb.and([eb('status', '=', 'booked'), eb('booked_at', 'is not', null)]),
        eb.exists(
          eb
            .selectFrom('ads_uploads')
            .select('ads_uploads.id')
            .whereRef('ads_uploads.lead_id', '=', 'leads.id'),
        ),
      ]),
    )
    .orderBy('booked_at')
    .execute();
  const last = await lastUploads(
    db,
    leads.map((lead) => lead.id),
  );
  return leads.map((lead) => {
    const told = last.get(lead.id);
    return told ? { ...lead, told } : lead;
  });
}

/** Each lead's last upload (the highest seq), by lead id. */
async function lastUploads(
  db: LeadsDb,
  ids: readonly string[],
): Promise<Map<string, Upload & { seq: number }>> {
  const last = new Map<string, Upload & { seq: number }>();
  for (let start = 0; start < ids.length; start += 500) {
    const rows = await db
      .selectFrom('ads_uploads')
      .select(['lead_id', 'seq', 'kind', 'value_minor', 'currency'])
      .where('lead_id', 'in', ids.slice(start, start + 500))
      .execute();
    for (const row of rows) {
      const seen = last.get(row.lead_id);
      if (!seen || row.seq > seen.seq)
        last.set(row.lead_id, {
          seq: row.seq,
          kind: row.kind,
          value_minor: row.value_minor,
          currency: row.currency ?? '',
        });
    }
  }
  return last;
}
