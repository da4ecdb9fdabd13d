import Papa from "papaparse";
import type { CheckinGuest, CheckinTable } from "../checkin";
import { arrivalReportRows } from "../checkin-report";
import { FORMULA } from "./export";

/** The arrival report's columns (docs/decisions/029-check-in.md): who came, who did not, walk-ins, by table. */
export const ARRIVAL_REPORT_COLUMNS = [
  "table_number",
  "table_name",
  "seat_number",
  "name",
  "household",
  "status",
  "arrived",
  "arrived_at",
  "walk_in",
] as const;

/** One row per guest, table by table (unseated guests last), seats in order; UTF-8 with a byte order mark,
 * CRLF rows, formulas neutralised like the guest export. Guests who declined and did not come are left out. */
export function toArrivalReportCsv(guests: CheckinGuest[], tables: CheckinTable[]): string {
  const rows = arrivalReportRows(guests, tables).map(({ guest, table }) => [
    table ? String(table.number) : "",
    table?.name ?? "",
    guest.seatNumber === null ? "" : String(guest.seatNumber),
    guest.name,
    guest.householdName ?? "",
    guest.status,
    guest.arrivedAt ? "yes" : "no",
    guest.arrivedAt ?? "",
    guest.walkIn ? "yes" : "no",
  ]);
  const body = Papa.unparse(
    { fields: [...ARRIVAL_REPORT_COLUMNS], data: rows },
    { newline: "\r\n", escapeFormulae: FORMULA, quotes: false },
  );
  return `\uFEFF${body}\r\n`;
}
