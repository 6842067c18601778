import type { HeaderData, NavIconName } from '@/components/sections/Headers/Variant7Hotels.schema';

/**
 * A page's entry in the header navigation (pure). The header's navLinks stay the one list the
 * header shows; a page's settings add, move, relabel or remove the entry whose path is the page's.
 * Each function answers the new list or, when the header would break, the reason.
 */
export type NavLink = HeaderData['navLinks'][number];

/** A page's place in the header navigation (the header's navLinks, HeadersVariant7Hotels.json). */
export interface NavigationSetting {
  label: string;
  icon: NavIconName;
  /** 0-based position among the header's links. */
  position: number;
}

/** The header's schema allows 1 to 8 links (Variant7Hotels.schema.ts). */
export const MAX_NAV_LINKS = 8;

type Outcome = { links: NavLink[] } | { problem: string };

export function navigationOf(navLinks: readonly NavLink[], pagePath: string): NavigationSetting | undefined {
  const position = navLinks.findIndex((link) => link.path === pagePath);
  if (position < 0) return undefined;
  const { label, icon } = navLinks[position]!;
  return { label, icon, position };
}

/** The page's entry set to `setting` (added, or moved and updated), at its position clamped to the list. */
export function placeNavigation(
  navLinks: readonly NavLink[],
  pagePath: string,
  setting: NavigationSetting,
): Outcome {
  const current = navLinks.findIndex((link) => link.path === pagePath);
  if (current < 0 && navLinks.length >= MAX_NAV_LINKS)
    return {
      problem: `The header already shows ${MAX_NAV_LINKS} links, the most it can: take another page out of it first`,
    };
  const others = navLinks.filter((_, index) => index !== current);
  const position = Math.min(Math.max(0, Math.trunc(setting.position)), others.length);
  const entry: NavLink = { label: setting.label, path: pagePath, icon: setting.icon };
  return { links: [...others.slice(0, position), entry, ...others.slice(position)] };
}

/** Every entry of the page taken out; refused when the header would be left without a link. */
export function removeNavigation(navLinks: readonly NavLink[], pagePath: string): Outcome {
  const links = navLinks.filter((link) => link.path !== pagePath);
  if (links.length === 0)
    return {
      problem: 'The header needs at least one link: add another page to it before taking this one out',
    };
  return { links };
}

/**
 * After a deleted page is replaced: its entries point at the replacement, or are dropped when the
 * replacement already has one (a header does not list a page twice).
 */
export function replaceNavigation(navLinks: readonly NavLink[], fromPath: string, toPath: string): NavLink[] {
  const hasTarget = navLinks.some((link) => link.path === toPath);
  return navLinks.flatMap((link) => {
    if (link.path !== fromPath) return [link];
    return hasTarget ? [] : [{ ...link, path: toPath }];
  });
}

/**
 * The links that lead to no page: each path (without its #hash or ?query) must be the address of
 * one of `pagePaths`. Answers each such link's index and path.
 */
export function deadNavigationLinks(
  navLinks: readonly NavLink[],
  pagePaths: ReadonlySet<string>,
): { index: number; path: string }[] {
  return navLinks.flatMap((link, index) => {
    const pathname = link.path.split(/[?#]/, 1)[0] ?? '';
    return pagePaths.has(pathname) ? [] : [{ index, path: link.path }];
  });
}

/**
 * The links that lead to none of `paths` (each path without its #hash or ?query): the header of the
 * export, without its links to pages that are not published at the build's time (a page scheduled
 * for later, or retired), which come back, or stay gone, with the build that follows.
 */
export function withoutNavigationTo<T extends { path: string }>(
  navLinks: readonly T[],
  paths: ReadonlySet<string>,
): T[] {
  return navLinks.filter((link) => !paths.has(link.path.split(/[?#]/, 1)[0] ?? ''));
}
