import type { GetStaticProps } from 'next';
import { NotFound } from '@/components/layout/NotFound';
import { loadSectionViewsForServer } from '@/components/registry/views';
import { listCatalog } from '@/lib/model/content/catalog';
import type { SitePageProps } from '@/lib/model/content/pageProps';
import { notFoundProps } from '@/lib/server/errorPageProps';

const notFound = notFoundProps('en');
export const getStaticProps: GetStaticProps<SitePageProps> = async (context) => {
  await loadSectionViewsForServer(listCatalog());
  return notFound(context);
};

/** The 404 page, inside the site's header and footer. */
export default function NotFoundPage() {
  return <NotFound />;
}
