import { randomUUID } from 'node:crypto';
import type { LeadsDb } from '@/receiver/db/database';
import type { Account } from '@/receiver/team/accounts';
import type { Locale } from '@/lib/model/i18n/locales';
import type { ReviewDecision, StudioReview } from '@/lib/editor/contract/review';

/**
 * Review before publishing (docs/studio.md, "Review"). An account set to publish after review asks
 * for one instead of publishing; the request covers one exact revision of the drafts (their git
 * tree, repository.draftTree), so any later edit leaves it behind. A reviewer (an admin other than
 * the author) comments on sections, approves or asks for changes; the author publishes only a
 * revision that is approved. Kept in the desk's database (its accounts, its audit log, its outbox).
 */
export class ReviewError extends Error {
  constructor(
    readonly status: 403 | 404 | 409,
    message: string,
  ) {
    super(message);
  }
}

/** Who may review: admins (the author of a request never reviews it). */
export const mayReview = (account: Pick<Account, 'role'>): boolean => account.role === 'admin';

/** Every request, newest first, with its comments and who asked and decided. */
export async function listReviews(db: LeadsDb, revision: string, limit = 20): Promise<StudioReview[]> {
  const rows = await db
    .selectFrom('studio_reviews as r')
    .innerJoin('accounts as a', 'a.id', 'r.requested_by')
    .leftJoin('accounts as d', 'd.id', 'r.decided_by')
    .select([
      'r.id',
      'r.revision',
      'r.message',
      'r.requested_at',
      'r.state',
      'r.decided_at',
      'r.note',
      'r.release_id',
      'a.id as requester_id',
      'a.name as requester_name',
      'd.name as decider_name',
    ])
    .orderBy('r.requested_at', 'desc')
    .limit(limit)
    .execute();
  const comments =
    rows.length === 0
      ? []
      : await db
          .selectFrom('studio_review_comments as c')
          .innerJoin('accounts as a', 'a.id', 'c.author_id')
          .select(['c.id', 'c.review_id', 'c.page_path', 'c.section', 'c.at', 'c.body', 'a.name as author'])
          .where(
            'c.review_id',
            'in',
            rows.map((row) => row.id),
          )
          .orderBy('c.at')
          .execute();
  return rows.map((row) => ({
    id: row.id,
    message: row.message,
    requestedBy: { id: row.requester_id, name: row.requester_name },
    requestedAt: row.requested_at,
    state: row.state,
    current: row.revision === revision,
    ...(row.decider_name ? { decidedBy: row.decider_name, decidedAt: row.decided_at ?? '' } : {}),
    ...(row.note ? { note: row.note } : {}),
    ...(row.release_id ? { releaseId: row.release_id } : {}),
    comments: comments
      .filter((comment) => comment.review_id === row.id)
      .map((comment) => ({
        id: comment.id,
        pagePath: comment.page_path,
        section: comment.section,
        author: comment.author,
        at: comment.at,
        body: comment.body,
      })),
  }));
}

/** The review's notice to each reviewer, in their language. */
function requestNotice(locale: Locale, author: string, message: string, studioUrl: string) {
  return locale === 'pl'
    ? {
        subject: `Prośba o sprawdzenie przed publikacją: ${message}`,
        text: `${author} prosi o sprawdzenie zmian w studiu przed ich publikacją:\n\n„${message}”\n\nZmiany, komentarze do sekcji i zatwierdzenie: ${studioUrl}/editor (Sprawdzenie).\n`,
      }
    : {
        subject: `Review before publishing: ${message}`,
        text: `${author} asks you to review the studio's changes before they are published:\n\n“${message}”\n\nThe changes, comments on sections and the approval: ${studioUrl}/editor (Review).\n`,
      };
}

/**
 * Asks for a review of the drafts as they are (`revision`), and emails every reviewer through the
 * outbox, in one transaction. The same revision asked for again by the same account is the same request.
 */
export async function requestReview(
  db: LeadsDb,
  input: { account: Account; revision: string; message: string; studioUrl: string; now: Date },
): Promise<{ id: string; created: boolean }> {
  const open = await db
    .selectFrom('studio_reviews')
    .select('id')
    .where('requested_by', '=', input.account.id)
    .where('revision', '=', input.revision)
    .where('state', '=', 'open')
    .executeTakeFirst();
  if (open) return { id: open.id, created: false };
  const id = randomUUID();
  const at = input.now.toISOString();
  const reviewers = (
    await db
      .selectFrom('accounts')
      .selectAll()
      .where('role', '=', 'admin')
      .where('disabled_at', 'is', null)
      .execute()
  ).filter((reviewer) => reviewer.id !== input.account.id);
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('studio_reviews')
      .values({
        id,
        revision: input.revision,
        message: input.message,
        requested_by: input.account.id,
        requested_at: at,
        state: 'open',
        decided_by: null,
        decided_at: null,
        note: null,
        release_id: null,
      })
      .execute();
    for (const reviewer of reviewers)
      await trx
        .insertInto('outbox')
        .values({
          id: `team-notice:review-${id}-${reviewer.id}`,
          kind: 'team-notice',
          lead_id: null,
          next_attempt_at: at,
          payload: JSON.stringify({
            to: [reviewer.email],
            ...requestNotice(
              reviewer.locale,
              input.account.name || input.account.email,
              input.message,
              input.studioUrl,
            ),
          }),
        })
        .execute();
  });
  return { id, created: true };
}

async function openReview(db: LeadsDb, id: string) {
  const review = await db.selectFrom('studio_reviews').selectAll().where('id', '=', id).executeTakeFirst();
  if (!review) throw new ReviewError(404, 'No such review');
  return review;
}

/** A reviewer's comment on a section of a page (by the page's address and the section's key). */
export async function addComment(
  db: LeadsDb,
  input: { reviewId: string; author: Account; pagePath: string; section: string; body: string; now: Date },
): Promise<void> {
  if (!mayReview(input.author)) throw new ReviewError(403, 'Only a reviewer (an admin) comments on a review');
  await openReview(db, input.reviewId);
  await db
    .insertInto('studio_review_comments')
    .values({
      id: randomUUID(),
      review_id: input.reviewId,
      page_path: input.pagePath,
      section: input.section,
      author_id: input.author.id,
      at: input.now.toISOString(),
      body: input.body,
    })
    .execute();
}

/**
 * Approves the request's revision, or asks for changes. Only an open request of the drafts as they
 * are now can be approved: one the drafts have moved past is left behind, and asked for again.
 */
export async function decide(
  db: LeadsDb,
  input: {
    reviewId: string;
    reviewer: Account;
    decision: ReviewDecision;
    note?: string;
    revision: string;
    now: Date;
  },
): Promise<void> {
  if (!mayReview(input.reviewer)) throw new ReviewError(403, 'Only a reviewer (an admin) approves');
  const review = await openReview(db, input.reviewId);
  if (review.requested_by === input.reviewer.id)
    throw new ReviewError(403, 'A request is reviewed by someone other than its author');
  if (review.state !== 'open') throw new ReviewError(409, 'This request has been decided already');
  if (input.decision === 'approve' && review.revision !== input.revision)
    throw new ReviewError(409, 'The drafts changed since the review was asked for: it needs asking again');
  await db
    .updateTable('studio_reviews')
    .set({
      state: input.decision === 'approve' ? 'approved' : 'changes',
      decided_by: input.reviewer.id,
      decided_at: input.now.toISOString(),
      note: input.note ?? null,
    })
    .where('id', '=', review.id)
    .execute();
}

/** The approved request of exactly this revision, if there is one not yet published. */
export async function approvalOf(db: LeadsDb, revision: string) {
  return db
    .selectFrom('studio_reviews as r')
    .innerJoin('accounts as a', 'a.id', 'r.requested_by')
    .innerJoin('accounts as d', 'd.id', 'r.decided_by')
    .select(['r.id', 'a.name as requestedBy', 'd.name as approvedBy', 'r.decided_at as approvedAt'])
    .where('r.revision', '=', revision)
    .where('r.state', '=', 'approved')
    .executeTakeFirst();
}

export async function markPublished(db: LeadsDb, reviewId: string, releaseId: string): Promise<void> {
  await db
    .updateTable('studio_reviews')
    .set({ state: 'published', release_id: releaseId })
    .where('id', '=', reviewId)
    .execute();
}
