import { minorToDecimal } from '@/lib/model/money/money';
import type { LeadsDb } from '../db/database';
import type { ConversionLead } from './conversions';

/** The leads that may hold a conversion: those with an ad click id, contacted or booked. Nothing personal is read. */
export async function conversionLeads(db: LeadsDb, defaultCurrency: string): Promise<ConversionLead[]> {
  const rows = await db
    .selectFrom('leads')
    .select([
      'gclid',
      'created_at',
      'booked_at',
      'booking_value_minor',
      'booking_currency',
      'contacted_at',
      'status',
      'consent_ad_user_data',
    ])
    .where('gclid', 'is not', null)
    .where('spam', '=', 0)
    // A lead merged into another counts there (the merge keeps its click id on it).
    .where('merged_into', 'is', null)
    .where((eb) => eb.or([eb('booked_at', 'is not', null), eb('contacted_at', 'is not', null)]))
    .orderBy('created_at')
    .execute();
  return rows.map(({ booking_value_minor: minor, ...row }) => ({
    ...row,
    booking_value:
      minor === null ? null : Number(minorToDecimal(minor, row.booking_currency ?? defaultCurrency)),
  }));
}
