import os from 'node:os';
import { parseArgs } from 'node:util';
import { isLocale } from '@/lib/model/i18n/locales';
import { readSettings } from '@/receiver/config/settings';
import { openDatabase, type LeadsDb } from './db/database';
import { ROLES, type Role } from './db/schema';
import {
  AccountError,
  addAccount,
  disableAccount,
  listAccounts,
  resetAccount,
  setPublishReview,
  PASSWORD_LINK_HOURS,
} from '@/receiver/team/accounts';
import { audit } from '@/receiver/team/audit';

const USAGE = `Usage: npm run accounts -- <command>
  add EMAIL --role admin|sales|editor [--name "Full Name"] [--locale pl|en] [--password-stdin]
                 a team account; with --password-stdin the password is read from standard input,
                 otherwise a one-time link to set it is printed (valid ${PASSWORD_LINK_HOURS} hours)
  list           the accounts, their roles and whether they can sign in
  disable EMAIL  the account can no longer sign in; its sessions end
  reset EMAIL    clears the password, ends the sessions, lifts a sign-in lock and prints a new link
  review EMAIL on|off
                 whether the account's publishes in the studio wait for a colleague's review
Roles: admin (manages accounts, works leads), sales (the lead desk), editor (the site's editor; no leads).
The database is the receiver's: LEADS_DB (default .data/leads.db) or DATABASE_URL; the links use LEADS_DESK_URL.`;

async function readStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  // One line: the password, without its line end.
  return Buffer.concat(chunks)
    .toString('utf8')
    .replace(/\r?\n$/, '');
}

const actor = () => `cli:${os.userInfo().username}`;

/** The team's accounts from the command line (`npm run accounts -- …`). */
async function main(args: string[]): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({
      args,
      allowPositionals: true,
      options: {
        role: { type: 'string' },
        name: { type: 'string' },
        locale: { type: 'string' },
        'password-stdin': { type: 'boolean' },
      },
    });
  } catch (error) {
    console.error(`${(error as Error).message}\n\n${USAGE}`);
    return 2;
  }
  const [command, email, ...extra] = parsed.positionals;
  const { role, name, locale } = parsed.values;
  const needsEmail =
    command === 'add' || command === 'disable' || command === 'reset' || command === 'review';
  const review = command === 'review' ? extra.shift() : undefined;
  if (
    !command ||
    !['add', 'list', 'disable', 'reset', 'review'].includes(command) ||
    (needsEmail ? !email : Boolean(email)) ||
    (command === 'review' && review !== 'on' && review !== 'off') ||
    extra.length
  ) {
    console.error(USAGE);
    return 2;
  }
  if (command === 'add' && !ROLES.includes(role as Role)) {
    console.error(`--role must be one of ${ROLES.join(', ')}.\n\n${USAGE}`);
    return 2;
  }
  if (locale !== undefined && !isLocale(locale)) {
    console.error(`--locale must be pl or en.\n\n${USAGE}`);
    return 2;
  }
  const settings = readSettings();
  const link = (token: string) => `${settings.deskUrl}/password?token=${token}`;
  const db = await openDatabase(settings.database);
  try {
    return await run(
      db,
      command,
      email ?? '',
      {
        role: role as Role,
        name,
        locale,
        stdin: parsed.values['password-stdin'] ?? false,
        review: review === 'on',
      },
      link,
    );
  } catch (error) {
    if (error instanceof AccountError) {
      console.error(error.message);
      return 1;
    }
    throw error;
  } finally {
    await db.destroy();
  }
}

async function run(
  db: LeadsDb,
  command: string,
  email: string,
  options: { role: Role; name?: string; locale?: string; stdin: boolean; review: boolean },
  link: (token: string) => string,
): Promise<number> {
  if (command === 'list') {
    for (const account of await listAccounts(db)) {
      const state = account.disabled_at
        ? 'disabled'
        : account.password_hash
          ? 'active'
          : 'waiting for its password link';
      const review = account.publish_review ? '\tpublishes after review' : '';
      console.log(`${account.email}\t${account.role}\t${account.name}\t${account.locale}\t${state}${review}`);
    }
    return 0;
  }
  if (command === 'add') {
    const password = options.stdin ? await readStdin() : undefined;
    const { account, passwordToken } = await addAccount(db, {
      email,
      name: options.name,
      role: options.role,
      locale: isLocale(options.locale) ? options.locale : undefined,
      password,
    });
    await audit(db, {
      actor: actor(),
      action: 'account-added',
      detail: `${account.email} (${account.role})`,
    });
    console.log(`Account ${account.email} (${account.role}) added.`);
    if (passwordToken) console.log(`One-time link to set the password: ${link(passwordToken)}`);
    return 0;
  }
  if (command === 'review') {
    const account = await setPublishReview(db, email, options.review);
    await audit(db, {
      actor: actor(),
      action: 'account-review',
      detail: `${account.email}: ${options.review ? 'publishes after review' : 'publishes directly'}`,
    });
    console.log(
      `${account.email} ${options.review ? 'now publishes only after a colleague’s review' : 'publishes directly'}.`,
    );
    return 0;
  }
  if (command === 'disable') {
    const account = await disableAccount(db, email);
    await audit(db, { actor: actor(), action: 'account-disabled', detail: account.email });
    console.log(`Account ${account.email} disabled; its sessions ended.`);
    return 0;
  }
  const { account, passwordToken } = await resetAccount(db, email);
  await audit(db, { actor: actor(), action: 'account-reset', detail: account.email });
  console.log(
    `Account ${account.email} reset; its sessions ended.\nOne-time link to set the password: ${link(passwordToken)}`,
  );
  return 0;
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
