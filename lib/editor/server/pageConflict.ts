import type { PageLink } from '@/lib/editor/contract/pageRequests';

/**
 * A page operation that the site's current content does not allow (the name is taken, links still
 * lead to the page): answered 409, with the links when they are the reason.
 */
export class PageConflictError extends Error {
  constructor(
    message: string,
    readonly links?: PageLink[],
  ) {
    super(message);
    this.name = 'PageConflictError';
  }
}
