import { arrangementScore, type TableProblem } from "./seat-table";

/**
 * Local search over one table's seating (seat-phase.ts), from a start (seat-start.ts): first-improvement
 * descent over swaps of two seats, reversals of a stretch of the seats' Hamiltonian path, and moves of a
 * stretch of up to three seats elsewhere along it (forwards or backwards, as it is or reversed; around the
 * table when the path closes into a cycle), until a full pass finds nothing better or the table's upper bound
 * is reached. A move that would break a hard pair or move a locked guest is never made.
 */

const MAX_STRETCH = 3;
/** Longest stretch reversed, and farthest a stretch moves: beyond, a pass would cost the cube of the seats. */
const MAX_REACH = 16;
const MAX_PASSES = 12;
/** Up to this many seats, every two seats are tried for a swap. */
const ALL_SWAPS = 32;
const EPSILON = 1e-9;

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
  const ties: number[][] = [];
  for (let i = 0; i < n; i++) {
    ties.push([]);
    for (let j = 0; j < n; j++) if (j !== i && v[i * n + j]! > 0) ties[i]!.push(j);
  }
  const near: number[] = [];
  /** Seats beside the seats of the guests g is tied to. */
  const besideTies = (g: number) => {
    near.length = 0;
    for (const h of ties[g]!) {
      const s = seatOf[h]!;
      for (let k = graph.neighbourStart[s]!; k < graph.neighbourStart[s + 1]!; k++)
        near.push(graph.neighbour[k]!);
    }
    return near;
  };
  /** Stretch positions i … j of the order (j ≥ i, wrapping around when cyclic) as seats. */
  const span = (i: number, length: number) => {
    seats.length = 0;
    for (let k = 0; k < length; k++) seats.push(order[(i + k) % c]!);
  };
  for (let pass = 0; pass < MAX_PASSES && score < bound - EPSILON; pass++) {
    let improved = false;
    // Swaps: of any two seats at a table of up to ALL_SWAPS seats; at a larger one, of a guest's seat with
    // a seat beside one of the guests they are tied to (the others cannot gain them anything directly).
    for (let a = 0; a < c; a++) {
      const g = at[a]!;
      const targets = c <= ALL_SWAPS ? null : g >= 0 ? besideTies(g) : null;
      if (c > ALL_SWAPS && targets === null) continue;
      const count = targets === null ? c : targets.length;
      for (let k = 0; k < count; k++) {
        const b = targets === null ? k : targets[k]!;
        if ((targets === null && b <= a) || b === a || (at[a]! < 0 && at[b]! < 0)) continue;
        seats.length = 0;
        seats.push(a, b);
        after.length = 0;
        after.push(at[b]!, at[a]!);
        if (attempt()) {
          if (score >= bound - EPSILON) return arrangementScore(p, at);
          improved = true;
        }
      }
    }
    // Reversals of a stretch of the order.
    for (let i = 0; i < c; i++)
      for (let j = i + 1; j < Math.min(c, i + MAX_REACH); j++) {
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
        const room = Math.min(MAX_REACH, graph.cyclic ? c - length : c - i - length);
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
            for (let k = 0; backwards && k < length; k++)
              after.push(at[seats[stretchAt + (flip ? length - 1 - k : k)]!]!);
            for (let k = gapAt; k < gapAt + gap; k++) after.push(at[seats[k]!]!);
            for (let k = 0; !backwards && k < length; k++)
              after.push(at[seats[stretchAt + (flip ? length - 1 - k : k)]!]!);
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
