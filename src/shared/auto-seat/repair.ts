import type { Random } from "./random";
import type { SearchState } from "./state";

/**
 * When the greedy start leaves units without a table: seat them anyway, then remove the overflow and the
 * hard 'apart' clashes by tabu search over moves and swaps of units (min-conflicts, as TabuCol does for
 * graph colouring; Lewis & Carroll 2016 repair seating plans the same way). Ties go to the move that
 * displaces fewer kept guests, then to the better score. Yields the iteration count now and then; returns
 * whether every table is within capacity and clash-free.
 */
export function* repair(
  state: SearchState,
  unplaced: readonly number[],
  rng: Random,
  maxIterations: number,
): Generator<number, boolean> {
  const m = state.model;
  const T = m.tableCount;
  const overflow = (t: number, load: number) => Math.max(0, load - m.capacity[t]!);
  const clashes = (u: number, t: number, ignore: number) => {
    let n = 0;
    for (let k = m.apartStart[u]!; k < m.apartStart[u + 1]!; k++) {
      const v = m.apartUnit[k]!;
      if (v !== ignore && state.tableOf[v] === t) n++;
    }
    return n;
  };
  const movedChange = (u: number, from: number, to: number) => {
    const home = state.home[u]!;
    return home < 0 ? 0 : m.size[u]! * (Number(to !== home) - Number(from !== home));
  };

  const tableClashes = new Int32Array(T);
  for (const u of unplaced) {
    let best = 0;
    let bestCost = Number.POSITIVE_INFINITY;
    for (let t = 0; t < T; t++) {
      const cost = overflow(t, state.load[t]! + m.size[u]!) - overflow(t, state.load[t]!) + clashes(u, t, -1);
      if (cost < bestCost || (cost === bestCost && state.load[t]! < state.load[best]!)) {
        best = t;
        bestCost = cost;
      }
    }
    tableClashes[best]! += clashes(u, best, -1);
    state.place(u, best);
  }
  let total = 0;
  for (let t = 0; t < T; t++) total += overflow(t, state.load[t]!) + tableClashes[t]!;
  let bestTotal = total;

  /** Moves u; `ignore` is the unit it swaps with, whose clash with u (if any) is counted at neither table. */
  const relocate = (u: number, to: number, ignore: number) => {
    const from = state.tableOf[u]!;
    tableClashes[from]! -= clashes(u, from, ignore);
    state.move(u, to, state.scoreDelta(u, to));
    tableClashes[to]! += clashes(u, to, ignore);
  };

  const tabu = new Map<number, number>();
  const bad: number[] = [];
  for (let iteration = 0; iteration < maxIterations && total > 0; iteration++) {
    if (iteration % 128 === 127) yield iteration;
    bad.length = 0;
    for (let t = 0; t < T; t++) if (state.load[t]! > m.capacity[t]! || tableClashes[t]! > 0) bad.push(t);
    const x = bad[rng.int(bad.length)]!;
    const loadX = state.load[x]!;
    const overX = overflow(x, loadX);

    // Best (cost change, kept guests moved, −score change) over moves and swaps of units at x.
    let choice: [number, number, number] | null = null; // u, table, v (−1 for a move)
    let key = [Number.POSITIVE_INFINITY, 0, 0];
    const consider = (cost: number, moved: number, score: number, u: number, b: number, v: number) => {
      const allowed = (tabu.get(u * T + b) ?? -1) < iteration || total + cost < bestTotal;
      if (!allowed) return;
      if (
        cost < key[0]! ||
        (cost === key[0] && (moved < key[1]! || (moved === key[1] && -score < key[2]!)))
      ) {
        key = [cost, moved, -score];
        choice = [u, b, v];
      }
    };
    for (const u of state.tableUnits[x]!) {
      if (m.lock[u]! >= 0) continue;
      const su = m.size[u]!;
      const leave = overflow(x, loadX - su) - overX - clashes(u, x, -1);
      for (let b = 0; b < T; b++) {
        if (b === x) continue;
        const loadB = state.load[b]!;
        const overB = overflow(b, loadB);
        const arrive = overflow(b, loadB + su) - overB + clashes(u, b, -1);
        consider(leave + arrive, movedChange(u, x, b), state.scoreDelta(u, b), u, b, -1);
        for (const v of state.tableUnits[b]!) {
          if (m.lock[v]! >= 0) continue;
          const sv = m.size[v]!;
          const cost =
            overflow(x, loadX - su + sv) -
            overX +
            overflow(b, loadB - sv + su) -
            overB -
            clashes(u, x, -1) -
            clashes(v, b, -1) +
            clashes(u, b, v) +
            clashes(v, x, u);
          const moved = movedChange(u, x, b) + movedChange(v, b, x);
          consider(cost, moved, 0, u, b, v);
        }
      }
    }
    if (choice === null) continue;
    const [u, b, v] = choice as [number, number, number];
    tabu.set(u * T + x, iteration + 7 + rng.int(10));
    relocate(u, b, v);
    if (v >= 0) {
      tabu.set(v * T + b, iteration + 7 + rng.int(10));
      relocate(v, x, u);
    }
    total = 0;
    for (let t = 0; t < T; t++) total += overflow(t, state.load[t]!) + tableClashes[t]!;
    bestTotal = Math.min(bestTotal, total);
  }
  return total === 0;
}
