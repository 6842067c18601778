import type { Locale } from '@/lib/model/i18n/locales';
import type { PageMetaFields } from '@/lib/model/content/contentSchemas';
import type { SelectedComponent } from '@/lib/model/content/selection';
import type { PageMedia } from '@/lib/model/images/mediaLibrary';

/** Everything a page needs to render, as plain JSON for getStaticProps. */
export interface PageContent {
  pageName: string;
  meta: PageMetaFields;
  /** The page's components, in order, that have valid data. */
  components: SelectedComponent[];
  /** The shared header and footer that have valid data. */
  layout: SelectedComponent[];
  /** Component data by `componentKey`. */
  data: Record<string, unknown>;
  /** The images the page shows, described in its language by the media library. */
  media: PageMedia;
}

/** A link of the footer's catalog: a page that is listed there. */
export interface CatalogLink {
  label: string;
  path: string;
}

/** One language version of a page, for hreflang links, the sitemap and the language switcher. */
export interface PageAlternate {
  locale: Locale;
  path: string;
}

/** Where the header's language switcher leads: the page's twin, or the other language's home. */
export interface LanguageSwitch extends PageAlternate {
  /** Whether it is the same page in that language (not its home page). */
  twin: boolean;
}

/** Props of every page that renders inside the site layout. */
export interface SitePageProps extends PageContent {
  /** The route path, for the canonical link; absent for pages that are not indexed (404). */
  path?: string;
  /** The footer's catalog of the page's language, from the page files (lib/server/sitePages.ts). */
  catalog: CatalogLink[];
  locale: Locale;
  /** The page's versions in every language it exists in, itself included. */
  alternates: PageAlternate[];
  languageSwitch: LanguageSwitch;
  /** Every section of the catalogue, by its names: a route change loads their code beside the next page's data. */
  sections: SelectedComponent[];
}

/** The `gclid` click identifier from the landing URL, passed on to the page (spec section 2). */
export interface GclidProps {
  gclid?: string;
}
