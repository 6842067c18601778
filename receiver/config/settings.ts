import path from 'node:path';
import * as z from 'zod';
import { MESSAGES } from '@/lib/model/site/messages';
import type { Locale } from '@/lib/model/i18n/locales';
import { SITE_URL } from '@/lib/model/site/config';
import { INBOX_PATH } from '@/lib/model/sharedPaths';
import { DURATION_FORMAT, parseDuration } from '@/receiver/backup/duration';
import type { BackupSettings } from '@/receiver/backup/folder';

/**
 * The receiver's settings, all from the environment (README, "The enquiry receiver", lists them).
 * Read once at start; a wrong value stops the start with the variable's name and the reason.
 */

const positiveInt = (fallback: number) => z.coerce.number().int().min(0).default(fallback);
const sitePath = z.string().regex(/^\/[\w/-]*$/);
const optionalText = z
  .string()
  .optional()
  .transform((value) => (value?.trim() ? value.trim() : undefined));

/** Whether an address may be posted to: https://, or http:// on this machine only (the tests). */
export const isHttpsOrLoopback = (value: string): boolean =>
  /^https:\/\//.test(value) || /^http:\/\/(127\.0\.0\.1|localhost|\[::1\])[:/]/.test(value);
const httpsOrLoopback = optionalText.refine(
  (value) => value === undefined || isHttpsOrLoopback(value),
  'must be an https:// address (http:// only on this machine)',
);

const environmentSchema = z.object({
  HOST: z.string().default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8787),
  /** When set, the receiver also serves the static export from this folder (`npm start`). */
  LEADS_SITE_ROOT: optionalText,
  LEADS_DB: z.string().default('.data/leads.db'),
  DATABASE_URL: optionalText.refine(
    (value) => value === undefined || /^postgres(ql)?:\/\//.test(value),
    'must be a postgres:// address',
  ),
  /** Enquiries a minute from one address; 0 turns the limit off. */
  LEADS_RATE_LIMIT: positiveInt(10),
  /** Origins besides the site's own (SITE_URL, and whatever host the request was sent to). */
  LEADS_ALLOWED_ORIGINS: z.string().default(''),
  /** Whose X-Forwarded-For is believed: nginx on the same machine by default. */
  LEADS_TRUST_PROXY: z.string().default('127.0.0.1,::1'),
  SMTP_URL: optionalText,
  LEADS_NOTIFY_TO: optionalText,
  LEADS_NOTIFY_FROM: z.string().default('Hidden Gems Malta <leads@hiddengemsmalta.com>'),
  /** The desk's public address, which the office's emails link to (default: the site's /inbox). */
  LEADS_DESK_URL: optionalText.refine(
    (value) => value === undefined || /^https?:\/\/[^/]+/.test(value),
    'must be an http(s):// address',
  ),
  /** The site's public origin for the visitors' links (an offer's page); default: SITE_URL's. */
  LEADS_SITE_URL: optionalText.refine(
    (value) => value === undefined || /^https?:\/\/[^/]+\/?$/.test(value),
    'must be an http(s):// origin, without a path',
  ),
  /** How often the outbox looks for email to send, and the first retry's delay (it doubles). */
  LEADS_OUTBOX_INTERVAL_MS: positiveInt(5_000),
  LEADS_OUTBOX_RETRY_MS: positiveInt(30_000),
  /** A desk session ends after this long unused, and this long after sign-in in any case. */
  LEADS_SESSION_IDLE_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 60)
    .default(120),
  LEADS_SESSION_MAX_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 30)
    .default(12),
  /** A new lead is overdue after the end of this many working days after the day it came. */
  LEADS_OVERDUE_WORKING_DAYS: z.coerce.number().int().min(0).max(10).default(1),
  /** The hour (Warsaw) that ends that working day: 24 is midnight, 17 is "by five". */
  LEADS_OVERDUE_HOUR: z.coerce.number().int().min(1).max(24).default(24),
  /** Whether the office gets one reminder email for each overdue lead. */
  LEADS_OVERDUE_REMINDER: z.enum(['on', 'off']).default('on'),
  /** Google Ads conversion names: a booking, and (optional) a qualified lead. */
  LEADS_CONVERSION_BOOKED: z.string().trim().min(1).max(100).default('Booking'),
  LEADS_CONVERSION_QUALIFIED: optionalText,
  /**
   * Google's Data Manager API (the route for offline conversions since June 2026): the Google Ads
   * account (its customer id, digits only) and the conversion action of a booking (its id).
   */
  LEADS_ADS_ACCOUNT: z
    .string()
    .regex(/^\d{10}$/, 'must be the Google Ads customer id, ten digits without dashes')
    .optional(),
  LEADS_ADS_BOOKED_ACTION: z
    .string()
    .regex(/^\d{1,20}$/, 'must be the conversion action’s id')
    .optional(),
  /**
   * The service account's JSON key that signs the uploads (docs/receiver.md, "Google Ads"); with
   * the two above, the receiver sends the bookings itself. The API's address is for the tests.
   */
  LEADS_ADS_CREDENTIALS: optionalText,
  LEADS_ADS_API_URL: httpsOrLoopback,
  /** How often the bookings are compared with what Google was told. */
  LEADS_ADS_SYNC_SECONDS: z.coerce.number().int().min(1).max(86_400).default(60),
  /** The currency of a booking's value when the desk does not say (ISO 4217). */
  LEADS_CURRENCY: z
    .string()
    .regex(/^[A-Z]{3}$/, 'must be a three-letter ISO 4217 code')
    .default('EUR'),
  /** Every new lead that is not spam is posted here as JSON, signed with the secret. */
  LEADS_WEBHOOK_URL: httpsOrLoopback,
  LEADS_WEBHOOK_SECRET: optionalText,
  /** Where the visitor's replies to the desk's emails go (the office's mailbox; default LEADS_NOTIFY_TO). */
  LEADS_REPLY_TO: optionalText,
  /** The office's mailbox, read for the visitors' answers: `imaps://user:password@host/INBOX`. */
  LEADS_IMAP_URL: optionalText.refine(
    (value) => value === undefined || /^imaps?:\/\/[^/]+/.test(value),
    'must be an imap:// or imaps:// address',
  ),
  /** How often the mailbox is looked at when the server offers no IDLE (and as a safety net when it does). */
  LEADS_IMAP_POLL_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
  /** A folder to move each stored message to; none: the message stays where it is, flagged. */
  LEADS_IMAP_MOVE_TO: optionalText,
  /** Where received attachments are kept, outside every served folder. */
  LEADS_ATTACHMENTS_DIR: z.string().default('.data/attachments'),
  /** The largest attachment kept, in MB; a larger one is listed as refused. */
  LEADS_ATTACHMENT_MAX_MB: z.coerce.number().int().min(1).max(100).default(10),
  /** Where a form posted without JavaScript from an English page lands once stored. */
  LEADS_THANKS_PATH: sitePath.default(MESSAGES.en.paths.thanks),
  /** The same for a form posted from a Polish page. */
  LEADS_THANKS_PATH_PL: sitePath.default(MESSAGES.pl.paths.thanks),
  /** Backups of the SQLite database (docs/receiver.md, "Backups"): where, how often, how many. */
  LEADS_BACKUP_DIR: optionalText,
  LEADS_BACKUP_EVERY: optionalText.refine(
    (value) => value === undefined || parseDuration(value) !== undefined,
    `must be ${DURATION_FORMAT}`,
  ),
  LEADS_BACKUP_KEEP: z.coerce.number().int().min(1).max(10_000).default(28),
  /** The program that ships each copy off the machine, run with the copy's path as its last argument. */
  LEADS_BACKUP_COMMAND: optionalText,
});

export interface Settings {
  host: string;
  port: number;
  siteRoot?: string;
  database: { kind: 'sqlite'; file: string } | { kind: 'postgres'; url: string };
  rateLimitPerMinute: number;
  allowedOrigins: string[];
  trustProxy: string[];
  mail: {
    /** The office's mailbox, where the visitor's answers to its emails go. */
    replyTo?: string;
    smtpUrl?: string;
    notifyTo?: string;
    from: string;
    intervalMs: number;
    retryMs: number;
  };
  /** The desk's address without a trailing slash: `https://www.hiddengemsmalta.com/inbox`. */
  deskUrl: string;
  /** The site's origin for the visitors' links, without a trailing slash: `https://www.hiddengemsmalta.com`. */
  siteUrl: string;
  /** Where a form posted without JavaScript lands once stored, by the language of its page. */
  thanksPaths: Record<Locale, string>;
  sessions: { idleMs: number; maxAgeMs: number };
  overdue: { workingDaysToAnswer: number; endOfDayHour: number; reminder: boolean };
  conversions: {
    bookedName: string;
    qualifiedName?: string;
    currency: string;
    /** The Data Manager API's destination: a Google Ads account and its booking's conversion action. */
    dataManager?: DataManagerSettings;
  };
  webhook?: { url: string; secret: string };
  backup: BackupSettings;
  /** The office's mailbox over IMAP, when LEADS_IMAP_URL is set. */
  imap?: ImapSettings;
  attachments: { dir: string; maxBytes: number };
}

/** The uploads to Google's Data Manager API; sent only with a key (credentialsFile). */
export interface DataManagerSettings {
  accountId: string;
  bookedActionId: string;
  credentialsFile?: string;
  apiUrl?: string;
  syncSeconds: number;
}

export interface ImapSettings {
  host: string;
  port: number;
  /** TLS from the first byte (imaps://); imap:// upgrades with STARTTLS when the server offers it. */
  secure: boolean;
  user: string;
  password: string;
  mailbox: string;
  pollMs: number;
  moveTo?: string;
}

/** The IMAP address's parts: `imaps://user:password@host:993/INBOX` (user and password URL-encoded). */
export function imapSettings(url: string, pollSeconds: number, moveTo?: string): ImapSettings {
  const parsed = new URL(url);
  const secure = parsed.protocol === 'imaps:';
  const mailbox = decodeURIComponent(parsed.pathname.replace(/^\/+/, '')) || 'INBOX';
  if (!parsed.username) throw new Error('Receiver settings: LEADS_IMAP_URL: the address names no user');
  return {
    host: parsed.hostname.replace(/^\[(.*)\]$/, '$1'),
    port: parsed.port ? Number(parsed.port) : secure ? 993 : 143,
    secure,
    user: decodeURIComponent(parsed.username),
    password: decodeURIComponent(parsed.password),
    mailbox,
    pollMs: pollSeconds * 1000,
    moveTo,
  };
}

export function readSettings(
  environment: Record<string, string | undefined> = process.env,
  cwd = process.cwd(),
): Settings {
  const parsed = environmentSchema.safeParse(environment);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Receiver settings: ${problems.join('; ')}`);
  }
  const env = parsed.data;
  if (env.LEADS_WEBHOOK_URL && !env.LEADS_WEBHOOK_SECRET)
    throw new Error(
      'Receiver settings: LEADS_WEBHOOK_SECRET: a webhook needs a secret to sign its posts with',
    );
  if (env.DATABASE_URL && env.LEADS_BACKUP_EVERY)
    throw new Error(
      'Receiver settings: LEADS_BACKUP_EVERY: scheduled copies are of the SQLite file; back PostgreSQL up with pg_dump or WAL archiving (docs/receiver.md, "Backups")',
    );
  const sqliteFile = path.resolve(cwd, env.LEADS_DB);
  return {
    host: env.HOST,
    port: env.PORT,
    siteRoot: env.LEADS_SITE_ROOT ? path.resolve(cwd, env.LEADS_SITE_ROOT) : undefined,
    database: env.DATABASE_URL
      ? { kind: 'postgres', url: env.DATABASE_URL }
      : { kind: 'sqlite', file: sqliteFile },
    rateLimitPerMinute: env.LEADS_RATE_LIMIT,
    allowedOrigins: [
      new URL(SITE_URL).origin,
      ...env.LEADS_ALLOWED_ORIGINS.split(',')
        .map((origin) => origin.trim())
        .filter(Boolean)
        .map((origin) => new URL(origin).origin),
    ],
    trustProxy: env.LEADS_TRUST_PROXY.split(',')
      .map((entry) => entry.trim())
      .filter(Boolean),
    mail: {
      replyTo: env.LEADS_REPLY_TO ?? env.LEADS_NOTIFY_TO,
      smtpUrl: env.SMTP_URL,
      notifyTo: env.LEADS_NOTIFY_TO,
      from: env.LEADS_NOTIFY_FROM,
      intervalMs: env.LEADS_OUTBOX_INTERVAL_MS,
      retryMs: env.LEADS_OUTBOX_RETRY_MS,
    },
    deskUrl: (env.LEADS_DESK_URL ?? `${new URL(SITE_URL).origin}${INBOX_PATH}`).replace(/\/+$/, ''),
    siteUrl: new URL(env.LEADS_SITE_URL ?? SITE_URL).origin,
    thanksPaths: { en: env.LEADS_THANKS_PATH, pl: env.LEADS_THANKS_PATH_PL },
    sessions: {
      idleMs: env.LEADS_SESSION_IDLE_MINUTES * 60_000,
      maxAgeMs: env.LEADS_SESSION_MAX_HOURS * 3_600_000,
    },
    overdue: {
      workingDaysToAnswer: env.LEADS_OVERDUE_WORKING_DAYS,
      endOfDayHour: env.LEADS_OVERDUE_HOUR,
      reminder: env.LEADS_OVERDUE_REMINDER === 'on',
    },
    conversions: {
      bookedName: env.LEADS_CONVERSION_BOOKED,
      qualifiedName: env.LEADS_CONVERSION_QUALIFIED,
      currency: env.LEADS_CURRENCY,
      dataManager:
        env.LEADS_ADS_ACCOUNT && env.LEADS_ADS_BOOKED_ACTION
          ? {
              accountId: env.LEADS_ADS_ACCOUNT,
              bookedActionId: env.LEADS_ADS_BOOKED_ACTION,
              credentialsFile: env.LEADS_ADS_CREDENTIALS && path.resolve(cwd, env.LEADS_ADS_CREDENTIALS),
              apiUrl: env.LEADS_ADS_API_URL,
              syncSeconds: env.LEADS_ADS_SYNC_SECONDS,
            }
          : undefined,
    },
    webhook: env.LEADS_WEBHOOK_URL
      ? { url: env.LEADS_WEBHOOK_URL, secret: env.LEADS_WEBHOOK_SECRET ?? '' }
      : undefined,
    imap: env.LEADS_IMAP_URL
      ? imapSettings(env.LEADS_IMAP_URL, env.LEADS_IMAP_POLL_SECONDS, env.LEADS_IMAP_MOVE_TO)
      : undefined,
    attachments: {
      dir: path.resolve(cwd, env.LEADS_ATTACHMENTS_DIR),
      maxBytes: env.LEADS_ATTACHMENT_MAX_MB * 1024 * 1024,
    },
    backup: {
      folder: env.LEADS_BACKUP_DIR
        ? path.resolve(cwd, env.LEADS_BACKUP_DIR)
        : path.join(path.dirname(sqliteFile), 'backups'),
      everyMs: env.LEADS_BACKUP_EVERY ? parseDuration(env.LEADS_BACKUP_EVERY) : undefined,
      keep: env.LEADS_BACKUP_KEEP,
      command: env.LEADS_BACKUP_COMMAND?.split(/\s+/).filter(Boolean),
    },
  };
}
