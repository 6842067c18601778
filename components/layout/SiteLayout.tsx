import Box from '@mui/system/Box';
import type { ReactNode } from 'react';
import { PageLoading } from '@/components/feedback/PageLoading';
import { SectionErrorBoundary } from '@/components/registry/SectionErrorBoundary';
import { renderView } from '@/components/registry/views';
import { useLayoutComponents, useSelectedComponents } from '@/context/SelectedComponentsContext';
import { useLayoutData } from '@/hooks/useLayoutData';
import { useMessages } from '@/hooks/useMessages';
import { useTypesetData } from '@/hooks/useTypesetData';
import { componentKey, type SelectedComponent } from '@/lib/model/content/selection';
import { COLORS, HEADER_HEIGHT } from '@/theme/constants';
import { down } from '@/theme/media';
import { HydrationRegion } from './HydrationRegion';
import { SkipLink } from './SkipLink';
import { PrivacyChoices } from './PrivacyChoices';
import { useLocale } from '@/context/LocaleContext';

export const MAIN_ID = 'main-content';

interface SiteLayoutProps {
  /** Build-time data of the layout components, by `componentKey`. */
  data: Record<string, unknown>;
  children: ReactNode;
  /** The site's pages ask the visitor's privacy choice; the editor's preview does not. */
  askPrivacy?: boolean;
}

/**
 * Header, main area and footer, each hydrating on its own (HydrationRegion). The header and footer
 * come from the layout list; until both have their data the layout shows a loading indicator, and
 * one whose data failed is left out.
 */
export function SiteLayout({ data, children, askPrivacy = false }: SiteLayoutProps) {
  const locale = useLocale();
  const { pageName, loading: pageLoading } = useSelectedComponents();
  const layout = useLayoutComponents();
  const { loading, data: loadedData } = useLayoutData(layout, pageName, data);
  const layoutData = useTypesetData(loadedData);
  const messages = useMessages();

  if (loading) return <PageLoading label={messages.loading.page} />;

  const renderBlock = (component: SelectedComponent) => {
    const blockData = layoutData[componentKey(component)];
    if (blockData === undefined) return null;
    return (
      <HydrationRegion key={componentKey(component)}>
        <SectionErrorBoundary label={`${component.category}/${component.name}`}>
          {renderView(component, blockData)}
        </SectionErrorBoundary>
      </HydrationRegion>
    );
  };
  const headers = layout.filter((component) => component.category === 'Headers');
  const others = layout.filter((component) => component.category !== 'Headers');
  const hasHeader = headers.some((component) => layoutData[componentKey(component)] !== undefined);

  return (
    <>
      <SkipLink targetId={MAIN_ID} />
      {askPrivacy ? <PrivacyChoices locale={locale} /> : null}
      {headers.map(renderBlock)}
      <Box
        component="main"
        id={MAIN_ID}
        tabIndex={-1}
        sx={{
          outline: 'none',
          color: COLORS.textSecondary,
          // Room for the fixed header; a hero that opens the page runs up under it.
          pt: hasHeader ? `${HEADER_HEIGHT.full}px` : 0,
          [down('xs')]: { pt: hasHeader ? `${HEADER_HEIGHT.compact}px` : 0 },
        }}
      >
        {pageLoading ? (
          <PageLoading label={messages.loading.pageContent} />
        ) : (
          <HydrationRegion>{children}</HydrationRegion>
        )}
      </Box>
      {others.map(renderBlock)}
    </>
  );
}
