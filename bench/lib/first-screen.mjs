// The scripts of a page's first screen, for bench/entry.mjs and bench/i18n.mjs.
import { gzipSync } from "node:zlib";

/**
 * Opens `url` in `page` and sorts every script it requests, until the network is idle, into those requested
 * before `selector` (the first screen's heading) was in the page and those after, with gzip -9 of each body.
 * Both moments are the page's own (a MutationObserver, Resource Timing): a script asked for just after the
 * heading (the dashboard's confetti, at idle) is not counted in the first screen however late the runner
 * sees the heading on a busy machine.
 */
export async function firstScreenScripts(page, url, selector = "main h1") {
  await page.addInitScript((selector) => {
    const observer = new MutationObserver(() => {
      if (!document.querySelector(selector)) return;
      window.__firstScreenAt = performance.now();
      observer.disconnect();
    });
    observer.observe(document, { childList: true, subtree: true });
  }, selector);
  const responses = [];
  page.on("response", (response) => {
    if (response.request().resourceType() === "script") responses.push(response);
  });
  await page.goto(url);
  await page.locator(selector).first().waitFor();
  await page.waitForLoadState("networkidle");
  const { shownAt, startedAt } = await page.evaluate(() => ({
    shownAt: window.__firstScreenAt,
    startedAt: Object.fromEntries(
      performance.getEntriesByType("resource").map((entry) => [entry.name, entry.startTime]),
    ),
  }));
  if (shownAt === undefined) throw new Error(`${selector} was never seen in the page`);
  const rows = [];
  for (const response of responses) {
    rows.push({
      url: response.url(),
      file: new URL(response.url()).pathname.split("/").pop(),
      gzip: gzipSync(await response.body(), { level: 9 }).length,
      // A script without a timing entry counts in the first screen.
      before: !(startedAt[response.url()] >= shownAt),
    });
  }
  return { before: rows.filter((row) => row.before), after: rows.filter((row) => !row.before) };
}
