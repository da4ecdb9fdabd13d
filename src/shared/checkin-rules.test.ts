import { describe, expect, it } from "vitest";
import type { ArrivalOp } from "./checkin";
import {
  type ArrivalState,
  applyArrivalOp,
  matchesCheckinSearch,
  proposeSeat,
  serverTimeOf,
} from "./checkin-rules";

const at = (minute: number) => new Date(Date.UTC(2026, 5, 6, 18, minute));
const run = (ops: [ArrivalOp, number][]) =>
  ops.reduce<ArrivalState>((state, [op, minute]) => applyArrivalOp(state, op, at(minute)) ?? state, {
    arrivedAt: null,
    changedAt: null,
  });

describe("arrival operations", () => {
  it("whatever the order, the latest operation decides and the first check-in time is kept", () => {
    const ops: [ArrivalOp, number][] = [
      ["check-in", 10],
      ["check-in", 5],
      ["undo", 3],
    ];
    const orders = [ops, [ops[2]!, ops[0]!, ops[1]!], [ops[1]!, ops[2]!, ops[0]!]];
    for (const order of orders) expect(run(order).arrivedAt).toEqual(at(5));
    expect(
      run([
        ["check-in", 5],
        ["undo", 8],
      ]).arrivedAt,
    ).toBeNull();
    expect(
      run([
        ["undo", 8],
        ["check-in", 5],
      ]).arrivedAt,
    ).toBeNull();
  });

  it("an operation sent twice changes nothing the second time", () => {
    const state = run([["check-in", 5]]);
    expect(applyArrivalOp(state, "check-in", at(5))).toBeNull();
    expect(applyArrivalOp(run([["undo", 5]]), "undo", at(5))).toBeNull();
  });

  it("a phone's clock error is corrected in quarter hours, and times are kept within a day before now", () => {
    const now = at(30);
    const dayBehind = (minute: number) => new Date(at(minute).getTime() - 86_400_000).toISOString();
    expect(serverTimeOf(dayBehind(20), dayBehind(30), now)).toEqual(at(20));
    expect(serverTimeOf(at(20).toISOString(), at(28).toISOString(), now)).toEqual(at(20));
    expect(serverTimeOf(at(90).toISOString(), at(30).toISOString(), now)).toEqual(now);
  });
});

describe("the walk-in's seat", () => {
  const table = (id: string, number: number, capacity: number, seats: number[]) => ({
    id,
    number,
    name: `Table ${number}`,
    capacity,
    occupants: seats.map((seatNumber) => ({ seatNumber, name: "x" })),
  });

  it("next to the guest they came with, else their household's table, else the emptiest", () => {
    const tables = [table("a", 1, 8, [1, 2, 3, 4]), table("b", 2, 8, [1]), table("c", 3, 4, [1, 2, 3, 4])];
    const occupants = [
      { id: "h1", tableId: "a", seatNumber: 3, householdId: "H", groupIds: [] },
      { id: "full", tableId: "c", seatNumber: 2, householdId: "F", groupIds: ["G"] },
    ];
    expect(proposeSeat(tables, occupants, occupants[0]!)).toEqual({
      tableId: "a",
      seatNumber: 5,
      reason: "companion",
    });
    const alone = { id: "x", tableId: null, householdId: "H", groupIds: [] };
    expect(proposeSeat(tables, occupants, alone)).toMatchObject({ tableId: "a", reason: "household" });
    expect(proposeSeat(tables, occupants, null)).toEqual({ tableId: "b", seatNumber: 2, reason: "emptiest" });
    // The companion's table is full: the emptiest one with room.
    expect(proposeSeat(tables, occupants, occupants[1]!)).toMatchObject({ tableId: "b", reason: "emptiest" });
    expect(proposeSeat([table("c", 3, 4, [1, 2, 3, 4])], [], null)).toBeNull();
  });
});

describe("search at the door", () => {
  it("by name or household without accents, by table name or number", () => {
    const guest = { name: "José Núñez", householdName: "Núñez-García" };
    const table = { name: "Roses", number: 12 };
    for (const query of ["jose", "NUNEZ", "garcia", "roses", "12", ""])
      expect(matchesCheckinSearch(guest, table, query), query).toBe(true);
    expect(matchesCheckinSearch(guest, table, "1")).toBe(false);
    expect(matchesCheckinSearch(guest, table, "ana")).toBe(false);
  });
});
