// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest';
import type { Enquiry } from '@/lib/model/enquiry/schema';
import { readSettings } from '@/receiver/config/settings';
import { openDatabase } from '@/receiver/db/database';
import { addAccount } from '@/receiver/team/accounts';
import { setStatus } from '@/receiver/desk/leadDesk';
import { isWorkingDay } from '@/receiver/leads/overdue';
import { queueOverdueReminders } from '@/receiver/leads/reminders';
import { saveLead } from '@/receiver/leads/store';
import { nextDate, warsawAt, warsawInstant } from '@/receiver/leads/warsawClock';
import { CONFIRMATION_SUBJECT, confirmationMessageId } from '@/receiver/mail/confirmationEmail';
import { createReceiver, type Receiver } from '@/receiver/service';
import { validEnquiry } from '../fixtures/enquiry';
import { signedIn } from './support/desk';
import {
  freePort,
  leadIdOf,
  postEnquiry,
  readLeadsFile,
  sleep,
  startReceiver,
  tempFolder,
  waitFor,
  type ReceiverProcess,
} from './support/receiver';
import { startSmtpServer, type LoopbackSmtp, type ReceivedMail } from './support/smtp';
import {
  startWebhookServer,
  validSignature,
  type LoopbackWebhook,
  type ReceivedPost,
} from './support/webhook';

/**
 * What a lead sends besides the office's notice, through the outbox against real servers on
 * loopback: the visitor's confirmation (SMTP), the signed webhook (HTTP) and the office's overdue
 * reminder. The receiver runs in-process (createReceiver, listening on loopback) where the test
 * works the desk or the clock, and as its own process where it is restarted.
 */

const OFFICE = 'office@hiddengemsmalta.test';
const DESK_URL = 'https://desk.hiddengemsmalta.test/inbox';
const SECRET = 'test-webhook-secret-3f9a';
/** Long enough for several more looks of the outbox (every 200 ms): anything extra would show. */
const QUIET_MS = 1_500;

/** Short outbox timings: a look every 200 ms, retries after 100 ms, 200, 400... */
const FAST_OUTBOX = {
  LEADS_OUTBOX_INTERVAL_MS: '200',
  LEADS_OUTBOX_RETRY_MS: '100',
  LEADS_RATE_LIMIT: '0',
  LEADS_DESK_URL: DESK_URL,
};

const mailSettings = (smtpPort: number): Record<string, string> => ({
  SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
  LEADS_NOTIFY_TO: OFFICE,
  LEADS_NOTIFY_FROM: 'Hidden Gems Malta <leads@hiddengemsmalta.test>',
});

const webhookSettings = (port: number): Record<string, string> => ({
  LEADS_WEBHOOK_URL: `http://127.0.0.1:${port}/hooks/leads`,
  LEADS_WEBHOOK_SECRET: SECRET,
});

/** Two links in the message (3) and one in the name (4): 7, over the threshold of 5. */
const spamEnquiry = (email: string): Enquiry =>
  validEnquiry({
    name: 'Cheap www.pills.example',
    email,
    message: 'Visit https://pills.example/a and https://pills.example/b for the best offers.',
  });

let cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
  cleanups = [];
});

async function folder() {
  const created = await tempFolder();
  cleanups.push(created.remove);
  return created;
}

async function smtpOn(port: number): Promise<LoopbackSmtp> {
  const smtp = await startSmtpServer({ port });
  cleanups.push(() => smtp.close());
  return smtp;
}

async function webhookOn(port: number, status?: number): Promise<LoopbackWebhook> {
  const server = await startWebhookServer(port, status);
  cleanups.push(() => server.close());
  return server;
}

/** The receiver in-process, as `npm run receiver` builds it, listening on a loopback port. */
async function serviceOn(environment: Record<string, string>): Promise<{ receiver: Receiver; url: string }> {
  const receiver = await createReceiver(readSettings(environment));
  cleanups.push(() => receiver.close());
  const url = await receiver.app.listen({ host: '127.0.0.1', port: 0 });
  return { receiver, url };
}

async function processOn(dbFile: string, settings: Record<string, string>): Promise<ReceiverProcess> {
  const receiver = await startReceiver(dbFile, settings);
  cleanups.push(async () => void (await receiver.kill()));
  return receiver;
}

/** Posts an enquiry over HTTP; returns the lead's id, after checking the status. */
async function send(url: string, enquiry: Enquiry, status = 201): Promise<string> {
  const answer = await postEnquiry(url, enquiry);
  expect(answer.status, JSON.stringify(answer.body)).toBe(status);
  const id = leadIdOf(answer);
  if (!id) throw new Error(`no lead id in ${JSON.stringify(answer.body)}`);
  return id;
}

const isConfirmation = (mail: ReceivedMail) =>
  mail.headers.get('message-id')?.startsWith('<confirm-') ?? false;
const confirmationsOf = (smtp: LoopbackSmtp) => smtp.accepted.filter(isConfirmation);
const officeMail = (smtp: LoopbackSmtp) => smtp.accepted.filter((mail) => mail.envelope.to.join() === OFFICE);
/** The office's notices, by the lead each is about (X-Lead-Id). */
const noticesOf = (smtp: LoopbackSmtp) =>
  officeMail(smtp).filter((mail) => mail.headers.get('message-id')?.startsWith('<lead-'));
const leadIdsOf = (mails: ReceivedMail[]) => mails.map((mail) => mail.headers.get('x-lead-id') ?? '').sort();

function expectConfirmation(
  mail: ReceivedMail | undefined,
  lead: { id: string; email: string; locale: 'en' | 'pl' },
): void {
  expect(mail, `a confirmation of ${lead.id}`).toBeDefined();
  expect(mail!.envelope.to).toEqual([lead.email]);
  // The address alone: nothing the visitor typed before the email is opened.
  expect(mail!.headers.get('to')).toBe(lead.email);
  expect(mail!.headers.get('subject')).toBe(CONFIRMATION_SUBJECT[lead.locale]);
  expect(mail!.headers.get('message-id')).toBe(confirmationMessageId(lead.id, 'hiddengemsmalta.test'));
  expect(mail!.headers.get('auto-submitted')).toBe('auto-generated');
}

interface OutboxRow {
  id: string;
  kind: string;
  lead_id: string | null;
  attempts: number;
  sent_at: string | null;
  last_error: string | null;
  payload: string | null;
}

const outboxOf = (dbFile: string) =>
  readLeadsFile(dbFile, (db) =>
    db
      .prepare<[], OutboxRow>(
        'select id, kind, lead_id, attempts, sent_at, last_error, payload from outbox order by id',
      )
      .all(),
  );

describe('the visitor’s confirmation', { timeout: 60_000 }, () => {
  it('goes once per stored enquiry, in its language, never for spam until the desk says it is not', async () => {
    const { dbFile } = await folder();
    const smtp = await smtpOn(await freePort());
    const { receiver, url } = await serviceOn({
      LEADS_DB: dbFile,
      ...mailSettings(smtp.port),
      ...FAST_OUTBOX,
    });

    const english = { email: 'john.smith@example.com', locale: 'en' as const };
    const polish = { email: 'zofia.wisniewska@example.pl', locale: 'pl' as const };
    const twice = { email: 'piotr.nowak@example.pl', locale: 'en' as const };
    const spam = { email: 'offers@pills.example', locale: 'en' as const };
    const englishId = await send(
      url,
      validEnquiry({ name: 'John Smith', message: 'A week in Gozo in May, please.', ...english }),
    );
    const polishId = await send(
      url,
      validEnquiry({ name: 'Zofia Wiśniewska', message: 'Tydzień na Gozo w maju, proszę.', ...polish }),
    );
    // A double click: the same enquiry under one key, both at once.
    const doubled = validEnquiry({
      name: 'Piotr Nowak',
      message: 'A casino weekend for two.',
      email: twice.email,
    });
    const answers = await Promise.all([postEnquiry(url, doubled), postEnquiry(url, doubled)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 201]);
    const twiceId = leadIdOf(answers[0]!)!;
    expect(leadIdOf(answers[1]!)).toBe(twiceId);
    const spamId = await send(url, spamEnquiry(spam.email));
    const spamLead = await receiver.db
      .selectFrom('leads')
      .select(['spam', 'spam_score', 'spam_reasons'])
      .where('id', '=', spamId)
      .executeTakeFirstOrThrow();
    expect(spamLead.spam).toBe(1);
    expect(spamLead.spam_reasons?.split(',')).toEqual(expect.arrayContaining(['links', 'link-in-name']));

    const stored = [
      { id: englishId, ...english },
      { id: polishId, ...polish },
      { id: twiceId, ...twice },
    ];
    await waitFor('a notice and a confirmation of each lead', () => smtp.accepted.length >= 6, {
      timeoutMs: 15_000,
    });
    await sleep(QUIET_MS);
    const confirmations = confirmationsOf(smtp);
    console.log(
      `3 leads stored (one sent twice under one key) and 1 spam (score ${spamLead.spam_score}): ${smtp.accepted.length} emails, ${confirmations.length} confirmations`,
    );
    expect(smtp.accepted).toHaveLength(6);
    expect(leadIdsOf(confirmations)).toEqual(stored.map((lead) => lead.id).sort());
    expect(leadIdsOf(noticesOf(smtp))).toEqual(stored.map((lead) => lead.id).sort());
    for (const lead of stored) {
      expectConfirmation(
        confirmations.find((mail) => mail.headers.get('x-lead-id') === lead.id),
        lead,
      );
    }
    const text = (id: string) => confirmations.find((mail) => mail.headers.get('x-lead-id') === id)!.text;
    expect(text(englishId)).toMatch(/^Dear John Smith,\n/);
    expect(text(englishId)).toContain('A week in Gozo in May, please.');
    expect(text(polishId)).toMatch(/^Dzień dobry,\n/);
    expect(text(polishId)).toContain('Tydzień na Gozo w maju, proszę.');
    expect(smtp.accepted.some((mail) => mail.envelope.to.includes(spam.email))).toBe(false);

    // Out of spam on the desk, back in, and out again: one notice and one confirmation in all.
    const desk = await signedIn(receiver.app, receiver.db, { email: 'ola@example.com', locale: 'en' });
    const page = `/inbox/leads/${spamId}`;
    expect((await desk.post(`${page}/spam`, { spam: '0' }, { from: page })).statusCode).toBe(303);
    const movedAt = performance.now();
    await waitFor('the former spam’s notice and confirmation', () => smtp.accepted.length >= 8, {
      timeoutMs: 10_000,
    });
    const deliveredMs = performance.now() - movedAt;
    expect((await desk.post(`${page}/spam`, { spam: '1' }, { from: page })).statusCode).toBe(303);
    expect((await desk.post(`${page}/spam`, { spam: '0' }, { from: page })).statusCode).toBe(303);
    await sleep(QUIET_MS);

    const after = confirmationsOf(smtp);
    console.log(
      `"Not spam" on the desk: its notice and confirmation within ${Math.round(deliveredMs)} ms; after spam and not spam again: ${smtp.accepted.length} emails in all`,
    );
    expect(smtp.accepted).toHaveLength(8);
    expect(leadIdsOf(after)).toEqual([...stored.map((lead) => lead.id), spamId].sort());
    expect(leadIdsOf(noticesOf(smtp))).toEqual([...stored.map((lead) => lead.id), spamId].sort());
    const spamConfirmation = after.find((mail) => mail.headers.get('x-lead-id') === spamId);
    expectConfirmation(spamConfirmation, { id: spamId, ...spam });
    // The spammer's links are quoted defanged, never as links.
    expect(spamConfirmation!.text).not.toContain('https://pills.example');
    expect(spamConfirmation!.text).toContain('pills[.]example');
  });
});

interface WebhookBody {
  event: string;
  id: string;
  name: string;
  url: string;
}

const bodyOf = (post: ReceivedPost) => JSON.parse(post.raw.toString('utf8')) as WebhookBody;

describe('the webhook', { timeout: 120_000 }, () => {
  it('posts each lead once, signed, across the server down and then failing, without SMTP', async () => {
    const { dbFile } = await folder();
    const hookPort = await freePort();
    // No SMTP: the outbox runs for the webhook alone, and the emails wait.
    const settings = { ...webhookSettings(hookPort), ...FAST_OUTBOX };
    const receiver = await processOn(dbFile, settings);
    const leads: string[] = [];
    const spams: string[] = [];
    const enquiry = (index: number) =>
      validEnquiry({
        name: `Guest Number ${['One', 'Two', 'Three', 'Four', 'Five', 'Six', 'Seven', 'Eight', 'Nine', 'Ten'][index]}`,
        email: `guest${index}@example.com`,
        message: `Enquiry ${index}: a week in Gozo, please.`,
      });

    // Down: nothing listens on the port, every post is refused.
    for (let index = 0; index < 4; index += 1) leads.push(await send(receiver.url, enquiry(index)));
    spams.push(await send(receiver.url, spamEnquiry('first@pills.example')));
    const webhookRows = () => outboxOf(dbFile).filter((row) => row.kind === 'webhook');
    await waitFor(
      'each webhook to have been refused twice',
      () => {
        const rows = webhookRows();
        return rows.length === 4 && rows.every((row) => row.attempts >= 2 && row.sent_at === null);
      },
      { timeoutMs: 15_000 },
    );
    const refusedRows = webhookRows();
    expect(refusedRows.every((row) => row.last_error === 'fetch failed')).toBe(true);

    // Up, but answering 500 for a while; more leads come meanwhile.
    const hook = await webhookOn(hookPort, 500);
    for (let index = 4; index < 8; index += 1) leads.push(await send(receiver.url, enquiry(index)));
    spams.push(await send(receiver.url, spamEnquiry('second@pills.example')));
    await waitFor(
      'each lead to have been answered 500 twice',
      () => {
        const ids = hook.posts.map((post) => bodyOf(post).id);
        return leads.every((id) => ids.filter((each) => each === id).length >= 2);
      },
      { timeoutMs: 30_000 },
    );
    const failedPosts = hook.posts.length;

    // Working: every lead arrives, once.
    hook.answerWith(200);
    const upAt = performance.now();
    await waitFor('every webhook to be sent', () => webhookRows().every((row) => row.sent_at !== null), {
      timeoutMs: 30_000,
    });
    const backlogMs = performance.now() - upAt;
    for (let index = 8; index < 10; index += 1) leads.push(await send(receiver.url, enquiry(index)));
    const liveAt = performance.now();
    await waitFor(
      'the live leads to be posted',
      () => hook.posts.filter((post) => post.status === 200).length === 10,
      {
        timeoutMs: 10_000,
      },
    );
    const liveMs = performance.now() - liveAt;
    await sleep(QUIET_MS);

    const taken = hook.posts.filter((post) => post.status === 200);
    const attempts = webhookRows().map((row) => row.attempts);
    console.log(
      [
        `Webhook: 10 leads, 2 spam; refused while down (each tried ${Math.min(...refusedRows.map((row) => row.attempts))} to ${Math.max(...refusedRows.map((row) => row.attempts))} times), ${failedPosts} posts answered 500`,
        `  the 8 waiting all taken ${Math.round(backlogMs)} ms after the server answered 200; 2 live leads in ${Math.round(liveMs)} ms; ${taken.length} posts taken, attempts per lead ${Math.min(...attempts)} to ${Math.max(...attempts)}`,
      ].join('\n'),
    );
    expect(taken.map((post) => bodyOf(post).id).sort()).toEqual([...leads].sort());
    for (const post of hook.posts) {
      expect(validSignature(post.raw, post.headers['x-leads-signature'], SECRET)).toBe(true);
      const body = bodyOf(post);
      expect(body.event).toBe('lead.created');
      expect(body.url).toBe(`${DESK_URL}/leads/${body.id}`);
      expect(post.headers['x-leads-delivery']).toBe(`webhook:${body.id}`);
      expect(post.headers['content-type']).toBe('application/json');
      expect(spams).not.toContain(body.id);
    }
    // The signature is checked, not just present: the same body under another secret fails.
    expect(validSignature(taken[0]!.raw, taken[0]!.headers['x-leads-signature'], 'another secret')).toBe(
      false,
    );
    // The emails wait untouched for SMTP: not tried, not counted, not backed off.
    const emails = outboxOf(dbFile).filter((row) => row.kind !== 'webhook');
    console.log(
      `  the 20 emails waiting for SMTP: attempts ${Math.min(...emails.map((row) => row.attempts))} to ${Math.max(...emails.map((row) => row.attempts))}, last error ${JSON.stringify(emails[0]?.last_error)}`,
    );
    expect(emails).toHaveLength(20);
    expect(emails.every((row) => row.sent_at === null && row.attempts === 0 && row.last_error === null)).toBe(
      true,
    );
    expect(outboxOf(dbFile).some((row) => row.lead_id !== null && spams.includes(row.lead_id))).toBe(false);

    // SMTP set up, the receiver restarted: the waiting emails go at once, no webhook again.
    await receiver.stop();
    const smtp = await smtpOn(await freePort());
    const restarted = await processOn(dbFile, { ...settings, ...mailSettings(smtp.port) });
    const restartedAt = performance.now();
    await waitFor('the waiting emails', () => smtp.accepted.length >= 20, { timeoutMs: 20_000 });
    const emailedMs = performance.now() - restartedAt;
    await sleep(QUIET_MS);
    console.log(`  SMTP set up and restarted: the 20 waiting emails sent in ${Math.round(emailedMs)} ms`);
    expect(smtp.accepted).toHaveLength(20);
    expect(leadIdsOf(confirmationsOf(smtp))).toEqual([...leads].sort());
    expect(leadIdsOf(noticesOf(smtp))).toEqual([...leads].sort());
    expect(hook.posts.filter((post) => post.status === 200)).toHaveLength(10);
    // Each at its first attempt: nothing had been backed off while SMTP was not set up.
    const emailed = outboxOf(dbFile).filter((row) => row.kind !== 'webhook');
    expect(emailed.every((row) => row.sent_at !== null && row.attempts === 1)).toBe(true);
    await restarted.stop();
  });
});

/** Adds minutes to an instant. */
const plus = (instant: Date, minutes: number) => new Date(instant.getTime() + minutes * 60_000);

/**
 * A recent past Friday (so that the service's own look at the real clock keeps the leads: within
 * retention, their messages due) whose Monday is a working day: its leads are due by Monday's end.
 */
function quietFriday(): { friday: string; monday: string; tuesday: string; wednesday: string } {
  let day = warsawAt(new Date(Date.now() - 7 * 86_400_000)).date;
  for (;;) {
    const weekday = new Date(`${day}T12:00:00Z`).getUTCDay();
    const monday = nextDate(nextDate(nextDate(day)));
    if (weekday === 5 && isWorkingDay(monday)) {
      const tuesday = nextDate(monday);
      return { friday: day, monday, tuesday, wednesday: nextDate(tuesday) };
    }
    day = new Date(Date.parse(`${day}T12:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
  }
}

describe('the overdue reminder', { timeout: 60_000 }, () => {
  it('names Friday’s unanswered leads once, on Tuesday after midnight, and reaches the office once', async () => {
    const { dbFile } = await folder();
    const smtp = await smtpOn(await freePort());
    const environment = { LEADS_DB: dbFile, ...mailSettings(smtp.port), ...FAST_OUTBOX };
    const settings = readSettings(environment);
    const { friday, monday, tuesday, wednesday } = quietFriday();

    const db = await openDatabase(settings.database);
    const lead = (name: string, email: string, message: string, hour: number, minute: number) =>
      saveLead(
        db,
        validEnquiry({ name, email, message }),
        'script',
        plus(warsawInstant(friday, hour), minute),
      );
    const first = await lead('Anna Kowalska', 'anna@example.pl', 'Tydzień na Malcie.', 14, 10);
    const second = await lead('John Smith', 'john@example.com', 'A week in Gozo.', 16, 45);
    const contacted = await lead('Jan Wójcik', 'jan@example.pl', 'Weekend w kasynie.', 15, 0);
    const spam = await saveLead(db, spamEnquiry('offers@pills.example'), 'script', warsawInstant(friday, 15));
    expect(spam.spam).toBe(true);
    const { account } = await addAccount(db, { email: 'ola@example.com', role: 'sales', name: 'Ola' });
    // Answered on Monday morning, before its deadline.
    expect(
      await setStatus(
        db,
        contacted.id,
        'contacted',
        { account, address: '127.0.0.1' },
        undefined,
        warsawInstant(monday, 10),
      ),
    ).toBe(true);

    const rule = settings.overdue;
    const queued = {
      mondayNoon: await queueOverdueReminders(db, rule, warsawInstant(monday, 12)),
      mondayLate: await queueOverdueReminders(db, rule, plus(warsawInstant(monday, 23), 59)),
      tuesday: await queueOverdueReminders(db, rule, plus(warsawInstant(tuesday, 0), 30)),
      tuesdayAgain: await queueOverdueReminders(db, rule, plus(warsawInstant(tuesday, 0), 30)),
      wednesday: await queueOverdueReminders(db, rule, warsawInstant(wednesday, 12)),
    };
    await db.destroy();
    console.log(
      `Overdue reminders for the leads of Friday ${friday} (2 unanswered, 1 contacted on Monday, 1 spam): ${JSON.stringify(queued)}`,
    );
    expect(queued).toEqual({ mondayNoon: 0, mondayLate: 0, tuesday: 2, tuesdayAgain: 0, wednesday: 0 });
    const reminders = outboxOf(dbFile).filter((row) => row.kind === 'reminder');
    expect(reminders).toHaveLength(1);
    const named = (JSON.parse(reminders[0]!.payload ?? '{}') as { leads: { id: string }[] }).leads;
    expect(named.map((each) => each.id).sort()).toEqual([first.id, second.id].sort());

    // The receiver's own outbox sends it (and its own look at the clock queues no other).
    await serviceOn(environment);
    await waitFor('the reminder and the leads’ emails', () => smtp.accepted.length >= 7, {
      timeoutMs: 15_000,
    });
    await sleep(QUIET_MS);
    const office = officeMail(smtp);
    const reminderMails = office.filter((mail) =>
      mail.headers.get('subject')?.startsWith('Zapytania bez odpowiedzi'),
    );
    console.log(
      `  sent: ${reminderMails.length} reminder, ${noticesOf(smtp).length} notices, ${confirmationsOf(smtp).length} confirmations`,
    );
    expect(reminderMails).toHaveLength(1);
    expect(office).toHaveLength(4);
    expect(smtp.accepted).toHaveLength(7);
    const reminder = reminderMails[0]!;
    expect(reminder.headers.get('subject')).toBe('Zapytania bez odpowiedzi: 2');
    expect(reminder.envelope.to).toEqual([OFFICE]);
    expect(reminder.text).toContain(`${DESK_URL}/leads/${first.id}\n`);
    expect(reminder.text).toContain(`${DESK_URL}/leads/${second.id}\n`);
    expect(reminder.text).toContain('Anna Kowalska');
    expect(reminder.text).toContain('John Smith');
    for (const absent of [contacted.id, spam.id]) expect(reminder.text).not.toContain(absent);
    expect(reminder.text).not.toContain('Wójcik');
    expect(reminder.text).not.toContain('pills');
    const rows = outboxOf(dbFile);
    expect(rows.filter((row) => row.kind === 'reminder')).toHaveLength(1);
    expect(rows.every((row) => row.sent_at !== null)).toBe(true);
  });
});
