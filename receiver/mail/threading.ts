import { randomBytes } from 'node:crypto';
import type { LeadsDb } from '../db/database';

/**
 * How the desk's emails find their way back to their lead. Every email the receiver writes has a
 * Message-ID valid under RFC 5322 (`id-left "@" id-right`, both dot-atoms: letters, digits and
 * `-`, no `:`), made from what it is about, so that a resend is the same message; every email to
 * the visitor refers to the ones before it (In-Reply-To, References), and its Reply-To is the
 * office's mailbox with the lead's secret token as a plus-address (`biuro+<token>@…`), so that an
 * answer threads even from a client that drops the headers.
 */

/** The domain of our Message-IDs: the sending address's (`leads@hiddengemsmalta.com`). */
export function mailDomain(from: string): string {
  const address = bareAddress(from);
  const domain = address.slice(address.lastIndexOf('@') + 1);
  return /^[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)+$/.test(domain) ? domain.toLowerCase() : 'hiddengemsmalta.com';
}

/** The address of `Name <address>`, or the address itself, lower case. */
export function bareAddress(value: string): string {
  return (/<([^<>]*)>\s*$/u.exec(value)?.[1] ?? value).trim().toLowerCase();
}

/** Which of our emails an id is: the office's notice, the visitor's confirmation, a reply, an offer… */
export type OurMessageKind = 'lead' | 'confirm' | 'reply' | 'offer' | 'note' | 'team';

/** One of our Message-IDs without its angle brackets: `reply-<uuid>@hiddengemsmalta.com`. */
export const ourMessageId = (kind: OurMessageKind, id: string, domain: string): string =>
  `${kind}-${id}@${domain}`;

/** A Message-ID as a header carries it: `<id>`. */
export const bracketed = (id: string): string => `<${id}>`;

/** The lead an id names, when it is one of our confirmations (its id is the lead's). */
export function leadOfConfirmationId(id: string): string | undefined {
  return /^confirm-([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})@/iu
    .exec(id)?.[1]
    ?.toLowerCase();
}

const ATOM = "[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+";
const DOT_ATOM = `${ATOM}(?:\\.${ATOM})*`;
/** RFC 5322 §3.6.4 msg-id without its brackets: `id-left "@" id-right` (no obsolete forms). */
const MSG_ID = new RegExp(`^${DOT_ATOM}@(?:${DOT_ATOM}|\\[[\\x21-\\x5a\\x5e-\\x7e]*\\])$`, 'u');

/** Whether an id (without brackets) is a valid RFC 5322 msg-id: only such ids are stored and sent on. */
export const isValidMessageId = (id: string): boolean => id.length <= 250 && MSG_ID.test(id);

/** The ids of a header that lists Message-IDs (In-Reply-To, References), without brackets, at most `limit`. */
export function messageIdsOf(header: string | readonly string[] | undefined, limit = 50): string[] {
  const text: string = typeof header === 'string' ? header : (header ?? []).join(' ');
  const ids = [...text.matchAll(/<([^<>\s]{1,250})>/gu)].map((match) => match[1]!).filter(isValidMessageId);
  return ids.slice(-limit);
}

/** A token for a lead's plus-address: 128 random bits in lower-case base32 (26 characters). */
export function newThreadToken(): string {
  const alphabet = 'abcdefghijklmnopqrstuvwxyz234567';
  const bytes = randomBytes(17);
  let bits = 0;
  let value = 0;
  let token = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5 && token.length < 26) {
      token += alphabet[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  return token;
}

const TOKEN = /^[a-z2-7]{26}$/;

/** The office's mailbox with a lead's token: `Biuro <biuro@x.pl>` becomes `Biuro <biuro+token@x.pl>`. */
export function plusAddress(mailbox: string, token: string): string {
  const address = (/<([^<>]*)>\s*$/u.exec(mailbox)?.[1] ?? mailbox).trim();
  const at = address.lastIndexOf('@');
  if (at < 1) return mailbox;
  const local = address.slice(0, at).split('+', 1)[0];
  return mailbox.replace(address, `${local}+${token}${address.slice(at)}`);
}

/**
 * The token of an address the visitor wrote to, when it is the office's mailbox with a plus-tag
 * (`biuro+token@x.pl` for `biuro@x.pl`), whatever case a server gave it.
 */
export function tokenOfAddress(address: string, mailbox: string): string | undefined {
  const office = bareAddress(mailbox);
  const at = office.lastIndexOf('@');
  const match = /^([^+@]+)\+([^@]+)@(.+)$/u.exec(bareAddress(address));
  if (!match || at < 1) return undefined;
  const [, local, tag, domain] = match;
  if (`${local}@${domain}` !== office) return undefined;
  const token = tag!.toLowerCase();
  return TOKEN.test(token) ? token : undefined;
}

/** The lead's token, made now if it has none yet (two receivers making one at once keep the first). */
export async function threadTokenOf(db: LeadsDb, leadId: string): Promise<string | undefined> {
  const row = await db.selectFrom('leads').select('thread_token').where('id', '=', leadId).executeTakeFirst();
  if (!row) return undefined;
  if (row.thread_token) return row.thread_token;
  await db
    .updateTable('leads')
    .set({ thread_token: newThreadToken() })
    .where('id', '=', leadId)
    .where('thread_token', 'is', null)
    .execute();
  const made = await db
    .selectFrom('leads')
    .select('thread_token')
    .where('id', '=', leadId)
    .executeTakeFirst();
  return made?.thread_token ?? undefined;
}

/** How many earlier ids a References header carries: the first (the confirmation) and the latest ones. */
const REFERENCES_KEPT = 20;

/**
 * The thread an email to the visitor continues: In-Reply-To the latest message of the conversation
 * before it (the visitor's last answer, else our last email, else the confirmation), and References
 * from the confirmation on, as RFC 5322 §3.6.4 builds them.
 */
export async function threadHeaders(
  db: LeadsDb,
  leadId: string,
  domain: string,
  before: { at: string; messageId?: string },
): Promise<{ inReplyTo: string; references: string[] }> {
  const confirmation = ourMessageId('confirm', leadId, domain);
  const earlier = await db
    .selectFrom('lead_messages')
    .select(['message_id'])
    .where('lead_id', '=', leadId)
    .where('message_id', 'is not', null)
    .where('at', '<=', before.at)
    .orderBy('at')
    .orderBy('id')
    .execute();
  const ids = [
    confirmation,
    ...earlier.map((row) => row.message_id!).filter((id) => id !== before.messageId && id !== confirmation),
  ];
  const kept = ids.length > REFERENCES_KEPT ? [ids[0]!, ...ids.slice(-(REFERENCES_KEPT - 1))] : ids;
  return { inReplyTo: bracketed(kept.at(-1)!), references: kept.map(bracketed) };
}
