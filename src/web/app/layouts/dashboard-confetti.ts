import { useEffect } from "react";
import { DASHBOARD_CONFETTI_MS } from "@/shared/constants";

const SESSION_KEY = "seatwise:dashboard-confetti";
// StrictMode runs effects twice; the module flag keeps it to one burst per page load as well.
let started = false;

function afterIdle<T>(load: () => Promise<T>): Promise<T> {
  return new Promise((resolve) => {
    // Safari has no requestIdleCallback.
    if ("requestIdleCallback" in window) requestIdleCallback(() => resolve(load()), { timeout: 2000 });
    else setTimeout(() => resolve(load()), 500);
  });
}

/** Confetti once per browser session on the first dashboard visit, skipped for reduced motion. */
export function useDashboardConfetti(enabled: boolean) {
  useEffect(() => {
    if (!enabled || started) return;
    started = true;
    if (sessionStorage.getItem(SESSION_KEY)) return;
    sessionStorage.setItem(SESSION_KEY, "1");
    if (window.matchMedia("(prefers-reduced-motion: reduce)").matches) return;
    // Decoration: loaded once the browser is idle, after the dashboard's first screen (its own script and
    // data) rather than competing with it (docs/decisions/022-light-entry.md).
    void afterIdle(() => import("canvas-confetti")).then(({ default: confetti }) => {
      const end = Date.now() + DASHBOARD_CONFETTI_MS;
      const frame = () => {
        confetti({ particleCount: 3, angle: 60, spread: 55, origin: { x: 0, y: 0.7 } });
        confetti({ particleCount: 3, angle: 120, spread: 55, origin: { x: 1, y: 0.7 } });
        if (Date.now() < end) requestAnimationFrame(frame);
      };
      frame();
    });
  }, [enabled]);
}
