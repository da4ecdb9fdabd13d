import { type SeatGraph, seatGraph, shapeOf } from "./seat-graph";
import type { Instance } from "./types";
import type { Units } from "./units";

/**
 * The seat level of an instance (version 2) compiled for the solver: each table's seat graph, seat locks,
 * hard 'next-to' partners and their components (guests linked by hard 'next-to' rules, which must lie on
 * neighbouring seats: a path lies along any table, anything else needs a table whose seats allow it), and
 * the soft weights v(i, j) of the seat score, per guest.
 */
export interface SeatModel {
  graphs: SeatGraph[];
  /** guest → locked seat (0-based), or −1. */
  lockedSeat: Int32Array;
  /** table → its seat-locked guests. */
  tableLocked: number[][];
  /** Hard 'next-to' partners of guest g: hardPartner[hardStart[g]] … (each once). */
  hardStart: Int32Array;
  hardPartner: Int32Array;
  /** Components of the hard 'next-to' graph with 2 or more guests (ascending guests, ordered by first guest). */
  components: number[][];
  /** guest → component, or −1. */
  componentOf: Int32Array;
  /** Whether a component is a simple path (it then fits along any table with the seats for it). */
  componentPath: Uint8Array;
  /** Soft 'next-to' partners and summed weights of guest g: nextTo[nextToStart[g]] …. */
  nextToStart: Int32Array;
  nextTo: Int32Array;
  nextToWeight: Float64Array;
  /** guest → party index, or −1. */
  party: Int32Array;
  /** unit → whether some guest of it has a hard 'next-to' partner. */
  unitHard: Uint8Array;
  /** unit → whether one of its components is not a simple path. */
  unitComplex: Uint8Array;
  /** Whether any hard 'next-to' rule or seat lock exists: the table phase must check seats. */
  active: boolean;
}

/** Symmetric lists from (a, b, weight) triples: each pair once per guest, weights summed, partners ascending. */
function csr(pairs: [number, number, number][], count: number) {
  const both = pairs.flatMap(([a, b, w]): [number, number, number][] => [
    [a, b, w],
    [b, a, w],
  ]);
  both.sort((x, y) => x[0] - y[0] || x[1] - y[1]);
  const start = new Int32Array(count + 1);
  const partner: number[] = [];
  const weight: number[] = [];
  for (let i = 0; i < both.length; i++) {
    const [a, b, w] = both[i]!;
    const previous = both[i - 1];
    if (previous && previous[0] === a && previous[1] === b) weight[weight.length - 1]! += w;
    else {
      partner.push(b);
      weight.push(w);
      start[a + 1]!++;
    }
  }
  for (let g = 0; g < count; g++) start[g + 1]! += start[g]!;
  return { start, partner: Int32Array.from(partner), weight: Float64Array.from(weight) };
}

export function compileSeatModel(instance: Instance, units: Units): SeatModel {
  const count = instance.guests.length;
  const { guestIndex, tableIndex, unitOf } = units;
  const graphs = instance.tables.map((table) => seatGraph(shapeOf(table), table.capacity));

  const lockedSeat = new Int32Array(count).fill(-1);
  const tableLocked: number[][] = instance.tables.map(() => []);
  for (const [g, guest] of instance.guests.entries()) {
    if (guest.seat === undefined || guest.table === undefined) continue;
    lockedSeat[g] = guest.seat - 1;
    tableLocked[tableIndex.get(guest.table)!]!.push(g);
  }

  const hard: [number, number, number][] = [];
  const soft: [number, number, number][] = [];
  for (const rule of instance.rules) {
    if (rule.kind !== "next-to") continue;
    const pair: [number, number, number] = [guestIndex.get(rule.a)!, guestIndex.get(rule.b)!, rule.weight];
    (rule.hard ? hard : soft).push(pair);
  }
  const hardCsr = csr(hard, count);
  const softCsr = csr(soft, count);
  const partnersOf = (g: number) => hardCsr.partner.subarray(hardCsr.start[g]!, hardCsr.start[g + 1]!);

  const componentOf = new Int32Array(count).fill(-1);
  const components: number[][] = [];
  for (let g = 0; g < count; g++) {
    if (componentOf[g]! >= 0 || partnersOf(g).length === 0) continue;
    const index = components.length;
    const members = [g];
    componentOf[g] = index;
    for (let i = 0; i < members.length; i++)
      for (const other of partnersOf(members[i]!))
        if (componentOf[other]! < 0) {
          componentOf[other] = index;
          members.push(other);
        }
    components.push(members.sort((x, y) => x - y));
  }
  const componentPath = Uint8Array.from(components, (members) => {
    const degrees = members.map((g) => partnersOf(g).length);
    const edges = degrees.reduce((sum, d) => sum + d, 0) / 2;
    return Number(edges === members.length - 1 && Math.max(...degrees) <= 2);
  });

  const unitCount = units.members.length;
  const unitHard = new Uint8Array(unitCount);
  const unitComplex = new Uint8Array(unitCount);
  for (let g = 0; g < count; g++) {
    const c = componentOf[g]!;
    if (c < 0) continue;
    unitHard[unitOf[g]!] = 1;
    if (!componentPath[c]) unitComplex[unitOf[g]!] = 1;
  }

  const partyIndex = new Map<string, number>();
  const party = Int32Array.from(instance.guests, (guest) => {
    if (guest.party === undefined) return -1;
    if (!partyIndex.has(guest.party)) partyIndex.set(guest.party, partyIndex.size);
    return partyIndex.get(guest.party)!;
  });

  return {
    graphs,
    lockedSeat,
    tableLocked,
    hardStart: hardCsr.start,
    hardPartner: hardCsr.partner,
    components,
    componentOf,
    componentPath,
    nextToStart: softCsr.start,
    nextTo: softCsr.partner,
    nextToWeight: softCsr.weight,
    party,
    unitHard,
    unitComplex,
    active: components.length > 0 || tableLocked.some((guests) => guests.length > 0),
  };
}
