import { t } from "../i18n/messages";
import { shown } from "./labels";
import { assignmentEntries, type IndexedPlan, tableGuests } from "./plan-index";
import { seatGraph, shapeOf } from "./seat-graph";
import type { Instance, SeatNumbers } from "./types";
import type { HardViolation } from "./violations";

/**
 * Seats judged by docs/auto-seat-format.md (version 2), from scratch: the seat score and the seat-level hard
 * constraints (a distinct seat of their table for every guest, seat locks, hard 'next-to' pairs side by
 * side). evaluate.ts adds them to a plan's judgement when the plan gives seats.
 */

/** Same party: this much per pair of neighbouring seats. */
export const PARTY_SEAT_WEIGHT = 5;

const NO_SEAT = -1;
const INVALID_SEAT = -2;

/** guest index → seat (0-based) at their table; −1 without one, −2 for a number their table does not have. */
export function indexSeats(instance: Instance, plan: IndexedPlan, seats: SeatNumbers): Int32Array {
  const guestSeat = new Int32Array(instance.guests.length).fill(NO_SEAT);
  for (const [guestId, seat] of assignmentEntries(seats)) {
    const g = plan.guestIndex.get(guestId);
    if (g === undefined || plan.guestTable[g]! < 0) continue;
    const capacity = instance.tables[plan.guestTable[g]!]!.capacity;
    guestSeat[g] = Number.isInteger(seat) && seat >= 1 && seat <= capacity ? seat - 1 : INVALID_SEAT;
  }
  return guestSeat;
}

export function seatsAdjacent(table: Instance["tables"][number], a: number, b: number): boolean {
  const graph = seatGraph(shapeOf(table), table.capacity);
  return graph.adjacent[a * graph.capacity + b] === 1;
}

/** v(i, j) between any two guests: 5 for the same party, plus the weights of soft 'next-to' rules. */
export class SeatWeights {
  private readonly nextTo = new Map<number, number>();

  constructor(private readonly instance: Instance) {
    const guestIndex = new Map(instance.guests.map((guest, index) => [guest.id, index]));
    for (const rule of instance.rules) {
      if (rule.kind !== "next-to" || rule.hard) continue;
      const key = this.key(guestIndex.get(rule.a)!, guestIndex.get(rule.b)!);
      this.nextTo.set(key, (this.nextTo.get(key) ?? 0) + rule.weight);
    }
  }

  private key(a: number, b: number): number {
    return a < b ? a * this.instance.guests.length + b : b * this.instance.guests.length + a;
  }

  /** Sum of the weights of soft 'next-to' rules between a and b. */
  nextToWeight(a: number, b: number): number {
    return this.nextTo.size === 0 ? 0 : (this.nextTo.get(this.key(a, b)) ?? 0);
  }

  weight(a: number, b: number): number {
    const party = this.instance.guests[a]!.party;
    const same = party !== undefined && party === this.instance.guests[b]!.party;
    return (same ? PARTY_SEAT_WEIGHT : 0) + this.nextToWeight(a, b);
  }
}

/** Σ over tables and pairs of neighbouring seats of v(i, j) of the guests on them (guests without a seat add nothing). */
export function seatScore(instance: Instance, guestTable: Int32Array, guestSeat: Int32Array): number {
  const weights = new SeatWeights(instance);
  let score = 0;
  for (const [table, guests] of tableGuests(instance, guestTable).entries()) {
    const graph = seatGraph(shapeOf(instance.tables[table]!), instance.tables[table]!.capacity);
    const onSeat: number[][] = Array.from({ length: graph.capacity }, () => []);
    for (const g of guests) if (guestSeat[g]! >= 0) onSeat[guestSeat[g]!]!.push(g);
    for (let p = 0; p < graph.pairs.length; p += 2)
      for (const a of onSeat[graph.pairs[p]!]!)
        for (const b of onSeat[graph.pairs[p + 1]!]!) score += weights.weight(a, b);
  }
  return score;
}

export function seatViolations(
  instance: Instance,
  plan: IndexedPlan,
  guestSeat: Int32Array,
): HardViolation[] {
  const { guestTable, guestIndex } = plan;
  const guestName = (g: number) => shown(instance.guests[g]!.name ?? instance.guests[g]!.id);
  const table = (g: number) => instance.tables[guestTable[g]!]!;
  const tableName = (g: number) => shown(table(g).name ?? `table ${table(g).id}`);
  const violation = (kind: HardViolation["kind"], guests: number[], message: string): HardViolation => ({
    kind,
    guests: guests.map((g) => instance.guests[g]!.id),
    tables: [table(guests[0]!).id],
    message,
  });
  const violations: HardViolation[] = [];
  for (const guests of tableGuests(instance, guestTable)) {
    const onSeat = new Map<number, number[]>();
    for (const g of guests) {
      const seat = guestSeat[g]!;
      if (seat === NO_SEAT)
        violations.push(
          violation(
            "seat",
            [g],
            t("{guest} has no seat at {table}.", { guest: guestName(g), table: tableName(g) }),
          ),
        );
      else if (seat === INVALID_SEAT)
        violations.push(
          violation(
            "seat",
            [g],
            t("{guest} is given a seat that {table} does not have (it seats {capacity}).", {
              guest: guestName(g),
              table: tableName(g),
              capacity: table(g).capacity,
            }),
          ),
        );
      else onSeat.set(seat, [...(onSeat.get(seat) ?? []), g]);
    }
    for (const [seat, sharing] of onSeat) {
      if (sharing.length < 2) continue;
      const names = sharing.map(guestName).join(t(", "));
      const message = t("{guests} share seat {seat} of {table}.", {
        guests: names,
        seat: seat + 1,
        table: tableName(sharing[0]!),
      });
      violations.push(violation("seat", sharing, message));
    }
  }
  for (const [g, guest] of instance.guests.entries()) {
    if (guest.seat === undefined || guestTable[g]! < 0 || table(g).id !== guest.table) continue;
    if (guestSeat[g]! < 0 || guestSeat[g] === guest.seat - 1) continue;
    const message = t("{guest} is locked to seat {locked} but sits on seat {seat}.", {
      guest: guestName(g),
      locked: guest.seat,
      seat: guestSeat[g]! + 1,
    });
    violations.push(violation("seat-lock", [g], message));
  }
  for (const [index, rule] of instance.rules.entries()) {
    if (rule.kind !== "next-to" || !rule.hard) continue;
    const a = guestIndex.get(rule.a)!;
    const b = guestIndex.get(rule.b)!;
    if (guestTable[a]! < 0 || guestTable[a] !== guestTable[b]) continue;
    const [sa, sb] = [guestSeat[a]!, guestSeat[b]!];
    if (sa < 0 || sb < 0 || seatsAdjacent(table(a), sa, sb)) continue;
    const message = t(
      "{first} and {second} must sit next to each other but sit on seats {firstSeat} and {secondSeat}.",
      {
        first: guestName(a),
        second: guestName(b),
        firstSeat: sa + 1,
        secondSeat: sb + 1,
      },
    );
    violations.push({ ...violation("next-to", [a, b], message), rule: index });
  }
  return violations;
}
