import { describe, expect, test } from "vitest";
import { type BoardGuest, fillLevel, type SeatingBoard } from "@/shared/seating";
import type { FloorTable } from "@/shared/tables";
import { applyPlaces, indexBoard, planMove } from "./board-state";

const table = (id: string, capacity: number): FloorTable => ({
  id,
  number: Number(id.slice(1)),
  name: `Table ${id.slice(1)}`,
  capacity,
  shape: "round",
  position: { x: 0, y: 0 },
  rotation: 0,
  isHead: false,
  seated: 0,
  occupiedSeats: [],
});
const guest = (
  id: string,
  tableId: string | null,
  seatNumber: number | null,
  householdId = null,
): BoardGuest => ({
  id,
  name: id.toUpperCase(),
  status: "invited",
  householdId,
  groupIds: [],
  tableId,
  seatNumber,
  seatNumberLocked: false,
});
const board = (guests: BoardGuest[], tables = [table("t1", 4), table("t2", 2)]): SeatingBoard =>
  applyPlaces({ tables, venueElements: [], guests, households: [], groups: [] }, []);

describe("fillLevel (amber from 75 % full, red from 100 %)", () => {
  test.each([
    [0, 8, "open"],
    [5, 8, "open"],
    [6, 8, "amber"],
    [3, 4, "amber"],
    [4, 4, "red"],
    [5, 4, "red"],
  ] as const)("%i of %i is %s", (seated, capacity, level) => {
    expect(fillLevel(seated, capacity)).toBe(level);
  });
});

describe("planMove", () => {
  const current = indexBoard(
    board([guest("a", "t1", 1), guest("b", "t1", 3), guest("c", null, null), guest("d", null, null)]),
  );

  test("the lowest free seats, in order", () => {
    expect(planMove(current, ["c", "d"], "t1")).toEqual({
      ok: true,
      before: [
        { guestId: "c", tableId: null, seatNumber: null },
        { guestId: "d", tableId: null, seatNumber: null },
      ],
      places: [
        { guestId: "c", tableId: "t1", seatNumber: 2 },
        { guestId: "d", tableId: "t1", seatNumber: 4 },
      ],
    });
  });

  test("refused as the server would: no room for every mover, or a seat the table does not have", () => {
    expect(planMove(current, ["a", "b", "c"], "t2")).toEqual({
      ok: false,
      refusal: { cause: "full", message: "Table 2 has reached its maximum capacity of 2 guests." },
    });
    expect(planMove(current, ["c"], "t1", 5)).toEqual({
      ok: false,
      refusal: { cause: "seatBeyondCapacity", message: "Table 1 has 4 seats, so there is no seat 5" },
    });
    expect(planMove(current, ["c"], "t9")).toMatchObject({ ok: false, refusal: { cause: "unknownTable" } });
  });

  test("unseating puts every mover off their table", () => {
    expect(planMove(current, ["a"], null)).toEqual({
      ok: true,
      before: [{ guestId: "a", tableId: "t1", seatNumber: 1 }],
      places: [{ guestId: "a", tableId: null, seatNumber: null }],
    });
  });

  test("a guest already at the table keeps their seat; a seat asked for is taken", () => {
    const plan = planMove(current, ["a", "c"], "t1");
    expect(plan.ok && plan.places).toEqual([
      { guestId: "a", tableId: "t1", seatNumber: 1 },
      { guestId: "c", tableId: "t1", seatNumber: 2 },
    ]);
    const asked = planMove(current, ["c"], "t1", 4);
    expect(asked.ok && asked.places).toEqual([{ guestId: "c", tableId: "t1", seatNumber: 4 }]);
  });
});

test("applyPlaces counts the tables again and keeps untouched objects", () => {
  const before = board(
    [guest("a", "t1", 1), guest("b", null, null)],
    [table("t1", 4), table("t2", 2), table("t3", 2)],
  );
  const after = applyPlaces(before, [{ guestId: "a", tableId: "t2", seatNumber: 2 }]);
  expect(after.tables.map((t) => [t.seated, t.occupiedSeats])).toEqual([
    [0, []],
    [1, [2]],
    [0, []],
  ]);
  expect(after.tables[2]).toBe(before.tables[2]);
  expect(after.guests[1]).toBe(before.guests[1]);
  const index = indexBoard(after, indexBoard(before));
  expect(index.unseated.map((g) => g.id)).toEqual(["b"]);
  expect(index.seatedByTable.get("t2")?.map((g) => g.id)).toEqual(["a"]);
});
