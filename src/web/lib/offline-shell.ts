/**
 * Keeps the page it is called on working offline (docs/decisions/030-offline-check-in-and-kiosk.md): registers
 * the service worker (src/web/service-worker/sw.ts) for `scope` only — the check-in screen's or a kiosk's
 * address, never the rest of the app — then tells it what this page was made of (its address, the build files
 * and the reads it made, from the browser's performance entries, as they finish), so files loaded before the
 * worker took control are kept too. Does nothing where service workers are not available (an old browser, the dev server).
 */
export function keepPageOffline(scope: string): void {
  if (!("serviceWorker" in navigator) || import.meta.env.DEV) return;
  void register(scope).catch(() => undefined);
}

async function register(scope: string) {
  const registration = await navigator.serviceWorker.register("/sw.js", { scope });
  const worker = await activated(registration);
  if (!worker) return;
  worker.postMessage({ type: "keep", urls: [window.location.href] });
  // What the page loaded without the worker: everything before it took control, and what was already on its
  // way then (a font asked for by the CSS finishes later). What went through the worker is kept by it.
  new PerformanceObserver((list) => {
    const urls = (list.getEntries() as PerformanceResourceTiming[])
      .filter((entry) => entry.workerStart === 0 && entry.name.startsWith(window.location.origin))
      .map((entry) => entry.name);
    if (urls.length > 0) worker.postMessage({ type: "keep", urls: [...new Set(urls)] });
  }).observe({ type: "resource", buffered: true });
}

/** The registration's worker once it is active (a first registration installs it first). */
function activated(registration: ServiceWorkerRegistration): Promise<ServiceWorker | null> {
  const worker = registration.installing ?? registration.waiting ?? registration.active;
  if (!worker || worker.state === "activated") return Promise.resolve(worker);
  return new Promise((resolve) => {
    const changed = () => {
      if (worker.state === "activated" || worker.state === "redundant") {
        worker.removeEventListener("statechange", changed);
        resolve(worker.state === "activated" ? worker : registration.active);
      }
    };
    worker.addEventListener("statechange", changed);
  });
}
