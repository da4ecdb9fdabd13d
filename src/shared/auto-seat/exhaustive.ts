import type { SearchState } from "./state";

export type ExhaustiveOutcome = "found" | "impossible" | "gave-up";

/**
 * Last resort for tight packings: depth-first search over the units that are not locked, largest first,
 * each tried at every table with room and no 'apart' partner (best fit first; of several empty tables of
 * one capacity only the first, as they are interchangeable). Finishing the search without a plan proves
 * that none exists; `maxNodes` bounds the work. Yields the node count now and then.
 */
export function* exhaustive(state: SearchState, maxNodes: number): Generator<number, ExhaustiveOutcome> {
  const m = state.model;
  const order: number[] = [];
  for (let u = 0; u < m.unitCount; u++) {
    if (m.lock[u]! >= 0) continue;
    if (state.tableOf[u]! >= 0) state.unplace(u);
    order.push(u);
  }
  const apartDegree = (u: number) => m.apartStart[u + 1]! - m.apartStart[u]!;
  order.sort((x, y) => m.size[y]! - m.size[x]! || apartDegree(y) - apartDegree(x) || x - y);

  const candidates: number[][] = [];
  const next = new Int32Array(order.length + 1);
  const options = (u: number) => {
    const list: number[] = [];
    const emptyCapacities = new Set<number>();
    for (let t = 0; t < m.tableCount; t++) {
      if (!state.fits(u, t) || state.conflictsAt(u, t)) continue;
      if (state.load[t] === 0) {
        if (emptyCapacities.has(m.capacity[t]!)) continue;
        emptyCapacities.add(m.capacity[t]!);
      }
      list.push(t);
    }
    const free = (t: number) => m.capacity[t]! - state.load[t]!;
    return list.sort((s, t) => free(s) - free(t) || s - t);
  };

  let nodes = 0;
  let depth = 0;
  if (order.length === 0) return "found";
  candidates[0] = options(order[0]!);
  next[0] = 0;
  for (;;) {
    const u = order[depth]!;
    const list = candidates[depth]!;
    if (state.tableOf[u]! >= 0) state.unplace(u);
    if (next[depth]! >= list.length) {
      if (depth === 0) return "impossible";
      depth--;
      continue;
    }
    if (++nodes > maxNodes) return "gave-up";
    if (nodes % 1024 === 0) yield nodes;
    state.place(u, list[next[depth]!++]!);
    if (depth + 1 === order.length) return "found";
    depth++;
    candidates[depth] = options(order[depth]!);
    next[depth] = 0;
  }
}
