// The public guest page on the day: an event of 300 guests at 30 tables, published, served by the built app
// on a fresh embedded database.
// 1. Its data (GET /api/public/events/:id) and its page (GET /event/:id) under 200 connections, against a
//    bare node:http server sending the same status, headers and bytes from memory (alternating rounds, as in
//    bench/request-path.mjs); then the same with If-None-Match (a phone revalidating: 304).
// 2. A guest's first visit on a phone: JavaScript and everything (gzip -9 of each body), LCP on emulated
//    slow 3G, and Lighthouse's mobile scores (lighthouse@12, simulated throttling) on the system Chromium.
// BENCH_ROUNDS (3), BENCH_SECONDS (5) and BENCH_RUNS (3) change the length of the run.
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { chromium } from "@playwright/test";
import autocannon from "autocannon";
import { GUESTS, seedGuestPageEvent, TABLES } from "./lib/guest-page-event.mjs";
import { CHROMIUM, FLAGS, kib, phoneRows, phoneRuns, transfer } from "./lib/phone-visit.mjs";
import { median, requireBuild, startApp, stopChild } from "./lib/server.mjs";

requireBuild("guest-page");
const ROUNDS = Number(process.env.BENCH_ROUNDS || 3);
const SECONDS = Number(process.env.BENCH_SECONDS || 5);
const RUNS = Number(process.env.BENCH_RUNS || 3);
const CONNECTIONS = 200;
const REQUEST_HEADERS = { accept: "*/*", "accept-encoding": "gzip, deflate, br, zstd" };
const NOT_REPLAYED = new Set(["date", "connection", "keep-alive", "transfer-encoding"]);
// A 390 px phone.
const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true };

function capture(origin, requestPath, headers = {}) {
  return new Promise((resolve, reject) => {
    http
      .get(`${origin}${requestPath}`, { headers: { ...REQUEST_HEADERS, ...headers } }, (res) => {
        const chunks = [];
        res.on("data", (chunk) => chunks.push(chunk));
        res.on("end", () => {
          const body = Buffer.concat(chunks);
          const kept = Object.fromEntries(
            Object.entries(res.headers).filter(([name]) => !NOT_REPLAYED.has(name)),
          );
          if (res.statusCode !== 304) kept["content-length"] = String(body.length);
          resolve({
            path: requestPath,
            status: res.statusCode,
            headers: kept,
            body: body.toString("base64"),
          });
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

async function load(url, seconds, headers) {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: seconds, headers });
  return {
    rps: result.requests.total / seconds,
    p99: result.latency.p99,
    failures: result.errors + result.timeouts + result.non2xx - (result["3xx"] ?? 0),
  };
}

const dataDir = mkdtempSync(path.join(os.tmpdir(), "seatwise-bench-"));
const answersFile = path.join(dataDir, "answers.json");
const app = await startApp({ dataDir });
let bare;
let browser;
try {
  const { eventId } = await seedGuestPageEvent(app.origin);
  const data = `/api/public/events/${eventId}`;
  const page = `/event/${eventId}`;
  const first = await capture(app.origin, data);
  const firstPage = await capture(app.origin, page);
  // The same resource under another query string: the bare server replays answers by exact URL.
  const cases = [
    { label: "data", path: data, headers: REQUEST_HEADERS },
    {
      label: "data, If-None-Match (304)",
      path: `${data}?revalidate`,
      headers: { ...REQUEST_HEADERS, "if-none-match": first.headers.etag },
    },
    { label: "page", path: page, headers: REQUEST_HEADERS },
    {
      label: "page, If-None-Match (304)",
      path: `${page}?revalidate`,
      headers: { ...REQUEST_HEADERS, "if-none-match": firstPage.headers.etag },
    },
  ];
  const answers = [];
  for (const c of cases) answers.push(await capture(app.origin, c.path, c.headers));
  if (answers[1].status !== 304 || answers[3].status !== 304)
    throw new Error("the app did not answer 304 to its own ETag");
  writeFileSync(answersFile, JSON.stringify(answers));
  bare = await startBare(answersFile);
  const servers = { app, bare };
  const runs = cases.map(() => ({ app: [], bare: [] }));
  for (const c of cases)
    for (const name of ["app", "bare"]) await load(`${servers[name].origin}${c.path}`, 1, c.headers);
  for (let round = 1; round <= ROUNDS; round += 1) {
    const order = round % 2 ? ["app", "bare"] : ["bare", "app"];
    for (const [index, c] of cases.entries()) {
      for (const name of order)
        runs[index][name].push(await load(`${servers[name].origin}${c.path}`, SECONDS, c.headers));
    }
    process.stdout.write(`round ${round}/${ROUNDS} done\n`);
  }
  console.log(
    `\nguest page, ${GUESTS} guests at ${TABLES} tables: app vs bare node:http (${CONNECTIONS} connections, ${ROUNDS} alternating rounds of ${SECONDS} s, medians; load average ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(" ")})`,
  );
  console.table(
    cases.map((c, index) => {
      const answer = answers[index];
      const appRps = median(runs[index].app.map((r) => r.rps));
      const bareRps = median(runs[index].bare.map((r) => r.rps));
      return {
        request: c.label,
        "bytes sent": `${answer.status} ${Buffer.from(answer.body, "base64").length}${answer.headers["content-encoding"] ? ` ${answer.headers["content-encoding"]}` : ""}`,
        "app req/s": Math.round(appRps),
        "bare req/s": Math.round(bareRps),
        "app / bare": `${(appRps / bareRps).toFixed(2)}×`,
        "app p99 ms": median(runs[index].app.map((r) => r.p99)),
        "app errors": runs[index].app.reduce((sum, r) => sum + r.failures, 0),
      };
    }),
  );

  browser = await chromium.launch({ executablePath: CHROMIUM, args: FLAGS });
  const url = `${app.origin}${page}`;
  const sizes = await transfer(browser, PHONE, url);
  const visits = await phoneRuns(browser, PHONE, url, RUNS);
  const { mid } = visits;
  console.log(`\nguest page, first visit on a 390 px phone (${RUNS} runs, medians)`);
  console.table([
    { figure: "requests (JS requests)", value: `${sizes.requests} (${sizes.jsRequests})` },
    { figure: "JavaScript, gzip -9", value: kib(sizes.jsGzip) },
    { figure: "the HTML, gzip -9", value: kib(sizes.document?.gzip ?? 0) },
    { figure: "everything, gzip -9", value: kib(sizes.totalGzip) },
    { figure: "everything, on the wire", value: kib(sizes.totalWire) },
    ...phoneRows(visits),
    {
      figure: "Lighthouse: LCP / TBT / CLS",
      value: `${(mid("lcp") / 1000).toFixed(2)} s / ${Math.round(mid("tbt"))} ms / ${mid("cls").toFixed(3)}`,
    },
  ]);
  console.log(
    `audits below full score in any run: ${visits.failing.length ? visits.failing.join(", ") : "none"}`,
  );
} finally {
  await browser?.close();
  await bare?.stop();
  await app.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
