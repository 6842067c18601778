import type { Transaction } from 'kysely';
import type { LeadsDb } from '../../db/database';
import { ATTRIBUTION_COLUMNS, type Lead, type LeadsDatabase } from '../../db/schema';
import { record, type Actor } from '../../desk/leadDesk';
import { NEW_LEAD_KINDS } from '../../mail/outboxMessages';
import type { MergeRefusal } from '../words';

/**
 * One person's two leads made one, in one transaction: the lead on whose page the merge was asked
 * (kept) takes over the other's conversation (lead_messages, with their files), notes and history
 * (lead_events), offers (renumbered after its own versions), its messages not yet sent and its
 * duplicate flags. The other lead's row stays, with merged_into set: its enquiry, click ids and
 * landing page remain (shown on the kept lead's page), every list and count leaves it out, and its
 * page leads to the kept one.
 */

/** The earlier of two optional instants (ISO strings sort as time). */
const earliest = (a: string | null, b: string | null) => (a === null ? b : b === null ? a : a < b ? a : b);
const latest = (a: string | null, b: string | null) => (a === null ? b : b === null ? a : a > b ? a : b);

/**
 * What brought one enquiry, with the privacy choice it was kept under: moved as one, so that a click
 * id is never sent on with another enquiry's consent.
 */
const ATTRIBUTION = ['gclid', ...ATTRIBUTION_COLUMNS] as const satisfies readonly (keyof Lead)[];
type Attribution = Pick<Lead, (typeof ATTRIBUTION)[number]>;
type MergedColumns = Attribution & Pick<Lead, 'awaiting_since' | 'reminded_at' | 'last_inbound_at'>;

const attributionOf = (lead: Attribution): Attribution =>
  Object.fromEntries(ATTRIBUTION.map((column) => [column, lead[column]])) as Attribution;

/** Whether a lead knows anything of what brought it (a click id, a landing page, a campaign). */
const hasAttribution = (lead: Attribution) =>
  ATTRIBUTION.some((column) => !column.startsWith('consent_') && lead[column] !== null);

/**
 * The kept lead's columns after the merge: the other's attribution (click ids, landing page and
 * campaign with their privacy choice) when it has none, the earliest wait for the office (with its
 * reminder state) and the latest message from the visitor.
 */
export function mergedColumns(kept: MergedColumns, merged: MergedColumns): MergedColumns {
  const awaiting = earliest(kept.awaiting_since, merged.awaiting_since);
  const waitOf =
    awaiting !== null && awaiting === merged.awaiting_since && awaiting !== kept.awaiting_since
      ? merged
      : kept;
  return {
    ...attributionOf(hasAttribution(kept) || !hasAttribution(merged) ? kept : merged),
    awaiting_since: awaiting,
    reminded_at: awaiting === null ? null : waitOf.reminded_at,
    last_inbound_at: latest(kept.last_inbound_at, merged.last_inbound_at),
  };
}

async function moveEverything(trx: Transaction<LeadsDatabase>, kept: Lead, merged: Lead, at: string) {
  await trx.updateTable('lead_messages').set({ lead_id: kept.id }).where('lead_id', '=', merged.id).execute();
  await trx.updateTable('lead_events').set({ lead_id: kept.id }).where('lead_id', '=', merged.id).execute();

  // Offers keep their order after the kept lead's own: versions are unique per lead.
  const top = await trx
    .selectFrom('offers')
    .select((eb) => eb.fn.max('version').as('version'))
    .where('lead_id', '=', kept.id)
    .executeTakeFirst();
  const shift = Number(top?.version ?? 0);
  await trx
    .updateTable('offers')
    .set((eb) => ({ lead_id: kept.id, version: eb('version', '+', shift) }))
    .where('lead_id', '=', merged.id)
    .execute();

  // What still waits to go out goes on with the kept lead (a reply, a notice of a visitor's
  // message), but the new-lead messages (notice, confirmation, webhook): they tell of the merged
  // enquiry itself, which stays.
  await trx
    .updateTable('outbox')
    .set({ lead_id: kept.id })
    .where('lead_id', '=', merged.id)
    .where('sent_at', 'is', null)
    .where('kind', 'not in', [...NEW_LEAD_KINDS])
    .execute();

  // The merged lead's flags with third leads become the kept lead's; the pair itself is resolved.
  const flags = await trx
    .selectFrom('lead_duplicates')
    .selectAll()
    .where((eb) => eb.or([eb('lead_id', '=', merged.id), eb('other_lead_id', '=', merged.id)]))
    .execute();
  const others = flags
    .map((flag) => ({
      other: flag.lead_id === merged.id ? flag.other_lead_id : flag.lead_id,
      reason: flag.reason,
    }))
    .filter((flag) => flag.other !== kept.id && flag.other !== merged.id);
  if (others.length > 0)
    await trx
      .insertInto('lead_duplicates')
      .values(
        others.flatMap(({ other, reason }) => [
          { lead_id: kept.id, other_lead_id: other, reason, at },
          { lead_id: other, other_lead_id: kept.id, reason, at },
        ]),
      )
      .onConflict((conflict) => conflict.doNothing())
      .execute();
  await trx
    .deleteFrom('lead_duplicates')
    .where((eb) => eb.or([eb('lead_id', '=', merged.id), eb('other_lead_id', '=', merged.id)]))
    .execute();
}

/**
 * Merges lead `mergedId` into lead `keptId` (see above), recorded in the kept lead's history and
 * the audit log (`merge`). Refused, changing nothing: a lead missing, one already merged, two
 * leads not flagged as the same person, or a booked lead to be merged into another (a booking
 * is the lead to keep).
 */
export async function mergeLeads(
  db: LeadsDb,
  keptId: string,
  mergedId: string,
  actor: Actor,
  now = new Date(),
): Promise<'merged' | MergeRefusal> {
  if (keptId === mergedId) return 'not-same-person';
  return db.transaction().execute(async (trx) => {
    const pair = await trx.selectFrom('leads').selectAll().where('id', 'in', [keptId, mergedId]).execute();
    const kept = pair.find((lead) => lead.id === keptId);
    const merged = pair.find((lead) => lead.id === mergedId);
    if (!kept || !merged) return 'not-found';
    if (kept.merged_into || merged.merged_into) return 'already-merged';
    if (merged.status === 'booked') return 'booked';
    const flagged = await trx
      .selectFrom('lead_duplicates')
      .select('reason')
      .where('lead_id', '=', kept.id)
      .where('other_lead_id', '=', merged.id)
      .executeTakeFirst();
    if (!flagged) return 'not-same-person';

    const at = now.toISOString();
    await moveEverything(trx, kept, merged, at);
    await trx
      .updateTable('leads')
      .set({ ...mergedColumns(kept, merged), updated_at: at })
      .where('id', '=', kept.id)
      .execute();
    // The merged lead waits for nobody (no reminder), and leads once merged into it follow it.
    await trx
      .updateTable('leads')
      .set({ merged_into: kept.id, awaiting_since: null, reminded_at: null, updated_at: at })
      .where('id', '=', merged.id)
      .execute();
    await trx
      .updateTable('leads')
      .set({ merged_into: kept.id })
      .where('merged_into', '=', merged.id)
      .execute();
    await record(
      trx,
      actor,
      kept.id,
      'merge',
      { from: merged.id, to: kept.id, body: `${merged.name} <${merged.email}>, ${merged.created_at}` },
      'merge',
      now,
    );
    return 'merged';
  });
}
