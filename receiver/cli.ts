import os from 'node:os';
import { openDatabase } from './db/database';
import { audit } from '@/receiver/team/audit';
import { conversionLeads } from './leads/conversionLeads';
import { conversionsCsv } from './leads/conversions';
import { warsawInstant } from './leads/warsawClock';
import { leadsCsv } from './leads/csv';
import { BOOKING_RETENTION_YEARS, ENQUIRY_RETENTION_MONTHS, purgeExpiredLeads } from './leads/retention';
import { allLeads, forgetEmail } from './leads/store';
import { readSettings } from '@/receiver/config/settings';

const USAGE = `Usage: npm run leads -- <command>
  export         every lead as CSV on standard output
  conversions [--since YYYY-MM-DD]
                 Google Ads' offline conversion import file on standard output: one row per booked
                 lead with an ad click id (and per contacted one when LEADS_CONVERSION_QUALIFIED is
                 set); clicks older than Google's 90 days are left out and counted on standard error
  forget EMAIL   delete every lead of that email address (a GDPR erasure request) and say how many
  purge          delete the leads past their retention period (${ENQUIRY_RETENTION_MONTHS} months after the last contact;
                 booked ones ${BOOKING_RETENTION_YEARS} years after the end of that year); the receiver also does it daily
The database is the receiver's: LEADS_DB (default .data/leads.db) or DATABASE_URL.`;

/** `--since YYYY-MM-DD` as the start of that Warsaw day; undefined without it, null when malformed. */
function sinceOption(rest: string[]): Date | undefined | null {
  if (rest.length === 0) return undefined;
  const [flag, value, ...more] = rest;
  if (flag !== '--since' || !value || more.length || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return null;
  try {
    return warsawInstant(value, 0);
  } catch {
    return null;
  }
}

/** The office's command line for its leads (`npm run leads -- …`). */
async function main(args: string[]): Promise<number> {
  const [command, ...rest] = args;
  const since = command === 'conversions' ? sinceOption(rest) : undefined;
  if (
    !command ||
    !['export', 'forget', 'purge', 'conversions'].includes(command) ||
    (command === 'forget') !== (rest.length === 1) ||
    since === null
  ) {
    console.error(USAGE);
    return 2;
  }
  const email = rest[0] ?? '';
  if (command === 'forget' && !/^[^\s@]+@[^\s@]+$/.test(email)) {
    console.error(`"${email}" is not an email address.\n\n${USAGE}`);
    return 2;
  }
  const settings = readSettings();
  const db = await openDatabase(settings.database);
  const actor = `cli:${os.userInfo().username}`;
  try {
    if (command === 'export') {
      const leads = await allLeads(db);
      await audit(db, { actor, action: 'export', detail: `${leads.length} leads` });
      process.stdout.write(leadsCsv(leads));
    } else if (command === 'conversions') {
      const { csv, rows, tooOld } = conversionsCsv(await conversionLeads(db, settings.conversions.currency), {
        now: new Date(),
        since,
        bookedName: settings.conversions.bookedName,
        qualifiedName: settings.conversions.qualifiedName,
        defaultCurrency: settings.conversions.currency,
      });
      await audit(db, { actor, action: 'conversions', detail: `${rows} rows, ${tooOld} too old` });
      process.stdout.write(csv);
      console.error(
        `${rows} ${rows === 1 ? 'conversion' : 'conversions'} written; ${tooOld} ${tooOld === 1 ? 'lead' : 'leads'} left out: the click is older than Google's 90 days.`,
      );
    } else if (command === 'forget') {
      const count = await forgetEmail(db, email);
      await audit(db, { actor, action: 'erasure', detail: `${count} leads` });
      console.log(`${count} ${count === 1 ? 'lead' : 'leads'} of ${email} deleted.`);
    } else {
      const count = await purgeExpiredLeads(db);
      console.log(`${count} expired ${count === 1 ? 'lead' : 'leads'} deleted.`);
    }
    return 0;
  } finally {
    await db.destroy();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
