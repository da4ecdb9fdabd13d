import type { CheckinGuest, CheckinList } from "@/shared/checkin";
import { matchesCheckinSearch } from "@/shared/checkin-rules";

export type CheckinRow =
  | { kind: "guest"; guest: CheckinGuest }
  | { kind: "household"; id: string; name: string; members: CheckinGuest[]; arrived: number; total: number };

/**
 * The rows the screen shows for what was typed and the Not arrived filter, in the list's order: a guest on
 * their own, or a household of several with its members that match (its counts over all of them).
 */
export function checkinRows(list: CheckinList, query: string, notArrived: boolean): CheckinRow[] {
  const tables = new Map(list.tables.map((table) => [table.id, table]));
  const households = new Map<string, CheckinGuest[]>();
  for (const guest of list.guests)
    if (guest.householdId)
      households.set(guest.householdId, [...(households.get(guest.householdId) ?? []), guest]);
  const rows: CheckinRow[] = [];
  const placed = new Map<string, Extract<CheckinRow, { kind: "household" }>>();
  for (const guest of list.guests) {
    if (notArrived && guest.arrivedAt !== null) continue;
    const table = guest.tableId ? tables.get(guest.tableId) : undefined;
    if (!matchesCheckinSearch(guest, table, query)) continue;
    const members = guest.householdId ? (households.get(guest.householdId) ?? []) : [];
    if (members.length < 2) {
      rows.push({ kind: "guest", guest });
      continue;
    }
    let row = placed.get(guest.householdId!);
    if (!row) {
      row = {
        kind: "household",
        id: guest.householdId!,
        name: guest.householdName ?? "",
        members: [],
        arrived: members.filter((member) => member.arrivedAt !== null).length,
        total: members.length,
      };
      placed.set(guest.householdId!, row);
      rows.push(row);
    }
    row.members.push(guest);
  }
  return rows;
}

/** How many guests the rows show. */
export const shownGuests = (rows: CheckinRow[]) =>
  rows.reduce((sum, row) => sum + (row.kind === "guest" ? 1 : row.members.length), 0);
