import { describe, expect, test } from "vitest";
import { evaluatePlan } from "./auto-seat/evaluate";
import { solve } from "./auto-seat/solve";
import {
  buildSeatInstance,
  currentSeating,
  planChanges,
  type SeatingData,
  type SeatingGuest,
} from "./auto-seat-plan";

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

const data: SeatingData = {
  tables: [
    { id: "t1", number: 1, name: "Table 1", capacity: 3, shape: "round", isHead: false },
    { id: "t2", number: 2, name: "Table 2", capacity: 3, shape: "round", isHead: false },
  ],
  guests: [
    guest("a", { householdId: "h1", groupIds: ["work"] }),
    guest("b", { householdId: "h1" }),
    guest("c", { tableId: "t1", groupIds: ["work", "gone"] }),
    guest("d", { tableId: "t2", seatLocked: true }),
    guest("e", { status: "declined", tableId: "t2" }),
    guest("f", { status: "declined", tableId: "t1", seatLocked: true }),
  ],
  groups: [{ id: "work", name: "Work", importance: "high" }],
  households: [{ id: "h1", name: "Lee" }],
  rules: [
    {
      id: "r1",
      guestAId: "a",
      guestBId: "c",
      guestAName: "A",
      guestBName: "C",
      kind: "together",
      strength: "prefer",
    },
    {
      id: "r2",
      guestAId: "c",
      guestBId: "e",
      guestAName: "C",
      guestBName: "E",
      kind: "apart",
      strength: "must",
    },
  ],
  undoAvailable: false,
};

describe("buildSeatInstance", () => {
  test("seat only the unseated: seated guests are locks, declined ones leave unless pinned", () => {
    const built = buildSeatInstance(data, { mode: "unseated", skipDeclined: true });
    const byId = Object.fromEntries(built.instance.guests.map((g) => [g.id, g]));
    expect(Object.keys(byId)).toEqual(["a", "b", "c", "d", "f"]);
    expect(byId.a).toEqual({ id: "a", name: "A", party: "household:h1", groups: ["work"] });
    expect(byId.c!.table).toBe("t1");
    expect(byId.c!.groups).toEqual(["work"]); // a group that no longer exists is dropped
    expect(byId.d!.table).toBe("t2");
    expect(byId.f!.table).toBe("t1"); // pinned: stays even though declined
    expect(built.leaving).toEqual(["e"]);
    expect(built.keep).toBeNull();
    expect(built.instance.groups).toEqual([{ id: "work", weight: 4 }]);
    // The rule naming a guest left out is left out too; the other is a soft rule of weight 10.
    expect(built.instance.rules).toEqual([{ a: "a", b: "c", kind: "together", hard: false, weight: 10 }]);
    expect(built.ruleIds).toEqual(["r1"]);
  });

  test("re-seat everyone: only pinned guests are locks; declined guests kept when asked", () => {
    const built = buildSeatInstance(data, { mode: "everyone", skipDeclined: false });
    const locks = built.instance.guests.filter((g) => g.table).map((g) => [g.id, g.table]);
    expect(locks).toEqual([
      ["d", "t2"],
      ["f", "t1"],
    ]);
    expect(built.leaving).toEqual([]);
    expect(built.instance.rules?.map((rule) => [rule.a, rule.b, rule.hard])).toEqual([
      ["a", "c", false],
      ["c", "e", true],
    ]);
  });

  test("re-seat changes: the current seats are kept; the household goes where there is room", () => {
    const built = buildSeatInstance(data, { mode: "changes", skipDeclined: true });
    expect({ ...built.keep }).toEqual({ c: "t1", d: "t2", f: "t1" });
    const result = solve(built.instance, { keep: { assignments: built.keep! } });
    if (!result.ok) throw new Error(result.problem.message);
    expect(result.moved).toEqual([]);
    expect(evaluatePlan(built.instance, result.plan.assignments).hardViolations).toBe(0);
    // t1 has c and f: the household of two goes to t2 (d is alone there now that e leaves).
    expect(result.plan.assignments.a).toBe("t2");
    const { moves, apply } = planChanges(data, result.plan, built.leaving);
    // c, d and f had no seat number: the plan gives them one at the table they keep.
    const stays = (id: string) => ({
      guestId: id,
      name: id.toUpperCase(),
      from: result.plan.assignments[id],
      fromSeat: null,
      to: result.plan.assignments[id],
      toSeat: result.plan.seats[id],
    });
    expect(moves).toEqual([
      { guestId: "a", name: "A", from: null, fromSeat: null, to: "t2", toSeat: result.plan.seats.a },
      { guestId: "b", name: "B", from: null, fromSeat: null, to: "t2", toSeat: result.plan.seats.b },
      stays("c"),
      stays("d"),
      { guestId: "e", name: "E", from: "t2", fromSeat: null, to: null, toSeat: null },
      stays("f"),
    ]);
    expect(apply.assignments.map((item) => item.guestId)).toEqual(["a", "b", "c", "d", "e", "f"]);
  });
});

test("currentSeating judges the seated guests only, without locks", () => {
  const { instance, assignments, ruleIds } = currentSeating(data);
  expect(Object.keys(assignments).sort()).toEqual(["c", "d", "e", "f"]);
  expect(instance.guests.every((g) => g.table === undefined)).toBe(true);
  expect(ruleIds).toEqual(["r2"]);
  expect(evaluatePlan(instance, assignments).rules[0]!.status).toBe("met");
});
