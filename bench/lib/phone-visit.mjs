// A first-time visitor's page load on a phone, as the guest-page and landing benchmarks measure it: what it
// downloads, its LCP on emulated slow 3G, and Lighthouse's mobile scores (lighthouse@12, its default mobile
// emulation and simulated throttling), all on the system Chromium.
import { gzipSync } from "node:zlib";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { median } from "./server.mjs";

export const CHROMIUM = "/usr/bin/chromium";
/** Lighthouse's mobile emulation (a Moto G Power): the phone the landing and entry pages are loaded on. */
export const MID_RANGE_PHONE = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
};
// The flags playwright.config.ts runs the journeys with.
export const FLAGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];
// Chrome DevTools' "Slow 3G" preset: 2 s round trips, 400 kbit/s each way (its 500 kbit/s times 0.8).
const SLOW_3G = { offline: false, latency: 2000, downloadThroughput: 50_000, uploadThroughput: 50_000 };

export const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;

/**
 * Every response of one cold visit on the `phone` (a browser context's options): its resource type, bytes on
 * the wire, and gzip -9 size of its body (so builds served with different encodings compare), summed.
 */
export async function transfer(browser, phone, url, { signedIn = false } = {}) {
  const context = await browser.newContext(phone);
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
    document: rows.find((row) => row.type === "Document"),
  };
}

/** Largest Contentful Paint of a cold visit on the `phone` on emulated slow 3G, in ms. */
async function slow3gLcp(browser, phone, url) {
  const context = await browser.newContext(phone);
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

/**
 * `runs` slow-3G LCPs on the `phone` and Lighthouse runs, alternating. Returns the median LCP, `mid(key)`
 * for the median of a Lighthouse figure (a run in which Lighthouse could not compute it is left out; NaN
 * when none could), and the audits below full score in any run.
 */
export async function phoneRuns(browser, phone, url, runs) {
  const lcps = [];
  const reports = [];
  for (let run = 0; run < runs; run += 1) {
    lcps.push(await slow3gLcp(browser, phone, url));
    reports.push(await lighthouseRun(url));
  }
  return {
    lcp: median(lcps),
    mid: (key) => median(reports.map((report) => report[key]).filter((value) => Number.isFinite(value))),
    failing: [...new Set(reports.flatMap((report) => report.failing))],
  };
}

/** The table rows both benchmarks print first for `phoneRuns`'s result. */
export const phoneRows = ({ lcp, mid }) => [
  { figure: "LCP, emulated slow 3G", value: `${(lcp / 1000).toFixed(2)} s` },
  { figure: "Lighthouse mobile: performance", value: mid("performance") },
  { figure: "Lighthouse mobile: accessibility", value: mid("accessibility") },
  { figure: "Lighthouse mobile: best practices", value: mid("bestPractices") },
];
