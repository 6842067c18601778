import { openDatabase } from './db/database';
import { leadsCsv } from './leads/csv';
import { BOOKING_RETENTION_YEARS, ENQUIRY_RETENTION_MONTHS, purgeExpiredLeads } from './leads/retention';
import { allLeads, forgetEmail } from './leads/store';
import { readSettings } from '@/receiver/config/settings';

const USAGE = `Usage: npm run leads -- <command>
  export         every lead as CSV on standard output
  forget EMAIL   delete every lead of that email address (a GDPR erasure request) and say how many
  purge          delete the leads past their retention period (${ENQUIRY_RETENTION_MONTHS} months after the last contact;
                 booked ones ${BOOKING_RETENTION_YEARS} years after the end of that year); the receiver also does it daily
The database is the receiver's: LEADS_DB (default .data/leads.db) or DATABASE_URL.`;

/** The office's command line for its leads (`npm run leads -- …`). */
async function main(args: string[]): Promise<number> {
  const [command, ...rest] = args;
  if (
    !command ||
    !['export', 'forget', 'purge'].includes(command) ||
    (command === 'forget') !== (rest.length === 1)
  ) {
    console.error(USAGE);
    return 2;
  }
  const email = rest[0] ?? '';
  if (command === 'forget' && !/^[^\s@]+@[^\s@]+$/.test(email)) {
    console.error(`"${email}" is not an email address.\n\n${USAGE}`);
    return 2;
  }
  const db = await openDatabase(readSettings().database);
  try {
    if (command === 'export') {
      process.stdout.write(leadsCsv(await allLeads(db)));
    } else if (command === 'forget') {
      const count = await forgetEmail(db, email);
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
