// The season benchmark's figures and goals, from what the run recorded (season.mjs).
import { existsSync, readFileSync } from "node:fs";
import { percentile } from "../server.mjs";

const GUEST_READS = /^guest page: /;
const OWNER_WRITES = new Set([
  "owner: seat move",
  "owner: guest edit",
  "owner: import 300 rows",
  "owner: auto-seat apply",
]);
const RECOVERY_S = 5;
const STALE_S = 2;

const f1 = (value) => (value === undefined || Number.isNaN(value) ? "—" : value.toFixed(1));
const pad = (text, width) => String(text).padEnd(width);
const padLeft = (text, width) => String(text).padStart(width);

/** The fault windows: from the fault to 5 s after the component answered again. */
function windowsOf(faults, runSeconds) {
  const windows = [];
  if (faults.kill.startedAt !== undefined) {
    windows.push({
      name: "kill",
      from: faults.kill.startedAt,
      to: (faults.kill.upAt ?? runSeconds) + RECOVERY_S,
      available: faults.kill.startedAt,
    });
  }
  if (faults.pg.startedAt !== undefined) {
    windows.push({
      name: "pg",
      from: faults.pg.startedAt,
      to: (faults.pg.upAt ?? runSeconds) + RECOVERY_S,
      available: faults.pg.upAt ?? runSeconds,
    });
  }
  return windows;
}

function summarise(recorder, windows, filter) {
  const steady = [];
  const all = [];
  const errors = { steady: 0, kill: 0, pg: 0 };
  let attempts = 0;
  const failures = [];
  for (const [name, entry] of recorder.classes) {
    if (!filter(name)) continue;
    for (let i = 0; i < entry.at.length; i += 1) {
      attempts += 1;
      const window = windows.find((w) => entry.at[i] >= w.from && entry.at[i] <= w.to);
      if (!entry.ok[i]) errors[window?.name ?? "steady"] += 1;
      if (entry.ok[i]) all.push(entry.ms[i]);
      if (entry.ok[i] && !window) steady.push(entry.ms[i]);
    }
    for (const failure of entry.failures) {
      if (!windows.some((w) => failure.at >= w.from && failure.at <= w.to))
        failures.push(`${name} at ${failure.at.toFixed(1)} s: ${failure.detail}`);
    }
  }
  return {
    attempts,
    errors,
    p50: percentile(steady, 0.5),
    p99: percentile(steady, 0.99),
    p99all: percentile(all, 0.99),
    max: steady.length ? Math.max(...steady) : undefined,
    failures,
  };
}

function printTable(recorder, windows) {
  console.log(
    `\n${pad("request class", 26)}${padLeft("attempts", 9)}${padLeft("p50 ms", 9)}${padLeft("p99 ms", 9)}${padLeft("max ms", 9)}${padLeft("p99 all", 9)}  errors: steady / kill / pg`,
  );
  const names = [...recorder.classes.keys()].sort();
  const row = (label, s) =>
    console.log(
      `${pad(label, 26)}${padLeft(s.attempts, 9)}${padLeft(f1(s.p50), 9)}${padLeft(f1(s.p99), 9)}${padLeft(f1(s.max), 9)}${padLeft(f1(s.p99all), 9)}  ${s.errors.steady} / ${s.errors.kill} / ${s.errors.pg}`,
    );
  for (const name of names)
    row(
      name,
      summarise(recorder, windows, (n) => n === name),
    );
  row(
    "= guest page reads",
    summarise(recorder, windows, (n) => GUEST_READS.test(n)),
  );
  row(
    "= owners' writes",
    summarise(recorder, windows, (n) => OWNER_WRITES.has(n)),
  );
  console.log(
    "(p50/p99/max: successful attempts outside the fault windows; p99 all: every successful attempt)",
  );
}

/** One line per class and kind of failure (status and the body's first words, or the connection error). */
function distinctFailures(recorder, when) {
  const lines = new Map();
  for (const [name, entry] of recorder.classes) {
    for (const failure of entry.failures) {
      if (!when(failure.at)) continue;
      const detail = String(failure.detail)
        .replace(/<[^>]+>/g, " ")
        .replace(/\s+/g, " ")
        .slice(0, 140);
      const key = `${name}: ${detail.replace(/[0-9a-f-]{36}/g, "…")}`;
      const seen = lines.get(key);
      if (seen) seen.n += 1;
      else lines.set(key, { n: 1, first: failure.at });
    }
  }
  return [...lines].map(([key, { n, first }]) => `${n}× ${key} (first at ${first.toFixed(1)} s)`);
}

function completed(recorder) {
  let guests = 0;
  let total = 0;
  for (const [name, entry] of recorder.classes) {
    const ok = entry.ok.filter(Boolean).length;
    total += ok;
    if (GUEST_READS.test(name)) guests += ok;
  }
  return { guests, total };
}

const cpuLine = (cpu) =>
  Object.entries(cpu)
    .map(([part, share]) => `${part} ${(share * 100).toFixed(0)} %`)
    .join(", ");

export function report({
  recorder,
  faults,
  clients,
  probes,
  throughput,
  runSeconds,
  runCpu,
  writes,
  isolation,
  plans,
  startup,
  instances,
  nginxErrors,
  goal,
}) {
  const windows = windowsOf(faults, runSeconds);
  console.log(`\n== the run: ${runSeconds.toFixed(1)} s`);
  for (const w of windows) {
    const fault = faults[w.name];
    console.log(
      `fault ${w.name === "kill" ? "instance A SIGKILL + restart" : "PostgreSQL immediate restart"}: at ${f1(fault.startedAt)} s, back at ${f1(fault.upAt)} s; window counted ${f1(w.from)}–${f1(w.to)} s`,
    );
  }
  printTable(recorder, windows);
  console.log(`CPU during the run (share of one core): ${cpuLine(runCpu)}`);

  // Throughput.
  const rates = Object.fromEntries(
    Object.entries(throughput).map(([label, run]) => {
      const done = completed(run.recorder);
      const errors = [...run.recorder.classes.values()].reduce(
        (sum, e) => sum + e.ok.filter((ok) => !ok).length,
        0,
      );
      console.log(
        `throughput, ${label}: ${(done.total / run.seconds).toFixed(0)} req/s (${(done.guests / run.seconds).toFixed(0)} guest page reads/s), ${errors} errors; CPU: ${cpuLine(run.cpu)}`,
      );
      for (const line of distinctFailures(run.recorder, () => true).slice(0, 4)) console.log(`  ${line}`);
      return [label, done.total / run.seconds];
    }),
  );
  const ratio = rates["two instances"] / rates["one instance"];

  // Recovery per fault: from the moment the service could answer again (the kill: at once, B was up; the
  // restart: PostgreSQL accepting connections) to each affected client's first success.
  const recovery = {};
  for (const w of windows) {
    for (const kind of ["owner", "guest"]) {
      const hit = clients.episodes.filter(
        (e) =>
          e.kind === kind &&
          (e.failedAt - recorder.t0) / 1000 >= w.from &&
          (e.failedAt - recorder.t0) / 1000 <= w.to,
      );
      const times = hit.map((e) =>
        e.recoveredAt === undefined
          ? Number.POSITIVE_INFINITY
          : Math.max(0, (e.recoveredAt - recorder.t0) / 1000 - w.available),
      );
      recovery[`${w.name} ${kind}`] = {
        clients: hit.length,
        max: times.length ? Math.max(...times) : 0,
        p99: percentile(times, 0.99) ?? 0,
      };
      console.log(
        `recovery after ${w.name}, ${kind}s: ${hit.length} clients saw errors; recovered within max ${f1(recovery[`${w.name} ${kind}`].max)} s, p99 ${f1(recovery[`${w.name} ${kind}`].p99)} s`,
      );
    }
  }
  const steadyEpisodes = clients.episodes.filter(
    (e) =>
      !windows.some(
        (w) => (e.failedAt - recorder.t0) / 1000 >= w.from && (e.failedAt - recorder.t0) / 1000 <= w.to,
      ),
  );

  // While A was down: what went through the balancer.
  const kill = windows.find((w) => w.name === "kill");
  let downAttempts = 0;
  let downOk = 0;
  for (const entry of recorder.classes.values()) {
    for (let i = 0; i < entry.at.length; i += 1) {
      if (kill && entry.at[i] >= kill.from && entry.at[i] <= (faults.kill.upAt ?? kill.to)) {
        downAttempts += 1;
        if (entry.ok[i]) downOk += 1;
      }
    }
  }
  console.log(`while instance A was down: ${downOk} of ${downAttempts} attempts through nginx succeeded`);

  // Staleness.
  const steadyProbes = probes.filter(
    (p) => !p.superseded && !windows.some((w) => p.at >= w.from - STALE_S && p.at <= w.to),
  );
  const delays = steadyProbes.map((p) => p.delayMs ?? Number.POSITIVE_INFINITY);
  const faultProbes = probes.filter((p) => !p.superseded && !steadyProbes.includes(p));
  const maxStale = delays.length ? Math.max(...delays) : undefined;
  console.log(
    `seat move → guest page data on each instance (${steadyProbes.length} probes outside the faults): median ${f1(percentile(delays, 0.5))} ms, p99 ${f1(percentile(delays, 0.99))} ms, max ${f1(maxStale)} ms; during the faults (${faultProbes.length}): max ${f1(Math.max(0, ...faultProbes.map((p) => p.delayMs ?? Number.POSITIVE_INFINITY)))} ms`,
  );

  console.log(
    `acknowledged writes checked in the database: ${writes.checked}; lost: ${writes.lost.length}; never acknowledged (not checked): ${writes.unsure}`,
  );
  for (const line of writes.lost.slice(0, 10)) console.log(`  lost: ${line}`);
  console.log(
    `ids in the owners' reads checked: ${isolation.seen}; another owner's: ${isolation.violations.length}`,
  );
  for (const line of isolation.violations.slice(0, 10)) console.log(`  ${line}`);

  const exits = instances.flatMap((i) => i.unexpectedExits.map((e) => ({ name: i.name, ...e })));
  console.log(
    `instances exiting unasked during the run (restarted after 1 s, as a supervisor would): ${exits.length}`,
  );
  for (const e of exits)
    console.log(
      `  instance ${e.name} at ${f1((e.at - recorder.t0) / 1000)} s (${e.code ?? e.signal}): ${e.log}`,
    );
  console.log(
    `start-up of both instances at once on the empty database: ${startup.failed.length} failed first start(s)`,
  );
  // What the instances logged as warnings and errors, by kind.
  for (const instance of instances) {
    if (!existsSync(instance.logFile)) continue;
    const kinds = new Map();
    for (const line of readFileSync(instance.logFile, "utf8").split("\n")) {
      if (!line.startsWith("{")) continue;
      try {
        const entry = JSON.parse(line);
        if (entry.level !== "error" && entry.level !== "warn") continue;
        const detail = String(entry.error ?? entry.cause ?? entry.detail ?? "")
          .replace(/[0-9a-f-]{36}/g, "…")
          .slice(0, 160);
        const key = `${entry.level} ${entry.message}${entry.path ? ` ${entry.method} ${entry.path.replace(/[0-9a-f-]{36}/g, ":id")}` : ""}: ${detail}`;
        kinds.set(key, (kinds.get(key) ?? 0) + 1);
      } catch {
        // a line cut by SIGKILL
      }
    }
    for (const [key, n] of [...kinds].sort((x, y) => y[1] - x[1]).slice(0, 8))
      console.log(`  instance ${instance.name} logged ${n}× ${key}`);
  }

  // Plans.
  console.log("\nplans of the hot requests (auto_explain, EXPLAIN ANALYZE BUFFERS of each statement):");
  const seen = new Set();
  const hot = plans.filter(
    (p) => /"(guests|tables|events)"/.test(p.query) && !seen.has(p.query) && seen.add(p.query),
  );
  for (const plan of hot) {
    console.log(`  ${f1(plan.ms)} ms  ${plan.query.slice(0, 110)}${plan.query.length > 110 ? "…" : ""}`);
    console.log(`      ${plan.nodes.join("; ") || "(no scan node)"}  ${plan.buffers}`);
  }
  const seqScans = plans.flatMap((p) => p.seqScans.map((s) => `${s} in ${p.query.slice(0, 80)}`));

  // Errors outside the windows, one of each kind.
  const allSteady = summarise(recorder, windows, () => true);
  for (const line of distinctFailures(
    recorder,
    (at) => !windows.some((w) => at >= w.from && at <= w.to),
  ).slice(0, 8)) {
    console.log(`  error outside the faults: ${line}`);
  }
  const nginxLines = nginxErrors.split("\n").filter(Boolean);
  const kinds = new Map();
  for (const line of nginxLines) {
    const kind = /\] \d+#\d+: (?:\*\d+ )?([^,(]*)/.exec(line)?.[1]?.trim() ?? line.slice(0, 60);
    kinds.set(kind, (kinds.get(kind) ?? 0) + 1);
  }
  console.log(
    `nginx error log: ${nginxLines.length} lines${[...kinds].map(([k, n]) => `; ${n}× ${k}`).join("")}`,
  );

  console.log("");
  const guests = summarise(recorder, windows, (n) => GUEST_READS.test(n));
  const writesSummary = summarise(recorder, windows, (n) => OWNER_WRITES.has(n));
  goal(`guest page reads p99 < 100 ms outside the faults (${f1(guests.p99)} ms)`, guests.p99 < 100);
  goal(
    `owners' writes p99 < 250 ms outside the faults (${f1(writesSummary.p99)} ms)`,
    writesSummary.p99 < 250,
  );
  goal(
    `0 errors outside the fault windows (${allSteady.errors.steady}; in the kill window ${allSteady.errors.kill}, in the PostgreSQL window ${allSteady.errors.pg}; clients with errors outside: ${steadyEpisodes.length})`,
    allSteady.errors.steady === 0,
  );
  goal(
    `every acknowledged write in the database as acknowledged, none lost or doubled (${writes.lost.length} of ${writes.checked} not)`,
    writes.lost.length === 0 && writes.checked > 0,
  );
  goal(
    `no owner sees another's data (${isolation.violations.length} foreign ids in ${isolation.seen})`,
    isolation.violations.length === 0 && isolation.seen > 0,
  );
  goal(
    `a seat move shows on every guest page within 2 s on both instances (max ${f1(maxStale)} ms over ${steadyProbes.length} probes)`,
    steadyProbes.length > 0 && maxStale <= STALE_S * 1000,
  );
  goal(`two instances ≥ 1.7× one (${ratio.toFixed(2)}×)`, ratio >= 1.7);
  goal(
    `instance B carried the load while A was down (${downAttempts ? ((downOk / downAttempts) * 100).toFixed(1) : "—"} % of ${downAttempts} succeeded, ≥ 99 %)`,
    downAttempts > 0 && downOk / downAttempts >= 0.99,
  );
  for (const [label, r] of Object.entries(recovery)) {
    goal(
      `after the ${label === "kill owner" || label === "kill guest" ? "kill" : "PostgreSQL restart"}, every ${label.split(" ")[1]} client recovered within ${RECOVERY_S} s (${r.clients} affected, max ${f1(r.max)} s)`,
      r.max <= RECOVERY_S,
    );
  }
  goal(`no instance exited unasked during the run (${exits.length})`, exits.length === 0);
  goal(
    `no sequential scan on guests, tables or events in the hot requests' plans (${seqScans.length}${seqScans.length ? `: ${seqScans.slice(0, 3).join(" | ")}` : ""})`,
    seqScans.length === 0 && hot.length > 0,
  );
}
