import { and, asc, eq } from "drizzle-orm";
import type { Db } from "@/server/db/client";
import { guests } from "@/server/db/schema";
import { AppError } from "@/server/lib/errors";
import { idIn } from "@/server/lib/sql-arrays";
import { memberEvent } from "@/server/modules/events/member-event";
import { recordChange } from "@/server/modules/live/change-log";
import { lockTables, seatRefusalError, writePlaces } from "@/server/modules/seats/seats.service";
import { type ArrivalResult, CHECKIN_MESSAGES, type TakeSeatInput } from "@/shared/checkin";
import { allocateSeats } from "@/shared/seat-allocation";
import { readCheckinGuests } from "./checkin.service";

/**
 * Gives a guest a seat at the door, in one transaction with the guests and the table locked: the seat of a
 * no-show (who becomes unseated; refused when they have arrived after all), or a free seat — only to a guest
 * without one (a walk-in whose seat went to someone else while the phone was offline): the door seats people,
 * it does not rearrange the plan.
 */
export async function takeSeat(
  db: Db,
  userId: string,
  eventId: string,
  input: TakeSeatInput,
): Promise<ArrivalResult> {
  await memberEvent(db, userId, eventId);
  const ids = [input.guestId, ...(input.noShowId ? [input.noShowId] : [])].sort();
  await db.transaction(async (tx) => {
    await recordChange(tx, eventId, userId, "checkin.take-seat", ["guests", "seating", "arrivals"]);
    const rows = await tx
      .select({
        id: guests.id,
        name: guests.name,
        tableId: guests.tableId,
        seatNumber: guests.seatNumber,
        arrivedAt: guests.arrivedAt,
      })
      .from(guests)
      .where(and(eq(guests.eventId, eventId), idIn(guests.id, ids)))
      .orderBy(asc(guests.id))
      .for("update");
    const guest = rows.find((r) => r.id === input.guestId);
    if (!guest) throw new AppError("not_found", CHECKIN_MESSAGES.guestNotFound);
    if (input.seat) {
      if (guest.tableId) throw new AppError("conflict", CHECKIN_MESSAGES.alreadySeated(guest.name));
      const locked = await lockTables(tx, eventId, [input.seat.tableId], ids);
      const [outcome] = allocateSeats(locked, [{ ...input.seat, guestName: guest.name }]);
      if (outcome?.refusal) throw seatRefusalError(outcome.refusal);
      await writePlaces(tx, eventId, [{ guestId: guest.id, ...input.seat }]);
      return;
    }
    const noShow = rows.find((r) => r.id === input.noShowId);
    if (!noShow) throw new AppError("not_found", CHECKIN_MESSAGES.guestNotFound);
    if (noShow.arrivedAt) throw new AppError("conflict", CHECKIN_MESSAGES.arrived(noShow.name));
    if (!noShow.tableId) throw new AppError("conflict", CHECKIN_MESSAGES.notSeated(noShow.name));
    const locked = await lockTables(tx, eventId, [noShow.tableId], ids);
    const [outcome] = allocateSeats(locked, [
      { tableId: noShow.tableId, seatNumber: noShow.seatNumber, lowestFreeSeat: true, guestName: guest.name },
    ]);
    if (outcome?.refusal) throw seatRefusalError(outcome.refusal);
    await writePlaces(tx, eventId, [
      { guestId: noShow.id, tableId: null, seatNumber: null },
      { guestId: guest.id, tableId: outcome!.tableId, seatNumber: outcome!.seatNumber },
    ]);
  });
  return { guests: await readCheckinGuests(db, eventId, idIn(guests.id, ids)) };
}
