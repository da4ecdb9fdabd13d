import { and, asc, eq, sql } from "drizzle-orm";
import type { Db, Tx } from "@/server/db/client";
import { guestGroupMembers, guests, tables } from "@/server/db/schema";
import { AppError } from "@/server/lib/errors";
import { memberEvent } from "@/server/modules/events/member-event";
import { assertRoomFor } from "@/server/modules/guests/guests.service";
import { recordChange } from "@/server/modules/live/change-log";
import { lockTables, seatRefusalError, writePlaces } from "@/server/modules/seats/seats.service";
import { CHECKIN_MESSAGES, type SeatProposal, type WalkInInput, type WalkInResult } from "@/shared/checkin";
import { type ProposalOccupant, type ProposalTable, proposeSeat, serverTimeOf } from "@/shared/checkin-rules";
import { allocateSeats } from "@/shared/seat-allocation";
import { readCheckinGuests } from "./checkin.service";

/** Seated guests with their household and groups, for the proposal. */
async function readOccupants(db: Db | Tx, eventId: string): Promise<ProposalOccupant[]> {
  const rows = await db
    .select({
      id: guests.id,
      tableId: guests.tableId,
      seatNumber: guests.seatNumber,
      householdId: guests.householdId,
      groupIds: sql<
        string[]
      >`coalesce((select array_agg(${guestGroupMembers.groupId}::text) from ${guestGroupMembers}
        where ${guestGroupMembers.guestId} = ${guests.id}), '{}')`,
    })
    .from(guests)
    .where(eq(guests.eventId, eventId));
  return rows.map((row) => ({ ...row, groupIds: row.groupIds ?? [] })) as ProposalOccupant[];
}

/** The event's tables (locked when `tx` writes), with who sits there, and the guests as the proposal sees them. */
async function seatingOf(db: Db | Tx, eventId: string, lock: boolean) {
  const tableRows = await db
    .select({ id: tables.id, number: tables.number })
    .from(tables)
    .where(eq(tables.eventId, eventId))
    .orderBy(asc(tables.id));
  const numbers = new Map(tableRows.map((t) => [t.id, t.number]));
  const allocation = lock
    ? await lockTables(db as Tx, eventId, [...numbers.keys()])
    : await unlockedTables(db, eventId);
  const proposalTables: ProposalTable[] = allocation.map((t) => ({ ...t, number: numbers.get(t.id) ?? 0 }));
  const everyone = await readOccupants(db, eventId);
  return { proposalTables, everyone, occupants: everyone.filter((o) => o.tableId !== null) };
}

async function unlockedTables(db: Db | Tx, eventId: string) {
  const rows = await db
    .select({ id: tables.id, name: tables.name, capacity: tables.capacity })
    .from(tables)
    .where(eq(tables.eventId, eventId));
  const seated = await db
    .select({ tableId: guests.tableId, seatNumber: guests.seatNumber, name: guests.name })
    .from(guests)
    .where(and(eq(guests.eventId, eventId), sql`${guests.tableId} is not null`));
  return rows.map((t) => ({ ...t, occupants: seated.filter((o) => o.tableId === t.id) }));
}

function companionOf(everyone: ProposalOccupant[], withGuestId: string | null | undefined) {
  if (!withGuestId) return null;
  const companion = everyone.find((o) => o.id === withGuestId);
  if (!companion)
    throw new AppError("not_found", CHECKIN_MESSAGES.guestNotFound, {
      withGuestId: CHECKIN_MESSAGES.guestNotFound,
    });
  return companion;
}

/** The seat Add walk-in proposes (null: every table is full). Read without locks: the write checks again. */
export async function proposeWalkInSeat(
  db: Db,
  userId: string,
  eventId: string,
  withGuestId?: string,
): Promise<{ proposal: SeatProposal | null }> {
  await memberEvent(db, userId, eventId);
  const { proposalTables, everyone, occupants } = await seatingOf(db, eventId, false);
  return { proposal: proposeSeat(proposalTables, occupants, companionOf(everyone, withGuestId)) };
}

/** A walk-in already added under this id (sent again by a phone that never heard the answer); an id of another
 * guest, or of another event's, is refused. */
async function alreadyAdded(db: Db | Tx, eventId: string, id: string): Promise<boolean> {
  const [found] = await db
    .select({ eventId: guests.eventId, walkIn: guests.walkIn })
    .from(guests)
    .where(eq(guests.id, id));
  if (!found) return false;
  if (found.eventId !== eventId || !found.walkIn)
    throw new AppError("conflict", CHECKIN_MESSAGES.idTaken, { id: CHECKIN_MESSAGES.idTaken });
  return true;
}

/** Thrown inside the transaction to roll it back (its change entry too) when the walk-in turns out added. */
class AddedMeanwhile extends Error {}

/**
 * Adds someone at the door, checked in and seated, in one transaction: the seat asked for (refused 409 when
 * it was taken meanwhile), or the best free one under the tables' locks, so two walk-ins added at once never
 * share a seat; `seat: null` adds them unseated. They join the household of the guest they came with. Their
 * RSVP status is confirmed: they are here. With an `id` (an offline phone's), sending it again answers the
 * guest added the first time and writes nothing (`created: false`).
 */
export async function addWalkIn(
  db: Db,
  userId: string,
  eventId: string,
  input: WalkInInput & { name: string },
): Promise<WalkInResult & { created: boolean }> {
  await memberEvent(db, userId, eventId);
  const now = new Date();
  const arrivedAt = input.at && input.sentAt ? serverTimeOf(input.at, input.sentAt, now) : now;
  const answer = async (id: string, created: boolean) => {
    const [guest] = await readCheckinGuests(db, eventId, eq(guests.id, id));
    return { guest: guest!, created };
  };
  if (input.id && (await alreadyAdded(db, eventId, input.id))) return answer(input.id, false);
  try {
    const id = await db.transaction(async (tx) => {
      await recordChange(tx, eventId, userId, "checkin.walk-in", ["guests", "seating", "arrivals"]);
      // Under the event's lock: the same walk-in sent twice at once is added once.
      if (input.id && (await alreadyAdded(tx, eventId, input.id))) throw new AddedMeanwhile();
      await assertRoomFor(tx, eventId, 1);
      const { proposalTables, everyone, occupants } = await seatingOf(tx, eventId, true);
      const companion = companionOf(everyone, input.withGuestId);
      let place: { tableId: string; seatNumber: number | null } | null = null;
      if (input.noShowId) {
        place = await unseatNoShow(tx, eventId, input.noShowId);
      } else if (input.seat) {
        const [outcome] = allocateSeats(proposalTables, [{ ...input.seat, guestName: input.name }]);
        if (outcome?.refusal) throw seatRefusalError(outcome.refusal);
        place = input.seat;
      } else if (input.seat === undefined) {
        place = proposeSeat(proposalTables, occupants, companion);
      }
      const [created] = await tx
        .insert(guests)
        .values({
          ...(input.id ? { id: input.id } : {}),
          eventId,
          name: input.name,
          status: "confirmed",
          householdId: companion?.householdId ?? null,
          tableId: place?.tableId ?? null,
          seatNumber: place?.seatNumber ?? null,
          walkIn: true,
          arrivedAt,
          arrivedBy: userId,
          arrivalDevice: input.device ?? null,
          arrivalChangedAt: arrivedAt,
          updatedBy: userId,
        })
        .returning({ id: guests.id });
      return created!.id;
    });
    return answer(id, true);
  } catch (error) {
    if (error instanceof AddedMeanwhile) return answer(input.id!, false);
    throw error;
  }
}

/** A guest who has not arrived, locked and taken off their seat; refused when they came after all. */
export async function unseatNoShow(tx: Tx, eventId: string, noShowId: string) {
  const [noShow] = await tx
    .select({
      id: guests.id,
      name: guests.name,
      tableId: guests.tableId,
      seatNumber: guests.seatNumber,
      arrivedAt: guests.arrivedAt,
    })
    .from(guests)
    .where(and(eq(guests.eventId, eventId), eq(guests.id, noShowId)))
    .for("update");
  if (!noShow)
    throw new AppError("not_found", CHECKIN_MESSAGES.guestNotFound, {
      noShowId: CHECKIN_MESSAGES.guestNotFound,
    });
  if (noShow.arrivedAt) throw new AppError("conflict", CHECKIN_MESSAGES.arrived(noShow.name));
  if (!noShow.tableId) throw new AppError("conflict", CHECKIN_MESSAGES.notSeated(noShow.name));
  await writePlaces(tx, eventId, [{ guestId: noShow.id, tableId: null, seatNumber: null }]);
  return { tableId: noShow.tableId, seatNumber: noShow.seatNumber };
}
