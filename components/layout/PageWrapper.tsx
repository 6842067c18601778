import dynamic from 'next/dynamic';
import type { ReactNode } from 'react';
import { SelectedComponentsProvider } from '@/context/SelectedComponentsContext';
import { useRouteChangeLoading } from '@/hooks/useRouteChangeLoading';
import type { SitePageProps } from '@/lib/content/pageProps';
import { pickSocialImage } from '@/lib/site/social';
import { RouteChangeOverlay } from './RouteChangeOverlay';
import { SiteHead } from './SiteHead';
import { SiteLayout } from './SiteLayout';

// Toasts only follow an action, so their container is not part of the first render.
const Toasts = dynamic(() => import('@/components/feedback/Toasts'), { ssr: false });

interface PageWrapperProps {
  /** Props of a site page; absent for a page that renders bare (the editor). */
  page: SitePageProps | undefined;
  children: ReactNode;
}

/** Head tags, the header/main/footer layout (unless the page opts out), overlay and toasts. */
export function PageWrapper({ page, children }: PageWrapperProps) {
  const routeChanging = useRouteChangeLoading();
  return (
    <>
      {page ? (
        <>
          <SiteHead meta={page.meta} path={page.path} socialImage={pickSocialImage(page)} />
          <SelectedComponentsProvider
            key={page.pageName}
            pageName={page.pageName}
            initialComponents={page.components}
            initialLayout={page.layout}
          >
            <SiteLayout data={page.data}>{children}</SiteLayout>
          </SelectedComponentsProvider>
        </>
      ) : (
        children
      )}
      {routeChanging && <RouteChangeOverlay />}
      <Toasts />
    </>
  );
}
