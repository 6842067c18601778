import type { ReviewDecision, ReviewsAnswer } from '@/lib/editor/contract/review';
import type { PlannedReleaseView } from '@/lib/editor/contract/studio';
export type { PlannedReleaseView } from '@/lib/editor/contract/studio';
import type { TranslationMark } from '@/lib/model/content/translationSync';
import type { PageChanges } from '@/lib/model/content/siteChanges';
import type { Locale } from '@/lib/model/i18n/locales';
import type { JobState, PublishProblem } from '@/lib/editor/contract/studio';
import { PAGE_RESULTS_PATH, type PageResultsAnswer } from '@/lib/model/measure/pageResults';
import { studioCsrfToken } from './apiClient';

/**
 * The studio's own calls (studio/http/studioRoutes.ts), which exist only when the editor runs in
 * the studio (`npm run studio`); under `npm run dev` `me()` answers undefined and nothing shows.
 */
export interface StudioAccount {
  name: string;
  email: string;
  role: string;
  locale: Locale;
  pushError: string | null;
  /** Its publishes wait for a colleague's review. */
  publishAfterReview: boolean;
  /** It reviews others' requests (an admin). */
  reviewer: boolean;
}

export type StudioProblem = PublishProblem;

export interface StudioJob {
  id: string;
  kind: string;
  by: { name: string; email: string };
  message: string;
  state: JobState;
  waitedFor?: string;
  problems?: StudioProblem[];
}

export interface StudioRelease {
  id: string;
  kind: 'publish' | 'restore' | 'schedule' | 'first' | 'release';
  at: string;
  author: { name: string; email: string };
  message: string;
  pages: { path: string; kind: string }[];
  restorable: boolean;
  restoredFrom?: string;
  schedule?: { page: string; change: 'live' | 'retire' }[];
  outOfDate?: { target: string; section: string; field: string }[];
  review?: { id: string; requestedBy: string; approvedBy: string };
}

export interface ChangesAnswer {
  pages: PageChanges[];
  /** The drafts' translated fields out of date with their twins. */
  translations: TranslationMark[];
  live: { id: string; at: string; author: string; message: string } | null;
  publishing: { id: string; by: string; state: string } | null;
}

export class StudioError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

async function call<T>(url: string, body?: unknown): Promise<T> {
  const csrf = studioCsrfToken();
  const response = await fetch(url, {
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...(csrf ? { 'X-CSRF-Token': csrf } : {}),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const answer = (await response.json().catch(() => ({}))) as { error?: string };
  if (!response.ok) throw new StudioError(response.status, answer.error ?? `${response.status}`);
  return answer as T;
}

export const studioApi = {
  /** The signed-in account, or undefined outside the studio. */
  me: async (): Promise<StudioAccount | undefined> => {
    const response = await fetch('/studio-api/me');
    if (!response.ok || !response.headers.get('content-type')?.includes('json')) return undefined;
    return (await response.json()) as StudioAccount;
  },
  language: (locale: Locale) => call<{ locale: Locale }>('/studio-api/language', { locale }),
  changes: () => call<ChangesAnswer>('/studio-api/changes'),
  discard: (pageName: string) => call<{ discarded: string }>('/studio-api/discard', { pageName }),
  /** `outOfDateAccepted`: the author saw the translations out of date and publishes anyway. */
  publish: (message: string, outOfDateAccepted = false) =>
    call<StudioJob>('/studio-api/publish', { message, ...(outOfDateAccepted ? { outOfDateAccepted } : {}) }),
  job: (id: string) => call<StudioJob>(`/studio-api/jobs/${encodeURIComponent(id)}`),
  history: () => call<{ liveId: string | null; releases: StudioRelease[] }>('/studio-api/history'),
  restore: (id: string) => call<{ release: StudioRelease; ms: number }>('/studio-api/restore', { id }),
  /** Each page's views, enquiries and bookings over the last 30 days (the page list's figures). */
  pageResults: () => call<PageResultsAnswer>(PAGE_RESULTS_PATH),
  /** Releases planned for a time, the next first. */
  plannedReleases: () => call<{ planned: PlannedReleaseView[] }>('/studio-api/releases'),
  /** Gathers the drafts into a release going live at a Warsaw time (`YYYY-MM-DDTHH:mm`). */
  planRelease: (name: string, at: string, outOfDateAccepted = false) =>
    call<{ planned: PlannedReleaseView; heldElsewhere: { name: string; path: string }[] }>(
      '/studio-api/releases',
      {
        name,
        at,
        ...(outOfDateAccepted ? { outOfDateAccepted } : {}),
      },
    ),
  cancelRelease: (id: string) =>
    call<{ planned: PlannedReleaseView }>(`/studio-api/releases/${encodeURIComponent(id)}/cancel`, {}),
  reviews: () => call<ReviewsAnswer>('/studio-api/reviews'),
  requestReview: (message: string) => call<{ id: string }>('/studio-api/reviews', { message }),
  comment: (id: string, comment: { pagePath: string; section: string; body: string }) =>
    call<{ ok: true }>(`/studio-api/reviews/${encodeURIComponent(id)}/comments`, comment),
  decide: (id: string, decision: ReviewDecision, note?: string) =>
    call<{ ok: true }>(`/studio-api/reviews/${encodeURIComponent(id)}/decision`, {
      decision,
      ...(note ? { note } : {}),
    }),
  presence: (pageName: string) => call<{ others: { name: string }[] }>('/studio-api/presence', { pageName }),
};
