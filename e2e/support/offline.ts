import { expect, type Page } from "@playwright/test";

/**
 * Waits until the page's service worker (src/web/service-worker/sw.ts) controls it and keeps what it needs to
 * open offline: the page itself, every build file it loaded, and `reads` (API addresses). Polled from the
 * test: `page.waitForFunction` takes an async predicate's promise for a truthy answer and would not wait.
 */
export async function waitUntilKeptOffline(page: Page, reads: string[] = []) {
  await expect
    .poll(
      () =>
        page.evaluate(async (reads) => {
          if (!navigator.serviceWorker.controller) return ["(no service worker yet)"];
          const assets = performance
            .getEntriesByType("resource")
            .map((entry) => new URL(entry.name))
            .filter((url) => url.origin === window.location.origin && url.pathname.startsWith("/assets/"))
            .map((url) => url.href);
          const wanted = [window.location.href, ...reads, ...assets];
          const kept = await Promise.all(wanted.map((url) => caches.match(url, { ignoreVary: true })));
          return wanted.filter((_, index) => !kept[index]);
        }, reads),
      { message: "what the page needs offline is kept", timeout: 20_000 },
    )
    .toEqual([]);
}
