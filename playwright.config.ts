import { existsSync, mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { defineConfig } from "@playwright/test";
import { E2E_ADMIN_SETUP_TOKEN, E2E_ORIGIN, E2E_PORT } from "./e2e/support/server";

const CHROMIUM = "/usr/bin/chromium";
const SITE_WIDE = /admin-site-.*\.spec\.ts/;
if (!existsSync(CHROMIUM)) {
  throw new Error(`Chromium not found at ${CHROMIUM}. Install it with: apt-get install -y chromium`);
}

// Playwright loads this file in the runner and again in each worker; the runner makes the data directory
// once and the workers inherit it through the environment. The runner removes it when it exits.
if (!process.env.SEATWISE_E2E_DATA_DIR) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "seatwise-e2e-"));
  process.env.SEATWISE_E2E_DATA_DIR = dataDir;
  process.on("exit", () => rmSync(dataDir, { recursive: true, force: true }));
}

export default defineConfig({
  testDir: "e2e",
  fullyParallel: false,
  workers: 2,
  // One retry absorbs a timing hiccup on a busy 2-core machine; the report still names each flaky journey,
  // and a journey that fails twice fails the run.
  retries: 1,
  forbidOnly: true,
  // Journeys check behaviour, not speed (speed lives in npm run bench): on a loaded 2-core machine a dashboard
  // screen can take several seconds to show its data, so waits are generous.
  timeout: 45_000,
  expect: { timeout: 10_000 },
  // scripts/test.mjs asks for a JSON report beside the list to count the results.
  reporter: process.env.SEATWISE_E2E_JSON_REPORT
    ? [["list"], ["json", { outputFile: process.env.SEATWISE_E2E_JSON_REPORT }]]
    : [["list"]],
  outputDir: ".tmp/test-results",
  use: {
    baseURL: E2E_ORIGIN,
    browserName: "chromium",
    // Tracing every attempt slows each journey on 2 cores; the retry of a failed one is traced.
    trace: "on-first-retry",
    launchOptions: {
      executablePath: CHROMIUM,
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
      ],
    },
  },
  // The e2e server starts without an admin: the first-admin project creates it through /admin-setup (and
  // checks that flow), then every other journey may sign in as E2E_ADMIN. Journeys that change what every
  // visitor sees (pricing plans, site settings) run as its teardown, which Playwright starts once all the
  // other journeys are over, pass or fail, so no journey reads the public pages while they change.
  projects: [
    { name: "first-admin", testMatch: /auth-admin\.spec\.ts/, teardown: "site-wide" },
    { name: "journeys", testIgnore: [/auth-admin\.spec\.ts/, SITE_WIDE], dependencies: ["first-admin"] },
    { name: "site-wide", testMatch: SITE_WIDE },
  ],
  webServer: {
    // The built app, as `npm start` runs it: run `npm run build` first (npm test does).
    command: "node dist/server/index.js",
    url: `${E2E_ORIGIN}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: "ignore",
    stderr: "pipe",
    gracefulShutdown: { signal: "SIGTERM", timeout: 5_000 },
    env: {
      PORT: String(E2E_PORT),
      HOST: "127.0.0.1",
      APP_ORIGIN: E2E_ORIGIN,
      DATA_DIR: process.env.SEATWISE_E2E_DATA_DIR,
      ADMIN_SETUP_TOKEN: E2E_ADMIN_SETUP_TOKEN,
      LOG_LEVEL: "warn",
      // The journeys run on the embedded database and mail outbox, whatever the calling shell has configured.
      DATABASE_URL: "",
      SMTP_URL: "",
      S3_BUCKET: "",
    },
  },
});
