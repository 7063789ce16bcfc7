import { useCallback, useMemo, useReducer } from 'react';

/** How many steps back the studio keeps; older ones fall off. */
export const HISTORY_LIMIT = 100;

interface HistoryState<T> {
  past: T[];
  present: T;
  future: T[];
  /** The document last saved (or loaded): the draft is unsaved while `present` is another one. */
  saved: T;
  /** The merge key of the last change: a change with the same key replaces it instead of adding a step. */
  mergeKey: string | null;
}

type HistoryAction<T> =
  | { type: 'change'; next: T; mergeKey: string | null }
  | { type: 'undo' }
  | { type: 'redo' }
  | { type: 'markSaved'; document: T };

function reduce<T>(state: HistoryState<T>, action: HistoryAction<T>): HistoryState<T> {
  switch (action.type) {
    case 'change': {
      if (action.next === state.present) return state;
      // Typing a name keystroke by keystroke is one step: the field's key says it is the same edit.
      if (action.mergeKey !== null && action.mergeKey === state.mergeKey) return { ...state, present: action.next, future: [] };
      return { ...state, past: [...state.past, state.present].slice(-HISTORY_LIMIT), present: action.next, future: [], mergeKey: action.mergeKey };
    }
    case 'undo': {
      const previous = state.past.at(-1);
      if (previous === undefined) return state;
      return { ...state, past: state.past.slice(0, -1), present: previous, future: [state.present, ...state.future], mergeKey: null };
    }
    case 'redo': {
      const [next, ...rest] = state.future;
      if (next === undefined) return state;
      return { ...state, past: [...state.past, state.present], present: next, future: rest, mergeKey: null };
    }
    case 'markSaved':
      return { ...state, saved: action.document, mergeKey: null };
  }
}

export interface DocumentHistory<T> {
  document: T;
  /** A new version of the document; `mergeKey` folds a run of changes to one field into one undo step. */
  change(next: T, mergeKey?: string): void;
  undo(): void;
  redo(): void;
  canUndo: boolean;
  canRedo: boolean;
  /** The document differs from the one last saved (undoing back to it makes it clean again). */
  dirty: boolean;
  /** `document` was saved: it is the clean one from now on. */
  markSaved(document: T): void;
}

/** The studio's draft with undo and redo: a list of whole documents, each change one step. */
export function useDocumentHistory<T>(initial: T): DocumentHistory<T> {
  const [state, dispatch] = useReducer(reduce<T>, initial, (document): HistoryState<T> => ({ past: [], present: document, future: [], saved: document, mergeKey: null }));
  const change = useCallback((next: T, mergeKey?: string) => dispatch({ type: 'change', next, mergeKey: mergeKey ?? null }), []);
  const undo = useCallback(() => dispatch({ type: 'undo' }), []);
  const redo = useCallback(() => dispatch({ type: 'redo' }), []);
  const markSaved = useCallback((document: T) => dispatch({ type: 'markSaved', document }), []);
  return useMemo(
    () => ({
      document: state.present,
      change,
      undo,
      redo,
      canUndo: state.past.length > 0,
      canRedo: state.future.length > 0,
      dirty: state.present !== state.saved,
      markSaved,
    }),
    [state, change, undo, redo, markSaved],
  );
}
