import type { Assignments, Instance } from "./types";

/** A plan read against an instance: guest index → table index, −1 unseated, −2 at a table that does not exist. */
export interface IndexedPlan {
  guestTable: Int32Array;
  guestIndex: Map<string, number>;
  tableIndex: Map<string, number>;
  /** Table ids of guests seated at tables that do not exist, by guest index. */
  unknownTables: Map<number, string>;
}

export const UNSEATED = -1;
export const UNKNOWN_TABLE = -2;

/** Entries of a Map, or a record's own keys (a record's `__proto__` key is read as a guest id too). */
export function assignmentEntries<V = string>(
  assignments: ReadonlyMap<string, V> | Readonly<Record<string, V>>,
): [string, V][] {
  if (assignments instanceof Map) return [...assignments.entries()];
  return Object.entries(assignments as Readonly<Record<string, V>>);
}

export function indexPlan(instance: Instance, assignments: Assignments): IndexedPlan {
  const guestIndex = new Map(instance.guests.map((guest, index) => [guest.id, index]));
  const tableIndex = new Map(instance.tables.map((table, index) => [table.id, index]));
  const guestTable = new Int32Array(instance.guests.length).fill(UNSEATED);
  const unknownTables = new Map<number, string>();
  for (const [guestId, tableId] of assignmentEntries(assignments)) {
    const guest = guestIndex.get(guestId);
    if (guest === undefined) continue;
    const table = typeof tableId === "string" ? tableIndex.get(tableId) : undefined;
    if (table === undefined) {
      guestTable[guest] = UNKNOWN_TABLE;
      unknownTables.set(guest, String(tableId));
    } else guestTable[guest] = table;
  }
  return { guestTable, guestIndex, tableIndex, unknownTables };
}

/** Guests per table index, in guest order. */
export function tableGuests(instance: Instance, guestTable: Int32Array): number[][] {
  const lists: number[][] = instance.tables.map(() => []);
  for (let g = 0; g < guestTable.length; g++) if (guestTable[g]! >= 0) lists[guestTable[g]!]!.push(g);
  return lists;
}
