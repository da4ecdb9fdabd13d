/// <reference lib="webworker" />
// The service worker of the two screens that must work without a network (docs/decisions/030-offline-check-in-
// and-kiosk.md): the check-in screen (registered with the scope /dashboard/check-in) and the lobby kiosk (scope
// /event/{id}/kiosk). It is registered for those addresses only, so no other page is ever controlled by it,
// and within those pages it answers only what the screen needs offline; every other request goes to the
// network untouched. Built on its own as a classic script (package.json's build: esbuild → dist/web/sw.js),
// served with `no-cache` (src/server/lib/static-files.ts) so a deploy's new worker is picked up at once.

const sw = self as unknown as ServiceWorkerGlobalScope;

/** The pages and the API answers a screen starts from, refreshed from the network whenever it answers. */
const PAGES = "seatwise-offline-pages-v1";
/** Build files (hashed, never changed under their name) and uploads (unguessable, never changed), per scope. */
const ASSETS = "seatwise-offline-assets-v1";
const assetsCache = () => `${ASSETS} ${sw.registration.scope}`;
/** With a copy kept, the network gets this long before the copy is shown (a venue's one bar of signal). */
const NETWORK_WAIT_MS = 4000;

const scopePath = () => new URL(sw.registration.scope).pathname;
const isKiosk = () => /\/kiosk\/?$/.test(scopePath());
/** What the check-in screen reads before its list (kept in IndexedDB by the screen itself): who is signed in,
 * the current event, the event switcher's list, the site's settings. */
const CHECKIN_READS = [/^\/api\/me$/, /^\/api\/events$/, /^\/api\/events\/current$/, /^\/api\/site$/];

const isAsset = (url: URL) => url.pathname.startsWith("/assets/") || url.pathname.startsWith("/uploads/");
const isKeptRead = (url: URL) => !isKiosk() && CHECKIN_READS.some((pattern) => pattern.test(url.pathname));
const isPage = (url: URL) => url.pathname.startsWith(scopePath());
const usable = (response: Response) => response.ok && response.type === "basic" && !response.redirected;

sw.addEventListener("install", () => void sw.skipWaiting());

sw.addEventListener("activate", (event) => {
  event.waitUntil(
    (async () => {
      // An earlier version's copies are dropped (a new version names its caches anew).
      for (const name of await caches.keys())
        if (name.startsWith("seatwise-offline-") && name !== PAGES && !name.startsWith(`${ASSETS} `))
          await caches.delete(name);
      await sw.clients.claim();
    })(),
  );
});

/** The build files a page references: a new deploy changes them, and the previous deploy's are dropped. */
const assetsOf = (html: string) => [...new Set(html.match(/\/assets\/[^"'\s>)]+/g) ?? [])].sort().join(" ");

/** A page as the network answered it, kept; when its build files differ from the kept page's, the scope's
 * kept build files are dropped (they belonged to the previous deploy: the page loads and keeps the new ones). */
async function keepPage(request: Request | string, response: Response) {
  const cache = await caches.open(PAGES);
  const before = await cache.match(request, { ignoreVary: true });
  const html = await response.clone().text();
  if (before && assetsOf(await before.text()) !== assetsOf(html)) await caches.delete(assetsCache());
  await cache.put(request, response);
}

/**
 * Network first, the kept copy when the network fails or is slower than NETWORK_WAIT_MS. Without a copy it is
 * exactly the network's answer or failure. A kiosk page the server no longer knows (its link was revoked or
 * turned off) is forgotten, so a revoked kiosk stops working once it is back online.
 */
async function networkFirst(event: FetchEvent, page: boolean): Promise<Response> {
  const cache = await caches.open(PAGES);
  const network = fetch(event.request).then(async (response) => {
    if (usable(response))
      await (page ? keepPage(event.request, response.clone()) : cache.put(event.request, response.clone()));
    else if (page && response.status === 404) await cache.delete(event.request, { ignoreVary: true });
    return response;
  });
  event.waitUntil(network.catch(() => undefined));
  const kept = await cache.match(event.request, { ignoreVary: true });
  if (!kept) return network;
  const wait = new Promise<Response>((resolve) => setTimeout(() => resolve(kept), NETWORK_WAIT_MS));
  return Promise.race([network.catch(() => kept), wait]);
}

/** Kept build files and uploads first (they never change under their name), else the network's, kept. */
async function keptFirst(event: FetchEvent): Promise<Response> {
  const cache = await caches.open(assetsCache());
  const kept = await cache.match(event.request, { ignoreVary: true });
  if (kept) return kept;
  const response = await fetch(event.request);
  if (usable(response)) event.waitUntil(cache.put(event.request, response.clone()));
  return response;
}

sw.addEventListener("fetch", (event) => {
  const { request } = event;
  if (request.method !== "GET") return;
  const url = new URL(request.url);
  if (url.origin !== sw.location.origin) return;
  // The screen's page, opened or asked for again by its script (the kiosk's refresh).
  if (isPage(url)) {
    event.respondWith(networkFirst(event, true));
    return;
  }
  if (request.mode === "navigate") return;
  if (isAsset(url)) event.respondWith(keptFirst(event));
  else if (isKeptRead(url)) event.respondWith(networkFirst(event, false));
});

/**
 * The page, once loaded, names what it was made of (its own address, the build files and the reads it
 * made: performance entries, src/web/lib/offline-shell.ts): those loaded before this worker controlled the
 * page are kept now, so the first visit is enough to work offline after.
 */
async function keepAll(urls: string[]) {
  const assets = await caches.open(assetsCache());
  await Promise.all(
    urls.map(async (address) => {
      const url = new URL(address, sw.location.origin);
      if (url.origin !== sw.location.origin) return;
      try {
        if (isAsset(url)) {
          if (await assets.match(url.href, { ignoreVary: true })) return;
          const response = await fetch(url.href);
          if (usable(response)) await assets.put(url.href, response);
        } else if (isPage(url) || isKeptRead(url)) {
          const response = await fetch(url.href, { credentials: "same-origin" });
          if (!usable(response)) return;
          if (isPage(url)) await keepPage(url.href, response);
          else await (await caches.open(PAGES)).put(url.href, response);
        }
      } catch {
        // Offline already: what is kept stays as it is.
      }
    }),
  );
}

sw.addEventListener("message", (event) => {
  const data = event.data as { type?: unknown; urls?: unknown } | null;
  if (data?.type !== "keep" || !Array.isArray(data.urls)) return;
  const urls = data.urls.filter((url): url is string => typeof url === "string").slice(0, 500);
  event.waitUntil(keepAll(urls).then(() => (event.source as Client | null)?.postMessage({ type: "kept" })));
});
