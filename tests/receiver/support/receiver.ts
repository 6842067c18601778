import Database from 'better-sqlite3';

export { startReceiver, tempFolder, type ReceiverProcess } from '../../support/receiver';
export { enquiryFor, enquiryKey, runId } from '@/scripts/bench/receiverEnquiry';
export { freePort } from '@/lib/server/freePort';

export interface EnquiryAnswer {
  status: number;
  body: unknown;
}

/** POSTs an enquiry as the form's script does (JSON); throws when no answer comes. */
export async function postEnquiry(url: string, enquiry: object, timeoutMs = 10_000): Promise<EnquiryAnswer> {
  const response = await fetch(`${url}/api/enquiry`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(enquiry),
    signal: AbortSignal.timeout(timeoutMs),
  });
  const text = await response.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // Not JSON: kept as text for the failure message.
  }
  return { status: response.status, body };
}

/** The lead id of a 201/200 answer, or undefined. */
export function leadIdOf(answer: EnquiryAnswer): string | undefined {
  const body = answer.body;
  if (typeof body !== 'object' || body === null || !('id' in body)) return undefined;
  return typeof body.id === 'string' ? body.id : undefined;
}

/** Waits until `check` returns a value other than undefined/false, polling; throws after `timeoutMs`. */
export async function waitFor<T>(
  what: string,
  check: () => T | undefined | false | Promise<T | undefined | false>,
  { timeoutMs = 20_000, intervalMs = 50 }: { timeoutMs?: number; intervalMs?: number } = {},
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (let round = 0; round < Math.ceil(timeoutMs / intervalMs) + 1; round += 1) {
    const value = await check();
    if (value !== undefined && value !== false) return value;
    if (Date.now() >= deadline) break;
    await sleep(intervalMs);
  }
  throw new Error(`Timed out after ${timeoutMs} ms waiting for ${what}`);
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export interface StoredLead {
  id: string;
  idempotency_key: string;
  name: string;
  email: string;
  phone: string;
  interest: string;
  message: string;
}

export interface OutboxRow {
  lead_id: string;
  attempts: number;
  next_attempt_at: string;
  locked_until: string | null;
  sent_at: string | null;
  last_error: string | null;
}

/**
 * Reads the leads file as it is now, through its own connection (read-only; the receiver may be
 * writing to it), closing it before returning.
 */
export function readLeadsFile<T>(dbFile: string, read: (db: Database.Database) => T): T {
  const db = new Database(dbFile, { readonly: true, fileMustExist: true });
  try {
    db.pragma('busy_timeout = 5000');
    return read(db);
  } finally {
    db.close();
  }
}

export const allLeads = (db: Database.Database) =>
  db
    .prepare<[], StoredLead>(
      'select id, idempotency_key, name, email, phone, interest, message from leads order by idempotency_key',
    )
    .all();

/** The office's notices in the outbox, one a lead. */
export const outboxRows = (db: Database.Database) =>
  db.prepare<[], OutboxRow>("select * from outbox where kind = 'notify' order by lead_id").all();

/** Every message in the outbox: notices, confirmations, webhooks. */
export const allOutboxRows = (db: Database.Database) =>
  db.prepare<[], OutboxRow>('select * from outbox order by id').all();
