import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { chromium } from "@playwright/test";
import { seedGuestPageEvent } from "./bench/lib/guest-page-event.mjs";
import { CHROMIUM, FLAGS, kib, MID_RANGE_PHONE } from "./bench/lib/phone-visit.mjs";
import { startApp } from "./bench/lib/server.mjs";
const dataDir = mkdtempSync(path.join(os.tmpdir(), "seatwise-dash-"));
const app = await startApp({ dataDir, logLevel: "warn" });
const browser = await chromium.launch({ executablePath: CHROMIUM, args: FLAGS });
try {
  const { cookie } = await seedGuestPageEvent(app.origin);
  const session = cookie().split("; ").map((pair) => { const [name, ...value] = pair.split("="); return { name, value: value.join("="), url: app.origin }; });
  const context = await browser.newContext(MID_RANGE_PHONE);
  await context.addCookies(session);
  const page = await context.newPage();
  const scripts = [];
  page.on("request", (r) => { if (r.resourceType() === "script") scripts.push({ r, at: performance.now() }); });
  await page.goto(`${app.origin}/dashboard`);
  await page.locator("main h1").first().waitFor();
  const shown = performance.now();
  await page.waitForLoadState("networkidle");
  let total = 0; const rows = [];
  for (const { r, at } of scripts) { const res = await r.response(); const g = res ? gzipSync(await res.body(), { level: 9 }).length : 0; if (at < shown) { total += g; rows.push([new URL(r.url()).pathname.split("/").pop(), (g/1024).toFixed(1)]); } }
  rows.sort((a,b)=>b[1]-a[1]); console.log(rows.map(r=>r.join(" ")).join("\n")); console.log("TOTAL", kib(total));
} finally { await browser.close(); await app.stop(); rmSync(dataDir, { recursive: true, force: true }); }
