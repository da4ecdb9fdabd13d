import { describe, expect, it } from "vitest";
import { evaluatePlan } from "./evaluate";
import { plantedInstance } from "./planted";
import { solve } from "./solve";
import type { SeatInstance } from "./types";

function planOf(instance: SeatInstance, options: Parameters<typeof solve>[1] = {}) {
  const result = solve(instance, options);
  if (!result.ok) throw new Error(result.problem.message);
  return result;
}

describe("re-seat changes (keep)", () => {
  it("seats late guests around a 300-guest plan without moving anyone when there is room", () => {
    const { instance } = plantedInstance({ guests: 300, spare: 0.1, seed: 5 });
    const before = planOf(instance).plan.assignments;
    const load = new Map<string, number>();
    for (const table of Object.values(before)) load.set(table, (load.get(table) ?? 0) + 1);
    const roomAt = (guestId: string) => {
      const table = instance.tables.find((t) => t.id === before[guestId])!;
      return table.capacity - load.get(table.id)!;
    };
    const household = instance.guests.find((guest) => guest.party !== undefined && roomAt(guest.id) > 0)!;
    const declined = instance.guests
      .filter((guest) => guest.party === undefined && guest.table === undefined)
      .slice(0, 2);
    const changed: SeatInstance = {
      ...instance,
      guests: [
        ...instance.guests.filter((guest) => !declined.includes(guest)),
        { id: "late single", groups: household.groups },
        { id: "plus one", party: household.party },
      ],
      rules: instance.rules!.filter(
        (rule) => !declined.some((guest) => guest.id === rule.a || guest.id === rule.b),
      ),
    };
    const result = planOf(changed, { keep: { assignments: before } });
    expect(result.moved).toEqual([]);
    expect(result.plan.assignments["plus one"]).toBe(before[household.id]);
    expect(evaluatePlan(changed, result.plan.assignments).hardViolations).toBe(0);
    for (const guest of changed.guests.slice(0, -2))
      expect(result.plan.assignments[guest.id]).toBe(before[guest.id]);
  });

  it("moves one guest, not a household, to make room for a +1 at a full table", () => {
    const instance: SeatInstance = {
      tables: [
        { id: "t1", capacity: 3 },
        { id: "t2", capacity: 3 },
      ],
      guests: [
        { id: "a" },
        { id: "b", party: "p" },
        { id: "c", party: "p" },
        { id: "d" },
        { id: "e", party: "p" },
      ],
      groups: [{ id: "friends", weight: 4 }],
    };
    const result = planOf(instance, { keep: { assignments: { a: "t1", b: "t1", c: "t1", d: "t2" } } });
    expect(result.moved).toEqual(["a"]);
    expect(result.plan.assignments).toMatchObject({ a: "t2", b: "t1", c: "t1", d: "t2", e: "t1" });
  });

  it("moves kept guests for a better score when the gain beats the move cost", () => {
    const instance: SeatInstance = {
      tables: [
        { id: "t1", capacity: 2 },
        { id: "t2", capacity: 2 },
      ],
      guests: [{ id: "a" }, { id: "b" }, { id: "c" }],
      rules: [{ a: "a", b: "c", kind: "together", weight: 10 }],
    };
    const kept = { a: "t1", b: "t1" };
    expect(planOf(instance, { keep: { assignments: kept } }).moved).toEqual([]);
    expect(planOf(instance, { keep: { assignments: kept, moveCost: 20 } }).moved).toEqual([]);
    const cheap = planOf(instance, { keep: { assignments: kept, moveCost: 3 } });
    expect(cheap.moved).toEqual(["b"]);
    expect(cheap.plan.score).toBe(10);
  });

  it("reads a kept plan given as a Map, ignoring guests and tables that no longer exist", () => {
    const instance: SeatInstance = {
      tables: [
        { id: "__proto__", capacity: 2 },
        { id: "t2", capacity: 2 },
      ],
      guests: [{ id: "constructor" }, { id: "b" }],
    };
    const kept = new Map([
      ["constructor", "__proto__"],
      ["gone", "t2"],
      ["b", "removed table"],
    ]);
    const result = planOf(instance, { keep: { assignments: kept } });
    expect(result.moved).toEqual([]);
    expect(Object.getOwnPropertyDescriptor(result.plan.assignments, "constructor")?.value).toBe("__proto__");
  });
});
