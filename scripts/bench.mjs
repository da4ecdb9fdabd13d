#!/usr/bin/env node
// npm run bench: builds once, then runs every bench/*.mjs in turn; each prints its own figures and exits 1
// when it misses a goal.
// npm run bench -- auto-seat [--quick]: only the named benchmarks (the solver's, auto-seat and seat-level, need no build); options
// other than --no-build go to each benchmark.
// bench/season.mjs (a deployment of two instances, nginx and its own PostgreSQL under load, with faults)
// runs only when named: npm run bench -- season. It installs nginx when missing and needs PostgreSQL 15.
import { spawnSync } from "node:child_process";
import { readdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));
const benchDir = path.join(root, "bench");

const args = process.argv.slice(2);
const names = args.filter((arg) => !arg.startsWith("--"));
const options = args.filter((arg) => arg.startsWith("--") && arg !== "--no-build");
/** Benchmarks that run only when named. */
const ONLY_WHEN_NAMED = new Set(["season.mjs"]);
const files = readdirSync(benchDir)
  .filter(
    (name) =>
      name.endsWith(".mjs") &&
      (names.length === 0 ? !ONLY_WHEN_NAMED.has(name) : names.includes(name.slice(0, -4))),
  )
  .sort();
const NEEDS_NO_BUILD = new Set(["auto-seat.mjs", "print.mjs", "seat-level.mjs"]);

if (!args.includes("--no-build") && files.some((file) => !NEEDS_NO_BUILD.has(file))) {
  const build = spawnSync("npm", ["run", "build"], { cwd: root, stdio: "inherit" });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

// Every benchmark runs even after one fails (a missed goal exits 1); the run then exits 1 and names them.
const failed = [];
for (const file of files) {
  console.log(`\n== bench/${file}`);
  const started = performance.now();
  const result = spawnSync(process.execPath, [path.join(benchDir, file), ...options], {
    cwd: root,
    stdio: "inherit",
  });
  const seconds = ((performance.now() - started) / 1000).toFixed(0);
  if (result.status === 0) console.log(`bench/${file}: exit 0 (${seconds} s)`);
  else {
    console.error(
      `bench/${file} failed or missed a goal (exit ${result.status ?? result.signal}, ${seconds} s)`,
    );
    failed.push(file);
  }
}
if (files.length > 1)
  console.log(
    failed.length ? `\nFailed or missed a goal: ${failed.join(", ")}` : "\nEvery benchmark exited 0.",
  );
process.exit(failed.length > 0 ? 1 : 0);
