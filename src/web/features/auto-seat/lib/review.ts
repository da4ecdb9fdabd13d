import { evaluatePlan } from "@/shared/auto-seat/evaluate";
import { explainRule } from "@/shared/auto-seat/explain";
import type { SeatInstance } from "@/shared/auto-seat/types";
import {
  type BuiltInstance,
  currentSeating,
  type GuestMove,
  planChanges,
  type SeatingData,
} from "@/shared/auto-seat-plan";
import { t } from "@/shared/i18n/messages";
import { rulePair, type SeatingRule } from "@/shared/seating-rules";

/** A rule as a plan leaves it: met, or unmet with the reason explain.ts gives. */
export interface RuleReview {
  rule: SeatingRule;
  met: boolean;
  reason: string | null;
}

export interface TableIssue {
  tableId: string;
  name: string;
  /** Problems at this table, in words. */
  problems: string[];
  /** Whether any of them is more than a guest among strangers (a broken wish, a split household...). */
  serious: boolean;
}

/** What the board or a preview flags: broken rules (with reasons), guests among strangers, per table and guest. */
export interface SeatingReview {
  score: number;
  rules: RuleReview[];
  /** Hard problems other than rules: a split household, a table over capacity. */
  problems: string[];
  lonely: { guestId: string; name: string; tableId: string }[];
  tables: TableIssue[];
  /** guest id → the problems that involve them. */
  guests: Map<string, string[]>;
}

/** A plan judged; with `seats`, 'next to' wishes are judged at the seat level (side by side). */
export function reviewPlan(
  data: SeatingData,
  instance: SeatInstance,
  ruleIds: readonly string[],
  assignments: Readonly<Record<string, string>>,
  seats?: Readonly<Record<string, number>>,
): SeatingReview {
  const evaluation = evaluatePlan(instance, assignments, seats);
  const rulesById = new Map(data.rules.map((rule) => [rule.id, rule]));
  const guestName = new Map(data.guests.map((guest) => [guest.id, guest.name]));
  const tableName = new Map(data.tables.map((table) => [table.id, table.name]));
  const rules: RuleReview[] = [];
  const tables = new Map<string, string[]>();
  const serious = new Set<string>();
  const guests = new Map<string, string[]>();
  const flag = (tableId: string | undefined, guestIds: string[], problem: string) => {
    if (tableId !== undefined) {
      tables.set(tableId, [...(tables.get(tableId) ?? []), problem]);
      serious.add(tableId);
    }
    for (const id of guestIds) guests.set(id, [...(guests.get(id) ?? []), problem]);
  };
  for (const status of evaluation.rules) {
    const rule = rulesById.get(ruleIds[status.rule]!);
    if (!rule || status.status === "unseated") continue;
    const met = status.status === "met";
    const reason = met ? null : explainRule(instance, assignments, status.rule, seats).reason;
    rules.push({ rule, met, reason });
    if (met) continue;
    const [first, second] = rulePair(rule);
    const words =
      rule.kind === "apart"
        ? t("{first} and {second} should be kept apart", { first, second })
        : rule.kind === "next_to"
          ? t("{first} and {second} should sit next to each other", { first, second })
          : t("{first} and {second} should sit together", { first, second });
    const tableIds = new Set([assignments[rule.guestAId], assignments[rule.guestBId]]);
    for (const tableId of tableIds) flag(tableId, [rule.guestAId, rule.guestBId], words);
  }
  const problems: string[] = [];
  for (const violation of evaluation.violations) {
    if (violation.kind !== "household" && violation.kind !== "over-capacity") continue;
    problems.push(violation.message);
    for (const tableId of violation.tables) flag(tableId, [], violation.message);
    for (const id of violation.guests) guests.set(id, [...(guests.get(id) ?? []), violation.message]);
  }
  const lonely = evaluation.lonelyGuests.map((guestId) => ({
    guestId,
    name: guestName.get(guestId) ?? guestId,
    tableId: assignments[guestId]!,
  }));
  for (const guest of lonely) {
    const words = t("{guest} knows nobody at this table", { guest: guest.name });
    tables.set(guest.tableId, [...(tables.get(guest.tableId) ?? []), words]);
  }
  return {
    score: evaluation.score,
    rules,
    problems,
    lonely,
    tables: [...tables].map(([tableId, list]) => ({
      tableId,
      name: tableName.get(tableId) ?? t("A table"),
      problems: list,
      serious: serious.has(tableId),
    })),
    guests,
  };
}

/** The board as it is now, judged (hand edits and applied plans alike). */
export function reviewCurrent(data: SeatingData) {
  const { instance, assignments, seats, ruleIds } = currentSeating(data);
  return { instance, assignments, seats, review: reviewPlan(data, instance, ruleIds, assignments, seats) };
}

export interface PlanPreview {
  review: SeatingReview;
  scoreBefore: number;
  /** Guests whose table or seat changes, with where they sit before and after in words. */
  moves: (GuestMove & { fromPlace: string | null; toPlace: string | null })[];
  apply: ReturnType<typeof planChanges>["apply"];
  assignments: Record<string, string>;
}

/** "Table 3, seat 4", "Table 3" without a seat, null without a table. */
function placeName(
  tableName: Map<string, string>,
  tableId: string | null,
  seat: number | null,
): string | null {
  const table = tableId ? tableName.get(tableId) : undefined;
  if (table === undefined) return null;
  return seat === null ? table : t("{table}, seat {seat}", { table, seat });
}

/** A solver's plan next to the seating it would replace. */
export function previewPlan(
  data: SeatingData,
  built: BuiltInstance,
  plan: { assignments: Record<string, string>; seats: Record<string, number> },
): PlanPreview {
  const { assignments } = plan;
  const tableName = new Map(data.tables.map((table) => [table.id, table.name]));
  const before: Record<string, string> = Object.create(null);
  for (const guest of data.guests)
    if (guest.tableId !== null && tableName.has(guest.tableId)) before[guest.id] = guest.tableId;
  const inPlan = new Set(built.instance.guests.map((guest) => guest.id));
  const beforeInPlan: Record<string, string> = Object.create(null);
  for (const [id, table] of Object.entries(before)) if (inPlan.has(id)) beforeInPlan[id] = table;
  const { moves, apply } = planChanges(data, plan, built.leaving);
  return {
    review: reviewPlan(data, built.instance, built.ruleIds, assignments, plan.seats),
    scoreBefore: evaluatePlan(built.instance, beforeInPlan).score,
    moves: moves.map((move) => ({
      ...move,
      fromPlace: placeName(tableName, move.from, move.fromSeat),
      toPlace: placeName(tableName, move.to, move.toSeat),
    })),
    apply,
    assignments,
  };
}
