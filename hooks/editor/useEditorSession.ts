import { useCallback, useEffect, useMemo, useReducer, useState } from 'react';
import { toast } from '@/lib/browser/toast';
import { useEditorLanguage } from '@/hooks/editor/useEditorLanguage';
import { findDefinition } from '@/lib/model/content/catalog';
import { buildPageState, reorderScope, scopeList, type PageScope } from '@/lib/model/content/pageState';
import { componentKey, type SelectedComponent } from '@/lib/model/content/selection';
import { ApiError, editorApi, type PageStateAnswer } from '@/lib/editor/client/apiClient';
import {
  dirtyKeys as dirtyKeysOf,
  editorReducer,
  hasUnsavedList,
  startEditor,
  valueOf as valueIn,
  type EditorAction,
} from '@/lib/editor/client/editorStore';
import { isLayoutTarget } from '@/lib/editor/client/editorTargets';
import type { FieldPath } from '@/lib/editor/client/schemaForm';
import { SESSION_WORDS } from '@/lib/editor/client/words/session';
import { sectionLabel } from '@/lib/model/content/siteChangesText';
import type { Locale } from '@/lib/model/i18n/locales';

interface Options {
  target: string;
  pageName: string;
  /** The page state as the editor loaded it. */
  initial: PageStateAnswer;
  /** The component selected when the session opens (picked in the preview of another page). */
  initialSelectedKey?: string;
}

/** A component's name in the editor's language (its catalogue label in English). */
const label = (component: SelectedComponent, uiLocale: Locale) => {
  const english = findDefinition(component)?.label ?? `${component.category}/${component.name}`;
  return sectionLabel({ category: component.category, name: component.name, label: english }, uiLocale);
};

function describeFailure(error: unknown, uiLocale: Locale): string {
  const w = SESSION_WORDS[uiLocale];
  if (error instanceof ApiError && error.status === 412) return w.changedElsewhere;
  return w.notSaved(error instanceof Error ? error.message : String(error));
}

/**
 * One editing session of a page (or of the layout), around the editor's one store
 * (lib/editor/client/editorStore.ts): the page state and its history, the drafts, the saved data
 * and the version. Structure changes (turning a component on or off, reordering, undoing either)
 * are saved at once; data edits are drafts until "Save", and are validated against the
 * component's schema. The page state reaches SelectedComponentsProvider as its `selectedComponents`,
 * whose drag-end saves through `saveOrder`.
 */
export function useEditorSession({ target, pageName, initial, initialSelectedKey }: Options) {
  const uiLocale = useEditorLanguage();
  const w = SESSION_WORDS[uiLocale];
  const [state, dispatch] = useReducer(editorReducer, undefined, () =>
    startEditor(buildPageState(initial.components, initial.layout), initial.version, initialSelectedKey),
  );
  const [busy, setBusy] = useState(false);
  const scope: PageScope = isLayoutTarget(target) ? 'layout' : 'page';
  const all = state.present.list;
  const visible = useMemo(() => scopeList(all, scope), [all, scope]);

  const loadData = useCallback(
    async (component: SelectedComponent) => {
      const answer = await editorApi.componentData(pageName, component);
      dispatch({ type: 'dataLoaded', key: componentKey(component), saved: answer });
    },
    [pageName],
  );

  useEffect(() => {
    const missing = all.filter((component) => state.saved[componentKey(component)] === undefined);
    missing.forEach((component) =>
      loadData(component).catch((error: unknown) =>
        toast.error(w.loadFailed(label(component, uiLocale), String(error))),
      ),
    );
    // Load what is missing whenever the list changes (not when the language does).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [all, loadData]);

  /** POST /api/saveState with the version the store holds; the answer becomes the saved state. */
  const saveList = useCallback(
    async (list: SelectedComponent[], message: string) => {
      setBusy(true);
      try {
        const answer = await editorApi.saveState(pageName, list, state.version);
        dispatch({
          type: 'stateSaved',
          list: buildPageState(answer.components, answer.layout),
          version: answer.version,
        });
        toast.success(message);
      } catch (error) {
        toast.error(describeFailure(error, uiLocale));
      } finally {
        setBusy(false);
      }
    },
    [pageName, state.version, uiLocale],
  );

  /** The provider's drag-end saver: the new order is a step of the history, then saved. */
  const saveOrder = useCallback(
    async (list: SelectedComponent[]) => {
      dispatch({ type: 'replaceList', list });
      await saveList(list, w.orderSaved);
    },
    [saveList, w],
  );

  /** The new page state when the visible list's item at `from` moves to `to`. */
  const reordered = useCallback(
    (from: number, to: number) => reorderScope(all, scope, from, to),
    [all, scope],
  );

  const toggle = useCallback(
    async (component: SelectedComponent, isActive: boolean) => {
      setBusy(true);
      try {
        const answer = await editorApi.saveComponentState(pageName, component, isActive, state.version);
        dispatch({ type: 'toggle', component, isActive });
        dispatch({
          type: 'stateSaved',
          list: buildPageState(answer.components, answer.layout),
          version: answer.version,
        });
        if (isActive) {
          await loadData(component);
          dispatch({ type: 'select', key: componentKey(component) });
        }
        const name = label(component, uiLocale);
        toast.success(isActive ? w.added(name) : w.removed(name));
      } catch (error) {
        toast.error(describeFailure(error, uiLocale));
      } finally {
        setBusy(false);
      }
    },
    [pageName, state.version, loadData, uiLocale, w],
  );

  const editField = useCallback(
    (component: SelectedComponent, path: FieldPath, value: unknown) =>
      dispatch({ type: 'editField', component, path, value }),
    [],
  );

  const travel = useCallback(
    async (action: EditorAction & { type: 'undo' | 'redo' }) => {
      const next = editorReducer(state, action);
      if (next === state) return;
      dispatch(action);
      if (hasUnsavedList(next)) {
        await saveList(next.present.list, action.type === 'undo' ? w.undone : w.redone);
      }
    },
    [state, saveList, w],
  );

  const drafts = state.present.drafts;
  const dirtyKeys = useMemo(() => dirtyKeysOf(state), [state]);

  const save = useCallback(async () => {
    const componentOf = (key: string) => all.find((entry) => componentKey(entry) === key);
    const invalid = dirtyKeys.filter((key) => {
      const component = componentOf(key);
      const definition = component && findDefinition(component);
      return !definition || !definition.schema.safeParse(drafts[key]).success;
    });
    if (invalid.length > 0) {
      toast.error(w.fixFirst);
      return;
    }
    setBusy(true);
    let done = 0;
    try {
      for (const key of dirtyKeys) {
        const component = componentOf(key);
        if (!component) continue;
        const answer = await editorApi.saveComponentData(
          pageName,
          component,
          drafts[key],
          state.saved[key]?.version ?? 'absent',
        );
        dispatch({ type: 'dataSaved', key, saved: answer });
        done += 1;
      }
      toast.success(done === 1 ? w.saved : w.saveCount(done));
    } catch (error) {
      toast.error(describeFailure(error, uiLocale));
    } finally {
      setBusy(false);
    }
  }, [all, dirtyKeys, drafts, pageName, state.saved, uiLocale, w]);

  return {
    all,
    visible,
    saved: state.saved,
    drafts,
    valueOf: (component: SelectedComponent) => valueIn(state, component),
    dirtyKeys,
    busy,
    selectedKey: state.selectedKey,
    select: (key: string | undefined) => dispatch({ type: 'select', key }),
    reordered,
    saveOrder,
    toggle,
    editField,
    save,
    undo: () => travel({ type: 'undo' }),
    redo: () => travel({ type: 'redo' }),
    canUndo: state.past.length > 0,
    canRedo: state.future.length > 0,
  };
}

export type EditorSession = ReturnType<typeof useEditorSession>;
