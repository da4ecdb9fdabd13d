import { and, asc, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { Db, Tx } from "@/server/db/client";
import { guestGroupMembers, guests, tables } from "@/server/db/schema";
import type { Guest } from "@/shared/guests";

/** Reading guests as the API answers them: with their table's number and their groups. No timestamps: the
 * list has 10,000 of them to send, and parsing two dates per row was a third of reading it. */

const columns = {
  id: guests.id,
  name: guests.name,
  email: guests.email,
  phone: guests.phone,
  status: guests.status,
  tableId: guests.tableId,
  tableNumber: tables.number,
  seatNumber: guests.seatNumber,
  dietaryRestrictions: guests.dietaryRestrictions,
  notes: guests.notes,
  householdId: guests.householdId,
  meal: guests.meal,
  version: guests.version,
  /** When their invitation answered on the guest page, in milliseconds (a number, not a date to parse). */
  rsvpAt: sql<number | null>`(extract(epoch from ${guests.rsvpAt}) * 1000)::float8`,
  plusOne: guests.plusOne,
};

/** The same order on PGlite and PostgreSQL whatever their collations: by name ignoring case, byte-wise. */
export const BY_NAME = [sql`lower(${guests.name}) collate "C"`, asc(guests.id)];

/** An event's guests (or some of them), ordered by name. */
export async function readGuests(db: Db | Tx, eventId: string, guestIds?: string[]): Promise<Guest[]> {
  const where: SQL | undefined = guestIds
    ? and(eq(guests.eventId, eventId), inArray(guests.id, guestIds))
    : eq(guests.eventId, eventId);
  const [rows, memberships] = await Promise.all([
    db
      .select(columns)
      .from(guests)
      .leftJoin(tables, eq(tables.id, guests.tableId))
      .where(where)
      .orderBy(...BY_NAME),
    db
      .select({ guestId: guestGroupMembers.guestId, groupId: guestGroupMembers.groupId })
      .from(guestGroupMembers)
      .innerJoin(guests, eq(guests.id, guestGroupMembers.guestId))
      .where(where),
  ]);
  const groupsOf = new Map<string, string[]>();
  for (const { guestId, groupId } of memberships) {
    const list = groupsOf.get(guestId);
    if (list) list.push(groupId);
    else groupsOf.set(guestId, [groupId]);
  }
  return rows.map((row) => ({ ...row, groupIds: groupsOf.get(row.id) ?? [] }));
}

/** A guest as a role without `guests.contacts` (src/shared/team.ts: the caterer) reads them: no e-mail,
 * phone or notes. */
export function withoutContacts(guest: Guest): Guest {
  return { ...guest, email: null, phone: null, notes: null };
}

/** One guest of the event, or undefined. */
export async function readGuest(db: Db | Tx, eventId: string, guestId: string): Promise<Guest | undefined> {
  return (await readGuests(db, eventId, [guestId]))[0];
}
