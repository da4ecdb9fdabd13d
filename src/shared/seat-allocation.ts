import { GUEST_MESSAGES } from "./guests";

/**
 * The one seat-allocation rule, the same on the server (inside the table locks) and on the Seating board
 * (to show a move before the server answers): a table takes guests while it has room, a seat asked for must
 * exist at the table and be free, and a guest without a seat number gets the lowest free one when asked to.
 */

/** A table as the rule sees it: its guests that are not being moved, with their seat numbers. */
export interface AllocationTable {
  id: string;
  name: string;
  capacity: number;
  occupants: { seatNumber: number | null; name: string }[];
}

/** A guest asking for a place at a table, and optionally a seat there. */
export interface SeatRequest {
  tableId: string;
  seatNumber: number | null;
  /** Without a seat number, take the lowest seat number free at the table (the Seating board's default). */
  lowestFreeSeat?: boolean;
  /** Who asks: named when a later request finds the seat taken. */
  guestName?: string;
}

/** Why a request got less than it asked for. */
export type SeatRefusalCause = "unknownTable" | "full" | "seatTaken" | "seatBeyondCapacity";

export interface SeatRefusal {
  cause: SeatRefusalCause;
  message: string;
}

/** What a request gets: the table (null when it is full or unknown), the seat (null when none was asked for
 * or it could not be given), and why it got less than it asked for. */
export interface SeatOutcome {
  tableId: string | null;
  seatNumber: number | null;
  refusal: SeatRefusal | null;
}

/** The lowest seat number 1..capacity no one holds, or null when every number is taken. */
export function lowestFreeSeat(capacity: number, taken: Iterable<number | null>): number | null {
  const used = new Set(taken);
  for (let seat = 1; seat <= capacity; seat += 1) if (!used.has(seat)) return seat;
  return null;
}

const refused = (tableId: string | null, cause: SeatRefusalCause, message: string): SeatOutcome => ({
  tableId,
  seatNumber: null,
  refusal: { cause, message },
});

/** Grants the requests in order while they fit: each one granted counts against the next. */
export function allocateSeats(tables: Iterable<AllocationTable>, requests: SeatRequest[]): SeatOutcome[] {
  const state = new Map<string, { table: AllocationTable; seated: number; seats: Map<number, string> }>();
  for (const table of tables) {
    const seats = new Map<number, string>();
    for (const occupant of table.occupants) {
      if (occupant.seatNumber !== null) seats.set(occupant.seatNumber, occupant.name);
    }
    state.set(table.id, { table, seated: table.occupants.length, seats });
  }

  return requests.map(({ tableId, seatNumber, guestName, lowestFreeSeat: lowest }): SeatOutcome => {
    const entry = state.get(tableId);
    if (!entry) return refused(null, "unknownTable", GUEST_MESSAGES.tableNotFound);
    const { table, seats } = entry;
    if (entry.seated >= table.capacity) {
      return refused(null, "full", GUEST_MESSAGES.tableFull(table.name, table.capacity));
    }
    entry.seated += 1;
    const who = guestName ?? "another guest";
    if (seatNumber === null) {
      // Fewer guests than seats sit here, so fewer seat numbers than seats are taken: one is free.
      const free = lowest ? lowestFreeSeat(table.capacity, seats.keys()) : null;
      if (free !== null) seats.set(free, who);
      return { tableId, seatNumber: free, refusal: null };
    }
    if (seatNumber > table.capacity) {
      return refused(
        tableId,
        "seatBeyondCapacity",
        GUEST_MESSAGES.seatBeyondCapacity(seatNumber, table.name, table.capacity),
      );
    }
    const holder = seats.get(seatNumber);
    if (holder !== undefined) {
      return refused(tableId, "seatTaken", GUEST_MESSAGES.seatTaken(seatNumber, table.name, holder));
    }
    seats.set(seatNumber, who);
    return { tableId, seatNumber, refusal: null };
  });
}

/** A guest moved on the Seating board: to a table (and a seat, or none asked), or off every table. */
export interface SeatMoveRequest {
  tableId: string | null;
  seatNumber: number | null;
  /** Where the guest sits now. */
  from: { tableId: string | null; seatNumber: number | null };
  guestName?: string;
}

/**
 * The board's moves: a guest asked to stay at their own table without a seat number keeps their seat; seats
 * asked for by number are granted before the others get the lowest free seats, so a default seat never takes
 * one another guest asked for. `tables` leave out the moving guests. Outcomes in the moves' order.
 */
export function allocateMoves(tables: Iterable<AllocationTable>, moves: SeatMoveRequest[]): SeatOutcome[] {
  const requests = moves.flatMap(({ tableId, seatNumber, from, guestName }, index) => {
    if (tableId === null) return [];
    const seat = seatNumber ?? (from.tableId === tableId ? from.seatNumber : null);
    return [{ index, request: { tableId, seatNumber: seat, lowestFreeSeat: true, guestName } }];
  });
  const ordered = [
    ...requests.filter((item) => item.request.seatNumber !== null),
    ...requests.filter((item) => item.request.seatNumber === null),
  ];
  const granted = allocateSeats(
    tables,
    ordered.map((item) => item.request),
  );
  const outcomes = moves.map((): SeatOutcome => ({ tableId: null, seatNumber: null, refusal: null }));
  ordered.forEach((item, i) => {
    outcomes[item.index] = granted[i]!;
  });
  return outcomes;
}
