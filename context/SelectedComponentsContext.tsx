import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { PROVIDER_MISSING_ERROR, SELECTED_COMPONENTS_LOAD_ERROR } from '@/lib/browser/messages';
import {
  buildPageState,
  isComponentActive,
  isLayoutCategory,
  isSameSelection,
  LAYOUT_URL,
  selectedComponentsUrl,
  type SelectedComponent,
} from '@/lib/model/content/selection';

export interface SelectedComponentsValue {
  pageName: string;
  /** The page's components followed by the layout list (spec section 4). */
  selectedComponents: SelectedComponent[];
  /** True while the page's lists are fetched in the browser. */
  loading: boolean;
  isActive: (component: SelectedComponent) => boolean;
  /** Replaces the order and saves it; false (and nothing saved) when the order did not change. */
  handleDragEnd: (next: SelectedComponent[]) => Promise<boolean>;
  /** Takes a list the server already saved (after a component was turned on or off). */
  replaceSelection: (next: SelectedComponent[]) => void;
  /** Components whose data could not be loaded, with whether they were active then. */
  unavailable: ReadonlyMap<string, boolean>;
  handleComponentState: (component: SelectedComponent, isActive: boolean) => void;
}

const SelectedComponentsContext = createContext<SelectedComponentsValue | null>(null);

interface ProviderProps {
  pageName: string;
  /** Lists rendered at build time; without them the provider fetches them (the editor's case). */
  initialComponents?: SelectedComponent[];
  initialLayout?: SelectedComponent[];
  /**
   * Saves a new order (the editor posts it to /api/saveState). The visitor's site passes none:
   * nothing in the production bundle writes.
   */
  onSave?: (selectedComponents: SelectedComponent[], pageName: string) => Promise<void>;
  children: ReactNode;
}

async function fetchList(url: string, field: 'components' | 'layout'): Promise<SelectedComponent[]> {
  const response = await fetch(url);
  if (!response.ok) {
    console.error(SELECTED_COMPONENTS_LOAD_ERROR, url, response.status);
    return [];
  }
  const json = (await response.json()) as Record<string, unknown>;
  const list = json[field];
  return Array.isArray(list) ? (list as SelectedComponent[]) : [];
}

export function SelectedComponentsProvider({
  pageName,
  initialComponents,
  initialLayout,
  onSave,
  children,
}: ProviderProps) {
  const hasInitial = initialComponents !== undefined && initialLayout !== undefined;
  const [selectedComponents, setSelectedComponents] = useState<SelectedComponent[]>(() =>
    hasInitial ? buildPageState(initialComponents, initialLayout) : [],
  );
  const [loading, setLoading] = useState(!hasInitial);
  const [unavailable, setUnavailable] = useState<ReadonlyMap<string, boolean>>(() => new Map());

  // Lists given at build time are the state; only without them does the browser fetch them.
  // The provider is keyed by page, so a new page starts from its own initial lists.
  useEffect(() => {
    if (hasInitial) return;
    let cancelled = false;
    Promise.all([fetchList(selectedComponentsUrl(pageName), 'components'), fetchList(LAYOUT_URL, 'layout')])
      .then(([components, layout]) => {
        if (!cancelled) setSelectedComponents(buildPageState(components, layout));
      })
      .catch((error: unknown) => {
        if (!cancelled) console.error(SELECTED_COMPONENTS_LOAD_ERROR, error);
      })
      .finally(() => {
        if (!cancelled) setLoading(false);
      });
    return () => {
      cancelled = true;
    };
  }, [pageName, hasInitial]);

  const isActive = useCallback(
    (component: SelectedComponent) => isComponentActive(selectedComponents, component),
    [selectedComponents],
  );

  const handleDragEnd = useCallback(
    async (next: SelectedComponent[]) => {
      if (isSameSelection(next, selectedComponents)) return false;
      setSelectedComponents(next);
      await onSave?.(next, pageName);
      return true;
    },
    [selectedComponents, pageName, onSave],
  );

  const handleComponentState = useCallback((component: SelectedComponent, active: boolean) => {
    setUnavailable((previous) => new Map(previous).set(`${component.category}/${component.name}`, active));
  }, []);

  const value = useMemo<SelectedComponentsValue>(
    () => ({
      pageName,
      selectedComponents,
      loading,
      isActive,
      handleDragEnd,
      replaceSelection: setSelectedComponents,
      unavailable,
      handleComponentState,
    }),
    [pageName, selectedComponents, loading, isActive, handleDragEnd, unavailable, handleComponentState],
  );

  return <SelectedComponentsContext.Provider value={value}>{children}</SelectedComponentsContext.Provider>;
}

export function useSelectedComponents(): SelectedComponentsValue {
  const value = useContext(SelectedComponentsContext);
  if (!value) throw new Error(PROVIDER_MISSING_ERROR);
  return value;
}

/** The page's own components (without the layout), in order. */
export function usePageComponents(): SelectedComponent[] {
  const { selectedComponents } = useSelectedComponents();
  return useMemo(
    () => selectedComponents.filter((component) => !isLayoutCategory(component.category)),
    [selectedComponents],
  );
}

export function useLayoutComponents(): SelectedComponent[] {
  const { selectedComponents } = useSelectedComponents();
  return useMemo(
    () => selectedComponents.filter((component) => isLayoutCategory(component.category)),
    [selectedComponents],
  );
}
