import type { GetStaticProps } from 'next';
import { MESSAGES } from '@/lib/model/site/messages';
import { DEFAULT_LOCALE, type Locale } from '@/lib/model/i18n/locales';
import type { SitePageProps } from '@/lib/model/content/pageProps';
import { loadLayoutContent } from './readContent';
import { errorPageContext, exportPages, loadSitePages } from './sitePages';
import { siteBuildTime } from './buildTime';
import { exportContent } from './exportContent';

/**
 * Props of an error page of one language: that language's header and footer and its own title,
 * not indexed. `code` names the page (`404`); a Polish one reads the Polish layout (`pl/404`).
 */
export async function errorPageProps(
  code: string,
  title: string,
  description: string,
  locale: Locale = DEFAULT_LOCALE,
): Promise<SitePageProps> {
  const pageName = locale === DEFAULT_LOCALE ? code : `${locale}/${code}`;
  const at = siteBuildTime();
  const allPages = loadSitePages();
  const content = exportContent(await loadLayoutContent(pageName), allPages, at, `/${pageName}`);
  return {
    ...content,
    meta: { title, description, noindex: true },
    ...errorPageContext(exportPages(allPages, at), locale),
  };
}

/** getStaticProps of the 404 page of a language (pages/404.page.tsx, pages/pl/404.page.tsx). */
export function notFoundProps(locale: Locale): GetStaticProps<SitePageProps> {
  const { title, description } = MESSAGES[locale].errors.notFound;
  return async () => ({ props: await errorPageProps('404', title, description, locale) });
}
