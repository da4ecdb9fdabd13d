import { z } from "zod";
import type { GuestStatus } from "../constants";
import { GUEST_LIMITS, GUEST_MESSAGES, guestFields, seatNumberSchema } from "../guests";
import { groupNameSchema, householdNameSchema } from "../guests-groups";
import { msg, t } from "../i18n/messages";
import { optionalText, trimText } from "../text";
import {
  groupsFromCell,
  isPlaceholder,
  MAX_TABLE_NUMBER,
  restoreNeutralised,
  seatFromCell,
  tableFromCell,
} from "./cells";
import { guestKey } from "./duplicates";
import { CSV_MESSAGES } from "./errors";
import { EXPORT_COLUMNS } from "./export";
import { dietaryInMeal, householdName, type Person, peopleOfRow } from "./household";
import { type NameWarning, nameWarning } from "./names";
import type { GuestFile } from "./read";
import { type RowKind, rowKind } from "./row-kind";
import { readStatus } from "./status";
import type { ImportTarget } from "./targets";

/** One person of the file as a guest, checked and ready to store. `table` names a table by number or name; a
 * number may come with the name a new table gets (a "table name" column beside the number). */
export interface ImportGuest {
  /** The line of the file the person's row starts on. */
  row: number;
  /** Which person of the row: 0 the row's own, then its partner, companions or the second of a couple. */
  person: number;
  /** How the person came from the row (see `Person`). */
  source: Person["source"];
  name: string;
  email: string | null;
  phone: string | null;
  status: GuestStatus;
  table: { number: number; name?: string } | { name: string } | null;
  seatNumber: number | null;
  dietaryRestrictions: string | null;
  notes: string | null;
  household: string | null;
  groups: string[];
  meal: string | null;
  /** Same name and e-mail as a guest already in the list ("list") or as an earlier row of the file. */
  duplicateOf: "list" | number | null;
}

/** A value the list cannot store. `skipped`: the row (or the one person) is left out, as its name cannot be
 * stored; `emptied`: the guest is imported with that field left empty. */
export interface RowProblem {
  row: number;
  /** The row's name, to help find it; may be empty. */
  name: string;
  /** The header of the column the value is in. */
  column: string;
  /** The value as the file has it, shortened. */
  value: string;
  messages: string[];
  outcome: "skipped" | "emptied";
}

/** Something to look at that does not stop the import: an e-mail as the name, a placeholder guest, a family in
 * one row, a couple split, a status value not understood, dietary words in the meal column. */
export interface RowWarning {
  row: number;
  name: string;
  kind: NameWarning | "couple" | "status" | "mealDietary";
  /** The cell the warning is about. */
  value: string;
  /** The guests a couple is split into, or a meal's dietary words. */
  detail?: string;
}

/** A row that is not a guest (a total, a repeated header, a section heading, a title), left out. */
export interface LeftOutRow {
  row: number;
  kind: RowKind;
  text: string;
}

export interface ImportPlan {
  guests: ImportGuest[];
  /** Rows without a non-blank name: dropped. */
  nameless: number[];
  leftOut: LeftOutRow[];
  problems: RowProblem[];
  warnings: RowWarning[];
}

/** How the owner asked the rows to be read. */
export interface PlanOptions {
  /** A couple in one name cell ("Anna & Piotr Kowalski") becomes two guests of one household. */
  splitCouples: boolean;
}

export const TABLE_NAME_MAX = 100;
/** How much of a bad value a problem quotes. */
const QUOTED = 60;

const householdCellSchema = householdNameSchema.nullable();
const tableNumberSchema = z
  .number()
  .int()
  .min(1, { error: CSV_MESSAGES.tableNumber })
  .max(MAX_TABLE_NUMBER, { error: CSV_MESSAGES.tableNumber });
const tableNameSchema = optionalText({ label: msg("Table name"), max: TABLE_NAME_MAX });
const notesSchema = optionalText({ label: msg("Notes"), max: GUEST_LIMITS.notes });

type Checked<T> = { ok: true; value: T } | { ok: false; messages: string[] };

function check<T>(schema: z.ZodType<T>, value: unknown): Checked<T> {
  const result = schema.safeParse(value);
  return result.success
    ? { ok: true, value: result.data }
    : { ok: false, messages: [...new Set(result.error.issues.map((i) => i.message))] };
}

/** Households, groups, tables and statuses repeat from row to row: each distinct cell is read and checked once. */
function cached<T>(compute: (cell: string) => T): (cell: string) => T {
  const seen = new Map<string, T>();
  return (cell) => {
    const hit = seen.get(cell);
    if (hit !== undefined) return hit;
    const value = compute(cell);
    seen.set(cell, value);
    return value;
  };
}

const blankToNull = (value: string) => (trimText(value) === "" ? null : value);

const readTable = (cell: string): Checked<ImportGuest["table"]> => {
  const table = tableFromCell(cell);
  if (!table) return { ok: true, value: null };
  if ("number" in table) {
    const number = check(tableNumberSchema, table.number);
    return number.ok ? { ok: true, value: table } : number;
  }
  const name = check(tableNameSchema, table.name);
  return name.ok ? { ok: true, value: name.value ? { name: name.value } : null } : name;
};

/** Each group of a cell checked alone: a bad one is left out, the others kept (up to a guest's limit). */
const readGroups = (cell: string): { groups: string[]; bad: string[]; messages: string[] } => {
  const groups: string[] = [];
  const bad: string[] = [];
  const messages: string[] = [];
  for (const group of groupsFromCell(cell)) {
    const checked = check(groupNameSchema, group);
    if (!checked.ok) {
      bad.push(group);
      messages.push(...checked.messages);
    } else if (groups.length === GUEST_LIMITS.groups) {
      bad.push(group);
      messages.push(GUEST_MESSAGES.tooManyGroups());
    } else groups.push(checked.value);
  }
  return { groups, bad, messages: [...new Set(messages)] };
};

/** The columns feeding each target, in file order. */
function columnsByTarget(mapping: ImportTarget[]) {
  const all = (target: ImportTarget) =>
    mapping.flatMap((mapped, index) => (mapped === target ? [index] : []));
  const one = (target: ImportTarget) => mapping.indexOf(target);
  return {
    name: one("name"),
    title: one("title"),
    firstName: one("firstName"),
    middleName: one("middleName"),
    lastName: one("lastName"),
    suffix: one("suffix"),
    partnerName: one("partnerName"),
    partnerFirstName: one("partnerFirstName"),
    partnerLastName: one("partnerLastName"),
    companions: all("companion"),
    email: one("email"),
    phone: one("phone"),
    status: one("status"),
    table: one("table"),
    tableName: one("tableName"),
    seat: one("seat"),
    dietaryRestrictions: one("dietaryRestrictions"),
    meal: one("meal"),
    household: one("household"),
    groups: all("groups"),
    notes: all("notes"),
  };
}

const NAME_PARTS = ["title", "firstName", "middleName", "lastName", "suffix"] as const;

/**
 * Applies a column mapping to the file's rows. A row becomes its guests — the row's own person, plus its
 * partner, companions or the second of a couple, in one household — or is left out: nameless, not a guest
 * (a total, a heading, the header again), or its name cannot be stored. A bad value in any other field is
 * left empty and said; nothing blocks the good rows. Duplicates (same name and e-mail as an earlier person,
 * or as a guest in `existingKeys`) are flagged, not dropped: the owner chooses. The browser's preview and the
 * server's import both run this.
 */
export function planImport(
  file: GuestFile,
  mapping: ImportTarget[],
  existingKeys: ReadonlySet<string>,
  options: PlanOptions = { splitCouples: true },
): ImportPlan {
  const columns = columnsByTarget(mapping);
  const plan: ImportPlan = { guests: [], nameless: [], leftOut: [], problems: [], warnings: [] };
  const firstRowOf = new Map<string, number>();
  const statusOf = cached(readStatus);
  const householdOf = cached((cell) => check(householdCellSchema, blankToNull(cell)));
  const groupsOf = cached(readGroups);
  const tableOf = cached(readTable);
  const labelled = columns.notes.length > 1;
  const nameCells = [columns.name, ...NAME_PARTS.map((part) => columns[part])].filter((index) => index >= 0);
  const header = (index: number) => trimText(file.headers[index] ?? "");
  // Our own export holds one guest per row, each as the list had it: no couple to split, no heading.
  const ownExport = EXPORT_COLUMNS.every((column, index) => file.headers[index] === column);
  const splitCouples = options.splitCouples && !ownExport;
  /** Households the import names itself, by name, with the rows that got each: two rows may not share one. */
  const generated = new Map<string, ImportGuest[][]>();

  for (const { number, cells } of file.rows) {
    const cell = (index: number) => (index < 0 ? "" : restoreNeutralised(cells[index] ?? ""));
    const text = (index: number) => trimText(cell(index));

    const kind = ownExport ? null : rowKind(cells, file.headers, nameCells);
    if (kind) {
      plan.leftOut.push({
        row: number,
        kind,
        text: cells.map(trimText).filter(Boolean).join(" · ").slice(0, QUOTED),
      });
      continue;
    }
    const name =
      text(columns.name) ||
      NAME_PARTS.map((part) => text(columns[part]))
        .filter(Boolean)
        .join(" ");
    if (!name) {
      plan.nameless.push(number);
      continue;
    }
    const shown = name.slice(0, QUOTED);
    const problem = (index: number, value: string, messages: string[], outcome: RowProblem["outcome"]) =>
      plan.problems.push({
        row: number,
        name: shown,
        column: index >= 0 ? header(index) : "",
        value: value.slice(0, QUOTED),
        messages,
        outcome,
      });
    const warn = (kind: RowWarning["kind"], value: string, detail?: string) =>
      plan.warnings.push({ row: number, name: shown, kind, value, ...(detail ? { detail } : {}) });

    const checkedName = check(guestFields.name, name);
    if (!checkedName.ok) {
      problem(columns.name >= 0 ? columns.name : nameCells[0]!, name, checkedName.messages, "skipped");
      continue;
    }

    /** A field's value, checked alone: a bad one is left empty and said. */
    const field = <T>(index: number, schema: z.ZodType<T>, value: unknown): NonNullable<T> | null => {
      if (value === null) return null;
      const checked = check(schema, value);
      if (checked.ok) return checked.value ?? null;
      problem(index, cell(index), checked.messages, "emptied");
      return null;
    };
    const optional = (index: number, placeholders = false) => {
      const value = cell(index);
      const trimmed = trimText(value);
      return trimmed === "" || (placeholders && isPlaceholder(trimmed)) ? null : value;
    };

    let notes = "";
    for (const index of columns.notes) {
      const value = text(index);
      if (!value) continue;
      notes += `${notes ? "\n" : ""}${labelled ? `${header(index)}: ` : ""}${value}`;
    }
    const householdCell = householdOf(cell(columns.household));
    if (!householdCell.ok)
      problem(columns.household, cell(columns.household), householdCell.messages, "emptied");
    const groups = groupsOf(columns.groups.map(cell).join(";"));
    if (groups.bad.length) {
      const at = columns.groups[0]!;
      plan.problems.push({
        row: number,
        name: shown,
        column: header(at),
        value: groups.bad.join("; ").slice(0, QUOTED),
        messages: groups.messages,
        outcome: "emptied",
      });
    }
    const byNumber = tableOf(cell(columns.table));
    if (!byNumber.ok) problem(columns.table, cell(columns.table), byNumber.messages, "emptied");
    const byName = tableOf(cell(columns.tableName));
    if (!byName.ok) problem(columns.tableName, cell(columns.tableName), byName.messages, "emptied");
    const table = tableOfRow(byNumber.ok ? byNumber.value : null, byName.ok ? byName.value : null);
    const seatCell = seatFromCell(cell(columns.seat));
    const seatNumber = field(columns.seat, seatNumberSchema.nullable(), seatCell);
    const email = field(columns.email, guestFields.email, optional(columns.email, true));
    const phone = field(columns.phone, guestFields.phone, optional(columns.phone, true));
    const meal = field(columns.meal, guestFields.meal, optional(columns.meal));
    let dietary = field(
      columns.dietaryRestrictions,
      guestFields.dietaryRestrictions,
      optional(columns.dietaryRestrictions),
    );
    const fromMeal = meal ? dietaryInMeal(meal, dietary) : null;
    if (fromMeal) {
      dietary = dietary ? `${dietary}; ${fromMeal}` : fromMeal;
      warn("mealDietary", meal!, fromMeal);
    }
    const notesValue = field(columns.notes[0] ?? -1, notesSchema, notes || null);
    const status = statusOf(cell(columns.status));
    if (!status.known) warn("status", text(columns.status));

    const partnerFirst = text(columns.partnerFirstName);
    const partnerName =
      text(columns.partnerName) ||
      [partnerFirst, text(columns.partnerLastName) || (partnerFirst ? text(columns.lastName) : "")]
        .filter(Boolean)
        .join(" ");
    const people = peopleOfRow(
      checkedName.value,
      text(columns.lastName),
      {
        partner: partnerName
          ? {
              column: columns.partnerName >= 0 ? columns.partnerName : columns.partnerFirstName,
              name: partnerName,
            }
          : null,
        companions: columns.companions.map((index) => ({ column: index, value: text(index) })),
      },
      splitCouples,
    );
    if (people.couple && !ownExport) warn("couple", checkedName.value, people.couple);
    const rowGuests: ImportGuest[] = [];
    for (const person of people.people) {
      const checked = person.name === checkedName.value ? checkedName : check(guestFields.name, person.name);
      if (!checked.ok) {
        problem(person.column < 0 ? nameCells[0]! : person.column, person.name, checked.messages, "skipped");
        continue;
      }
      const warning = person.source === "placeholder" ? "placeholder" : nameWarning(checked.value);
      if (warning) warn(warning, checked.value);
      const own = rowGuests.length === 0;
      const key = guestKey(checked.value, own ? email : null);
      const duplicateOf = existingKeys.has(key) ? "list" : (firstRowOf.get(key) ?? null);
      if (!firstRowOf.has(key)) firstRowOf.set(key, number);
      rowGuests.push({
        row: number,
        person: rowGuests.length,
        source: person.source,
        name: checked.value,
        // The row's contact details, seat, meal and notes are its own person's; the others share its answer,
        // table and groups.
        email: own ? email : null,
        phone: own ? phone : null,
        status: status.status,
        table,
        seatNumber: own ? seatNumber : null,
        dietaryRestrictions: own ? dietary : null,
        notes: own ? notesValue : null,
        household: householdCell.ok ? householdCell.value : null,
        groups: groups.groups,
        meal: own ? meal : null,
        duplicateOf,
      });
    }
    if (rowGuests.length > 1 && !rowGuests[0]!.household) {
      const named = householdName(people.family, rowGuests[0]!.name);
      const rows = generated.get(named.key) ?? [];
      rows.push(rowGuests);
      generated.set(named.key, rows);
      for (const guest of rowGuests) guest.household = named.name;
    }
    plan.guests.push(...rowGuests);
  }
  // Two rows whose made-up household names are alike (two Smith families) are two households, each then
  // named after its first person — and its line, when that is alike too.
  const taken = new Map<string, number>();
  for (const rows of generated.values()) {
    if (rows.length < 2) continue;
    const renamed = rows.map((rowGuests) => householdName(null, rowGuests[0]!.name));
    for (const { key } of renamed) taken.set(key, (taken.get(key) ?? 0) + 1);
    rows.forEach((rowGuests, index) => {
      const { name, key } = renamed[index]!;
      const household =
        (taken.get(key) ?? 0) > 1 || generated.has(key)
          ? householdName(null, rowGuests[0]!.name, rowGuests[0]!.row).name
          : name;
      for (const guest of rowGuests) guest.household = household;
    });
  }
  return plan;
}

/**
 * The row's table from its table column and its table name column. Either alone names the table, by number
 * or name; a name beside a number is the name a table created for that number gets.
 */
function tableOfRow(byTable: ImportGuest["table"], byName: ImportGuest["table"]): ImportGuest["table"] {
  if (!byTable) return byName;
  if (byName && "name" in byName && "number" in byTable) return { number: byTable.number, name: byName.name };
  return byTable;
}

/** What became of a value left empty, in words: "Email (not-an-email): imported without it". */
export function emptiedDetail(problem: RowProblem): string {
  return t("{column} “{value}”: {problems} — imported without it", {
    column: problem.column,
    value: problem.value,
    problems: problem.messages.map((message) => t(message)).join("; "),
  });
}
