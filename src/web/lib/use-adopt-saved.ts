import { useEffect, useRef } from "react";

/**
 * A form's copy of saved data, kept fresh: when the saved data changes under the form (another person saved
 * it, and the live stream refreshed it: lib/use-live-event.ts) while the form still shows what was saved
 * before, the form takes the new data (`adopt`). A form with edits of its own keeps them.
 */
export function useAdoptSaved<T>(saved: T, current: T, adopt: (saved: T) => void): void {
  const stamp = JSON.stringify(saved);
  const seen = useRef(stamp);
  useEffect(() => {
    if (stamp === seen.current) return;
    const untouched = JSON.stringify(current) === seen.current;
    seen.current = stamp;
    if (untouched) adopt(saved);
  });
}
