import type { NavIconName } from '@/components/sections/Headers/Variant7Hotels.schema';
import type { PageMetaFields } from '@/lib/content/schemas';

/**
 * The contract of the dev API's page routes (create, settings, rename, delete, restore), shared by
 * the routes (pages/api/*.dev.ts) and the editor. Every write carries the page's version as
 * If-Match, as the other writes do.
 */

/** One page, as GET /api/pages lists it. */
export interface PageSummary {
  name: string;
  path: string;
  label: string;
  meta: PageMetaFields;
  redirectFrom: string[];
  /** The page file's version, for If-Match. */
  version: string;
  /** Its entry in the header navigation, when it has one. */
  navigation?: NavigationSetting;
}

/** A page's place in the header navigation (the header's navLinks, HeadersVariant7Hotels.json). */
export interface NavigationSetting {
  label: string;
  icon: NavIconName;
  /** 0-based position among the header's links. */
  position: number;
}

/** A deleted page, kept in the trash folder (outside public/) until restored. */
export interface TrashEntry {
  id: string;
  name: string;
  path: string;
  label: string;
  /** ISO 8601. */
  deletedAt: string;
}

/** GET /api/pages */
export interface PagesAnswer {
  pages: PageSummary[];
  trash: TrashEntry[];
  /** Names directly in public/, which a page name may not take (for validating as you type). */
  publicEntries: string[];
  /** The current header navigation, in order. */
  navigation: { label: string; path: string; icon: NavIconName }[];
}

export type NewPageSource = { kind: 'blank' } | { kind: 'starter' } | { kind: 'copy'; from: string };

/** POST /api/createPage -> 201 PageSummary; 409 when the name is taken (a page or an old address). */
export interface CreatePageBody {
  name: string;
  title: string;
  label?: string;
  source: NewPageSource;
}

/**
 * POST /api/pageSettings (If-Match: page version) -> 200 PageSummary. `meta` replaces the page's
 * meta (title required); `navigation` null takes the page out of the header, absent leaves it.
 */
export interface PageSettingsBody {
  pageName: string;
  meta: PageMetaFields;
  navigation?: NavigationSetting | null;
}

/** POST /api/renamePage (If-Match: page version) -> 200 RenameAnswer. */
export interface RenamePageBody {
  pageName: string;
  newName: string;
}

export interface RenameAnswer {
  page: PageSummary;
  /** Content files whose links were changed to the new address. */
  updatedFiles: string[];
}

/** A link to a page from the site's content. */
export interface PageLink {
  /** `public/data/HeadersVariant7Hotels.json` */
  file: string;
  /** `data.navLinks[2].path` */
  field: string;
  /** Whether it is the header navigation (which a deletion may simply drop). */
  navigation: boolean;
}

/** GET /api/pageLinks?pageName= */
export interface PageLinksAnswer {
  links: PageLink[];
}

/**
 * POST /api/deletePage (If-Match: page version) -> 200 DeleteAnswer. Links from the navigation are
 * removed, or, with `replacement`, every link (navigation and content) is pointed at that page
 * and the old address redirects there. Links from content with no replacement: 409 with `links`.
 */
export interface DeletePageBody {
  pageName: string;
  replacement?: string;
}

export interface DeleteAnswer {
  trash: TrashEntry;
  updatedFiles: string[];
}

/** POST /api/restorePage -> 201 PageSummary; 409 when its address has been taken meanwhile. */
export interface RestorePageBody {
  trashId: string;
}
