import { useLayoutEffect } from "react";
import { afterNextPaint } from "./use-after-first-paint";

/**
 * Stands in for the `react-remove-scroll-bar` package (aliased in vite.config.ts), which Radix's menus,
 * popovers, selects and the side drawer mount while they are open, as `DialogContent` does itself
 * (src/web/components/ui/dialog.tsx). That package locks the page's scroll with a stylesheet setting a custom
 * property on <body>: an inherited property, so every element of the page has its style recalculated on each
 * opening and closing — 100 ms at CPU ×4 over the 300-guest seating board. `overflow: hidden` on <html> costs
 * nearly as much: the viewport's scroller changes, and Chromium lays out and repaints the whole page at each
 * opening and closing (docs/decisions/021-interaction-speed.md). Here no style changes: the wheel and touch
 * outside the dialog are held by `react-remove-scroll` (for `DialogContent`, by its backdrop and panel), and
 * any other scroll of the page while locked (keys, the scroll bar) is put back where the lock found it, in the
 * scroll event, before the frame is painted. Nested locks count on <body>'s `data-scroll-locked`, as the
 * package does.
 */
const LOCK = "data-scroll-locked";
let stopHolding: (() => void) | undefined;

function lockCount() {
  return Number(document.body.getAttribute(LOCK)) || 0;
}

/** Where the lock found the page is read once the modal's first frame is painted, not while it mounts: a
 * read of `scrollX`/`scrollY` amid the modal's commits forced a layout of the page at every opening. A
 * scroll before then (none is expected: Radix focuses without scrolling) is taken as the place to keep. */
function holdScroll() {
  let at: [number, number] | undefined;
  const mark = () => {
    at ??= [window.scrollX, window.scrollY];
  };
  const cancelMark = afterNextPaint(mark);
  const putBack = () => {
    if (!at) return mark();
    if (window.scrollX !== at[0] || window.scrollY !== at[1]) window.scrollTo(at[0], at[1]);
  };
  window.addEventListener("scroll", putBack, { passive: true });
  return () => {
    cancelMark();
    window.removeEventListener("scroll", putBack);
  };
}

export function RemoveScrollBar(): null {
  useLayoutEffect(() => {
    const count = lockCount();
    if (count === 0) stopHolding = holdScroll();
    document.body.setAttribute(LOCK, String(count + 1));
    return () => {
      const left = lockCount() - 1;
      if (left > 0) {
        document.body.setAttribute(LOCK, String(left));
        return;
      }
      document.body.removeAttribute(LOCK);
      stopHolding?.();
      stopHolding = undefined;
    };
  }, []);
  return null;
}
