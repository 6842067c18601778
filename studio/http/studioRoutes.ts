import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as z from 'zod';
import { isLocale } from '@/lib/model/i18n/locales';
import { isValidPageName } from '@/lib/model/pages/pageRules';
import type { LeadsDb } from '@/receiver/db/database';
import { setAccountLocale } from '@/receiver/team/accounts';
import { audit } from '@/receiver/team/audit';
import { rateLimitKey } from '@/receiver/http/visitorAddress';
import type { StudioSettings } from '../config';
import { committedFiles, draftChanges, draftTranslationMarks, pageFiles, workingFiles } from '../changes';
import { discardFiles, draftTree } from '../repository';
import {
  addComment,
  approvalOf,
  decide,
  listReviews,
  markPublished,
  mayReview,
  requestReview,
  ReviewError,
} from '../review/reviews';
import type { Publisher, ReleaseDetails } from '../publish/publisher';
import { PlannedReleaseError, type PlannedReleases } from '../publish/plannedReleases';
import { isWarsawTime, warsawTimeToInstant } from '@/lib/model/pages/schedule';
import { RestoreError } from '../publish/publisher';
import { listRecords, releaseExists } from '../publish/releases';
import type { Presence } from '../presence';
import { PAGE_RESULTS_PATH } from '@/lib/model/measure/pageResults';
import { loadPageResults } from '@/receiver/measure/pageResults';

/**
 * The studio's own calls, beside the editor's API: who is signed in, Changes (and discarding a
 * page's draft), Publish and its progress, History and Restore, and who else has a page open.
 * The gate has checked the session, the role, the origin and the CSRF token before any of these.
 */
const publishBody = z.strictObject({
  message: z.string().trim().min(1).max(500),
  /** The author saw the translations out of date and publishes them as they are (recorded). */
  outOfDateAccepted: z.boolean().optional(),
});
const discardBody = z.strictObject({
  pageName: z.string().refine((name) => name === 'layout' || isValidPageName(name), 'not a page name'),
});
const restoreBody = z.strictObject({ id: z.string().regex(/^[\w-]{1,100}$/) });
const reviewBody = z.strictObject({ message: z.string().trim().min(1).max(500) });
const reviewParams = z.strictObject({ id: z.uuid() });
const commentBody = z.strictObject({
  pagePath: z.string().regex(/^\/[a-z0-9\-/]{0,200}$|^layout$/, 'pagePath: a page address, or layout'),
  section: z.string().regex(/^[A-Z][A-Za-z0-9]{0,127}$/, 'section: a component key such as TextsIntro'),
  body: z.string().trim().min(1).max(2000),
});
const releaseBody = z.strictObject({
  name: z.string().trim().min(1).max(120),
  /** Warsaw time, `YYYY-MM-DDTHH:mm` (seconds optional), as the pages' schedule takes it. */
  at: z.string().refine(isWarsawTime, 'at: a Warsaw time such as 2027-06-01T00:00'),
  outOfDateAccepted: z.boolean().optional(),
});
const decisionBody = z.strictObject({
  decision: z.enum(['approve', 'changes']),
  note: z.string().trim().max(2000).optional(),
});
const presenceBody = z.strictObject({ pageName: z.string().max(200) });
const languageBody = z.strictObject({ locale: z.string() });

export interface StudioRouteOptions {
  db: LeadsDb;
  settings: StudioSettings;
  publisher: Publisher;
  /** Releases planned for a time; without them, planning answers 404. */
  planned?: PlannedReleases;
  presence: Presence;
  /** A booking's currency when the desk recorded none. */
  currency: string;
  now?: () => Date;
}

export async function studioRoutes(app: FastifyInstance, options: StudioRouteOptions) {
  const { db, settings, publisher, presence } = options;
  const now = options.now ?? (() => new Date());
  const accountOf = (request: FastifyRequest) => request.teamSession!.account;
  const authorOf = (request: FastifyRequest) => {
    const account = accountOf(request);
    return { name: account.name || account.email, email: account.email };
  };
  const record = (
    request: FastifyRequest,
    action:
      | 'publish'
      | 'publish-refused'
      | 'restore'
      | 'discard'
      | 'review-requested'
      | 'review-comment'
      | 'review-approved'
      | 'review-changes'
      | 'release-planned'
      | 'release-cancelled',
    detail: string,
  ) =>
    audit(
      db,
      {
        actor: accountOf(request).email,
        accountId: accountOf(request).id,
        action,
        detail,
        address: rateLimitKey(request.ip),
      },
      now(),
    );
  const bad = (message: string) => ({ error: message });

  /**
   * What a publish (now, or planned for a time) must pass first: translations out of date are the
   * author's call, made knowingly (asked, then recorded); an account that publishes after review
   * publishes only the revision of the drafts a reviewer approved.
   */
  const publishGates = async (
    request: FastifyRequest,
    outOfDateAccepted: boolean,
  ): Promise<
    | { outOfDate: NonNullable<ReleaseDetails['outOfDate']>; review: ReleaseDetails['review'] }
    | { refusal: Record<string, unknown> }
  > => {
    const outOfDate = (await draftTranslationMarks(settings.repo)).map(({ target, section, field }) => ({
      target,
      section,
      field,
    }));
    if (outOfDate.length > 0 && !outOfDateAccepted)
      return {
        refusal: {
          ...bad('Some translations are out of date: fix them first, or publish anyway (outOfDateAccepted)'),
          outOfDate,
        },
      };
    if (accountOf(request).publish_review !== 1) return { outOfDate, review: undefined };
    const revision = await draftTree(settings.repo);
    const approval = await approvalOf(db, revision);
    if (!approval)
      return {
        refusal: {
          ...bad('Your publishes wait for a review: ask for one, and publish once it is approved'),
          review: 'needed',
        },
      };
    return {
      outOfDate,
      review: {
        id: approval.id,
        revision,
        requestedBy: approval.requestedBy,
        approvedBy: approval.approvedBy,
      },
    };
  };

  app.get('/studio-api/me', async (request) => {
    const account = accountOf(request);
    return {
      name: account.name || account.email,
      email: account.email,
      role: account.role,
      locale: account.locale,
      pushError: publisher.lastPushError ?? null,
      publishAfterReview: account.publish_review === 1,
      reviewer: mayReview(account),
    };
  });

  app.post('/studio-api/language', async (request, reply) => {
    const body = languageBody.safeParse(request.body);
    if (!body.success || !isLocale(body.data.locale)) return reply.code(400).send(bad('locale: pl or en'));
    await setAccountLocale(db, accountOf(request).id, body.data.locale);
    return { locale: body.data.locale };
  });

  // How each page does (views, enquiries, bookings), beside it in the page list.
  app.get(PAGE_RESULTS_PATH, async () => loadPageResults(db, now(), options.currency));

  app.get('/studio-api/changes', async () => {
    const [pages, translations, live] = await Promise.all([
      draftChanges(settings.repo),
      draftTranslationMarks(settings.repo),
      publisher.live(),
    ]);
    const running = publisher.current();
    return {
      pages,
      translations,
      live: live ? { id: live.id, at: live.at, author: live.author.name, message: live.message } : null,
      publishing: running ? { id: running.id, by: running.by.name, state: running.state } : null,
    };
  });

  app.post('/studio-api/discard', async (request, reply) => {
    const body = discardBody.safeParse(request.body);
    if (!body.success) return reply.code(400).send(bad(body.error.issues[0]?.message ?? 'invalid'));
    const [published, draft] = await Promise.all([
      committedFiles(settings.repo, 'HEAD'),
      workingFiles(settings.repo),
    ]);
    const files = pageFiles(body.data.pageName, published, draft);
    await discardFiles(settings.repo, files);
    await record(request, 'discard', body.data.pageName);
    return { discarded: body.data.pageName, files: files.length };
  });

  app.post('/studio-api/publish', async (request, reply) => {
    const body = publishBody.safeParse(request.body);
    if (!body.success)
      return reply.code(400).send(bad('message: say in a few words what this publish changes'));
    const gates = await publishGates(request, body.data.outOfDateAccepted === true);
    if ('refusal' in gates) return reply.code(409).send(gates.refusal);
    const { outOfDate, review } = gates;
    const job = publisher.enqueue('publish', authorOf(request), body.data.message, {
      outOfDate,
      ...(review ? { review } : {}),
    });
    const outOfDateNote = outOfDate.length > 0 ? ` (${outOfDate.length} translated fields out of date)` : '';
    void publisher.idle().then(() => {
      const done = publisher.job(job.id);
      if (done?.state === 'done') {
        const reviewNote = review ? ` (approved by ${review.approvedBy})` : '';
        void record(
          request,
          'publish',
          `${done.release?.id}: ${body.data.message}${outOfDateNote}${reviewNote}`,
        );
        if (review && done.release) void markPublished(db, review.id, done.release.id);
      } else if (done?.state === 'failed')
        void record(request, 'publish-refused', JSON.stringify(done.problems ?? []).slice(0, 900));
    });
    return reply.code(202).send(job);
  });

  app.get('/studio-api/jobs/:id', async (request, reply) => {
    const id = z.object({ id: z.string().max(100) }).safeParse(request.params);
    const job = id.success ? publisher.job(id.data.id) : undefined;
    if (!job) return reply.code(404).send(bad('No such publish'));
    return job;
  });

  app.get('/studio-api/history', async () => {
    const [records, live] = await Promise.all([listRecords(settings.releasesDir), publisher.live()]);
    return {
      liveId: live?.id ?? null,
      releases: records.map((entry) => ({
        ...entry,
        restorable: entry.id !== live?.id && releaseExists(settings.releasesDir, entry.folder),
      })),
    };
  });

  app.post('/studio-api/restore', async (request, reply) => {
    const body = restoreBody.safeParse(request.body);
    if (!body.success) return reply.code(400).send(bad('id: a release'));
    const started = performance.now();
    // The time the team is shown: from the request to the earlier release served again.
    let servedMs: number | undefined;
    try {
      const restored = await publisher.restore(body.data.id, authorOf(request), () => {
        servedMs = Math.round(performance.now() - started);
      });
      await record(request, 'restore', `${restored.restoredFrom} as ${restored.id}`);
      return { release: restored, ms: servedMs ?? Math.round(performance.now() - started) };
    } catch (error) {
      if (error instanceof RestoreError)
        return reply.code(error.reason === 'unknown' ? 404 : 410).send(bad(error.message));
      throw error;
    }
  });

  // Releases planned for a time (studio/publish/plannedReleases.ts).
  const plannedFailure = (reply: FastifyReply, error: unknown) => {
    if (error instanceof PlannedReleaseError) return reply.code(error.status).send(bad(error.message));
    throw error;
  };

  app.get('/studio-api/releases', async (_request, reply) => {
    if (!options.planned) return reply.code(404).send(bad('Releases are not planned here'));
    return { planned: await options.planned.list() };
  });

  app.post('/studio-api/releases', async (request, reply) => {
    const planned = options.planned;
    if (!planned) return reply.code(404).send(bad('Releases are not planned here'));
    const body = releaseBody.safeParse(request.body);
    if (!body.success) return reply.code(400).send(bad(body.error.issues[0]?.message ?? 'name and at'));
    const gates = await publishGates(request, body.data.outOfDateAccepted === true);
    if ('refusal' in gates) return reply.code(409).send(gates.refusal);
    try {
      const made = await planned.create({
        name: body.data.name,
        at: warsawTimeToInstant(body.data.at),
        author: authorOf(request),
        outOfDate: gates.outOfDate,
        ...(gates.review ? { review: gates.review } : {}),
      });
      await record(request, 'release-planned', `${made.id}: ${made.name} at ${made.at}`);
      // Its pages in other waiting releases: said, for the team to sort out before the times.
      const held = await planned.heldElsewhere(
        made.pages.map((page) => page.path),
        made.id,
      );
      return reply.code(201).send({ planned: made, heldElsewhere: held });
    } catch (error) {
      return plannedFailure(reply, error);
    }
  });

  app.post('/studio-api/releases/:id/cancel', async (request, reply) => {
    if (!options.planned) return reply.code(404).send(bad('Releases are not planned here'));
    const params = z.object({ id: z.string().max(100) }).safeParse(request.params);
    if (!params.success) return reply.code(404).send(bad('No such planned release'));
    try {
      const cancelled = await options.planned.cancel(params.data.id);
      await record(request, 'release-cancelled', `${cancelled.id}: ${cancelled.name}`);
      return { planned: cancelled };
    } catch (error) {
      return plannedFailure(reply, error);
    }
  });

  // Review before publishing (studio/review/reviews.ts).
  const reviewFailure = (reply: FastifyReply, error: unknown) => {
    if (error instanceof ReviewError) return reply.code(error.status).send(bad(error.message));
    throw error;
  };

  app.get('/studio-api/reviews', async (request) => {
    const account = accountOf(request);
    const revision = await draftTree(settings.repo);
    const [reviews, approval] = await Promise.all([listReviews(db, revision), approvalOf(db, revision)]);
    return {
      reviews,
      reviewer: mayReview(account),
      you: account.id,
      publishAfterReview: account.publish_review === 1,
      approved: approval ? { id: approval.id, approvedBy: approval.approvedBy } : null,
    };
  });

  app.post('/studio-api/reviews', async (request, reply) => {
    const body = reviewBody.safeParse(request.body);
    if (!body.success) return reply.code(400).send(bad('message: say in a few words what is to be reviewed'));
    const revision = await draftTree(settings.repo);
    if ((await draftChanges(settings.repo)).length === 0)
      return reply.code(409).send(bad('There is nothing to review: the drafts are what is live'));
    const { id, created } = await requestReview(db, {
      account: accountOf(request),
      revision,
      message: body.data.message,
      studioUrl: `${request.protocol}://${request.host}`,
      now: now(),
    });
    if (created) await record(request, 'review-requested', `${id}: ${body.data.message}`);
    return reply.code(created ? 201 : 200).send({ id });
  });

  app.post('/studio-api/reviews/:id/comments', async (request, reply) => {
    const params = reviewParams.safeParse(request.params);
    const body = commentBody.safeParse(request.body);
    if (!params.success) return reply.code(404).send(bad('No such review'));
    if (!body.success) return reply.code(400).send(bad(body.error.issues[0]?.message ?? 'invalid'));
    try {
      await addComment(db, {
        reviewId: params.data.id,
        author: accountOf(request),
        ...body.data,
        now: now(),
      });
    } catch (error) {
      return reviewFailure(reply, error);
    }
    await record(
      request,
      'review-comment',
      `${params.data.id}: ${body.data.pagePath} ${body.data.section}: ${body.data.body}`.slice(0, 900),
    );
    return reply.code(201).send({ ok: true });
  });

  app.post('/studio-api/reviews/:id/decision', async (request, reply) => {
    const params = reviewParams.safeParse(request.params);
    const body = decisionBody.safeParse(request.body);
    if (!params.success) return reply.code(404).send(bad('No such review'));
    if (!body.success) return reply.code(400).send(bad('decision: approve or changes'));
    try {
      await decide(db, {
        reviewId: params.data.id,
        reviewer: accountOf(request),
        decision: body.data.decision,
        ...(body.data.note ? { note: body.data.note } : {}),
        revision: await draftTree(settings.repo),
        now: now(),
      });
    } catch (error) {
      return reviewFailure(reply, error);
    }
    await record(
      request,
      body.data.decision === 'approve' ? 'review-approved' : 'review-changes',
      `${params.data.id}${body.data.note ? `: ${body.data.note}` : ''}`.slice(0, 900),
    );
    return { ok: true };
  });

  app.post('/studio-api/presence', async (request, reply) => {
    const body = presenceBody.safeParse(request.body);
    if (!body.success) return reply.code(400).send(bad('pageName'));
    const account = accountOf(request);
    return { others: presence.visit(account.id, account.name || account.email, body.data.pageName, now()) };
  });
}
