import type { TableShape as SeatShape } from "./auto-seat/types";
import type { TableShape } from "./constants";

/**
 * Where a table's seats are drawn, so that the seats the solver calls neighbours (src/shared/auto-seat/
 * seat-graph.ts, docs/auto-seat-format.md "Seats (version 2)") are the ones drawn side by side or face to face.
 */

/** The seat model's shape of a table, as the floor plan draws it: a rectangular head table seats one side
 * (row), another rectangular one both long sides (rect), round and oval ones (head tables too) all round. */
export function seatShape(table: { shape: TableShape; isHead: boolean }): SeatShape {
  if (table.shape !== "rectangular") return "round";
  return table.isHead ? "row" : "rect";
}

export interface SeatLayout {
  /** Seat k's centre is seats[k − 1]; the table's centre is (0, 0), y grows downwards. Units: seats along a
   * side are 1 apart, round neighbours 1.2, facing seats 1.5; seats that are not neighbours are further than
   * 1.6 apart. */
  seats: { x: number; y: number }[];
  /** The table top, centred on (0, 0). */
  table: { kind: "circle"; radius: number } | { kind: "rect"; width: number; height: number };
}

/** Round neighbours' distance (the chord): room for a name's initials between two seats. */
const ROUND_CHORD = 1.2;
/** A banquet table's rows of seats are this far from its middle (facing seats 1.5 apart). */
const SIDE = 0.75;

/**
 * Seat positions per shape, numbered as the seat model numbers them:
 * - round: clockwise from the top;
 * - rect: 1 … ⌈c/2⌉ left to right along the top, the rest right to left along the bottom, so seat k faces
 *   seat c + 1 − k (with c odd the top row's last seat faces nobody);
 * - row: left to right along one side (the top).
 */
export function seatLayout(shape: SeatShape, capacity: number): SeatLayout {
  if (shape === "round") {
    const radius = capacity < 2 ? SIDE : ROUND_CHORD / (2 * Math.sin(Math.PI / capacity));
    const seats = Array.from({ length: capacity }, (_, i) => {
      const angle = -Math.PI / 2 + (2 * Math.PI * i) / capacity;
      return { x: radius * Math.cos(angle), y: radius * Math.sin(angle) };
    });
    return { seats, table: { kind: "circle", radius: Math.max(0.35, radius - 0.55) } };
  }
  if (shape === "row") {
    const seats = Array.from({ length: capacity }, (_, i) => ({ x: i - (capacity - 1) / 2, y: -SIDE }));
    return { seats, table: { kind: "rect", width: capacity, height: 0.7 } };
  }
  const long = Math.ceil(capacity / 2);
  const across = (k: number) => k - 1 - (long - 1) / 2;
  const seats = Array.from({ length: capacity }, (_, i) => {
    const k = i + 1;
    return k <= long ? { x: across(k), y: -SIDE } : { x: across(capacity + 1 - k), y: SIDE };
  });
  return { seats, table: { kind: "rect", width: long, height: 0.6 } };
}
