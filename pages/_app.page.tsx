// The system ThemeProvider with the shell's small theme: the full MUI theme is not part of the
// first load (see theme/shellTheme.ts).
import type { EmotionCache } from '@emotion/cache';
import ThemeProvider from '@mui/system/ThemeProvider';
import { AppCacheProvider } from '@mui/material-nextjs/v16-pagesRouter';
import type { AppProps } from 'next/app';
import Head from 'next/head';
import { useEffect } from 'react';
import { PageWrapper } from '@/components/layout/PageWrapper';
import { SiteBaseline } from '@/components/layout/SiteBaseline';
import type { SitePageProps } from '@/lib/model/content/pageProps';
import { markHydrated, markNavigating } from '@/lib/browser/hydration';
import { rememberVisit } from '@/lib/browser/visit';
import { countPageView } from '@/lib/browser/pageView';
import { visitOfAddress } from '@/lib/model/enquiry/visit';
import { DEFAULT_LOCALE, isLocale, LOCALE_INFO } from '@/lib/model/i18n/locales';
import { createSiteEmotionCache } from '@/theme/emotionCache';
import { shellTheme } from '@/theme/shellTheme';

/** A page may render bare, without header and footer (the editor). */
export type SitePage = AppProps['Component'] & { bare?: boolean };

/** The browser's cache; on the server, the document gives its own through the props. */
const browserEmotionCache = createSiteEmotionCache();

export default function App(props: AppProps<SitePageProps> & { emotionCache?: EmotionCache }) {
  const { Component, pageProps, router } = props;
  const gclid = typeof router.query.gclid === 'string' ? router.query.gclid : undefined;
  const bare = (Component as SitePage).bare === true;
  // Kept for the visit as the privacy choice allows, so an enquiry sent from another page still
  // carries the ad click and the campaign. The boot script (lib/browser/boot.js) has kept them at
  // first paint already; this second line covers what it does not see: `next dev`, which keeps
  // Next's own script tags, and a client-side navigation to an address with them.
  const query = router.asPath.includes('?') ? router.asPath.slice(router.asPath.indexOf('?') + 1) : '';
  useEffect(() => rememberVisit(visitOfAddress(new URLSearchParams(query.split('#')[0]))), [query]);
  // Runs after the first hydration: blocks mounted from now on render in the browser (once the
  // page's hydration regions have hydrated too, or a navigation starts).
  useEffect(markHydrated, []);
  useEffect(() => {
    router.events.on('routeChangeStart', markNavigating);
    return () => router.events.off('routeChangeStart', markNavigating);
  }, [router.events]);
  // Each page the app shows without loading it is a view too (the boot script counted the first).
  useEffect(() => {
    const counted = (address: string) => countPageView(address);
    router.events.on('routeChangeComplete', counted);
    return () => router.events.off('routeChangeComplete', counted);
  }, [router.events]);
  // The exported HTML has the page's lang; a client-side move to the other language changes it.
  const locale = 'locale' in pageProps && isLocale(pageProps.locale) ? pageProps.locale : DEFAULT_LOCALE;
  useEffect(() => {
    document.documentElement.lang = LOCALE_INFO[locale].lang;
  }, [locale]);
  return (
    <AppCacheProvider emotionCache={props.emotionCache ?? browserEmotionCache}>
      <Head>
        <meta name="viewport" content="initial-scale=1, width=device-width" />
      </Head>
      <ThemeProvider theme={shellTheme}>
        <SiteBaseline />
        <PageWrapper page={bare || !('pageName' in pageProps) ? undefined : pageProps}>
          <Component {...pageProps} gclid={gclid} />
        </PageWrapper>
      </ThemeProvider>
    </AppCacheProvider>
  );
}
