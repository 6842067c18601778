import type { GetStaticProps } from 'next';
import { ErrorMessage } from '@/components/layout/ErrorMessage';
import { errorPageProps } from '@/lib/content/errorPageProps';
import type { SitePageProps } from '@/lib/content/pageProps';

export const getStaticProps: GetStaticProps<SitePageProps> = async () => ({
  props: await errorPageProps(
    '404',
    'Page not found | Hidden Gems Malta',
    'This page does not exist. Find your way back to our Malta travel ideas.',
  ),
});

/** The 404 page, inside the site's header and footer. */
export default function NotFoundPage() {
  return (
    <ErrorMessage
      code="Error 404"
      title="This page has sailed away"
      text="The address may be mistyped, or the page may have moved. Start again from the home page, or tell us what you were looking for and we will help."
    />
  );
}
