import { stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from './db/database';
import { audit } from '@/receiver/team/audit';
import { conversionLeads } from './leads/conversionLeads';
import { conversionsCsv } from './leads/conversions';
import { warsawInstant } from './leads/warsawClock';
import { leadsCsv } from './leads/csv';
import { BOOKING_RETENTION_YEARS, ENQUIRY_RETENTION_MONTHS, purgeExpiredLeads } from './leads/retention';
import { allLeads, forgetEmail } from './leads/store';
import { readSettings, type Settings } from '@/receiver/config/settings';
import { backupIntoFolder, copyName, withFolderLock } from './backup/folder';
import { databaseLockFile, holdDatabase } from './backup/lock';
import { restoreDatabase, RestoreRefused } from './backup/restore';
import { copyDatabase } from './backup/sqliteCopy';
import { uploadLeads, uploadPlan } from './ads/dataManager';

const USAGE = `Usage: npm run leads -- <command>
  export         every lead as CSV on standard output
  conversions [--since YYYY-MM-DD]
                 Google Ads' offline conversion import file on standard output: one row per booked
                 lead with an ad click id (and per contacted one when LEADS_CONVERSION_QUALIFIED is
                 set); clicks older than Google's 90 days are left out and counted on standard error
  upload --dry-run
                 what the receiver would send Google's Data Manager API now (LEADS_ADS_ACCOUNT and
                 LEADS_ADS_BOOKED_ACTION): the requests as JSON on standard output, one event per
                 booked lead with consent to advertising not yet told (a new booking, a changed
                 value, a cancellation), the email and phone hashed; nothing is sent or queued, and
                 what is left out is counted on standard error. The receiver sends them itself,
                 through its outbox, once LEADS_ADS_CREDENTIALS names the service account's key
  forget EMAIL   delete every lead of that email address (a GDPR erasure request) and say how many
  purge          delete the leads past their retention period (${ENQUIRY_RETENTION_MONTHS} months after the last contact;
                 booked ones ${BOOKING_RETENTION_YEARS} years after the end of that year); the receiver also does it daily
  backup [FILE]  a consistent copy of the SQLite database, taken while the receiver keeps running, and
                 checked: to FILE (a folder: a timestamped name in it), or without FILE into
                 LEADS_BACKUP_DIR (default backups/ beside the database), which is then pruned to
                 LEADS_BACKUP_KEEP copies, each copy shipped by LEADS_BACKUP_COMMAND when it is set
  restore FILE   put a copy in place of the SQLite database; refused while a receiver has it open or
                 when FILE is not a sound copy of it; the database it replaces is kept beside it
The database is the receiver's: LEADS_DB (default .data/leads.db) or DATABASE_URL.`;

/** How long `leads backup` waits for a scheduled copy in progress in the backup folder. */
const FOLDER_WAIT_MS = 10 * 60_000;

const POSTGRES = {
  backup:
    'With DATABASE_URL the leads are in PostgreSQL, and this command copies the SQLite file only. Back PostgreSQL up with pg_dump (pg_dump --format=custom --file=leads.dump "$DATABASE_URL") and, to lose nothing between dumps, WAL archiving with base backups: docs/receiver.md, "Backups".',
  restore:
    'With DATABASE_URL the leads are in PostgreSQL, and this command restores the SQLite file only. Restore a dump with pg_restore (pg_restore --clean --if-exists --no-owner --dbname="$DATABASE_URL" leads.dump), or a point in time from WAL archiving: docs/receiver.md, "Backups".',
};

const megabytes = (bytes: number) => `${(bytes / 1_048_576).toFixed(1)} MB`;

/** `leads backup [FILE]` and `leads restore FILE`: the SQLite database's copies. */
async function backupCommand(
  command: 'backup' | 'restore',
  rest: string[],
  settings: Settings,
): Promise<number> {
  if (settings.database.kind === 'postgres') {
    console.error(POSTGRES[command]);
    return 2;
  }
  const live = settings.database.file;
  if (command === 'restore') {
    try {
      const restored = await restoreDatabase(live, rest[0] ?? '');
      console.log(
        `Restored ${live} from ${path.resolve(rest[0] ?? '')}: ${restored.leads} leads, schema ${restored.migrations.at(-1)}.` +
          (restored.replacedKeptAs
            ? ` The database it replaced is kept as ${restored.replacedKeptAs} (with its -wal, if it had one); delete it once it is not needed.`
            : ''),
      );
      return 0;
    } catch (error) {
      if (!(error instanceof RestoreRefused)) throw error;
      console.error(`Restore refused: ${error.message}. The database is as it was.`);
      return 1;
    }
  }

  if (!(await stat(live).catch(() => undefined))?.isFile()) {
    console.error(`There is no database at ${live} to copy (LEADS_DB).`);
    return 1;
  }
  const held = holdDatabase(live);
  try {
    if (rest[0]) {
      let target = path.resolve(rest[0]);
      if ((await stat(target).catch(() => undefined))?.isDirectory())
        target = path.join(target, copyName(new Date()));
      if (
        [
          live,
          databaseLockFile(live),
          ...['-wal', '-shm', '-journal'].map((side) => `${live}${side}`),
        ].includes(target)
      ) {
        console.error(`${target} is the live database's own file; name another.`);
        return 2;
      }
      const started = performance.now();
      const copy = await copyDatabase(live, target);
      console.log(
        `Copied ${live} to ${target}: ${copy.leads} leads, ${megabytes(copy.bytes)}, integrity checked, in ${Math.round(performance.now() - started)} ms.`,
      );
      return 0;
    }
    const result = await withFolderLock(settings.backup.folder, FOLDER_WAIT_MS, () =>
      backupIntoFolder(live, settings.backup),
    );
    if (!result) {
      console.error(
        `Another backup into ${settings.backup.folder} was still running after ${FOLDER_WAIT_MS / 60_000} minutes.`,
      );
      return 1;
    }
    const { copy } = result;
    console.log(
      `Copied ${live} to ${copy.file}: ${copy.leads} leads, ${megabytes(copy.bytes)}, integrity checked, in ${copy.ms} ms.`,
    );
    if (result.pruned.length)
      console.log(
        `Deleted ${result.pruned.length} older (LEADS_BACKUP_KEEP=${settings.backup.keep}): ${result.pruned.join(', ')}`,
      );
    for (const shipped of result.shipped) console.log(`Shipped ${shipped}.`);
    if (result.shipFailure) {
      console.error(
        `Shipping ${result.shipFailure.file} failed (it is tried again at the next backup): ${result.shipFailure.reason}`,
      );
      return 1;
    }
    return 0;
  } finally {
    held.release();
  }
}

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
  if (command === 'backup' || command === 'restore') {
    if (command === 'backup' ? rest.length > 1 : rest.length !== 1) {
      console.error(USAGE);
      return 2;
    }
    return backupCommand(command, rest, readSettings());
  }
  const since = command === 'conversions' ? sinceOption(rest) : undefined;
  if (
    !command ||
    !['export', 'forget', 'purge', 'conversions', 'upload'].includes(command) ||
    (command === 'upload'
      ? rest.join(' ') !== '--dry-run'
      : (command === 'forget') !== (rest.length === 1)) ||
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
  const dataManager = settings.conversions.dataManager;
  if (command === 'upload' && !dataManager) {
    console.error(
      'Set LEADS_ADS_ACCOUNT (the Google Ads customer id) and LEADS_ADS_BOOKED_ACTION (the booking’s conversion action id) first.',
    );
    return 2;
  }
  // Like a receiver, a command holds the database: a restore is refused until it ends.
  const held = settings.database.kind === 'sqlite' ? holdDatabase(settings.database.file) : undefined;
  const db = await openDatabase(settings.database).catch((error: unknown) => {
    held?.release();
    throw error;
  });
  const actor = `cli:${os.userInfo().username}`;
  try {
    if (command === 'export') {
      const leads = await allLeads(db);
      await audit(db, { actor, action: 'export', detail: `${leads.length} leads` });
      process.stdout.write(leadsCsv(leads));
    } else if (command === 'conversions') {
      const { csv, rows, tooOld, withoutConsent } = conversionsCsv(
        await conversionLeads(db, settings.conversions.currency),
        {
          now: new Date(),
          since,
          bookedName: settings.conversions.bookedName,
          qualifiedName: settings.conversions.qualifiedName,
          defaultCurrency: settings.conversions.currency,
        },
      );
      await audit(db, {
        actor,
        action: 'conversions',
        detail: `${rows} rows, ${tooOld} too old, ${withoutConsent} without consent`,
      });
      process.stdout.write(csv);
      console.error(
        `${rows} ${rows === 1 ? 'conversion' : 'conversions'} written; ${tooOld} ${tooOld === 1 ? 'lead' : 'leads'} left out: the click is older than Google's 90 days; ${withoutConsent} ${withoutConsent === 1 ? 'lead' : 'leads'} left out: no consent to advertising.`,
      );
    } else if (command === 'upload' && dataManager) {
      const plan = uploadPlan(await uploadLeads(db), {
        ...dataManager,
        defaultCurrency: settings.conversions.currency,
        now: new Date(),
        validateOnly: true,
      });
      const events = plan.requests.reduce((sum, request) => sum + request.events.length, 0);
      process.stdout.write(`${JSON.stringify(plan.requests, null, 2)}\n`);
      console.error(
        `Dry run, nothing sent: ${events} ${events === 1 ? 'booking' : 'bookings'} to tell in ${plan.requests.length} ${plan.requests.length === 1 ? 'request' : 'requests'}; left out: ${plan.withoutConsent} without consent to advertising, ${plan.nothingToMatch} with nothing to match by, ${plan.tooOld} with a click older than Google's 90 days.`,
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
    held?.release();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
