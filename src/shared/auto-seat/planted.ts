import { Random } from "./random";
import type { SeatGuest, SeatInstance, SeatRule } from "./types";

/**
 * Test and benchmark instances. A planted instance hides a plan that meets every wish: households, groups
 * and 'together' rules only inside its tables, 'apart' rules only across them, locks that agree with it.
 * Every positive tie is then met and no negative one is, so the hidden plan's score is the best possible
 * and a solver's score divided by it is its quality. Guests are shuffled so their order gives nothing away.
 */

export interface PlantedOptions {
  guests: number;
  /** Share of seats left empty: 0.1 for about 10 % spare seats, 0 for a full house. */
  spare: number;
  seed: number;
}

export interface Planted {
  instance: SeatInstance;
  hidden: Record<string, string>;
  hiddenScore: number;
}

const CAPACITIES = [8, 10, 10, 12];
const HOUSEHOLD_SIZES = [1, 1, 1, 2, 2, 2, 2, 3, 4, 5];
const GROUP_WEIGHTS = [1, 2, 4];
const RULE_WEIGHTS = [5, 10, 20];

function pick<T>(rng: Random, list: readonly T[]): T {
  return list[rng.int(list.length)]!;
}

function shuffle<T>(rng: Random, list: T[]): T[] {
  for (let i = list.length - 1; i > 0; i--) {
    const j = rng.int(i + 1);
    [list[i], list[j]] = [list[j]!, list[i]!];
  }
  return list;
}

/** A random subset of `list` with between `min` and `max` elements (as far as the list allows). */
function sample<T>(rng: Random, list: readonly T[], min: number, max: number): T[] {
  const n = Math.min(list.length, min + rng.int(max - min + 1));
  return shuffle(rng, [...list]).slice(0, n);
}

export function plantedInstance({ guests: guestCount, spare, seed }: PlantedOptions): Planted {
  const rng = new Random(seed);
  // Tables, then how many guests each seats in the hidden plan (their total is exactly guestCount).
  const capacities: number[] = [];
  let seats = 0;
  while (seats * (1 - spare) < guestCount) {
    const capacity = pick(rng, CAPACITIES);
    capacities.push(capacity);
    seats += capacity;
  }
  if (spare === 0) capacities[capacities.length - 1]! -= seats - guestCount;
  const occupancy = capacities.map((capacity) => Math.floor(capacity * (1 - spare)));
  let left = guestCount - occupancy.reduce((sum, n) => sum + n, 0);
  for (let t = 0; left !== 0; t = (t + 1) % capacities.length) {
    const step = left > 0 ? (occupancy[t]! < capacities[t]! ? 1 : 0) : occupancy[t]! > 1 ? -1 : 0;
    occupancy[t]! += step;
    left -= step;
  }

  const tables = capacities.map((capacity, t) => ({ id: `t${t + 1}`, capacity }));
  const guests: SeatGuest[] = [];
  const rules: SeatRule[] = [];
  const groups: { id: string; weight: number }[] = [];
  const hidden: Record<string, string> = {};
  let hiddenScore = 0;
  const seated: SeatGuest[][] = [];

  for (const [t, count] of occupancy.entries()) {
    const atTable: SeatGuest[] = [];
    for (let n = 0; n < count; ) {
      const size = Math.min(pick(rng, HOUSEHOLD_SIZES), count - n);
      const party = size > 1 ? `p${t + 1}-${n}` : undefined;
      for (let k = 0; k < size; k++, n++) {
        const guest: SeatGuest = { id: `g${guests.length + 1}`, groups: [], ...(party && { party }) };
        guests.push(guest);
        atTable.push(guest);
        hidden[guest.id] = tables[t]!.id;
      }
    }
    seated.push(atTable);
    // One circle over most of the table, sometimes a second, smaller one.
    const circles = rng.next() < 0.5 ? 2 : 1;
    for (let c = 0; c < circles; c++) {
      const members =
        c === 0
          ? sample(rng, atTable, Math.ceil(count / 2), count)
          : sample(rng, atTable, 2, Math.ceil(count / 2));
      const weight = pick(rng, GROUP_WEIGHTS);
      const id = `c${t + 1}-${c}`;
      groups.push({ id, weight });
      for (const member of members) member.groups!.push(id);
      hiddenScore += (weight * members.length * (members.length - 1)) / 2;
    }
    for (let r = 0; r < Math.round(count * 0.3); r++) {
      const [a, b] = sample(rng, atTable, 2, 2);
      if (!a || !b) break;
      const weight = pick(rng, RULE_WEIGHTS);
      const hard = rng.next() < 0.05;
      rules.push({ a: a.id, b: b.id, kind: "together", hard, ...(!hard && { weight }) });
      if (!hard) hiddenScore += weight;
    }
    if (rng.next() < 0.1) atTable[rng.int(count)]!.table = tables[t]!.id;
  }

  for (let r = 0; r < Math.round(guestCount * 0.1) && seated.length > 1; r++) {
    const [x, y] = sample(rng, [...seated.keys()], 2, 2) as [number, number];
    const a = pick(rng, seated[x]!);
    const b = pick(rng, seated[y]!);
    const hard = rng.next() < 0.2;
    rules.push({ a: a.id, b: b.id, kind: "apart", hard, ...(!hard && { weight: pick(rng, RULE_WEIGHTS) }) });
  }

  return {
    instance: { tables, guests: shuffle(rng, guests), groups, rules: shuffle(rng, rules) },
    hidden,
    hiddenScore,
  };
}

export interface RandomOptions {
  guests: number;
  tables: number;
  /** Share of seats left empty (about). */
  spare: number;
  seed: number;
}

/**
 * A small instance with no planted answer: random households, overlapping groups, soft rules both ways and
 * a few hard 'apart' rules. For comparisons with an exact solver.
 */
export function randomInstance({
  guests: guestCount,
  tables: tableCount,
  spare,
  seed,
}: RandomOptions): SeatInstance {
  const rng = new Random(seed);
  const seats = Math.ceil(guestCount / (1 - spare));
  const base = Math.floor(seats / tableCount);
  // Capacities that differ by one at most and add up to `seats`.
  const tables = Array.from({ length: tableCount }, (_, t) => ({ id: `t${t + 1}`, capacity: base }));
  for (let t = 0; t < seats - tableCount * base; t++) tables[t]!.capacity++;
  const guests: SeatGuest[] = [];
  while (guests.length < guestCount) {
    const size = Math.min(pick(rng, [1, 1, 1, 2, 2, 3]), guestCount - guests.length);
    const party = `p${guests.length}`;
    for (let k = 0; k < size; k++)
      guests.push({ id: `g${guests.length + 1}`, groups: [], ...(size > 1 && { party }) });
  }
  const groups = Array.from({ length: Math.ceil(guestCount / 5) }, (_, i) => ({
    id: `c${i + 1}`,
    weight: pick(rng, GROUP_WEIGHTS),
  }));
  for (const group of groups) for (const guest of sample(rng, guests, 2, 7)) guest.groups!.push(group.id);
  const rules: SeatRule[] = [];
  for (let r = 0; r < guestCount / 2; r++) {
    const [a, b] = sample(rng, guests, 2, 2) as [SeatGuest, SeatGuest];
    const kind = rng.next() < 0.6 ? "together" : "apart";
    const household = a.party !== undefined && a.party === b.party;
    const hard = kind === "apart" && !household && rng.next() < 0.15;
    rules.push({ a: a.id, b: b.id, kind, hard, ...(!hard && { weight: pick(rng, RULE_WEIGHTS) }) });
  }
  return { tables, guests, groups, rules };
}
