import type { GetStaticPaths, GetStaticProps } from 'next';
import { PageSections } from '@/components/registry/PageSections';
import type { GclidProps, SitePageProps } from '@/lib/content/pageProps';
import { pageNameToPath, pathToPageName } from '@/lib/content/pageName';
import { loadPageContent } from '@/lib/content/read';
import { findSitePage, loadSitePages, sitePageContext } from '@/lib/content/sitePages';

type Params = { slug?: string[] };

/**
 * Every page file of public/selectedComponents/ is a route, pre-rendered from it: adding a file
 * publishes a page (lib/content/sitePages.ts).
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
