import type { GetStaticPaths, GetStaticProps } from 'next';
import { PageSections } from '@/components/registry/PageSections';
import type { GclidProps, SitePageProps } from '@/lib/model/content/pageProps';
import { pageNameToPath, pathToPageName } from '@/lib/model/pages/pageName';
import { loadPageContent } from '@/lib/server/readContent';
import { findSitePage, loadSitePages, sitePageContext } from '@/lib/server/sitePages';

type Params = { slug?: string[] };

/**
 * Every page file of public/selectedComponents/ is a route, pre-rendered from it: adding a file
 * publishes a page (lib/server/sitePages.ts).
 */
export const getStaticPaths: GetStaticPaths<Params> = async () => ({
  paths: loadSitePages().map((page) => ({
    // From the address, not the name: a language's home `pl/index` is the route /pl.
    params: { slug: page.path.split('/').filter((segment) => segment !== '') },
  })),
  fallback: false,
});

export const getStaticProps: GetStaticProps<SitePageProps, Params> = async ({ params }) => {
  const pageName = pathToPageName(`/${(params?.slug ?? []).join('/')}`);
  const pages = loadSitePages();
  const page = findSitePage(pages, pageName);
  if (!page) return { notFound: true };
  const content = await loadPageContent(pageName);
  return { props: { ...content, path: pageNameToPath(pageName), ...sitePageContext(pages, page) } };
};

export default function ContentPage({ data }: SitePageProps & GclidProps) {
  return <PageSections data={data} />;
}
