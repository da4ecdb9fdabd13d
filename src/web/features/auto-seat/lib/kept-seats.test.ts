import { describe, expect, test } from "vitest";
import { neighbourPairs } from "@/shared/auto-seat/seat-graph";
import { solve } from "@/shared/auto-seat/solve";
import { buildSeatInstance, type SeatingData, type SeatingGuest } from "@/shared/auto-seat-plan";
import type { SeatingRuleStrength } from "@/shared/seating-rules";
import { keptSeats } from "./kept-seats";

const guest = (id: string, overrides: Partial<SeatingGuest> = {}): SeatingGuest => ({
  id,
  name: id.toUpperCase(),
  status: "confirmed",
  tableId: null,
  seatNumber: null,
  householdId: null,
  groupIds: [],
  seatLocked: false,
  seatNumberLocked: false,
  ...overrides,
});

/** One round table of 4: P on seat 1 and Q on seat 3 (in one household, so the solver would rather have them
 * side by side), R and S new, with a 'next to' wish. */
const data = (strength: SeatingRuleStrength): SeatingData => ({
  tables: [{ id: "t1", number: 1, name: "Table 1", capacity: 4, shape: "round", isHead: false }],
  guests: [
    guest("p", { tableId: "t1", seatNumber: 1, householdId: "h" }),
    guest("q", { tableId: "t1", seatNumber: 3, householdId: "h" }),
    guest("r"),
    guest("s"),
  ],
  groups: [],
  households: [{ id: "h", name: "P and Q" }],
  rules: [
    { id: "x", guestAId: "r", guestBId: "s", guestAName: "R", guestBName: "S", kind: "next_to", strength },
  ],
  undoAvailable: false,
});

const changes = (strength: SeatingRuleStrength) => {
  const built = buildSeatInstance(data(strength), { mode: "changes", skipDeclined: true });
  const result = solve(built.instance, { keep: { assignments: built.keep! } });
  if (!result.ok) throw new Error(result.problem.message);
  return { built, plan: result.plan };
};
const adjacent = (a: number, b: number) =>
  neighbourPairs("round", 4).some(([x, y]) => (x === a && y === b) || (x === b && y === a));

describe("Re-seat changes keeps the seats of the guests who stay", () => {
  test("the guests who stay keep their seats; the newcomers take the others", () => {
    const { built, plan } = changes("prefer");
    expect(built.keepSeats).toEqual({ p: 1, q: 3 });
    // Left alone, the solver seats the household side by side.
    expect(adjacent(plan.seats.p!, plan.seats.q!)).toBe(true);
    const kept = keptSeats(built, plan);
    expect(kept.assignments).toEqual(plan.assignments);
    expect(kept.score).toBe(plan.score);
    expect({ p: kept.seats.p, q: kept.seats.q }).toEqual({ p: 1, q: 3 });
    expect([kept.seats.r, kept.seats.s].sort()).toEqual([2, 4]);
  });

  test("seats that would break a hard 'next to' wish are given up for the plan's own", () => {
    const { built, plan } = changes("must");
    const kept = keptSeats(built, plan);
    expect(kept.seats).toEqual(plan.seats);
    expect(adjacent(kept.seats.r!, kept.seats.s!)).toBe(true);
  });

  test("other modes leave the plan as it is", () => {
    const built = buildSeatInstance(data("prefer"), { mode: "everyone", skipDeclined: true });
    const result = solve(built.instance);
    if (!result.ok) throw new Error(result.problem.message);
    expect(keptSeats(built, result.plan)).toBe(result.plan);
  });
});
