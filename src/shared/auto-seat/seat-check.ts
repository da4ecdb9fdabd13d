import { embed } from "./embed";
import type { SeatModel } from "./seat-model";
import type { Units } from "./units";

/** Work allowed to decide whether one table can seat its hard 'next-to' components and locked seats. */
export const EMBED_NODES = 20_000;
/** Answers remembered (a pure function of the table and its units), then forgotten all at once. */
const CACHE_LIMIT = 50_000;

/**
 * For the table phase: whether a table can seat the hard 'next-to' components of its units around the
 * locked seats. Without locked seats and with only simple paths, any table can (lay them one after the other
 * along a Hamiltonian path of its seats, seat-graph.ts), so capacity decides and nothing is searched; else an
 * embedding is searched (embed.ts) and the answer cached by table and units.
 */
export class SeatCheck {
  private readonly cache = new Map<string, boolean>();
  private readonly scratch: number[] = [];
  /** Whether some component is not a simple path. */
  private readonly anyComplex: boolean;

  constructor(
    private readonly sm: SeatModel,
    private readonly units: Units,
  ) {
    this.anyComplex = sm.unitComplex.includes(1);
  }

  /** Whether unit u may join the units `at` table t (capacity aside). */
  canJoin(u: number, t: number, at: readonly number[]): boolean {
    if (!this.sm.unitHard[u]) return true;
    return this.hosts(t, at, u);
  }

  /** Whether table t can seat the units `at` it (capacity aside). */
  hosts(t: number, at: readonly number[], extra = -1): boolean {
    const sm = this.sm;
    if (!this.anyComplex && sm.tableLocked[t]!.length === 0) return true;
    const hard = this.scratch;
    hard.length = 0;
    let complex = sm.tableLocked[t]!.length > 0 || (extra >= 0 && sm.unitComplex[extra] === 1);
    for (const v of at) {
      if (!sm.unitHard[v]) continue;
      hard.push(v);
      if (sm.unitComplex[v]) complex = true;
    }
    if (!complex) return true;
    if (extra >= 0) hard.push(extra);
    hard.sort((x, y) => x - y);
    const key = `${t}:${hard.join(",")}`;
    const known = this.cache.get(key);
    if (known !== undefined) return known;
    const guests = [...sm.tableLocked[t]!];
    for (const v of hard)
      for (const g of this.units.members[v]!)
        if (sm.componentOf[g]! >= 0 && sm.lockedSeat[g]! < 0) guests.push(g);
    const answer = typeof embed(sm.graphs[t]!, guests, sm, EMBED_NODES) === "object";
    if (this.cache.size >= CACHE_LIMIT) this.cache.clear();
    this.cache.set(key, answer);
    return answer;
  }
}
