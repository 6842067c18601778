import path from 'node:path';
import Database from 'better-sqlite3';
import type { LeadsTable } from '@/receiver/db/schema';

/**
 * The leads the browser tests' receiver stored: the SQLite file the Playwright web server uses
 * (E2E_LEADS_DB, default .e2e/leads.db, as in tests/e2e/server.ts), opened read-only. Tests run
 * in parallel against that one file, so each looks up the leads of its own email address.
 */
const LEADS_DB = path.resolve(process.env.E2E_LEADS_DB ?? path.join('.e2e', 'leads.db'));

/** A stored lead's columns that the tests look at. */
export type StoredLead = Omit<LeadsTable, 'updated_at' | 'source'>;

export function leadsWithEmail(email: string): StoredLead[] {
  // Opened for each look-up and closed at once: nothing holds the receiver's file between tests.
  const db = new Database(LEADS_DB, { readonly: true, fileMustExist: true });
  try {
    return db
      .prepare<[string], StoredLead>(
        `SELECT id, idempotency_key, created_at, name, email, phone, interest, arrival, departure,
                message, gclid, gbraid, wbraid, landing_page, utm_source, utm_medium, utm_campaign,
                consent_ad_storage, consent_ad_user_data, consent_ad_personalization,
                consent_analytics_storage, consent_version, consent_at, status
           FROM leads WHERE email = ? ORDER BY created_at, id`,
      )
      .all(email);
  } finally {
    db.close();
  }
}

/** An address no other test uses. */
export function uniqueEmail(label: string): string {
  return `first-paint-${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}
