/**
 * Review before publishing, as the studio's calls (studio/http/studioRoutes.ts) and the editor's
 * screen share it (studio/review/reviews.ts keeps it).
 */
export type ReviewDecision = 'approve' | 'changes';

export interface ReviewComment {
  id: string;
  /** The page's address when the comment was made (a renamed page's old address finds it). */
  pagePath: string;
  /** The section's component key (`TextsIntro`): it stays with the section wherever it moves. */
  section: string;
  author: string;
  at: string;
  body: string;
}

export interface StudioReview {
  id: string;
  message: string;
  requestedBy: { id: string; name: string };
  requestedAt: string;
  /** `approved` covers its revision only: `current` says whether the drafts are still that revision. */
  state: 'open' | 'approved' | 'changes' | 'published';
  /** Whether the drafts are exactly the revision it was asked for. */
  current: boolean;
  decidedBy?: string;
  decidedAt?: string;
  note?: string;
  releaseId?: string;
  comments: ReviewComment[];
}

/** GET /studio-api/reviews */
export interface ReviewsAnswer {
  reviews: StudioReview[];
  /** Whether the signed-in account reviews (an admin). */
  reviewer: boolean;
  /** The signed-in account's id (a request's author does not review it). */
  you: string;
  /** Whether the signed-in account's publishes wait for a review. */
  publishAfterReview: boolean;
  /** The approved request of the drafts as they are, if any. */
  approved: { id: string; approvedBy: string } | null;
}
