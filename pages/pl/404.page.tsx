import { NotFound } from '@/components/layout/NotFound';
import { notFoundProps } from '@/lib/server/errorPageProps';

export const getStaticProps = notFoundProps('pl');

/**
 * The Polish 404 page (out/pl/404.html): nginx, `npm start` and static hosts answer an unknown
 * address under /pl/ with it.
 */
export default function PolishNotFoundPage() {
  return <NotFound />;
}
