import { looksLikePagePath } from '@/lib/model/pages/pageRules';

/** The parts of a click that decide whether the browser or the router should follow a link. */
export interface LinkClick {
  defaultPrevented: boolean;
  button: number;
  metaKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
}

/** The parts of an anchor that decide where it goes. */
export interface LinkTarget {
  href: string;
  target: string;
  hasDownload: boolean;
}

/**
 * The path to navigate to on the client for a plain left click on a link to one of the site's
 * pages, or undefined when the browser should handle the click itself (new tab, download, another
 * site, a file, a jump within the page).
 */
export function clientNavigationPath(click: LinkClick, link: LinkTarget, location: URL): string | undefined {
  if (click.defaultPrevented || click.button !== 0) return undefined;
  if (click.metaKey || click.ctrlKey || click.shiftKey || click.altKey) return undefined;
  if ((link.target !== '' && link.target !== '_self') || link.hasDownload) return undefined;
  let url: URL;
  try {
    url = new URL(link.href, location);
  } catch {
    return undefined;
  }
  if (url.origin !== location.origin || !looksLikePagePath(url.pathname)) return undefined;
  const samePage = url.pathname === location.pathname && url.search === location.search;
  if (samePage && url.hash !== '') return undefined;
  return `${url.pathname}${url.search}${url.hash}`;
}
