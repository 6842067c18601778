// @vitest-environment node
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import nodemailer, { type SendMailOptions, type Transporter } from 'nodemailer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeInbound } from '@/receiver/conversation/inbound';
import { offerComposers } from '@/receiver/offers/email';
import { checkOffer, offerInputFrom } from '@/receiver/offers/model';
import { acceptOffer, saveDraft, sendOffer } from '@/receiver/offers/store';
import { openDatabase, type LeadsDb } from '@/receiver/db/database';
import { queueReply } from '@/receiver/desk/leadDesk';
import { queueOverdueReminders } from '@/receiver/leads/reminders';
import { saveLead } from '@/receiver/leads/store';
import { MessageCourier } from '@/receiver/mail/courier';
import type { OutboxMessage } from '@/receiver/mail/outbox';
import type { MessageKind } from '@/receiver/mail/outboxMessages';
import { addAccount } from '@/receiver/team/accounts';
import { TWO_OPTIONS } from '../fixtures/offer';
import { validEnquiry } from '../fixtures/enquiry';
import { parses } from './support/rfc5322';

/**
 * Every kind of email the receiver writes, made by its own courier from a real database and built
 * by nodemailer into the bytes it sends, then parsed by a strict RFC 5322 parser (the RFC's grammar
 * without its obsolete forms): the whole message, and its Message-ID, In-Reply-To and References
 * each as msg-ids. A strict server or client takes them as they are, and threads them.
 */

const FROM = 'Hidden Gems Malta <leads@hiddengemsmalta.com>';
const OFFICE = 'biuro@hiddengemsmalta.com';
/** The site's origin (LEADS_SITE_URL): the offer's link. */
const SITE = 'https://www.hiddengemsmalta.com';
const folder = mkdtempSync(path.join(tmpdir(), 'strict-mail-'));
let db: LeadsDb;
const built = new Map<MessageKind | 'legacy-reply', string>();

/** nodemailer's own builder, handing back the message as it would go on the wire (CRLF). */
const wire = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' });

beforeAll(async () => {
  db = await openDatabase({ kind: 'sqlite', file: path.join(folder, 'leads.db') });
  const sent: string[] = [];
  const transport = {
    sendMail: async (message: SendMailOptions) => {
      const info = (await wire.sendMail(message)) as unknown as { message: Buffer };
      sent.push(info.message.toString('latin1'));
      return info;
    },
  };
  const courier = new MessageCourier(
    db,
    transport as unknown as Transporter,
    {
      from: FROM,
      to: OFFICE,
      replyTo: `Biuro Hidden Gems <${OFFICE}>`,
      deskUrl: 'https://www.hiddengemsmalta.com/inbox',
    },
    offerComposers(SITE),
  );
  const createdAt = new Date('2026-11-06T16:00:00Z');
  const { id } = await saveLead(
    db,
    validEnquiry({
      name: 'Łucja Żółć-Wiśniewska',
      email: 'lucja@example.pl',
      locale: 'pl',
      message: 'Dzień dobry, „kasyno” i spa?',
    }),
    'script',
    createdAt,
  );
  const { account } = await addAccount(db, {
    email: 'marta@example.com',
    name: 'Marta Nowak',
    role: 'sales',
  });
  await queueReply(
    db,
    id,
    {
      subject: 'Re: Państwa zapytanie – Malta',
      body: 'Dzień dobry,\nprzesyłamy propozycje.',
      key: 'a'.repeat(22),
    },
    { account, address: '127.0.0.1' },
    new Date('2026-11-06T17:00:00Z'),
  );
  await storeInbound(db, {
    leadId: id,
    kind: 'email',
    at: new Date('2026-11-07T08:00:00Z').toISOString(),
    fromAddress: 'lucja@example.pl',
    fromName: 'Łucja',
    toAddress: OFFICE,
    subject: 'Re: Re: Państwa zapytanie',
    text: 'Dziękuję!',
    messageId: 'CAF+abc=def@mail.example.pl',
    dedupeKey: 'mid:CAF+abc=def@mail.example.pl',
    inReplyTo: null,
    references: [],
    matchedBy: 'header',
    sortReason: null,
    automatic: false,
    attachments: [],
  });
  // A priced offer with two options on another lead (answering the first would stop its promise
  // clock, and so its reminder), sent, and accepted by the visitor (the owner's notice).
  const { id: offered } = await saveLead(
    db,
    validEnquiry({ name: 'Jan Kowalski', email: 'jan@example.pl', locale: 'pl', message: 'Oferta, proszę.' }),
    'script',
    createdAt,
  );
  const checked = checkOffer(
    offerInputFrom({
      rows: '2',
      validUntil: '2026-11-20',
      note: 'Ceny z przelotem z Warszawy; „spa” w cenie.',
      ...TWO_OPTIONS,
      'currency-1': 'EUR',
    }),
    '2026-11-07',
  );
  if (!('draft' in checked)) throw new Error(`the offer was refused: ${JSON.stringify(checked.problems)}`);
  const offerId = randomUUID();
  const actor = { account, address: '127.0.0.1' };
  const drafted = await saveDraft(
    db,
    offered,
    offerId,
    checked.draft,
    actor,
    new Date('2026-11-07T09:00:00Z'),
  );
  if (!('offer' in drafted)) throw new Error(`the draft was refused: ${drafted.refused}`);
  const sentOffer = await sendOffer(db, offerId, actor, new Date('2026-11-07T09:05:00Z'), {
    domain: 'hiddengemsmalta.com',
    siteUrl: SITE,
  });
  if (!('offer' in sentOffer)) throw new Error(`the offer was not sent: ${sentOffer.refused}`);
  const offerRow = await db
    .selectFrom('outbox')
    .select('payload')
    .where('kind', '=', 'offer')
    .executeTakeFirstOrThrow();
  const { token } = JSON.parse(offerRow.payload ?? '{}') as { token: string };
  const second = await db
    .selectFrom('offer_options')
    .select('id')
    .where('offer_id', '=', offerId)
    .where('position', '=', 2)
    .executeTakeFirstOrThrow();
  const accepted = await acceptOffer(db, token, second.id, new Date('2026-11-08T10:00:00Z'), '127.0.0.1');
  if (!('offer' in accepted)) throw new Error(`the offer was not accepted: ${accepted.refused}`);
  await queueOverdueReminders(
    db,
    { workingDaysToAnswer: 1, endOfDayHour: 24 },
    new Date('2026-11-20T12:00:00Z'),
  );
  const leads = new Map(
    (await db.selectFrom('leads').selectAll().execute()).map((row) => [row.id, row] as const),
  );
  const lead = leads.get(id)!;
  const rows = await db
    .selectFrom('outbox')
    .selectAll()
    .where('kind', '!=', 'webhook')
    // The second lead's notice and confirmation are as the first's; the reminder is the office's.
    .where((eb) =>
      eb.or([
        eb('lead_id', '=', id),
        eb('lead_id', 'is', null),
        eb('kind', 'in', ['offer', 'offer-accepted']),
      ]),
    )
    .orderBy('next_attempt_at')
    .execute();
  for (const row of rows) {
    const message: OutboxMessage = {
      id: row.id,
      kind: row.kind as MessageKind,
      lead: leads.get(row.lead_id ?? id),
      payload: row.payload === null ? undefined : (JSON.parse(row.payload) as unknown),
    };
    expect(await courier.deliver(message)).toBe('sent');
    built.set(row.kind as MessageKind, sent.at(-1)!);
  }
  // A reply queued before the conversation was kept (its payload holds its words; its id a colon).
  await courier.deliver({
    id: `reply:${id}:Zq-8_legacyKey`,
    kind: 'reply',
    lead,
    payload: { subject: 'Re: Malta', body: 'Stara odpowiedź.', agentName: 'Marta' },
  });
  built.set('legacy-reply', sent.at(-1)!);
});

afterAll(async () => {
  await db?.destroy();
  rmSync(folder, { recursive: true, force: true });
});

/** A header's value as sent (unfolded), or undefined. */
function header(raw: string, name: string): string | undefined {
  const head = raw.slice(0, raw.indexOf('\r\n\r\n'));
  const match = new RegExp(`^${name}:((?:.*)(?:\\r\\n[ \\t].*)*)`, 'im').exec(head);
  return match?.[1];
}

describe('every email the receiver writes is valid RFC 5322', () => {
  const kinds = [
    'notify',
    'confirm',
    'reply',
    'legacy-reply',
    'reminder',
    'visitor-message',
    'offer',
    'offer-accepted',
  ] as const;

  it('builds one of each kind', () => {
    expect([...built.keys()].sort()).toEqual([...kinds].sort());
  });

  for (const kind of kinds)
    it(`parses the ${kind} email whole, and its ids as msg-ids`, () => {
      const raw = built.get(kind)!;
      const message = parses('message', raw);
      expect(
        message,
        `${kind} stopped at: ${JSON.stringify(raw.slice(message.stoppedAt, message.stoppedAt + 80))}`,
      ).toMatchObject({ ok: true });
      const id = header(raw, 'Message-ID');
      expect(id, `${kind}: Message-ID`).toBeDefined();
      expect(parses('msg-id', id!).ok, `${kind}: Message-ID ${id}`).toBe(true);
      for (const name of ['In-Reply-To', 'References']) {
        const value = header(raw, name);
        if (value === undefined) continue;
        // 1*msg-id, folded or not.
        expect(
          parses(name === 'References' ? 'references' : 'in-reply-to', `${name}:${value}\r\n`).ok,
          `${kind}: ${name}`,
        ).toBe(true);
      }
    });

  it('threads the reply under the confirmation, and the visitor’s message and ours in order', () => {
    const reply = built.get('reply')!;
    expect(header(reply, 'In-Reply-To')?.trim()).toMatch(/^<confirm-[0-9a-f-]{36}@hiddengemsmalta\.com>$/);
    expect(header(reply, 'Reply-To')).toMatch(/biuro\+[a-z2-7]{26}@hiddengemsmalta\.com/);
    expect(header(built.get('confirm')!, 'Reply-To')).toMatch(/biuro\+[a-z2-7]{26}@hiddengemsmalta\.com/);
    // A reply queued before 004 keeps its key, made a dot-atom.
    expect(header(built.get('legacy-reply')!, 'Message-ID')?.trim()).toMatch(
      /^<reply-[0-9a-f-]{36}-Zq-8-legacyKey@hiddengemsmalta\.com>$/,
    );
  });

  it('refuses what the receiver used to write: a colon in an id', () => {
    expect(parses('msg-id', '<reply-4c1f:Zq8@hiddengemsmalta.com>').ok).toBe(false);
    const reply = built.get('reply')!.replace(/^(Message-ID:\s*<reply-)/m, '$1x:');
    expect(reply).toMatch(/^Message-ID:\s*<reply-x:/m);
    expect(parses('message', reply).ok).toBe(false);
  });
});
