import { lazy, Suspense, useCallback, type ReactNode } from 'react';
import { SelectedComponentsProvider } from '@/context/SelectedComponentsContext';
import { LocaleProvider } from '@/context/LocaleContext';
import { SiteCatalogProvider } from '@/context/SiteCatalogContext';
import { PageMediaProvider } from '@/context/PageMediaContext';
import { useRouteChangeLoading } from '@/hooks/useRouteChangeLoading';
import { useToastContainerRequested } from '@/lib/browser/toastContainer';
import type { SitePageProps } from '@/lib/model/content/pageProps';
import { pickSocialImage } from '@/lib/model/site/social';
import { preloadSections } from '@/components/registry/views';
import { RouteChangeOverlay } from './RouteChangeOverlay';
import { SiteHead } from './SiteHead';
import { SiteLayout } from './SiteLayout';

// Toasts only follow an action, so their container is mounted when the first one is raised.

const Toasts = lazy(() => import('@/components/feedback/Toasts'));

interface PageWrapperProps {
  /** Props of a site page; absent for a page that renders bare (the editor). */
  page: SitePageProps | undefined;
  children: ReactNode;
}

/** Head tags, the header/main/footer layout (unless the page opts out), overlay and toasts. */
export function PageWrapper({ page, children }: PageWrapperProps) {
  // A route change fetches the sections' code with the next page's data.
  const sections = page?.sections;
  const preload = useCallback(() => {
    if (sections) void preloadSections(sections);
  }, [sections]);
  const routeChanging = useRouteChangeLoading(preload);
  // The editor asks for its container at once (EditorScreen); its preview, bare too, has none unless
  // a toast is raised in it.
  const toastsRequested = useToastContainerRequested();
  return (
    <>
      {page ? (
        <>
          <SiteHead
            meta={page.meta}
            path={page.path}
            socialImage={pickSocialImage(page)}
            locale={page.locale}
            alternates={page.alternates}
          />
          <LocaleProvider value={{ locale: page.locale, languageSwitch: page.languageSwitch }}>
            <SiteCatalogProvider value={page.catalog}>
              <PageMediaProvider value={page.media}>
                <SelectedComponentsProvider
                  key={page.pageName}
                  pageName={page.pageName}
                  initialComponents={page.components}
                  initialLayout={page.layout}
                >
                  <SiteLayout data={page.data} askPrivacy>
                    {children}
                  </SiteLayout>
                </SelectedComponentsProvider>
              </PageMediaProvider>
            </SiteCatalogProvider>
          </LocaleProvider>
        </>
      ) : (
        children
      )}
      {routeChanging && <RouteChangeOverlay />}
      {toastsRequested && (
        <Suspense fallback={null}>
          <Toasts />
        </Suspense>
      )}
    </>
  );
}
