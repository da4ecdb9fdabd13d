import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { solve } from "./solve";
import type { SeatInstance } from "./types";

function problemOf(instance: SeatInstance) {
  const result = solve(instance);
  if (result.ok) throw new Error("expected no plan");
  return result.problem;
}

const guests = (n: number, prefix = "g") => Array.from({ length: n }, (_, i) => ({ id: `${prefix}${i}` }));
const tables = (...capacities: number[]) => capacities.map((capacity, i) => ({ id: `t${i}`, capacity }));

describe("infeasible instances give the reason", () => {
  it("more guests than seats: how many seats are missing", () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1, max: 6 }), { minLength: 1, maxLength: 5 }),
        fc.integer({ min: 1, max: 5 }),
        (capacities, extra) => {
          const seats = capacities.reduce((sum, n) => sum + n, 0);
          const problem = problemOf({ tables: tables(...capacities), guests: guests(seats + extra) });
          expect(problem).toMatchObject({
            kind: "infeasible",
            code: "not-enough-seats",
            proven: true,
            seatsMissing: extra,
          });
          expect(problem.message).toBe(
            `There are ${seats + extra} guests but only ${seats} seat${seats === 1 ? "" : "s"}: add ${extra} more seat${extra === 1 ? "" : "s"}.`,
          );
        },
      ),
    );
  });

  it("one guest and no table", () => {
    expect(problemOf({ tables: [], guests: guests(1) }).message).toBe(
      "There is 1 guest but only 0 seats: add 1 more seat.",
    );
  });

  it("a household larger than every table", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 5 }), fc.integer({ min: 2, max: 4 }), (largest, tableCount) => {
        const household = guests(largest + 1).map((guest) => ({ ...guest, party: "__proto__" }));
        const problem = problemOf({ tables: tables(...Array(tableCount).fill(largest)), guests: household });
        expect(problem).toMatchObject({ code: "unit-too-large", guests: household.map((g) => g.id) });
        expect(problem.message).toBe(
          `The household of g0 (${largest + 1} guests) cannot sit together: the largest table seats ${largest}.`,
        );
      }),
    );
  });

  it("guests joined by 'must sit together' rules, more than a table seats", () => {
    const problem = problemOf({
      tables: tables(2, 2),
      guests: guests(3),
      rules: [
        { a: "g0", b: "g1", kind: "together", hard: true },
        { a: "g1", b: "g2", kind: "together", hard: true },
      ],
    });
    expect(problem).toMatchObject({ code: "unit-too-large" });
    expect(problem.message).toBe(
      "G0 and the 2 guests who must sit with them cannot sit together: the largest table seats 2.",
    );
  });

  it("a hard 'apart' inside a household", () => {
    const problem = problemOf({
      tables: tables(4, 4),
      guests: [{ id: "ann", party: "p" }, { id: "ben" }, { id: "cat", party: "p" }],
      rules: [{ a: "cat", b: "ann", kind: "apart", hard: true }],
    });
    expect(problem).toMatchObject({ code: "apart-inside-unit", guests: ["cat", "ann"] });
    expect(problem.message).toBe("cat and ann must be kept apart, but they are in the same household.");
  });

  it("a hard 'apart' between guests that hard 'together' rules and households join", () => {
    const problem = problemOf({
      tables: tables(4, 4),
      guests: [{ id: "ann", party: "p" }, { id: "ben", party: "p" }, { id: "cat" }],
      rules: [
        { a: "ben", b: "cat", kind: "together", hard: true },
        { a: "ann", b: "cat", kind: "apart", hard: true },
      ],
    });
    expect(problem.message).toBe(
      "ann and cat must be kept apart, but households and 'must sit together' rules put them at one table.",
    );
  });

  it("two guests of one household locked to different tables", () => {
    const problem = problemOf({
      tables: [
        { id: "t1", capacity: 4, name: "Table 1" },
        { id: "t2", capacity: 4, name: "Table 2" },
      ],
      guests: [
        { id: "ann", party: "p", table: "t1" },
        { id: "ben", party: "p", table: "t2", name: "Ben" },
      ],
    });
    expect(problem).toMatchObject({ code: "locks-split-unit", tables: ["t1", "t2"] });
    expect(problem.message).toBe(
      "ann is locked to Table 1 and Ben to Table 2, but they must sit at one table (household or 'must sit together').",
    );
  });

  it("more guests locked to a table (with their households) than it seats", () => {
    const problem = problemOf({
      tables: tables(2, 6),
      guests: [
        { id: "a", table: "t0", party: "p" },
        { id: "b", party: "p" },
        { id: "c", table: "t0" },
      ],
    });
    expect(problem).toMatchObject({ code: "lock-over-capacity", tables: ["t0"] });
    expect(problem.message).toBe(
      "3 guests are locked to table t0 or must sit with guests locked there, but it seats 2.",
    );
  });

  it("two guests who must be kept apart, locked to the same table", () => {
    const problem = problemOf({
      tables: tables(4, 4),
      guests: [
        { id: "a", table: "t1" },
        { id: "b", table: "t1" },
      ],
      rules: [{ a: "a", b: "b", kind: "apart", hard: true }],
    });
    expect(problem).toMatchObject({ code: "apart-locked-together" });
  });

  it("more guests who must all be kept apart than there are tables", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 5 }), fc.integer({ min: 1, max: 3 }), (tableCount, extra) => {
        const feuding = guests(tableCount + extra, "f");
        const rules = feuding.flatMap((a, i) =>
          feuding.slice(i + 1).map((b) => ({ a: a.id, b: b.id, kind: "apart" as const, hard: true })),
        );
        const problem = problemOf({
          tables: tables(...Array(tableCount).fill(10)),
          guests: [...guests(3), ...feuding],
          rules,
        });
        expect(problem).toMatchObject({ code: "apart-too-many" });
        expect(problem.message).toMatch(
          new RegExp(
            `^${tableCount + extra} guests or households \\(.*\\) must all be kept apart from one another, but there are only ${tableCount} tables\\.$`,
          ),
        );
      }),
    );
  });

  it("households of a size that only some tables seat, more of them than those tables hold", () => {
    const couples = guests(6).map((guest, i) => ({ ...guest, party: `p${i >> 1}` }));
    const problem = problemOf({ tables: tables(2, 2, 1, 1, 1, 1), guests: couples });
    expect(problem).toMatchObject({ code: "large-units" });
    expect(problem.message).toBe(
      "3 households of 2 or more guests (6 guests in all) need tables that seat at least 2, but those tables have only 4 seats.",
    );
  });

  it("a packing no cheap bound sees is proven impossible by the exhaustive search", () => {
    // Three households of 3 and a single at two tables of 5: 10 seats for 10 guests, every household fits
    // a table, but no table takes two of them.
    const trios = guests(9).map((guest, i) => ({ ...guest, party: `p${Math.floor(i / 3)}` }));
    const problem = problemOf({ tables: tables(5, 5), guests: [...trios, { id: "single" }] });
    expect(problem).toMatchObject({ code: "no-arrangement", proven: true });
    expect(problem.message).toBe(
      "No arrangement fits every household, lock and 'keep apart' rule at these tables: add a table or seats.",
    );
  });
});
