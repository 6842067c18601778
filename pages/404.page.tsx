import { NotFound } from '@/components/layout/NotFound';
import { notFoundProps } from '@/lib/server/errorPageProps';

export const getStaticProps = notFoundProps('en');

/** The 404 page, inside the site's header and footer. */
export default function NotFoundPage() {
  return <NotFound />;
}
