import { describe, expect, test } from "vitest";
import { neighbourPairs, TABLE_SHAPES } from "./auto-seat/seat-graph";
import { TABLE_CAPACITY } from "./constants";
import { seatLayout, seatShape } from "./seat-layout";

const capacities = Array.from({ length: TABLE_CAPACITY.max }, (_, i) => i + 1);
const distance = (a: { x: number; y: number }, b: { x: number; y: number }) =>
  Math.hypot(a.x - b.x, a.y - b.y);

describe("seatLayout", () => {
  test.each(TABLE_SHAPES)(
    "%s: the seats drawn within 1.6 of each other are exactly the model's neighbours",
    (shape) => {
      for (const capacity of capacities) {
        const { seats } = seatLayout(shape, capacity);
        expect(seats).toHaveLength(capacity);
        const model = new Set(neighbourPairs(shape, capacity).map(([a, b]) => `${a}-${b}`));
        const drawn = new Set<string>();
        for (let a = 1; a <= capacity; a++)
          for (let b = a + 1; b <= capacity; b++) {
            const apart = distance(seats[a - 1]!, seats[b - 1]!);
            expect(apart, `${shape} ${capacity}: seats ${a} and ${b}`).toBeGreaterThanOrEqual(0.99);
            if (apart <= 1.6) drawn.add(`${a}-${b}`);
          }
        expect(drawn, `${shape} ${capacity}`).toEqual(model);
      }
    },
  );

  test("round: seat 1 at the top, then clockwise (to the right first), evenly round the table", () => {
    const { seats, table } = seatLayout("round", 8);
    expect(seats[0]!.x).toBeCloseTo(0);
    expect(seats[0]!.y).toBeLessThan(0);
    expect(seats[1]!.x).toBeGreaterThan(0);
    expect(seats[4]!.y).toBeCloseTo(-seats[0]!.y);
    const radius = distance(seats[0]!, { x: 0, y: 0 });
    for (const seat of seats) expect(distance(seat, { x: 0, y: 0 })).toBeCloseTo(radius);
    expect(table.kind === "circle" && table.radius < radius).toBe(true);
  });

  test("rect: the first half along the top left to right, the rest back along the bottom; seat k faces c + 1 − k", () => {
    const { seats } = seatLayout("rect", 7);
    expect(seats.slice(0, 4).every((seat) => seat.y < 0)).toBe(true);
    expect(seats.slice(4).every((seat) => seat.y > 0)).toBe(true);
    expect(seats.map((seat) => seat.x)).toEqual([-1.5, -0.5, 0.5, 1.5, 0.5, -0.5, -1.5]);
    // Seat 4, the top row's last, faces nobody; 5 faces 3.
    expect(seats[4]!.x).toBe(seats[2]!.x);
  });

  test("row: every seat on one side, left to right", () => {
    const { seats } = seatLayout("row", 5);
    expect(new Set(seats.map((seat) => seat.y)).size).toBe(1);
    expect(seats.map((seat) => seat.x)).toEqual([-2, -1, 0, 1, 2]);
  });
});

test("seatShape: a rectangular head table is a row, another rectangular one a banquet table, the rest round", () => {
  expect(seatShape({ shape: "rectangular", isHead: true })).toBe("row");
  expect(seatShape({ shape: "round", isHead: true })).toBe("round");
  expect(seatShape({ shape: "rectangular", isHead: false })).toBe("rect");
  expect(seatShape({ shape: "round", isHead: false })).toBe("round");
  expect(seatShape({ shape: "oval", isHead: false })).toBe("round");
});
