import { PARTY_SEAT_WEIGHT } from "./seat-evaluate";
import type { SeatGraph } from "./seat-graph";
import type { SeatModel } from "./seat-model";

/**
 * One table's seating problem (its guests are settled): put each on a seat so that Σ over neighbouring seats
 * of v(i, j) is largest, hard 'next-to' partners on neighbouring seats and locked guests on their seats.
 * Guests are numbered 0 … n − 1 here; v is a dense n × n matrix (a table seats a few dozen at most).
 */
export interface TableProblem {
  graph: SeatGraph;
  /** Global guest indices, ascending. */
  guests: number[];
  n: number;
  /** v(i, j) at v[i * n + j]. */
  v: Float64Array;
  /** Hard 'next-to' partners, local. */
  hard: number[][];
  /** Locked seat (0-based) or −1. */
  fixed: Int32Array;
  /** Whether the guest has a soft 'next-to' partner at the table. */
  nextTo: Uint8Array;
  /** Hard partners that do not form simple paths, or locked seats: the start needs a search (embed.ts). */
  constrained: boolean;
}

export function tableProblem(graph: SeatGraph, guests: number[], sm: SeatModel): TableProblem {
  const n = guests.length;
  const local = new Map<number, number>();
  for (const [i, g] of guests.entries()) local.set(g, i);
  const v = new Float64Array(n * n);
  const hard: number[][] = guests.map(() => []);
  const nextTo = new Uint8Array(n);
  let constrained = false;
  for (const [i, g] of guests.entries()) {
    const party = sm.party[g]!;
    if (party >= 0)
      for (let j = i + 1; j < n; j++)
        if (sm.party[guests[j]!] === party) {
          v[i * n + j]! += PARTY_SEAT_WEIGHT;
          v[j * n + i]! += PARTY_SEAT_WEIGHT;
        }
    for (let k = sm.nextToStart[g]!; k < sm.nextToStart[g + 1]!; k++) {
      const j = local.get(sm.nextTo[k]!);
      if (j === undefined) continue;
      v[i * n + j]! += sm.nextToWeight[k]!;
      nextTo[i] = 1;
    }
    for (let k = sm.hardStart[g]!; k < sm.hardStart[g + 1]!; k++) {
      const j = local.get(sm.hardPartner[k]!);
      if (j !== undefined) hard[i]!.push(j);
    }
    if (sm.lockedSeat[g]! >= 0) constrained = true;
    if (sm.componentOf[g]! >= 0 && !sm.componentPath[sm.componentOf[g]!]) constrained = true;
  }
  const fixed = Int32Array.from(guests, (g) => sm.lockedSeat[g]!);
  return { graph, guests, n, v, hard, fixed, nextTo, constrained };
}

/** Σ over neighbouring seats of v: `at[seat]` is a local guest or −1. */
export function arrangementScore(p: TableProblem, at: Int32Array): number {
  let score = 0;
  const pairs = p.graph.pairs;
  for (let k = 0; k < pairs.length; k += 2) {
    const a = at[pairs[k]!]!;
    const b = at[pairs[k + 1]!]!;
    if (a >= 0 && b >= 0) score += p.v[a * p.n + b]!;
  }
  return score;
}

/** Whether every hard pair sits side by side and every locked guest on their seat. */
export function arrangementValid(p: TableProblem, seatOf: Int32Array): boolean {
  const c = p.graph.capacity;
  for (let i = 0; i < p.n; i++) {
    if (p.fixed[i]! >= 0 && seatOf[i] !== p.fixed[i]) return false;
    for (const j of p.hard[i]!) if (p.graph.adjacent[seatOf[i]! * c + seatOf[j]!] !== 1) return false;
  }
  return true;
}

/**
 * The most `guests` can score on the seats of `graph`, for stopping early: every party's pairs on the most
 * neighbouring seat pairs s guests can have (round and row: s − 1, or every pair when the party fills a round
 * table; rect: a 2 × s/2 block) plus every soft 'next-to' weight among them; and Σ over guests of half their
 * largest v(i, j), as many as a seat has neighbours. The smaller of the two. Read from the seat model, so
 * that trying a company at another kind of table (relabel.ts) costs no table problem.
 */
export function upperBound(graph: SeatGraph, guests: readonly number[], sm: SeatModel): number {
  const edges = graph.pairs.length / 2;
  const maxEdges = (s: number) => {
    if (s <= 1) return 0;
    if (graph.shape === "rect") return Math.min(edges, s % 2 === 0 ? (3 * s) / 2 - 2 : (3 * s - 5) / 2);
    return s === graph.capacity ? edges : s - 1;
  };
  const here = new Set(guests);
  const partySize = new Map<number, number>();
  for (const g of guests)
    if (sm.party[g]! >= 0) partySize.set(sm.party[g]!, (partySize.get(sm.party[g]!) ?? 0) + 1);
  let byParts = 0;
  for (const size of partySize.values()) byParts += PARTY_SEAT_WEIGHT * maxEdges(size);
  let byGuests = 0;
  const row: number[] = [];
  for (const g of guests) {
    // g's ties here: 5 to each of their party, plus soft 'next-to' weights (partners in order, so merged).
    row.length = 0;
    const mates = sm.party[g]! >= 0 ? partySize.get(sm.party[g]!)! - 1 : 0;
    let party = 0;
    for (let k = sm.nextToStart[g]!; k < sm.nextToStart[g + 1]!; k++) {
      const h = sm.nextTo[k]!;
      if (!here.has(h)) continue;
      if (h > g) byParts += sm.nextToWeight[k]!;
      const same = sm.party[g]! >= 0 && sm.party[h] === sm.party[g];
      if (same) party++;
      row.push(sm.nextToWeight[k]! + (same ? PARTY_SEAT_WEIGHT : 0));
    }
    for (let k = party; k < mates; k++) row.push(PARTY_SEAT_WEIGHT);
    row.sort((x, y) => y - x);
    for (let k = 0; k < Math.min(graph.maxDegree, row.length); k++) byGuests += row[k]! / 2;
  }
  return Math.min(byParts, byGuests);
}
