import { embed } from "./embed";
import { EMBED_NODES } from "./seat-check";
import type { SeatModel } from "./seat-model";
import type { TableProblem } from "./seat-table";

/**
 * A greedy start for one table's seating (seat-phase.ts). Without locked seats and with hard 'next-to'
 * partners in simple paths, guests are chained by their strongest ties (the greedy edge heuristic of the
 * travelling salesman problem, each hard path a fixed piece) and the chains laid one after the other along a
 * Hamiltonian path of the seats, so a household sits contiguously and a 'next-to' pair side by side.
 * Otherwise the constrained guests are placed first (embed.ts), then each other guest on the free seat where
 * they gain most.
 */

const EPSILON = 1e-9;

/** The start: null only when the constrained guests cannot be placed (the table phase prevents that). */
export function startArrangement(p: TableProblem, sm: SeatModel): Int32Array | null {
  return p.constrained ? embedThenFill(p, sm) : chains(p);
}

function chains(p: TableProblem): Int32Array {
  const { n, v, hard } = p;
  // Pieces as doubly linked lists: next/prev, and each end knows its other end.
  const next = new Int32Array(n).fill(-1);
  const prev = new Int32Array(n).fill(-1);
  const otherEnd = Int32Array.from({ length: n }, (_, i) => i);
  const link = (a: number, b: number) => {
    // a ends one piece, b starts another: reverse pieces as needed so that a is a tail and b a head.
    if (next[a]! >= 0) reverse(a);
    if (prev[b]! >= 0) reverse(b);
    const head = otherEnd[a]!;
    const tail = otherEnd[b]!;
    next[a] = b;
    prev[b] = a;
    otherEnd[head] = tail;
    otherEnd[tail] = head;
  };
  /** Reverses the piece that has `end` at one end. */
  const reverse = (end: number) => {
    const fromHead = prev[end]! < 0;
    for (let x = end; x >= 0; ) {
      const step = fromHead ? next[x]! : prev[x]!;
      const swap = next[x]!;
      next[x] = prev[x]!;
      prev[x] = swap;
      x = step;
    }
  };
  const isEnd = (i: number) => next[i]! < 0 || prev[i]! < 0;
  // Hard paths first, walked from one end.
  for (let i = 0; i < n; i++) for (const j of hard[i]!) if (j > i) link(i, j);
  const pairs: [number, number, number][] = [];
  for (let i = 0; i < n; i++)
    for (let j = i + 1; j < n; j++) if (v[i * n + j]! > 0) pairs.push([v[i * n + j]!, i, j]);
  pairs.sort((x, y) => y[0] - x[0] || x[1] - y[1] || x[2] - y[2]);
  for (const [, i, j] of pairs) if (isEnd(i) && isEnd(j) && otherEnd[i] !== j && i !== j) link(i, j);
  const sequence: number[] = [];
  const done = new Uint8Array(n);
  for (let i = 0; i < n; i++) {
    if (done[i] || prev[i]! >= 0) continue;
    for (let x = i; x >= 0; x = next[x]!) {
      sequence.push(x);
      done[x] = 1;
    }
  }
  const at = new Int32Array(p.graph.capacity).fill(-1);
  for (const [k, i] of sequence.entries()) at[p.graph.order[k]!] = i;
  return at;
}

function embedThenFill(p: TableProblem, sm: SeatModel): Int32Array | null {
  const { graph, n, v } = p;
  const constrained: number[] = [];
  for (let i = 0; i < n; i++) if (p.fixed[i]! >= 0 || p.hard[i]!.length > 0) constrained.push(i);
  const placed = embed(
    graph,
    constrained.map((i) => p.guests[i]!),
    sm,
    10 * EMBED_NODES,
  );
  if (typeof placed !== "object") return null;
  const at = new Int32Array(graph.capacity).fill(-1);
  const seated = new Uint8Array(n);
  for (const [k, i] of constrained.entries()) {
    at[placed.seats[k]!] = i;
    seated[i] = 1;
  }
  for (let left = n - constrained.length; left > 0; left--) {
    let best = -1;
    let bestSeat = -1;
    let bestGain = -1;
    for (let i = 0; i < n; i++) {
      if (seated[i]) continue;
      for (const s of graph.order) {
        if (at[s]! >= 0) continue;
        let gain = 0;
        for (let k = graph.neighbourStart[s]!; k < graph.neighbourStart[s + 1]!; k++) {
          const other = at[graph.neighbour[k]!]!;
          if (other >= 0) gain += v[i * n + other]!;
        }
        if (gain > bestGain + EPSILON) {
          best = i;
          bestSeat = s;
          bestGain = gain;
        }
      }
    }
    at[bestSeat] = best;
    seated[best] = 1;
  }
  return at;
}
