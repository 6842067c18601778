import { useEffect, useEffectEvent, useState } from 'react';
import { fetchComponentData } from '@/lib/browser/fetchComponentData';
import type { SelectedComponent } from '@/lib/model/content/selection';

export interface ComponentDataOptions {
  /** Data rendered at build time; when given, nothing is fetched. */
  initialData?: unknown;
  /** Whether the component is active on the page, reported with a failed response. */
  isActive?: boolean;
  /** The component-state callback, called on a non-OK response (spec section 4). */
  onComponentState?: (component: SelectedComponent, isActive: boolean) => void;
}

export interface ComponentDataState {
  data: unknown;
  /** Starts true when data must be fetched and always ends false. */
  loading: boolean;
  /** Set on a non-OK response or an exception. */
  fetchError: boolean;
}

/** Loads one component's data. Mount it once per component (key it by the component). */
export function useComponentData(
  component: SelectedComponent,
  pageName: string,
  { initialData, isActive = true, onComponentState }: ComponentDataOptions = {},
): ComponentDataState {
  const hasInitial = initialData !== undefined;
  const [state, setState] = useState<ComponentDataState>({
    data: initialData,
    loading: !hasInitial,
    fetchError: false,
  });

  const reportFailure = useEffectEvent(() => onComponentState?.(component, isActive));

  useEffect(() => {
    if (hasInitial) return;
    let cancelled = false;
    fetchComponentData(component, pageName).then((result) => {
      if (cancelled) return;
      if (!result.ok && result.status !== undefined) reportFailure();
      setState(
        result.ok
          ? { data: result.data, loading: false, fetchError: false }
          : { data: undefined, loading: false, fetchError: true },
      );
    });
    return () => {
      cancelled = true;
    };
    // The component is identified by its category and name; the hook is keyed by them.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [component.category, component.name, pageName, hasInitial]);

  // Given data is used as it is on every render, so a new value (the editor's preview) shows at once.
  return hasInitial ? { data: initialData, loading: false, fetchError: false } : state;
}
