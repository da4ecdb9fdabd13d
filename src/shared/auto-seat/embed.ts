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
  const c = graph.capacity;
  const n = guests.length;
  if (n > c) return "impossible";
  const local = new Map<number, number>();
  for (const [i, g] of guests.entries()) local.set(g, i);
  const partners: number[][] = guests.map((g) => {
    const list: number[] = [];
    for (let k = sm.hardStart[g]!; k < sm.hardStart[g + 1]!; k++) list.push(local.get(sm.hardPartner[k]!)!);
    return list;
  });
  const fixed = Int32Array.from(guests, (g) => sm.lockedSeat[g]!);

  // Placement order: per component, breadth first from its root, each guest after a seated partner.
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
  const order: number[] = [];
  const parent = new Int32Array(n).fill(-1);
  const placed = new Uint8Array(n);
  for (const group of groups) {
    let root = group.find((i) => fixed[i]! >= 0) ?? -1;
    if (root < 0) {
      root = group[0]!;
      for (const i of group) if (partners[i]!.length > partners[root]!.length) root = i;
    }
    const queue = [root];
    placed[root] = 1;
    for (let k = 0; k < queue.length; k++) {
      const i = queue[k]!;
      order.push(i);
      for (const p of partners[i]!)
        if (!placed[p]) {
          placed[p] = 1;
          parent[p] = i;
          queue.push(p);
        }
    }
  }

  const seatOf = new Int32Array(n).fill(-1);
  const taken = new Uint8Array(c);
  const adjacent = (a: number, b: number) => graph.adjacent[a * c + b] === 1;
  const degree = (s: number) => graph.neighbourStart[s + 1]! - graph.neighbourStart[s]!;
  const freeAround = (s: number) => {
    let free = 0;
    for (let k = graph.neighbourStart[s]!; k < graph.neighbourStart[s + 1]!; k++)
      if (!taken[graph.neighbour[k]!]) free++;
    return free;
  };
  const unseatedPartners = (i: number) => partners[i]!.filter((p) => seatOf[p]! < 0).length;
  const anyFixed = fixed.some((seat) => seat >= 0);
  let nodes = 0;

  const fits = (i: number, s: number): boolean => {
    if (taken[s] || degree(s) < partners[i]!.length) return false;
    for (const p of partners[i]!) if (seatOf[p]! >= 0 && !adjacent(s, seatOf[p]!)) return false;
    taken[s] = 1;
    seatOf[i] = s;
    let ok = freeAround(s) >= unseatedPartners(i);
    for (const p of partners[i]!)
      if (ok && seatOf[p]! >= 0) ok = freeAround(seatOf[p]!) >= unseatedPartners(p);
    taken[s] = 0;
    seatOf[i] = -1;
    return ok;
  };

  const place = (depth: number): boolean | "gave-up" => {
    if (depth === n) return true;
    const i = order[depth]!;
    let candidates: number[];
    if (fixed[i]! >= 0) candidates = [fixed[i]!];
    else if (parent[i]! >= 0) {
      const from = seatOf[parent[i]!]!;
      candidates = Array.from(
        graph.neighbour.subarray(graph.neighbourStart[from]!, graph.neighbourStart[from + 1]!),
      );
    } else if (depth === 0 && !anyFixed && graph.shape === "round")
      candidates = [0]; // every seat alike
    else candidates = Array.from(graph.order);
    for (const s of candidates) {
      if (++nodes > maxNodes) return "gave-up";
      if (!fits(i, s)) continue;
      taken[s] = 1;
      seatOf[i] = s;
      const found = place(depth + 1);
      if (found) return found;
      taken[s] = 0;
      seatOf[i] = -1;
    }
    return false;
  };

  const found = place(0);
  if (found === "gave-up") return "gave-up";
  return found ? { seats: seatOf } : "impossible";
}
