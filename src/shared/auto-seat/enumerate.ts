import type { SearchState } from "./state";

/** Instances with at most this many ways to seat their movable units are solved by trying every way. */
export const ENUMERATION_LIMIT = 50_000;

/** Whether tables^units stays within the limit (and the recursion shallow, for a single table). */
export function enumerable(tableCount: number, unitCount: number): boolean {
  if (unitCount > 24) return false;
  let ways = 1;
  for (let i = 0; i < unitCount; i++) {
    ways *= tableCount;
    if (ways > ENUMERATION_LIMIT) return false;
  }
  return true;
}

/**
 * The best plan of a tiny instance, by depth-first search over every table for every movable unit (with
 * capacity and 'apart' pruning): annealing is a gamble there, and trying everything costs less. Leaves the
 * state at the best plan found; returns false when no plan fits (the caller's plan is then kept).
 */
export function enumerate(state: SearchState, movable: readonly number[]): boolean {
  const m = state.model;
  const start = Int32Array.from(movable, (u) => state.tableOf[u]!);
  for (const u of movable) state.unplace(u);
  let best = Number.NEGATIVE_INFINITY;
  const bestTables = new Int32Array(movable.length);
  const visit = (depth: number) => {
    if (depth === movable.length) {
      if (state.objective > best + 1e-9) {
        best = state.objective;
        for (let i = 0; i < movable.length; i++) bestTables[i] = state.tableOf[movable[i]!]!;
      }
      return;
    }
    const u = movable[depth]!;
    for (let t = 0; t < m.tableCount; t++) {
      if (!state.fits(u, t) || state.conflictsAt(u, t)) continue;
      state.place(u, t);
      visit(depth + 1);
      state.unplace(u);
    }
  };
  visit(0);
  const found = best > Number.NEGATIVE_INFINITY;
  const tables = found ? bestTables : start;
  for (let i = 0; i < movable.length; i++) state.place(movable[i]!, tables[i]!);
  return found;
}
