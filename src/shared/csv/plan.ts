import { z } from "zod";
import type { GuestStatus } from "../constants";
import { GUEST_LIMITS, GUEST_MESSAGES, guestFields, seatNumberSchema } from "../guests";
import { groupNameSchema, householdNameSchema } from "../guests-groups";
import { msg } from "../i18n/messages";
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
import type { GuestFile } from "./read";
import { statusFromCell } from "./status";
import type { ImportTarget } from "./targets";

/** One row of the file as a guest, checked and ready to store. `table` names a table by number or name; a
 * number may come with the name a new table gets (a "table name" column beside the number). */
export interface ImportGuest {
  row: number;
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

export interface RowProblem {
  row: number;
  /** What the row's name cells hold, to help find it; may be empty. */
  name: string;
  messages: string[];
}

export interface ImportPlan {
  guests: ImportGuest[];
  /** Rows without a non-blank name: dropped. */
  nameless: number[];
  /** Rows with a value the guest list cannot store (a malformed e-mail, a 300-character name...). */
  invalid: RowProblem[];
}

export const TABLE_NAME_MAX = 100;

/** What a row's own cells must satisfy: the guest's fields, with the shared rules. */
const rowSchema = z.object({
  name: guestFields.name,
  email: guestFields.email,
  phone: guestFields.phone,
  dietaryRestrictions: guestFields.dietaryRestrictions,
  notes: optionalText({ label: msg("Notes"), max: GUEST_LIMITS.notes }),
  meal: guestFields.meal,
  seatNumber: seatNumberSchema.nullable(),
});
const householdCellSchema = householdNameSchema.nullable();
const groupsCellSchema = z
  .array(groupNameSchema)
  .max(GUEST_LIMITS.groups, { error: GUEST_MESSAGES.tooManyGroups });
const tableNumberSchema = z
  .number()
  .int()
  .min(1, { error: CSV_MESSAGES.tableNumber })
  .max(MAX_TABLE_NUMBER, { error: CSV_MESSAGES.tableNumber });
const tableNameSchema = optionalText({ label: msg("Table name"), max: TABLE_NAME_MAX });

type Checked<T> = { ok: true; value: T } | { ok: false; messages: string[] };

function check<T>(schema: z.ZodType<T>, value: unknown): Checked<T> {
  const result = schema.safeParse(value);
  return result.success
    ? { ok: true, value: result.data }
    : { ok: false, messages: result.error.issues.map((i) => i.message) };
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

/**
 * The row's table from its table column and its table name column. Either alone names the table, by number
 * or name; a name beside a number is the name a table created for that number gets.
 */
function tableOfRow(
  byTable: Checked<ImportGuest["table"]>,
  byName: Checked<ImportGuest["table"]>,
): Checked<ImportGuest["table"]> {
  if (!byTable.ok) return byTable;
  if (!byName.ok || !byTable.value) return byName;
  if (byName.value && "name" in byName.value && "number" in byTable.value)
    return { ok: true, value: { number: byTable.value.number, name: byName.value.name } };
  return byTable;
}

/** The columns feeding each target, in file order. */
function columnsByTarget(mapping: ImportTarget[]) {
  const all = (target: ImportTarget) =>
    mapping.flatMap((mapped, index) => (mapped === target ? [index] : []));
  const one = (target: ImportTarget) => mapping.indexOf(target);
  return {
    name: one("name"),
    firstName: one("firstName"),
    lastName: one("lastName"),
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

/**
 * Applies a column mapping to the file's rows: every row becomes a checked guest, a nameless row, or a row
 * with problems. Duplicates (same name and e-mail as an earlier row, or as a guest in `existingKeys`) are
 * flagged, not dropped: the owner chooses. The browser's preview and the server's import both run this.
 */
export function planImport(
  file: GuestFile,
  mapping: ImportTarget[],
  existingKeys: ReadonlySet<string>,
): ImportPlan {
  const columns = columnsByTarget(mapping);
  const plan: ImportPlan = { guests: [], nameless: [], invalid: [] };
  const firstRowOf = new Map<string, number>();
  const statusOf = cached(statusFromCell);
  const householdOf = cached((cell) => check(householdCellSchema, blankToNull(cell)));
  const groupsOf = cached((cell) => check(groupsCellSchema, groupsFromCell(cell)));
  const tableOf = cached(readTable);
  const labelled = columns.notes.length > 1;

  for (const { number, cells } of file.rows) {
    const cell = (index: number) => (index < 0 ? "" : restoreNeutralised(cells[index] ?? ""));
    const optional = (index: number, placeholders = false) => {
      const value = cell(index);
      const trimmed = trimText(value);
      return trimmed === "" || (placeholders && isPlaceholder(trimmed)) ? null : value;
    };

    const name =
      trimText(cell(columns.name)) ||
      [trimText(cell(columns.firstName)), trimText(cell(columns.lastName))].filter(Boolean).join(" ");
    if (!name) {
      plan.nameless.push(number);
      continue;
    }

    let notes = "";
    for (const index of columns.notes) {
      const value = trimText(cell(index));
      if (!value) continue;
      notes += `${notes ? "\n" : ""}${labelled ? `${trimText(file.headers[index] ?? "")}: ` : ""}${value}`;
    }
    const household = householdOf(cell(columns.household));
    const groups = groupsOf(columns.groups.map(cell).join(";"));
    const table = tableOfRow(tableOf(cell(columns.table)), tableOf(cell(columns.tableName)));
    const parsed = check(rowSchema, {
      name,
      email: optional(columns.email, true),
      phone: optional(columns.phone, true),
      dietaryRestrictions: optional(columns.dietaryRestrictions),
      notes: notes || null,
      meal: optional(columns.meal),
      seatNumber: seatFromCell(cell(columns.seat)),
    });
    if (!parsed.ok || !household.ok || !groups.ok || !table.ok) {
      const messages = [parsed, household, groups, table].flatMap((part) => (part.ok ? [] : part.messages));
      plan.invalid.push({ row: number, name: name.slice(0, 80), messages: [...new Set(messages)] });
      continue;
    }
    const guest = parsed.value;
    const key = guestKey(guest.name, guest.email);
    const duplicateOf = existingKeys.has(key) ? "list" : (firstRowOf.get(key) ?? null);
    if (!firstRowOf.has(key)) firstRowOf.set(key, number);
    plan.guests.push({
      row: number,
      name: guest.name,
      email: guest.email ?? null,
      phone: guest.phone ?? null,
      status: statusOf(cell(columns.status)),
      table: table.value,
      seatNumber: guest.seatNumber,
      dietaryRestrictions: guest.dietaryRestrictions ?? null,
      notes: guest.notes ?? null,
      household: household.value,
      groups: groups.value,
      meal: guest.meal ?? null,
      duplicateOf,
    });
  }
  return plan;
}
