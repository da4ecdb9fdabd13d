import { and, asc, eq, not } from "drizzle-orm";
import type { Tx } from "@/server/db/client";
import { guests, tables } from "@/server/db/schema";
import { AppError } from "@/server/lib/errors";
import { GUEST_MESSAGES } from "@/shared/guests";
import { idIn } from "./sql-arrays";

/** A guest asking for a place at a table, and optionally a seat there. */
export interface SeatRequest {
  tableId: string;
  seatNumber: number | null;
  /** Without a seat number, take the lowest seat number free at the table (the Seating board's default). */
  lowestFreeSeat?: boolean;
  /** Who asks: named when a later request finds the seat taken. */
  guestName?: string;
}

export type SeatProblem = "unknownTable" | "full" | "seatTaken" | "seatBeyondCapacity";

/** What a request gets: the table (null when it is full or unknown), the seat (null when none was asked for
 * or it could not be given), and why it got less than it asked for. */
export interface SeatOutcome {
  tableId: string | null;
  seatNumber: number | null;
  problem: SeatProblem | null;
  message: string | null;
}

/**
 * The one place a guest is given a table and seat (spec section 5, "Seating"). Inside the caller's
 * transaction it locks the tables asked for (in id order, so two writers never deadlock), counts who already
 * sits there and which seats are taken, then grants the requests in order while they fit. Concurrent writers
 * wait on the lock, so a table can never hold more guests than its capacity nor a seat two guests.
 * `movingGuestIds` are guests being re-seated: their current places do not count against them.
 * The caller stores the outcomes in the same transaction.
 */
export async function reserveSeats(
  tx: Tx,
  eventId: string,
  requests: SeatRequest[],
  movingGuestIds: string[] = [],
): Promise<SeatOutcome[]> {
  const tableIds = [...new Set(requests.map((request) => request.tableId))].sort();
  if (tableIds.length === 0) return [];
  const locked = await tx
    .select({ id: tables.id, name: tables.name, capacity: tables.capacity })
    .from(tables)
    .where(and(eq(tables.eventId, eventId), idIn(tables.id, tableIds)))
    .orderBy(asc(tables.id))
    .for("update");
  const occupants = await tx
    .select({ tableId: guests.tableId, seatNumber: guests.seatNumber, name: guests.name })
    .from(guests)
    .where(
      and(
        idIn(guests.tableId, tableIds),
        movingGuestIds.length ? not(idIn(guests.id, movingGuestIds)) : undefined,
      ),
    );

  const state = new Map(
    locked.map((table) => [table.id, { ...table, seated: 0, seats: new Map<number, string>() }]),
  );
  for (const occupant of occupants) {
    const table = state.get(occupant.tableId!);
    if (!table) continue;
    table.seated += 1;
    if (occupant.seatNumber !== null) table.seats.set(occupant.seatNumber, occupant.name);
  }

  return requests.map(({ tableId, seatNumber, guestName, lowestFreeSeat }): SeatOutcome => {
    const table = state.get(tableId);
    if (!table)
      return {
        tableId: null,
        seatNumber: null,
        problem: "unknownTable",
        message: GUEST_MESSAGES.tableNotFound,
      };
    if (table.seated >= table.capacity) {
      return {
        tableId: null,
        seatNumber: null,
        problem: "full",
        message: GUEST_MESSAGES.tableFull(table.name, table.capacity),
      };
    }
    table.seated += 1;
    if (seatNumber === null && lowestFreeSeat) {
      // Fewer guests than seats sit here, so fewer seat numbers than seats are taken: one is free.
      let free = 1;
      while (table.seats.has(free)) free += 1;
      table.seats.set(free, guestName ?? "another guest");
      return { tableId, seatNumber: free, problem: null, message: null };
    }
    if (seatNumber === null) return { tableId, seatNumber: null, problem: null, message: null };
    if (seatNumber > table.capacity) {
      return {
        tableId,
        seatNumber: null,
        problem: "seatBeyondCapacity",
        message: GUEST_MESSAGES.seatBeyondCapacity(seatNumber, table.name, table.capacity),
      };
    }
    const holder = table.seats.get(seatNumber);
    if (holder !== undefined) {
      return {
        tableId,
        seatNumber: null,
        problem: "seatTaken",
        message: GUEST_MESSAGES.seatTaken(seatNumber, table.name, holder),
      };
    }
    table.seats.set(seatNumber, guestName ?? "another guest");
    return { tableId, seatNumber, problem: null, message: null };
  });
}

/** For a single guest written from the dialog: any problem refuses the write (409 for a full table or a
 * taken seat, as spec section 5's 'Table is full'; 400 for a table of another event). */
export async function reserveSeatOrFail(
  tx: Tx,
  eventId: string,
  request: SeatRequest,
  guestId?: string,
): Promise<{ tableId: string; seatNumber: number | null }> {
  const [outcome] = await reserveSeats(tx, eventId, [request], guestId ? [guestId] : []);
  if (!outcome?.problem) return { tableId: request.tableId, seatNumber: outcome?.seatNumber ?? null };
  const message = outcome.message ?? GUEST_MESSAGES.tableNotFound;
  if (outcome.problem === "unknownTable")
    throw new AppError("validation_failed", message, { tableId: message });
  throw new AppError("conflict", message, {
    [outcome.problem === "full" ? "tableId" : "seatNumber"]: message,
  });
}
