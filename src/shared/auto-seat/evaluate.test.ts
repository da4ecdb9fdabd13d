import { describe, expect, it } from "vitest";
import { evaluatePlan } from "./evaluate";
import { explainGuest, explainRule } from "./explain";
import type { SeatInstance } from "./types";

const instance: SeatInstance = {
  tables: [
    { id: "t1", capacity: 3, name: "Table 1" },
    { id: "t2", capacity: 2, name: "Table 2" },
  ],
  guests: [
    { id: "ann", name: "Ann", party: "smith", groups: ["college"] },
    { id: "bob", name: "Bob", party: "smith" },
    { id: "cat", name: "Cat", groups: ["college"] },
    { id: "dan", name: "Dan", table: "t2" },
    { id: "eve", name: "Eve" },
  ],
  groups: [{ id: "college", weight: 4 }],
  rules: [
    { a: "cat", b: "dan", kind: "together", weight: 5 },
    { a: "eve", b: "ann", kind: "apart", hard: true },
    { a: "eve", b: "dan", kind: "apart", weight: 2 },
  ],
};

describe("evaluatePlan", () => {
  it("scores a valid plan and reports rule statuses and who knows nobody", () => {
    const evaluation = evaluatePlan(instance, { ann: "t1", bob: "t1", cat: "t1", dan: "t2", eve: "t2" });
    expect(evaluation).toMatchObject({
      score: 4 - 2,
      hardViolations: 0,
      violations: [],
      lonelyGuests: ["dan", "eve"],
    });
    expect(evaluation.rules.map((rule) => rule.status)).toEqual(["unmet", "met", "unmet"]);
  });

  it("lists every broken hard constraint of a hand-made plan, and unseated guests", () => {
    const evaluation = evaluatePlan(
      instance,
      new Map([
        ["ann", "t1"],
        ["bob", "t2"],
        ["cat", "t2"],
        ["eve", "t1"],
        ["dan", "t9"],
      ]),
    );
    expect(evaluation.violations.map((v) => [v.kind, v.message])).toEqual([
      ["unknown-table", "Dan is at t9, which is not a table."],
      ["household", "The household of Ann is split across 2 tables."],
      ["apart", "Eve and Ann must be kept apart but both sit at Table 1."],
    ]);
    expect(evaluation.hardViolations).toBe(3);
    const partial = evaluatePlan(instance, { ann: "t2", bob: "t2", cat: "t2" });
    expect(partial.violations.map((v) => v.kind)).toEqual(["unseated", "unseated", "over-capacity"]);
    expect(partial.rules.map((rule) => rule.status)).toEqual(["unseated", "unseated", "unseated"]);
  });

  it("counts a plan's __proto__ key as a guest, not as a prototype", () => {
    const odd: SeatInstance = {
      tables: [{ id: "t", capacity: 2 }],
      guests: [{ id: "__proto__" }, { id: "x" }],
    };
    const assignments = JSON.parse('{"__proto__": "t", "x": "t"}');
    expect(evaluatePlan(odd, assignments).hardViolations).toBe(0);
  });
});

describe("explainGuest", () => {
  const plan = { ann: "t1", bob: "t1", cat: "t2", dan: "t2", eve: "t1" };

  it("names the household, the ties at the table and the better tables", () => {
    const why = explainGuest(instance, plan, "ann");
    expect(why).toMatchObject({ guest: "ann", table: "t1", movesWith: ["bob"], lockedBy: null });
    expect(why.ties).toEqual([{ guest: "bob", weight: 0, groups: [], sameHousehold: true }]);
    expect(why.summary).toBe("Ann sits at Table 1: must sit with Bob.");
  });

  it("says who is locked and why a guest knows nobody", () => {
    expect(explainGuest(instance, plan, "dan")).toMatchObject({
      lockedBy: "locked to Table 2",
      summary: "Dan sits at Table 2: locked to Table 2; shares groups or wishes with Cat (5 points).",
    });
    const eve = explainGuest(instance, { ...plan, eve: "t1" }, "eve");
    expect(eve.summary).toBe("Eve sits at Table 1: knows nobody there.");
    expect(eve.alternatives).toEqual([
      { table: "t2", scoreChange: -2, blockedBy: "Table 2 has no room for Eve" },
    ]);
  });
});

describe("explainRule", () => {
  it("says what stands in the way of an unmet wish", () => {
    const plan = { ann: "t1", bob: "t1", cat: "t1", dan: "t2", eve: "t2" };
    expect(explainRule(instance, plan, 0)).toEqual({
      status: "unmet",
      reason: "Table 2 has no room for Cat; Dan is locked to Table 2.",
    });
    expect(explainRule(instance, plan, 1)).toEqual({ status: "met", reason: null });
  });

  it("puts a number on the trade-off when the move is possible", () => {
    const plan = { ann: "t1", bob: "t1", cat: "t1", dan: "t2" };
    const roomy = (weight: number): SeatInstance => ({
      ...instance,
      guests: instance.guests.slice(0, 4),
      rules: [{ a: "cat", b: "dan", kind: "together", weight }],
    });
    expect(explainRule(roomy(3), plan, 0).reason).toBe(
      "Moving Cat to Table 2 would lower the score by 1: other ties outweigh this wish.",
    );
    expect(explainRule(roomy(5), plan, 0).reason).toBe(
      "Moving Cat to Table 2 would meet it and raise the score by 1.",
    );
  });
});
