import type { ReviewComment, ReviewsAnswer } from '@/lib/editor/contract/review';

/** The site's pages by their addresses now and before (a renamed page keeps its old ones). */
export type PageAddresses = readonly { path: string; redirectFrom: readonly string[] }[];

/**
 * A comment's page as it is now: the page at that address, or the one that took it over when it
 * was renamed (its old address redirects to it). The layout is `layout`.
 */
export function currentPathOf(pagePath: string, pages: PageAddresses): string {
  if (pagePath === 'layout' || pages.some((page) => page.path === pagePath)) return pagePath;
  return pages.find((page) => page.redirectFrom.includes(pagePath))?.path ?? pagePath;
}

/** The comments of the requests still to be published on one section of a page (by its address now). */
export function commentsOnSection(
  answer: ReviewsAnswer | undefined,
  pagePath: string,
  section: string,
  pages: PageAddresses,
): ReviewComment[] {
  return (answer?.reviews ?? [])
    .filter((review) => review.state !== 'published')
    .flatMap((review) => review.comments)
    .filter((comment) => comment.section === section && currentPathOf(comment.pagePath, pages) === pagePath);
}
