#!/usr/bin/env node
// npm test: build, then Vitest (unit + API, then the fuzz and crash suites), then Playwright (browser journeys
// on the built app).
// The last line printed is always `N passed, N failed` (plus `, N skipped`), summed over both runners;
// the exit code is 1 if anything failed, a runner crashed, or a runner ran no tests.
import { spawn } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));
const reportDir = path.join(root, ".tmp", "reports");
mkdirSync(reportDir, { recursive: true });
const playwrightReport = path.join(reportDir, "playwright.json");

const startedAt = Date.now();
const totals = { passed: 0, failed: 0, skipped: 0 };
const problems = [];

function run(command, args, env = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: "inherit", env: { ...process.env, ...env } });
    child.on("error", (error) => {
      problems.push(`${command} could not start: ${error.message}`);
      resolve(1);
    });
    child.on("exit", (code, signal) => resolve(signal ? 1 : (code ?? 1)));
  });
}

function readJson(file) {
  if (!existsSync(file)) return undefined;
  try {
    return JSON.parse(readFileSync(file, "utf8"));
  } catch {
    return undefined;
  }
}

/** A runner that crashed or ran nothing counts as one failure, so the summary line never reads clean. */
function runnerFailed(name, reason) {
  problems.push(`${name}: ${reason}`);
  totals.failed += 1;
}

function banner(title) {
  process.stdout.write(`\n── ${title} ${"─".repeat(Math.max(0, 70 - title.length))}\n`);
}

async function build() {
  banner("build");
  const code = await run("npm", ["run", "build"]);
  if (code !== 0) runnerFailed("build", `npm run build exited with ${code}; browser journeys skipped`);
  return code === 0;
}

/** The fuzz and crash suites run on their own, after the others: they keep both cores busy for a minute, and
 * the other suites' start-up tests should not be timed against them. */
const STRESS_SUITES = ["src/server/test/fuzz", "src/server/test/crash"];

async function vitest(title, reportName, args) {
  banner(title);
  const report = path.join(reportDir, reportName);
  rmSync(report, { force: true });
  const code = await run("npx", [
    "vitest",
    "run",
    "--reporter=default",
    "--reporter=json",
    `--outputFile.json=${report}`,
    ...args,
  ]);
  const result = readJson(report);
  if (!result) return runnerFailed(title, `no report (exit code ${code})`);
  const passed = result.numPassedTests ?? 0;
  const failed = result.numFailedTests ?? 0;
  const skipped = (result.numPendingTests ?? 0) + (result.numTodoTests ?? 0);
  totals.passed += passed;
  totals.failed += failed;
  totals.skipped += skipped;
  // A file that fails to load has no failed test, only a failed suite.
  const brokenFiles = failed === 0 && !result.success ? Math.max(result.numFailedTestSuites ?? 0, 1) : 0;
  if (brokenFiles > 0) runnerFailed(title, `${brokenFiles} test file(s) failed outside any test`);
  else if (code !== 0 && failed === 0) runnerFailed(title, `exited with ${code}`);
  if (passed + failed === 0) runnerFailed(title, "ran no tests");
}

async function playwright() {
  banner("playwright (browser journeys)");
  rmSync(playwrightReport, { force: true });
  const code = await run("npx", ["playwright", "test"], { SEATWISE_E2E_JSON_REPORT: playwrightReport });
  const report = readJson(playwrightReport);
  if (!report?.stats) return runnerFailed("playwright", `no report (exit code ${code})`);
  const { expected = 0, unexpected = 0, flaky = 0, skipped = 0 } = report.stats;
  totals.passed += expected + flaky;
  totals.failed += unexpected;
  totals.skipped += skipped;
  if (flaky > 0) process.stdout.write(`\nnote: ${flaky} journey(s) passed only on retry (flaky)\n`);
  const errors = report.errors?.length ?? 0;
  if (errors > 0) runnerFailed("playwright", `${errors} error(s) outside any test (config, web server)`);
  else if (code !== 0 && unexpected === 0) runnerFailed("playwright", `exited with ${code}`);
  if (expected + unexpected + flaky === 0) runnerFailed("playwright", "ran no tests");
}

const built = await build();
await vitest(
  "vitest (unit + API)",
  "vitest.json",
  STRESS_SUITES.map((suite) => `--exclude=${suite}/**`),
);
await vitest("vitest (fuzz + crash)", "vitest-stress.json", STRESS_SUITES);
if (built) await playwright();

process.stdout.write("\n");
const seconds = (since) => Math.round((Date.now() - since) / 1000);
process.stdout.write(`duration: npm test ${seconds(startedAt)} s`);
const ciStartedAt = Number(process.env.SEATWISE_CI_STARTED_AT) * 1000;
if (ciStartedAt > 0) process.stdout.write(`, .ci/run ${seconds(ciStartedAt)} s`);
process.stdout.write("\n");
for (const problem of problems) process.stdout.write(`problem: ${problem}\n`);
const summary = `${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ""}`;
process.stdout.write(`${summary}\n`);
process.exit(totals.failed > 0 || problems.length > 0 ? 1 : 0);
