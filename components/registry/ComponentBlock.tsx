import { PageLoading } from '@/components/feedback/PageLoading';
import { useSelectedComponents } from '@/context/SelectedComponentsContext';
import { useComponentData } from '@/hooks/useComponentData';
import { useTypesetData } from '@/hooks/useTypesetData';
import type { SelectedComponent } from '@/lib/model/content/selection';
import { SectionErrorBoundary } from './SectionErrorBoundary';
import { hasView, renderView } from './views';

interface ComponentBlockProps {
  component: SelectedComponent;
  /** Build-time data; without it the block fetches its data file. */
  initialData?: unknown;
}

/** One page section: its data (given or fetched), then its view. A block that fails is left out. */
export function ComponentBlock({ component, initialData }: ComponentBlockProps) {
  const { pageName, isActive, handleComponentState } = useSelectedComponents();
  const { data, loading, fetchError } = useComponentData(component, pageName, {
    initialData,
    isActive: isActive(component),
    onComponentState: handleComponentState,
  });
  const text = useTypesetData(data);
  if (!hasView(component) || fetchError) return null;
  if (loading) return <PageLoading label={`Loading ${component.category} ${component.name}`} />;
  return (
    <SectionErrorBoundary label={`${component.category}/${component.name}`}>
      {renderView(component, text)}
    </SectionErrorBoundary>
  );
}
