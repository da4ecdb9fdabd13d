import type { QueryKey } from "@tanstack/react-query";

/**
 * Screens with optimistic writes in flight (the seating board's moves) hold their query: a change announced
 * by the live stream meanwhile refreshes it only once the write has settled, so another person's change never
 * draws the board back under a guest still being moved.
 */
const holds = new Map<string, number>();
const deferred = new Map<string, () => void>();

/** Holds `queryKey` until the returned release is called. */
export function holdLiveRefresh(queryKey: QueryKey): () => void {
  const key = JSON.stringify(queryKey);
  holds.set(key, (holds.get(key) ?? 0) + 1);
  let released = false;
  return () => {
    if (released) return;
    released = true;
    const left = (holds.get(key) ?? 1) - 1;
    if (left > 0) return void holds.set(key, left);
    holds.delete(key);
    const run = deferred.get(key);
    deferred.delete(key);
    run?.();
  };
}

/** Runs `refresh` now, or when the key's hold is released (once, however many changes arrived). */
export function refreshUnlessHeld(queryKey: QueryKey, refresh: () => void): void {
  const key = JSON.stringify(queryKey);
  if (holds.has(key)) deferred.set(key, refresh);
  else refresh();
}
