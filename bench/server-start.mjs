// Start-up time and memory of the built server (node dist/server/index.js) on a temporary DATA_DIR: a first
// start (PGlite initdb, migrations, seed) and a second start that reopens the same data. BENCH_RUNS (default
// 1) repeats the pair on fresh directories and prints the medians.
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { median, requireBuild, rssMiB, startApp } from "./lib/server.mjs";

requireBuild("server-start");
const RUNS = Number(process.env.BENCH_RUNS || 1);

async function measure(dataDir) {
  const app = await startApp({ dataDir, logLevel: "error" });
  try {
    const rssReady = rssMiB(app.child.pid);
    // The pages a visitor opens first: the marketing pages are rendered (and the renderer loaded) here.
    for (const page of ["/api/health", "/api/site", "/", "/pricing", "/api/site", "/how-it-works"]) {
      await (await fetch(`${app.origin}${page}`)).arrayBuffer();
    }
    return { readyMs: app.readyMs, rssReady, rssIdle: rssMiB(app.child.pid) };
  } finally {
    await app.stop();
  }
}

const runs = { first: [], second: [] };
for (let run = 0; run < RUNS; run += 1) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "seatwise-bench-"));
  try {
    runs.first.push(await measure(dataDir));
    runs.second.push(await measure(dataDir));
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const mib = (value) => (Number.isFinite(value) ? `${value.toFixed(0)} MiB` : "n/a");
const mid = (list, key) => median(list.map((row) => row[key]));
console.log(
  `\nserver start (node dist/server/index.js, embedded PGlite; ${RUNS} run(s), medians; load average ${os
    .loadavg()
    .map((load) => load.toFixed(2))
    .join(" ")})`,
);
console.table(
  [
    ["first start (initdb + migrate + seed)", runs.first],
    ["second start (reopen)", runs.second],
  ].map(([start, list]) => ({
    start,
    "ready (/api/health)": `${mid(list, "readyMs").toFixed(0)} ms`,
    "RSS at ready": mib(mid(list, "rssReady")),
    "RSS idle after requests": mib(mid(list, "rssIdle")),
  })),
);
