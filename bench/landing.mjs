// The landing page as a first-time visitor on a phone gets it, from the built app on a fresh embedded
// database: what it downloads (JavaScript and everything, on the wire and as gzip -9 of each body, so builds
// served with different encodings compare), its LCP on an emulated slow 3G network, and Lighthouse's mobile
// scores (lighthouse@12, its default mobile emulation and simulated throttling) on the system Chromium.
// BENCH_RUNS (default 3) sets how many LCP and Lighthouse runs the medians are taken over.
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { chromium } from "@playwright/test";
import { CHROMIUM, FLAGS, kib, MID_RANGE_PHONE, phoneRows, phoneRuns, transfer } from "./lib/phone-visit.mjs";
import { requireBuild, startApp } from "./lib/server.mjs";

requireBuild("landing");
const RUNS = Number(process.env.BENCH_RUNS || 3);

const dataDir = mkdtempSync(path.join(os.tmpdir(), "seatwise-bench-"));
const app = await startApp({ dataDir, logLevel: "warn" });
const url = `${app.origin}/`;
const browser = await chromium.launch({ executablePath: CHROMIUM, args: FLAGS });
try {
  const sizes = await transfer(browser, MID_RANGE_PHONE, url);
  const withSession = await transfer(browser, MID_RANGE_PHONE, url, { signedIn: true });
  const visits = await phoneRuns(browser, MID_RANGE_PHONE, url, RUNS);
  const { mid } = visits;
  console.log(
    `\nlanding page (/), first visit on a phone (${RUNS} runs, medians; load average ${os
      .loadavg()
      .map((load) => load.toFixed(2))
      .join(" ")})`,
  );
  console.table([
    { figure: "requests (JS requests)", value: `${sizes.requests} (${sizes.jsRequests})` },
    { figure: "JavaScript, gzip -9", value: kib(sizes.jsGzip) },
    { figure: "JavaScript, on the wire", value: kib(sizes.jsWire) },
    { figure: "everything, gzip -9", value: kib(sizes.totalGzip) },
    {
      figure: "JavaScript, gzip -9, with a session cookie",
      value: `${kib(withSession.jsGzip)} (${withSession.jsRequests} requests)`,
    },
    { figure: "everything, on the wire", value: kib(sizes.totalWire) },
    ...phoneRows(visits),
    {
      figure: "Lighthouse: FCP / LCP",
      value: `${(mid("fcp") / 1000).toFixed(2)} s / ${(mid("lcp") / 1000).toFixed(2)} s`,
    },
    { figure: "Lighthouse: total blocking time", value: `${Math.round(mid("tbt"))} ms` },
    {
      figure: "Lighthouse: CLS / speed index",
      value: `${mid("cls").toFixed(3)} / ${(mid("si") / 1000).toFixed(2)} s`,
    },
  ]);
  console.log(
    `audits below full score in any run: ${visits.failing.length ? visits.failing.join(", ") : "none"}`,
  );
} finally {
  await browser.close();
  await app.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
