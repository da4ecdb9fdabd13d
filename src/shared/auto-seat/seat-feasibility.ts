import { t } from "../i18n/messages";
import { embed } from "./embed";
import { infeasible } from "./infeasible";
import type { Labels } from "./labels";
import { EMBED_NODES } from "./seat-check";
import type { SeatModel } from "./seat-model";
import type { Instance, SeatProblem } from "./types";
import type { Units } from "./units";

/**
 * Seat-level reasons an instance cannot be seated (version 2), in words, for findInfeasibility
 * (feasibility.ts): a seat lock beyond its table or one seat locked for two guests; guests linked by hard
 * 'next-to' rules that no table can seat side by side (more of them than the largest table seats, a guest
 * with more such partners than a seat has neighbours, a ring or a shape no table allows); and the locked
 * seats and hard 'next-to' rules of one table that cannot all be kept.
 */

export function seatLockProblem(instance: Instance, units: Units, labels: Labels): SeatProblem | null {
  const taken = new Map<string, number>();
  for (const [g, guest] of instance.guests.entries()) {
    if (guest.seat === undefined || guest.table === undefined) continue;
    const table = units.tableIndex.get(guest.table)!;
    const capacity = instance.tables[table]!.capacity;
    if (guest.seat > capacity) {
      const message = t("{guest} is locked to seat {seat}, but {table} has only {capacity} seats.", {
        guest: labels.guest(g),
        seat: guest.seat,
        table: labels.table(table),
        capacity,
      });
      return infeasible("seat-outside", message, instance, [g], [table]);
    }
    const key = `${table} ${guest.seat}`;
    const other = taken.get(key);
    if (other !== undefined) {
      const message = t("{first} and {second} are both locked to seat {seat} of {table}.", {
        first: labels.guest(other),
        second: labels.guest(g),
        seat: guest.seat,
        table: labels.table(table),
      });
      return infeasible("seat-taken", message, instance, [other, g], [table]);
    }
    taken.set(key, g);
  }
  return null;
}

const partnerCount = (sm: SeatModel, g: number) => sm.hardStart[g + 1]! - sm.hardStart[g]!;

/** Each hard 'next-to' component must fit, alone, at some table (its own, when it is locked to one). */
export function nextToProblem(
  instance: Instance,
  units: Units,
  sm: SeatModel,
  labels: Labels,
): SeatProblem | null {
  if (sm.components.length === 0) return null;
  const largest = Math.max(0, ...instance.tables.map((table) => table.capacity));
  const mostNeighbours = Math.max(0, ...sm.graphs.map((graph) => graph.maxDegree));
  const kinds = [...new Map(sm.graphs.map((graph) => [`${graph.shape} ${graph.capacity}`, graph])).values()];
  const unlocked: SeatModel = { ...sm, lockedSeat: new Int32Array(sm.lockedSeat.length).fill(-1) };
  for (const members of sm.components) {
    const names = labels.guestList(members);
    if (members.length > largest) {
      const message = t(
        "{names} must sit next to one another ({count} guests linked by 'next to' rules), but the largest table seats {largest}.",
        { names, count: members.length, largest },
      );
      return infeasible("next-to-shape", message, instance, members);
    }
    // A component locked to a table is judged there, with the table's locked seats (lockedSeatsProblem).
    if (units.lock[units.unitOf[members[0]!]!]! >= 0) continue;
    const seatable = kinds.some(
      (graph) =>
        graph.capacity >= members.length && embed(graph, members, unlocked, EMBED_NODES) !== "impossible",
    );
    if (seatable) continue;
    const busiest = members.reduce((x, y) => (partnerCount(sm, y) > partnerCount(sm, x) ? y : x));
    const message =
      partnerCount(sm, busiest) > mostNeighbours
        ? t(
            "{guest} must sit next to {count} guests, but no seat at these tables has more than {max} neighbours.",
            { guest: labels.guest(busiest), count: partnerCount(sm, busiest), max: mostNeighbours },
          )
        : t(
            "No table here has seats that put {names} next to one another as their 'next to' rules require.",
            {
              names,
            },
          );
    return infeasible("next-to-shape", message, instance, members);
  }
  return null;
}

/** The locked seats of a table, and the hard 'next-to' components locked to it, must fit together. */
export function lockedSeatsProblem(
  instance: Instance,
  units: Units,
  sm: SeatModel,
  labels: Labels,
): SeatProblem | null {
  if (!sm.active) return null;
  const atTable = sm.tableLocked.map((guests) => new Set(guests));
  for (const [unit, members] of units.members.entries())
    if (units.lock[unit]! >= 0 && sm.unitHard[unit])
      for (const g of members) if (sm.componentOf[g]! >= 0) atTable[units.lock[unit]!]!.add(g);
  for (let table = 0; table < instance.tables.length; table++) {
    const guests = atTable[table]!;
    if (guests.size === 0) continue;
    const list = [...guests].sort((x, y) => x - y);
    if (embed(sm.graphs[table]!, list, sm, EMBED_NODES) !== "impossible") continue;
    const involved = list.filter((g) => sm.componentOf[g]! >= 0);
    const message = t("At {table}, the locked seats and the 'next to' rules of {names} cannot all be kept.", {
      table: labels.table(table),
      names: labels.guestList(involved.length > 0 ? involved : list),
    });
    return infeasible("locked-seats", message, instance, list, [table]);
  }
  return null;
}
