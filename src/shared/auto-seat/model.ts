import type { Instance } from "./types";
import type { Units } from "./units";

/**
 * The instance compiled into typed arrays over units (see units.ts), so that the gain of moving a unit is
 * a few array reads. Small groups become pairwise weights between units; big groups are counted per table
 * instead (a group of 300 would otherwise be 45,000 pairs): a unit with c members of group g gains
 * weight(g) × c × (members of g at the table) by joining it.
 */

/** Groups with at most this many guests become pairwise weights; larger ones are counted per table. */
const PAIRWISE_GROUP_MAX = 8;

/** Lists per row are compressed (CSR): row r's entries are at start[r] to start[r + 1] − 1. */
export interface Model {
  units: Units;
  tableCount: number;
  unitCount: number;
  capacity: Int32Array;
  size: Int32Array;
  lock: Int32Array;
  /** Counted groups: their number; per unit (row, by group) the group, the unit's member count c and weight × c. */
  countedGroups: number;
  unitGroupStart: Int32Array;
  unitGroup: Int32Array;
  unitGroupCount: Int32Array;
  unitGroupWeight: Float64Array;
  /** Per counted group, the units with members in it (to propose moves towards them). */
  groupUnitStart: Int32Array;
  groupUnit: Int32Array;
  /** Pairwise weights between units, positive ones first in each row; positiveEnd[u] ends them. */
  adjStart: Int32Array;
  adjUnit: Int32Array;
  adjWeight: Float64Array;
  positiveEnd: Int32Array;
  /** Hard 'apart' rules between units. */
  apartStart: Int32Array;
  apartUnit: Int32Array;
  /** Score every plan has: pairs inside units, from pairwise groups, rules, and counted groups. */
  constant: number;
}

export function compileModel(instance: Instance, units: Units): Model {
  const { members, unitOf, guestIndex } = units;
  const unitCount = members.length;
  const tableCount = instance.tables.length;

  const groupWeight = new Map(instance.groups.map((group) => [group.id, group.weight]));
  const groupMembers = new Map<string, number[]>();
  for (const [index, guest] of instance.guests.entries()) {
    for (const group of guest.groups) {
      const list = groupMembers.get(group);
      if (list) list.push(index);
      else groupMembers.set(group, [index]);
    }
  }

  let constant = 0;
  const adjacency: Map<number, number>[] = Array.from({ length: unitCount }, () => new Map());
  const addPair = (a: number, b: number, weight: number) => {
    const u = unitOf[a]!;
    const v = unitOf[b]!;
    if (u === v) {
      constant += weight;
      return;
    }
    adjacency[u]!.set(v, (adjacency[u]!.get(v) ?? 0) + weight);
    adjacency[v]!.set(u, (adjacency[v]!.get(u) ?? 0) + weight);
  };

  // Counted groups: per unit, member count per group index.
  const unitGroups: Map<number, number>[] = Array.from({ length: unitCount }, () => new Map());
  const countedWeights: number[] = [];
  for (const [group, guests] of groupMembers) {
    const weight = groupWeight.get(group) ?? 1;
    if (weight === 0 || guests.length < 2) continue;
    if (guests.length <= PAIRWISE_GROUP_MAX) {
      for (let i = 0; i < guests.length; i++)
        for (let j = i + 1; j < guests.length; j++) addPair(guests[i]!, guests[j]!, weight);
      continue;
    }
    const index = countedWeights.length;
    countedWeights.push(weight);
    for (const guest of guests) {
      const counts = unitGroups[unitOf[guest]!]!;
      counts.set(index, (counts.get(index) ?? 0) + 1);
    }
  }

  for (const rule of instance.rules) {
    if (rule.hard) continue;
    addPair(
      guestIndex.get(rule.a)!,
      guestIndex.get(rule.b)!,
      // A soft 'next-to' counts as 'together' at the table level.
      rule.kind === "apart" ? -rule.weight : rule.weight,
    );
  }

  const unitGroupStart = new Int32Array(unitCount + 1);
  for (let u = 0; u < unitCount; u++) unitGroupStart[u + 1] = unitGroupStart[u]! + unitGroups[u]!.size;
  const entries = unitGroupStart[unitCount]!;
  const unitGroup = new Int32Array(entries);
  const unitGroupCount = new Int32Array(entries);
  const unitGroupWeight = new Float64Array(entries);
  const groupSizes = new Int32Array(countedWeights.length);
  for (let u = 0; u < unitCount; u++) {
    let k = unitGroupStart[u]!;
    for (const [group, count] of [...unitGroups[u]!].sort((x, y) => x[0] - y[0])) {
      unitGroup[k] = group;
      unitGroupCount[k] = count;
      unitGroupWeight[k] = countedWeights[group]! * count;
      constant += (countedWeights[group]! * count * (count - 1)) / 2;
      groupSizes[group]!++;
      k++;
    }
  }
  const groupUnitStart = new Int32Array(countedWeights.length + 1);
  for (let g = 0; g < countedWeights.length; g++) groupUnitStart[g + 1] = groupUnitStart[g]! + groupSizes[g]!;
  const groupUnit = new Int32Array(entries);
  const filled = groupUnitStart.slice(0, -1);
  for (let u = 0; u < unitCount; u++)
    for (let k = unitGroupStart[u]!; k < unitGroupStart[u + 1]!; k++) groupUnit[filled[unitGroup[k]!]!++] = u;

  const adjStart = new Int32Array(unitCount + 1);
  const positiveEnd = new Int32Array(unitCount);
  const rows = adjacency.map((row) =>
    [...row]
      .filter(([, weight]) => weight !== 0)
      .sort(([u, wu], [v, wv]) => Number(wu < 0) - Number(wv < 0) || u - v),
  );
  for (let u = 0; u < unitCount; u++) adjStart[u + 1] = adjStart[u]! + rows[u]!.length;
  const adjUnit = new Int32Array(adjStart[unitCount]!);
  const adjWeight = new Float64Array(adjStart[unitCount]!);
  for (let u = 0; u < unitCount; u++) {
    let k = adjStart[u]!;
    positiveEnd[u] = k;
    for (const [v, weight] of rows[u]!) {
      adjUnit[k] = v;
      adjWeight[k] = weight;
      if (weight > 0) positiveEnd[u] = k + 1;
      k++;
    }
  }

  const apart: Set<number>[] = Array.from({ length: unitCount }, () => new Set());
  for (const rule of instance.rules) {
    if (!rule.hard || rule.kind !== "apart") continue;
    const u = unitOf[guestIndex.get(rule.a)!]!;
    const v = unitOf[guestIndex.get(rule.b)!]!;
    apart[u]!.add(v);
    apart[v]!.add(u);
  }
  const apartStart = new Int32Array(unitCount + 1);
  for (let u = 0; u < unitCount; u++) apartStart[u + 1] = apartStart[u]! + apart[u]!.size;
  const apartUnit = new Int32Array(apartStart[unitCount]!);
  for (let u = 0; u < unitCount; u++)
    apartUnit.set(
      [...apart[u]!].sort((x, y) => x - y),
      apartStart[u]!,
    );

  return {
    units,
    tableCount,
    unitCount,
    capacity: Int32Array.from(instance.tables, (table) => table.capacity),
    size: Int32Array.from(members, (guests) => guests.length),
    lock: units.lock,
    countedGroups: countedWeights.length,
    unitGroupStart,
    unitGroup,
    unitGroupCount,
    unitGroupWeight,
    groupUnitStart,
    groupUnit,
    adjStart,
    adjUnit,
    adjWeight,
    positiveEnd,
    apartStart,
    apartUnit,
    constant,
  };
}

/** Score the two units add when they sit at one table: shared counted groups plus their pairwise weight. */
export function unitTie(m: Model, u: number, v: number): number {
  let tie = 0;
  let i = m.unitGroupStart[u]!;
  let j = m.unitGroupStart[v]!;
  const iEnd = m.unitGroupStart[u + 1]!;
  const jEnd = m.unitGroupStart[v + 1]!;
  while (i < iEnd && j < jEnd) {
    const gi = m.unitGroup[i]!;
    const gj = m.unitGroup[j]!;
    if (gi === gj) tie += m.unitGroupWeight[i++]! * m.unitGroupCount[j++]!;
    else if (gi < gj) i++;
    else j++;
  }
  for (let k = m.adjStart[u]!, end = m.adjStart[u + 1]!; k < end; k++)
    if (m.adjUnit[k] === v) tie += m.adjWeight[k]!;
  return tie;
}
