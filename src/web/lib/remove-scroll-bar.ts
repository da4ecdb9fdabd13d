import { useLayoutEffect } from "react";

/**
 * Stands in for the `react-remove-scroll-bar` package (aliased in vite.config.ts), which Radix's modal
 * dialogs, menus, popovers and selects mount while they are open. That package locks the page's scroll with
 * a stylesheet setting a custom property on <body>: an inherited property, so every element of the page has
 * its style recalculated on each opening and closing — 100 ms at CPU ×4 over the 300-guest seating board
 * (docs/decisions/021-interaction-speed.md). Here the lock is two inline properties of <html>: `overflow:
 * hidden` (the page stops scrolling; the wheel and touch outside the dialog are still held by
 * `react-remove-scroll`) and `scrollbar-gutter: stable` (the scroll bar's room is kept, so nothing moves
 * sideways). Neither is inherited: only <html> is restyled. Nested locks count on <body>'s
 * `data-scroll-locked`, as the package does.
 */
const LOCK = "data-scroll-locked";

function lockCount() {
  return Number(document.body.getAttribute(LOCK)) || 0;
}

export function RemoveScrollBar(): null {
  useLayoutEffect(() => {
    const root = document.documentElement;
    const count = lockCount();
    if (count === 0) {
      root.style.setProperty("scrollbar-gutter", "stable");
      root.style.setProperty("overflow", "hidden");
    }
    document.body.setAttribute(LOCK, String(count + 1));
    return () => {
      const left = lockCount() - 1;
      if (left > 0) {
        document.body.setAttribute(LOCK, String(left));
        return;
      }
      document.body.removeAttribute(LOCK);
      root.style.removeProperty("overflow");
      root.style.removeProperty("scrollbar-gutter");
    };
  }, []);
  return null;
}
