// Auto-seat in the product, end to end over HTTP: the built server (npm run build) on a temporary embedded
// database (and on PostgreSQL when TEST_DATABASE_URL names a server), called with fetch as the page calls
// it. For 300, 1,000 and 3,000 guests (households of 1 to 4, six circles of friends with mixed importance,
// 2 % of guests in together/apart wishes, 10 % spare seats): read → build → solve → apply → undo, then
// re-seat after 3 late guests (one a +1 joining a household, whose table may be full) and 2 declines. The
// solve runs here in Node, where the page runs it in a Web Worker (bench/auto-seat.mjs measures that).
// Goals: an owner's 300 guests seated in under a second from the read to the plan applied; re-seat changes
// (read, solve, apply) under a second; no hard violation ever. A missed goal exits 1.
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { tsImport } from "tsx/esm/api";
import { requireBuild, startApp } from "./lib/server.mjs";

const load = (file) => tsImport(fileURLToPath(new URL(`../src/${file}`, import.meta.url)), import.meta.url);
const { evaluatePlan } = await load("shared/auto-seat/evaluate.ts");
const { solve } = await load("shared/auto-seat/solve.ts");
const { buildSeatInstance, planChanges } = await load("shared/auto-seat-plan.ts");
const { adminQuery, databaseUrl, quoteIdent, uniqueDatabaseName } = await load("server/test/postgres.ts");

const SIZES = [300, 1000, 3000];
const CIRCLES = ["Family A", "Family B", "College", "Work", "Neighbours", "Book club"];
let failures = 0;

function csvFor(size) {
  const rows = ["name,status,household,groups"];
  let i = 0;
  let household = 0;
  while (i < size) {
    household++;
    const members = Math.min(1 + (household % 4), size - i);
    const circle = CIRCLES[household % CIRCLES.length];
    const second = household % 5 === 0 ? `; ${CIRCLES[(household + 2) % CIRCLES.length]}` : "";
    for (let m = 0; m < members; m++, i++)
      rows.push(`Guest ${i + 1},confirmed,${members > 1 ? `Household ${household}` : ""},${circle}${second}`);
  }
  return `${rows.join("\n")}\n`;
}

/** A signed-in owner's fetch against the running server: JSON in and out, a 3xx or worse throws. */
async function ownerClient(origin) {
  const send = async (url, method = "GET", body, cookie = "", retried = false) => {
    const form = body instanceof FormData;
    let response;
    try {
      response = await fetch(`${origin}${url}`, {
        method,
        headers: {
          origin,
          cookie,
          ...(body === undefined || form ? {} : { "content-type": "application/json" }),
        },
        body: form ? body : body === undefined ? undefined : JSON.stringify(body),
      });
    } catch (error) {
      // The solve blocks this thread (the page runs it in a worker), so a kept-alive connection can be
      // closed by the server meanwhile without fetch noticing: a browser then retries on a new connection.
      if (retried || error.cause?.code !== "UND_ERR_SOCKET") throw error;
      return send(url, method, body, cookie, true);
    }
    if (response.status >= 300)
      throw new Error(`${method} ${url}: ${response.status} ${await response.text()}`);
    return response;
  };
  const signUp = await send("/api/auth/sign-up/email", "POST", {
    name: "Bench",
    email: `bench-${Date.now()}@example.com`,
    password: "password-123",
  });
  const cookie = signUp.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  return async (url, method, body) => {
    const response = await send(url, method, body, cookie);
    return response.headers.get("content-type")?.includes("json") ? response.json() : response.arrayBuffer();
  };
}

async function measure(label, env) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "seatwise-bench-autoseat-"));
  const app = await startApp({ dataDir, logLevel: "error", env });
  const rows = [];
  try {
    const request = await ownerClient(app.origin);
    for (const size of SIZES) {
      const event = await request("/api/events", "POST", { title: "Bench", date: "2099-01-01" });
      const base = `/api/events/${event.id}`;
      const form = new FormData();
      form.append("file", new File([csvFor(size)], "guests.csv", { type: "text/csv" }));
      await request(`${base}/guests/import`, "POST", form);
      const tableCount = Math.ceil((size * 1.1) / 10);
      await request(`${base}/tables`, "PUT", {
        tables: Array.from({ length: tableCount }, (_, t) => ({
          id: `new-${t}`,
          name: `Table ${t + 1}`,
          capacity: 10,
          shape: "round",
          position: { x: 50 + (t % 40) * 200, y: 50 + Math.floor(t / 40) * 200 },
        })),
      });
      const groups = await request(`${base}/groups`);
      for (const [g, group] of groups.entries())
        await request(`${base}/groups/${group.id}`, "PATCH", {
          importance: ["low", "normal", "high"][g % 3],
        });
      let data = await request(`${base}/auto-seat`);
      const singles = data.guests.filter((guest) => guest.householdId === null);
      for (let r = 0; r + 1 < Math.max(2, Math.floor(size * 0.02)); r += 2) {
        const a = singles[(r * 7) % singles.length];
        const b = singles[(r * 7 + 13) % singles.length];
        if (a.id === b.id) continue;
        await request(`${base}/seating-rules`, "POST", {
          guestAId: a.id,
          guestBId: b.id,
          kind: r % 4 === 0 ? "apart" : "together",
          strength: r % 8 === 0 ? "must" : "prefer",
        }).catch(() => undefined); // a pair drawn twice is refused (409): one rule per pair
      }

      // The owner's click: read, build and solve, apply (the whole wait, as in the product).
      let started = performance.now();
      data = await request(`${base}/auto-seat`);
      const readMs = performance.now() - started;
      started = performance.now();
      const built = buildSeatInstance(data, { mode: "everyone", skipDeclined: true });
      const result = solve(built.instance, { seed: 1 });
      const solveMs = performance.now() - started;
      if (!result.ok) throw new Error(result.problem.message);
      const { apply } = planChanges(data, result.plan.assignments, built.leaving);
      started = performance.now();
      await request(`${base}/auto-seat/apply`, "POST", apply);
      const applyMs = performance.now() - started;
      started = performance.now();
      await request(`${base}/auto-seat/undo`, "POST");
      const undoMs = performance.now() - started;
      await request(`${base}/auto-seat/apply`, "POST", apply);
      const clickMs = readMs + solveMs + applyMs;

      // Late changes: two seated singles decline, three new guests (one joins a household).
      const seated = await request(`${base}/auto-seat`);
      const decliners = seated.guests.filter((guest) => guest.householdId === null).slice(0, 2);
      for (const guest of decliners)
        await request(`${base}/guests/${guest.id}`, "PATCH", { status: "declined" });
      const household = seated.guests.find((guest) => guest.householdId !== null);
      await request(`${base}/guests`, "POST", { name: "Late +1", householdId: household.householdId });
      await request(`${base}/guests`, "POST", { name: "Late A" });
      await request(`${base}/guests`, "POST", { name: "Late B" });
      started = performance.now();
      const late = await request(`${base}/auto-seat`);
      const again = buildSeatInstance(late, { mode: "changes", skipDeclined: true });
      const reseat = solve(again.instance, { seed: 1, keep: { assignments: again.keep } });
      if (!reseat.ok) throw new Error(reseat.problem.message);
      const changes = planChanges(late, reseat.plan.assignments, again.leaving);
      const reseatSolveMs = performance.now() - started;
      await request(`${base}/auto-seat/apply`, "POST", changes.apply);
      const reseatMs = performance.now() - started;
      const violations =
        evaluatePlan(built.instance, result.plan.assignments).hardViolations +
        evaluatePlan(again.instance, reseat.plan.assignments).hardViolations;
      const ok = violations === 0 && (size > 300 || clickMs < 1000) && reseatMs < 1000;
      if (!ok) failures++;
      rows.push([
        `${size} guests, ${tableCount} tables, ${data.rules.length} rules`,
        `${readMs.toFixed(0)} ms`,
        `${solveMs.toFixed(0)} ms`,
        `${applyMs.toFixed(0)} ms`,
        `${undoMs.toFixed(0)} ms`,
        `${clickMs.toFixed(0)} ms`,
        `${reseatMs.toFixed(0)} ms (read + solve ${reseatSolveMs.toFixed(0)} ms)`,
        `${changes.moves.length} (${reseat.moved.length} kept guests moved)`,
        String(violations),
        ok ? "met" : "MISSED",
      ]);
    }
  } finally {
    await app.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
  console.log(`\n${label}`);
  const header = [
    "event",
    "read",
    "build + solve",
    "apply",
    "undo",
    "read→applied",
    "re-seat changes, read→applied",
    "re-seat moves",
    "hard viol.",
    "",
  ];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i].length)));
  for (const row of [header, ...rows]) console.log(row.map((cell, i) => cell.padEnd(widths[i])).join("  "));
}

requireBuild("auto-seat-product");
console.log("Goals: 300 guests read→applied < 1 s; re-seat changes read→applied < 1 s; no hard violation");
await measure("Built server over HTTP, embedded PGlite");
const serverUrl = process.env.TEST_DATABASE_URL;
if (serverUrl) {
  const name = uniqueDatabaseName("seatwise_bench");
  await adminQuery(serverUrl, `CREATE DATABASE ${quoteIdent(name)}`);
  try {
    await measure("Built server over HTTP, PostgreSQL", { DATABASE_URL: databaseUrl(serverUrl, name) });
  } finally {
    await adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${quoteIdent(name)} WITH (FORCE)`);
  }
} else console.log("\nPostgreSQL: skipped (set TEST_DATABASE_URL to a server to measure it too)");
console.log(
  failures === 0 ? "\nAll auto-seat product goals met." : `\n${failures} auto-seat product goal(s) missed.`,
);
process.exitCode = failures === 0 ? 0 : 1;
