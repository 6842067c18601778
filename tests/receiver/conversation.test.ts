// @vitest-environment node
import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type LeadsDb } from '@/receiver/db/database';
import { queueReply } from '@/receiver/desk/leadDesk';
import { attachmentPath } from '@/receiver/conversation/attachments';
import { STORED_KEYWORD } from '@/receiver/conversation/imapReader';
import { addAccount, type Account } from '@/receiver/team/accounts';
import { validEnquiry } from '../fixtures/enquiry';
import { startDovecot, type TestMailServer } from '@/scripts/support/dovecotLoopback';
import { executableBytes, mimeMessage, pdfBytes, zipBytes } from './support/mime';
import { startPostgres, type TestPostgres } from './support/postgres';
import {
  freePort,
  leadIdOf,
  postEnquiry,
  sleep,
  startReceiver,
  tempFolder,
  waitFor,
  type ReceiverProcess,
} from './support/receiver';
import { startSmtpServer, type LoopbackSmtp, type ReceivedMail } from './support/smtp';

/**
 * The conversation on the lead, with real parts on loopback: the receiver as its own process, a real
 * SMTP server taking the desk's emails, and Dovecot holding the office's mailbox, into which the
 * visitors' answers are delivered as real MIME messages. Threading by the headers and by the token,
 * To sort for strangers, text only, attachments kept or refused, stored once across a restart and
 * across two receivers on one PostgreSQL database, marked on the server and never deleted, and a
 * server without IDLE read by polling.
 */

const OFFICE = 'biuro@hiddengemsmalta.test';
const FROM = 'Hidden Gems Malta <leads@hiddengemsmalta.test>';
const VISITOR = { name: 'Anna Kowalska', email: 'anna.kowalska@example.pl' };
/** Generous for a slow machine: the reader sees a new message at once under IDLE. */
const ARRIVAL_MS = 30_000;

let imap: TestMailServer;
let smtp: LoopbackSmtp;
let folder: Awaited<ReturnType<typeof tempFolder>>;
let receiver: ReceiverProcess;
let db: LeadsDb;
let account: Account;
let leadId: string;
let confirmation: ReceivedMail;

const settingsFor = (dbFile: string, mailbox = imap) => ({
  LEADS_DB: dbFile,
  SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
  LEADS_NOTIFY_TO: OFFICE,
  LEADS_REPLY_TO: `Biuro Hidden Gems <${OFFICE}>`,
  LEADS_NOTIFY_FROM: FROM,
  LEADS_IMAP_URL: mailbox.url('biuro'),
  LEADS_ATTACHMENTS_DIR: path.join(folder.dir, 'attachments'),
  LEADS_ATTACHMENT_MAX_MB: '10',
  LEADS_OUTBOX_INTERVAL_MS: '200',
  LEADS_OUTBOX_RETRY_MS: '300',
  LEADS_RATE_LIMIT: '0',
});

const sentTo = (address: string, prefix: string) =>
  smtp.accepted.filter(
    (mail) => mail.envelope.to.includes(address) && (mail.headers.get('message-id') ?? '').startsWith(prefix),
  );

const messagesOf = (lead: string | null) =>
  db
    .selectFrom('lead_messages')
    .selectAll()
    .where(lead === null ? (eb) => eb('lead_id', 'is', null) : (eb) => eb('lead_id', '=', lead))
    .where('direction', '=', 'in')
    .orderBy('at')
    .execute();

const bySubject = async (subject: string) =>
  db.selectFrom('lead_messages').selectAll().where('subject', '=', subject).execute();

/** Delivers a message to the office's mailbox and waits until the receiver has stored it. */
async function deliverAndWait(raw: Buffer, subject: string) {
  await imap.deliver('biuro', raw);
  return waitFor(`"${subject}" stored`, async () => (await bySubject(subject))[0], {
    timeoutMs: ARRIVAL_MS,
    intervalMs: 200,
  });
}

beforeAll(async () => {
  folder = await tempFolder();
  imap = await startDovecot();
  smtp = await startSmtpServer({ port: await freePort() });
  receiver = await startReceiver(folder.dbFile, settingsFor(folder.dbFile));
  db = await openDatabase({ kind: 'sqlite', file: folder.dbFile });
  ({ account } = await addAccount(db, {
    email: 'marta@example.com',
    name: 'Marta Nowak',
    role: 'sales',
    locale: 'pl',
  }));
  const answer = await postEnquiry(receiver.url, validEnquiry({ ...VISITOR, locale: 'pl' }));
  leadId = leadIdOf(answer)!;
  confirmation = await waitFor('the confirmation', () => sentTo(VISITOR.email, '<confirm-')[0], {
    timeoutMs: 20_000,
  });
}, 120_000);

afterAll(async () => {
  await receiver?.kill();
  await db?.destroy();
  await smtp?.close();
  await imap?.stop();
  await folder?.remove();
});

describe('the conversation on the lead', { timeout: 120_000 }, () => {
  it('sends the confirmation and each reply with a valid Message-ID and the lead’s plus-address', async () => {
    const token = (
      await db.selectFrom('leads').select('thread_token').where('id', '=', leadId).executeTakeFirstOrThrow()
    ).thread_token;
    expect(token).toMatch(/^[a-z2-7]{26}$/);
    expect(confirmation.headers.get('message-id')).toBe(`<confirm-${leadId}@hiddengemsmalta.test>`);
    expect(confirmation.headers.get('reply-to')).toContain(`biuro+${token}@hiddengemsmalta.test`);

    expect(
      await queueReply(
        db,
        leadId,
        { subject: 'Re: Malta', body: 'Dzień dobry, mamy propozycje.', key: 'k'.repeat(22) },
        { account, address: '127.0.0.1' },
        new Date(),
        'hiddengemsmalta.test',
      ),
    ).toBe(true);
    const reply = await waitFor('the reply', () => sentTo(VISITOR.email, '<reply-')[0], {
      timeoutMs: 20_000,
    });
    expect(reply.headers.get('message-id')).toMatch(/^<reply-[0-9a-f-]{36}@hiddengemsmalta\.test>$/);
    expect(reply.headers.get('in-reply-to')).toBe(`<confirm-${leadId}@hiddengemsmalta.test>`);
    expect(reply.headers.get('reply-to')).toContain(`biuro+${token}@hiddengemsmalta.test`);
  });

  it('threads the visitor’s answer by In-Reply-To, marks the lead and emails its owner once', async () => {
    const reply = sentTo(VISITOR.email, '<reply-')[0]!;
    const replyId = reply.headers.get('message-id')!;
    const replyTo = reply.headers.get('reply-to')!;
    const before = Date.now();
    const stored = await deliverAndWait(
      await mimeMessage({
        from: `${VISITOR.name} <${VISITOR.email}>`,
        to: replyTo,
        subject: 'Re: Re: Malta',
        inReplyTo: replyId,
        references: [`<confirm-${leadId}@hiddengemsmalta.test>`, replyId],
        text: 'Dziękuję! Pasuje nam termin w maju.\n\n> Dzień dobry, mamy propozycje.',
      }),
      'Re: Re: Malta',
    );
    console.log(`The visitor's answer was stored on the lead ${Date.now() - before} ms after delivery`);
    expect(stored).toMatchObject({
      lead_id: leadId,
      direction: 'in',
      matched_by: 'header',
      from_address: VISITOR.email,
    });
    const lead = await db.selectFrom('leads').selectAll().where('id', '=', leadId).executeTakeFirstOrThrow();
    expect(lead.last_inbound_at).toBe(stored.at);
    expect(lead.awaiting_since).toBe(stored.at);
    // No owner: the office is told, once.
    await waitFor('the owner’s notice', () => sentTo(OFFICE, `<note-${stored.id}@`).length === 1, {
      timeoutMs: 20_000,
    });
    await sleep(1_000);
    expect(sentTo(OFFICE, `<note-${stored.id}@`)).toHaveLength(1);
  });

  it('threads by the token alone, from a client that drops the headers', async () => {
    const { thread_token: token } = await db
      .selectFrom('leads')
      .select('thread_token')
      .where('id', '=', leadId)
      .executeTakeFirstOrThrow();
    const stored = await deliverAndWait(
      await mimeMessage({
        from: VISITOR.email.toUpperCase(),
        to: `biuro+${token}@hiddengemsmalta.test`,
        subject: 'Jeszcze jedno pytanie',
        text: 'Czy hotel ma basen?',
      }),
      'Jeszcze jedno pytanie',
    );
    expect(stored).toMatchObject({ lead_id: leadId, matched_by: 'token' });
  });

  it('puts a stranger’s message quoting the subject, and one forging In-Reply-To, under To sort', async () => {
    const replyId = sentTo(VISITOR.email, '<reply-')[0]!.headers.get('message-id')!;
    const quoting = await deliverAndWait(
      await mimeMessage({
        from: 'someone@example.com',
        to: OFFICE,
        subject: 'Re: Malta (stranger)',
        text: 'Re: Malta',
      }),
      'Re: Malta (stranger)',
    );
    expect(quoting).toMatchObject({ lead_id: null, sort_reason: 'no-match' });
    const forged = await deliverAndWait(
      await mimeMessage({
        from: 'attacker@example.net',
        to: OFFICE,
        subject: 'Re: forged',
        inReplyTo: replyId,
        references: [replyId],
        text: 'Proszę o zmianę numeru konta.',
      }),
      'Re: forged',
    );
    expect(forged).toMatchObject({ lead_id: null, sort_reason: 'stranger' });
    // Neither touched the lead's thread.
    expect((await messagesOf(leadId)).map((message) => message.subject)).toEqual([
      'Re: Re: Malta',
      'Jeszcze jedno pytanie',
    ]);
  });

  it('keeps HTML and script as text only', async () => {
    const stored = await deliverAndWait(
      await mimeMessage({
        from: VISITOR.email,
        to: OFFICE,
        subject: 'HTML answer',
        inReplyTo: `<confirm-${leadId}@hiddengemsmalta.test>`,
        html: '<p>Hello <b>there</b></p><script>alert(1)</script><img src=x onerror=alert(2)><a href="javascript:alert(3)">click</a>',
      }),
      'HTML answer',
    );
    expect(stored.text).toContain('Hello there');
    expect(stored.text).not.toMatch(/<script|<img|onerror|<p>|<b>/i);
  });

  it('keeps a PDF, refuses a 30 MB file, an executable and an archive, and writes nothing of theirs', async () => {
    const big = Buffer.alloc(30 * 1024 * 1024, 0x41);
    const stored = await deliverAndWait(
      await mimeMessage({
        from: VISITOR.email,
        to: OFFICE,
        subject: 'Files',
        inReplyTo: `<confirm-${leadId}@hiddengemsmalta.test>`,
        text: 'Files attached.',
        attachments: [
          { filename: 'booking.pdf', content: pdfBytes(), contentType: 'application/pdf' },
          { filename: 'big.pdf', content: big, contentType: 'application/pdf' },
          { filename: 'photo.jpg.exe', content: executableBytes(), contentType: 'image/jpeg' },
          { filename: '../../etc/passwd.zip', content: zipBytes(), contentType: 'application/zip' },
        ],
      }),
      'Files',
    );
    const files = await db
      .selectFrom('message_attachments')
      .selectAll()
      .where('message_id', '=', stored.id)
      .orderBy('filename')
      .execute();
    expect(files.map((file) => [file.filename, file.refused])).toEqual([
      ['big.pdf', 'too-large'],
      ['booking.pdf', null],
      ['passwd.zip', 'type'],
      ['photo.jpg.exe', 'type'],
    ]);
    const dir = path.join(folder.dir, 'attachments');
    for (const file of files)
      expect(existsSync(attachmentPath(dir, file.sha256)), file.filename).toBe(file.refused === null);
  });

  it('marks every message on the server and deletes none, and stores none twice after a restart', async () => {
    const before = await db.selectFrom('lead_messages').select('id').where('direction', '=', 'in').execute();
    const onServer = await imap.messages('biuro');
    expect(onServer).toHaveLength(before.length);
    expect(onServer.every((message) => message.flags.includes(STORED_KEYWORD))).toBe(true);

    await receiver.kill();
    receiver = await startReceiver(folder.dbFile, settingsFor(folder.dbFile));
    // A message that arrived while it was down, and the rest it must not store again.
    await deliverAndWait(
      await mimeMessage({
        from: VISITOR.email,
        to: OFFICE,
        subject: 'While down',
        inReplyTo: `<confirm-${leadId}@hiddengemsmalta.test>`,
        text: 'x',
      }),
      'While down',
    );
    await sleep(2_000);
    const after = await db.selectFrom('lead_messages').select('id').where('direction', '=', 'in').execute();
    expect(after).toHaveLength(before.length + 1);
    expect(await imap.messages('biuro')).toHaveLength(before.length + 1);
  });
});

describe('reading the mailbox', { timeout: 180_000 }, () => {
  it('polls a server without IDLE', async () => {
    const plain = await startDovecot({ withoutIdle: true });
    const other = await tempFolder();
    try {
      const settings = { ...settingsFor(other.dbFile, plain), LEADS_IMAP_POLL_SECONDS: '2' };
      const process = await startReceiver(other.dbFile, settings);
      try {
        await plain.deliver(
          'biuro',
          await mimeMessage({ from: 'x@example.com', to: OFFICE, subject: 'Polled', text: 'p' }),
        );
        await waitFor(
          'the polled message flagged',
          async () => (await plain.messages('biuro'))[0]?.flags.includes(STORED_KEYWORD),
          {
            timeoutMs: ARRIVAL_MS,
            intervalMs: 250,
          },
        );
      } finally {
        await process.kill();
      }
    } finally {
      await plain.stop();
      await other.remove();
    }
  });

  it('stores each message once with two receivers on one PostgreSQL database and one mailbox', async () => {
    let postgres: TestPostgres | undefined;
    const shared = await startDovecot();
    const other = await tempFolder();
    const receivers: ReceiverProcess[] = [];
    try {
      postgres = await startPostgres();
      const url = await postgres.createDatabase('conversation');
      const settings = { ...settingsFor(other.dbFile, shared), DATABASE_URL: url };
      // The first creates the schema; the second starts beside it.
      receivers.push(await startReceiver(other.dbFile, settings));
      receivers.push(await startReceiver(other.dbFile, settings));
      const count = 12;
      for (let index = 0; index < count; index += 1)
        await shared.deliver(
          'biuro',
          await mimeMessage({
            from: `guest${index}@example.com`,
            to: OFFICE,
            subject: `Pytanie ${index}`,
            text: `Treść ${index}`,
            ...(index % 3 === 0 ? { messageId: undefined } : {}),
          }),
        );
      await waitFor(
        'every message flagged',
        async () => {
          const messages = await shared.messages('biuro');
          return (
            messages.length === count && messages.every((message) => message.flags.includes(STORED_KEYWORD))
          );
        },
        { timeoutMs: 60_000, intervalMs: 500 },
      );
      const pg = await openDatabase({ kind: 'postgres', url });
      try {
        const rows = await pg.selectFrom('lead_messages').select(['subject', 'dedupe_key']).execute();
        console.log(`Two receivers, one mailbox: ${count} messages delivered, ${rows.length} stored`);
        expect(rows).toHaveLength(count);
        expect(new Set(rows.map((row) => row.subject)).size).toBe(count);
      } finally {
        await pg.destroy();
      }
    } finally {
      for (const each of receivers) await each.kill();
      await postgres?.stop();
      await shared.stop();
      await other.remove();
    }
  });
});
