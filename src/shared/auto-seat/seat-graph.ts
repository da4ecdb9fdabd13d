import type { TableShape } from "./types";

/**
 * Which seats of a table are neighbours (docs/auto-seat-format.md, version 2). Seats are numbered 1 … c in
 * the format and 0 … c − 1 here.
 * - round: k and k + 1, and c and 1 when c ≥ 3 (two seats are one pair, not two);
 * - row (a head table, one side): k and k + 1;
 * - rect (a banquet table, clockwise: 1 … ⌈c/2⌉ along one side, the rest back along the other): k and k + 1
 *   on the same side, and the facing pairs k and c + 1 − k (with c odd, the last seat of the long side faces
 *   nobody).
 * Every pair is listed once.
 */

export const TABLE_SHAPES = ["round", "rect", "row"] as const satisfies readonly TableShape[];

export interface SeatGraph {
  shape: TableShape;
  capacity: number;
  /** Neighbouring seat pairs, each once: seats pairs[2i] < pairs[2i + 1]. */
  pairs: Int32Array;
  /** Seat s's neighbours are neighbour[neighbourStart[s]] … neighbour[neighbourStart[s + 1] − 1]. */
  neighbourStart: Int32Array;
  neighbour: Int32Array;
  /** adjacent[a * capacity + b] = 1 for neighbours. */
  adjacent: Uint8Array;
  /** A Hamiltonian path: every two consecutive seats of it are neighbours. */
  order: Int32Array;
  /** Whether the last seat of `order` is a neighbour of the first (a Hamiltonian cycle). */
  cyclic: boolean;
  /** The most neighbours any seat has. */
  maxDegree: number;
}

export function shapeOf(table: { shape?: TableShape }): TableShape {
  return table.shape ?? "round";
}

/** The neighbouring pairs of the format, 1-based, each once (for messages, tests and the graph). */
export function neighbourPairs(shape: TableShape, capacity: number): [number, number][] {
  const seen = new Set<number>();
  const pairs: [number, number][] = [];
  const add = (a: number, b: number) => {
    const [lo, hi] = a < b ? [a, b] : [b, a];
    if (lo === hi || seen.has(lo * (capacity + 1) + hi)) return;
    seen.add(lo * (capacity + 1) + hi);
    pairs.push([lo, hi]);
  };
  if (shape === "rect") {
    const long = Math.ceil(capacity / 2);
    for (let k = 1; k < long; k++) add(k, k + 1);
    for (let k = long + 1; k < capacity; k++) add(k, k + 1);
    for (let k = 1; k <= long; k++) add(k, capacity + 1 - k);
  } else {
    for (let k = 1; k < capacity; k++) add(k, k + 1);
    if (shape === "round" && capacity >= 3) add(capacity, 1);
  }
  return pairs;
}

/** Seats along a Hamiltonian path (0-based), and whether it closes into a cycle. */
function hamiltonian(shape: TableShape, capacity: number): { order: number[]; cyclic: boolean } {
  const order = Array.from({ length: capacity }, (_, s) => s);
  if (shape !== "rect" || capacity % 2 === 0) {
    // Round and row in seat order; an even banquet table too (its ends face across: ⌈c/2⌉ and the next, c and 1).
    return { order, cyclic: capacity >= 3 && shape !== "row" };
  }
  // An odd banquet table: the long side's last seat faces nobody, so the path starts there and crosses at seat 1.
  const long = Math.ceil(capacity / 2);
  const path: number[] = [];
  for (let k = long; k >= 1; k--) path.push(k - 1);
  for (let k = capacity; k > long; k--) path.push(k - 1);
  return { order: path, cyclic: false };
}

const cache = new Map<string, SeatGraph>();

export function seatGraph(shape: TableShape, capacity: number): SeatGraph {
  const key = `${shape} ${capacity}`;
  const known = cache.get(key);
  if (known) return known;
  const list = neighbourPairs(shape, capacity);
  const pairs = new Int32Array(list.length * 2);
  const adjacent = new Uint8Array(capacity * capacity);
  const lists: number[][] = Array.from({ length: capacity }, () => []);
  for (const [i, [a, b]] of list.entries()) {
    pairs[2 * i] = a - 1;
    pairs[2 * i + 1] = b - 1;
    adjacent[(a - 1) * capacity + b - 1] = 1;
    adjacent[(b - 1) * capacity + a - 1] = 1;
    lists[a - 1]!.push(b - 1);
    lists[b - 1]!.push(a - 1);
  }
  const neighbourStart = new Int32Array(capacity + 1);
  for (let s = 0; s < capacity; s++) neighbourStart[s + 1] = neighbourStart[s]! + lists[s]!.length;
  const neighbour = Int32Array.from(lists.flatMap((seats) => seats.sort((x, y) => x - y)));
  const { order, cyclic } = hamiltonian(shape, capacity);
  const graph: SeatGraph = {
    shape,
    capacity,
    pairs,
    neighbourStart,
    neighbour,
    adjacent,
    order: Int32Array.from(order),
    cyclic,
    maxDegree: Math.max(0, ...lists.map((seats) => seats.length)),
  };
  cache.set(key, graph);
  return graph;
}
