import {
  isSameSelection,
  reorderScope,
  toggleInPageState,
  type PageScope,
} from '@/lib/model/content/pageState';
import { componentKey, type SelectedComponent } from '@/lib/model/content/selection';
import { setAtPath, pathKey, type FieldPath } from './schemaForm';

/**
 * The editor's one store of an editing session (a page, or a language's header and footer): the
 * page state with its history for undo and redo, the data drafts, what the server holds, and the
 * version it gave. A reducer over the model's page-state operations; the session hook performs the
 * saves and reports their answers back as actions.
 */

/** One step of the history: the page state and the data drafts, by component key. */
export interface EditorDocument {
  list: SelectedComponent[];
  drafts: Record<string, unknown>;
}

/** A component's data as the server holds it, with the version to send with the next save. */
export interface SavedData {
  data: unknown;
  version: string;
}

export interface EditorState {
  past: EditorDocument[];
  present: EditorDocument;
  future: EditorDocument[];
  /** The field whose typing the present step gathers, if any. */
  mergeKey?: string;
  /** The page state as last saved, and its version for If-Match. */
  savedList: SelectedComponent[];
  version: string;
  /** The components' data as the server holds it. */
  saved: Record<string, SavedData>;
  /** The component whose form is open. */
  selectedKey?: string;
}

export type EditorAction =
  /** A new order of one scope's list (the page's, or the layout's). */
  | { type: 'reorder'; scope: PageScope; from: number; to: number }
  /** A whole new page state (the provider's drag-end). */
  | { type: 'replaceList'; list: SelectedComponent[] }
  /** A component turned on or off; the server's answer follows as `stateSaved`. */
  | { type: 'toggle'; component: SelectedComponent; isActive: boolean }
  | { type: 'editField'; component: SelectedComponent; path: FieldPath; value: unknown }
  | { type: 'undo' }
  | { type: 'redo' }
  /** The server saved a page state: it becomes the saved list and the present one. */
  | { type: 'stateSaved'; list: SelectedComponent[]; version: string }
  /** A component's data, loaded or just saved (its draft then goes). */
  | { type: 'dataLoaded'; key: string; saved: SavedData }
  | { type: 'dataSaved'; key: string; saved: SavedData }
  | { type: 'select'; key: string | undefined };

/** How many steps undo keeps. */
export const HISTORY_LIMIT = 100;

export function startEditor(list: SelectedComponent[], version: string, selectedKey?: string): EditorState {
  return {
    past: [],
    present: { list, drafts: {} },
    future: [],
    savedList: list,
    version,
    saved: {},
    selectedKey,
  };
}

/** A new step; an edit of the same field as the last step replaces it instead. */
function record(state: EditorState, present: EditorDocument, mergeKey?: string): EditorState {
  if (mergeKey !== undefined && mergeKey === state.mergeKey) return { ...state, present, future: [] };
  return {
    ...state,
    past: [...state.past, state.present].slice(-HISTORY_LIMIT),
    present,
    future: [],
    mergeKey,
  };
}

function recordList(state: EditorState, list: SelectedComponent[]): EditorState {
  if (isSameSelection(list, state.present.list)) return state;
  return record(state, { ...state.present, list });
}

/** A component's value as the form shows it: its draft, or the saved data. */
export function valueOf(state: EditorState, component: SelectedComponent): unknown {
  const key = componentKey(component);
  return key in state.present.drafts ? state.present.drafts[key] : state.saved[key]?.data;
}

/** The keys of the drafts that differ from the saved data. */
export function dirtyKeys(state: EditorState): string[] {
  const { drafts } = state.present;
  return Object.keys(drafts).filter(
    (key) => JSON.stringify(drafts[key]) !== JSON.stringify(state.saved[key]?.data),
  );
}

/** Whether the present page state still has to be saved (after undo or redo, say). */
export function hasUnsavedList(state: EditorState): boolean {
  return !isSameSelection(state.present.list, state.savedList);
}

export function editorReducer(state: EditorState, action: EditorAction): EditorState {
  switch (action.type) {
    case 'reorder':
      return recordList(state, reorderScope(state.present.list, action.scope, action.from, action.to));
    case 'replaceList':
      return recordList(state, action.list);
    case 'toggle':
      return recordList(state, toggleInPageState(state.present.list, action.component, action.isActive));
    case 'editField': {
      const key = componentKey(action.component);
      const next = setAtPath(valueOf(state, action.component), action.path, action.value);
      return record(
        state,
        { ...state.present, drafts: { ...state.present.drafts, [key]: next } },
        `${key}:${pathKey(action.path)}`,
      );
    }
    case 'undo': {
      const previous = state.past.at(-1);
      if (!previous) return state;
      return {
        ...state,
        past: state.past.slice(0, -1),
        present: previous,
        future: [state.present, ...state.future],
        mergeKey: undefined,
      };
    }
    case 'redo': {
      const [next, ...future] = state.future;
      if (!next) return state;
      return { ...state, past: [...state.past, state.present], present: next, future, mergeKey: undefined };
    }
    case 'stateSaved':
      // The server's list replaces the present one without a new step: it is the step just taken.
      return {
        ...state,
        savedList: action.list,
        version: action.version,
        present: { ...state.present, list: action.list },
      };
    case 'dataLoaded':
      return { ...state, saved: { ...state.saved, [action.key]: action.saved } };
    case 'dataSaved': {
      const drafts = Object.fromEntries(
        Object.entries(state.present.drafts).filter(([key]) => key !== action.key),
      );
      return {
        ...state,
        saved: { ...state.saved, [action.key]: action.saved },
        present: { ...state.present, drafts },
      };
    }
    case 'select':
      return { ...state, selectedKey: action.key };
  }
}
