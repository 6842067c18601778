import { useCallback, useEffect, useMemo, useState } from 'react';
import { toast } from '@/lib/browser/toast';
import { findDefinition } from '@/lib/model/content/catalog';
import { useSelectedComponents } from '@/context/SelectedComponentsContext';
import {
  componentKey,
  isLayoutCategory,
  isSameSelection,
  type SelectedComponent,
} from '@/lib/model/content/selection';
import { ApiError, editorApi } from '@/lib/editor/client/apiClient';
import { amend, record, redo, startHistory, undo, type History } from '@/lib/editor/client/history';
import { isLayoutTarget } from '@/lib/editor/client/editorTargets';
import { moveItem, pathKey, setAtPath, type FieldPath } from '@/lib/editor/client/schemaForm';

export interface SavedData {
  data: unknown;
  version: string;
}

interface Options {
  target: string;
  pageName: string;
  /** The page state's version, shared with the provider's saver. */
  versionRef: { current: string };
  /** The component selected when the session opens (picked in the preview of another page). */
  initialSelectedKey?: string;
}

const label = (component: SelectedComponent) =>
  findDefinition(component)?.label ?? `${component.category}/${component.name}`;

function describeFailure(error: unknown): string {
  if (error instanceof ApiError && error.status === 412) {
    return 'Not saved: this page was changed in another tab or window. Reload the editor to get the latest version; your changes are still here.';
  }
  return `Not saved: ${error instanceof Error ? error.message : String(error)}. Your changes are still here.`;
}

/**
 * One editing session of a page (or of the layout): the list (through SelectedComponentsProvider,
 * which saves a new order), the components' saved data and drafts, undo/redo, and saving.
 * Structure changes (turning a component on or off, reordering, undoing either) are saved at
 * once; data edits are drafts until "Save", and are validated against the component's schema.
 */
export function useEditorSession({ target, pageName, versionRef, initialSelectedKey }: Options) {
  const { selectedComponents, handleDragEnd, replaceSelection } = useSelectedComponents();
  const [saved, setSaved] = useState<Record<string, SavedData>>({});
  const [history, setHistory] = useState<History>(() =>
    startHistory({ list: selectedComponents, drafts: {} }),
  );
  const [selectedKey, setSelectedKey] = useState<string | undefined>(initialSelectedKey);
  const [busy, setBusy] = useState(false);

  const isLayout = isLayoutTarget(target);
  const visible = useMemo(
    () => selectedComponents.filter((component) => isLayoutCategory(component.category) === isLayout),
    [selectedComponents, isLayout],
  );

  const loadData = useCallback(
    async (component: SelectedComponent) => {
      const answer = await editorApi.componentData(pageName, component);
      setSaved((previous) => ({ ...previous, [componentKey(component)]: answer }));
    },
    [pageName],
  );

  useEffect(() => {
    const missing = selectedComponents.filter((component) => saved[componentKey(component)] === undefined);
    missing.forEach((component) =>
      loadData(component).catch((error: unknown) =>
        toast.error(`Could not load ${label(component)}: ${String(error)}`),
      ),
    );
    // Load what is missing whenever the list changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [selectedComponents, loadData]);

  const drafts = history.present.drafts;
  const valueOf = useCallback(
    (component: SelectedComponent) => {
      const key = componentKey(component);
      return key in drafts ? drafts[key] : saved[key]?.data;
    },
    [drafts, saved],
  );

  const dirtyKeys = useMemo(
    () =>
      Object.keys(drafts).filter((key) => JSON.stringify(drafts[key]) !== JSON.stringify(saved[key]?.data)),
    [drafts, saved],
  );

  /** Saves a list through the provider (the spec's drag-end rule) and records it. */
  const applyList = useCallback(
    async (list: SelectedComponent[], message: string) => {
      setBusy(true);
      try {
        const changed = await handleDragEnd(list);
        if (changed) toast.success(message);
      } catch (error) {
        toast.error(describeFailure(error));
      } finally {
        setBusy(false);
      }
    },
    [handleDragEnd],
  );

  const withOthers = useCallback(
    (ordered: SelectedComponent[]) => {
      const others = selectedComponents.filter(
        (component) => isLayoutCategory(component.category) !== isLayout,
      );
      return isLayout ? [...others, ...ordered] : [...ordered, ...others];
    },
    [selectedComponents, isLayout],
  );

  const reorder = useCallback(
    async (from: number, to: number) => {
      if (from === to) return;
      const list = withOthers(moveItem(visible, from, to));
      setHistory((previous) => record(previous, { ...previous.present, list }));
      await applyList(list, 'New order saved');
    },
    [visible, withOthers, applyList],
  );

  const toggle = useCallback(
    async (component: SelectedComponent, isActive: boolean) => {
      setBusy(true);
      try {
        const answer = await editorApi.saveComponentState(pageName, component, isActive, versionRef.current);
        versionRef.current = answer.version;
        const list = [...answer.components, ...answer.layout];
        replaceSelection(list);
        setHistory((previous) => record(previous, { ...previous.present, list }));
        if (isActive) {
          await loadData(component);
          setSelectedKey(componentKey(component));
        }
        toast.success(`${label(component)} ${isActive ? 'added to' : 'removed from'} the page`);
      } catch (error) {
        toast.error(describeFailure(error));
      } finally {
        setBusy(false);
      }
    },
    [pageName, versionRef, replaceSelection, loadData],
  );

  const editField = useCallback(
    (component: SelectedComponent, path: FieldPath, value: unknown) => {
      const key = componentKey(component);
      setHistory((previous) => {
        const current = key in previous.present.drafts ? previous.present.drafts[key] : saved[key]?.data;
        const next = { ...previous.present.drafts, [key]: setAtPath(current, path, value) };
        return record(previous, { ...previous.present, drafts: next }, `${key}:${pathKey(path)}`);
      });
    },
    [saved],
  );

  const travel = useCallback(
    async (direction: 'undo' | 'redo') => {
      const moved = direction === 'undo' ? undo(history) : redo(history);
      if (moved === history) return;
      setHistory(moved);
      if (!isSameSelection(moved.present.list, selectedComponents)) {
        await applyList(moved.present.list, direction === 'undo' ? 'Undone and saved' : 'Redone and saved');
      }
    },
    [history, selectedComponents, applyList],
  );

  const save = useCallback(async () => {
    const invalid = dirtyKeys.filter((key) => {
      const component = selectedComponents.find((entry) => componentKey(entry) === key);
      const definition = component && findDefinition(component);
      return !definition || !definition.schema.safeParse(drafts[key]).success;
    });
    if (invalid.length > 0) {
      toast.error('Not saved: correct the fields marked in red first.');
      return;
    }
    setBusy(true);
    const done: string[] = [];
    try {
      for (const key of dirtyKeys) {
        const component = selectedComponents.find((entry) => componentKey(entry) === key);
        if (!component) continue;
        const answer = await editorApi.saveComponentData(
          pageName,
          component,
          drafts[key],
          saved[key]?.version ?? 'absent',
        );
        setSaved((previous) => ({ ...previous, [key]: answer }));
        done.push(key);
      }
      toast.success(done.length === 1 ? 'Changes saved' : `${done.length} components saved`);
    } catch (error) {
      toast.error(describeFailure(error));
    } finally {
      if (done.length > 0) {
        setHistory((previous) => {
          const rest = Object.fromEntries(
            Object.entries(previous.present.drafts).filter(([key]) => !done.includes(key)),
          );
          return amend(previous, { ...previous.present, drafts: rest });
        });
      }
      setBusy(false);
    }
  }, [dirtyKeys, drafts, pageName, saved, selectedComponents]);

  return {
    all: selectedComponents,
    visible,
    saved,
    drafts,
    valueOf,
    dirtyKeys,
    busy,
    selectedKey,
    select: setSelectedKey,
    reorder,
    toggle,
    editField,
    save,
    undo: () => travel('undo'),
    redo: () => travel('redo'),
    canUndo: history.past.length > 0,
    canRedo: history.future.length > 0,
  };
}

export type EditorSession = ReturnType<typeof useEditorSession>;
