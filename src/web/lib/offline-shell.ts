/**
 * Keeps the page it is called on working offline (docs/decisions/030-offline-check-in-and-kiosk.md): registers
 * the service worker (src/web/service-worker/sw.ts) for `scope` only — the check-in screen's or a kiosk's
 * address, never the rest of the app — then tells it what this page was made of (its address, the build files
 * and the reads it made, from the browser's performance entries), so files loaded before the worker existed
 * are kept too. Does nothing where service workers are not available (an old browser, the dev server).
 */
export function keepPageOffline(scope: string): void {
  if (!("serviceWorker" in navigator) || import.meta.env.DEV) return;
  void register(scope).catch(() => undefined);
}

async function register(scope: string) {
  const registration = await navigator.serviceWorker.register("/sw.js", { scope });
  const worker = await activated(registration);
  const urls = [
    window.location.href,
    ...performance
      .getEntriesByType("resource")
      .map((entry) => entry.name)
      .filter((name) => name.startsWith(window.location.origin)),
  ];
  worker?.postMessage({ type: "keep", urls: [...new Set(urls)] });
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
