import { randomUUID } from 'node:crypto';
import type { Selectable } from 'kysely';
import type { Locale } from '@/lib/model/i18n/locales';
import type { LeadsDb } from '../db/database';
import type { AccountsTable, Role } from '../db/schema';
import { hashPassword, passwordProblem, type PasswordProblem } from './passwords';
import { newToken, tokenHash } from './tokens';

export type Account = Selectable<AccountsTable>;

/** How long a one-time link to set a password is valid. */
export const PASSWORD_LINK_HOURS = 48;

export const normalEmail = (email: string): string => email.trim().toLowerCase();
export const isEmailAddress = (email: string): boolean => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email.trim());

/** Who may do what: the desk is for sales and admins; editors (the site's editor, later) see no lead. */
export const canWorkLeads = (role: Role): boolean => role === 'sales' || role === 'admin';
/** The studio (the site's editor) is for editors and admins. */
export const canEditSite = (role: Role): boolean => role === 'editor' || role === 'admin';

export class AccountError extends Error {
  constructor(
    readonly code: 'exists' | 'not-found' | 'invalid-email' | PasswordProblem,
    message: string,
  ) {
    super(message);
    this.name = 'AccountError';
  }
}

export async function findAccount(db: LeadsDb, email: string): Promise<Account | undefined> {
  return db.selectFrom('accounts').selectAll().where('email', '=', normalEmail(email)).executeTakeFirst();
}

export async function accountById(db: LeadsDb, id: string): Promise<Account | undefined> {
  return db.selectFrom('accounts').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function listAccounts(db: LeadsDb): Promise<Account[]> {
  return db.selectFrom('accounts').selectAll().orderBy('email').execute();
}

/** The accounts that can own a lead, for the desk's "assign to" list. */
export async function leadWorkers(db: LeadsDb): Promise<Pick<Account, 'id' | 'name' | 'email'>[]> {
  return db
    .selectFrom('accounts')
    .select(['id', 'name', 'email'])
    .where('role', 'in', ['sales', 'admin'])
    .where('disabled_at', 'is', null)
    .orderBy('name')
    .execute();
}

export interface NewAccount {
  email: string;
  name?: string;
  role: Role;
  locale?: Locale;
  /** Set now (read from standard input), or left for a one-time link. */
  password?: string;
  /** Its publishes in the studio wait for a colleague's review. */
  publishReview?: boolean;
}

/**
 * Adds an account. With a password, it is checked and hashed; without one, the answer carries a
 * one-time token for the link that sets it (only its hash is kept).
 */
export async function addAccount(
  db: LeadsDb,
  input: NewAccount,
  now = new Date(),
): Promise<{ account: Account; passwordToken?: string }> {
  const email = normalEmail(input.email);
  if (!isEmailAddress(email))
    throw new AccountError('invalid-email', `"${input.email}" is not an email address`);
  if (await findAccount(db, email)) throw new AccountError('exists', `${email} has an account already`);
  const name = input.name?.trim() || email.split('@')[0]!;
  const at = now.toISOString();
  const password =
    input.password === undefined ? undefined : await checkedHash(input.password, { email, name });
  const token = password ? undefined : newToken();
  const account: Account = {
    id: randomUUID(),
    email,
    name,
    role: input.role,
    locale: input.locale ?? 'pl',
    password_hash: password ?? null,
    password_token_hash: token ? tokenHash(token) : null,
    password_token_expires_at: token ? expiry(now) : null,
    disabled_at: null,
    created_at: at,
    updated_at: at,
    publish_review: input.publishReview ? 1 : 0,
  };
  await db.insertInto('accounts').values(account).execute();
  return { account, passwordToken: token };
}

/** Whether the account's publishes in the studio wait for a colleague's review (docs/studio.md). */
export async function setPublishReview(
  db: LeadsDb,
  email: string,
  on: boolean,
  now = new Date(),
): Promise<Account> {
  const account = await requireAccount(db, email);
  await db
    .updateTable('accounts')
    .set({ publish_review: on ? 1 : 0, updated_at: now.toISOString() })
    .where('id', '=', account.id)
    .execute();
  return { ...account, publish_review: on ? 1 : 0 };
}

const expiry = (now: Date) => new Date(now.getTime() + PASSWORD_LINK_HOURS * 3_600_000).toISOString();

async function checkedHash(password: string, account: { email: string; name?: string }): Promise<string> {
  const problem = passwordProblem(password, account);
  if (problem) throw new AccountError(problem, PASSWORD_PROBLEMS[problem]);
  return hashPassword(password);
}

export const PASSWORD_PROBLEMS: Record<PasswordProblem, string> = {
  'too-short': 'The password must have at least 12 characters',
  'too-long': 'The password must have at most 200 characters',
  'is-email': 'The password must not be the email address',
  weak: 'The password is too easy to guess (a common password, a word or a pattern): choose a longer, rarer one',
};

/**
 * Disables an account (it can no longer sign in) and ends its sessions; or, with `reset`, clears
 * its password, ends its sessions and issues a new one-time link. Throws when there is no account.
 */
export async function disableAccount(db: LeadsDb, email: string, now = new Date()): Promise<Account> {
  const account = await requireAccount(db, email);
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('accounts')
      .set({ disabled_at: now.toISOString(), updated_at: now.toISOString() })
      .where('id', '=', account.id)
      .execute();
    await trx.deleteFrom('sessions').where('account_id', '=', account.id).execute();
  });
  return account;
}

export async function resetAccount(
  db: LeadsDb,
  email: string,
  now = new Date(),
): Promise<{ account: Account; passwordToken: string }> {
  const account = await requireAccount(db, email);
  const token = newToken();
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('accounts')
      .set({
        password_hash: null,
        password_token_hash: tokenHash(token),
        password_token_expires_at: expiry(now),
        disabled_at: null,
        updated_at: now.toISOString(),
      })
      .where('id', '=', account.id)
      .execute();
    await trx.deleteFrom('sessions').where('account_id', '=', account.id).execute();
    // A reset also lifts the account's sign-in locks and counts, from every address.
    await trx
      .deleteFrom('login_throttle')
      .where((eb) =>
        eb.or([eb('key', '=', `account:${account.email}`), eb('key', 'like', `pair:${account.email}|%`)]),
      )
      .execute();
  });
  return { account, passwordToken: token };
}

async function requireAccount(db: LeadsDb, email: string): Promise<Account> {
  const account = await findAccount(db, email);
  if (!account) throw new AccountError('not-found', `No account for ${normalEmail(email)}`);
  return account;
}

/** The account a one-time link's token opens, while it is valid. */
export async function accountForPasswordToken(
  db: LeadsDb,
  token: string,
  now = new Date(),
): Promise<Account | undefined> {
  if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) return undefined;
  const account = await db
    .selectFrom('accounts')
    .selectAll()
    .where('password_token_hash', '=', tokenHash(token))
    .executeTakeFirst();
  if (!account?.password_token_expires_at || account.password_token_expires_at <= now.toISOString())
    return undefined;
  return account.disabled_at ? undefined : account;
}

/** Sets the password of the account a valid one-time link opens; the link is then spent. */
export async function setPasswordWithToken(
  db: LeadsDb,
  token: string,
  password: string,
  now = new Date(),
): Promise<Account | undefined> {
  const account = await accountForPasswordToken(db, token, now);
  if (!account) return undefined;
  const passwordHash = await checkedHash(password, account);
  await db
    .updateTable('accounts')
    .set({
      password_hash: passwordHash,
      password_token_hash: null,
      password_token_expires_at: null,
      updated_at: now.toISOString(),
    })
    .where('id', '=', account.id)
    .where('password_token_hash', '=', tokenHash(token))
    .execute();
  return account;
}

export async function setAccountLocale(
  db: LeadsDb,
  id: string,
  locale: Locale,
  now = new Date(),
): Promise<void> {
  await db
    .updateTable('accounts')
    .set({ locale, updated_at: now.toISOString() })
    .where('id', '=', id)
    .execute();
}
