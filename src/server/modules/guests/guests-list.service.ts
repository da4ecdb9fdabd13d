import { asc, eq } from "drizzle-orm";
import type { Db } from "@/server/db/client";
import { guests, tables } from "@/server/db/schema";
import { readGroups } from "@/server/modules/groups/groups.service";
import { readHouseholds } from "@/server/modules/households/households.service";
import type { GuestList } from "@/shared/guests-list";
import { readGuests, withoutContacts } from "./guest-rows";
import { guestEvent } from "./guests.service";

/** Everything the guest screen shows, read from one snapshot so the parts agree with each other; without
 * `contacts`, the guests' e-mails, phones and notes are left out. */
export async function listGuests(
  db: Db,
  userId: string,
  eventId: string,
  { contacts }: { contacts: boolean },
): Promise<GuestList> {
  await guestEvent(db, userId, eventId);
  return db.transaction(
    async (tx) => {
      const guestList = await readGuests(tx, eventId);
      const households = await readHouseholds(tx, eventId);
      const groups = await readGroups(tx, eventId);
      const tableRows = await tx
        .select({
          id: tables.id,
          number: tables.number,
          name: tables.name,
          capacity: tables.capacity,
          seated: tx.$count(guests, eq(guests.tableId, tables.id)),
        })
        .from(tables)
        .where(eq(tables.eventId, eventId))
        .orderBy(asc(tables.number));
      return {
        guests: contacts ? guestList : guestList.map(withoutContacts),
        households,
        groups,
        tables: tableRows.map((table) => ({ ...table, seated: Number(table.seated) })),
      };
    },
    { isolationLevel: "repeatable read", accessMode: "read only" },
  );
}
