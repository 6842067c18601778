import Database from 'better-sqlite3';
import { startReceiver, tempFolder } from '../support/receiver';

/** The columns of a stored lead that the tests look at. */
export interface StoredLead {
  id: string;
  email: string;
  source: string;
}

export interface LoopbackReceiver {
  port: number;
  /** The leads in its SQLite file, read from the file itself. */
  leads(): StoredLead[];
  stop(): Promise<void>;
}

/**
 * The enquiry receiver as production runs it (its own process, `node --import tsx
 * receiver/main.ts`, the systemd unit's command) on a free loopback port, with a SQLite file of
 * its own in a temporary folder. `settings` are added to LEADS_DB.
 */
export async function startLoopbackReceiver(settings: Record<string, string>): Promise<LoopbackReceiver> {
  const folder = await tempFolder();
  const file = folder.dbFile;
  const receiver = await startReceiver(file, settings).catch(async (error: unknown) => {
    await folder.remove();
    throw error;
  });
  return {
    port: receiver.port,
    leads() {
      const database = new Database(file, { readonly: true, fileMustExist: true });
      try {
        return database
          .prepare('SELECT id, email, source FROM leads ORDER BY created_at')
          .all() as StoredLead[];
      } finally {
        database.close();
      }
    },
    async stop() {
      await receiver.stop();
      await folder.remove();
    },
  };
}
