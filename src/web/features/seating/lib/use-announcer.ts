import { useCallback, useState } from "react";

/** A polite live region's text: what the board says to screen readers after a move, an undo or a refusal.
 * A repeated message is still read, because the region's text changes (a counter in a data attribute
 * would not be). */
export function useAnnouncer() {
  const [message, setMessage] = useState("");
  const announce = useCallback((text: string) => {
    setMessage((current) => (current === text ? `${text}\u00a0` : text));
  }, []);
  return { message, announce };
}
