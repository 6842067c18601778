import { convert as htmlToText } from 'html-to-text';
import { simpleParser, type AddressObject, type ParsedMail } from 'mailparser';
import type { LeadsDb } from '../db/database';
import { emailKey } from '@/lib/model/enquiry/identity';
import {
  bareAddress,
  isValidMessageId,
  leadOfConfirmationId,
  messageIdsOf,
  tokenOfAddress,
} from '../mail/threading';
import { keepAttachment } from './attachments';
import type { InboundMessage } from './inbound';

/**
 * A message read from the office's mailbox, made into what the desk stores: text only (HTML turned
 * to text, never kept as markup), its files kept or refused, and its lead found by the headers that
 * refer to our emails (In-Reply-To, References) or by the lead's token in the address it was sent
 * to, never by its subject. A message from someone other than the lead's visitor, or that refers
 * to nothing of ours, goes to To sort.
 */

export interface ReadContext {
  db: LeadsDb;
  /** Our Message-IDs' domain: a message with one of our ids is our own (a copy), not the visitor's. */
  domain: string;
  /** Our sending address: the office's notices and reminders that land in the mailbox are ours. */
  ourFrom: string;
  /** The office's mailbox (Reply-To), whose plus-addresses carry the leads' tokens. */
  officeMailbox: string;
  attachments: { dir: string; maxBytes: number };
}

/** Where in the mailbox a message is: its dedupe key when it has no valid Message-ID. */
export interface MailboxPlace {
  mailbox: string;
  uidValidity: string;
  uid: number;
}

/** The longest text kept of one message: a very long one is cut (the mailbox keeps the original). */
const TEXT_LIMIT = 100_000;

const OUR_KINDS = /^(lead|confirm|reply|offer|note)-/u;

/** Plain text as stored: line ends made `\n`, controls (but tab and line feed) and bidirectional overrides removed. */
export function cleanText(text: string): string {
  return text
    .replace(/\r\n?/gu, '\n')
    .replace(/[\u0000-\u0008\u000b-\u001f\u007f\u202a-\u202e\u2066-\u2069]/gu, '')
    .slice(0, TEXT_LIMIT);
}

const oneLine = (text: string, limit: number) => cleanText(text).replace(/\s+/gu, ' ').trim().slice(0, limit);

/** The body as text: the plain part, else the HTML turned to text (links as their words and address). */
export function bodyText(parsed: Pick<ParsedMail, 'text' | 'html'>): string {
  if (parsed.text && parsed.text.trim()) return cleanText(parsed.text);
  if (typeof parsed.html === 'string')
    return cleanText(
      htmlToText(parsed.html, {
        wordwrap: false,
        selectors: [
          { selector: 'img', format: 'skip' },
          { selector: 'a', options: { hideLinkHrefIfSameAsText: true } },
        ],
      }),
    );
  return '';
}

/**
 * Mail a machine sent (RFC 3834's Auto-Submitted, the common autoresponders' headers, a delivery
 * report): shown on the thread, but it starts no wait for the office's answer.
 */
export function isAutomatic(parsed: Pick<ParsedMail, 'headers'>, fromAddress: string): boolean {
  const header = (name: string) => {
    const value = parsed.headers.get(name);
    return typeof value === 'string' ? value.toLowerCase() : '';
  };
  const submitted = header('auto-submitted');
  if (submitted && submitted !== 'no') return true;
  if (header('x-autoreply') || header('x-autorespond') || header('x-auto-response-suppress').includes('all'))
    return true;
  if (/^(auto_reply|bulk|junk|list)$/u.test(header('precedence'))) return true;
  const type = parsed.headers.get('content-type');
  if (
    type &&
    typeof type === 'object' &&
    'value' in type &&
    String(type.value).toLowerCase() === 'multipart/report'
  )
    return true;
  return /^(mailer-daemon|postmaster)@/u.test(fromAddress);
}

const addressesOf = (field: AddressObject | AddressObject[] | undefined): string[] =>
  (Array.isArray(field) ? field : field ? [field] : [])
    .flatMap((group) => group.value)
    .flatMap((entry) => [entry.address ?? '', ...(entry.group ?? []).map((member) => member.address ?? '')])
    .filter(Boolean);

/** The lead a message threads on, and how; or why it goes to To sort. */
export interface ThreadMatch {
  leadId: string | null;
  matchedBy: 'header' | 'token' | null;
  sortReason: 'no-match' | 'stranger' | null;
  /** The lead the headers or token pointed at, even when the sender was a stranger (a hint for To sort). */
  pointedAt: string | null;
}

/** The lead that holds a lead's messages now: itself, or the one it was merged into. */
async function keptLead(
  db: LeadsDb,
  id: string,
): Promise<{ id: string; email_key: string | null } | undefined> {
  let current = await db
    .selectFrom('leads')
    .select(['id', 'email_key', 'merged_into'])
    .where('id', '=', id)
    .executeTakeFirst();
  for (let hops = 0; current?.merged_into && hops < 5; hops += 1)
    current = await db
      .selectFrom('leads')
      .select(['id', 'email_key', 'merged_into'])
      .where('id', '=', current.merged_into)
      .executeTakeFirst();
  return current;
}

/** Whether an address is the visitor's of that lead (or of a lead merged into it). */
async function isVisitorOf(db: LeadsDb, leadId: string, address: string): Promise<boolean> {
  const key = emailKey(address);
  const row = await db
    .selectFrom('leads')
    .select('id')
    .where((eb) => eb.or([eb('id', '=', leadId), eb('merged_into', '=', leadId)]))
    .where('email_key', '=', key)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Finds the lead of a message: first by the ids it refers to (the latest first: In-Reply-To, then
 * References from the end), which must be ours (a confirmation's id names its lead; every other id
 * of ours is a message of a thread), then by a lead's token in an address it was sent to. The
 * sender must be that lead's visitor; a stranger's message pointing at a thread goes to To sort.
 */
export async function matchThread(
  db: LeadsDb,
  refersTo: readonly string[],
  recipients: readonly string[],
  officeMailbox: string,
  fromAddress: string,
): Promise<ThreadMatch> {
  let pointedAt: string | null = null;
  let matchedBy: ThreadMatch['matchedBy'] = null;
  for (const id of refersTo) {
    const fromConfirmation = leadOfConfirmationId(id);
    const leadId =
      fromConfirmation ??
      (
        await db
          .selectFrom('lead_messages')
          .select('lead_id')
          .where('message_id', '=', id)
          .where('lead_id', 'is not', null)
          .executeTakeFirst()
      )?.lead_id;
    const lead = leadId ? await keptLead(db, leadId) : undefined;
    if (lead) {
      pointedAt = lead.id;
      matchedBy = 'header';
      break;
    }
  }
  if (!pointedAt) {
    for (const recipient of recipients) {
      const token = tokenOfAddress(recipient, officeMailbox);
      if (!token) continue;
      const row = await db
        .selectFrom('leads')
        .select('id')
        .where('thread_token', '=', token)
        .executeTakeFirst();
      const lead = row ? await keptLead(db, row.id) : undefined;
      if (lead) {
        pointedAt = lead.id;
        matchedBy = 'token';
        break;
      }
    }
  }
  if (!pointedAt) return { leadId: null, matchedBy: null, sortReason: 'no-match', pointedAt: null };
  if (!(await isVisitorOf(db, pointedAt, fromAddress)))
    return { leadId: null, matchedBy: null, sortReason: 'stranger', pointedAt };
  return { leadId: pointedAt, matchedBy, sortReason: null, pointedAt };
}

/**
 * The message as the desk stores it, or `ours` for a copy of one of our own emails (our Message-ID,
 * or our sending address), which is left in the mailbox unread by the desk.
 */
export async function readMail(
  source: Buffer,
  place: MailboxPlace,
  context: ReadContext,
): Promise<InboundMessage | 'ours'> {
  const parsed = await simpleParser(source, {
    skipImageLinks: true,
    skipTextToHtml: true,
    skipTextLinks: true,
    keepCidLinks: true,
  });
  const sender = parsed.from?.value[0];
  const fromAddress = bareAddress(sender?.address ?? '');
  const rawId = messageIdsOf(parsed.messageId ?? '')[0];
  const messageId = rawId && isValidMessageId(rawId) ? rawId : null;
  if (
    (messageId && messageId.toLowerCase().endsWith(`@${context.domain}`) && OUR_KINDS.test(messageId)) ||
    (fromAddress && fromAddress === bareAddress(context.ourFrom))
  )
    return 'ours';
  const inReplyTo = messageIdsOf(parsed.inReplyTo ?? '')[0] ?? null;
  const references = messageIdsOf(parsed.references ?? []);
  const refersTo = [...new Set([...(inReplyTo ? [inReplyTo] : []), ...[...references].reverse()])];
  const headerAddresses = ['delivered-to', 'x-original-to', 'envelope-to'].flatMap((name) => {
    const value = parsed.headers.get(name);
    return typeof value === 'string' ? value.split(',') : [];
  });
  const recipients = [...addressesOf(parsed.to), ...addressesOf(parsed.cc), ...headerAddresses];
  const match = await matchThread(context.db, refersTo, recipients, context.officeMailbox, fromAddress);
  const attachments = [];
  for (const file of parsed.attachments)
    attachments.push(
      await keepAttachment(
        { filename: file.filename, contentType: file.contentType, content: file.content },
        context.attachments,
      ),
    );
  const sent = parsed.date && !Number.isNaN(parsed.date.getTime()) ? parsed.date : undefined;
  const now = Date.now();
  // A date in the future (a wrong clock, a forgery) would sort the thread wrongly: the arrival stands in.
  const at = sent && sent.getTime() <= now + 5 * 60_000 ? sent : new Date(now);
  return {
    leadId: match.leadId,
    kind: 'email',
    at: at.toISOString(),
    fromAddress,
    fromName: oneLine(sender?.name ?? '', 200),
    toAddress: oneLine(recipients[0] ?? '', 320),
    subject: oneLine(parsed.subject ?? '', 300),
    text: bodyText(parsed),
    messageId,
    dedupeKey: messageId ? `mid:${messageId}` : `imap:${place.mailbox}:${place.uidValidity}:${place.uid}`,
    inReplyTo,
    references,
    matchedBy: match.matchedBy,
    sortReason: match.sortReason,
    automatic: isAutomatic(parsed, fromAddress),
    attachments,
  };
}
