// A benchmark's goals: each is printed as met or NOT met, and one missed goal makes the benchmark exit 1
// (npm run bench then reports it and exits non-zero once the others have run).
import { median, ms, percentile } from "./server.mjs";

/** One frame at 60 Hz: frame goals hold for the median frame and for the 95th percentile. */
export const FRAME_BUDGET_MS = 16;

export function goal(what, met) {
  console.log(`goal: ${what}: ${met ? "met" : "NOT met"}`);
  if (!met) process.exitCode = 1;
  return met;
}

/** Median and p95 of `values` (milliseconds) both under one frame. */
export function frameGoal(what, values) {
  const mid = median(values);
  const p95 = percentile(values, 0.95);
  return goal(
    `${what}, median and p95 < ${FRAME_BUDGET_MS} ms (median ${ms(mid)}, p95 ${ms(p95)})`,
    values.length > 0 && mid < FRAME_BUDGET_MS && p95 < FRAME_BUDGET_MS,
  );
}
