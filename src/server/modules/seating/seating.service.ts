import { and, asc, eq, sql } from "drizzle-orm";
import type { Db, Tx } from "@/server/db/client";
import { guests, tables } from "@/server/db/schema";
import { AppError } from "@/server/lib/errors";
import { guestEvent } from "@/server/modules/guests/guests.service";
import { reserveSeats, type SeatOutcome } from "@/server/modules/guests/seat-assignment";
import { arrayParam, idIn } from "@/server/modules/guests/sql-arrays";
import { SEATING_MESSAGES, type SeatMove, type SeatPlace } from "@/shared/seating";

/** A refused move, answered as the spec words it: a full table or a taken seat is a conflict (409, 'Table is
 * full'), a seat past the table's capacity is bad input (400). */
function refusal(outcome: SeatOutcome): AppError {
  const message = outcome.message ?? SEATING_MESSAGES.tableNotFound;
  switch (outcome.problem) {
    case "full":
      return new AppError("conflict", message, { tableId: message });
    case "seatTaken":
      return new AppError("conflict", message, { seatNumber: message });
    case "seatBeyondCapacity":
      return new AppError("validation_failed", message, { seatNumber: message });
    default:
      return new AppError("not_found", SEATING_MESSAGES.tableNotFound, {
        tableId: SEATING_MESSAGES.tableNotFound,
      });
  }
}

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

async function assertTables(tx: Tx, eventId: string, tableIds: string[]) {
  if (tableIds.length === 0) return;
  const found = await tx
    .select({ id: tables.id })
    .from(tables)
    .where(and(eq(tables.eventId, eventId), idIn(tables.id, tableIds)));
  if (found.length !== tableIds.length) {
    throw new AppError("not_found", SEATING_MESSAGES.tableNotFound, {
      tableId: SEATING_MESSAGES.tableNotFound,
    });
  }
}

/**
 * Seats, moves or unseats guests in one transaction, all or none: one guest dropped on a table, a household
 * moved as a unit, or an undo putting several back. Every place goes through `reserveSeats` (the table rows
 * locked, guests counted inside the lock), so a table never holds more guests than seats nor a seat two
 * guests; a guest without a seat number gets the table's lowest free seat. A refusal changes nothing.
 */
export async function moveGuests(
  db: Db,
  userId: string,
  eventId: string,
  moves: SeatMove[],
): Promise<{ places: SeatPlace[] }> {
  return db.transaction(async (tx) => {
    await guestEvent(tx, userId, eventId);
    const guestIds = moves.map((move) => move.guestId).sort();
    const current = await lockGuests(tx, eventId, guestIds);
    // A guest asked to stay at their own table without a seat number keeps their seat.
    const seating = moves
      .filter((move) => move.tableId !== null)
      .map((move) => {
        const now = current.get(move.guestId);
        return move.seatNumber === null && now?.tableId === move.tableId
          ? { ...move, seatNumber: now.seatNumber }
          : move;
      });
    await assertTables(tx, eventId, [...new Set(seating.map((move) => move.tableId!))]);

    // Seats asked for by number first, so a default seat never takes one another guest asked for.
    const ordered = [
      ...seating.filter((move) => move.seatNumber !== null),
      ...seating.filter((move) => move.seatNumber === null),
    ];
    const outcomes = await reserveSeats(
      tx,
      eventId,
      ordered.map((move) => ({
        tableId: move.tableId!,
        seatNumber: move.seatNumber,
        lowestFreeSeat: true,
        guestName: current.get(move.guestId)?.name,
      })),
      guestIds,
    );
    const refused = outcomes.find((outcome) => outcome.problem);
    if (refused) throw refusal(refused);

    const places = new Map<string, SeatPlace>(
      moves.map((move) => [move.guestId, { guestId: move.guestId, tableId: null, seatNumber: null }]),
    );
    ordered.forEach((move, i) => {
      places.set(move.guestId, {
        guestId: move.guestId,
        tableId: move.tableId,
        seatNumber: outcomes[i]?.seatNumber ?? null,
      });
    });
    const list = [...places.values()];
    // Seats let go first: two movers swapping seats would otherwise meet the unique index halfway.
    await tx.update(guests).set({ seatNumber: null }).where(idIn(guests.id, guestIds));
    await tx.execute(sql`
      update ${guests} set
        table_id = moved.table_id,
        seat_number = moved.seat_number,
        updated_at = now()
      from unnest(
        ${arrayParam(
          list.map((place) => place.guestId),
          "uuid",
        )},
        ${arrayParam(
          list.map((place) => place.tableId),
          "uuid",
        )},
        ${arrayParam(
          list.map((place) => place.seatNumber),
          "int",
        )}
      ) as moved(guest_id, table_id, seat_number)
      where ${guests.id} = moved.guest_id and ${guests.eventId} = ${eventId}`);
    return { places: moves.map((move) => places.get(move.guestId)!) };
  });
}
