import type { SitePageProps } from './pageProps';
import { loadLayoutContent } from './read';
import { catalogLinks, loadSitePages } from './sitePages';

/** Props of an error page: the layout's header and footer and its own title, not indexed. */
export async function errorPageProps(
  pageName: string,
  title: string,
  description: string,
): Promise<SitePageProps> {
  const content = await loadLayoutContent(pageName);
  return { ...content, meta: { title, description, noindex: true }, catalog: catalogLinks(loadSitePages()) };
}
