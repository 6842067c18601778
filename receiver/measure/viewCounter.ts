import type { ViewBeacon } from '@/lib/model/measure/views';
import { VIEW_RETENTION_DAYS } from '@/lib/model/measure/views';
import type { LeadsDb } from '../db/database';
import type { PageViewsTable } from '../db/schema';
import { warsawAt } from '../leads/warsawClock';

type CountKey = Omit<PageViewsTable, 'count'>;

/**
 * The beacons' counts, added up in memory and written every few seconds in one transaction: a
 * beacon costs a map update, never a commit of its own (the enquiries' writer keeps the disk). A
 * crash loses at most the last interval's counts, which are measurement, not anyone's enquiry.
 */
export class ViewCounter {
  private pending = new Map<string, { key: CountKey; count: number }>();
  private flushing: Promise<void> = Promise.resolve();

  constructor(
    private readonly db: LeadsDb,
    private readonly now: () => Date = () => new Date(),
  ) {}

  count(beacon: ViewBeacon): void {
    const key: CountKey = {
      day: warsawAt(this.now()).date,
      kind: beacon.kind,
      path: beacon.path,
      locale: beacon.locale,
      referrer: beacon.referrer,
      utm_source: beacon.utmSource,
      utm_medium: beacon.utmMedium,
      utm_campaign: beacon.utmCampaign,
      device: beacon.device,
    };
    const id = JSON.stringify(Object.values(key));
    const entry = this.pending.get(id);
    if (entry) entry.count += 1;
    else this.pending.set(id, { key, count: 1 });
  }

  /** Writes what was counted since the last flush (one after another, never two at once). */
  flush(): Promise<void> {
    this.flushing = this.flushing.then(() => this.write());
    return this.flushing;
  }

  private async write(): Promise<void> {
    if (this.pending.size === 0) return;
    const rows = [...this.pending.values()];
    this.pending = new Map();
    try {
      await this.db.transaction().execute(async (trx) => {
        for (const { key, count } of rows) {
          await trx
            .insertInto('page_views')
            .values({ ...key, count })
            .onConflict((conflict) =>
              conflict
                .columns([
                  'day',
                  'kind',
                  'path',
                  'locale',
                  'referrer',
                  'utm_source',
                  'utm_medium',
                  'utm_campaign',
                  'device',
                ])
                .doUpdateSet((eb) => ({ count: eb('page_views.count', '+', eb.ref('excluded.count')) })),
            )
            .execute();
        }
      });
    } catch (error) {
      // Kept for the next flush: a busy database loses no count.
      for (const row of rows) {
        const id = JSON.stringify(Object.values(row.key));
        const entry = this.pending.get(id);
        if (entry) entry.count += row.count;
        else this.pending.set(id, row);
      }
      throw error;
    }
  }
}

/** Deletes the daily counts older than their retention (VIEW_RETENTION_DAYS); returns how many rows. */
export async function purgeOldViews(db: LeadsDb, now: Date): Promise<number> {
  const cutoff = warsawAt(new Date(now.getTime() - VIEW_RETENTION_DAYS * 86_400_000)).date;
  const result = await db.deleteFrom('page_views').where('day', '<', cutoff).executeTakeFirst();
  return Number(result.numDeletedRows);
}
