import { createContext, useContext, useSyncExternalStore } from "react";
import type { DropTarget } from "./drop-targets";

/**
 * Tap to place: which guest is chosen, held outside React state so that choosing one redraws only the
 * chips and tables that read it (a chip asks "am I chosen?"), not every card on the board.
 */
export interface PlacingStore {
  get: () => string | null;
  set: (guestId: string | null) => void;
  subscribe: (listener: () => void) => () => void;
}

export function createPlacingStore(): PlacingStore {
  let current: string | null = null;
  const listeners = new Set<() => void>();
  return {
    get: () => current,
    set: (guestId) => {
      if (guestId === current) return;
      current = guestId;
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
  store: PlacingStore;
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
