import { GUEST_STATUSES } from "./constants";
import type { BoardGuest, SeatingBoard } from "./seating";

/**
 * The Assign Seats board as the web reads it (GET /api/events/:eventId/seating/compact): the guests in columns,
 * their table, household and groups as positions in the board's own lists, not repeated ids and keys. At
 * 10,000 guests this is about a third of the plain board's JSON (GET …/seating, kept for the API's users), and
 * it decodes into exactly that board (src/server/modules/seating/seating.test.ts). The server writes it in SQL
 * (readCompactBoard in src/server/modules/seating/seating-board.read.ts).
 */
export interface CompactBoard extends Omit<SeatingBoard, "guests"> {
  guests: {
    id: string[];
    name: string[];
    /** Position in GUEST_STATUSES. */
    status: number[];
    /** Position in `households`, −1 for none. */
    household: number[];
    /** Position in `tables`, −1 for unseated. */
    table: number[];
    /** Seat number, −1 for none. */
    seat: number[];
    /** Memberships as pairs: a guest's position, then a group's position in `groups`. */
    groups: number[];
    /** The positions of the guests pinned to their seat. */
    seatPinned: number[];
  };
}

export function decodeBoard(compact: CompactBoard): SeatingBoard {
  const { guests: columns, ...rest } = compact;
  const guests: BoardGuest[] = columns.id.map((id, index) => {
    const household = columns.household[index]!;
    const table = columns.table[index]!;
    const seat = columns.seat[index]!;
    return {
      id,
      name: columns.name[index]!,
      status: GUEST_STATUSES[columns.status[index]!]!,
      householdId: household < 0 ? null : compact.households[household]!.id,
      groupIds: [],
      tableId: table < 0 ? null : compact.tables[table]!.id,
      seatNumber: seat < 0 ? null : seat,
      seatNumberLocked: false,
    };
  });
  for (const index of columns.seatPinned) guests[index]!.seatNumberLocked = true;
  for (let i = 0; i < columns.groups.length; i += 2) {
    guests[columns.groups[i]!]!.groupIds.push(compact.groups[columns.groups[i + 1]!]!.id);
  }
  return { ...rest, guests };
}
