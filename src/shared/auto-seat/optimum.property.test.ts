import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { enumerable } from "./enumerate";
import { exactOptimum } from "./exact-optimum";
import { parseInstance } from "./parse";
import { plantedInstance, randomInstance } from "./planted";
import { solve } from "./solve";
import type { SeatInstance } from "./types";
import { buildUnits } from "./units";

/**
 * The annealer against exact optima. solve tries every plan when the movable units have at most
 * ENUMERATION_LIMIT of them (enumerate.ts), so the tiny instances of solve.property.test.ts never reach the
 * annealer: every instance here is above that limit, and each run must show the annealing phase.
 */

function aboveEnumerationLimit(raw: SeatInstance): boolean {
  const parsed = parseInstance(raw);
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.problem));
  const movable = buildUnits(parsed.instance).lock.filter((table) => table < 0).length;
  return !enumerable(parsed.instance.tables.length, movable);
}

/** solve, and whether its progress reports ever said it was annealing ("improving"). */
function annealedSolve(raw: SeatInstance, seed: number) {
  let annealed = false;
  const result = solve(raw, {
    seed,
    onProgress: (progress) => {
      annealed ||= progress.phase === "improving";
    },
  });
  return { result, annealed };
}

describe("the annealer reaches the optimum", () => {
  it("of planted instances (every positive tie inside a table, so the hidden plan is optimal)", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 30, max: 60 }),
        fc.constantFrom(0, 0.1),
        fc.nat(),
        fc.integer({ min: -5, max: 1e9 }),
        (guests, spare, instanceSeed, seed) => {
          const { instance, hiddenScore } = plantedInstance({ guests, spare, seed: instanceSeed });
          fc.pre(aboveEnumerationLimit(instance));
          const { result, annealed } = annealedSolve(instance, seed);
          if (!result.ok) throw new Error(result.problem.message);
          expect(annealed).toBe(true);
          expect(result.plan.hardViolations).toBe(0);
          expect(result.plan.score).toBe(hiddenScore);
        },
      ),
      { numRuns: 12 },
    );
  });

  it("of random instances, as HiGHS proves it (branch and cut on a MIP written from docs/auto-seat-format.md)", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 13, max: 16 }),
        fc.integer({ min: 3, max: 4 }),
        fc.constantFrom(0, 0.1),
        fc.nat(),
        async (guests, tables, spare, instanceSeed) => {
          const instance = randomInstance({ guests, tables, spare, seed: instanceSeed });
          fc.pre(aboveEnumerationLimit(instance));
          const { result, annealed } = annealedSolve(instance, instanceSeed);
          const exact = await exactOptimum(instance, 60);
          if (!result.ok) {
            // Hard 'apart' rules can make a random instance impossible: HiGHS must agree.
            expect(exact.status).toBe("Infeasible");
            return;
          }
          expect(annealed).toBe(true);
          expect(exact.status).toBe("Optimal");
          expect(result.plan.score).toBe(exact.optimum);
        },
      ),
      { numRuns: 3 },
    );
  }, 60_000);
});
