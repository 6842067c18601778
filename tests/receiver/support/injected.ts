import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, afterEach, beforeEach } from 'vitest';
import { buildReceiver } from '@/receiver/app';
import { openDatabase, type LeadsDb } from '@/receiver/db/database';
import { readSettings } from '@/receiver/config/settings';

export interface InjectedReceiver {
  /** The receiver of the running test, answering through Fastify's injection. */
  readonly app: FastifyInstance;
  /** Its database, to check what was stored. */
  readonly db: LeadsDb;
  /** The test file's own folder, removed after its tests. */
  readonly folder: string;
  /** A fresh receiver and database with these settings (instead of the file's defaults). */
  restart(environment: Record<string, string>): Promise<void>;
}

/**
 * The receiver in-process on a real SQLite file, a new file for every test: registers the test
 * file's hooks (built before each test with `defaults`, closed after it, the folder removed at the end).
 */
export function injectedReceiverPerTest(prefix: string, defaults: Record<string, string>): InjectedReceiver {
  const folder = mkdtempSync(path.join(tmpdir(), prefix));
  let files = 0;
  let running: { app: FastifyInstance; db: LeadsDb } | undefined;

  async function start(environment: Record<string, string>): Promise<void> {
    files += 1;
    const settings = readSettings({ LEADS_DB: path.join(folder, `leads-${files}.db`), ...environment });
    const db = await openDatabase(settings.database);
    running = { db, app: await buildReceiver({ db, settings }) };
  }
  async function stop(): Promise<void> {
    if (!running) return;
    const { app, db } = running;
    running = undefined;
    await app.close();
    await db.destroy();
  }
  function current(): { app: FastifyInstance; db: LeadsDb } {
    if (!running) throw new Error('The receiver runs only inside a test');
    return running;
  }

  beforeEach(() => start(defaults));
  afterEach(stop);
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  return {
    get app() {
      return current().app;
    },
    get db() {
      return current().db;
    },
    folder,
    async restart(environment) {
      await stop();
      await start(environment);
    },
  };
}

/** The site the enquiries come from (the receiver's default allowed origin). */
export const SITE = 'https://www.hiddengemsmalta.com';

/** An enquiry posted by the form's script: JSON (a string is sent as it is, to test bad bodies). */
export const json = (body: unknown, headers: Record<string, string> = {}): InjectOptions => ({
  method: 'POST',
  url: '/api/enquiry',
  headers: { 'content-type': 'application/json', origin: SITE, ...headers },
  payload: typeof body === 'string' ? body : JSON.stringify(body),
});

export const formBody = (fields: Record<string, string>) => new URLSearchParams(fields).toString();

/** An enquiry posted by the browser without the script: the form's own urlencoded POST. */
export const form = (
  fields: Record<string, string>,
  headers: Record<string, string> = {},
): InjectOptions => ({
  method: 'POST',
  url: '/api/enquiry',
  headers: { 'content-type': 'application/x-www-form-urlencoded', origin: SITE, ...headers },
  payload: formBody(fields),
});
