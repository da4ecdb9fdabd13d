import { eq } from "drizzle-orm";
import type { Db } from "@/server/db/client";
import { tables } from "@/server/db/schema";
import { AppError } from "@/server/lib/errors";
import { readGroups } from "@/server/modules/groups/groups.service";
import { readHouseholds } from "@/server/modules/households/households.service";
import { readSeatingRules } from "@/server/modules/seating-rules/seating-rules.service";
import { toGuestCsv } from "@/shared/csv/export";
import { GUEST_MESSAGES } from "@/shared/guests";
import { ruleLabel } from "@/shared/seating-rules";
import { readGuests } from "./guest-rows";
import { guestEvent } from "./guests.service";

/** The guest list as the export file (the standard columns, then household, groups, meal, seating rules). */
export async function exportGuests(db: Db, userId: string, eventId: string): Promise<string> {
  await guestEvent(db, userId, eventId);
  const csv = await guestListCsv(db, eventId);
  if (csv === null) throw new AppError("bad_request", GUEST_MESSAGES.noGuestsToExport);
  return csv;
}

/** The event's export file, or null when it has no guests (the data download's guests.csv too). */
export async function guestListCsv(db: Db, eventId: string): Promise<string | null> {
  const [guests, eventTables, households, groups, rules] = await Promise.all([
    readGuests(db, eventId),
    db.select({ id: tables.id, name: tables.name }).from(tables).where(eq(tables.eventId, eventId)),
    readHouseholds(db, eventId),
    readGroups(db, eventId),
    readSeatingRules(db, eventId),
  ]);
  if (guests.length === 0) return null;
  const tableName = new Map(eventTables.map((table) => [table.id, table.name]));
  const householdName = new Map(households.map((household) => [household.id, household.name]));
  const groupName = new Map(groups.map((group) => [group.id, group.name]));
  const rulesOf = new Map<string, string[]>();
  for (const rule of rules)
    for (const [guestId, other] of [
      [rule.guestAId, rule.guestBName],
      [rule.guestBId, rule.guestAName],
    ] as const)
      rulesOf.set(guestId, [...(rulesOf.get(guestId) ?? []), `${ruleLabel(rule)}: ${other}`]);
  return toGuestCsv(
    guests.map((guest) => ({
      ...guest,
      tableName: guest.tableId ? (tableName.get(guest.tableId) ?? null) : null,
      household: guest.householdId ? (householdName.get(guest.householdId) ?? null) : null,
      groups: guest.groupIds.map((id) => groupName.get(id)!).sort((a, b) => a.localeCompare(b)),
      seatingRules: rulesOf.get(guest.id) ?? [],
    })),
  );
}
