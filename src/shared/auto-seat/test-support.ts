import fc from "fast-check";
import type { Instance, SeatGuest, SeatInstance, SeatRule } from "./types";

/**
 * For the tests only: the format's score and hard constraints written the slowest, most literal way (every
 * pair of guests), brute force over every plan of a tiny instance, and fast-check instance generators.
 */

export function literalScore(instance: Instance, plan: ReadonlyMap<string, string>): number {
  const weight = new Map(instance.groups.map((group) => [group.id, group.weight]));
  let score = 0;
  const { guests } = instance;
  for (let i = 0; i < guests.length; i++) {
    for (let j = i + 1; j < guests.length; j++) {
      const [a, b] = [guests[i]!, guests[j]!];
      if (plan.get(a.id) === undefined || plan.get(a.id) !== plan.get(b.id)) continue;
      for (const group of a.groups) if (b.groups.includes(group)) score += weight.get(group) ?? 1;
      for (const rule of instance.rules) {
        const between = (rule.a === a.id && rule.b === b.id) || (rule.a === b.id && rule.b === a.id);
        // A soft 'next-to' wish counts as 'together' at the table level.
        if (between && !rule.hard) score += rule.kind === "apart" ? -rule.weight : rule.weight;
      }
    }
  }
  return score;
}

/** Every hard constraint of docs/auto-seat-format.md, checked literally. */
export function respectsHardConstraints(instance: Instance, plan: ReadonlyMap<string, string>): boolean {
  const tableIds = new Set(instance.tables.map((table) => table.id));
  for (const guest of instance.guests) {
    const table = plan.get(guest.id);
    if (table === undefined || !tableIds.has(table)) return false;
    if (guest.table !== undefined && guest.table !== table) return false;
  }
  for (const table of instance.tables) {
    if ([...plan.values()].filter((t) => t === table.id).length > table.capacity) return false;
  }
  for (const a of instance.guests)
    for (const b of instance.guests)
      if (a.party !== undefined && a.party === b.party && plan.get(a.id) !== plan.get(b.id)) return false;
  for (const rule of instance.rules) {
    if (!rule.hard) continue;
    // A hard 'next-to' pair shares a table, like a hard 'together' one.
    const same = plan.get(rule.a) === plan.get(rule.b);
    if (same !== (rule.kind !== "apart")) return false;
  }
  return true;
}

/** The best score over every plan that respects the hard constraints, or null when there is none. */
export function bruteForceBest(instance: Instance): number | null {
  const tables = instance.tables.map((table) => table.id);
  const choice = new Array<number>(instance.guests.length).fill(0);
  let best: number | null = null;
  for (;;) {
    const plan = new Map(instance.guests.map((guest, g) => [guest.id, tables[choice[g]!]!]));
    if (respectsHardConstraints(instance, plan)) {
      const score = literalScore(instance, plan);
      if (best === null || score > best) best = score;
    }
    let g = 0;
    while (g < choice.length && choice[g] === tables.length - 1) choice[g++] = 0;
    if (g === choice.length) return best;
    choice[g]!++;
  }
}

/** Ids that break code using plain objects as dictionaries, and ordinary ones. */
const id = fc.oneof(
  fc.constantFrom("__proto__", "constructor", "toString", "hasOwnProperty", "", " padded "),
  fc.string({ minLength: 1, maxLength: 3 }),
);

/** Any small instance, feasible or not, with guests and tables from the given ranges. */
export function anyInstance(maxGuests: number, maxTables: number): fc.Arbitrary<SeatInstance> {
  return fc
    .record({
      tableIds: fc.uniqueArray(id, { minLength: 1, maxLength: maxTables }),
      guestIds: fc.uniqueArray(id, { minLength: 1, maxLength: maxGuests }),
      groupIds: fc.uniqueArray(id, { minLength: 1, maxLength: 3 }),
      seed: fc.array(fc.nat(), { minLength: 80, maxLength: 80 }),
    })
    .map(({ tableIds, guestIds, groupIds, seed }) => {
      let k = 0;
      const next = (n: number) => seed[k++ % seed.length]! % n;
      const tables = tableIds.map((tableId) => ({ id: tableId, capacity: 1 + next(4) }));
      const guests: SeatGuest[] = guestIds.map((guestId) => ({
        id: guestId,
        groups: groupIds.filter(() => next(3) === 0),
        ...(next(3) === 0 && { party: `p${next(3)}` }),
        ...(next(8) === 0 && { table: tableIds[next(tableIds.length)]! }),
      }));
      const rules: SeatRule[] = [];
      for (let r = next(5); r > 0 && guestIds.length > 1; r--) {
        const a = next(guestIds.length);
        const b = (a + 1 + next(guestIds.length - 1)) % guestIds.length;
        const hard = next(4) === 0;
        rules.push({
          a: guestIds[a]!,
          b: guestIds[b]!,
          kind: next(2) ? "together" : "apart",
          hard,
          weight: 1 + next(20),
        });
      }
      const groups = groupIds.map((groupId) => ({ id: groupId, weight: [1, 2, 4, 0.5][next(4)]! }));
      return { tables, guests, groups, rules };
    });
}

/**
 * A feasible instance by construction: a hidden plan comes first, and households, hard rules and locks
 * agree with it; soft rules and groups are anything.
 */
export function feasibleInstance(maxGuests: number, maxTables: number): fc.Arbitrary<SeatInstance> {
  return fc
    .record({
      tableCount: fc.integer({ min: 1, max: maxTables }),
      guestCount: fc.integer({ min: 1, max: maxGuests }),
      seed: fc.array(fc.nat(), { minLength: 200, maxLength: 200 }),
      spare: fc.integer({ min: 0, max: 3 }),
    })
    .map(({ tableCount, guestCount, seed, spare }) => {
      let k = 0;
      const next = (n: number) => seed[k++ % seed.length]! % n;
      const hidden = Array.from({ length: guestCount }, (_, g) => (g < tableCount ? g : next(tableCount)));
      const tables = Array.from({ length: tableCount }, (_, t) => ({
        id: t === 0 ? "__proto__" : `t${t}`,
        capacity: hidden.filter((h) => h === t).length + next(spare + 1),
      })).map((table) => ({ ...table, capacity: Math.max(1, table.capacity) }));
      const guestId = (g: number) => (g === 0 ? "constructor" : g === 1 ? "__proto__" : `g${g}`);
      const guests: SeatGuest[] = hidden.map((t, g) => ({
        id: guestId(g),
        groups: ["a", "b", "__proto__"].filter(() => next(3) === 0),
        ...(next(3) === 0 && { party: `${t}-${next(2)}` }),
        ...(next(10) === 0 && { table: tables[t]!.id }),
      }));
      const rules: SeatRule[] = [];
      for (let r = next(guestCount); r > 0 && guestCount > 1; r--) {
        const a = next(guestCount);
        const b = (a + 1 + next(guestCount - 1)) % guestCount;
        const same = hidden[a] === hidden[b];
        const hard = next(3) === 0;
        const kind = hard ? (same ? "together" : "apart") : next(2) ? "together" : "apart";
        rules.push({ a: guestId(a), b: guestId(b), kind, hard, weight: 1 + next(20) });
      }
      return { tables, guests, groups: [{ id: "a", weight: 3 }], rules };
    });
}
