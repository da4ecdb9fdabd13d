import type { Instance } from "./types";

/**
 * Households and hard 'together' and 'next-to' pairs are merged into units (union-find): every move the solver makes
 * moves a whole unit, so these constraints hold by construction.
 */
export interface Units {
  guestIndex: Map<string, number>;
  tableIndex: Map<string, number>;
  /** guest → unit */
  unitOf: Int32Array;
  /** unit → its guests, ascending; units are numbered in the order of their first guest. */
  members: number[][];
  /** unit → table index it is locked to, or −1. */
  lock: Int32Array;
  /** A unit whose guests are locked to two tables: [guest, guest] (the first such pair found). */
  splitLock: [number, number] | null;
}

function find(parent: Int32Array, x: number): number {
  let root = x;
  while (parent[root] !== root) root = parent[root]!;
  while (parent[x] !== root) {
    const next = parent[x]!;
    parent[x] = root;
    x = next;
  }
  return root;
}

function union(parent: Int32Array, a: number, b: number) {
  const ra = find(parent, a);
  const rb = find(parent, b);
  // The smaller index stays the root, so the result does not depend on the order of unions.
  if (ra < rb) parent[rb] = ra;
  else if (rb < ra) parent[ra] = rb;
}

export function buildUnits(instance: Instance): Units {
  const guestIndex = new Map(instance.guests.map((guest, index) => [guest.id, index]));
  const tableIndex = new Map(instance.tables.map((table, index) => [table.id, index]));
  const count = instance.guests.length;
  const parent = new Int32Array(count);
  for (let i = 0; i < count; i++) parent[i] = i;

  const partyHead = new Map<string, number>();
  for (const [index, guest] of instance.guests.entries()) {
    if (guest.party === undefined) continue;
    const head = partyHead.get(guest.party);
    if (head === undefined) partyHead.set(guest.party, index);
    else union(parent, head, index);
  }
  for (const rule of instance.rules) {
    // A hard 'next-to' pair shares a table too.
    if (rule.hard && rule.kind !== "apart") union(parent, guestIndex.get(rule.a)!, guestIndex.get(rule.b)!);
  }

  const unitOfRoot = new Map<number, number>();
  const unitOf = new Int32Array(count);
  const members: number[][] = [];
  for (let i = 0; i < count; i++) {
    const root = find(parent, i);
    let unit = unitOfRoot.get(root);
    if (unit === undefined) {
      unit = members.length;
      unitOfRoot.set(root, unit);
      members.push([]);
    }
    unitOf[i] = unit;
    members[unit]!.push(i);
  }

  const lock = new Int32Array(members.length).fill(-1);
  const lockedBy = new Int32Array(members.length).fill(-1);
  let splitLock: [number, number] | null = null;
  for (const [index, guest] of instance.guests.entries()) {
    if (guest.table === undefined) continue;
    const unit = unitOf[index]!;
    const table = tableIndex.get(guest.table)!;
    if (lock[unit] === -1) {
      lock[unit] = table;
      lockedBy[unit] = index;
    } else if (lock[unit] !== table && splitLock === null) splitLock = [lockedBy[unit]!, index];
  }
  return { guestIndex, tableIndex, unitOf, members, lock, splitLock };
}
