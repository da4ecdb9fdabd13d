import { embed } from "./embed";
import { EMBED_NODES } from "./seat-check";
import type { SeatModel } from "./seat-model";
import { arrangementScore, type TableProblem } from "./seat-table";

/**
 * A good seating of one table, fast: a greedy start, then local search.
 *
 * The start: without locked seats and with hard 'next-to' partners in simple paths, guests are chained by
 * their strongest ties (the greedy edge heuristic of the travelling salesman problem, with each hard path
 * a fixed piece) and the chains laid one after the other along a Hamiltonian path of the seats, so a
 * household sits contiguously and a 'next-to' pair side by side. Otherwise the constrained guests are placed
 * first (embed.ts), then each other guest on the free seat where they gain most.
 *
 * The search: first-improvement descent over swaps of two seats, reversals of a stretch of the Hamiltonian
 * path, and moves of a stretch of up to three seats elsewhere along it (forwards or reversed; around the
 * table when the path closes into a cycle), until a full pass finds nothing better. A move that would break
 * a hard pair or move a locked guest is never made.
 */

const MAX_STRETCH = 3;
const MAX_PASSES = 12;
const EPSILON = 1e-9;

export interface Arrangement {
  /** seat → local guest or −1 */
  at: Int32Array;
  score: number;
}

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

/** Local search from `at` (changed in place), stopping if it reaches `bound`; returns the final score. */
export function improve(p: TableProblem, at: Int32Array, bound: number): number {
  const { graph, n, v, hard, fixed } = p;
  const c = graph.capacity;
  const seatOf = new Int32Array(n);
  for (let s = 0; s < c; s++) if (at[s]! >= 0) seatOf[at[s]!] = s;
  const mark = new Int32Array(c);
  let stamp = 0;
  const seats: number[] = [];
  const before: number[] = [];
  const after: number[] = [];

  /** Σ of v over neighbouring pairs with a seat in `seats` (each pair once). */
  const around = () => {
    stamp++;
    for (const s of seats) mark[s] = stamp;
    let sum = 0;
    for (const s of seats) {
      const a = at[s]!;
      if (a < 0) continue;
      for (let k = graph.neighbourStart[s]!; k < graph.neighbourStart[s + 1]!; k++) {
        const t = graph.neighbour[k]!;
        const b = at[t]!;
        if (b >= 0 && (mark[t] !== stamp || t > s)) sum += v[a * n + b]!;
      }
    }
    return sum;
  };
  /** Puts after[k] on seats[k] if that gains and keeps every hard pair and lock; true if done. */
  const attempt = (): boolean => {
    let moved = false;
    for (let k = 0; k < seats.length; k++) {
      before[k] = at[seats[k]!]!;
      if (before[k] === after[k]) continue;
      if (before[k]! >= 0 && fixed[before[k]!]! >= 0) return false;
      moved = true;
    }
    if (!moved) return false;
    const old = around();
    for (let k = 0; k < seats.length; k++) {
      at[seats[k]!] = after[k]!;
      if (after[k]! >= 0) seatOf[after[k]!] = seats[k]!;
    }
    const gain = around() - old;
    let ok = gain > EPSILON;
    for (let k = 0; ok && k < seats.length; k++) {
      const i = after[k]!;
      if (i >= 0) for (const j of hard[i]!) if (graph.adjacent[seatOf[i]! * c + seatOf[j]!] !== 1) ok = false;
    }
    if (ok) {
      score += gain;
      return true;
    }
    for (let k = 0; k < seats.length; k++) {
      at[seats[k]!] = before[k]!;
      if (before[k]! >= 0) seatOf[before[k]!] = seats[k]!;
    }
    return false;
  };

  let score = arrangementScore(p, at);
  const order = graph.order;
  /** Stretch positions i … j of the order (j ≥ i, wrapping around when cyclic) as seats. */
  const span = (i: number, length: number) => {
    seats.length = 0;
    for (let k = 0; k < length; k++) seats.push(order[(i + k) % c]!);
  };
  for (let pass = 0; pass < MAX_PASSES && score < bound - EPSILON; pass++) {
    let improved = false;
    // Swaps.
    for (let a = 0; a < c; a++)
      for (let b = a + 1; b < c; b++) {
        if (at[a]! < 0 && at[b]! < 0) continue;
        seats.length = 0;
        seats.push(a, b);
        after.length = 0;
        after.push(at[b]!, at[a]!);
        if (attempt()) {
          if (score >= bound - EPSILON) return arrangementScore(p, at);
          improved = true;
        }
      }
    // Reversals of a stretch of the order.
    for (let i = 0; i < c; i++)
      for (let j = i + 1; j < c; j++) {
        span(i, j - i + 1);
        after.length = 0;
        for (let k = seats.length - 1; k >= 0; k--) after.push(at[seats[k]!]!);
        if (attempt()) {
          if (score >= bound - EPSILON) return arrangementScore(p, at);
          improved = true;
        }
      }
    // A stretch of 1 … 3 seats moved past the `gap` seats after it (or before it), as it is or reversed.
    const starts = graph.cyclic ? c : c - 1;
    for (let i = 0; i < starts; i++)
      for (let length = 1; length <= MAX_STRETCH; length++) {
        const room = graph.cyclic ? c - length : c - i - length;
        for (let gap = 1; gap <= room; gap++)
          for (let variant = 0; variant < 4; variant++) {
            const flip = variant & 1;
            const backwards = variant >> 1;
            if (flip && length === 1) continue;
            span(i, length + gap);
            after.length = 0;
            // Forwards: [stretch, gap] becomes [gap, stretch]; backwards: [gap, stretch] becomes [stretch, gap].
            const stretchAt = backwards ? gap : 0;
            const gapAt = backwards ? 0 : length;
            const stretch = () => {
              for (let k = 0; k < length; k++)
                after.push(at[seats[stretchAt + (flip ? length - 1 - k : k)]!]!);
            };
            if (backwards) stretch();
            for (let k = gapAt; k < gapAt + gap; k++) after.push(at[seats[k]!]!);
            if (!backwards) stretch();
            if (attempt()) {
              if (score >= bound - EPSILON) return arrangementScore(p, at);
              improved = true;
            }
          }
      }
    if (!improved) break;
  }
  return arrangementScore(p, at);
}
