import type { GetStaticProps } from 'next';
import { ErrorMessage } from '@/components/layout/ErrorMessage';
import { errorPageProps } from '@/lib/content/errorPageProps';
import type { SitePageProps } from '@/lib/content/pageProps';

export const getStaticProps: GetStaticProps<SitePageProps> = async () => ({
  props: await errorPageProps(
    '500',
    'Something went wrong | Hidden Gems Malta',
    'This page could not be shown. Please try again, or contact us.',
  ),
});

/** The 500 page, inside the site's header and footer. */
export default function ServerErrorPage() {
  return (
    <ErrorMessage
      code="Error 500"
      title="Something went wrong"
      text="This page could not be shown just now. Please try again in a moment, or call or write to us and we will help."
    />
  );
}
