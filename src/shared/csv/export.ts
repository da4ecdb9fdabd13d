import Papa from "papaparse";
import type { GuestStatus } from "../constants";

/** The export's columns: the standard guest-file columns in their order, then ours. `table_name` brings a
 * named table back under its name when the file is imported into another event. `seating_rules` lists
 * the guest's seating rules for the reader ("Keep apart (must): Bo Chen; Seat together (prefer): Cy Park");
 * the import recognises the column and leaves it out (docs/decisions/014-auto-seat-in-the-product.md). */
export const EXPORT_COLUMNS = [
  "name",
  "email",
  "phone",
  "table_number",
  "seat_number",
  "status",
  "dietary_restrictions",
  "notes",
  "household",
  "groups",
  "meal",
  "seating_rules",
  "table_name",
] as const;

export interface ExportGuest {
  name: string;
  email: string | null;
  phone: string | null;
  tableNumber: number | null;
  tableName: string | null;
  seatNumber: number | null;
  status: GuestStatus;
  dietaryRestrictions: string | null;
  notes: string | null;
  household: string | null;
  groups: string[];
  meal: string | null;
  /** "Keep apart (must): Bo Chen", one per rule naming this guest. */
  seatingRules?: string[];
}

/** A cell a spreadsheet would run as a formula (docs/architecture.md §10), or one already starting with
 * the ' that marks one, so that reading the file back can always take exactly one ' off. */
export const FORMULA = /^'*[=+\-@\t\r]/;

/** The export file: UTF-8 with a byte order mark (so Excel shows accents), CRLF rows, formulas neutralised. */
export function toGuestCsv(guests: ExportGuest[]): string {
  const rows = guests.map((guest) => [
    guest.name,
    guest.email ?? "",
    guest.phone ?? "",
    guest.tableNumber === null ? "" : String(guest.tableNumber),
    guest.seatNumber === null ? "" : String(guest.seatNumber),
    guest.status,
    guest.dietaryRestrictions ?? "",
    guest.notes ?? "",
    guest.household ?? "",
    guest.groups.join("; "),
    guest.meal ?? "",
    (guest.seatingRules ?? []).join("; "),
    guest.tableName ?? "",
  ]);
  const body = Papa.unparse(
    { fields: [...EXPORT_COLUMNS], data: rows },
    { newline: "\r\n", escapeFormulae: FORMULA, quotes: false },
  );
  return `\uFEFF${body}\r\n`;
}

/** guest-list-{YYYY-MM-DD}.csv, for the owner's own today. */
export function exportFileName(today: string): string {
  return `guest-list-${today}.csv`;
}
