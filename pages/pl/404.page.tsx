import type { GetStaticProps } from 'next';
import { NotFound } from '@/components/layout/NotFound';
import { loadSectionViewsForServer } from '@/components/registry/views';
import { listCatalog } from '@/lib/model/content/catalog';
import type { SitePageProps } from '@/lib/model/content/pageProps';
import { notFoundProps } from '@/lib/server/errorPageProps';

const notFound = notFoundProps('pl');
export const getStaticProps: GetStaticProps<SitePageProps> = async (context) => {
  await loadSectionViewsForServer(listCatalog());
  return notFound(context);
};

/**
 * The Polish 404 page (out/pl/404.html): nginx, `npm start` and static hosts answer an unknown
 * address under /pl/ with it.
 */
export default function PolishNotFoundPage() {
  return <NotFound />;
}
