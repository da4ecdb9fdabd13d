import { and, asc, eq } from "drizzle-orm";
import type { Db, Tx } from "@/server/db/client";
import { guests } from "@/server/db/schema";
import { AppError } from "@/server/lib/errors";
import { idIn } from "@/server/lib/sql-arrays";
import { guestEvent } from "@/server/modules/guests/guests.service";
import { recordChange } from "@/server/modules/live/change-log";
import { grantedOrFail, lockTables, writePlaces } from "@/server/modules/seats/seats.service";
import { allocateMoves } from "@/shared/seat-allocation";
import { SEATING_MESSAGES, type SeatMove, type SeatPlace } from "@/shared/seating";

/** Guests being moved, locked in id order (as the tables are) so two movers never deadlock. */
async function lockGuests(tx: Tx, eventId: string, guestIds: string[]) {
  const rows = await tx
    .select({ id: guests.id, name: guests.name, tableId: guests.tableId, seatNumber: guests.seatNumber })
    .from(guests)
    .where(and(eq(guests.eventId, eventId), idIn(guests.id, guestIds)))
    .orderBy(asc(guests.id))
    .for("update");
  if (rows.length !== guestIds.length) {
    throw new AppError("not_found", SEATING_MESSAGES.guestNotFound, {
      guestId: SEATING_MESSAGES.guestNotFound,
    });
  }
  return new Map(rows.map((row) => [row.id, row]));
}

/**
 * Seats, moves or unseats guests in one transaction, all or none: one guest dropped on a table, a household
 * moved as a unit, or an undo putting several back. The tables are locked and counted first, then the shared
 * rule the board predicts with (`allocateMoves`) gives the seats, so a table never holds more guests than
 * seats nor a seat two guests; a guest without a seat number keeps their seat at their own table or gets the
 * table's lowest free seat. A refusal changes nothing.
 */
export async function moveGuests(
  db: Db,
  userId: string,
  eventId: string,
  moves: SeatMove[],
): Promise<{ places: SeatPlace[] }> {
  return db.transaction(async (tx) => {
    await guestEvent(tx, userId, eventId);
    await recordChange(tx, eventId, userId, "seating.move", ["seating", "guests"]);
    const guestIds = moves.map((move) => move.guestId).sort();
    const current = await lockGuests(tx, eventId, guestIds);
    const locked = await lockTables(
      tx,
      eventId,
      moves.flatMap((move) => (move.tableId ? [move.tableId] : [])),
      guestIds,
    );
    const outcomes = grantedOrFail(
      allocateMoves(
        locked,
        moves.map((move) => {
          const guest = current.get(move.guestId)!;
          return { ...move, from: guest, guestName: guest.name };
        }),
      ),
    );
    const places = moves.map(({ guestId }, i) => ({
      guestId,
      tableId: outcomes[i]!.tableId,
      seatNumber: outcomes[i]!.seatNumber,
    }));
    await writePlaces(tx, eventId, places);
    return { places };
  });
}
