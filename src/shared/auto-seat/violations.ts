import { t } from "../i18n/messages";
import { shown } from "./labels";
import { type IndexedPlan, tableGuests, UNKNOWN_TABLE, UNSEATED } from "./plan-index";
import { seatViolations } from "./seat-evaluate";
import type { Instance } from "./types";

/**
 * Every hard constraint a plan breaks (docs/auto-seat-format.md), one violation each, in words: for
 * evaluatePlan (evaluate.ts), which also counts them for the solver's own answer. Seats are judged when the
 * plan gives them (seat-evaluate.ts).
 */

export type ViolationKind =
  | "unseated"
  | "unknown-table"
  | "over-capacity"
  | "lock"
  | "household"
  | "together"
  | "apart"
  | "next-to"
  | "seat"
  | "seat-lock";

export interface HardViolation {
  kind: ViolationKind;
  guests: string[];
  tables: string[];
  /** Index in `rules` for "together", "apart" and "next-to". */
  rule?: number;
  message: string;
}

export function findViolations(
  instance: Instance,
  plan: IndexedPlan,
  guestSeat: Int32Array | null,
): HardViolation[] {
  const { guestTable, guestIndex, tableIndex, unknownTables } = plan;
  const guestId = (g: number) => instance.guests[g]!.id;
  const tableId = (t: number) => instance.tables[t]!.id;
  const guestName = (g: number) => shown(instance.guests[g]!.name ?? guestId(g));
  const tableName = (t: number) => shown(instance.tables[t]!.name ?? `table ${tableId(t)}`);
  const violations: HardViolation[] = [];

  for (const [g, guest] of instance.guests.entries()) {
    const table = guestTable[g]!;
    if (table === UNSEATED)
      violations.push({
        kind: "unseated",
        guests: [guest.id],
        tables: [],
        message: t("{guest} has no table.", { guest: guestName(g) }),
      });
    else if (table === UNKNOWN_TABLE) {
      const missing = unknownTables.get(g)!;
      violations.push({
        kind: "unknown-table",
        guests: [guest.id],
        tables: [missing],
        message: t("{guest} is at {table}, which is not a table.", {
          guest: guestName(g),
          table: shown(missing),
        }),
      });
    }
  }
  for (const [table, guests] of tableGuests(instance, guestTable).entries()) {
    const capacity = instance.tables[table]!.capacity;
    if (guests.length > capacity)
      violations.push({
        kind: "over-capacity",
        guests: guests.map(guestId),
        tables: [tableId(table)],
        message: t("{table} seats {capacity} but has {count} guests.", {
          table: tableName(table),
          capacity,
          count: guests.length,
        }),
      });
  }
  for (const [g, guest] of instance.guests.entries()) {
    if (guest.table === undefined || guestTable[g]! < 0) continue;
    const locked = tableIndex.get(guest.table)!;
    if (guestTable[g] !== locked)
      violations.push({
        kind: "lock",
        guests: [guest.id],
        tables: [guest.table, tableId(guestTable[g]!)],
        message: t("{guest} is locked to {locked} but sits at {table}.", {
          guest: guestName(g),
          locked: tableName(locked),
          table: tableName(guestTable[g]!),
        }),
      });
  }
  const parties = new Map<string, number[]>();
  for (const [g, guest] of instance.guests.entries()) {
    if (guest.party === undefined || guestTable[g]! < 0) continue;
    const list = parties.get(guest.party);
    if (list) list.push(g);
    else parties.set(guest.party, [g]);
  }
  for (const guests of parties.values()) {
    const tables = [...new Set(guests.map((g) => guestTable[g]!))];
    if (tables.length > 1)
      violations.push({
        kind: "household",
        guests: guests.map(guestId),
        tables: tables.map(tableId),
        message: t("The household of {guest} is split across {count} tables.", {
          guest: guestName(guests[0]!),
          count: tables.length,
        }),
      });
  }
  for (const [index, rule] of instance.rules.entries()) {
    if (!rule.hard) continue;
    const a = guestIndex.get(rule.a)!;
    const b = guestIndex.get(rule.b)!;
    const ta = guestTable[a]!;
    const tb = guestTable[b]!;
    // Seats judge a 'next-to' pair at one table (seat-evaluate.ts); here, its table.
    if (ta < 0 || tb < 0 || (rule.kind !== "apart") === (ta === tb)) continue;
    const names = {
      first: guestName(a),
      second: guestName(b),
      firstTable: tableName(ta),
      secondTable: tableName(tb),
    };
    const message =
      rule.kind === "together"
        ? t("{first} and {second} must sit together but are at {firstTable} and {secondTable}.", names)
        : rule.kind === "next-to"
          ? t(
              "{first} and {second} must sit next to each other but are at {firstTable} and {secondTable}.",
              names,
            )
          : t("{first} and {second} must be kept apart but both sit at {table}.", {
              first: guestName(a),
              second: guestName(b),
              table: tableName(ta),
            });
    violations.push({
      kind: rule.kind,
      rule: index,
      guests: [rule.a, rule.b],
      tables: [...new Set([tableId(ta), tableId(tb)])],
      message,
    });
  }
  if (guestSeat) violations.push(...seatViolations(instance, plan, guestSeat));
  return violations;
}
