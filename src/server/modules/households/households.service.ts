import { and, eq, sql } from "drizzle-orm";
import type { Db, Tx } from "@/server/db/client";
import { guests, households } from "@/server/db/schema";
import { isUniqueViolation } from "@/server/lib/database-errors";
import { AppError } from "@/server/lib/errors";
import { isUuid } from "@/server/lib/ids";
import { guestEvent } from "@/server/modules/guests/guests.service";
import { recordChange } from "@/server/modules/live/change-log";
import { GROUPING_MESSAGES, type Household } from "@/shared/guests-groups";

// Qualified by hand: drizzle leaves the columns of a one-table select unqualified, which inside the
// subquery would name the guests table's own columns.
const columns = {
  id: households.id,
  name: households.name,
  guestCount: sql<number>`(select count(*) from ${guests} where ${guests}.household_id = ${households}.id)::int`,
};

/** An event's households by name, each with how many guests it holds. */
export async function listHouseholds(db: Db, userId: string, eventId: string): Promise<Household[]> {
  await guestEvent(db, userId, eventId);
  return readHouseholds(db, eventId);
}

export function readHouseholds(db: Db | Tx, eventId: string): Promise<Household[]> {
  return db
    .select(columns)
    .from(households)
    .where(eq(households.eventId, eventId))
    .orderBy(sql`lower(${households.name}) collate "C"`);
}

const exists = () =>
  new AppError("conflict", GROUPING_MESSAGES.householdExists, { name: GROUPING_MESSAGES.householdExists });

export async function createHousehold(
  db: Db,
  userId: string,
  eventId: string,
  name: string,
): Promise<Household> {
  return db.transaction(async (tx) => {
    await guestEvent(tx, userId, eventId);
    await recordChange(tx, eventId, userId, "household.create", ["guests"]);
    const [created] = await tx
      .insert(households)
      .values({ eventId, name })
      .onConflictDoNothing()
      .returning({ id: households.id, name: households.name });
    if (!created) throw exists();
    return { ...created, guestCount: 0 };
  });
}

async function ownedHousehold(db: Tx, userId: string, eventId: string, householdId: string) {
  await guestEvent(db, userId, eventId);
  if (!isUuid(householdId)) throw new AppError("not_found", GROUPING_MESSAGES.householdNotFound);
  const where = and(eq(households.id, householdId), eq(households.eventId, eventId));
  const [found] = await db.select(columns).from(households).where(where);
  if (!found) throw new AppError("not_found", GROUPING_MESSAGES.householdNotFound);
  return { found, where };
}

export async function renameHousehold(
  db: Db,
  userId: string,
  eventId: string,
  householdId: string,
  name: string,
): Promise<Household> {
  return db.transaction(async (tx) => {
    const { found, where } = await ownedHousehold(tx, userId, eventId, householdId);
    await recordChange(tx, eventId, userId, "household.update", ["guests"]);
    try {
      await tx.update(households).set({ name }).where(where);
    } catch (error) {
      if (isUniqueViolation(error)) throw exists();
      throw error;
    }
    return { ...found, name };
  });
}

/** Deletes the household; its guests stay on the list without one (ON DELETE SET NULL). */
export async function deleteHousehold(db: Db, userId: string, eventId: string, householdId: string) {
  await db.transaction(async (tx) => {
    const { where } = await ownedHousehold(tx, userId, eventId, householdId);
    await recordChange(tx, eventId, userId, "household.delete", ["guests"]);
    await tx.delete(households).where(where);
  });
}
