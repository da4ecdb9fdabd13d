// Throughput of the request path every response shares: the built app against a bare node:http server that
// sends the same status, headers and body bytes from memory. autocannon with 200 connections; the two servers
// alternate (app first in odd rounds, bare first in even ones) so a machine that gets busier or quieter
// during the run affects both alike; the medians over the rounds are printed, with the app/bare ratio.
// BENCH_ROUNDS (default 3) and BENCH_SECONDS (default 5) change the length of the run.
// Goals (app ÷ bare, median req/s): /api/health and the static files ≥ 0.5×, /api/site ≥ 0.4×; exits 1 if one
// is missed or the app answered any request with an error.
import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { median, requireBuild, startApp, stopChild, webRoot } from "./lib/server.mjs";

requireBuild("request-path");
const ROUNDS = Number(process.env.BENCH_ROUNDS || 3);
const SECONDS = Number(process.env.BENCH_SECONDS || 5);
const CONNECTIONS = 200;
const GOALS = { "/api/site": 0.4, "/api/health": 0.5, "/favicon.svg": 0.5, "/assets/<entry>.js": 0.5 };
// What a browser sends: the app may compress, and the bare server replays whatever the app chose.
const REQUEST_HEADERS = { accept: "*/*", "accept-encoding": "gzip, deflate, br, zstd" };
// Hop-by-hop and per-response headers that node:http writes itself.
const NOT_REPLAYED = new Set(["date", "connection", "keep-alive", "transfer-encoding"]);

/** The entry script of the SPA: a hashed asset every first visit downloads. */
function hashedAsset() {
  const html = readFileSync(path.join(webRoot, "index.html"), "utf8");
  const src = /<script[^>]*\ssrc="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
  if (!src) throw new Error("no /assets/*.js entry script in dist/web/index.html");
  return src;
}

/** One GET as the bytes on the wire: status, headers, body (still compressed if the app compressed it). */
function capture(origin, requestPath) {
  return new Promise((resolve, reject) => {
    http
      .get(`${origin}${requestPath}`, { headers: REQUEST_HEADERS }, (res) => {
        const chunks = [];
        res.on("data", (chunk) => chunks.push(chunk));
        res.on("end", () => {
          const body = Buffer.concat(chunks);
          const headers = Object.fromEntries(
            Object.entries(res.headers).filter(([name]) => !NOT_REPLAYED.has(name)),
          );
          headers["content-length"] = String(body.length);
          resolve({ path: requestPath, status: res.statusCode, headers, body: body.toString("base64") });
        });
      })
      .on("error", reject);
  });
}

function startBare(answersFile) {
  const child = spawn(
    process.execPath,
    [new URL("./lib/bare-server.mjs", import.meta.url).pathname, answersFile],
    {
      stdio: ["ignore", "pipe", "inherit"],
    },
  );
  return new Promise((resolve, reject) => {
    child.once("exit", () => reject(new Error("the bare server exited")));
    child.stdout.once("data", (data) => {
      resolve({ origin: `http://127.0.0.1:${Number(String(data).trim())}`, stop: () => stopChild(child) });
    });
  });
}

async function load(url, seconds) {
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: seconds,
    headers: REQUEST_HEADERS,
  });
  return {
    rps: result.requests.total / seconds,
    p99: result.latency.p99,
    failures: result.errors + result.timeouts + result.non2xx,
  };
}

const dataDir = mkdtempSync(path.join(os.tmpdir(), "seatwise-bench-"));
const answersFile = path.join(dataDir, "answers.json");
const app = await startApp({ dataDir });
let bare;
try {
  const paths = ["/api/site", "/api/health", "/favicon.svg", hashedAsset()];
  const answers = [];
  for (const requestPath of paths) answers.push(await capture(app.origin, requestPath));
  writeFileSync(answersFile, JSON.stringify(answers));
  bare = await startBare(answersFile);

  const servers = { app, bare };
  const runs = Object.fromEntries(paths.map((p) => [p, { app: [], bare: [] }]));
  for (const requestPath of paths) {
    // Warm both (JIT, database cache) before anything is counted.
    for (const name of ["app", "bare"]) await load(`${servers[name].origin}${requestPath}`, 1);
  }
  for (let round = 1; round <= ROUNDS; round += 1) {
    const order = round % 2 ? ["app", "bare"] : ["bare", "app"];
    for (const requestPath of paths) {
      for (const name of order) {
        runs[requestPath][name].push(await load(`${servers[name].origin}${requestPath}`, SECONDS));
      }
    }
    process.stdout.write(`round ${round}/${ROUNDS} done\n`);
  }

  const missed = [];
  const rows = paths.map((requestPath) => {
    const answer = answers.find((a) => a.path === requestPath);
    const appRuns = runs[requestPath].app;
    const bareRuns = runs[requestPath].bare;
    const appRps = median(appRuns.map((r) => r.rps));
    const bareRps = median(bareRuns.map((r) => r.rps));
    const shownPath = requestPath.startsWith("/assets/") ? "/assets/<entry>.js" : requestPath;
    const ratio = appRps / bareRps;
    const errors = appRuns.reduce((sum, r) => sum + r.failures, 0);
    if (ratio < GOALS[shownPath] || errors > 0)
      missed.push(`${shownPath} ${ratio.toFixed(2)}× (goal ${GOALS[shownPath]}×), ${errors} errors`);
    return {
      path: shownPath,
      "bytes sent": `${Buffer.from(answer.body, "base64").length}${answer.headers["content-encoding"] ? ` ${answer.headers["content-encoding"]}` : ""}`,
      "app req/s": Math.round(appRps),
      "bare req/s": Math.round(bareRps),
      "app / bare": `${ratio.toFixed(2)}×`,
      goal: `${GOALS[shownPath]}×`,
      "app p99 ms": median(appRuns.map((r) => r.p99)),
      "app errors + non-2xx": errors,
    };
  });
  console.log(
    `\nrequest path: app vs bare node:http (${CONNECTIONS} connections, ${ROUNDS} alternating rounds of ${SECONDS} s, medians; load average ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(" ")})`,
  );
  console.table(rows);
  if (missed.length > 0) {
    console.error(`request path: goal missed: ${missed.join("; ")}`);
    process.exitCode = 1;
  }
} finally {
  await bare?.stop();
  await app.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
