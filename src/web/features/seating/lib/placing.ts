import { createContext, useContext, useSyncExternalStore } from "react";
import type { DropTarget } from "./drop-targets";

/**
 * One id held outside React state, so that a change redraws only the components that read it: the chosen
 * guest for tap to place (a chip asks "am I chosen?"), the table of the floor plan under a dragged guest.
 */
export interface IdStore {
  get: () => string | null;
  set: (id: string | null) => void;
  subscribe: (listener: () => void) => () => void;
}

export function createIdStore(): IdStore {
  let current: string | null = null;
  const listeners = new Set<() => void>();
  return {
    get: () => current,
    set: (id) => {
      if (id === current) return;
      current = id;
      for (const listener of listeners) listener();
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** What the board does for a tap: `choose` picks a guest (again: puts them down), `place` seats the chosen
 * guest at a target through the same action as a drop. `byKeyboard` moves focus along for keyboard users. */
export interface Placing {
  store: IdStore;
  choose: (guestId: string, byKeyboard: boolean) => void;
  place: (target: DropTarget, byKeyboard: boolean) => void;
}

export const PlacingContext = createContext<Placing | null>(null);

export function usePlacing(): Placing {
  const placing = useContext(PlacingContext);
  if (!placing) throw new Error("usePlacing needs the board's PlacingContext");
  return placing;
}

/** A value worked out from the chosen guest; the component redraws only when that value changes. */
export function usePlacingSelect<T>(select: (guestId: string | null) => T): T {
  const { store } = usePlacing();
  return useSyncExternalStore(store.subscribe, () => select(store.get()));
}
