import { describe, expect, it } from "vitest";
import { evaluatePlan } from "./evaluate";
import { parseInstance } from "./parse";
import { bruteForceWithSeats, literalSeatScore, respectsSeats } from "./seat-test-support";
import { solve } from "./solve";
import { literalScore } from "./test-support";
import type { Instance, SeatInstance, SeatProblem } from "./types";

/** Seat-level cases a random instance seldom builds: shapes that decide where hard 'next-to' partners can go. */

const parsed = (raw: SeatInstance): Instance => {
  const result = parseInstance(raw);
  if (!result.ok) throw new Error(JSON.stringify(result.problem));
  return result.instance;
};

function planOf(raw: SeatInstance) {
  const result = solve(raw);
  if (!result.ok) throw new Error(result.problem.message);
  const { plan } = result;
  const instance = parsed(raw);
  const tables = new Map(Object.entries(plan.assignments));
  const seats = new Map(Object.entries(plan.seats));
  expect(respectsSeats(instance, tables, seats)).toBe(true);
  expect(plan.hardViolations).toBe(0);
  expect(plan.seatScore).toBe(literalSeatScore(instance, tables, seats));
  // The best table score over every plan whose seats can be kept, by brute force.
  expect(plan.score).toBe(bruteForceWithSeats(instance, (p) => literalScore(instance, p)));
  return plan;
}

function problemOf(raw: SeatInstance): Extract<SeatProblem, { kind: "infeasible" }> {
  const result = solve(raw);
  if (result.ok) throw new Error("expected no plan");
  if (result.problem.kind !== "infeasible") throw new Error(result.problem.message);
  return result.problem;
}

const friends = (ids: string[], extra: object = {}) => ids.map((id) => ({ id, groups: ["f"], ...extra }));

describe("the table phase knows which tables can seat hard 'next-to' partners", () => {
  it("keeps a pair away from a table whose locked seats leave no two free seats side by side", () => {
    const plan = planOf({
      tables: [
        { id: "head", capacity: 5, shape: "row" },
        { id: "t1", capacity: 4 },
      ],
      guests: [
        { id: "L1", groups: ["f"], table: "head", seat: 2 },
        { id: "L2", groups: ["f"], table: "head", seat: 4 },
        ...friends(["A", "B"]),
        { id: "C" },
      ],
      groups: [{ id: "f", weight: 5 }],
      rules: [{ a: "A", b: "B", kind: "next-to", hard: true }],
    });
    expect(plan.assignments.A).toBe("t1");
    expect(plan.assignments.B).toBe("t1");
    expect(Math.abs(plan.seats.A! - plan.seats.B!) % 2).toBe(1);
  });

  it("seats a guest with three hard neighbours at a banquet table, the only seats with three neighbours", () => {
    const plan = planOf({
      tables: [
        { id: "round", capacity: 6 },
        { id: "banquet", capacity: 6, shape: "rect" },
      ],
      guests: [...friends(["hub", "a", "b", "c"]), { id: "x", groups: ["f"] }],
      groups: [{ id: "f", weight: 1 }],
      rules: ["a", "b", "c"].map((b) => ({ a: "hub", b, kind: "next-to" as const, hard: true })),
    });
    expect(plan.assignments.hub).toBe("banquet");
    // Seats 2 and 5 of six face each other and each has two side neighbours.
    expect([2, 5]).toContain(plan.seats.hub);
  });

  it("seats a ring of four hard 'next-to' wishes at the round table of exactly four", () => {
    const ring = ["a", "b", "c", "d"];
    const plan = planOf({
      tables: [
        { id: "five", capacity: 5 },
        { id: "four", capacity: 4 },
        { id: "row", capacity: 6, shape: "row" },
      ],
      guests: [...friends(ring), { id: "e" }],
      rules: ring.map((a, i) => ({ a, b: ring[(i + 1) % 4]!, kind: "next-to" as const, hard: true })),
    });
    for (const guest of ring) expect(plan.assignments[guest]).toBe("four");
  });

  it("counts a facing pair of a banquet table once, and seats and a soft wish side by side", () => {
    const raw: SeatInstance = {
      tables: [{ id: "t", capacity: 2, shape: "rect" }],
      guests: [
        { id: "a", party: "p" },
        { id: "b", party: "p" },
      ],
      rules: [{ a: "a", b: "b", kind: "next-to", weight: 3 }],
    };
    const plan = planOf(raw);
    expect(plan).toMatchObject({ score: 3, seatScore: 8 });
    expect(evaluatePlan(raw, plan.assignments, plan.seats).seatScore).toBe(8);
  });

  it("counts seats 1 and 2 of a round table of two once", () => {
    expect(
      planOf({
        tables: [{ id: "t", capacity: 2 }],
        guests: [
          { id: "a", party: "p" },
          { id: "b", party: "p" },
        ],
      }),
    ).toMatchObject({ seatScore: 5 });
  });

  it("moves a guest to the table of their soft 'next-to' wish when the wish pays for the table score lost", () => {
    // Apart, A sits with C and B with D: score 12. Together, A and B score 10 as 'together' and 10 more side
    // by side: 20 in all, the most score + seatScore can be.
    const raw: SeatInstance = {
      tables: [
        { id: "t1", capacity: 2 },
        { id: "t2", capacity: 2 },
      ],
      guests: [
        { id: "A", groups: ["g"] },
        { id: "C", groups: ["g"] },
        { id: "B", groups: ["h"] },
        { id: "D", groups: ["h"] },
      ],
      groups: [
        { id: "g", weight: 6 },
        { id: "h", weight: 6 },
      ],
      rules: [{ a: "A", b: "B", kind: "next-to", weight: 10 }],
    };
    const result = solve(raw);
    if (!result.ok) throw new Error(result.problem.message);
    expect(result.plan.assignments.A).toBe(result.plan.assignments.B);
    expect(result.plan).toMatchObject({ score: 10, seatScore: 10, hardViolations: 0 });
  });

  it.each([
    ["trading companies with another table", 6, ["x1", "x2", "x3", "x4", "x5", "x6"]],
    ["moving to an empty table", 8, []],
  ])("seats a household of six at the banquet table, %s: 7 pairs of neighbours", (_, capacity, others) => {
    // A round table seats them on a ring (6 pairs at most); a banquet table as a 2 × 3 block (7 pairs).
    const household = ["a", "b", "c", "d", "e", "f"].map((id) => ({ id, party: "p" }));
    for (const first of [true, false]) {
      const tables = [
        { id: "round", capacity },
        { id: "banquet", capacity, shape: "rect" as const },
      ];
      const plan = planOf({
        tables: first ? tables : tables.reverse(),
        guests: [...household, ...others.map((id) => ({ id }))],
      });
      expect(plan.assignments.a).toBe("banquet");
      expect(plan.seatScore).toBe(35);
    }
  });

  it("trades no table score for a household's seats", () => {
    // At the banquet table the household of four would have 4 pairs of neighbours (a 2 × 2 block) instead of
    // 3: it stays at the round table all the same, where a and x score 1.
    const plan = planOf({
      tables: [
        { id: "round", capacity: 5 },
        { id: "banquet", capacity: 4, shape: "rect" },
      ],
      guests: [
        { id: "a", party: "p", groups: ["g"] },
        { id: "b", party: "p" },
        { id: "c", party: "p" },
        { id: "d", party: "p" },
        { id: "x", groups: ["g"], table: "round" },
      ],
    });
    expect(plan.assignments.a).toBe("round");
  });
});

describe("the annealer keeps seats possible", () => {
  it("moves guests with three hard neighbours only between banquet tables, around locked seats", () => {
    // 48 guests, too many to try every plan: three stars (a guest and three hard neighbours) pulled by their
    // groups towards the round tables, where they cannot sit, and guests locked to seats at every table.
    const tables = [
      ...Array.from({ length: 4 }, (_, t) => ({ id: `r${t}`, capacity: 8 })),
      ...Array.from({ length: 3 }, (_, t) => ({ id: `b${t}`, capacity: 8, shape: "rect" as const })),
    ];
    const guests = Array.from({ length: 48 }, (_, g) => ({
      id: `g${g}`,
      groups: [`c${g % 6}`],
      ...(g >= 41 && { table: tables[g - 41]!.id, seat: 1 + (g % 3) }),
    }));
    const rules = [0, 4, 8].flatMap((hub) =>
      [1, 2, 3].map((leaf) => ({ a: `g${hub}`, b: `g${hub + leaf}`, kind: "next-to" as const, hard: true })),
    );
    const raw: SeatInstance = { tables, guests, groups: [{ id: "c0", weight: 5 }], rules };
    const phases = new Set<string>();
    const result = solve(raw, { onProgress: (progress) => phases.add(progress.phase) });
    if (!result.ok) throw new Error(result.problem.message);
    expect(phases.has("improving") && phases.has("seating")).toBe(true);
    const instance = parsed(raw);
    const plan = result.plan;
    expect(
      respectsSeats(instance, new Map(Object.entries(plan.assignments)), new Map(Object.entries(plan.seats))),
    ).toBe(true);
    expect(plan.hardViolations).toBe(0);
    for (const hub of [0, 4, 8]) expect(plan.assignments[`g${hub}`]).toMatch(/^b/);
  });
});

describe("seat-level reasons an instance cannot be seated", () => {
  const ten = (n: number, extra: Partial<SeatInstance> = {}): SeatInstance => ({
    tables: [
      { id: "t1", capacity: 10 },
      { id: "t2", capacity: 10 },
    ],
    guests: Array.from({ length: n }, (_, i) => ({ id: `g${i}` })),
    ...extra,
  });
  const chain = (n: number) =>
    Array.from({ length: n - 1 }, (_, i) => ({
      a: `g${i}`,
      b: `g${i + 1}`,
      kind: "next-to" as const,
      hard: true,
    }));

  it.each([
    [
      "a seat beyond the table",
      { ...ten(2), guests: [{ id: "g0", table: "t1", seat: 11 }, { id: "g1" }] },
      "seat-outside",
      "g0 is locked to seat 11, but table t1 has only 10 seats.",
    ],
    [
      "one seat locked for two guests",
      {
        ...ten(2),
        guests: [
          { id: "g0", table: "t1", seat: 3 },
          { id: "g1", table: "t1", seat: 3 },
        ],
      },
      "seat-taken",
      "g0 and g1 are both locked to seat 3 of table t1.",
    ],
    [
      "a hard 'next-to' chain of 11 at tables of 10",
      ten(12, { rules: chain(11) }),
      "next-to-shape",
      "g0, g1, g2, g3 and 7 more must sit next to one another (11 guests linked by 'next to' rules), but the largest table seats 10.",
    ],
    [
      "three hard 'next-to' partners at round tables",
      ten(4, {
        rules: ["g1", "g2", "g3"].map((b) => ({ a: "g0", b, kind: "next-to" as const, hard: true })),
      }),
      "next-to-shape",
      "g0 must sit next to 3 guests, but no seat at these tables has more than 2 neighbours.",
    ],
    [
      "a ring of four at round tables of ten",
      ten(4, { rules: [...chain(4), { a: "g3", b: "g0", kind: "next-to", hard: true }] }),
      "next-to-shape",
      "No table here has seats that put g0, g1, g2 and g3 next to one another as their 'next to' rules require.",
    ],
    [
      "locked seats that keep a hard pair apart",
      {
        ...ten(2),
        guests: [
          { id: "g0", table: "t1", seat: 1 },
          { id: "g1", table: "t1", seat: 5 },
        ],
        rules: [{ a: "g0", b: "g1", kind: "next-to", hard: true }],
      },
      "locked-seats",
      "At table t1, the locked seats and the 'next to' rules of g0 and g1 cannot all be kept.",
    ],
  ] as const)("%s", (_, raw, code, message) => {
    expect(problemOf(raw as SeatInstance)).toMatchObject({ code, proven: true, message });
  });
});
