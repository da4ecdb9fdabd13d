// The app's entry as a phone gets it, from the built app on a fresh embedded database:
// 1. The account pages (/login, /signup, /forgot-password), first visit without a session: what they download,
//    their LCP on emulated slow 3G and Lighthouse's mobile scores (lighthouse@12 on the system Chromium).
//    Goals: Lighthouse performance ≥ 95, LCP ≤ 3 s.
// 2. The owner's dashboard, signed in, an event with 300 guests: the script it loads before its first screen
//    shows (requests started before the dashboard's heading is in the page: the entry, the screen's chunks, the
//    language's catalog), gzip -9 of each body, against the 120 KiB budget, and the scripts loaded after it.
// BENCH_RUNS (default 3) sets how many LCP and Lighthouse runs the medians are taken over; --dashboard measures
// only the dashboard (part 2, seconds).
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { chromium } from "@playwright/test";
import { firstScreenScripts } from "./lib/first-screen.mjs";
import { goal } from "./lib/goals.mjs";
import { seedGuestPageEvent } from "./lib/guest-page-event.mjs";
import { CHROMIUM, FLAGS, kib, MID_RANGE_PHONE, phoneRows, phoneRuns, transfer } from "./lib/phone-visit.mjs";
import { requireBuild, startApp } from "./lib/server.mjs";

requireBuild("entry");
const RUNS = Number(process.env.BENCH_RUNS || 3);
const PAGES = process.argv.includes("--dashboard") ? [] : ["/login", "/signup", "/forgot-password"];
const LIGHTHOUSE_GOAL = 95;
const LCP_GOAL_MS = 3000;
const DASHBOARD_BUDGET = 120 * 1024;

const dataDir = mkdtempSync(path.join(os.tmpdir(), "seatwise-bench-entry-"));
const app = await startApp({ dataDir, logLevel: "warn" });
const browser = await chromium.launch({ executablePath: CHROMIUM, args: FLAGS });
try {
  for (const page of PAGES) {
    const url = `${app.origin}${page}`;
    const sizes = await transfer(browser, MID_RANGE_PHONE, url);
    const visits = await phoneRuns(browser, MID_RANGE_PHONE, url, RUNS);
    console.log(`\n${page}, first visit on a phone without a session (${RUNS} runs, medians)`);
    console.table([
      { figure: "requests (JS requests)", value: `${sizes.requests} (${sizes.jsRequests})` },
      { figure: "HTML, gzip -9", value: kib(sizes.document?.gzip ?? 0) },
      { figure: "JavaScript, gzip -9", value: kib(sizes.jsGzip) },
      { figure: "everything, gzip -9", value: kib(sizes.totalGzip) },
      ...phoneRows(visits),
      { figure: "Lighthouse: total blocking time", value: `${Math.round(visits.mid("tbt"))} ms` },
    ]);
    console.log(`audits below full score in any run: ${visits.failing.join(", ") || "none"}`);
    goal(
      `${page}: Lighthouse mobile performance ≥ ${LIGHTHOUSE_GOAL} (${visits.mid("performance")})`,
      visits.mid("performance") >= LIGHTHOUSE_GOAL,
    );
    goal(
      `${page}: LCP on slow 3G ≤ ${LCP_GOAL_MS / 1000} s (${(visits.lcp / 1000).toFixed(2)} s)`,
      visits.lcp <= LCP_GOAL_MS,
    );
  }

  const { cookie } = await seedGuestPageEvent(app.origin);
  const session = cookie()
    .split("; ")
    .map((pair) => {
      const [name, ...value] = pair.split("=");
      return { name, value: value.join("="), url: app.origin };
    });
  const context = await browser.newContext(MID_RANGE_PHONE);
  await context.addCookies(session);
  // The first screen: the dashboard's heading shown (its data in).
  const { before, after } = await firstScreenScripts(await context.newPage(), `${app.origin}/dashboard`);
  await context.close();
  const sum = (list) => list.reduce((total, row) => total + row.gzip, 0);
  console.log("\nthe dashboard's first screen, signed in (scripts, gzip -9; the largest)");
  console.table(
    [...before]
      .sort((a, b) => b.gzip - a.gzip)
      .slice(0, 12)
      .map((row) => ({ script: row.file, gzip: kib(row.gzip) })),
  );
  console.log(
    `before the first screen: ${kib(sum(before))} in ${before.length} scripts; after it: ${kib(sum(after))} in ${after.length} (${after.map((row) => row.file).join(", ") || "none"})`,
  );
  goal(
    `dashboard's first screen ≤ ${kib(DASHBOARD_BUDGET)} of script (${kib(sum(before))})`,
    sum(before) <= DASHBOARD_BUDGET,
  );
} finally {
  await browser.close();
  await app.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
