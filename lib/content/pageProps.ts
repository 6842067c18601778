import type { PageContent } from './read';

/** A link of the footer's catalog: a page that is listed there. */
export interface CatalogLink {
  label: string;
  path: string;
}

/** Props of every page that renders inside the site layout. */
export interface SitePageProps extends PageContent {
  /** The route path, for the canonical link; absent for pages that are not indexed (404). */
  path?: string;
  /** The footer's catalog, from the page files (lib/content/sitePages.ts). */
  catalog: CatalogLink[];
}

/** The `gclid` click identifier from the landing URL, passed on to the page (spec section 2). */
export interface GclidProps {
  gclid?: string;
}
