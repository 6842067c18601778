import type { GetStaticPaths, GetStaticProps } from 'next';
import { PageSections } from '@/components/registry/PageSections';
import { loadSectionViewsForServer } from '@/components/registry/views';
import { listCatalog } from '@/lib/model/content/catalog';
import type { GclidProps, SitePageProps } from '@/lib/model/content/pageProps';
import { pageNameToPath, pathToPageName } from '@/lib/model/pages/pageName';
import { loadPageContent } from '@/lib/server/readContent';
import { siteBuildTime } from '@/lib/server/buildTime';
import { exportContent } from '@/lib/server/exportContent';
import {
  exportPages,
  findSitePage,
  loadExportPages,
  loadSitePages,
  sitePageContext,
} from '@/lib/server/sitePages';

type Params = { slug?: string[] };

/**
 * Every page file of public/selectedComponents/ is a route, pre-rendered from it: adding a file
 * publishes a page (lib/server/sitePages.ts). A page scheduled for later, or retired, at the
 * build's time (lib/server/buildTime.ts) is none.
 */
export const getStaticPaths: GetStaticPaths<Params> = async () => ({
  paths: loadExportPages().map((page) => ({
    // From the address, not the name: a language's home `pl/index` is the route /pl.
    params: { slug: page.path.split('/').filter((segment) => segment !== '') },
  })),
  fallback: false,
});

export const getStaticProps: GetStaticProps<SitePageProps, Params> = async ({ params }) => {
  // Every section's code before the render: the page's styles in its own order (views.ts).
  await loadSectionViewsForServer(listCatalog());
  const pageName = pathToPageName(`/${(params?.slug ?? []).join('/')}`);
  const at = siteBuildTime();
  const allPages = loadSitePages();
  const pages = exportPages(allPages, at);
  const page = findSitePage(pages, pageName);
  if (!page) return { notFound: true };
  const content = exportContent(await loadPageContent(pageName), allPages, at, page.path);
  return { props: { ...content, path: pageNameToPath(pageName), ...sitePageContext(pages, page) } };
};

export default function ContentPage({ data }: SitePageProps & GclidProps) {
  return <PageSections data={data} />;
}
