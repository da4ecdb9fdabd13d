import type { SeatModel } from "./seat-model";
import type { Seating } from "./seat-phase";
import type { SearchState } from "./state";

/**
 * The joint phase, after the seat phase: the one place where table score may be traded for seats, and only
 * for a soft 'next-to' wish. Such a pair left at two tables counts its weight once in the score (as
 * 'together') and once more in the seat score when side by side; bringing one of them (with their unit) to
 * the other's table, or swapping their unit with one there, may lose table score that the wish pays back.
 * Each such move is tried with both tables seated again (seat-phase.ts) and kept when score + seat score
 * rises. Deterministic; yields after each move tried: true when it was kept.
 */

const EPSILON = 1e-9;
const ROUNDS = 3;

export function* joint(
  state: SearchState,
  seating: Seating,
  sm: SeatModel,
  canMove: Uint8Array,
): Generator<boolean> {
  const { unitOf, members } = state.model.units;
  const pairs: [number, number, number][] = [];
  for (let g = 0; g < unitOf.length; g++)
    for (let k = sm.nextToStart[g]!; k < sm.nextToStart[g + 1]!; k++)
      if (sm.nextTo[k]! > g) pairs.push([sm.nextToWeight[k]!, g, sm.nextTo[k]!]);
  pairs.sort((x, y) => y[0] - x[0] || x[1] - y[1] || x[2] - y[2]);
  const tableOfGuest = (g: number) => state.tableOf[unitOf[g]!]!;
  /** Soft 'next-to' weight between unit u's guests and `guests`, but those of unit `except`. */
  const wishes = (u: number, guests: readonly number[], except: number) => {
    const there = new Set(guests.filter((g) => unitOf[g] !== except));
    let sum = 0;
    for (const g of members[u]!)
      for (let k = sm.nextToStart[g]!; k < sm.nextToStart[g + 1]!; k++)
        if (there.has(sm.nextTo[k]!)) sum += sm.nextToWeight[k]!;
    return sum;
  };

  for (let round = 0; round < ROUNDS; round++) {
    let accepted = false;
    for (const [, g, h] of pairs) {
      for (const [x, y] of [
        [g, h],
        [h, g],
      ] as const) {
        const u = unitOf[x]!;
        const a = tableOfGuest(x);
        const b = tableOfGuest(y);
        if (a === b || !canMove[u]) continue;
        // The best way to bring u to b by table score: a move if there is room, else a swap.
        const objective = state.objective;
        let best: { v: number; delta: number } | null = null;
        for (const v of [-1, ...state.tableUnits[b]!]) {
          if (v >= 0 && (!canMove[v] || v === unitOf[y])) continue;
          const delta = trial(state, u, v, a, b) - objective;
          if (Number.isNaN(delta)) continue;
          const bound = wishes(u, seating.guestsAt(b), v) + (v >= 0 ? wishes(v, seating.guestsAt(a), u) : 0);
          if (delta + bound > EPSILON && (best === null || delta > best.delta + EPSILON)) best = { v, delta };
        }
        if (best === null) continue;
        const { v, delta } = best;
        const leaving = new Set(members[u]);
        const arriving = new Set(v >= 0 ? members[v] : []);
        const atA = [...seating.guestsAt(a).filter((m) => !leaving.has(m)), ...arriving].sort(
          (p, q) => p - q,
        );
        const atB = [...seating.guestsAt(b).filter((m) => !arriving.has(m)), ...leaving].sort(
          (p, q) => p - q,
        );
        const seatedA = seating.trial(a, atA);
        const seatedB = seating.trial(b, atB);
        const seatGain = seatedA.score + seatedB.score - seating.tableScore[a]! - seating.tableScore[b]!;
        const keep = seatedA.valid && seatedB.valid && delta + seatGain > EPSILON;
        if (keep) {
          state.move(u, b, state.scoreDelta(u, b));
          if (v >= 0) state.move(v, a, state.scoreDelta(v, a));
          seating.commit(a, seatedA);
          seating.commit(b, seatedB);
          accepted = true;
        }
        yield keep;
      }
    }
    if (!accepted) break;
  }
}

/** The objective after moving u from a to b (and v from b to a), or NaN if that breaks a hard rule; undone. */
function trial(state: SearchState, u: number, v: number, a: number, b: number): number {
  const score = state.score;
  state.move(u, b, state.scoreDelta(u, b));
  if (v >= 0) state.move(v, a, state.scoreDelta(v, a));
  const m = state.model;
  const ok =
    state.load[a]! <= m.capacity[a]! &&
    state.load[b]! <= m.capacity[b]! &&
    !state.conflictsAt(u, b) &&
    (v < 0 || !state.conflictsAt(v, a)) &&
    state.hostable(a) &&
    state.hostable(b);
  const objective = ok ? state.objective : Number.NaN;
  if (v >= 0) state.move(v, b, 0);
  state.move(u, a, 0);
  state.score = score;
  return objective;
}
