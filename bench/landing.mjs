// The landing page as a first-time visitor on a phone gets it, from the built app on a fresh embedded
// database: what it downloads (JavaScript and everything, on the wire and as gzip -9 of each body, so builds
// served with different encodings compare), its LCP on an emulated slow 3G network, and Lighthouse's mobile
// scores (lighthouse@12, its default mobile emulation and simulated throttling) on the system Chromium.
// BENCH_RUNS (default 3) sets how many LCP and Lighthouse runs the medians are taken over.
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { chromium } from "@playwright/test";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { median, requireBuild, startApp } from "./lib/server.mjs";

requireBuild("landing");
const RUNS = Number(process.env.BENCH_RUNS || 3);
const CHROMIUM = "/usr/bin/chromium";
// The flags playwright.config.ts runs the journeys with.
const FLAGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];
const PHONE = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
};
// Chrome DevTools' "Slow 3G" preset: 2 s round trips, 400 kbit/s each way (its 500 kbit/s times 0.8).
const SLOW_3G = { offline: false, latency: 2000, downloadThroughput: 50_000, uploadThroughput: 50_000 };

/** Every response of one cold visit: its resource type, bytes on the wire, and gzip -9 size of its body. */
async function transfer(browser, url, { signedIn = false } = {}) {
  const context = await browser.newContext(PHONE);
  // Any session cookie makes the server send the page with the app's script (the app then asks who it is).
  if (signedIn) await context.addCookies([{ name: "better-auth.session_token", value: "bench", url }]);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
  const types = new Map();
  const finished = [];
  cdp.on("Network.responseReceived", (event) => types.set(event.requestId, event.type));
  cdp.on("Network.loadingFinished", (event) => finished.push(event));
  await page.goto(url, { waitUntil: "networkidle" });
  const rows = [];
  for (const { requestId, encodedDataLength } of finished) {
    const { body, base64Encoded } = await cdp.send("Network.getResponseBody", { requestId });
    const bytes = Buffer.from(body, base64Encoded ? "base64" : "utf8");
    const gzip = Math.min(bytes.length, gzipSync(bytes, { level: 9 }).length);
    rows.push({ type: types.get(requestId), wire: encodedDataLength, gzip });
  }
  await context.close();
  const sum = (list, key) => list.reduce((total, row) => total + row[key], 0);
  const scripts = rows.filter((row) => row.type === "Script");
  return {
    requests: rows.length,
    jsRequests: scripts.length,
    jsWire: sum(scripts, "wire"),
    jsGzip: sum(scripts, "gzip"),
    totalWire: sum(rows, "wire"),
    totalGzip: sum(rows, "gzip"),
  };
}

/** Largest Contentful Paint of a cold visit on emulated slow 3G, in ms. */
async function slow3gLcp(browser, url) {
  const context = await browser.newContext(PHONE);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
  await cdp.send("Network.emulateNetworkConditions", SLOW_3G);
  await page.addInitScript(() => {
    window.__lcp = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) window.__lcp = entry.startTime;
    }).observe({ type: "largest-contentful-paint", buffered: true });
  });
  await page.goto(url, { waitUntil: "networkidle", timeout: 180_000 });
  const lcp = await page.evaluate(() => window.__lcp);
  await context.close();
  return lcp;
}

async function lighthouseRun(url) {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: ["--headless=new", ...FLAGS],
  });
  try {
    const { lhr } = await lighthouse(url, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: ["performance", "accessibility", "best-practices"],
    });
    const audit = (id) => lhr.audits[id];
    return {
      performance: lhr.categories.performance.score * 100,
      accessibility: lhr.categories.accessibility.score * 100,
      bestPractices: lhr.categories["best-practices"].score * 100,
      fcp: audit("first-contentful-paint").numericValue,
      lcp: audit("largest-contentful-paint").numericValue,
      tbt: audit("total-blocking-time").numericValue,
      cls: audit("cumulative-layout-shift").numericValue,
      si: audit("speed-index").numericValue,
      failing: Object.values(lhr.categories)
        .flatMap((category) => category.auditRefs)
        .filter((ref) => ref.weight > 0 && audit(ref.id).score !== null && audit(ref.id).score < 1)
        .map((ref) => ref.id),
    };
  } finally {
    await chrome.kill();
  }
}

const dataDir = mkdtempSync(path.join(os.tmpdir(), "seatwise-bench-"));
const app = await startApp({ dataDir, logLevel: "warn" });
const url = `${app.origin}/`;
const browser = await chromium.launch({ executablePath: CHROMIUM, args: FLAGS });
try {
  const sizes = await transfer(browser, url);
  const withSession = await transfer(browser, url, { signedIn: true });
  const lcps = [];
  const reports = [];
  for (let run = 0; run < RUNS; run += 1) {
    lcps.push(await slow3gLcp(browser, url));
    reports.push(await lighthouseRun(url));
  }
  const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;
  // An audit Lighthouse could not compute in a run (its value undefined) is left out of the median.
  const mid = (key) => {
    const values = reports.map((report) => report[key]).filter((value) => Number.isFinite(value));
    return values.length ? median(values) : Number.NaN;
  };
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
    { figure: "LCP, emulated slow 3G", value: `${(median(lcps) / 1000).toFixed(2)} s` },
    { figure: "Lighthouse mobile: performance", value: mid("performance") },
    { figure: "Lighthouse mobile: accessibility", value: mid("accessibility") },
    { figure: "Lighthouse mobile: best practices", value: mid("bestPractices") },
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
  const failing = [...new Set(reports.flatMap((report) => report.failing))];
  console.log(`audits below full score in any run: ${failing.length ? failing.join(", ") : "none"}`);
} finally {
  await browser.close();
  await app.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
