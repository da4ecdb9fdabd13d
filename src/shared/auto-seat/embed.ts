import type { SeatGraph } from "./seat-graph";
import type { SeatModel } from "./seat-model";

/**
 * Seats for the guests of one table whose seat is constrained: hard 'next-to' partners on neighbouring
 * seats, locked guests on their seats (a subgraph embedding, by depth-first search). Components with a
 * locked guest go first, from that guest; then the largest; each grows from a seat next to an already
 * seated partner, so a wrong turn shows within a step or two. `maxNodes` bounds the work: past it the
 * answer is "gave-up", and the caller treats the table as unable to host them.
 */

export type EmbedOutcome = { seats: Int32Array } | "impossible" | "gave-up";

/** `guests` must hold every hard 'next-to' partner of each of them; the answer's seats are in their order. */
export function embed(
  graph: SeatGraph,
  guests: readonly number[],
  sm: SeatModel,
  maxNodes: number,
): EmbedOutcome {
  if (guests.length > graph.capacity) return "impossible";
  const search = new Embedding(graph, guests, sm, maxNodes);
  const found = search.place(0);
  if (found === GAVE_UP) return "gave-up";
  return found === FOUND ? { seats: search.seatOf } : "impossible";
}

const FOUND = 1;
const NONE = 0;
const GAVE_UP = -1;

class Embedding {
  readonly seatOf: Int32Array;
  private readonly partners: number[][];
  private readonly fixed: Int32Array;
  private readonly order: number[] = [];
  private readonly parent: Int32Array;
  private readonly taken: Uint8Array;
  private readonly anyFixed: boolean;
  private nodes = 0;

  constructor(
    private readonly graph: SeatGraph,
    guests: readonly number[],
    sm: SeatModel,
    private readonly maxNodes: number,
  ) {
    const n = guests.length;
    const local = new Map<number, number>();
    for (let i = 0; i < n; i++) local.set(guests[i]!, i);
    this.partners = guests.map((g) => {
      const list: number[] = [];
      for (let k = sm.hardStart[g]!; k < sm.hardStart[g + 1]!; k++) list.push(local.get(sm.hardPartner[k]!)!);
      return list;
    });
    this.fixed = Int32Array.from(guests, (g) => sm.lockedSeat[g]!);
    this.anyFixed = this.fixed.some((seat) => seat >= 0);
    this.seatOf = new Int32Array(n).fill(-1);
    this.parent = new Int32Array(n).fill(-1);
    this.taken = new Uint8Array(graph.capacity);
    this.plan(guests);
  }

  /** Placement order: per component, breadth first from its root, each guest after a seated partner. */
  private plan(guests: readonly number[]) {
    const { partners, fixed } = this;
    const n = guests.length;
    const seen = new Uint8Array(n);
    const groups: number[][] = [];
    for (let i = 0; i < n; i++) {
      if (seen[i]) continue;
      const members = [i];
      seen[i] = 1;
      for (let k = 0; k < members.length; k++)
        for (const p of partners[members[k]!]!)
          if (!seen[p]) {
            seen[p] = 1;
            members.push(p);
          }
      groups.push(members);
    }
    const lockedIn = (group: number[]) => group.some((i) => fixed[i]! >= 0);
    groups.sort(
      (x, y) =>
        Number(lockedIn(y)) - Number(lockedIn(x)) || y.length - x.length || guests[x[0]!]! - guests[y[0]!]!,
    );
    const queued = new Uint8Array(n);
    for (const group of groups) {
      let root = group.find((i) => fixed[i]! >= 0) ?? -1;
      if (root < 0) {
        root = group[0]!;
        for (const i of group) if (partners[i]!.length > partners[root]!.length) root = i;
      }
      const queue = [root];
      queued[root] = 1;
      for (let k = 0; k < queue.length; k++) {
        const i = queue[k]!;
        this.order.push(i);
        for (const p of partners[i]!)
          if (!queued[p]) {
            queued[p] = 1;
            this.parent[p] = i;
            queue.push(p);
          }
      }
    }
  }

  private freeAround(s: number): number {
    const { graph, taken } = this;
    let free = 0;
    for (let k = graph.neighbourStart[s]!; k < graph.neighbourStart[s + 1]!; k++)
      if (!taken[graph.neighbour[k]!]) free++;
    return free;
  }

  private unseatedPartners(i: number): number {
    let count = 0;
    for (const p of this.partners[i]!) if (this.seatOf[p]! < 0) count++;
    return count;
  }

  /** Whether guest i may take seat s: free, enough neighbours, beside seated partners, room left for the rest. */
  private fits(i: number, s: number): boolean {
    const { graph, partners, seatOf, taken } = this;
    const c = graph.capacity;
    if (taken[s] || graph.neighbourStart[s + 1]! - graph.neighbourStart[s]! < partners[i]!.length)
      return false;
    for (const p of partners[i]!)
      if (seatOf[p]! >= 0 && graph.adjacent[s * c + seatOf[p]!] !== 1) return false;
    taken[s] = 1;
    seatOf[i] = s;
    let ok = this.freeAround(s) >= this.unseatedPartners(i);
    for (const p of partners[i]!)
      if (ok && seatOf[p]! >= 0) ok = this.freeAround(seatOf[p]!) >= this.unseatedPartners(p);
    taken[s] = 0;
    seatOf[i] = -1;
    return ok;
  }

  private attempt(depth: number, i: number, s: number): number {
    if (++this.nodes > this.maxNodes) return GAVE_UP;
    if (!this.fits(i, s)) return NONE;
    this.taken[s] = 1;
    this.seatOf[i] = s;
    const found = this.place(depth + 1);
    if (found !== NONE) return found;
    this.taken[s] = 0;
    this.seatOf[i] = -1;
    return NONE;
  }

  place(depth: number): number {
    if (depth === this.order.length) return FOUND;
    const { graph } = this;
    const i = this.order[depth]!;
    if (this.fixed[i]! >= 0) return this.attempt(depth, i, this.fixed[i]!);
    if (this.parent[i]! >= 0) {
      const from = this.seatOf[this.parent[i]!]!;
      for (let k = graph.neighbourStart[from]!; k < graph.neighbourStart[from + 1]!; k++) {
        const found = this.attempt(depth, i, graph.neighbour[k]!);
        if (found !== NONE) return found;
      }
      return NONE;
    }
    // A round table's seats are all alike until someone sits: the first guest takes seat 1.
    if (depth === 0 && !this.anyFixed && graph.shape === "round") return this.attempt(depth, i, 0);
    for (let k = 0; k < graph.capacity; k++) {
      const found = this.attempt(depth, i, graph.order[k]!);
      if (found !== NONE) return found;
    }
    return NONE;
  }
}
