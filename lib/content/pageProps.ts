import type { PageContent } from './read';

/** Props of every page that renders inside the site layout. */
export interface SitePageProps extends PageContent {
  /** The route path, for the canonical link; absent for pages that are not indexed (404). */
  path?: string;
}

/** The `gclid` click identifier from the landing URL, passed on to the page (spec section 2). */
export interface GclidProps {
  gclid?: string;
}
