// The History screen of an event with 10,000 entries in Chromium, on the built server (embedded PGlite): the
// time from navigation to the first entries on screen (goal: median under 1 s), and "Load older" to the next
// page shown (goal: median under 300 ms). The entries are made the way people make them: 10,000 guest
// updates through the API (one to three minutes). A missed goal exits 1.
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { chromium } from "@playwright/test";
import { ownerWithGuests } from "./lib/browser-owner.mjs";
import { goal } from "./lib/goals.mjs";
import { median, ms, requireBuild, startApp } from "./lib/server.mjs";

const ENTRIES = 10_000;
const GUESTS = 300;
const NAVIGATIONS = 3;
const CONCURRENCY = 8;
requireBuild("history-screen");

/** In the page: the time (since navigation start) when the first history entry appears. */
function watchFirstEntry() {
  new MutationObserver((_, observer) => {
    if (document.querySelector("[data-history-entry]")) {
      window.__firstEntryAt = performance.now();
      observer.disconnect();
    }
  }).observe(document, { childList: true, subtree: true });
}

const dataDir = mkdtempSync(path.join(os.tmpdir(), "seatwise-bench-history-"));
const app = await startApp({ dataDir, logLevel: "error" });
const browser = await chromium.launch({
  executablePath: "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu"],
});
try {
  const context = await browser.newContext({ baseURL: app.origin, viewport: { width: 1280, height: 900 } });
  const request = context.request;
  const event = await ownerWithGuests(context, GUESTS);
  const { guests } = await (await request.get(`/api/events/${event.id}/guests`)).json();

  const seeding = performance.now();
  let next = 0;
  const statuses = ["confirmed", "declined", "invited"];
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      for (let n = next++; n < ENTRIES; n = next++) {
        const guest = guests[n % guests.length];
        const response = await request.patch(`/api/events/${event.id}/guests/${guest.id}`, {
          data: { status: statuses[Math.floor(n / guests.length) % statuses.length] },
        });
        if (!response.ok()) throw new Error(`update failed: ${response.status()} ${await response.text()}`);
      }
    }),
  );
  const history = await (await request.get(`/api/events/${event.id}/history`)).json();
  if (history.size.entries < ENTRIES) throw new Error(`only ${history.size.entries} entries were made`);
  console.log(
    `history screen, ${history.size.entries.toLocaleString("en-US")} entries (made in ${((performance.now() - seeding) / 1000).toFixed(0)} s), Chromium 1280×900, embedded PGlite`,
  );

  const page = await context.newPage();
  await page.addInitScript(watchFirstEntry);
  const firstEntries = [];
  for (let run = 0; run < NAVIGATIONS; run++) {
    await page.goto("/dashboard/history");
    await page.waitForFunction(() => window.__firstEntryAt !== undefined, null, { timeout: 60_000 });
    firstEntries.push(await page.evaluate(() => window.__firstEntryAt));
  }
  const entries = page.locator("[data-history-entry]");
  const older = [];
  for (let run = 0; run < NAVIGATIONS; run++) {
    const shown = await entries.count();
    const started = performance.now();
    await page.getByRole("button", { name: "Load older" }).click();
    await page.waitForFunction(
      (count) => document.querySelectorAll("[data-history-entry]").length > count,
      shown,
    );
    older.push(performance.now() - started);
  }
  console.log(
    `  navigation → first entries: median ${ms(median(firstEntries))} (${firstEntries.map((t) => t.toFixed(0)).join(" / ")} ms)`,
  );
  console.log(
    `  Load older → next page shown: median ${ms(median(older))} (${older.map((t) => t.toFixed(0)).join(" / ")} ms)`,
  );
  goal(
    `first entries on screen, median < 1000 ms (${ms(median(firstEntries))})`,
    median(firstEntries) < 1000,
  );
  goal(`Load older, median < 300 ms (${ms(median(older))})`, median(older) < 300);
} finally {
  await browser.close();
  await app.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
