import type { SearchState } from "./state";

/**
 * Greedy start: locked units first, then kept units at their old table (re-seat mode), then the rest from
 * the largest and most constrained, each at the table where it gains most among those with room and no
 * 'apart' partner. Ties go to the emptiest table, so units with no tie yet to anyone seed tables of their
 * own instead of filling tables their future companions will need. Returns the units that found no table.
 */
export function construct(state: SearchState): number[] {
  const m = state.model;
  const rest: number[] = [];
  for (let u = 0; u < m.unitCount; u++) {
    if (m.lock[u]! >= 0) state.place(u, m.lock[u]!);
  }
  for (let u = 0; u < m.unitCount; u++) {
    if (m.lock[u]! >= 0) continue;
    const home = state.home[u]!;
    if (home >= 0 && state.fits(u, home) && !state.conflictsAt(u, home)) state.place(u, home);
    else rest.push(u);
  }
  const apartDegree = (u: number) => m.apartStart[u + 1]! - m.apartStart[u]!;
  rest.sort((x, y) => m.size[y]! - m.size[x]! || apartDegree(y) - apartDegree(x) || x - y);

  const unplaced: number[] = [];
  for (const u of rest) {
    let best = -1;
    let bestGain = Number.NEGATIVE_INFINITY;
    let bestFree = -1;
    for (let t = 0; t < m.tableCount; t++) {
      if (!state.fits(u, t) || state.conflictsAt(u, t)) continue;
      const gain = state.gainAt(u, t);
      const free = m.capacity[t]! - state.load[t]!;
      if (gain > bestGain || (gain === bestGain && free > bestFree)) {
        best = t;
        bestGain = gain;
        bestFree = free;
      }
    }
    if (best >= 0) state.place(u, best);
    else unplaced.push(u);
  }
  return unplaced;
}
