import type { Locale } from '@/lib/model/i18n/locales';
/**
 * What the studio's own calls (studio/http/studioRoutes.ts) and the editor's screen share: why a
 * publish was refused, in the team's terms (which page, which field, which link), and a
 * publish's progress.
 */
export type PublishProblem =
  | { kind: 'content'; page?: string; file: string; field: string; reason: string }
  | { kind: 'link'; page: string; link: string }
  | { kind: 'html'; page: string; line?: number; reason: string }
  /** A photo the page shows has no description in the page's language (and is not decorative). */
  | { kind: 'alt'; page: string; image: string; language: Locale }
  | { kind: 'build'; output: string }
  | { kind: 'nothing' }
  | { kind: 'interrupted' }
  /** A restore went live while it was built: dropped, the drafts kept. */
  | { kind: 'superseded' }
  /** The drafts are not the revision a reviewer approved (edited since, or never asked for). */
  | { kind: 'unapproved' };

export const PUBLISH_STEPS = ['checking', 'building', 'built', 'switching', 'switched'] as const;
export type PublishStep = (typeof PUBLISH_STEPS)[number];
export type JobState = 'queued' | PublishStep | 'done' | 'failed';

/** The address the studio's scheduler signs its releases with (the History names it in the reader's words). */
export const SCHEDULER_EMAIL = 'scheduler@studio';

/** A planned release's id (studio/publish/plannedReleases.ts): its time and six hex digits. */
export const PLANNED_RELEASE_ID = /^\d{8}T\d{4}-[0-9a-f]{6}$/;

/**
 * A planned release's preview address for colleagues: a page as the release will show it, from
 * the release as it was built (its pages, its header and footer, at its time).
 */
export function releasePreviewAddress(releaseId: string, pagePath: string): string {
  return `/preview${pagePath === '/' ? '' : pagePath}?release=${encodeURIComponent(releaseId)}`;
}

/** A release planned for a time (studio/publish/plannedReleases.ts), as History lists it. */
export interface PlannedReleaseView {
  id: string;
  name: string;
  /** UTC. */
  at: string;
  author: { name: string; email: string };
  state: 'building' | 'ready' | 'failed' | 'live' | 'cancelled';
  pages: { path: string; kind: string }[];
  problems?: PublishProblem[];
}
