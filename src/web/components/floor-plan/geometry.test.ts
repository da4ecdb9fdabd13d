import { describe, expect, test } from "vitest";
import { tableSize } from "@/shared/tables";
import { type PlanTable, seatPositions, tableBounds, takenSeats } from "./geometry";

const table = (overrides: Partial<PlanTable> = {}): PlanTable => ({
  id: "t",
  number: 1,
  name: "Table 1",
  capacity: 8,
  shape: "round",
  x: 100,
  y: 100,
  rotation: 0,
  isHead: false,
  seated: 0,
  occupiedSeats: [],
  ...overrides,
});

describe("tableSize (drawn sizes by shape and capacity)", () => {
  test.each([
    ["round", 8, { width: 64, height: 64 }],
    ["oval", 10, { width: 80, height: 48 }],
    ["rectangular", 10, { width: 100, height: 50 }],
  ] as const)("%s of %i", (shape, capacity, size) => {
    expect(tableSize(shape, capacity)).toEqual(size);
  });
});

describe("seatPositions", () => {
  test("one seat per place, numbered from 1, the first at the top of a round table", () => {
    const seats = seatPositions("round", 8, false);
    expect(seats.map((s) => s.number)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(seats[0]!.x).toBeCloseTo(0);
    expect(seats[0]!.y).toBeLessThan(-32);
  });

  test("a rectangular table seats both long sides; a head table only the top one", () => {
    const sides = (seats: { y: number }[]) => [
      seats.filter((s) => s.y < 0).length,
      seats.filter((s) => s.y > 0).length,
    ];
    expect(sides(seatPositions("rectangular", 7, false))).toEqual([4, 3]);
    expect(sides(seatPositions("rectangular", 7, true))).toEqual([7, 0]);
  });

  test("across a rectangular table seat k faces seat c + 1 − k, as in the seat model", () => {
    for (const capacity of [6, 7]) {
      const seats = seatPositions("rectangular", capacity, false);
      for (let k = 1; k <= Math.floor(capacity / 2); k++)
        expect(seats[capacity - k]!.x, `${capacity}: ${k}`).toBeCloseTo(seats[k - 1]!.x);
    }
  });
});

describe("takenSeats", () => {
  test("numbered seats first, then the lowest free seats for guests without a number", () => {
    expect([...takenSeats({ capacity: 8, seated: 4, occupiedSeats: [2, 5] })].sort()).toEqual([1, 2, 3, 5]);
  });
});

describe("tableBounds", () => {
  test("covers the seats, and a quarter turn swaps width and height", () => {
    const flat = tableBounds(table({ shape: "rectangular", capacity: 10 }));
    const turned = tableBounds(table({ shape: "rectangular", capacity: 10, rotation: 90 }));
    expect(flat.maxX - flat.minX).toBeGreaterThan(100);
    expect(turned.maxX - turned.minX).toBeCloseTo(flat.maxY - flat.minY);
  });
});
