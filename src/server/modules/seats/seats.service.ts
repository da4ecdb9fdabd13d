import { and, asc, eq, isNotNull, not, sql } from "drizzle-orm";
import type { Tx } from "@/server/db/client";
import { guests, tables } from "@/server/db/schema";
import { AppError } from "@/server/lib/errors";
import { arrayParam, idIn } from "@/server/lib/sql-arrays";
import {
  type AllocationTable,
  allocateSeats,
  type SeatOutcome,
  type SeatRefusal,
  type SeatRequest,
} from "@/shared/seat-allocation";
import type { SeatPlace } from "@/shared/seating";

/**
 * The tables asked for, locked inside the caller's transaction (in id order, so two writers never deadlock),
 * with who already sits there. Concurrent writers wait on the lock, so what the shared rule grants from this
 * (`src/shared/seat-allocation.ts`) is still true when the caller stores it in the same transaction: a table
 * never holds more guests than its capacity nor a seat two guests. `movingGuestIds` are guests being
 * re-seated: their current places do not count against them. A table of another event is left out.
 */
export async function lockTables(
  tx: Tx,
  eventId: string,
  tableIds: string[],
  movingGuestIds: string[] = [],
): Promise<AllocationTable[]> {
  const ids = [...new Set(tableIds)].sort();
  if (ids.length === 0) return [];
  const locked = await tx
    .select({ id: tables.id, name: tables.name, capacity: tables.capacity })
    .from(tables)
    .where(and(eq(tables.eventId, eventId), idIn(tables.id, ids)))
    .orderBy(asc(tables.id))
    .for("update");
  const occupants = await tx
    .select({ tableId: guests.tableId, seatNumber: guests.seatNumber, name: guests.name })
    .from(guests)
    .where(
      and(
        idIn(guests.tableId, ids),
        movingGuestIds.length ? not(idIn(guests.id, movingGuestIds)) : undefined,
      ),
    );
  const byId = new Map<string, AllocationTable>(
    locked.map((table) => [table.id, { ...table, occupants: [] }]),
  );
  for (const occupant of occupants) byId.get(occupant.tableId!)?.occupants.push(occupant);
  return [...byId.values()];
}

/** The one place a guest is given a table and seat (src/shared/seat-allocation.ts): the requests granted in
 * order under the tables' locks. The caller stores the outcomes in the same transaction. */
export async function reserveSeats(
  tx: Tx,
  eventId: string,
  requests: SeatRequest[],
  movingGuestIds: string[] = [],
): Promise<SeatOutcome[]> {
  const locked = await lockTables(
    tx,
    eventId,
    requests.map((request) => request.tableId),
    movingGuestIds,
  );
  return allocateSeats(locked, requests);
}

/** A refused seat as the API answers it, one status per cause: a table that is not the event's is not found
 * (404); a full table, a taken seat or a seat the table does not have conflicts with the table as it is
 * (409). The field named is the one the owner has to change. */
export function seatRefusalError(refusal: SeatRefusal): AppError {
  switch (refusal.cause) {
    case "unknownTable":
      return new AppError("not_found", refusal.message, { tableId: refusal.message });
    case "full":
      return new AppError("conflict", refusal.message, { tableId: refusal.message });
    case "seatTaken":
    case "seatBeyondCapacity":
      return new AppError("conflict", refusal.message, { seatNumber: refusal.message });
  }
}

/** Every outcome granted, or the first refusal thrown (the caller's transaction rolls back). */
export function grantedOrFail(outcomes: SeatOutcome[]): SeatOutcome[] {
  const refused = outcomes.find((outcome) => outcome.refusal)?.refusal;
  if (refused) throw seatRefusalError(refused);
  return outcomes;
}

/**
 * Stores places reserved in the same transaction, in one statement however many guests move. Seats are let
 * go first: two guests swapping seats would otherwise meet the unique seat index halfway.
 */
export async function writePlaces(tx: Tx, eventId: string, places: SeatPlace[]): Promise<void> {
  if (places.length === 0) return;
  const ids = places.map((place) => place.guestId);
  await tx
    .update(guests)
    .set({ seatNumber: null })
    .where(and(eq(guests.eventId, eventId), idIn(guests.id, ids), isNotNull(guests.seatNumber)));
  await tx.execute(sql`
    update ${guests} set
      table_id = moved.table_id,
      seat_number = moved.seat_number,
      updated_at = now()
    from unnest(
      ${arrayParam(ids, "uuid")},
      ${arrayParam(
        places.map((place) => place.tableId),
        "uuid",
      )},
      ${arrayParam(
        places.map((place) => place.seatNumber),
        "int",
      )}
    ) as moved(guest_id, table_id, seat_number)
    where ${guests.id} = moved.guest_id and ${guests.eventId} = ${eventId}`);
}
