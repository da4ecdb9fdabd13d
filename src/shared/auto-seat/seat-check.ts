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
  private readonly tokens: string[] = [];
  /** Whether some component is not a simple path. */
  private readonly anyComplex: boolean;
  /**
   * Per unit, what its components are to a table: a path of n guests none of them locked to a seat is "n"
   * (any two such paths of one length are alike), anything else its own "#component".
   */
  private readonly unitTokens: string[][];

  constructor(
    private readonly sm: SeatModel,
    private readonly units: Units,
  ) {
    this.anyComplex = sm.unitComplex.includes(1);
    this.unitTokens = units.members.map((members) => {
      const components = [...new Set(members.map((g) => sm.componentOf[g]!).filter((c) => c >= 0))];
      return components.map((c) => {
        const guests = sm.components[c]!;
        const free = sm.componentPath[c] === 1 && guests.every((g) => sm.lockedSeat[g]! < 0);
        return free ? String(guests.length) : `#${c}`;
      });
    });
  }

  /** Whether unit u may join the units `at` table t (capacity aside). */
  canJoin(u: number, t: number, at: readonly number[]): boolean {
    if (!this.sm.unitHard[u]) return true;
    return this.hosts(t, at, u);
  }

  /** Whether table t can seat the units `at` it, and unit `extra` if given (capacity aside). */
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
    if (extra >= 0) hard.push(extra);
    // Locked seats alone always fit (findInfeasibility checks them first), and simple paths fit anywhere.
    if (!complex || hard.length === 0) return true;
    const tokens = this.tokens;
    tokens.length = 0;
    for (const v of hard) for (const token of this.unitTokens[v]!) tokens.push(token);
    tokens.sort();
    const key = `${t}:${tokens.join(",")}`;
    const known = this.cache.get(key);
    if (known !== undefined) return known;
    const guests = [...sm.tableLocked[t]!];
    for (const v of hard)
      for (const g of this.units.members[v]!)
        if (sm.componentOf[g]! >= 0 && sm.lockedSeat[g]! < 0) guests.push(g);
    guests.sort((x, y) => x - y);
    const answer = typeof embed(sm.graphs[t]!, guests, sm, EMBED_NODES) === "object";
    if (this.cache.size >= CACHE_LIMIT) this.cache.clear();
    this.cache.set(key, answer);
    return answer;
  }
}
