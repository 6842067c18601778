import type { GetStaticPaths, GetStaticProps } from 'next';
import { PageSections } from '@/components/registry/PageSections';
import type { GclidProps, SitePageProps } from '@/lib/content/pageProps';
import { pageNameToPath, pathToPageName } from '@/lib/content/pageName';
import { loadPageContent } from '@/lib/content/read';
import { isPageName, SITE_PAGES } from '@/lib/site/pages';

type Params = { slug?: string[] };

/** Every content route of the site, pre-rendered from its public/selectedComponents/{page}.json. */
export const getStaticPaths: GetStaticPaths<Params> = async () => ({
  paths: SITE_PAGES.map((page) => ({
    params: { slug: page.path === '/' ? [] : page.path.slice(1).split('/') },
  })),
  fallback: false,
});

export const getStaticProps: GetStaticProps<SitePageProps, Params> = async ({ params }) => {
  const pageName = pathToPageName(`/${(params?.slug ?? []).join('/')}`);
  if (!isPageName(pageName)) return { notFound: true };
  const content = await loadPageContent(pageName);
  return { props: { ...content, path: pageNameToPath(pageName) } };
};

export default function ContentPage({ data }: SitePageProps & GclidProps) {
  return <PageSections data={data} />;
}
