/**
 * Google Ads offline conversion import ("conversions from clicks", legacy file upload): the leads
 * that came from an ad click (a gclid) and were booked, or contacted, as a CSV that Google reads.
 * Only the click id, the conversion and its value leave: no name, email or message. Only leads whose
 * visitor consented to advertising (Consent Mode v2's `ad_user_data` granted) are in it, as
 * Google's EU user consent policy asks; the others are counted, not written.
 */

export interface ConversionLead {
  gclid: string | null;
  /** When the enquiry arrived: the nearest known time to the click, for Google's 90-day limit. */
  created_at: string;
  booked_at: string | null;
  booking_value: number | null;
  booking_currency: string | null;
  contacted_at: string | null;
  status: string;
  /** The visitor's consent to ad data being sent to Google: `granted`, or not given. */
  consent_ad_user_data: string | null;
}

export interface ConversionsOptions {
  now: Date;
  /** Only conversions at or after this instant (the last upload), so a file holds only new ones. */
  since?: Date;
  /** The Google Ads conversion action for a booking, exactly as named there. */
  bookedName: string;
  /** The conversion action for a lead the office contacted; none: no such rows. */
  qualifiedName?: string;
  /** ISO 4217, for a booking value recorded without a currency. */
  defaultCurrency: string;
}

export interface ConversionsFile {
  csv: string;
  /** Leads with a conversion left out because Google no longer takes their click (over 90 days). */
  tooOld: number;
  /** Leads with a conversion left out because their visitor did not consent to advertising. */
  withoutConsent: number;
  rows: number;
}

const TIME_ZONE = 'Europe/Warsaw';
/** Google attributes a conversion only to a click at most 90 days before it is imported. */
export const CLICK_MAX_AGE_MS = 90 * 86_400_000;
const HEADER = [
  'Google Click ID',
  'Conversion Name',
  'Conversion Time',
  'Conversion Value',
  'Conversion Currency',
];
/**
 * CRLF: RFC 4180's line end, and what Excel and Google Sheets write when the office fills in and
 * saves Google's templates (offered as Excel, CSV and Sheets), so the file reads as one of those.
 * The leads export (csv.ts) does the same.
 */
const EOL = '\r\n';

const warsawClock = new Intl.DateTimeFormat('en-US', {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
  timeZoneName: 'longOffset',
});

/**
 * Google's "yyyy-MM-dd HH:mm:ss+hhmm" in Warsaw time, e.g. 2027-05-14 13:00:00+0200. The offset
 * comes from Intl's zone data ("GMT+02:00"), so it is right on either side of a DST change; it also
 * makes each row exact on its own, whatever the Parameters line says.
 */
export function googleConversionTime(instant: Date): string {
  const parts = Object.fromEntries(warsawClock.formatToParts(instant).map((part) => [part.type, part.value]));
  const offset = /^GMT(?:([+-])(\d{2}):(\d{2}))?$/.exec(parts.timeZoneName ?? '');
  if (!offset) throw new RangeError(`Unexpected offset from Intl: ${parts.timeZoneName}`);
  const zone = `${offset[1] ?? '+'}${offset[2] ?? '00'}${offset[3] ?? '00'}`;
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}:${parts.second}${zone}`;
}

/** One field, quoted only when RFC 4180 needs it: a conversion name from a setting may hold a comma. */
function field(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

/** A dot and at most 2 decimals, no trailing zeros: 1500, 1499.5, 12.34. */
function formatValue(value: number): string {
  return String(Number(value.toFixed(2)));
}

interface Conversion {
  gclid: string;
  name: string;
  at: Date;
  value: string;
  currency: string;
}

/** The conversions a lead counts for, before the time filters. */
function conversionsOf(lead: ConversionLead & { gclid: string }, options: ConversionsOptions): Conversion[] {
  const found: Conversion[] = [];
  // Booked now: a booking closed or cancelled since is not reported as a sale.
  if (lead.status === 'booked' && lead.booked_at !== null) {
    const value = lead.booking_value;
    const hasValue = value !== null && Number.isFinite(value) && value >= 0;
    found.push({
      gclid: lead.gclid,
      name: options.bookedName,
      at: new Date(lead.booked_at),
      // No value: Google takes the conversion action's default, so no currency either.
      value: hasValue ? formatValue(value) : '',
      currency: hasValue ? (lead.booking_currency ?? options.defaultCurrency).toUpperCase() : '',
    });
  }
  // Contacted is an event that stays true whatever the status has moved on to.
  if (options.qualifiedName !== undefined && lead.contacted_at !== null) {
    found.push({
      gclid: lead.gclid,
      name: options.qualifiedName,
      at: new Date(lead.contacted_at),
      value: '',
      currency: '',
    });
  }
  return found;
}

/** The offline conversion import file for these leads: the parameter line, the header, the rows. */
export function conversionsCsv(
  leads: readonly ConversionLead[],
  options: ConversionsOptions,
): ConversionsFile {
  const oldestClick = options.now.getTime() - CLICK_MAX_AGE_MS;
  const since = options.since?.getTime() ?? -Infinity;
  const rows: Conversion[] = [];
  let tooOld = 0;
  let withoutConsent = 0;
  for (const lead of leads) {
    const { gclid } = lead;
    if (gclid === null || gclid === '') continue;
    const conversions = conversionsOf({ ...lead, gclid }, options).filter((c) => c.at.getTime() >= since);
    if (conversions.length === 0) continue;
    if (lead.consent_ad_user_data !== 'granted') {
      withoutConsent += 1;
      continue;
    }
    if (new Date(lead.created_at).getTime() < oldestClick) {
      tooOld += 1;
      continue;
    }
    rows.push(...conversions);
  }
  rows.sort((a, b) => a.at.getTime() - b.at.getTime());
  const lines = [
    `Parameters:TimeZone=${TIME_ZONE}`,
    HEADER.join(','),
    ...rows.map((row) =>
      [row.gclid, row.name, googleConversionTime(row.at), row.value, row.currency].map(field).join(','),
    ),
  ];
  return { csv: `${lines.join(EOL)}${EOL}`, tooOld, withoutConsent, rows: rows.length };
}
