import { useSyncExternalStore } from "react";

export interface DragOffset {
  dx: number;
  dy: number;
}

interface DragState {
  ids: ReadonlySet<string>;
  offset: DragOffset;
}

/**
 * Where the items being dragged are, outside React state: each item reads its own offset through
 * `useDragOffset`, so a move re-renders the dragged items only, never the editor or the other 999 tables.
 */
export interface DragStore {
  get(): DragState | null;
  set(next: DragState | null): void;
  subscribe(listener: () => void): () => void;
}

export function createDragStore(): DragStore {
  let state: DragState | null = null;
  const listeners = new Set<() => void>();
  return {
    get: () => state,
    set(next) {
      state = next;
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** This item's drag offset, or null when it is not being dragged. */
export function useDragOffset(store: DragStore, id: string): DragOffset | null {
  const read = () => {
    const state = store.get();
    return state?.ids.has(id) ? state.offset : null;
  };
  return useSyncExternalStore(store.subscribe, read, read);
}
