import { and, count, eq, inArray } from "drizzle-orm";
import type { Db, Tx } from "@/server/db/client";
import { guestGroupMembers, guestGroups, guests, households } from "@/server/db/schema";
import { AppError } from "@/server/lib/errors";
import { isUuid } from "@/server/lib/ids";
import { markSetupStep } from "@/server/modules/events/events.service";
import { memberEvent } from "@/server/modules/events/member-event";
import { recordChange } from "@/server/modules/live/change-log";
import { grantedOrFail, reserveSeats } from "@/server/modules/seats/seats.service";
import { assertFresh } from "@/server/modules/team/stale-write";
import {
  type CreateGuest,
  GUEST_MESSAGES,
  type Guest,
  MAX_GUESTS_PER_EVENT,
  type UpdateGuest,
} from "@/shared/guests";
import { GROUPING_MESSAGES } from "@/shared/guests-groups";
import { readGuest, withoutContacts } from "./guest-rows";

/** The event's row, owned by the caller; the guest routes' own word for a missing one. */
export function guestEvent(db: Db | Tx, userId: string, eventId: string, forUpdate = false) {
  return memberEvent(db, userId, eventId, { forUpdate, notFound: GUEST_MESSAGES.noEvent });
}

export async function guestCount(tx: Tx | Db, eventId: string): Promise<number> {
  const [row] = await tx.select({ n: count() }).from(guests).where(eq(guests.eventId, eventId));
  return Number(row?.n ?? 0);
}

/** Refuses a write that would take the event past its guest limit. Call with the event row locked. */
export async function assertRoomFor(tx: Tx, eventId: string, adding: number): Promise<void> {
  if ((await guestCount(tx, eventId)) + adding > MAX_GUESTS_PER_EVENT) {
    throw new AppError("conflict", GUEST_MESSAGES.tooMany(MAX_GUESTS_PER_EVENT));
  }
}

/** A household and groups named for a guest must be the event's own. */
async function assertGrouping(tx: Tx, eventId: string, householdId?: string | null, groupIds?: string[]) {
  if (householdId) {
    const [found] = await tx
      .select({ id: households.id })
      .from(households)
      .where(and(eq(households.id, householdId), eq(households.eventId, eventId)));
    if (!found) {
      throw new AppError("validation_failed", GROUPING_MESSAGES.householdNotFound, {
        householdId: GROUPING_MESSAGES.householdNotFound,
      });
    }
  }
  if (groupIds?.length) {
    const found = await tx
      .select({ id: guestGroups.id })
      .from(guestGroups)
      .where(and(eq(guestGroups.eventId, eventId), inArray(guestGroups.id, groupIds)));
    if (found.length !== groupIds.length) {
      throw new AppError("validation_failed", GROUPING_MESSAGES.groupNotFound, {
        groupIds: GROUPING_MESSAGES.groupNotFound,
      });
    }
  }
}

async function setGroups(tx: Tx, guestId: string, groupIds: string[]) {
  await tx.delete(guestGroupMembers).where(eq(guestGroupMembers.guestId, guestId));
  if (groupIds.length)
    await tx.insert(guestGroupMembers).values(groupIds.map((groupId) => ({ guestId, groupId })));
}

/** Adds a guest: within the event's limit, seated through the seat lock, and the setup checklist's guests
 * step done once the event has its first guest. */
export async function createGuest(
  db: Db,
  userId: string,
  eventId: string,
  input: CreateGuest,
): Promise<Guest> {
  return db.transaction(async (tx) => {
    await guestEvent(tx, userId, eventId, true);
    await recordChange(tx, eventId, userId, "guest.create", ["guests", "seating", "event"]);
    await assertRoomFor(tx, eventId, 1);
    const { groupIds, tableId, seatNumber, ...fields } = input;
    await assertGrouping(tx, eventId, fields.householdId, groupIds);
    const [seat] = tableId ? grantedOrFail(await reserveSeats(tx, eventId, [{ tableId, seatNumber }])) : [];
    const [row] = await tx
      .insert(guests)
      .values({ ...fields, eventId, tableId: seat?.tableId ?? null, seatNumber: seat?.seatNumber ?? null })
      .returning({ id: guests.id });
    if (!row) throw new Error("insert into guests returned no row");
    await setGroups(tx, row.id, groupIds);
    await markSetupStep(tx, eventId, "guests");
    return (await readGuest(tx, eventId, row.id))!;
  });
}

/** The guest, if it belongs to the caller's event; a guest of another event is not found. */
async function ownedGuest(db: Db | Tx, eventId: string, guestId: string, forUpdate = false) {
  if (!isUuid(guestId)) throw new AppError("not_found", GUEST_MESSAGES.notFound);
  const query = db
    .select({
      id: guests.id,
      tableId: guests.tableId,
      seatNumber: guests.seatNumber,
      version: guests.version,
      updatedBy: guests.updatedBy,
    })
    .from(guests)
    .where(and(eq(guests.id, guestId), eq(guests.eventId, eventId)));
  const [found] = forUpdate ? await query.for("update") : await query;
  if (!found) throw new AppError("not_found", GUEST_MESSAGES.notFound);
  return found;
}

export async function getGuest(
  db: Db,
  userId: string,
  eventId: string,
  guestId: string,
  { contacts }: { contacts: boolean },
): Promise<Guest> {
  await guestEvent(db, userId, eventId);
  await ownedGuest(db, eventId, guestId);
  const guest = (await readGuest(db, eventId, guestId))!;
  return contacts ? guest : withoutContacts(guest);
}

/**
 * Changes any of a guest's fields. A new table goes through the seat lock; a new table without a seat number
 * leaves the old table's seat behind; a seat number alone is a seat at the guest's current table.
 */
export async function updateGuest(
  db: Db,
  userId: string,
  eventId: string,
  guestId: string,
  input: UpdateGuest,
): Promise<Guest> {
  return db.transaction(async (tx) => {
    await guestEvent(tx, userId, eventId);
    await recordChange(tx, eventId, userId, "guest.update", ["guests", "seating"]);
    const current = await ownedGuest(tx, eventId, guestId, true);
    const { groupIds, tableId, seatNumber, baseVersion, ...fields } = input;
    await assertFresh(tx, userId, baseVersion, current);
    await assertGrouping(tx, eventId, fields.householdId, groupIds);

    const placing = tableId !== undefined || seatNumber !== undefined;
    const nextTable = tableId !== undefined ? tableId : current.tableId;
    const nextSeat =
      seatNumber !== undefined ? seatNumber : tableId !== undefined ? null : current.seatNumber;
    let place: { tableId: string | null; seatNumber: number | null } | undefined;
    if (placing) {
      if (nextTable === null) {
        if (nextSeat !== null) {
          throw new AppError("validation_failed", GUEST_MESSAGES.seatWithoutTable, {
            seatNumber: GUEST_MESSAGES.seatWithoutTable,
          });
        }
        place = { tableId: null, seatNumber: null };
      } else {
        const request = { tableId: nextTable, seatNumber: nextSeat };
        const [granted] = grantedOrFail(await reserveSeats(tx, eventId, [request], [guestId]));
        place = { tableId: nextTable, seatNumber: granted?.seatNumber ?? null };
      }
    }
    await tx
      .update(guests)
      .set({ ...fields, ...place, updatedAt: new Date() })
      .where(and(eq(guests.id, guestId), eq(guests.eventId, eventId)));
    if (groupIds !== undefined) await setGroups(tx, guestId, groupIds);
    return (await readGuest(tx, eventId, guestId))!;
  });
}

export async function deleteGuest(db: Db, userId: string, eventId: string, guestId: string): Promise<void> {
  await db.transaction(async (tx) => {
    await guestEvent(tx, userId, eventId);
    await recordChange(tx, eventId, userId, "guest.delete", ["guests", "seating", "rules"]);
    await ownedGuest(tx, eventId, guestId);
    await tx.delete(guests).where(and(eq(guests.id, guestId), eq(guests.eventId, eventId)));
  });
}
