import type { CheckinGuest, CheckinTable } from "./checkin";
import { isExpected } from "./checkin-rules";

/** One line of the arrival report: a guest the door expected (or who came anyway) and their table. */
export interface ArrivalReportRow {
  guest: CheckinGuest;
  table: CheckinTable | undefined;
}

/**
 * The arrival report's rows (docs/decisions/029-check-in.md), the CSV's and the PDF's: every guest but those
 * who declined and did not come, table by table (unseated guests last), seats in order, then by name.
 */
export function arrivalReportRows(
  guests: CheckinGuest[],
  tables: CheckinTable[],
  compareNames: (a: string, b: string) => number = (a, b) => a.localeCompare(b),
): ArrivalReportRow[] {
  const byId = new Map(tables.map((table) => [table.id, table]));
  return guests
    .filter(isExpected)
    .map((guest) => ({ guest, table: guest.tableId ? byId.get(guest.tableId) : undefined }))
    .sort(
      (a, b) =>
        (a.table?.number ?? Number.MAX_SAFE_INTEGER) - (b.table?.number ?? Number.MAX_SAFE_INTEGER) ||
        (a.guest.seatNumber ?? Number.MAX_SAFE_INTEGER) - (b.guest.seatNumber ?? Number.MAX_SAFE_INTEGER) ||
        compareNames(a.guest.name, b.guest.name),
    );
}
