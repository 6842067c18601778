import { useEffect, useState } from 'react';
import { fetchComponentData } from '@/lib/browser/fetchComponentData';
import { componentKey, type SelectedComponent } from '@/lib/model/content/selection';

export interface LayoutDataState {
  /** True until every layout component has loaded or failed. */
  loading: boolean;
  /** Data of the components that loaded, by `componentKey`; a failed one is absent. */
  data: Record<string, unknown>;
}

/**
 * Data of the layout components (header and footer). Build-time data is used as it is; whatever
 * is missing is fetched, and the layout waits for all of it (spec: loading until both loaded).
 */
export function useLayoutData(
  layout: readonly SelectedComponent[],
  pageName: string,
  initialData: Record<string, unknown>,
): LayoutDataState {
  const missing = layout.filter((component) => initialData[componentKey(component)] === undefined);
  const missingKey = missing.map(componentKey).join(',');
  const [fetched, setFetched] = useState<{ key: string; data: Record<string, unknown> } | null>(null);

  useEffect(() => {
    if (missing.length === 0) return;
    let cancelled = false;
    Promise.all(missing.map((component) => fetchComponentData(component, pageName))).then((results) => {
      if (cancelled) return;
      const data: Record<string, unknown> = {};
      results.forEach((result, index) => {
        if (result.ok) data[componentKey(missing[index]!)] = result.data;
      });
      setFetched({ key: missingKey, data });
    });
    return () => {
      cancelled = true;
    };
    // `missingKey` names exactly the components in `missing`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [missingKey, pageName]);

  const done = missing.length === 0 || fetched?.key === missingKey;
  return { loading: !done, data: { ...initialData, ...(done ? fetched?.data : undefined) } };
}
