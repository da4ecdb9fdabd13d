import type { Db } from "@/server/db/client";
import { AppError } from "@/server/lib/errors";
import { readGroups } from "@/server/modules/groups/groups.service";
import { readHouseholds } from "@/server/modules/households/households.service";
import { toGuestCsv } from "@/shared/csv/export";
import { GUEST_MESSAGES } from "@/shared/guests";
import { readGuests } from "./guest-rows";
import { guestEvent } from "./guests.service";

/** The guest list as the export file (spec section 3's columns, then household, groups, meal). */
export async function exportGuests(db: Db, userId: string, eventId: string): Promise<string> {
  await guestEvent(db, userId, eventId);
  const [guests, households, groups] = await Promise.all([
    readGuests(db, eventId),
    readHouseholds(db, eventId),
    readGroups(db, eventId),
  ]);
  if (guests.length === 0) throw new AppError("bad_request", GUEST_MESSAGES.noGuestsToExport);
  const householdName = new Map(households.map((household) => [household.id, household.name]));
  const groupName = new Map(groups.map((group) => [group.id, group.name]));
  return toGuestCsv(
    guests.map((guest) => ({
      ...guest,
      household: guest.householdId ? (householdName.get(guest.householdId) ?? null) : null,
      groups: guest.groupIds.map((id) => groupName.get(id)!).sort((a, b) => a.localeCompare(b)),
    })),
  );
}
