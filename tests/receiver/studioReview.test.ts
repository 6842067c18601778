// @vitest-environment node
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readSettings } from '@/receiver/config/settings';
import { createReceiver, type Receiver } from '@/receiver/service';
import { addAccount, setPublishReview, type Account } from '@/receiver/team/accounts';
import {
  addComment,
  approvalOf,
  decide,
  listReviews,
  markPublished,
  requestReview,
  ReviewError,
} from '@/studio/review/reviews';
import { freePort } from './support/receiver';
import { storageBackends } from './support/postgres';
import { startSmtpServer, type LoopbackSmtp } from './support/smtp';

/**
 * Review before publishing, as the studio keeps it in the desk's database (SQLite and PostgreSQL):
 * a request emails each reviewer through the receiver's outbox (a real SMTP server on loopback), in
 * the reviewer's language; comments are on a page's section; only an admin other than the author
 * decides; an approval covers one exact revision of the drafts.
 */
const storage = storageBackends('review');
const BACKENDS = storage.backends;
afterAll(() => storage.stop());

/** A moment already past, so that the outbox finds the notices due. */
const NOW = new Date(Date.now() - 60_000);

describe.each(BACKENDS)('review before publishing ($name)', ({ environment }) => {
  let receiver: Receiver;
  let smtp: LoopbackSmtp;
  let editor: Account;
  let admin: Account;
  let otherAdmin: Account;
  beforeEach(async () => {
    smtp = await startSmtpServer({ port: await freePort() });
    receiver = await createReceiver(
      readSettings({
        ...(await environment()),
        SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
        LEADS_NOTIFY_TO: 'office@hiddengemsmalta.test',
        LEADS_NOTIFY_FROM: 'Hidden Gems Malta <studio@hiddengemsmalta.test>',
      }),
    );
    const add = async (email: string, role: 'editor' | 'admin', locale: 'pl' | 'en', name: string) =>
      (
        await addAccount(receiver.db, {
          email,
          role,
          locale,
          name,
          password: 'a long enough pass phrase 2026',
        })
      ).account;
    editor = await setPublishReview(
      receiver.db,
      (await add('ewa@hgm.test', 'editor', 'pl', 'Ewa Nowak')).email,
      true,
    );
    admin = await add('anna@hgm.test', 'admin', 'pl', 'Anna Admin');
    otherAdmin = await add('tom@hgm.test', 'admin', 'en', 'Tom Admin');
  }, 60_000);
  afterEach(async () => {
    await receiver.close();
    await smtp.close();
  });

  it('emails each reviewer in their language through the outbox, once per request', async () => {
    const input = {
      account: editor,
      revision: 'tree-1',
      message: 'Zimowe ceny',
      studioUrl: 'https://studio.test',
      now: NOW,
    };
    const first = await requestReview(receiver.db, input);
    expect(first.created).toBe(true);
    // The same revision asked for again is the same request: nobody is emailed twice.
    expect(await requestReview(receiver.db, input)).toEqual({ id: first.id, created: false });
    // The receiver's outbox sends them (kicked here rather than waiting for its next look).
    await receiver.outbox!.drain();
    await expect.poll(() => smtp.accepted.length, { timeout: 10_000 }).toBe(2);
    const mails = smtp.accepted.map((mail) => ({
      to: mail.envelope.to,
      subject: mail.headers.get('subject'),
    }));
    expect(mails).toEqual(
      expect.arrayContaining([
        { to: ['anna@hgm.test'], subject: 'Prośba o sprawdzenie przed publikacją: Zimowe ceny' },
        { to: ['tom@hgm.test'], subject: 'Review before publishing: Zimowe ceny' },
      ]),
    );
    expect(smtp.accepted).toHaveLength(2);
    expect(smtp.accepted.find((mail) => mail.envelope.to[0] === 'tom@hgm.test')!.text).toContain(
      'https://studio.test/editor',
    );
  });

  it('keeps comments on sections, lets only another admin decide, and approves one exact revision', async () => {
    const { id } = await requestReview(receiver.db, {
      account: editor,
      revision: 'tree-1',
      message: 'Zimowe ceny',
      studioUrl: 'https://studio.test',
      now: NOW,
    });
    await expect(
      addComment(receiver.db, {
        reviewId: id,
        author: editor,
        pagePath: '/casino',
        section: 'TextsIntro',
        body: 'x',
        now: NOW,
      }),
    ).rejects.toMatchObject({ status: 403 });
    await addComment(receiver.db, {
      reviewId: id,
      author: admin,
      pagePath: '/casino',
      section: 'TextsIntro',
      body: 'Podaj miesiące.',
      now: NOW,
    });
    const decision = { reviewId: id, decision: 'approve' as const, revision: 'tree-1', now: NOW };
    await expect(decide(receiver.db, { ...decision, reviewer: editor })).rejects.toBeInstanceOf(ReviewError);
    // The drafts moved on since the request: it cannot be approved as it is.
    await expect(
      decide(receiver.db, { ...decision, reviewer: admin, revision: 'tree-2' }),
    ).rejects.toMatchObject({
      status: 409,
    });
    await decide(receiver.db, { ...decision, reviewer: admin });
    await expect(decide(receiver.db, { ...decision, reviewer: otherAdmin })).rejects.toMatchObject({
      status: 409,
    });

    expect(await approvalOf(receiver.db, 'tree-1')).toMatchObject({
      id,
      requestedBy: 'Ewa Nowak',
      approvedBy: 'Anna Admin',
    });
    expect(await approvalOf(receiver.db, 'tree-2')).toBeUndefined();
    const [now] = await listReviews(receiver.db, 'tree-1');
    expect(now).toMatchObject({
      state: 'approved',
      current: true,
      decidedBy: 'Anna Admin',
      comments: [
        { pagePath: '/casino', section: 'TextsIntro', author: 'Anna Admin', body: 'Podaj miesiące.' },
      ],
    });
    expect((await listReviews(receiver.db, 'tree-2'))[0]).toMatchObject({
      state: 'approved',
      current: false,
    });

    await markPublished(receiver.db, id, 'release-1');
    expect(await approvalOf(receiver.db, 'tree-1')).toBeUndefined();
    expect((await listReviews(receiver.db, 'tree-1'))[0]).toMatchObject({
      state: 'published',
      releaseId: 'release-1',
    });
  });
});
