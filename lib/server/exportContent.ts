import { ContentError } from '@/lib/model/contentErrors';
import type { PageContent } from '@/lib/model/content/pageProps';
import type { SitePage } from '@/lib/model/content/sitePage';
import { componentKey, type SelectedComponent } from '@/lib/model/content/selection';
import { withoutNavigationTo } from '@/lib/model/pages/headerNavigation';
import { findLinksToPaths } from '@/lib/model/pages/linkRetargeting';
import { describeWarsawTime, pageScheduleState } from '@/lib/model/pages/schedule';
import { componentDataFile, contentRoot, displayPath } from './contentPaths';
import { unpublishedPages } from './sitePages';

/**
 * A page's content as the export at a time has it (Node, the build): the header's links to pages
 * that are not published then (scheduled for later, or retired) left out, and a link in the
 * content to such a page refused, naming the file, the field, the page and the link, as a
 * malformed file is.
 */

/** Data whose `navLinks` (the header's) lead to none of `paths`; other data as it is. */
export function withoutNavigationToPaths(data: unknown, paths: ReadonlySet<string>): unknown {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return data;
  const { navLinks } = data as { navLinks?: unknown };
  if (!Array.isArray(navLinks)) return data;
  const links = navLinks.filter(
    (link): link is { path: string } =>
      typeof link === 'object' && link !== null && typeof (link as { path?: unknown }).path === 'string',
  );
  if (links.length !== navLinks.length) return data;
  const kept = withoutNavigationTo(links, paths);
  return kept.length === links.length ? data : { ...data, navLinks: kept };
}

/** Why a link to an unpublished page is refused: when it goes live, or that it has retired. */
function unpublishedReason(source: string, href: string, target: SitePage, at: Date): string {
  const from = `${source} links to ${href}`;
  if (pageScheduleState(target.meta, at) === 'scheduled')
    return `${from}, which is not live until ${describeWarsawTime(target.meta.liveFrom!)}: link to it once it is live (or let this page go live with it)`;
  return `${from}, which retired at ${describeWarsawTime(target.meta.retireAt!)}: link to another page`;
}

/**
 * `content` for the export at `at`, given every page of the site (`loadSitePages`): the layout's
 * navigation without links to unpublished pages; throws a ContentError at the first link of the
 * page's or the layout's data to one. `pagePath` names the page in the message.
 */
export function exportContent(
  content: PageContent,
  pages: readonly SitePage[],
  at: Date,
  pagePath: string,
  root: string = contentRoot(),
): PageContent {
  const hidden = new Map(unpublishedPages(pages, at).map((page) => [page.path, page]));
  if (hidden.size === 0) return content;
  const paths = new Set(hidden.keys());
  const data: Record<string, unknown> = { ...content.data };
  for (const component of content.layout) {
    const key = componentKey(component);
    data[key] = withoutNavigationToPaths(data[key], paths);
  }
  const check = (component: SelectedComponent, source: string) => {
    const [link] = findLinksToPaths({ data: data[componentKey(component)] }, paths);
    if (!link) return;
    throw new ContentError(
      displayPath(componentDataFile(root, component, content.pageName)),
      link.field,
      unpublishedReason(source, link.href, hidden.get(link.path)!, at),
    );
  };
  for (const component of content.components) check(component, `the page ${pagePath}`);
  for (const component of content.layout)
    check(
      component,
      `the ${component.category === 'Headers' ? 'header' : 'footer'} (${component.category}/${component.name})`,
    );
  return { ...content, data };
}
