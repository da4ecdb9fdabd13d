import { useCallback, useMemo, useReducer, useRef, useState } from "react";
import { type History, type HistoryAction, historyReducer, initialHistory } from "./history";
import { type Layout, sameLayout } from "./layout";

const reducer = (state: History<Layout>, action: HistoryAction<Layout>) => historyReducer(state, action);

/** The editor's state: the layout with its undo history, the selection, and whether anything changed
 * since it was loaded or saved. Every callback is stable, so memoised rows and items keep their props. */
export function useLayoutEditor(initial: Layout) {
  const [history, dispatch] = useReducer(reducer, initial, initialHistory);
  const [baseline, setBaseline] = useState(initial);
  const [selection, setSelectionState] = useState<ReadonlySet<string>>(() => new Set());
  const latest = useRef({ layout: history.present, selection });
  latest.current = { layout: history.present, selection };

  const edit = useCallback((change: (layout: Layout) => Layout, key?: string) => {
    dispatch({ type: "edit", change, key });
  }, []);
  const undo = useCallback(() => dispatch({ type: "undo" }), []);
  const redo = useCallback(() => dispatch({ type: "redo" }), []);
  const setSelection = useCallback((next: ReadonlySet<string>) => setSelectionState(next), []);
  /** After a save: the saved layout becomes the start of a new history. */
  const reset = useCallback((layout: Layout) => {
    dispatch({ type: "reset", present: layout });
    setBaseline(layout);
    const ids = itemIds(layout);
    setSelectionState((current) => new Set([...current].filter((id) => ids.has(id))));
  }, []);

  const layout = history.present;
  // An undo can remove a selected item: the selection only ever names items that exist.
  const visibleSelection = useMemo(() => {
    if (selection.size === 0) return selection;
    const ids = itemIds(layout);
    return [...selection].every((id) => ids.has(id))
      ? selection
      : new Set([...selection].filter((id) => ids.has(id)));
  }, [selection, layout]);
  const dirty = useMemo(() => !sameLayout(layout, baseline), [layout, baseline]);

  return {
    layout,
    selection: visibleSelection,
    latest,
    dirty,
    canUndo: history.past.length > 0,
    canRedo: history.future.length > 0,
    edit,
    undo,
    redo,
    setSelection,
    reset,
  };
}
export type LayoutEditor = ReturnType<typeof useLayoutEditor>;

function itemIds(layout: Layout): Set<string> {
  return new Set([...layout.tables.map((t) => t.id), ...layout.elements.map((e) => e.id)]);
}
