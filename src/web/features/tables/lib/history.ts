/** Undo and redo of whole-layout snapshots. Snapshots share every unchanged item, so a long history of a
 * large plan costs little. Consecutive edits with the same `key` (typing one name, sliding one capacity)
 * make one step. */
export interface History<T> {
  past: T[];
  present: T;
  future: T[];
  lastKey: string | null;
}

export type HistoryAction<T> =
  | { type: "edit"; change: (present: T) => T; key?: string }
  | { type: "undo" }
  | { type: "redo" }
  | { type: "reset"; present: T };

const LIMIT = 200;

export const initialHistory = <T>(present: T): History<T> => ({
  past: [],
  present,
  future: [],
  lastKey: null,
});

export function historyReducer<T>(state: History<T>, action: HistoryAction<T>): History<T> {
  switch (action.type) {
    case "edit": {
      const next = action.change(state.present);
      if (next === state.present) return state;
      if (action.key && action.key === state.lastKey) return { ...state, present: next, future: [] };
      return {
        past: [...state.past, state.present].slice(-LIMIT),
        present: next,
        future: [],
        lastKey: action.key ?? null,
      };
    }
    case "undo": {
      const previous = state.past.at(-1);
      if (previous === undefined) return state;
      return {
        past: state.past.slice(0, -1),
        present: previous,
        future: [state.present, ...state.future],
        lastKey: null,
      };
    }
    case "redo": {
      const [next, ...rest] = state.future;
      if (next === undefined) return state;
      return { past: [...state.past, state.present], present: next, future: rest, lastKey: null };
    }
    case "reset":
      return initialHistory(action.present);
  }
}
