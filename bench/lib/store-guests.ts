// The guest benchmarks' baseline: an event's guests as the import stored them, deleted and stored again
// the way the import stores them (one transaction, unnest(array parameters) INSERTs in the import's
// chunks), so an import is compared with the raw writes of the same rows under the same constraints.
import { sql } from "drizzle-orm";
import type { Database } from "@/server/db/client";
import { arrayParam, rowsOf } from "@/server/lib/sql-arrays";

/** Rows per INSERT, as in src/server/modules/guests/guests-import.service.ts. */
const CHUNK = 5000;

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

type GuestRow = Record<
  | "name"
  | "email"
  | "phone"
  | "status"
  | "table_id"
  | "seat_number"
  | "dietary_restrictions"
  | "notes"
  | "household_id"
  | "meal",
  unknown
> & { groups: string[] | null };
const TEXT_COLUMNS = ["name", "email", "phone", "status", "dietary_restrictions", "notes", "meal"] as const;

/** The event's guests with their columns and group ids, as the import stored them. */
export async function storedRows(database: Database, eventId: string): Promise<GuestRow[]> {
  return rowsOf<GuestRow>(
    await database.db.execute(sql`
      select g.id, g.name, g.email, g.phone, g.status, g.table_id, g.seat_number, g.dietary_restrictions,
        g.notes, g.household_id, g.meal,
        (select array_agg(m.group_id::text) from guest_group_members m where m.guest_id = g.id) as groups
      from guests g where g.event_id = ${eventId}::uuid`),
  );
}

/** Deletes the event's guests, then stores `rows` and their memberships again as the import writes them;
 * answers how long the storing took, in milliseconds. */
export async function storeAsTheImportDoes(database: Database, eventId: string, rows: GuestRow[]) {
  await database.db.execute(sql`delete from guests where event_id = ${eventId}::uuid`);
  const started = performance.now();
  await database.db.transaction(async (tx) => {
    const ids = rows.map(() => crypto.randomUUID());
    for (let start = 0; start < rows.length; start += CHUNK) {
      const chunk = rows.slice(start, start + CHUNK);
      const text = Object.fromEntries(
        TEXT_COLUMNS.map((name) => [name, arrayParam(chunk.map((row) => row[name]) as unknown[], "text")]),
      ) as Record<(typeof TEXT_COLUMNS)[number], ReturnType<typeof arrayParam>>;
      await tx.execute(sql`
        insert into guests (id, event_id, name, email, phone, status, table_id, seat_number,
          dietary_restrictions, notes, household_id, meal)
        select id, ${eventId}::uuid, name, email, phone, status, table_id, seat_number,
          dietary_restrictions, notes, household_id, meal
        from unnest(
          ${arrayParam(ids.slice(start, start + CHUNK), "uuid")}, ${text.name}, ${text.email}, ${text.phone},
          ${text.status}, ${arrayParam(
            chunk.map((row) => row.table_id),
            "uuid",
          )}, ${arrayParam(
            chunk.map((row) => row.seat_number),
            "int",
          )},
          ${text.dietary_restrictions}, ${text.notes}, ${arrayParam(
            chunk.map((row) => row.household_id),
            "uuid",
          )}, ${text.meal}
        ) as row(id, name, email, phone, status, table_id, seat_number, dietary_restrictions, notes,
          household_id, meal)`);
    }
    const guestIds: string[] = [];
    const memberOf: string[] = [];
    rows.forEach((row, index) => {
      for (const group of row.groups ?? []) {
        guestIds.push(ids[index]!);
        memberOf.push(group);
      }
    });
    for (let start = 0; start < guestIds.length; start += CHUNK * 2) {
      await tx.execute(sql`
        insert into guest_group_members (guest_id, group_id)
        select * from unnest(
          ${arrayParam(guestIds.slice(start, start + CHUNK * 2), "uuid")},
          ${arrayParam(memberOf.slice(start, start + CHUNK * 2), "uuid")})`);
    }
  });
  return performance.now() - started;
}
