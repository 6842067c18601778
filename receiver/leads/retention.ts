import type { LeadsDb } from '../db/database';

/**
 * How long leads are kept. The privacy notice (public/data/privacy-policy/TextsRichText.json)
 * states these periods, and a test holds the two together: change both or neither.
 * - An enquiry that did not lead to a booking: 12 months from the last contact (the last change
 *   the office made to it, or its arrival).
 * - A booked one is a booking record: 5 years from the end of the calendar year of the last change
 *   (Polish tax and accounting law).
 */
export const ENQUIRY_RETENTION_MONTHS = 12;
export const BOOKING_RETENTION_YEARS = 5;

export interface RetentionCutoffs {
  /** Leads not booked, last changed before this, are deleted. */
  enquiries: string;
  /** Booked leads last changed before this (a 1 January) are deleted. */
  bookings: string;
}

export function retentionCutoffs(now: Date): RetentionCutoffs {
  const enquiries = new Date(now);
  enquiries.setUTCMonth(enquiries.getUTCMonth() - ENQUIRY_RETENTION_MONTHS);
  // Kept through the end of year Y + 5, so gone from 1 January of Y + 6: last changed before
  // 1 January of (this year - 5).
  const bookings = new Date(Date.UTC(now.getUTCFullYear() - BOOKING_RETENTION_YEARS, 0, 1));
  return { enquiries: enquiries.toISOString(), bookings: bookings.toISOString() };
}

/** Deletes the leads past their retention period (their pending email goes with them); returns how many. */
export async function purgeExpiredLeads(db: LeadsDb, now = new Date()): Promise<number> {
  const cutoffs = retentionCutoffs(now);
  const result = await db
    .deleteFrom('leads')
    .where((eb) =>
      eb.or([
        eb.and([eb('status', '!=', 'booked'), eb('updated_at', '<', cutoffs.enquiries)]),
        eb.and([eb('status', '=', 'booked'), eb('updated_at', '<', cutoffs.bookings)]),
      ]),
    )
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
