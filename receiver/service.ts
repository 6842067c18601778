import type { FastifyInstance, FastifyServerFactory } from 'fastify';
import nodemailer from 'nodemailer';
import { buildReceiver } from './app';
import { openDatabase, type LeadsDb } from './db/database';
import { startWriterThread } from './leads/writerThread';
import { purgeExpiredLeads } from './leads/retention';
import { purgeOldViews } from './measure/viewCounter';
import { purgeSessions } from '@/receiver/team/sessions';
import { queueOverdueReminders } from './leads/reminders';
import { MessageCourier } from './mail/courier';
import { Outbox } from './mail/outbox';
import { mailDomain } from './mail/threading';
import { offerComposers } from './offers/email';
import { ImapReader } from './conversation/imapReader';
import type { Settings } from '@/receiver/config/settings';
import { holdDatabase } from './backup/lock';
import { DataManagerClient, readServiceAccountKey } from './ads/client';
import { adsDeliverer, queueAdsUploads } from './ads/uploads';
import { startBackupSchedule } from './backup/schedule';

export interface Receiver {
  app: FastifyInstance;
  db: LeadsDb;
  outbox?: Outbox;
  /** The office's mailbox reader, when LEADS_IMAP_URL is set. */
  reader?: ImapReader;
  close: () => Promise<void>;
}

const DAY_MS = 24 * 60 * 60 * 1000;
/** How often overdue leads are looked for. */
const REMINDER_CHECK_MS = 10 * 60 * 1000;

/**
 * Everything the receiver runs, from its settings: the database (migrated), the outbox that emails
 * the office (when SMTP_URL and LEADS_NOTIFY_TO are set; until then leads wait in it), the daily
 * retention purge, and the HTTP app (not yet listening).
 */
export async function createReceiver(
  settings: Settings,
  options: { logger?: boolean; serverFactory?: FastifyServerFactory } = {},
): Promise<Receiver> {
  // Held while the receiver runs: `leads restore` refuses to replace a database in use.
  const sqliteFile = settings.database.kind === 'sqlite' ? settings.database.file : undefined;
  const hold = sqliteFile ? holdDatabase(sqliteFile) : undefined;
  const db = await openDatabase(settings.database).catch((error: unknown) => {
    hold?.release();
    throw error;
  });
  const log = (message: string) => console.warn(`[receiver] ${message}`);
  // The enquiries' commits wait for the disk on a thread of their own.
  const writer = sqliteFile && sqliteFile !== ':memory:' ? startWriterThread(db, sqliteFile, log) : undefined;
  const { smtpUrl, notifyTo } = settings.mail;
  const mailing = Boolean(smtpUrl && notifyTo);
  // The bookings told to Google, once its account, conversion action and key are all set.
  const ads = settings.conversions.dataManager;
  const adsKey = ads?.credentialsFile ? readServiceAccountKey(ads.credentialsFile) : undefined;
  const uploader =
    ads && adsKey ? adsDeliverer(db, new DataManagerClient(adsKey, ads.apiUrl), ads) : undefined;
  const outbox =
    mailing || settings.webhook || uploader
      ? new Outbox(
          db,
          new MessageCourier(
            db,
            smtpUrl
              ? nodemailer.createTransport({
                  url: smtpUrl,
                  connectionTimeout: 10_000,
                  greetingTimeout: 10_000,
                  socketTimeout: 30_000,
                })
              : undefined,
            {
              from: settings.mail.from,
              to: notifyTo,
              replyTo: settings.mail.replyTo,
              deskUrl: settings.deskUrl,
              webhook: settings.webhook,
            },
            offerComposers(settings.siteUrl),
            uploader,
          ),
          { ...settings.mail, log },
        )
      : undefined;
  if (!mailing)
    log('SMTP_URL or LEADS_NOTIFY_TO is not set: leads are stored, and their emails wait in the outbox');

  // The office is reminded once of each lead it has not answered in time.
  const remind = () =>
    queueOverdueReminders(db, settings.overdue, new Date()).then(
      (count) => count > 0 && outbox?.kick(),
      (error: unknown) => log(`overdue reminders failed: ${String(error)}`),
    );
  const remindTimer = settings.overdue.reminder ? setInterval(remind, REMINDER_CHECK_MS) : undefined;
  remindTimer?.unref();
  if (settings.overdue.reminder) void remind();

  const purge = () =>
    purgeExpiredLeads(db).then(
      (count) => count > 0 && log(`retention: ${count} expired leads deleted`),
      (error: unknown) => log(`retention purge failed: ${String(error)}`),
    );
  const purgeAll = () => {
    void purge();
    purgeSessions(db, settings.sessions).catch((error: unknown) =>
      log(`session purge failed: ${String(error)}`),
    );
    purgeOldViews(db, new Date()).catch((error: unknown) =>
      log(`view counts purge failed: ${String(error)}`),
    );
  };
  purgeAll();
  const purgeTimer = setInterval(purgeAll, DAY_MS);
  purgeTimer.unref();

  const syncAds = () =>
    queueAdsUploads(db, { defaultCurrency: settings.conversions.currency, now: new Date() }).then(
      (count) => count > 0 && outbox?.kick(),
      (error: unknown) => log(`Google Ads uploads not queued: ${String(error)}`),
    );
  const adsTimer = uploader && ads ? setInterval(syncAds, ads.syncSeconds * 1000) : undefined;
  adsTimer?.unref();
  if (uploader) void syncAds();

  const app = await buildReceiver({ db, settings, onLead: () => outbox?.kick(), ...options });
  outbox?.start();
  // The visitors' answers, read from the office's mailbox onto their leads.
  const mailbox = settings.mail.replyTo ?? settings.mail.notifyTo;
  const reader = settings.imap
    ? new ImapReader({
        db,
        imap: settings.imap,
        read: {
          domain: mailDomain(settings.mail.from),
          ourFrom: settings.mail.from,
          officeMailbox: mailbox ?? settings.imap.user,
          attachments: settings.attachments,
        },
        onStored: () => outbox?.kick(),
        log,
      })
    : undefined;
  reader?.start();
  const { everyMs } = settings.backup;
  const backups =
    sqliteFile && everyMs ? startBackupSchedule(sqliteFile, { ...settings.backup, everyMs }, log) : undefined;
  return {
    app,
    db,
    outbox,
    reader,
    async close() {
      clearInterval(purgeTimer);
      clearInterval(remindTimer);
      clearInterval(adsTimer);
      await app.close();
      await writer?.close();
      await reader?.stop();
      await backups?.stop();
      await outbox?.stop();
      await db.destroy();
      hold?.release();
    },
  };
}
