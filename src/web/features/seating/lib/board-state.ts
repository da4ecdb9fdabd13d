import { allocateMoves, type SeatRefusal } from "@/shared/seat-allocation";
import type { BoardGuest, SeatingBoard, SeatPlace } from "@/shared/seating";
import type { FloorTable } from "@/shared/tables";

/** The board's derived lookups, built once per board snapshot (10,000 guests: a few milliseconds). */
export interface BoardIndex {
  tableById: Map<string, FloorTable>;
  guestById: Map<string, BoardGuest>;
  /** Each table's guests, by seat number (guests without one last). */
  seatedByTable: Map<string, BoardGuest[]>;
  /** Guests without a table, in the board's order (by name). */
  unseated: BoardGuest[];
  householdMembers: Map<string, BoardGuest[]>;
  householdName: Map<string, string>;
}

const EMPTY: BoardGuest[] = [];

export function indexBoard(board: SeatingBoard, previous?: BoardIndex): BoardIndex {
  const tableById = new Map(board.tables.map((table) => [table.id, table]));
  const guestById = new Map<string, BoardGuest>();
  const seated = new Map<string, BoardGuest[]>();
  const unseated: BoardGuest[] = [];
  const householdMembers = new Map<string, BoardGuest[]>();
  for (const guest of board.guests) {
    guestById.set(guest.id, guest);
    if (guest.tableId) {
      const list = seated.get(guest.tableId);
      if (list) list.push(guest);
      else seated.set(guest.tableId, [guest]);
    } else {
      unseated.push(guest);
    }
    if (guest.householdId) {
      const members = householdMembers.get(guest.householdId);
      if (members) members.push(guest);
      else householdMembers.set(guest.householdId, [guest]);
    }
  }
  // A table whose guests did not change keeps its list, so its card is not drawn again.
  const seatedByTable = new Map<string, BoardGuest[]>();
  for (const [tableId, list] of seated) {
    list.sort(bySeat);
    const before = previous?.seatedByTable.get(tableId);
    seatedByTable.set(tableId, before && sameGuests(before, list) ? before : list);
  }
  return {
    tableById,
    guestById,
    seatedByTable,
    unseated,
    householdMembers,
    householdName: new Map(board.households.map((household) => [household.id, household.name])),
  };
}

export const guestsAt = (index: BoardIndex, tableId: string) => index.seatedByTable.get(tableId) ?? EMPTY;

function bySeat(a: BoardGuest, b: BoardGuest) {
  return (a.seatNumber ?? Number.MAX_SAFE_INTEGER) - (b.seatNumber ?? Number.MAX_SAFE_INTEGER);
}

function sameGuests(a: BoardGuest[], b: BoardGuest[]) {
  return a.length === b.length && a.every((guest, i) => guest === b[i]);
}

export const placeOf = (guest: BoardGuest): SeatPlace => ({
  guestId: guest.id,
  tableId: guest.tableId,
  seatNumber: guest.seatNumber,
});

/** What a move would do, worked out by the rule the server applies (`allocateMoves`): refused when the table
 * has no room for every mover (or the seat asked for is not free); otherwise each mover keeps a seat already
 * held at that table, takes the seat asked for, or the lowest free one. */
export type MovePlan =
  | { ok: true; places: SeatPlace[]; before: SeatPlace[] }
  | { ok: false; refusal: SeatRefusal };

export function planMove(
  index: BoardIndex,
  guestIds: string[],
  tableId: string | null,
  seatNumber: number | null = null,
): MovePlan {
  const movers = guestIds.map((id) => index.guestById.get(id)).filter((g): g is BoardGuest => !!g);
  const table = tableId ? index.tableById.get(tableId) : undefined;
  const moving = new Set(guestIds);
  const tables = table
    ? [{ ...table, occupants: guestsAt(index, table.id).filter((guest) => !moving.has(guest.id)) }]
    : [];
  const outcomes = allocateMoves(
    tables,
    movers.map((guest) => ({
      tableId,
      seatNumber: movers.length === 1 ? seatNumber : null,
      from: guest,
      guestName: guest.name,
    })),
  );
  const refusal = outcomes.find((outcome) => outcome.refusal)?.refusal;
  if (refusal) return { ok: false, refusal };
  return {
    ok: true,
    before: movers.map(placeOf),
    places: movers.map((guest, i) => ({
      guestId: guest.id,
      tableId: outcomes[i]!.tableId,
      seatNumber: outcomes[i]!.seatNumber,
    })),
  };
}

/** The board once guests have taken these places: the moved guests replaced, the counts of the tables they
 * left or joined worked out again; everything else keeps its identity. */
export function applyPlaces(board: SeatingBoard, places: SeatPlace[]): SeatingBoard {
  const byGuest = new Map(places.map((place) => [place.guestId, place]));
  const touched = new Set<string>();
  const guests = board.guests.map((guest) => {
    const place = byGuest.get(guest.id);
    if (!place || (place.tableId === guest.tableId && place.seatNumber === guest.seatNumber)) return guest;
    if (guest.tableId) touched.add(guest.tableId);
    if (place.tableId) touched.add(place.tableId);
    return { ...guest, tableId: place.tableId, seatNumber: place.seatNumber };
  });
  if (touched.size === 0) return board;
  const counts = new Map<string, { seated: number; seats: number[] }>();
  for (const id of touched) counts.set(id, { seated: 0, seats: [] });
  for (const guest of guests) {
    const count = guest.tableId ? counts.get(guest.tableId) : undefined;
    if (!count) continue;
    count.seated += 1;
    if (guest.seatNumber !== null) count.seats.push(guest.seatNumber);
  }
  const tables = board.tables.map((table) => {
    const count = counts.get(table.id);
    return count
      ? { ...table, seated: count.seated, occupiedSeats: count.seats.sort((a, b) => a - b) }
      : table;
  });
  return { ...board, guests, tables };
}
