import type { GetServerSideProps } from 'next';
import { PageSections } from '@/components/registry/PageSections';
import type { SitePageProps } from '@/lib/model/content/pageProps';
import { pageNameToPath, pathToPageName } from '@/lib/model/pages/pageName';
import { loadPageContent } from '@/lib/server/readContent';
import { findSitePage, loadSitePages, sitePageContext } from '@/lib/server/sitePages';
import { plannedReleaseContent } from '@/lib/editor/server/plannedReleaseContent';

type Params = { slug?: string[] };

/**
 * A draft page at its own address, for a colleague to look at before it is published: /preview
 * followed by the page's address (/preview/casino, /preview/pl/kasyno). Rendered on request from
 * the drafts (in the studio, its clone; under `npm run dev`, public/), by the site's own
 * components, whatever the page's schedule says. Never indexed. With `?release=` a planned
 * release's id, the page as that release will show it at its time (its content as built ahead).
 */
export const getServerSideProps: GetServerSideProps<SitePageProps, Params> = async ({
  params,
  query,
  res,
}) => {
  res.setHeader('X-Robots-Tag', 'noindex');
  const pageName = pathToPageName(`/${(params?.slug ?? []).join('/')}`);
  const root = query.release === undefined ? undefined : plannedReleaseContent(query.release);
  if (root === null) return { notFound: true };
  const pages = loadSitePages(root);
  const page = findSitePage(pages, pageName);
  if (!page) return { notFound: true };
  const content = await loadPageContent(pageName, root);
  return {
    props: {
      ...content,
      meta: { ...content.meta, noindex: true },
      path: pageNameToPath(pageName),
      ...sitePageContext(pages, page),
    },
  };
};

export default function DraftPreview({ data }: SitePageProps) {
  return <PageSections data={data} />;
}
