import { useSyncExternalStore } from "react";
import type { ToasterProps } from "sonner";

/**
 * sonner on demand. In the built app, every `import … from "sonner"` but this file's resolves here
 * (vite.config.ts): sonner (about 9 KiB gzip) is not part of a page's first screen. It loads at the first
 * toast, or at the visitor's first click or key press (most toasts answer one), whichever comes first. A toast
 * asked for before it has loaded is sent once it has; sonner keeps it until its Toaster subscribes, which then
 * shows it (docs/decisions/022-light-entry.md).
 */
type Sonner = typeof import("sonner");
type Toast = Sonner["toast"];
type Call = (sonner: Sonner) => unknown;

let sonner: Sonner | undefined;
let requested = false;
const waiting: Call[] = [];
const listeners = new Set<() => void>();

/** Loads sonner now: a screen that works offline calls it, so sonner's file is kept with the screen's and its
 * toasts show without a network (src/web/features/checkin/components/offline-bar.tsx). */
export function loadToasts() {
  if (requested) return;
  requested = true;
  import("sonner").then(
    (module) => {
      sonner = module;
      for (const call of waiting.splice(0)) call(module);
      for (const listener of listeners) listener();
    },
    // Offline or a failed request: the next call tries again, the waiting toasts with it.
    () => {
      requested = false;
    },
  );
}

function send(call: Call) {
  if (sonner) return call(sonner);
  waiting.push(call);
  loadToasts();
}

/** sonner's `toast` and its methods (`toast.success(…)`, …), each call sent when sonner has loaded; a call
 * made before answers `undefined`, not the toast's id (nothing in the app reads it). */
export const toast = new Proxy((...args: Parameters<Toast>) => send(({ toast }) => toast(...args)), {
  get:
    (_, method: keyof Toast) =>
    (...args: unknown[]) =>
      send(({ toast }) => (toast[method] as (...args: unknown[]) => unknown)(...args)),
}) as unknown as Toast;

if (typeof window !== "undefined") {
  for (const type of ["pointerdown", "keydown"]) {
    window.addEventListener(type, loadToasts, { once: true, capture: true });
  }
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** sonner's Toaster once sonner has loaded; nothing before (nor on the server, so hydration matches). */
export function Toaster(props: ToasterProps) {
  const loaded = useSyncExternalStore(
    subscribe,
    () => sonner,
    () => undefined,
  );
  return loaded ? <loaded.Toaster {...props} /> : null;
}
