import type { SeatModel } from "./seat-model";
import { type Seating, seatTable, type TableSeating } from "./seat-phase";
import { upperBound } from "./seat-table";
import type { SearchState } from "./state";

/**
 * Which table each company sits at, for the seats' sake. The score depends only on who sits with whom, so
 * two tables may trade their whole companies at no cost in score, and a company may move to an empty table:
 * a household of six or guests with many 'next-to' wishes seat better at a banquet table (three neighbours a
 * seat) than at a round one. A trade is tried when the tables differ in shape or size and the companies'
 * upper bounds (seat-table.ts) leave room to gain; each company is seated at most once per kind of table
 * (shape and capacity), and the trade is kept when the seat score rises. Companies with a locked guest or a
 * guest the search may not move stay; so does every company in re-seat mode, where moving guests has a cost.
 * Deterministic; yields after each trade kept.
 */

const EPSILON = 1e-9;
const PASSES = 3;

export function* relabel(
  state: SearchState,
  seating: Seating,
  sm: SeatModel,
  canMove: Uint8Array,
): Generator<void> {
  const m = state.model;
  const { unitOf } = m.units;
  const T = m.tableCount;
  const kinds = new Map<string, number>();
  const kindOf = Int32Array.from(sm.graphs, (graph) => {
    const name = `${graph.shape} ${graph.capacity}`;
    if (!kinds.has(name)) kinds.set(name, kinds.size);
    return kinds.get(name)!;
  });
  const K = kinds.size;
  // A company is known by its first guest (an empty table t by −1 − t): it moves whole.
  const key = (from: number, to: number) =>
    ((seating.guestsAt(from)[0] ?? -1 - from) + T + 1) * K + kindOf[to]!;
  const movable = Uint8Array.from({ length: T }, (_, t) =>
    Number(seating.guestsAt(t).every((g) => canMove[unitOf[g]!] === 1 && state.home[unitOf[g]!]! < 0)),
  );
  const seated = new Map<number, TableSeating>();
  const bounds = new Map<number, number>();
  /** The company of table `from` at a table like `to`: its seating there (once per company and kind). */
  const at = (from: number, to: number): TableSeating => {
    let known = seated.get(key(from, to));
    if (!known) {
      known = seatTable(sm, sm.graphs[to]!, [...seating.guestsAt(from)], "search");
      seated.set(key(from, to), known);
    }
    return known;
  };
  const bound = (from: number, to: number): number => {
    let known = bounds.get(key(from, to));
    if (known === undefined) {
      known = upperBound(sm.graphs[to]!, seating.guestsAt(from), sm);
      bounds.set(key(from, to), known);
    }
    return known;
  };

  for (let pass = 0; pass < PASSES; pass++) {
    let traded = false;
    for (let a = 0; a < T; a++) {
      if (!movable[a]) continue;
      for (let b = a + 1; b < T; b++) {
        if (kindOf[a] === kindOf[b] || !movable[b]) continue;
        const sizeA = seating.guestsAt(a).length;
        const sizeB = seating.guestsAt(b).length;
        if (sizeA + sizeB === 0 || sizeA > m.capacity[b]! || sizeB > m.capacity[a]!) continue;
        const now = seating.tableScore[a]! + seating.tableScore[b]!;
        const boundA = bound(a, b);
        const boundB = bound(b, a);
        if (boundA + boundB <= now + EPSILON) continue;
        // Seat the company with more to gain first: its true score may already rule the trade out.
        const aFirst = boundA - seating.tableScore[a]! >= boundB - seating.tableScore[b]!;
        if (aFirst ? at(a, b).score + boundB <= now + EPSILON : at(b, a).score + boundA <= now + EPSILON)
          continue;
        const aThere = at(a, b);
        const bThere = at(b, a);
        if (!aThere.valid || !bThere.valid || aThere.score + bThere.score <= now + EPSILON) continue;
        const guestsA = [...seating.guestsAt(a)];
        const guestsB = [...seating.guestsAt(b)];
        for (const u of new Set(guestsA.map((g) => unitOf[g]!))) state.move(u, b, state.scoreDelta(u, b));
        for (const u of new Set(guestsB.map((g) => unitOf[g]!))) state.move(u, a, state.scoreDelta(u, a));
        seating.commit(b, { guests: guestsA, ...aThere });
        seating.commit(a, { guests: guestsB, ...bThere });
        traded = true;
        yield;
      }
    }
    if (!traded) break;
  }
}
