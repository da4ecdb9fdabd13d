import { eq } from "drizzle-orm";
import type { Db } from "@/server/db/client";
import { guestGroupMembers, guests } from "@/server/db/schema";
import { readGroups } from "@/server/modules/groups/groups.service";
import { BY_NAME } from "@/server/modules/guests/guest-rows";
import { guestEvent } from "@/server/modules/guests/guests.service";
import { readHouseholds } from "@/server/modules/households/households.service";
import { readFloorPlan } from "@/server/modules/tables/floor-plan.read";
import type { BoardGuest, SeatingBoard } from "@/shared/seating";

/** What the Assign Seats board shows, read from one snapshot so a guest's table is always on the plan. */
export async function readSeatingBoard(db: Db, userId: string, eventId: string): Promise<SeatingBoard> {
  await guestEvent(db, userId, eventId);
  return db.transaction(
    async (tx) => {
      const plan = await readFloorPlan(tx, eventId);
      const rows = await tx
        .select({
          id: guests.id,
          name: guests.name,
          status: guests.status,
          householdId: guests.householdId,
          tableId: guests.tableId,
          seatNumber: guests.seatNumber,
          seatNumberLocked: guests.seatNumberLocked,
        })
        .from(guests)
        .where(eq(guests.eventId, eventId))
        .orderBy(...BY_NAME);
      const memberships = await tx
        .select({ guestId: guestGroupMembers.guestId, groupId: guestGroupMembers.groupId })
        .from(guestGroupMembers)
        .innerJoin(guests, eq(guests.id, guestGroupMembers.guestId))
        .where(eq(guests.eventId, eventId));
      const groupsOf = new Map<string, string[]>();
      for (const { guestId, groupId } of memberships) {
        const list = groupsOf.get(guestId);
        if (list) list.push(groupId);
        else groupsOf.set(guestId, [groupId]);
      }
      const boardGuests: BoardGuest[] = rows.map((row) => ({ ...row, groupIds: groupsOf.get(row.id) ?? [] }));
      return {
        ...plan,
        guests: boardGuests,
        households: await readHouseholds(tx, eventId),
        groups: await readGroups(tx, eventId),
      };
    },
    { isolationLevel: "repeatable read", accessMode: "read only" },
  );
}
