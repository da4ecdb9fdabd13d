import { and, eq, sql } from "drizzle-orm";
import type { Db, Tx } from "@/server/db/client";
import { guestGroupMembers, guestGroups, guests, households } from "@/server/db/schema";
import { AppError } from "@/server/lib/errors";
import { arrayParam, idIn } from "@/server/lib/sql-arrays";
import { recordChange } from "@/server/modules/live/change-log";
import { GUEST_MESSAGES } from "@/shared/guests";
import type { BulkGuests, BulkResult } from "@/shared/guests-bulk";
import { GROUPING_MESSAGES } from "@/shared/guests-groups";
import { guestEvent } from "./guests.service";

async function assertAllGuests(tx: Tx, eventId: string, guestIds: string[]) {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(guests)
    .where(and(eq(guests.eventId, eventId), idIn(guests.id, guestIds)));
  if ((row?.n ?? 0) !== guestIds.length) throw new AppError("not_found", GUEST_MESSAGES.notFound);
}

async function assertGroup(tx: Tx, eventId: string, groupId: string) {
  const [found] = await tx
    .select({ id: guestGroups.id })
    .from(guestGroups)
    .where(and(eq(guestGroups.id, groupId), eq(guestGroups.eventId, eventId)));
  if (!found) throw new AppError("not_found", GROUPING_MESSAGES.groupNotFound);
}

/**
 * One action on a selection of guests, in one transaction: every guest must be the event's own (one that is
 * not makes the whole request a 404 and changes nothing).
 */
export async function bulkGuests(
  db: Db,
  userId: string,
  eventId: string,
  input: BulkGuests,
): Promise<BulkResult> {
  return db.transaction(async (tx) => {
    await guestEvent(tx, userId, eventId);
    await recordChange(tx, eventId, userId, "guests.bulk", ["guests", "seating", "rules"], {
      version: input.action === "delete" ? "bulk-delete" : undefined,
    });
    await assertAllGuests(tx, eventId, input.guestIds);
    const selected = and(eq(guests.eventId, eventId), idIn(guests.id, input.guestIds));
    switch (input.action) {
      case "delete":
        await tx.delete(guests).where(selected);
        break;
      case "setStatus":
        await tx.update(guests).set({ status: input.status, updatedAt: new Date() }).where(selected);
        break;
      case "setHousehold": {
        if (input.householdId) {
          const [found] = await tx
            .select({ id: households.id })
            .from(households)
            .where(and(eq(households.id, input.householdId), eq(households.eventId, eventId)));
          if (!found) throw new AppError("not_found", GROUPING_MESSAGES.householdNotFound);
        }
        await tx
          .update(guests)
          .set({ householdId: input.householdId, updatedAt: new Date() })
          .where(selected);
        break;
      }
      case "addToGroup":
        await assertGroup(tx, eventId, input.groupId);
        await tx.execute(sql`
          insert into ${guestGroupMembers} (guest_id, group_id)
          select id, ${input.groupId}::uuid from unnest(${arrayParam(input.guestIds, "uuid")}) as id
          on conflict do nothing`);
        break;
      case "removeFromGroup":
        await assertGroup(tx, eventId, input.groupId);
        await tx
          .delete(guestGroupMembers)
          .where(
            and(
              eq(guestGroupMembers.groupId, input.groupId),
              idIn(guestGroupMembers.guestId, input.guestIds),
            ),
          );
        break;
    }
    return { affected: input.guestIds.length };
  });
}
