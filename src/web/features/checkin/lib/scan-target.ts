import type { CheckinGuest, CheckinList, CheckinTable } from "@/shared/checkin";
import { isExpected } from "@/shared/checkin-rules";
import type { ScanTarget } from "@/shared/checkin-scan";

/** What a scanned code names on this event's list (docs/decisions/029-check-in.md, "Scan"). */
export type ScanMatch =
  /** A made-up code, another event's, or a guest no longer on the list: nothing to check in. */
  | { kind: "unknown" }
  | { kind: "guest"; guest: CheckinGuest; table: CheckinTable | undefined; arrived: boolean }
  | {
      kind: "household";
      id: string;
      name: string;
      members: CheckinGuest[];
      tables: CheckinTable[];
      /** Everyone the door expects of it is here already. */
      arrived: boolean;
    };

export function matchScan(target: ScanTarget | null, eventId: string, list: CheckinList): ScanMatch {
  if (!target || target.eventId !== eventId) return { kind: "unknown" };
  const tables = new Map(list.tables.map((table) => [table.id, table]));
  const tableOf = (guest: CheckinGuest) => (guest.tableId ? tables.get(guest.tableId) : undefined);
  if (target.kind === "guest") {
    const guest = list.guests.find((g) => g.id === target.id);
    if (!guest) return { kind: "unknown" };
    return { kind: "guest", guest, table: tableOf(guest), arrived: guest.arrivedAt !== null };
  }
  const members = list.guests.filter((g) => g.householdId === target.id);
  if (members.length === 0) return { kind: "unknown" };
  const expected = members.filter(isExpected);
  const seatedAt = [...new Set(members.flatMap((g) => (g.tableId ? [g.tableId] : [])))];
  return {
    kind: "household",
    id: target.id,
    name: members[0]!.householdName ?? members[0]!.name,
    members,
    tables: seatedAt.flatMap((id) => tables.get(id) ?? []).sort((a, b) => a.number - b.number),
    arrived: (expected.length > 0 ? expected : members).every((g) => g.arrivedAt !== null),
  };
}
