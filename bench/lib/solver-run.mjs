// Shared by the solver's benchmarks (bench/auto-seat.mjs, bench/seat-level.mjs): the solver loaded from its
// TypeScript, one timed solve checked against the evaluator, and the figures' formatting.
import { createHash } from "node:crypto";
import { fileURLToPath } from "node:url";
import { tsImport } from "tsx/esm/api";

export const load = (file) =>
  tsImport(fileURLToPath(new URL(`../../src/shared/auto-seat/${file}`, import.meta.url)), import.meta.url);
const { solve } = await load("solve.ts");
const { evaluatePlan } = await load("evaluate.ts");

export const SIZES = [250, 1000, 3000];
/** The whole run a user waits for, start to plan, per guest count (docs/decisions/007-auto-seat-solver.md). */
export const TIME_GOALS = { 250: 200, 1000: 1000, 3000: 3000 };

export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
export const fingerprint = (value) =>
  createHash("sha256")
    .update(typeof value === "string" ? value : JSON.stringify(value))
    .digest("hex")
    .slice(0, 12);
export const pct = (x) => `${(100 * x).toFixed(2)} %`;
export const ms = (x) => (x === null || !Number.isFinite(x) ? "not reached" : `${Math.round(x)} ms`);

export function table(headers, rows) {
  const widths = headers.map((h, i) => Math.max(h.length, ...rows.map((r) => String(r[i]).length)));
  const line = (cells) => `| ${cells.map((c, i) => String(c).padEnd(widths[i])).join(" | ")} |`;
  console.log(line(headers));
  console.log(`|${widths.map((w) => "-".repeat(w + 2)).join("|")}|`);
  for (const row of rows) console.log(line(row));
}

/**
 * One solve: its plan, its quality against `target`, when its best score first reached `goal`, when the
 * seat phase began, and the process's CPU time for it (on a busy machine the wall time is mostly waiting).
 * The plan's scores and hard violations must be the evaluator's, seats included.
 */
export function run(instance, target, goal, options = {}) {
  let reached = null;
  let seating = null;
  const started = performance.now();
  const cpuStarted = process.cpuUsage();
  const result = solve(instance, {
    seed: 1,
    ...options,
    onProgress: (progress) => {
      if (reached === null && progress.bestScore !== null && progress.bestScore >= goal - 1e-9)
        reached = performance.now() - started;
      if (seating === null && progress.phase === "seating") seating = performance.now() - started;
    },
  });
  const total = performance.now() - started;
  const cpuUsed = process.cpuUsage(cpuStarted);
  const cpu = (cpuUsed.user + cpuUsed.system) / 1000;
  if (!result.ok) throw new Error(`no plan: ${result.problem.message}`);
  const { plan } = result;
  if (reached === null && plan.score >= goal - 1e-9) reached = total;
  const check = evaluatePlan(instance, plan.assignments, plan.seats);
  if (
    check.score !== plan.score ||
    check.seatScore !== plan.seatScore ||
    check.hardViolations !== plan.hardViolations
  )
    throw new Error("the plan's scores or hard violations differ from the evaluator's");
  return {
    result,
    plan,
    quality: plan.score / target,
    reached,
    seating: seating ?? total,
    total,
    cpu,
    violations: check.hardViolations,
  };
}
