import type { FastifyInstance, FastifyServerFactory } from 'fastify';
import nodemailer from 'nodemailer';
import { buildReceiver } from './app';
import { openDatabase, type LeadsDb } from './db/database';
import { purgeExpiredLeads } from './leads/retention';
import { Outbox } from './mail/outbox';
import type { Settings } from '@/receiver/config/settings';

export interface Receiver {
  app: FastifyInstance;
  db: LeadsDb;
  outbox?: Outbox;
  close: () => Promise<void>;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Everything the receiver runs, from its settings: the database (migrated), the outbox that emails
 * the office (when SMTP_URL and LEADS_NOTIFY_TO are set; until then leads wait in it), the daily
 * retention purge, and the HTTP app (not yet listening).
 */
export async function createReceiver(
  settings: Settings,
  options: { logger?: boolean; serverFactory?: FastifyServerFactory } = {},
): Promise<Receiver> {
  const db = await openDatabase(settings.database);
  const log = (message: string) => console.warn(`[receiver] ${message}`);
  const { smtpUrl, notifyTo } = settings.mail;
  const outbox =
    smtpUrl && notifyTo
      ? new Outbox(
          db,
          nodemailer.createTransport({
            url: smtpUrl,
            connectionTimeout: 10_000,
            greetingTimeout: 10_000,
            socketTimeout: 30_000,
          }),
          { ...settings.mail, to: notifyTo, log },
        )
      : undefined;
  if (!outbox)
    log('SMTP_URL or LEADS_NOTIFY_TO is not set: leads are stored, and wait in the outbox to be emailed');

  const purge = () =>
    purgeExpiredLeads(db).then(
      (count) => count > 0 && log(`retention: ${count} expired leads deleted`),
      (error: unknown) => log(`retention purge failed: ${String(error)}`),
    );
  void purge();
  const purgeTimer = setInterval(purge, DAY_MS);
  purgeTimer.unref();

  const app = await buildReceiver({ db, settings, onLead: () => outbox?.kick(), ...options });
  outbox?.start();
  return {
    app,
    db,
    outbox,
    async close() {
      clearInterval(purgeTimer);
      await app.close();
      await outbox?.stop();
      await db.destroy();
    },
  };
}
