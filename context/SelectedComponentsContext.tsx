import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { PROVIDER_MISSING_ERROR, SELECTED_COMPONENTS_LOAD_ERROR } from '@/lib/browser/messages';
import { buildPageState, isComponentActive, isSameSelection } from '@/lib/model/content/pageState';
import {
  isLayoutCategory,
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
  /** Components whose data could not be loaded, with whether they were active then. */
  unavailable: ReadonlyMap<string, boolean>;
  handleComponentState: (component: SelectedComponent, isActive: boolean) => void;
}

const SelectedComponentsContext = createContext<SelectedComponentsValue | null>(null);

interface ProviderProps {
  pageName: string;
  /** Lists rendered at build time; without them the provider fetches them. */
  initialComponents?: SelectedComponent[];
  initialLayout?: SelectedComponent[];
  /**
   * The page state when its owner holds it (the editor's store): the provider then shows this list
   * and leaves replacing it to `onSave`, so that there is one copy of the list.
   */
  selectedComponents?: SelectedComponent[];
  /**
   * Saves a new order (the editor's store records it and posts it to /api/saveState). The
   * visitor's site passes none: nothing in the production bundle writes.
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
  selectedComponents: ownersList,
  onSave,
  children,
}: ProviderProps) {
  const controlled = ownersList !== undefined;
  const hasInitial = controlled || (initialComponents !== undefined && initialLayout !== undefined);
  const [ownList, setOwnList] = useState<SelectedComponent[]>(() =>
    initialComponents && initialLayout ? buildPageState(initialComponents, initialLayout) : [],
  );
  const selectedComponents = ownersList ?? ownList;
  const [loading, setLoading] = useState(!hasInitial);
  const [unavailable, setUnavailable] = useState<ReadonlyMap<string, boolean>>(() => new Map());

  // Lists given at build time are the state; only without them does the browser fetch them.
  // The provider is keyed by page, so a new page starts from its own initial lists.
  useEffect(() => {
    if (hasInitial) return;
    let cancelled = false;
    Promise.all([fetchList(selectedComponentsUrl(pageName), 'components'), fetchList(LAYOUT_URL, 'layout')])
      .then(([components, layout]) => {
        if (!cancelled) setOwnList(buildPageState(components, layout));
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
      if (!controlled) setOwnList(next);
      await onSave?.(next, pageName);
      return true;
    },
    [selectedComponents, controlled, pageName, onSave],
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
