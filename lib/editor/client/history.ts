import type { SelectedComponent } from '@/lib/model/content/selection';

/**
 * The editing session as a history of documents, for undo and redo. A document is the page's
 * component list and the data drafts; consecutive edits of one field merge into one step.
 */
export interface EditorDocument {
  list: SelectedComponent[];
  drafts: Record<string, unknown>;
}

export interface History {
  past: EditorDocument[];
  present: EditorDocument;
  future: EditorDocument[];
  /** The field whose typing the present step gathers, if any. */
  mergeKey?: string;
}

const LIMIT = 100;

export function startHistory(present: EditorDocument): History {
  return { past: [], present, future: [] };
}

/** A new step; an edit of the same field as the last step replaces it instead. */
export function record(history: History, next: EditorDocument, mergeKey?: string): History {
  if (mergeKey !== undefined && mergeKey === history.mergeKey) {
    return { ...history, present: next, future: [] };
  }
  return { past: [...history.past, history.present].slice(-LIMIT), present: next, future: [], mergeKey };
}

export function undo(history: History): History {
  const previous = history.past.at(-1);
  if (!previous) return history;
  return { past: history.past.slice(0, -1), present: previous, future: [history.present, ...history.future] };
}

export function redo(history: History): History {
  const [next, ...future] = history.future;
  if (!next) return history;
  return { past: [...history.past, history.present], present: next, future };
}

/** Replaces the present without a new step (the server's answer to a step just taken). */
export function amend(history: History, present: EditorDocument): History {
  return { ...history, present };
}
