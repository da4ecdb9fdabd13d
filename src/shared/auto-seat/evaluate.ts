import { parseInstance } from "./parse";
import { type IndexedPlan, indexPlan, tableGuests } from "./plan-index";
import { indexSeats, seatScore, seatsAdjacent } from "./seat-evaluate";
import { Ties } from "./ties";
import type { Assignments, Instance, RuleKind, SeatInstance, SeatNumbers } from "./types";
import { findViolations, type HardViolation } from "./violations";

export type { HardViolation, ViolationKind } from "./violations";

/**
 * Any plan judged by docs/auto-seat-format.md, from scratch: its score, every hard constraint it breaks, the
 * status of every rule and the guests who know nobody at their table. For the solver's own answer, the
 * product's preview and the seating board (hand-made plans too, with guests still unseated). Seats (version
 * 2) are judged when the plan gives them (seat-evaluate.ts); without them, a 'next-to' rule is judged as
 * 'together'.
 */

export interface RuleStatus {
  rule: number;
  a: string;
  b: string;
  kind: RuleKind;
  hard: boolean;
  weight: number;
  /** "unseated" while either guest has no table (or, with seats, no seat). */
  status: "met" | "unmet" | "unseated";
}

export interface PlanEvaluation {
  score: number;
  /** Σ over neighbouring seats of v(i, j); null for a plan without seats. */
  seatScore: number | null;
  /**
   * One per unseated guest, guest at a missing table, table over capacity, broken lock, split household,
   * broken hard rule; with seats also one per guest without a valid seat, seat held twice, broken seat lock.
   */
  hardViolations: number;
  violations: HardViolation[];
  rules: RuleStatus[];
  /** Seated guests with no household member, hard 'together' partner or positive tie at their table. */
  lonelyGuests: string[];
}

/** Reads an instance that is known to be valid; a malformed one is a programming error here. */
export function checkedInstance(input: SeatInstance | Instance): Instance {
  const parsed = parseInstance(input);
  if (!parsed.ok) {
    const problem = parsed.problem;
    throw new Error(problem.kind === "malformed" ? `${problem.field}: ${problem.message}` : problem.message);
  }
  return parsed.instance;
}

export function evaluatePlan(
  input: SeatInstance | Instance,
  assignments: Assignments,
  seats?: SeatNumbers,
): PlanEvaluation {
  const instance = checkedInstance(input);
  const plan = indexPlan(instance, assignments);
  const guestSeat = seats === undefined ? null : indexSeats(instance, plan, seats);
  const violations = findViolations(instance, plan, guestSeat);
  return {
    score: planScore(instance, plan.guestTable),
    seatScore: guestSeat === null ? null : seatScore(instance, plan.guestTable, guestSeat),
    hardViolations: violations.length,
    violations,
    rules: ruleStatuses(instance, plan, guestSeat),
    lonelyGuests: lonelyGuests(instance, plan.guestTable),
  };
}

/** How many hard constraints a plan breaks, counted as evaluatePlan counts them (the solver's own answer). */
export function countHardViolations(
  instance: Instance,
  assignments: Assignments,
  seats?: SeatNumbers,
): number {
  const plan = indexPlan(instance, assignments);
  return findViolations(instance, plan, seats === undefined ? null : indexSeats(instance, plan, seats))
    .length;
}

/** Σ over tables and groups of weight × pairs of members seated there, plus soft rules met or broken. */
export function planScore(instance: Instance, guestTable: Int32Array): number {
  const groupIndex = new Map<string, number>();
  const weights: number[] = [];
  for (const group of instance.groups) {
    groupIndex.set(group.id, weights.length);
    weights.push(group.weight);
  }
  const counts = new Map<number, number>();
  for (const [g, guest] of instance.guests.entries()) {
    const table = guestTable[g]!;
    if (table < 0) continue;
    for (const group of guest.groups) {
      let index = groupIndex.get(group);
      if (index === undefined) {
        index = weights.length;
        groupIndex.set(group, index);
        weights.push(1);
      }
      const key = table * 2 ** 26 + index;
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
  }
  let score = 0;
  for (const [key, n] of counts) score += (weights[key % 2 ** 26]! * n * (n - 1)) / 2;
  const guestIndex = new Map(instance.guests.map((guest, index) => [guest.id, index]));
  for (const rule of instance.rules) {
    if (rule.hard) continue;
    const ta = guestTable[guestIndex.get(rule.a)!]!;
    if (ta >= 0 && ta === guestTable[guestIndex.get(rule.b)!])
      score += rule.kind === "apart" ? -rule.weight : rule.weight;
  }
  return score;
}

function ruleStatuses(instance: Instance, plan: IndexedPlan, guestSeat: Int32Array | null): RuleStatus[] {
  return instance.rules.map((rule, index) => {
    const a = plan.guestIndex.get(rule.a)!;
    const b = plan.guestIndex.get(rule.b)!;
    const ta = plan.guestTable[a]!;
    const tb = plan.guestTable[b]!;
    let status: RuleStatus["status"] =
      ta < 0 || tb < 0 ? "unseated" : (rule.kind !== "apart") === (ta === tb) ? "met" : "unmet";
    if (rule.kind === "next-to" && guestSeat && status === "met") {
      const [sa, sb] = [guestSeat[a]!, guestSeat[b]!];
      if (sa < 0 || sb < 0) status = "unseated";
      else if (!seatsAdjacent(instance.tables[ta]!, sa, sb)) status = "unmet";
    }
    return { rule: index, ...rule, status };
  });
}

export function lonelyGuests(instance: Instance, guestTable: Int32Array): string[] {
  const ties = new Ties(instance);
  const lonely: string[] = [];
  for (const guests of tableGuests(instance, guestTable)) {
    for (const g of guests) {
      if (!guests.some((other) => other !== g && ties.knows(g, other))) lonely.push(instance.guests[g]!.id);
    }
  }
  return lonely;
}
