import { startTransition, useEffect, useState } from "react";

/** Runs `run` just after the next frame is painted (a frame's callback runs before that frame is painted; a
 * task queued from it runs after): work that need not be in the frame answering an input. Returns a cancel. */
export function afterNextPaint(run: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(run);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}

/**
 * False while a component is first painted, true just after: a dialog draws its long option lists (an event
 * of 3,000 guests has hundreds of households and tables) once it is on screen, so opening it paints at once
 * (docs/decisions/021-interaction-speed.md). Until then a select holds its chosen option alone.
 */
export function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => afterNextPaint(() => startTransition(() => setPainted(true))), []);
  return painted;
}
