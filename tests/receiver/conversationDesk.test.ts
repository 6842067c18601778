// @vitest-environment node
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { attachmentPath } from '@/receiver/conversation/attachments';
import { storeInbound, type InboundMessage } from '@/receiver/conversation/inbound';
import { allLeads } from '@/receiver/leads/store';
import { validEnquiry } from '../fixtures/enquiry';
import { deskBrowser, signedIn } from './support/desk';
import { injectedReceiverPerTest, json } from './support/injected';
import { pdfBytes } from './support/mime';

/**
 * The conversation on the desk, through Fastify's injection on a real SQLite file: a visitor's
 * message shown as text (its markup never runs), its quoted history folded, its files downloaded by
 * the team only, and To sort, where a person attaches a message to a lead or dismisses it.
 */

/** The files' folder, outside the project, as production keeps it outside every served folder. */
const attachments = mkdtempSync(path.join(tmpdir(), 'leads-attachments-'));
afterAll(() => rmSync(attachments, { recursive: true, force: true }));

const receiver = injectedReceiverPerTest('leads-conversation-desk-', {
  LEADS_RATE_LIMIT: '1000',
  LEADS_ATTACHMENTS_DIR: attachments,
});

const inbound = (overrides: Partial<InboundMessage>): InboundMessage => ({
  leadId: null,
  kind: 'email',
  at: new Date().toISOString(),
  fromAddress: 'anna@example.pl',
  fromName: 'Anna',
  toAddress: 'biuro@hiddengemsmalta.com',
  subject: 'Re: Malta',
  text: 'Dziękuję.',
  messageId: null,
  dedupeKey: `test:${Math.random()}`,
  inReplyTo: null,
  references: [],
  matchedBy: null,
  sortReason: 'no-match',
  automatic: false,
  attachments: [],
  ...overrides,
});

async function leadWithMessage(message: Partial<InboundMessage>) {
  await receiver.app.inject(
    json(validEnquiry({ name: 'Anna Kowalska', email: 'anna@example.pl', locale: 'pl' })),
  );
  const [lead] = await allLeads(receiver.db);
  const stored = await storeInbound(
    receiver.db,
    inbound({ leadId: lead!.id, matchedBy: 'header', sortReason: null, ...message }),
  );
  return { lead: lead!, messageId: stored.id };
}

describe('the conversation on a lead’s page', () => {
  it('shows a visitor’s HTML and script as inert text, and folds the quoted history', async () => {
    const hostile = '<script>alert(1)</script><img src=x onerror="alert(2)"> Proszę o ofertę.';
    const { lead } = await leadWithMessage({
      fromName: '<b onmouseover=alert(3)>Anna</b>',
      text: `${hostile}\n\nW dniu pon., 1 gru 2026 o 10:00 Marta <biuro@x.pl> napisał(a):\n> Dzień dobry,\n> mamy propozycje.`,
    });
    const desk = await signedIn(receiver.app, receiver.db);
    const page = await desk.get(`/inbox/leads/${lead.id}`);
    expect(page.statusCode).toBe(200);
    expect(page.body).not.toContain('<script>alert');
    expect(page.body).not.toContain('<img src=x');
    expect(page.body).not.toContain('<b onmouseover');
    expect(page.body).toContain('&#60;script&#62;alert(1)&#60;/script&#62;');
    // The new part is shown, the quote is folded under a <details> (no script needed to open it).
    const thread = page.body.slice(page.body.indexOf('id="thread-title"'));
    expect(thread).toMatch(/<div class="text">[^<]*Proszę o ofertę\.<\/div><details><summary>/);
    expect(thread).toContain('&#62; mamy propozycje.');
    // No script may run on the desk at all.
    expect(page.headers['content-security-policy']).toContain("default-src 'none'");
  });

  it('lets the team download a kept file, as a download, and nobody else', async () => {
    const content = pdfBytes();
    const sha256 = createHash('sha256').update(content).digest('hex');
    const where = attachmentPath(attachments, sha256);
    mkdirSync(path.dirname(where), { recursive: true });
    writeFileSync(where, content);
    const { lead, messageId } = await leadWithMessage({
      attachments: [
        {
          filename: 'rezerwacja „maj”.pdf',
          contentType: 'application/pdf',
          size: content.length,
          sha256,
          refused: null,
        },
        {
          filename: 'setup.exe',
          contentType: 'application/octet-stream',
          size: 1024,
          sha256: 'f'.repeat(64),
          refused: 'type',
        },
      ],
    });
    const files = await receiver.db
      .selectFrom('message_attachments')
      .selectAll()
      .where('message_id', '=', messageId)
      .orderBy('filename')
      .execute();
    const kept = files.find((file) => file.refused === null)!;
    const refused = files.find((file) => file.refused !== null)!;

    const desk = await signedIn(receiver.app, receiver.db);
    const page = await desk.get(`/inbox/leads/${lead.id}`);
    expect(page.body).toContain(`href="/inbox/attachments/${kept.id}"`);
    expect(page.body).not.toContain(`/inbox/attachments/${refused.id}`);

    const download = await desk.get(`/inbox/attachments/${kept.id}`);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/octet-stream');
    expect(download.headers['content-disposition']).toMatch(
      /^attachment; filename="rezerwacja \?maj\?\.pdf"; filename\*=UTF-8''/,
    );
    expect(download.headers['x-content-type-options']).toBe('nosniff');
    expect(download.rawPayload.equals(content)).toBe(true);
    expect((await desk.get(`/inbox/attachments/${refused.id}`)).statusCode).toBe(404);

    expect((await deskBrowser(receiver.app).get(`/inbox/attachments/${kept.id}`)).statusCode).toBe(303);
    const editor = await signedIn(receiver.app, receiver.db, { email: 'ed@example.com', role: 'editor' });
    const refusedToEditor = await editor.get(`/inbox/attachments/${kept.id}`);
    expect(refusedToEditor.statusCode).toBe(403);
    expect(refusedToEditor.rawPayload.equals(content)).toBe(false);
    const audited = await receiver.db
      .selectFrom('audit_log')
      .select('detail')
      .where('action', '=', 'attachment')
      .execute();
    expect(audited).toEqual([{ detail: 'rezerwacja „maj”.pdf' }]);
  });
});

describe('To sort', () => {
  it('lists a message no lead claimed, attaches it to the lead a person picks, and marks that lead', async () => {
    await receiver.app.inject(
      json(validEnquiry({ name: 'Jan Nowak', email: 'jan@example.pl', locale: 'pl' })),
    );
    const [lead] = await allLeads(receiver.db);
    const { id } = await storeInbound(
      receiver.db,
      inbound({ fromAddress: 'JAN@example.pl', subject: 'Nowy adres' }),
    );
    const desk = await signedIn(receiver.app, receiver.db);
    const page = await desk.get('/inbox/to-sort');
    expect(page.body).toContain('Nowy adres');
    // The same sender's lead is offered.
    expect(page.body).toContain('Ten sam nadawca: Jan Nowak');
    const attached = await desk.post(
      `/inbox/to-sort/${id}/attach`,
      { lead: `https://www.hiddengemsmalta.com/inbox/leads/${lead!.id}` },
      { from: '/inbox/to-sort' },
    );
    expect(attached.statusCode).toBe(303);
    const message = await receiver.db
      .selectFrom('lead_messages')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(message).toMatchObject({ lead_id: lead!.id, matched_by: 'desk', actor: 'Marta Nowak' });
    const updated = await receiver.db
      .selectFrom('leads')
      .selectAll()
      .where('id', '=', lead!.id)
      .executeTakeFirstOrThrow();
    expect(updated.last_inbound_at).toBe(message.at);
    // The owner (the office, with none) is told once.
    expect(
      await receiver.db.selectFrom('outbox').select('id').where('kind', '=', 'visitor-message').execute(),
    ).toHaveLength(1);
    expect((await desk.get('/inbox/to-sort')).body).not.toContain('Nowy adres');
  });

  it('is counted in the navigation of every desk page while messages wait, and not once none does', async () => {
    const desk = await signedIn(receiver.app, receiver.db);
    const toSortLink = (html: string) => /<a href="\/inbox\/to-sort"[^>]*>([^<]*)<\/a>/.exec(html)?.[1];
    expect(toSortLink((await desk.get('/inbox')).body)).toBe('Do przypisania');
    const first = await storeInbound(receiver.db, inbound({ subject: 'Pierwsza' }));
    await storeInbound(receiver.db, inbound({ subject: 'Druga' }));
    for (const path of ['/inbox', '/inbox/board', '/inbox/report', '/inbox/to-sort'])
      expect(toSortLink((await desk.get(path)).body), path).toBe('Do przypisania (2)');
    await desk.post(`/inbox/to-sort/${first.id}/dismiss`, {}, { from: '/inbox/to-sort' });
    expect(toSortLink((await desk.get('/inbox')).body)).toBe('Do przypisania (1)');
  });

  it('dismisses a message, keeping it stored; refuses a lead that does not exist', async () => {
    const { id } = await storeInbound(receiver.db, inbound({ subject: 'Oferta SEO' }));
    const desk = await signedIn(receiver.app, receiver.db);
    const missing = await desk.post(
      `/inbox/to-sort/${id}/attach`,
      { lead: 'nobody@example.com' },
      { from: '/inbox/to-sort' },
    );
    expect(missing.statusCode).toBe(400);
    expect(missing.body).toContain('Nie znaleziono takiego zapytania.');
    expect((await desk.post(`/inbox/to-sort/${id}/dismiss`, {}, { from: '/inbox/to-sort' })).statusCode).toBe(
      303,
    );
    const message = await receiver.db
      .selectFrom('lead_messages')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(message.dismissed_at).not.toBeNull();
    expect((await desk.get('/inbox/to-sort')).body).not.toContain('Oferta SEO');
    // A dismissed message cannot be dismissed or attached again.
    expect((await desk.post(`/inbox/to-sort/${id}/dismiss`, {}, { from: '/inbox/to-sort' })).statusCode).toBe(
      404,
    );
  });

  it('refuses a change without the session’s token or from another site', async () => {
    const { id } = await storeInbound(receiver.db, inbound({ subject: 'Bez tokenu' }));
    const desk = await signedIn(receiver.app, receiver.db);
    expect((await desk.post(`/inbox/to-sort/${id}/dismiss`, { _csrf: '' })).statusCode).toBe(403);
    expect(
      (
        await desk.post(
          `/inbox/to-sort/${id}/dismiss`,
          {},
          { from: '/inbox/to-sort', origin: 'https://evil.example' },
        )
      ).statusCode,
    ).toBe(403);
    const message = await receiver.db
      .selectFrom('lead_messages')
      .select('dismissed_at')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(message.dismissed_at).toBeNull();
  });
});
