import { describe, expect, test } from "vitest";
import { type AllocationTable, allocateMoves, allocateSeats, lowestFreeSeat } from "./seat-allocation";

const garden = (occupants: AllocationTable["occupants"] = [], capacity = 3): AllocationTable => ({
  id: "t1",
  name: "Garden",
  capacity,
  occupants,
});

test("lowestFreeSeat skips taken numbers and answers null when all are taken", () => {
  expect(lowestFreeSeat(4, [1, 3, null])).toBe(2);
  expect(lowestFreeSeat(2, [1, 2])).toBeNull();
});

describe("allocateSeats", () => {
  test("grants in order while the table has room; each grant counts against the next", () => {
    const outcomes = allocateSeats(
      [garden([{ seatNumber: 2, name: "Ann" }])],
      [
        { tableId: "t1", seatNumber: null, lowestFreeSeat: true },
        { tableId: "t1", seatNumber: null },
        { tableId: "t1", seatNumber: null, lowestFreeSeat: true },
      ],
    );
    expect(outcomes).toEqual([
      { tableId: "t1", seatNumber: 1, refusal: null },
      { tableId: "t1", seatNumber: null, refusal: null },
      {
        tableId: null,
        seatNumber: null,
        refusal: { cause: "full", message: "Garden has reached its maximum capacity of 3 guests." },
      },
    ]);
  });

  test("each refusal cause, with the message the API answers; a guest refused a seat still has the table", () => {
    const outcomes = allocateSeats(
      [garden([{ seatNumber: 2, name: "Ann" }])],
      [
        { tableId: "t9", seatNumber: null },
        { tableId: "t1", seatNumber: 4 },
        { tableId: "t1", seatNumber: 2 },
        { tableId: "t1", seatNumber: 1 },
      ],
    );
    expect(outcomes.map((outcome) => [outcome.tableId, outcome.seatNumber, outcome.refusal])).toEqual([
      [null, null, { cause: "unknownTable", message: "Table not found" }],
      ["t1", null, { cause: "seatBeyondCapacity", message: "Garden has 3 seats, so there is no seat 4" }],
      ["t1", null, { cause: "seatTaken", message: "Seat 2 at Garden is taken by Ann" }],
      [null, null, { cause: "full", message: "Garden has reached its maximum capacity of 3 guests." }],
    ]);
  });

  test("a later request finds the seat taken by the one granted before it", () => {
    const [, second] = allocateSeats(
      [garden([], 4)],
      [
        { tableId: "t1", seatNumber: 3, guestName: "Bo" },
        { tableId: "t1", seatNumber: 3 },
      ],
    );
    expect(second?.refusal?.message).toBe("Seat 3 at Garden is taken by Bo");
  });
});

describe("allocateMoves", () => {
  const occupied = garden([{ seatNumber: 1, name: "Ann" }], 4);
  const unseated = { tableId: null, seatNumber: null };

  test("seats asked for come first, the others take the lowest free seats, in the moves' order", () => {
    const outcomes = allocateMoves(
      [occupied],
      [
        { tableId: "t1", seatNumber: null, from: unseated },
        { tableId: "t1", seatNumber: 2, from: unseated },
        { tableId: null, seatNumber: null, from: { tableId: "t1", seatNumber: 4 } },
      ],
    );
    expect(outcomes.map((outcome) => [outcome.tableId, outcome.seatNumber])).toEqual([
      ["t1", 3],
      ["t1", 2],
      [null, null],
    ]);
  });

  test("a guest staying at their table keeps their seat", () => {
    const [outcome] = allocateMoves(
      [occupied],
      [{ tableId: "t1", seatNumber: null, from: { tableId: "t1", seatNumber: 4 } }],
    );
    expect(outcome).toEqual({ tableId: "t1", seatNumber: 4, refusal: null });
  });

  test("the whole move is refused by the first guest who does not fit", () => {
    const outcomes = allocateMoves(
      [garden([{ seatNumber: 1, name: "Ann" }], 2)],
      [
        { tableId: "t1", seatNumber: null, from: unseated },
        { tableId: "t1", seatNumber: null, from: unseated },
      ],
    );
    expect(outcomes.map((outcome) => outcome.refusal?.cause ?? null)).toEqual([null, "full"]);
  });
});
