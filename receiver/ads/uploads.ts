import * as z from 'zod';
import type { LeadsDb } from '../db/database';
import type { Deliverer } from '../mail/courier';
import {
  adsEvent,
  ingestRequests,
  nextUpload,
  uploadLeads,
  type Destination,
  type UploadLead,
} from './dataManager';

/**
 * Bookings told to Google through the outbox. The receiver looks every so often (and the CLI's dry
 * run does the same without writing) at what Google was last told of each booked lead with consent
 * to advertising, and queues what changed: the conversion, a restatement, a retraction. Each is a
 * row of ads_uploads (`<lead>:<seq>`) and an outbox row (`ads:<lead>:<seq>`) written together, so
 * that two receivers queue it once, a failure is retried with the outbox's back-off, and the lead's
 * page shows where each stands.
 */

export const adsOutboxId = (uploadId: string): string => `ads:${uploadId}`;

/** Queues what Google needs to be told now; resolves to how many uploads were queued. */
export async function queueAdsUploads(
  db: LeadsDb,
  options: { defaultCurrency: string; now: Date },
): Promise<number> {
  const at = options.now.toISOString();
  let queued = 0;
  for (const lead of await uploadLeads(db)) {
    const next = nextUpload(lead, lead.told, options);
    if (next === undefined || typeof next === 'string') continue;
    const seq = (lead.told?.seq ?? 0) + 1;
    const id = `${lead.id}:${seq}`;
    await db.transaction().execute(async (trx) => {
      const inserted = await trx
        .insertInto('ads_uploads')
        .values({ id, lead_id: lead.id, seq, ...next, queued_at: at })
        .onConflict((conflict) => conflict.doNothing())
        .executeTakeFirst();
      // Another receiver queued this very change first.
      if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) return;
      await trx
        .insertInto('outbox')
        .values({
          id: adsOutboxId(id),
          kind: 'ads',
          lead_id: lead.id,
          next_attempt_at: at,
          payload: JSON.stringify({ uploadId: id }),
        })
        .onConflict((conflict) => conflict.doNothing())
        .execute();
      queued += 1;
    });
  }
  return queued;
}

const adsPayload = z.object({ uploadId: z.string() });

/** What the uploader posts with: the API's client (DataManagerClient), or a test's. */
export interface Ingest {
  ingest(request: ReturnType<typeof ingestRequests>[number]): Promise<string>;
}

/**
 * Sends one queued upload for the outbox: checked by Google first (`validateOnly`), then for real.
 * An upload waits while an earlier one of its lead is unsent, so that Google hears a booking's news
 * in order. A refusal is kept on the upload, for the lead's page, and thrown, for the retry.
 */
export function adsDeliverer(db: LeadsDb, client: Ingest, destination: Destination): Deliverer {
  return async (message) => {
    const { uploadId } = adsPayload.parse(message.payload);
    const upload = await db
      .selectFrom('ads_uploads')
      .selectAll()
      .where('id', '=', uploadId)
      .executeTakeFirst();
    const lead: UploadLead | undefined = message.lead;
    if (!upload || !lead) return 'dropped';
    if (upload.sent_at !== null) return 'sent';
    const earlier = await db
      .selectFrom('ads_uploads')
      .select('id')
      .where('lead_id', '=', upload.lead_id)
      .where('seq', '<', upload.seq)
      .where('sent_at', 'is', null)
      .executeTakeFirst();
    if (earlier) throw new Error(`waits for the earlier upload ${earlier.id}`);
    const event = adsEvent(lead, {
      kind: upload.kind,
      value_minor: upload.value_minor,
      currency: upload.currency ?? '',
    });
    const request = (validateOnly: boolean) => ingestRequests([event], destination, validateOnly)[0]!;
    try {
      await client.ingest(request(true));
      await db
        .updateTable('ads_uploads')
        .set({ validated_at: new Date().toISOString() })
        .where('id', '=', uploadId)
        .execute();
      const requestId = await client.ingest(request(false));
      await db
        .updateTable('ads_uploads')
        .set({ sent_at: new Date().toISOString(), request_id: requestId, last_error: null })
        .where('id', '=', uploadId)
        .execute();
      return 'sent';
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      await db
        .updateTable('ads_uploads')
        .set({ last_error: reason.slice(0, 500) })
        .where('id', '=', uploadId)
        .execute();
      throw error;
    }
  };
}
