import { and, asc, eq, sql } from "drizzle-orm";
import type { Db, Tx } from "@/server/db/client";
import {
  guestGroupMembers,
  guestGroups,
  guests,
  households,
  seatingSnapshots,
  tables,
} from "@/server/db/schema";
import { AppError } from "@/server/lib/errors";
import { idIn } from "@/server/lib/sql-arrays";
import { BY_NAME } from "@/server/modules/guests/guest-rows";
import { guestEvent } from "@/server/modules/guests/guests.service";
import { recordChange } from "@/server/modules/live/change-log";
import { readSeatingRules } from "@/server/modules/seating-rules/seating-rules.service";
import { grantedOrFail, reserveSeats, writePlaces } from "@/server/modules/seats/seats.service";
import {
  type ApplyPlanInput,
  type ApplyPlanResult,
  AUTO_SEAT_MESSAGES,
  type PinGuestsInput,
  type PinSeatInput,
  type SeatingData,
} from "@/shared/auto-seat-plan";
import { GUEST_MESSAGES } from "@/shared/guests";
import type { SeatRequest } from "@/shared/seat-allocation";
import type { SeatPlace } from "@/shared/seating";

/** Everything auto-seat reads about an event, in one request (the Web Worker builds the instance from it). */
export async function readSeatingData(db: Db, userId: string, eventId: string): Promise<SeatingData> {
  await guestEvent(db, userId, eventId);
  const [guestRows, memberships, tableRows, groupRows, householdRows, rules, snapshot] = await Promise.all([
    db
      .select({
        id: guests.id,
        name: guests.name,
        status: guests.status,
        tableId: guests.tableId,
        seatNumber: guests.seatNumber,
        householdId: guests.householdId,
        seatLocked: guests.seatLocked,
        seatNumberLocked: guests.seatNumberLocked,
      })
      .from(guests)
      .where(eq(guests.eventId, eventId))
      .orderBy(...BY_NAME),
    db
      .select({ guestId: guestGroupMembers.guestId, groupId: guestGroupMembers.groupId })
      .from(guestGroupMembers)
      .innerJoin(guests, eq(guests.id, guestGroupMembers.guestId))
      .where(eq(guests.eventId, eventId)),
    db
      .select({
        id: tables.id,
        number: tables.number,
        name: tables.name,
        capacity: tables.capacity,
        shape: tables.shape,
        isHead: tables.isHead,
      })
      .from(tables)
      .where(eq(tables.eventId, eventId))
      .orderBy(asc(tables.number)),
    db
      .select({ id: guestGroups.id, name: guestGroups.name, importance: guestGroups.importance })
      .from(guestGroups)
      .where(eq(guestGroups.eventId, eventId))
      .orderBy(sql`lower(${guestGroups.name}) collate "C"`),
    db
      .select({ id: households.id, name: households.name })
      .from(households)
      .where(eq(households.eventId, eventId))
      .orderBy(sql`lower(${households.name}) collate "C"`),
    readSeatingRules(db, eventId),
    db
      .select({ eventId: seatingSnapshots.eventId })
      .from(seatingSnapshots)
      .where(eq(seatingSnapshots.eventId, eventId)),
  ]);
  const groupsOf = new Map<string, string[]>();
  for (const { guestId, groupId } of memberships) {
    const list = groupsOf.get(guestId);
    if (list) list.push(groupId);
    else groupsOf.set(guestId, [groupId]);
  }
  return {
    tables: tableRows,
    guests: guestRows.map((guest) => ({ ...guest, groupIds: groupsOf.get(guest.id) ?? [] })),
    groups: groupRows,
    households: householdRows,
    rules,
    undoAvailable: snapshot.length > 0,
  };
}

interface CurrentSeat {
  id: string;
  name: string;
  tableId: string | null;
  seatNumber: number | null;
  seatLocked: boolean;
  seatNumberLocked: boolean;
}

async function currentSeats(tx: Tx, eventId: string, guestIds: string[]): Promise<Map<string, CurrentSeat>> {
  if (guestIds.length === 0) return new Map();
  const rows = await tx
    .select({
      id: guests.id,
      name: guests.name,
      tableId: guests.tableId,
      seatNumber: guests.seatNumber,
      seatLocked: guests.seatLocked,
      seatNumberLocked: guests.seatNumberLocked,
    })
    .from(guests)
    .where(and(eq(guests.eventId, eventId), idIn(guests.id, guestIds)));
  return new Map(rows.map((row) => [row.id, row]));
}

/**
 * Seats the changes through the one seat path (the tables locked and counted, the shared rule applied), then
 * writes them in one statement. Any table full, seat taken or table unknown refuses the whole write: the
 * caller's transaction rolls back and nothing moves.
 */
async function writeSeats(tx: Tx, eventId: string, changes: SeatPlace[], names: Map<string, string>) {
  if (changes.length === 0) return;
  const requests: SeatRequest[] = changes.flatMap((change) =>
    change.tableId === null
      ? []
      : [{ tableId: change.tableId, seatNumber: change.seatNumber, guestName: names.get(change.guestId) }],
  );
  grantedOrFail(
    await reserveSeats(
      tx,
      eventId,
      requests,
      changes.map((change) => change.guestId),
    ),
  );
  await writePlaces(tx, eventId, changes);
}

/**
 * Applies a plan in one transaction, the event row locked so two applies (or an apply and an undo) run one
 * after the other: every changed guest's table and seat written at once (the seats of the guests who move let
 * go first, so two guests trading seats never meet the unique seat). Every guest must be the event's own
 * (else 404, nothing changes); guests pinned to their table, or to their seat, stay there (else 409). A guest
 * listed without a seat number keeps theirs if they stay at their table, and has none if they move. The
 * previous places of the guests who move are kept for undo (replacing the previous plan's).
 */
export async function applyPlan(
  db: Db,
  userId: string,
  eventId: string,
  input: ApplyPlanInput,
): Promise<ApplyPlanResult> {
  return db.transaction(async (tx) => {
    await guestEvent(tx, userId, eventId, true);
    await recordChange(tx, eventId, userId, "auto-seat.apply", ["seating", "guests"], {
      version: "auto-seat",
    });
    const plan = input.assignments.map((item) => ({
      guestId: item.guestId.toLowerCase(),
      tableId: item.tableId?.toLowerCase() ?? null,
      seatNumber: item.seatNumber,
    }));
    const current = await currentSeats(
      tx,
      eventId,
      plan.map((item) => item.guestId),
    );
    if (current.size !== plan.length) throw new AppError("not_found", GUEST_MESSAGES.notFound);
    const changes: SeatPlace[] = [];
    const previous: SeatPlace[] = [];
    for (const item of plan) {
      const guest = current.get(item.guestId)!;
      const stays = guest.tableId === item.tableId;
      const seatNumber = item.seatNumber === undefined ? (stays ? guest.seatNumber : null) : item.seatNumber;
      if (stays && seatNumber === guest.seatNumber) continue;
      if (guest.seatLocked && guest.tableId !== null && !stays)
        throw new AppError("conflict", AUTO_SEAT_MESSAGES.pinned(guest.name));
      if (guest.seatNumberLocked && guest.tableId !== null && guest.seatNumber !== null)
        throw new AppError("conflict", AUTO_SEAT_MESSAGES.seatPinned(guest.name));
      changes.push({ guestId: guest.id, tableId: item.tableId, seatNumber });
      previous.push({ guestId: guest.id, tableId: guest.tableId, seatNumber: guest.seatNumber });
    }
    const names = new Map([...current.values()].map((guest) => [guest.id, guest.name]));
    await writeSeats(tx, eventId, changes, names);
    if (changes.length > 0)
      await tx
        .insert(seatingSnapshots)
        .values({ eventId, seats: previous })
        .onConflictDoUpdate({
          target: seatingSnapshots.eventId,
          set: { seats: previous, createdAt: new Date() },
        });
    const [snapshot] = await tx
      .select({ eventId: seatingSnapshots.eventId })
      .from(seatingSnapshots)
      .where(eq(seatingSnapshots.eventId, eventId));
    return { moved: changes.length, undoAvailable: snapshot !== undefined };
  });
}

/**
 * Puts the guests the last applied plan moved back where they sat before, in one transaction. Guests deleted
 * since are skipped, and a table deleted since leaves its guest unseated; a seat taken since by someone else
 * (a hand edit) refuses the undo whole with the seat's message.
 */
export async function undoPlan(db: Db, userId: string, eventId: string): Promise<ApplyPlanResult> {
  return db.transaction(async (tx) => {
    await guestEvent(tx, userId, eventId, true);
    await recordChange(tx, eventId, userId, "auto-seat.undo", ["seating", "guests"]);
    const [snapshot] = await tx
      .select({ seats: seatingSnapshots.seats })
      .from(seatingSnapshots)
      .where(eq(seatingSnapshots.eventId, eventId));
    if (!snapshot) throw new AppError("conflict", AUTO_SEAT_MESSAGES.nothingToUndo);
    const current = await currentSeats(
      tx,
      eventId,
      snapshot.seats.map((seat) => seat.guestId),
    );
    const tableIds = snapshot.seats.flatMap((seat) => (seat.tableId ? [seat.tableId] : []));
    const liveTables = new Set(
      tableIds.length
        ? (
            await tx
              .select({ id: tables.id })
              .from(tables)
              .where(and(eq(tables.eventId, eventId), idIn(tables.id, [...new Set(tableIds)])))
          ).map((row) => row.id)
        : [],
    );
    const changes: SeatPlace[] = [];
    for (const seat of snapshot.seats) {
      const guest = current.get(seat.guestId);
      if (!guest) continue;
      const tableId = seat.tableId && liveTables.has(seat.tableId) ? seat.tableId : null;
      const seatNumber = tableId ? seat.seatNumber : null;
      if (guest.tableId === tableId && guest.seatNumber === seatNumber) continue;
      changes.push({ guestId: guest.id, tableId, seatNumber });
    }
    const names = new Map([...current.values()].map((guest) => [guest.id, guest.name]));
    await writeSeats(tx, eventId, changes, names);
    await tx.delete(seatingSnapshots).where(eq(seatingSnapshots.eventId, eventId));
    return { moved: changes.length, undoAvailable: false };
  });
}

/** Pins a guest to the seat they have, or unpins them: the guest must be the event's own (else 404), and a
 * pin needs a seat (else 409). */
export async function pinSeat(db: Db, userId: string, eventId: string, input: PinSeatInput) {
  const guestId = input.guestId.toLowerCase();
  return db.transaction(async (tx) => {
    await guestEvent(tx, userId, eventId);
    await recordChange(tx, eventId, userId, "auto-seat.seat-pin", ["seating", "guests"]);
    const [guest] = await tx
      .select({ name: guests.name, tableId: guests.tableId, seatNumber: guests.seatNumber })
      .from(guests)
      .where(and(eq(guests.eventId, eventId), eq(guests.id, guestId)))
      .for("update");
    if (!guest) throw new AppError("not_found", GUEST_MESSAGES.notFound);
    if (input.locked && (guest.tableId === null || guest.seatNumber === null))
      throw new AppError("conflict", AUTO_SEAT_MESSAGES.noSeatToPin(guest.name));
    await tx
      .update(guests)
      .set({ seatNumberLocked: input.locked, updatedAt: new Date() })
      .where(eq(guests.id, guestId));
    return { guestId, seatNumberLocked: input.locked };
  });
}

/** Pins or unpins guests to their table; every guest must be the event's own (else 404). */
export async function pinGuests(db: Db, userId: string, eventId: string, input: PinGuestsInput) {
  const ids = [...new Set(input.guestIds.map((id) => id.toLowerCase()))];
  return db.transaction(async (tx) => {
    await guestEvent(tx, userId, eventId);
    await recordChange(tx, eventId, userId, "auto-seat.pin", ["seating", "guests"]);
    const updated = await tx
      .update(guests)
      .set({ seatLocked: input.locked, updatedAt: new Date() })
      .where(and(eq(guests.eventId, eventId), idIn(guests.id, ids)))
      .returning({ id: guests.id });
    if (updated.length !== ids.length) throw new AppError("not_found", GUEST_MESSAGES.notFound);
    return { updated: updated.length };
  });
}
