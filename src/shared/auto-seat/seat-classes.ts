import { PARTY_SEAT_WEIGHT } from "./seat-evaluate";
import type { TableProblem } from "./seat-table";

/**
 * Guests of one table that no one could tell apart, for the exact search (seat-exact.ts): a household's
 * members without a lock, a hard pair or a soft 'next-to' wish of their own have the same ties (5 to each
 * other, 0 to the rest) and form one class; guests with no tie at the table and the empty seats form class 0;
 * every other guest is a class of one. A class's weight to another is v between any of their members.
 */
export interface Classes {
  m: number;
  classOf: Int32Array;
  count: number[];
  members: number[][];
  weight: Float64Array;
  hard: number[][];
  fixedAt: Int32Array;
  locked: Uint8Array;
}

export function classes(p: TableProblem): Classes {
  const { n, v, hard, fixed, nextTo } = p;
  const c = p.graph.capacity;
  // Plain guests (no lock, no hard pair, no soft 'next-to' here) have v = 5 to their household and 0 to the
  // rest: a household's plain members are alike, and so are guests with no household here and empty seats.
  const plain = (i: number) => fixed[i]! < 0 && hard[i]!.length === 0 && nextTo[i] === 0;
  const classOf = new Int32Array(n).fill(-1);
  const members: number[][] = [[]];
  for (let i = 0; i < n; i++) {
    if (classOf[i]! >= 0) continue;
    if (!plain(i)) {
      classOf[i] = members.length;
      members.push([i]);
      continue;
    }
    const kin = [i];
    for (let j = i + 1; j < n; j++) if (plain(j) && v[i * n + j] === PARTY_SEAT_WEIGHT) kin.push(j);
    let household = false;
    for (let j = 0; j < n; j++) if (j !== i && v[i * n + j]! > 0) household = true;
    const at = household ? members.length : 0;
    if (household) members.push([]);
    for (const j of kin) {
      classOf[j] = at;
      members[at]!.push(j);
    }
  }
  const m = members.length;
  const count = members.map((list, k) => (k === 0 ? list.length + c - n : list.length));
  const weight = new Float64Array(m * m);
  for (let a = 1; a < m; a++)
    for (let b = 1; b < m; b++) {
      const x = members[a]![0]!;
      const y = a === b ? members[a]![1] : members[b]![0]!;
      if (y !== undefined) weight[a * m + b] = v[x * n + y]!;
    }
  const fixedAt = new Int32Array(c).fill(-1);
  const locked = new Uint8Array(m);
  for (let i = 0; i < n; i++)
    if (fixed[i]! >= 0) {
      fixedAt[fixed[i]!] = classOf[i]!;
      locked[classOf[i]!] = 1;
    }
  const hardClasses = members.map((list) =>
    list.length === 1 ? hard[list[0]!]!.map((j) => classOf[j]!) : [],
  );
  hardClasses[0] = [];
  return { m, classOf, count, members, weight, hard: hardClasses, fixedAt, locked };
}
