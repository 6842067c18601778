import Database from 'better-sqlite3';
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '@/lib/deploy/nginxLoopback';

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

/** The receiver's settings: a test's receiver takes none from the caller's environment. */
const RECEIVER_SETTING = /^(HOST|PORT|DATABASE_URL|SMTP_URL|LEADS_\w+)$/;

/**
 * The enquiry receiver as production runs it (`node --import tsx receiver/main.ts`, the systemd
 * unit's command) on a free loopback port, with a SQLite file of its own in a temporary folder.
 * `settings` are added to HOST, PORT and LEADS_DB.
 */
export async function startLoopbackReceiver(settings: Record<string, string>): Promise<LoopbackReceiver> {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'receiver-'));
  const file = path.join(folder, 'leads.db');
  const port = await freePort();
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const name of Object.keys(env)) if (RECEIVER_SETTING.test(name)) delete env[name];
  Object.assign(env, { HOST: '127.0.0.1', PORT: String(port), LEADS_DB: file }, settings);
  const child = spawn(process.execPath, ['--import', 'tsx', path.join('receiver', 'main.ts')], {
    cwd: process.cwd(),
    env,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let errors = '';
  child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString('utf8')));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  let running = true;
  void exited.then(() => (running = false));

  const stop = async () => {
    if (running) {
      child.kill('SIGTERM');
      const killed = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(killed);
    }
    rmSync(folder, { recursive: true, force: true });
  };

  for (let attempt = 0; attempt < 300 && running; attempt += 1) {
    // Any answer means it listens (a GET of the enquiry path is a 404).
    if (await fetch(`http://127.0.0.1:${port}/api/enquiry`).catch(() => undefined)) {
      return {
        port,
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
        stop,
      };
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await stop();
  throw new Error(`The receiver did not start on 127.0.0.1:${port}\n${errors}`);
}
