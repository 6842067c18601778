import path from 'node:path';
import * as z from 'zod';
import { MESSAGES } from '@/lib/model/site/messages';
import type { Locale } from '@/lib/model/i18n/locales';
import { SITE_URL } from '@/lib/model/site/config';

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
  /** No password, no inbox. */
  LEADS_ADMIN_PASSWORD: optionalText,
  /** How often the outbox looks for email to send, and the first retry's delay (it doubles). */
  LEADS_OUTBOX_INTERVAL_MS: positiveInt(5_000),
  LEADS_OUTBOX_RETRY_MS: positiveInt(30_000),
  /** Where a form posted without JavaScript from an English page lands once stored. */
  LEADS_THANKS_PATH: sitePath.default(MESSAGES.en.paths.thanks),
  /** The same for a form posted from a Polish page. */
  LEADS_THANKS_PATH_PL: sitePath.default(MESSAGES.pl.paths.thanks),
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
    smtpUrl?: string;
    notifyTo?: string;
    from: string;
    intervalMs: number;
    retryMs: number;
  };
  adminPassword?: string;
  /** Where a form posted without JavaScript lands once stored, by the language of its page. */
  thanksPaths: Record<Locale, string>;
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
  return {
    host: env.HOST,
    port: env.PORT,
    siteRoot: env.LEADS_SITE_ROOT ? path.resolve(cwd, env.LEADS_SITE_ROOT) : undefined,
    database: env.DATABASE_URL
      ? { kind: 'postgres', url: env.DATABASE_URL }
      : { kind: 'sqlite', file: path.resolve(cwd, env.LEADS_DB) },
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
      smtpUrl: env.SMTP_URL,
      notifyTo: env.LEADS_NOTIFY_TO,
      from: env.LEADS_NOTIFY_FROM,
      intervalMs: env.LEADS_OUTBOX_INTERVAL_MS,
      retryMs: env.LEADS_OUTBOX_RETRY_MS,
    },
    adminPassword: env.LEADS_ADMIN_PASSWORD,
    thanksPaths: { en: env.LEADS_THANKS_PATH, pl: env.LEADS_THANKS_PATH_PL },
  };
}
