import type { LeadsDb } from '../db/database';
import type { ConversionLead } from './conversions';

/** The leads that may hold a conversion: those with an ad click id, contacted or booked. Nothing personal is read. */
export async function conversionLeads(db: LeadsDb): Promise<ConversionLead[]> {
  const rows = await db
    .selectFrom('leads')
    .select([
      'gclid',
      'created_at',
      'booked_at',
      'booking_value',
      'booking_currency',
      'contacted_at',
      'status',
    ])
    .where('gclid', 'is not', null)
    .where('spam', '=', 0)
    .where((eb) => eb.or([eb('booked_at', 'is not', null), eb('contacted_at', 'is not', null)]))
    .orderBy('created_at')
    .execute();
  return rows.map((row) => ({
    ...row,
    booking_value: row.booking_value === null ? null : Number(row.booking_value),
  }));
}
