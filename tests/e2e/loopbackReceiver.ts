import Database from 'better-sqlite3';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startReceiverProcess } from '@/scripts/bench/receiverProcess';

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
  const folder = mkdtempSync(path.join(os.tmpdir(), 'receiver-'));
  const file = path.join(folder, 'leads.db');
  const receiver = await startReceiverProcess({
    root: process.cwd(),
    env: { LEADS_DB: file, ...settings },
  }).catch((error: unknown) => {
    rmSync(folder, { recursive: true, force: true });
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
      rmSync(folder, { recursive: true, force: true });
    },
  };
}
