import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { evaluatePlan } from "./evaluate";
import { parseInstance } from "./parse";
import { solve, startSolve } from "./solve";
import {
  anyInstance,
  bruteForceBest,
  feasibleInstance,
  literalScore,
  respectsHardConstraints,
} from "./test-support";
import type { Instance, SeatInstance, SeatPlan } from "./types";

const parsed = (raw: SeatInstance): Instance => {
  const result = parseInstance(raw);
  if (!result.ok) throw new Error(JSON.stringify(result.problem));
  return result.instance;
};

const planMap = (plan: SeatPlan) => new Map(Object.entries(plan.assignments));

describe("solve, on random feasible instances", () => {
  it("respects every hard constraint, reports the score a from-scratch recomputation gives, and repeats itself", () => {
    fc.assert(
      fc.property(feasibleInstance(40, 8), fc.integer({ min: -5, max: 1e9 }), (raw, seed) => {
        const instance = parsed(raw);
        // Quality is not the point here, so a tenth of the default work.
        const result = solve(raw, { seed, effort: 0.1 });
        if (!result.ok) throw new Error(result.problem.message);
        const { plan } = result;
        expect(Object.keys(plan.assignments)).toHaveLength(instance.guests.length);
        expect(respectsHardConstraints(instance, planMap(plan))).toBe(true);
        expect(plan.hardViolations).toBe(0);
        expect(plan.score).toBeCloseTo(literalScore(instance, planMap(plan)), 9);
        const evaluation = evaluatePlan(raw, plan.assignments);
        expect(evaluation.hardViolations).toBe(0);
        expect(evaluation.score).toBe(plan.score);
        const again = solve(raw, { seed, effort: 0.1 });
        expect(again.ok && again.plan.assignments).toEqual(plan.assignments);
      }),
      { numRuns: 80 },
    );
  });

  it("gives the same plan when driven step by step, as a Web Worker does", () => {
    fc.assert(
      fc.property(feasibleInstance(30, 6), fc.nat(), (raw, seed) => {
        const whole = solve(raw, { seed, effort: 0.1 });
        const run = startSolve(raw, { seed, effort: 0.1 });
        let steps = 0;
        while (!run.finished) {
          run.step();
          steps++;
        }
        const stepped = run.result();
        expect(steps).toBeGreaterThan(0);
        expect(stepped.ok && stepped.plan.assignments).toEqual(whole.ok && whole.plan.assignments);
      }),
      { numRuns: 30 },
    );
  });

  it("writes every guest id into the plan as an own key, __proto__ included", () => {
    const raw = {
      tables: [
        { id: "__proto__", capacity: 2 },
        { id: "constructor", capacity: 1 },
      ],
      guests: [{ id: "__proto__", party: "x" }, { id: "constructor", party: "x" }, { id: "toString" }],
    };
    const result = solve(raw);
    if (!result.ok) throw new Error(result.problem.message);
    const json = JSON.parse(JSON.stringify(result.plan));
    expect(Object.keys(json.assignments).sort()).toEqual(["__proto__", "constructor", "toString"]);
    const own = (key: string) => Object.getOwnPropertyDescriptor(json.assignments, key)?.value;
    expect(own("__proto__")).toBe("__proto__");
    expect(own("constructor")).toBe("__proto__");
  });
});

describe("solve, on tiny instances", () => {
  it("finds a plan exactly when one exists, and then the best score brute force finds", () => {
    fc.assert(
      fc.property(anyInstance(7, 3), (raw) => {
        const instance = parsed(raw);
        const best = bruteForceBest(instance);
        const result = solve(raw);
        if (best === null) {
          expect(result.ok).toBe(false);
          expect(!result.ok && result.problem).toMatchObject({ kind: "infeasible", proven: true });
          return;
        }
        if (!result.ok) throw new Error(`no plan, but brute force found ${best}: ${result.problem.message}`);
        expect(respectsHardConstraints(instance, planMap(result.plan))).toBe(true);
        expect(result.plan.score).toBeCloseTo(best, 9);
      }),
      { numRuns: 400 },
    );
  });
});

describe("solve's stopping rules", () => {
  const big = {
    tables: Array.from({ length: 30 }, (_, t) => ({ id: `t${t}`, capacity: 10 })),
    guests: Array.from({ length: 280 }, (_, g) => ({
      id: `g${g}`,
      groups: [`c${g % 37}`],
      party: `p${g >> 1}`,
    })),
  };

  it("stops at the time limit with the best plan so far (a clock that ticks a millisecond per reading)", () => {
    let clock = 0;
    const result = solve(big, { timeLimitMs: 20, now: () => clock++ });
    expect(result.ok && result.stoppedBy).toBe("time-limit");
    if (!result.ok) return;
    expect(evaluatePlan(big, result.plan.assignments).hardViolations).toBe(0);
    expect(result.plan.score).toBe(evaluatePlan(big, result.plan.assignments).score);
  });

  it("stops when asked, reporting progress on the way with a best score that never falls", () => {
    const scores: number[] = [];
    let calls = 0;
    const result = solve(big, {
      onProgress: (progress) => {
        if (progress.bestScore !== null) scores.push(progress.bestScore);
      },
      shouldStop: () => ++calls === 40,
    });
    expect(result.ok && result.stoppedBy).toBe("stopped");
    expect(scores.length).toBeGreaterThan(30);
    expect(scores).toEqual([...scores].sort((x, y) => x - y));
    expect(result.ok && result.plan.score).toBe(scores.at(-1));
  });
});
