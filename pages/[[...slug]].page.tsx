import type { GetStaticPaths, GetStaticProps } from 'next';
import { PageSections } from '@/components/registry/PageSections';
import type { GclidProps, SitePageProps } from '@/lib/content/pageProps';
import { pageNameToPath, pathToPageName } from '@/lib/content/pageName';
import { loadPageContent } from '@/lib/content/read';
import { catalogLinks, findSitePage, loadSitePages } from '@/lib/content/sitePages';

type Params = { slug?: string[] };

/**
 * Every page file of public/selectedComponents/ is a route, pre-rendered from it: adding a file
 * publishes a page (lib/content/sitePages.ts).
 */
export const getStaticPaths: GetStaticPaths<Params> = async () => ({
  paths: loadSitePages().map((page) => ({
    params: { slug: page.name === 'index' ? [] : page.name.split('/') },
  })),
  fallback: false,
});

export const getStaticProps: GetStaticProps<SitePageProps, Params> = async ({ params }) => {
  const pageName = pathToPageName(`/${(params?.slug ?? []).join('/')}`);
  const pages = loadSitePages();
  if (!findSitePage(pages, pageName)) return { notFound: true };
  const content = await loadPageContent(pageName);
  return { props: { ...content, path: pageNameToPath(pageName), catalog: catalogLinks(pages) } };
};

export default function ContentPage({ data }: SitePageProps & GclidProps) {
  return <PageSections data={data} />;
}
