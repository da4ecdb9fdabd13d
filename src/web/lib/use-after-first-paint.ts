import { startTransition, useEffect, useState } from "react";

/**
 * False while a component is first painted, true just after: a dialog draws its long option lists (an event
 * of 3,000 guests has hundreds of households and tables) once it is on screen, so opening it paints at once
 * (docs/decisions/021-interaction-speed.md). Until then a select holds its chosen option alone.
 */
export function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    // A frame's callback runs before that frame is painted; a task queued from it runs after.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => startTransition(() => setPainted(true)));
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  return painted;
}
