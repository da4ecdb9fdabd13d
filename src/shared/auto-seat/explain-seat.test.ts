import { describe, expect, test } from "vitest";
import { explainRule, explainSeat } from "./explain";
import type { SeatInstance } from "./types";

/** One round table of 4 (seat 1 beside 2 and 4) and one of 2; A wishes to sit next to B and to C. */
const instance: SeatInstance = {
  tables: [
    { id: "t1", capacity: 4, name: "Table 1" },
    { id: "t2", capacity: 2, name: "Table 2" },
  ],
  guests: ["a", "b", "c", "d", "e"].map((id) => ({
    id,
    name: id.toUpperCase(),
    ...(id === "b" || id === "d" ? { party: "p" } : {}),
  })),
  rules: [
    { a: "a", b: "b", kind: "next-to" },
    { a: "a", b: "c", kind: "next-to" },
    { a: "a", b: "e", kind: "next-to", hard: true },
  ],
};
const assignments = { a: "t1", b: "t1", c: "t1", d: "t1", e: "t2" };
const seats = { a: 1, b: 2, c: 3, d: 4, e: 1 };

describe("why this seat", () => {
  test("who sits beside the guest, which 'next to' wish is kept, and why the others are not", () => {
    const seat = explainSeat(instance, assignments, seats, "a")!;
    expect(seat.seat).toBe(1);
    expect(seat.neighbours).toEqual(["b", "d"]);
    expect(seat.wishes).toEqual([
      { guest: "b", hard: false, kept: true },
      { guest: "c", hard: false, kept: false },
      { guest: "e", hard: true, kept: false },
    ]);
    expect(seat.summary).toBe(
      [
        "A sits on seat 1 of Table 1, next to B and D.",
        "The wish to sit next to B is kept.",
        "The wish to sit next to C is not kept: A and C sit at one table, on seats 1 and 3: the seats beside A go to B and D.",
        "The wish to sit next to E is not kept: E sits at Table 2.",
      ].join(" "),
    );
    // B's household (party) member D is across the table, not beside: no household sentence for B.
    expect(explainSeat(instance, assignments, seats, "b")!.summary).toBe(
      "B sits on seat 2 of Table 1, next to A and C. The wish to sit next to A is kept.",
    );
    // Moved beside B, D has their household beside them.
    expect(explainSeat(instance, assignments, { ...seats, c: 4, d: 3 }, "d")!.summary).toBe(
      "D sits on seat 3 of Table 1, next to B and C. Their household sits beside them: B.",
    );
    expect(explainSeat(instance, assignments, { a: 1 }, "b")).toBeNull();
  });

  test("with seats, a 'next to' wish at one table is met only side by side", () => {
    expect(explainRule(instance, assignments, 0, seats)).toEqual({ status: "met", reason: null });
    expect(explainRule(instance, assignments, 1, seats)).toEqual({
      status: "unmet",
      reason: "A and C sit at one table, on seats 1 and 3: the seats beside A go to B and D.",
    });
    // Without seats it is judged at the table level.
    expect(explainRule(instance, assignments, 1)).toEqual({ status: "met", reason: null });
    const hard = { ...instance, rules: [{ a: "a", b: "c", kind: "next-to" as const, hard: true }] };
    expect(explainRule(hard, assignments, 0, seats).reason).toBe(
      "A and C must sit next to each other: this plan breaks a hard rule.",
    );
  });
});
