import type { GetStaticProps } from 'next';
import { ErrorMessage } from '@/components/layout/ErrorMessage';
import { loadSectionViewsForServer } from '@/components/registry/views';
import { listCatalog } from '@/lib/model/content/catalog';
import { useMessages } from '@/hooks/useMessages';
import { errorPageProps } from '@/lib/server/errorPageProps';
import type { SitePageProps } from '@/lib/model/content/pageProps';
import { MESSAGES } from '@/lib/model/site/messages';

export const getStaticProps: GetStaticProps<SitePageProps> = async () => {
  await loadSectionViewsForServer(listCatalog());
  const { title, description } = MESSAGES.en.errors.serverError;
  return { props: await errorPageProps('500', title, description) };
};

/** The 500 page, inside the site's header and footer. */
export default function ServerErrorPage() {
  const { code, heading, text } = useMessages().errors.serverError;
  return <ErrorMessage code={code} title={heading} text={text} />;
}
