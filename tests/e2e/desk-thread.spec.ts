import { expect, test, type Browser, type Page } from '@playwright/test';
import { openDatabase, type LeadsDb } from '@/receiver/db/database';
import { STORED_KEYWORD } from '@/receiver/conversation/imapReader';
import { addAccount } from '@/receiver/team/accounts';
import { freePort } from '@/lib/server/freePort';
import { validEnquiry } from '../fixtures/enquiry';
import { startDovecot, type TestMailServer } from '@/scripts/support/dovecotLoopback';
import { mimeMessage } from '../receiver/support/mime';
import { startPostgres, type TestPostgres } from '../receiver/support/postgres';
import { startSmtpServer, type LoopbackSmtp, type ReceivedMail } from '../receiver/support/smtp';
import { startReceiver, tempFolder, type ReceiverProcess } from '../support/receiver';

/**
 * The conversation on the lead, in Chromium, as `npm start` runs the receiver (serving the export
 * too), with real parts on loopback: PostgreSQL holding the leads, an SMTP server taking the desk's
 * emails, and Dovecot holding the office's mailbox, into which the visitor's answers are delivered
 * as real MIME messages. Sales replies from a template in Polish; the visitor's answer shows on the
 * lead within 30 seconds and the list marks it; a stranger quoting the subject lands in To sort;
 * after a restart nothing shows twice; a second receiver on the same database and mailbox stores
 * nothing twice. One step a test, in order.
 */

test.describe.configure({ mode: 'serial' });

const PASSWORD = 'Kasyno-nad-Zatoka-Gozo-2027';
const AGENT = { email: 'ola@example.com', name: 'Ola Zielińska' };
const OFFICE = 'biuro@hiddengemsmalta.test';
const VISITOR = {
  name: 'Krystyna Lewandowska',
  email: 'krystyna.lewandowska@example.pl',
  message: 'Dzień dobry, interesuje nas tydzień na Malcie z kasynem w czerwcu, dwie osoby.',
};
const ANSWER = 'Dziękujemy! Termin 12–19 czerwca bardzo nam odpowiada, prosimy o ofertę.';
/** The promise: the answer is on the lead within 30 seconds. */
const ARRIVAL_MS = 30_000;

let postgres: TestPostgres;
let imap: TestMailServer;
let smtp: LoopbackSmtp;
let folder: Awaited<ReturnType<typeof tempFolder>>;
let databaseUrl: string;
let db: LeadsDb;
let receiver: ReceiverProcess;
let leadId: string;
let replySubject: string;

const environment = () => ({
  // As `npm start`: the receiver serves the built site beside the desk.
  LEADS_SITE_ROOT: 'out',
  DATABASE_URL: databaseUrl,
  SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
  LEADS_NOTIFY_TO: OFFICE,
  LEADS_REPLY_TO: `Biuro Hidden Gems <${OFFICE}>`,
  LEADS_NOTIFY_FROM: 'Hidden Gems Malta <leads@hiddengemsmalta.test>',
  LEADS_IMAP_URL: imap.url('biuro'),
  LEADS_ATTACHMENTS_DIR: `${folder.dir}/attachments`,
  LEADS_OUTBOX_INTERVAL_MS: '200',
  LEADS_OUTBOX_RETRY_MS: '300',
});

test.beforeAll(async () => {
  test.setTimeout(180_000);
  folder = await tempFolder();
  postgres = await startPostgres();
  databaseUrl = await postgres.createDatabase('desk_thread');
  imap = await startDovecot();
  smtp = await startSmtpServer({ port: await freePort() });
  receiver = await startReceiver(folder.dbFile, environment());
  db = await openDatabase({ kind: 'postgres', url: databaseUrl });
  await addAccount(db, { ...AGENT, role: 'sales', locale: 'pl', password: PASSWORD });
  const response = await fetch(`${receiver.url}/api/enquiry`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: receiver.url },
    body: JSON.stringify(validEnquiry({ ...VISITOR, locale: 'pl' })),
  });
  expect(response.status).toBe(201);
  leadId = ((await response.json()) as { id: string }).id;
});

test.afterAll(async () => {
  await receiver?.kill();
  await db?.destroy();
  await smtp?.close();
  await imap?.stop();
  await postgres?.stop();
  await folder?.remove();
});

const at = (path: string) => `${receiver.url}${path}`;

const mailsTo = (address: string, prefix: string): ReceivedMail[] =>
  smtp.accepted.filter(
    (mail) => mail.envelope.to.includes(address) && (mail.headers.get('message-id') ?? '').startsWith(prefix),
  );

async function signedIn(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await page.goto(at('/inbox'));
  await expect(page.getByRole('heading', { level: 1, name: 'Logowanie do zapytań' })).toBeVisible();
  await page.getByLabel('E-mail').fill(AGENT.email);
  await page.getByLabel('Hasło').fill(PASSWORD);
  await page.getByRole('button', { name: 'Zaloguj się' }).click();
  await expect(page).toHaveURL(at('/inbox'));
  return page;
}

/** The conversation section of the lead's page. */
const conversation = (page: Page) => page.locator('section[aria-labelledby=thread-title]');

/** How many messages of the lead's conversation hold `text`. */
const shown = (page: Page, text: string) =>
  conversation(page).locator('ol.thread > li').filter({ hasText: text }).count();

test('sales signs in in Polish and replies from a template', async ({ browser }) => {
  test.setTimeout(120_000);
  const page = await signedIn(browser);
  await page.goto(at(`/inbox/leads/${leadId}`));
  await expect(conversation(page).getByRole('heading', { level: 2, name: 'Rozmowa' })).toBeVisible();
  await page
    .getByRole('combobox', { name: 'Szablon' })
    .selectOption({ label: 'Oferta w przygotowaniu: sprawdzamy dostępność' });
  await page.getByRole('button', { name: 'Wstaw szablon' }).click();
  replySubject = await page.getByRole('textbox', { name: 'Temat' }).inputValue();
  await page.getByRole('button', { name: 'Wyślij odpowiedź' }).click();
  await expect(page.getByRole('status')).toHaveText('Odpowiedź czeka w kolejce do wysłania.');
  await expect.poll(() => mailsTo(VISITOR.email, '<reply-').length, { timeout: 30_000 }).toBe(1);
  await page.reload();
  // The reply is on the thread, sent.
  await expect(
    conversation(page).locator('ol.thread > li.out').filter({ hasText: 'Sprawdzamy właśnie dostępność' }),
  ).toContainText('wysłano');
  await page.context().close();
});

test('the visitor’s answer, delivered to the mailbox, shows on the lead within 30 seconds and the list marks it', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const reply = mailsTo(VISITOR.email, '<reply-')[0]!;
  await imap.deliver(
    'biuro',
    await mimeMessage({
      from: `${VISITOR.name} <${VISITOR.email}>`,
      to: reply.headers.get('reply-to')!,
      subject: `Re: ${replySubject}`,
      inReplyTo: reply.headers.get('message-id')!,
      references: [reply.headers.get('references')!, reply.headers.get('message-id')!].join(' '),
      text: `${ANSWER}\n\nW dniu czw. Ola Zielińska napisał(a):\n> Sprawdzamy właśnie dostępność`,
    }),
  );
  const delivered = Date.now();
  const page = await signedIn(browser);
  await expect
    .poll(
      async () => {
        await page.goto(at(`/inbox/leads/${leadId}`));
        return shown(page, ANSWER);
      },
      { timeout: ARRIVAL_MS, intervals: [500, 1000, 2000] },
    )
    .toBe(1);
  console.log(`The visitor's answer showed on the lead ${Date.now() - delivered} ms after delivery`);
  // Its quoted history is folded away.
  await expect(
    conversation(page).locator('ol.thread > li.in').filter({ hasText: ANSWER }).locator('details'),
  ).toHaveCount(1);
  await page.goto(at('/inbox'));
  const row = page
    .locator('main')
    .getByRole('link', { name: VISITOR.name })
    .locator('xpath=ancestor::*[self::tr or self::li][1]');
  await expect(row).toContainText('klient odpisał');
  await page.context().close();
});

test('a stranger quoting the same subject lands in To sort, not on the lead', async ({ browser }) => {
  test.setTimeout(120_000);
  const stranger = 'Witam, też chcę taką ofertę (inna osoba).';
  await imap.deliver(
    'biuro',
    await mimeMessage({
      from: 'obcy@example.net',
      to: OFFICE,
      subject: `Re: ${replySubject}`,
      text: stranger,
    }),
  );
  const page = await signedIn(browser);
  await expect
    .poll(
      async () => {
        await page.goto(at('/inbox/to-sort'));
        return page.locator('main').getByText(stranger).count();
      },
      { timeout: ARRIVAL_MS, intervals: [500, 1000, 2000] },
    )
    .toBe(1);
  await page.goto(at(`/inbox/leads/${leadId}`));
  expect(await shown(page, stranger)).toBe(0);
  await page.context().close();
});

test('after the receiver restarts, no message shows twice', async ({ browser }) => {
  test.setTimeout(120_000);
  await receiver.kill();
  receiver = await startReceiver(folder.dbFile, environment());
  // One more answer while it reads the mailbox anew: it arrives, and nothing before it again.
  const late = 'Jeszcze jedno: czy hotel ma basen na dachu?';
  const reply = mailsTo(VISITOR.email, '<reply-')[0]!;
  await imap.deliver(
    'biuro',
    await mimeMessage({
      from: VISITOR.email,
      to: OFFICE,
      subject: 'Basen',
      inReplyTo: reply.headers.get('message-id')!,
      text: late,
    }),
  );
  const page = await signedIn(browser);
  await expect
    .poll(
      async () => {
        await page.goto(at(`/inbox/leads/${leadId}`));
        return shown(page, late);
      },
      { timeout: ARRIVAL_MS, intervals: [500, 1000, 2000] },
    )
    .toBe(1);
  expect(await shown(page, ANSWER)).toBe(1);
  const stored = await db.selectFrom('lead_messages').select('id').where('direction', '=', 'in').execute();
  expect(stored).toHaveLength(3);
  await page.context().close();
});

test('a second receiver on the same PostgreSQL database and mailbox stores no message twice', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const second = await startReceiver(folder.dbFile, environment());
  try {
    const burst = 8;
    for (let index = 0; index < burst; index += 1)
      await imap.deliver(
        'biuro',
        await mimeMessage({
          from: VISITOR.email,
          to: OFFICE,
          subject: `Pytanie ${index + 1}`,
          inReplyTo: `<confirm-${leadId}@hiddengemsmalta.test>`,
          text: `Pytanie numer ${index + 1} o wycieczki na Gozo.`,
        }),
      );
    await expect
      .poll(
        async () =>
          (await imap.messages('biuro')).filter((message) => message.flags.includes(STORED_KEYWORD)).length,
        {
          timeout: 60_000,
          intervals: [500, 1000],
        },
      )
      .toBe(3 + burst);
    const stored = await db
      .selectFrom('lead_messages')
      .select('subject')
      .where('direction', '=', 'in')
      .execute();
    console.log(`Two receivers, one mailbox: ${3 + burst} messages delivered, ${stored.length} stored`);
    expect(stored).toHaveLength(3 + burst);
    const page = await signedIn(browser);
    await page.goto(at(`/inbox/leads/${leadId}`));
    for (let index = 0; index < burst; index += 1)
      expect(await shown(page, `Pytanie numer ${index + 1} o`)).toBe(1);
    await page.context().close();
  } finally {
    await second.kill();
  }
});
