import { t } from "../i18n/messages";
import { checkedInstance } from "./evaluate";
import { Labels } from "./labels";
import { indexPlan, tableGuests } from "./plan-index";
import { indexSeats } from "./seat-evaluate";
import { seatGraph, shapeOf } from "./seat-graph";
import { Ties } from "./ties";
import type { Assignments, Instance, SeatInstance, SeatNumbers } from "./types";
import { buildUnits, type Units } from "./units";

/**
 * Why a guest sits where they sit, and why a wish is not met. Plans are judged as they are (hand-made ones
 * too): a guest always moves with their household and 'must sit together' partners, so every "what if"
 * below moves that whole unit.
 */

export interface Tie {
  guest: string;
  /** w(i, j) of the score (docs/auto-seat-format.md). */
  weight: number;
  groups: string[];
  sameHousehold: boolean;
}

export interface Alternative {
  table: string;
  /** Score change if the guest's household (unit) moved there. */
  scoreChange: number;
  /** Why that move is not allowed, or null. */
  blockedBy: string | null;
}

export interface GuestExplanation {
  guest: string;
  table: string | null;
  /** Tablemates the guest is tied to (household, groups, wishes), strongest first. */
  ties: Tie[];
  /** The guests who always move with this one (household and 'must sit together'), this one excluded. */
  movesWith: string[];
  /** Locked to a table, themselves or through someone who moves with them. */
  lockedBy: string | null;
  /** The three best other tables for the guest's unit. */
  alternatives: Alternative[];
  summary: string;
}

/** Why a guest sits on their seat (version 2): who is beside them and which 'next to' wishes are kept. */
export interface SeatExplanation {
  /** 1 … capacity. */
  seat: number;
  /** The guests on the neighbouring seats. */
  neighbours: string[];
  /** The guest's 'next to' wishes with a seated partner: kept (side by side) or not. */
  wishes: { guest: string; hard: boolean; kept: boolean }[];
  summary: string;
}

export interface RuleExplanation {
  status: "met" | "unmet" | "unseated";
  /** For an unmet rule: what stands in the way. */
  reason: string | null;
}

class Explainer {
  readonly ties: Ties;
  readonly units: Units;
  readonly labels: Labels;
  readonly guestTable: Int32Array;
  readonly atTable: number[][];

  constructor(
    readonly instance: Instance,
    assignments: Assignments,
  ) {
    this.ties = new Ties(instance);
    this.units = buildUnits(instance);
    this.labels = new Labels(instance, this.units);
    this.guestTable = indexPlan(instance, assignments).guestTable;
    this.atTable = tableGuests(instance, this.guestTable);
  }

  /** The guests at the seats beside g's (guestSeat: 0-based seats, −1 without one). */
  neighboursOf(g: number, guestSeat: Int32Array): number[] {
    const at = this.guestTable[g]!;
    const seat = guestSeat[g]!;
    if (at < 0 || seat < 0) return [];
    const table = this.instance.tables[at]!;
    const graph = seatGraph(shapeOf(table), table.capacity);
    return this.atTable[at]!.filter(
      (other) =>
        other !== g &&
        guestSeat[other]! >= 0 &&
        graph.adjacent[seat * table.capacity + guestSeat[other]!] === 1,
    );
  }

  /** Why a 'next to' wish between a and b, seated at one table, is not kept: who has the seats beside a. */
  nextToMissed(a: number, b: number, guestSeat: Int32Array): string {
    const beside = this.neighboursOf(a, guestSeat);
    const words = {
      first: this.labels.guest(a),
      second: this.labels.guest(b),
      firstSeat: guestSeat[a]! + 1,
      secondSeat: guestSeat[b]! + 1,
    };
    return beside.length > 0
      ? t(
          "{first} and {second} sit at one table, on seats {firstSeat} and {secondSeat}: the seats beside {first} go to {neighbours}.",
          { ...words, neighbours: this.labels.guestList(beside) },
        )
      : t(
          "{first} and {second} sit at one table, on seats {firstSeat} and {secondSeat}, not side by side.",
          words,
        );
  }

  unitOf(g: number): number[] {
    return this.units.members[this.units.unitOf[g]!]!;
  }

  /** Who locks g's unit, as words, or null. */
  lockOf(g: number): string | null {
    const locked = this.unitOf(g).find((m) => this.instance.guests[m]!.table !== undefined);
    if (locked === undefined) return null;
    const table = this.labels.table(this.units.tableIndex.get(this.instance.guests[locked]!.table!)!);
    return locked === g
      ? t("locked to {table}", { table })
      : t("moves with {guest}, who is locked to {table}", { guest: this.labels.guest(locked), table });
  }

  /** Score change and obstacle of moving g's whole unit to table t. */
  moveUnit(g: number, to: number): { scoreChange: number; blockedBy: string | null } {
    const unit = this.unitOf(g);
    const inUnit = new Set(unit);
    let change = 0;
    for (const m of unit) {
      for (const other of this.atTable[to]!) change += this.ties.weight(m, other);
      const from = this.guestTable[m]!;
      if (from >= 0)
        for (const other of this.atTable[from]!) if (!inUnit.has(other)) change -= this.ties.weight(m, other);
    }
    const lock = this.lockOf(g);
    const capacity = this.instance.tables[to]!.capacity;
    const arriving = unit.filter((m) => this.guestTable[m] !== to).length;
    const apart = this.hardApartAt(unit, to);
    let blockedBy: string | null = null;
    if (lock) blockedBy = t("{guest} is {lock}", { guest: this.labels.guest(g), lock });
    else if (this.atTable[to]!.length + arriving > capacity)
      blockedBy = t("{table} has no room for {who}", {
        table: this.labels.table(to),
        who: this.labels.unit(this.units.unitOf[g]!),
      });
    else if (apart)
      blockedBy = t("{guest} must be kept apart from {other}, who sits at {table}", {
        guest: this.labels.guest(apart[0]),
        other: this.labels.guest(apart[1]),
        table: this.labels.table(to),
      });
    return { scoreChange: change, blockedBy };
  }

  private hardApartAt(unit: number[], t: number): [number, number] | null {
    const members = new Set(unit);
    for (const rule of this.instance.rules) {
      if (!rule.hard || rule.kind !== "apart") continue;
      const a = this.units.guestIndex.get(rule.a)!;
      const b = this.units.guestIndex.get(rule.b)!;
      if (members.has(a) && this.guestTable[b] === t && !members.has(b)) return [a, b];
      if (members.has(b) && this.guestTable[a] === t && !members.has(a)) return [b, a];
    }
    return null;
  }
}

export function explainGuest(
  input: SeatInstance | Instance,
  assignments: Assignments,
  guestId: string,
): GuestExplanation {
  const e = new Explainer(checkedInstance(input), assignments);
  const g = e.units.guestIndex.get(guestId);
  if (g === undefined) throw new Error(`No guest has the id ${JSON.stringify(guestId)}`);
  const at = e.guestTable[g]!;
  const name = e.labels.guest(g);
  const movesWith = e.unitOf(g).filter((m) => m !== g);
  const lock = e.lockOf(g);
  const base = { guest: guestId, movesWith: movesWith.map((m) => e.instance.guests[m]!.id), lockedBy: lock };
  if (at < 0)
    return {
      ...base,
      table: null,
      ties: [],
      alternatives: [],
      summary: t("{guest} has no table yet.", { guest: name }),
    };

  const ties: Tie[] = e.atTable[at]!.filter((other) => other !== g)
    .map((other) => ({
      guest: e.instance.guests[other]!.id,
      weight: e.ties.weight(g, other),
      groups: e.ties.sharedGroups(g, other),
      sameHousehold: e.ties.sameHousehold(g, other),
    }))
    .filter((tie) => tie.weight !== 0 || tie.sameHousehold)
    .sort((x, y) => y.weight - x.weight);
  const alternatives = e.instance.tables
    .map((_, other) => other)
    .filter((other) => other !== at)
    .map((other) => ({ table: e.instance.tables[other]!.id, ...e.moveUnit(g, other) }))
    .sort(
      (x, y) => Number(x.blockedBy !== null) - Number(y.blockedBy !== null) || y.scoreChange - x.scoreChange,
    )
    .slice(0, 3);

  const reasons: string[] = [];
  if (lock) reasons.push(lock);
  if (movesWith.length > 0)
    reasons.push(t("must sit with {guests}", { guests: e.labels.guestList(movesWith) }));
  const positive = ties.filter(
    (tie) => tie.weight > 0 && !movesWith.includes(e.units.guestIndex.get(tie.guest)!),
  );
  if (positive.length > 0) {
    const names = e.labels.guestList(positive.map((tie) => e.units.guestIndex.get(tie.guest)!));
    const points = positive.reduce((sum, tie) => sum + tie.weight, 0);
    reasons.push(t("shares groups or wishes with {guests} ({points} points)", { guests: names, points }));
  }
  if (movesWith.length === 0 && positive.length === 0) reasons.push(t("knows nobody there"));
  const better = alternatives.find((alt) => alt.blockedBy === null && alt.scoreChange > 0);
  const sits = { guest: name, table: e.labels.table(at), reasons: reasons.join(t("; ")) };
  const summary = better
    ? t("{guest} sits at {table}: {reasons}. Moving to {better} would gain {points} points.", {
        ...sits,
        better: e.labels.table(e.units.tableIndex.get(better.table)!),
        points: better.scoreChange,
      })
    : t("{guest} sits at {table}: {reasons}.", sits);
  return { ...base, table: e.instance.tables[at]!.id, ties, alternatives, summary };
}

/**
 * Why the guest sits on their seat: who is beside them, and each of their 'next to' wishes kept or not (and
 * why not). Null for a guest without a table or a seat.
 */
export function explainSeat(
  input: SeatInstance | Instance,
  assignments: Assignments,
  seats: SeatNumbers,
  guestId: string,
): SeatExplanation | null {
  const e = new Explainer(checkedInstance(input), assignments);
  const g = e.units.guestIndex.get(guestId);
  if (g === undefined) throw new Error(`No guest has the id ${JSON.stringify(guestId)}`);
  const guestSeat = indexSeats(e.instance, indexPlan(e.instance, assignments), seats);
  const at = e.guestTable[g]!;
  if (at < 0 || guestSeat[g]! < 0) return null;
  const name = e.labels.guest(g);
  const neighbours = e.neighboursOf(g, guestSeat);
  const place = { guest: name, seat: guestSeat[g]! + 1, table: e.labels.table(at) };
  const sentences = [
    neighbours.length > 0
      ? t("{guest} sits on seat {seat} of {table}, next to {neighbours}.", {
          ...place,
          neighbours: e.labels.guestList(neighbours),
        })
      : t("{guest} sits on seat {seat} of {table}, with nobody beside them.", place),
  ];
  const household = neighbours.filter((other) => e.ties.sameHousehold(g, other));
  if (household.length > 0)
    sentences.push(
      t("Their household sits beside them: {guests}.", { guests: e.labels.guestList(household) }),
    );
  const wishes: SeatExplanation["wishes"] = [];
  const kept: number[] = [];
  for (const rule of e.instance.rules) {
    if (rule.kind !== "next-to" || (rule.a !== guestId && rule.b !== guestId)) continue;
    const other = e.units.guestIndex.get(rule.a === guestId ? rule.b : rule.a)!;
    const otherTable = e.guestTable[other]!;
    if (otherTable < 0) continue;
    const isKept = neighbours.includes(other);
    wishes.push({ guest: e.instance.guests[other]!.id, hard: rule.hard, kept: isKept });
    if (isKept) kept.push(other);
    else if (otherTable !== at)
      sentences.push(
        t("The wish to sit next to {other} is not kept: {other} sits at {table}.", {
          other: e.labels.guest(other),
          table: e.labels.table(otherTable),
        }),
      );
    else if (guestSeat[other]! < 0)
      sentences.push(
        t("The wish to sit next to {other} is not kept: {other} has no seat yet.", {
          other: e.labels.guest(other),
        }),
      );
    else
      sentences.push(
        t("The wish to sit next to {other} is not kept: {reason}", {
          other: e.labels.guest(other),
          reason: e.nextToMissed(g, other, guestSeat),
        }),
      );
  }
  if (kept.length > 0)
    sentences.splice(
      household.length > 0 ? 2 : 1,
      0,
      t("The wish to sit next to {guests} is kept.", {
        guests: e.labels.guestList(kept),
      }),
    );
  return {
    seat: guestSeat[g]! + 1,
    neighbours: neighbours.map((other) => e.instance.guests[other]!.id),
    wishes,
    summary: sentences.join(" "),
  };
}

/** Why a rule is met or not. With `seats`, a 'next to' wish is met only at neighbouring seats. */
export function explainRule(
  input: SeatInstance | Instance,
  assignments: Assignments,
  ruleIndex: number,
  seats?: SeatNumbers,
): RuleExplanation {
  const instance = checkedInstance(input);
  const rule = instance.rules[ruleIndex];
  if (!rule) throw new Error(`No rule at index ${ruleIndex}`);
  const e = new Explainer(instance, assignments);
  const a = e.units.guestIndex.get(rule.a)!;
  const b = e.units.guestIndex.get(rule.b)!;
  const ta = e.guestTable[a]!;
  const tb = e.guestTable[b]!;
  if (ta < 0 || tb < 0) return { status: "unseated", reason: null };
  // At the table level a 'next-to' wish is a 'together' one.
  const together = rule.kind !== "apart";
  const [na, nb] = [e.labels.guest(a), e.labels.guest(b)];
  if (rule.kind === "next-to" && ta === tb && seats !== undefined) {
    const guestSeat = indexSeats(instance, indexPlan(instance, assignments), seats);
    if (guestSeat[a]! < 0 || guestSeat[b]! < 0) return { status: "unseated", reason: null };
    if (e.neighboursOf(a, guestSeat).includes(b)) return { status: "met", reason: null };
    const missed = e.nextToMissed(a, b, guestSeat);
    return {
      status: "unmet",
      reason: rule.hard
        ? t("{first} and {second} must sit next to each other: this plan breaks a hard rule.", {
            first: na,
            second: nb,
          })
        : missed,
    };
  }
  if (together === (ta === tb)) return { status: "met", reason: null };
  if (rule.hard) {
    const reason = together
      ? t("{first} and {second} must sit together: this plan breaks a hard rule.", {
          first: na,
          second: nb,
        })
      : t("{first} and {second} must be kept apart: this plan breaks a hard rule.", {
          first: na,
          second: nb,
        });
    return { status: "unmet", reason };
  }
  // What it would take: for 'together', one joining the other; for 'apart', either leaving for any table.
  const options = together
    ? [
        { who: a, to: tb },
        { who: b, to: ta },
      ]
    : [a, b].flatMap((who) => instance.tables.map((_, to) => ({ who, to })).filter(({ to }) => to !== ta));
  const tried = options.map(({ who, to }) => ({ who, to, ...e.moveUnit(who, to) }));
  const free = tried
    .filter((option) => option.blockedBy === null)
    .sort((x, y) => y.scoreChange - x.scoreChange);
  const best = free[0];
  if (!best) {
    const blocks = [...new Set(tried.map((option) => option.blockedBy!))].slice(0, 2);
    return { status: "unmet", reason: t("{reasons}.", { reasons: blocks.join(t("; ")) }) };
  }
  const move = { who: e.labels.unit(e.units.unitOf[best.who]!), table: e.labels.table(best.to) };
  const reason =
    best.scoreChange < 0
      ? t("Moving {who} to {table} would lower the score by {points}: other ties outweigh this wish.", {
          ...move,
          points: -best.scoreChange,
        })
      : best.scoreChange === 0
        ? t("Moving {who} to {table} would meet it without changing the score.", move)
        : t("Moving {who} to {table} would meet it and raise the score by {points}.", {
            ...move,
            points: best.scoreChange,
          });
  return { status: "unmet", reason };
}
