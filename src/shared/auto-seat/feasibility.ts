import { t } from "../i18n/messages";
import { infeasible } from "./infeasible";
import { capitalise, Labels } from "./labels";
import { lockedSeatsProblem, nextToProblem, seatLockProblem } from "./seat-feasibility";
import type { SeatModel } from "./seat-model";
import type { Instance, SeatProblem } from "./types";
import type { Units } from "./units";

/**
 * Cheap proofs that an instance cannot be seated, each with the reason in words. A plan can still be
 * impossible when all of these pass (packing is NP-hard); the packer's exhaustive search settles that.
 */

export function findInfeasibility(instance: Instance, units: Units, sm: SeatModel): SeatProblem | null {
  const labels = new Labels(instance, units);
  const { members, unitOf, lock, guestIndex } = units;
  const capacities = instance.tables.map((table) => table.capacity);
  const seats = capacities.reduce((sum, capacity) => sum + capacity, 0);
  const guestCount = instance.guests.length;

  if (guestCount > seats) {
    const missing = guestCount - seats;
    // Each plural form written out: the solver's command line has no catalogs (its English is built without them).
    const counts = { guests: guestCount, seats, missing };
    const message =
      guestCount === 1
        ? t("There is 1 guest but only {seats} seats: add 1 more seat.", counts)
        : seats === 1
          ? missing === 1
            ? t("There are {guests} guests but only 1 seat: add 1 more seat.", counts)
            : t("There are {guests} guests but only 1 seat: add {missing} more seats.", counts)
          : missing === 1
            ? t("There are {guests} guests but only {seats} seats: add 1 more seat.", counts)
            : t("There are {guests} guests but only {seats} seats: add {missing} more seats.", counts);
    return infeasible("not-enough-seats", message, instance, [], [], { seatsMissing: missing });
  }

  for (const rule of instance.rules) {
    if (!rule.hard || rule.kind !== "apart") continue;
    const a = guestIndex.get(rule.a)!;
    const b = guestIndex.get(rule.b)!;
    if (unitOf[a] !== unitOf[b]) continue;
    const pa = instance.guests[a]!.party;
    const message =
      pa !== undefined && pa === instance.guests[b]!.party
        ? t("{first} and {second} must be kept apart, but they are in the same household.", {
            first: labels.guest(a),
            second: labels.guest(b),
          })
        : t(
            "{first} and {second} must be kept apart, but households and 'must sit together' rules put them at one table.",
            { first: labels.guest(a), second: labels.guest(b) },
          );
    return infeasible("apart-inside-unit", message, instance, [a, b]);
  }

  if (units.splitLock) {
    const [a, b] = units.splitLock;
    const ta = units.tableIndex.get(instance.guests[a]!.table!)!;
    const tb = units.tableIndex.get(instance.guests[b]!.table!)!;
    const values = {
      first: labels.guest(a),
      firstTable: labels.table(ta),
      second: labels.guest(b),
      secondTable: labels.table(tb),
    };
    const message =
      sm.components.length > 0
        ? t(
            "{first} is locked to {firstTable} and {second} to {secondTable}, but they must sit at one table (household, 'must sit together' or 'must sit next to').",
            values,
          )
        : t(
            "{first} is locked to {firstTable} and {second} to {secondTable}, but they must sit at one table (household or 'must sit together').",
            values,
          );
    return infeasible("locks-split-unit", message, instance, [a, b], [ta, tb]);
  }

  const seatLevel = seatLockProblem(instance, units, labels) ?? nextToProblem(instance, units, sm, labels);
  if (seatLevel) return seatLevel;

  const largest = Math.max(...capacities);
  for (const [unit, guests] of members.entries()) {
    if (guests.length <= largest) continue;
    const message =
      guests.length > 1 &&
      instance.guests[guests[0]!]!.party !== undefined &&
      guests.every((g) => instance.guests[g]!.party === instance.guests[guests[0]!]!.party)
        ? t(
            "The household of {guest} ({count} guests) cannot sit together: the largest table seats {largest}.",
            {
              guest: labels.guest(guests[0]!),
              count: guests.length,
              largest,
            },
          )
        : t("{who} cannot sit together: the largest table seats {largest}.", {
            who: capitalise(labels.unit(unit)),
            largest,
          });
    return infeasible("unit-too-large", message, instance, guests);
  }

  const lockedLoad = new Array<number>(capacities.length).fill(0);
  for (const [unit, guests] of members.entries())
    if (lock[unit]! >= 0) lockedLoad[lock[unit]!]! += guests.length;
  for (const [table, load] of lockedLoad.entries()) {
    if (load <= capacities[table]!) continue;
    const locked = members.flatMap((guests, unit) => (lock[unit] === table ? guests : []));
    const message = t(
      "{count} guests are locked to {table} or must sit with guests locked there, but it seats {capacity}.",
      { count: load, table: labels.table(table), capacity: capacities[table] },
    );
    return infeasible("lock-over-capacity", message, instance, locked, [table]);
  }

  for (const rule of instance.rules) {
    if (!rule.hard || rule.kind !== "apart") continue;
    const a = guestIndex.get(rule.a)!;
    const b = guestIndex.get(rule.b)!;
    const table = lock[unitOf[a]!]!;
    if (table < 0 || table !== lock[unitOf[b]!]) continue;
    const message = t(
      "{first} and {second} must be kept apart, but both are locked to {table} (themselves or through their household).",
      { first: labels.guest(a), second: labels.guest(b), table: labels.table(table) },
    );
    return infeasible("apart-locked-together", message, instance, [a, b], [table]);
  }

  return (
    lockedSeatsProblem(instance, units, sm, labels) ??
    largeUnits(instance, units, capacities) ??
    apartClique(instance, units, labels, capacities)
  );
}

/** Units of s or more guests fit only at tables of s or more seats: their guests must not outnumber those seats. */
function largeUnits(instance: Instance, units: Units, capacities: number[]): SeatProblem | null {
  const sizes = [...new Set(units.members.map((guests) => guests.length))].filter((s) => s > 1);
  sizes.sort((x, y) => y - x);
  for (const size of sizes) {
    const big = units.members.filter((guests) => guests.length >= size);
    const guests = big.reduce((sum, unit) => sum + unit.length, 0);
    const seats = capacities.reduce((sum, capacity) => sum + (capacity >= size ? capacity : 0), 0);
    if (guests <= seats) continue;
    const message = t(
      "{count} households of {size} or more guests ({guests} guests in all) need tables that seat at least {size}, but those tables have only {seats} seats.",
      { count: big.length, size, guests, seats },
    );
    return infeasible("large-units", message, instance, big.flat());
  }
  return null;
}

/**
 * Pigeonhole on hard 'apart' rules: units that must all sit at different tables need as many tables, and
 * as many tables large enough for each. The clique is found greedily from the most constrained units.
 */
function apartClique(
  instance: Instance,
  units: Units,
  labels: Labels,
  capacities: number[],
): SeatProblem | null {
  const unitCount = units.members.length;
  const apart: Set<number>[] = Array.from({ length: unitCount }, () => new Set());
  for (const rule of instance.rules) {
    if (!rule.hard || rule.kind !== "apart") continue;
    const u = units.unitOf[units.guestIndex.get(rule.a)!]!;
    const v = units.unitOf[units.guestIndex.get(rule.b)!]!;
    apart[u]!.add(v);
    apart[v]!.add(u);
  }
  const tableCount = capacities.length;
  const sortedCapacities = [...capacities].sort((x, y) => y - x);
  const starts = [...apart.keys()]
    .filter((unit) => apart[unit]!.size > 0)
    .sort((x, y) => apart[y]!.size - apart[x]!.size || x - y)
    .slice(0, 64);
  for (const start of starts) {
    const clique = [start];
    const candidates = [...apart[start]!].sort((x, y) => apart[y]!.size - apart[x]!.size || x - y);
    for (const candidate of candidates) {
      if (clique.every((member) => apart[member]!.has(candidate))) clique.push(candidate);
    }
    const sizes = clique.map((unit) => units.members[unit]!.length).sort((x, y) => y - x);
    const tooFew = clique.length > tableCount;
    const tooSmall = sizes.some((size, rank) => size > sortedCapacities[rank]!);
    if (!tooFew && !tooSmall) continue;
    const firsts = clique.map((unit) => units.members[unit]![0]!);
    const guests = clique.flatMap((unit) => units.members[unit]!);
    const values = { count: clique.length, names: labels.guestList(firsts), tables: tableCount };
    const message = tooFew
      ? t(
          "{count} guests or households ({names}) must all be kept apart from one another, but there are only {tables} tables.",
          values,
        )
      : t(
          "{count} guests or households ({names}) must all be kept apart from one another, but there are not enough tables large enough to give each its own.",
          values,
        );
    return infeasible("apart-too-many", message, instance, guests);
  }
  return null;
}
