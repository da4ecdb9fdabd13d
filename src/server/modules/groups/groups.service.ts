import { and, eq, sql } from "drizzle-orm";
import type { z } from "zod";
import type { Db, Tx } from "@/server/db/client";
import { guestGroupMembers, guestGroups } from "@/server/db/schema";
import { isUniqueViolation } from "@/server/lib/database-errors";
import { AppError } from "@/server/lib/errors";
import { isUuid } from "@/server/lib/ids";
import { guestEvent } from "@/server/modules/guests/guests.service";
import { recordChange } from "@/server/modules/live/change-log";
import {
  type createGroupSchema,
  GROUPING_MESSAGES,
  type GuestGroup,
  type updateGroupSchema,
} from "@/shared/guests-groups";

const columns = {
  id: guestGroups.id,
  name: guestGroups.name,
  importance: guestGroups.importance,
  // Qualified by hand: drizzle leaves the columns of a one-table select unqualified.
  guestCount: sql<number>`(select count(*) from ${guestGroupMembers} where ${guestGroupMembers}.group_id = ${guestGroups}.id)::int`,
};

/** An event's groups by name, each with how many guests are in it. */
export async function listGroups(db: Db, userId: string, eventId: string): Promise<GuestGroup[]> {
  await guestEvent(db, userId, eventId);
  return readGroups(db, eventId);
}

export function readGroups(db: Db | Tx, eventId: string): Promise<GuestGroup[]> {
  return db
    .select(columns)
    .from(guestGroups)
    .where(eq(guestGroups.eventId, eventId))
    .orderBy(sql`lower(${guestGroups.name}) collate "C"`);
}

const exists = () =>
  new AppError("conflict", GROUPING_MESSAGES.groupExists, { name: GROUPING_MESSAGES.groupExists });

export async function createGroup(
  db: Db,
  userId: string,
  eventId: string,
  input: z.output<typeof createGroupSchema>,
): Promise<GuestGroup> {
  return db.transaction(async (tx) => {
    await guestEvent(tx, userId, eventId);
    await recordChange(tx, eventId, userId, "group.create", ["guests"]);
    const [created] = await tx
      .insert(guestGroups)
      .values({ eventId, ...input })
      .onConflictDoNothing()
      .returning({ id: guestGroups.id, name: guestGroups.name, importance: guestGroups.importance });
    if (!created) throw exists();
    return { ...created, guestCount: 0 };
  });
}

async function ownedGroup(db: Tx, userId: string, eventId: string, groupId: string) {
  await guestEvent(db, userId, eventId);
  if (!isUuid(groupId)) throw new AppError("not_found", GROUPING_MESSAGES.groupNotFound);
  const where = and(eq(guestGroups.id, groupId), eq(guestGroups.eventId, eventId));
  const [found] = await db.select(columns).from(guestGroups).where(where);
  if (!found) throw new AppError("not_found", GROUPING_MESSAGES.groupNotFound);
  return { found, where };
}

/** Renames a group or sets how much auto-seat weighs it. */
export async function updateGroup(
  db: Db,
  userId: string,
  eventId: string,
  groupId: string,
  input: z.output<typeof updateGroupSchema>,
): Promise<GuestGroup> {
  return db.transaction(async (tx) => {
    const { found, where } = await ownedGroup(tx, userId, eventId, groupId);
    if (Object.keys(input).length === 0) return found;
    await recordChange(tx, eventId, userId, "group.update", ["guests"]);
    try {
      await tx.update(guestGroups).set(input).where(where);
    } catch (error) {
      if (isUniqueViolation(error)) throw exists();
      throw error;
    }
    return { ...found, ...input };
  });
}

/** Deletes the group; its guests stay on the list, out of it. */
export async function deleteGroup(db: Db, userId: string, eventId: string, groupId: string) {
  await db.transaction(async (tx) => {
    const { where } = await ownedGroup(tx, userId, eventId, groupId);
    await recordChange(tx, eventId, userId, "group.delete", ["guests"]);
    await tx.delete(guestGroups).where(where);
  });
}
