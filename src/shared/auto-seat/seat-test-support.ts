import fc from "fast-check";
import { respectsHardConstraints } from "./test-support";
import type { Instance, SeatGuest, SeatInstance, SeatRule, TableShape } from "./types";

/**
 * For the tests only: the seat level of docs/auto-seat-format.md (version 2) written from its words, the
 * slowest and most literal way, independently of the solver (which uses seat-graph.ts and seat-evaluate.ts):
 * neighbouring seats, the seat score over every pair of guests, the seat-level hard constraints, brute force
 * over every seating of a table, and instance generators.
 */

/** "a b" (a < b, seat numbers from 1) for each pair of neighbouring seats. */
export function literalNeighbours(shape: TableShape | undefined, capacity: number): Set<string> {
  const pairs = new Set<string>();
  const add = (a: number, b: number) => pairs.add(a < b ? `${a} ${b}` : `${b} ${a}`);
  const c = capacity;
  if (shape === "rect") {
    // Numbered clockwise: seats 1 … ⌈c/2⌉ along one side, the rest back along the other.
    const firstSide = Math.ceil(c / 2);
    const sideOf = (k: number) => (k <= firstSide ? 1 : 2);
    for (let k = 1; k < c; k++) if (sideOf(k) === sideOf(k + 1)) add(k, k + 1);
    for (let k = 1; k <= c; k++) if (k !== c + 1 - k) add(k, c + 1 - k);
  } else {
    for (let k = 1; k <= c - 1; k++) add(k, k + 1);
    if (shape !== "row" && c >= 3) add(c, 1);
  }
  return pairs;
}

/** v(i, j): 5 for the same party, plus the weights of soft 'next-to' rules between them. */
function literalV(instance: Instance, a: string, b: string): number {
  const [ga, gb] = [instance.guests.find((g) => g.id === a)!, instance.guests.find((g) => g.id === b)!];
  let v = ga.party !== undefined && ga.party === gb.party ? 5 : 0;
  for (const rule of instance.rules)
    if (
      rule.kind === "next-to" &&
      !rule.hard &&
      ((rule.a === a && rule.b === b) || (rule.a === b && rule.b === a))
    )
      v += rule.weight;
  return v;
}

/** Σ over unordered pairs of guests on neighbouring seats of one table of v(i, j). */
export function literalSeatScore(
  instance: Instance,
  plan: ReadonlyMap<string, string>,
  seats: ReadonlyMap<string, number>,
): number {
  let score = 0;
  const { guests } = instance;
  for (let i = 0; i < guests.length; i++)
    for (let j = i + 1; j < guests.length; j++) {
      const [a, b] = [guests[i]!.id, guests[j]!.id];
      const table = instance.tables.find((t) => t.id === plan.get(a));
      if (!table || plan.get(a) !== plan.get(b)) continue;
      const [sa, sb] = [seats.get(a)!, seats.get(b)!];
      if (literalNeighbours(table.shape, table.capacity).has(sa < sb ? `${sa} ${sb}` : `${sb} ${sa}`))
        score += literalV(instance, a, b);
    }
  return score;
}

/** Every guest on a seat 1 … capacity of their table, no seat twice, seat locks kept, hard 'next-to' side by side. */
export function respectsSeats(
  instance: Instance,
  plan: ReadonlyMap<string, string>,
  seats: ReadonlyMap<string, number>,
): boolean {
  const used = new Set<string>();
  for (const guest of instance.guests) {
    const table = instance.tables.find((t) => t.id === plan.get(guest.id))!;
    const seat = seats.get(guest.id);
    if (seat === undefined || !Number.isInteger(seat) || seat < 1 || seat > table.capacity) return false;
    if (used.has(`${table.id} ${seat}`)) return false;
    used.add(`${table.id} ${seat}`);
    if (guest.seat !== undefined && guest.seat !== seat) return false;
  }
  for (const rule of instance.rules) {
    if (rule.kind !== "next-to" || !rule.hard) continue;
    const table = instance.tables.find((t) => t.id === plan.get(rule.a))!;
    const [sa, sb] = [seats.get(rule.a)!, seats.get(rule.b)!];
    if (plan.get(rule.a) !== plan.get(rule.b)) return false;
    if (!literalNeighbours(table.shape, table.capacity).has(sa < sb ? `${sa} ${sb}` : `${sb} ${sa}`))
      return false;
  }
  return true;
}

/** The best seat score of `guestIds` at `tableId` over every seating that keeps the seat-level rules, or null. */
export function bestSeating(instance: Instance, tableId: string, guestIds: string[]): number | null {
  const table = instance.tables.find((t) => t.id === tableId)!;
  const plan = new Map(guestIds.map((id) => [id, tableId]));
  const sub: Instance = {
    ...instance,
    guests: instance.guests.filter((g) => plan.has(g.id)),
    rules: instance.rules.filter((r) => plan.has(r.a) && plan.has(r.b)),
  };
  const seats = new Map<string, number>();
  let best: number | null = null;
  const visit = (i: number) => {
    if (i === guestIds.length) {
      if (!respectsSeats(sub, plan, seats)) return;
      const score = literalSeatScore(sub, plan, seats);
      if (best === null || score > best) best = score;
      return;
    }
    for (let seat = 1; seat <= table.capacity; seat++) {
      if ([...seats.values()].includes(seat)) continue;
      seats.set(guestIds[i]!, seat);
      visit(i + 1);
      seats.delete(guestIds[i]!);
    }
  };
  visit(0);
  return best;
}

/** The best table-level score over every plan that keeps every hard constraint, seats included; null if none. */
export function bruteForceWithSeats(
  instance: Instance,
  score: (plan: Map<string, string>) => number,
): number | null {
  const tables = instance.tables.map((table) => table.id);
  const choice = new Array<number>(instance.guests.length).fill(0);
  let best: number | null = null;
  for (;;) {
    const plan = new Map(instance.guests.map((guest, g) => [guest.id, tables[choice[g]!]!]));
    if (
      respectsHardConstraints(instance, plan) &&
      tables.every(
        (t) =>
          bestSeating(
            instance,
            t,
            instance.guests.filter((g) => plan.get(g.id) === t).map((g) => g.id),
          ) !== null,
      )
    ) {
      const value = score(plan);
      if (best === null || value > best) best = value;
    }
    let g = 0;
    while (g < choice.length && choice[g] === tables.length - 1) choice[g++] = 0;
    if (g === choice.length) return best;
    choice[g]!++;
  }
}

const SHAPES: TableShape[] = ["round", "rect", "row"];

/**
 * An instance with seats that can be kept by construction: a hidden plan and hidden seats come first; hard
 * rules, locks and seat locks agree with them; households, groups and soft rules (next-to too) are anything.
 */
export function seatInstance(
  maxGuests: number,
  maxTables: number,
  maxCapacity = 7,
): fc.Arbitrary<SeatInstance> {
  return fc
    .record({
      tableCount: fc.integer({ min: 1, max: maxTables }),
      guestCount: fc.integer({ min: 1, max: maxGuests }),
      seed: fc.array(fc.nat(), { minLength: 300, maxLength: 300 }),
    })
    .map(({ tableCount, guestCount, seed }) => {
      let k = 0;
      const next = (n: number) => seed[k++ % seed.length]! % n;
      const hidden: number[] = [];
      const load = new Array<number>(tableCount).fill(0);
      for (let g = 0; g < guestCount; g++) {
        const open = [...load.keys()].filter((t) => load[t]! < maxCapacity);
        if (open.length === 0) break;
        const t = g < tableCount ? g : open[next(open.length)]!;
        hidden.push(t);
        load[t]!++;
      }
      const tables = load.map((n, t) => ({
        id: `t${t}`,
        capacity: Math.max(1, Math.min(maxCapacity, n + next(3))),
        shape: SHAPES[next(3)]!,
      }));
      // Hidden seats: a random order of each table's seats.
      const free = tables.map((table) => Array.from({ length: table.capacity }, (_, s) => s + 1));
      const seatOf = hidden.map((t) => free[t]!.splice(next(free[t]!.length), 1)[0]!);
      const guests: SeatGuest[] = hidden.map((t, g) => ({
        id: g === 0 ? "__proto__" : `g${g}`,
        groups: ["a", "b"].filter(() => next(3) === 0),
        ...(next(3) === 0 && { party: `${t}-${next(2)}` }),
        ...(next(6) === 0 && { table: `t${t}`, ...(next(2) === 0 && { seat: seatOf[g] }) }),
      }));
      const rules: SeatRule[] = [];
      const n = hidden.length;
      for (let r = next(2 * n); r > 0 && n > 1; r--) {
        const a = next(n);
        const b = (a + 1 + next(n - 1)) % n;
        const same = hidden[a] === hidden[b];
        const table = tables[hidden[a]!]!;
        const [sa, sb] = [seatOf[a]!, seatOf[b]!];
        const beside =
          same && literalNeighbours(table.shape, table.capacity).has(sa < sb ? `${sa} ${sb}` : `${sb} ${sa}`);
        const kind = (["together", "apart", "next-to", "next-to"] as const)[next(4)]!;
        const hard = next(3) === 0 && (kind === "apart" ? !same : kind === "together" ? same : beside);
        rules.push({ a: guests[a]!.id, b: guests[b]!.id, kind, hard, weight: 1 + next(20) });
      }
      return { tables, guests, groups: [{ id: "a", weight: 3 }], rules };
    });
}

/** Any small instance with seats, feasible or not: shapes, seat locks (some beyond the table), every kind of rule. */
export function anySeatInstance(maxGuests: number, maxTables: number): fc.Arbitrary<SeatInstance> {
  return fc
    .record({
      tableCount: fc.integer({ min: 1, max: maxTables }),
      guestCount: fc.integer({ min: 1, max: maxGuests }),
      seed: fc.array(fc.nat(), { minLength: 120, maxLength: 120 }),
    })
    .map(({ tableCount, guestCount, seed }) => {
      let k = 0;
      const next = (n: number) => seed[k++ % seed.length]! % n;
      const tables = Array.from({ length: tableCount }, (_, t) => ({
        id: `t${t}`,
        capacity: 1 + next(5),
        shape: SHAPES[next(3)]!,
      }));
      const guests: SeatGuest[] = Array.from({ length: guestCount }, (_, g) => {
        const table = tables[next(tableCount)]!;
        return {
          id: `g${g}`,
          groups: ["a"].filter(() => next(2) === 0),
          ...(next(4) === 0 && { party: `p${next(2)}` }),
          ...(next(3) === 0 && {
            table: table.id,
            ...(next(3) > 0 && { seat: 1 + next(table.capacity + 1) }),
          }),
        };
      });
      const rules: SeatRule[] = [];
      for (let r = next(6); r > 0 && guestCount > 1; r--) {
        const a = next(guestCount);
        const b = (a + 1 + next(guestCount - 1)) % guestCount;
        const kind = (["together", "apart", "next-to", "next-to"] as const)[next(4)]!;
        rules.push({
          a: `g${a}`,
          b: `g${b}`,
          kind,
          hard: next(kind === "next-to" ? 2 : 3) === 0,
          weight: 1 + next(20),
        });
      }
      return { tables, guests, groups: [{ id: "a", weight: 2 }], rules };
    });
}
