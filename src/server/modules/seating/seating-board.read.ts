import { eq, sql } from "drizzle-orm";
import type { Db, Tx } from "@/server/db/client";
import { guestGroupMembers, guests } from "@/server/db/schema";
import { readGroups } from "@/server/modules/groups/groups.service";
import { BY_NAME } from "@/server/modules/guests/guest-rows";
import { guestEvent } from "@/server/modules/guests/guests.service";
import { readHouseholds } from "@/server/modules/households/households.service";
import { readFloorPlan } from "@/server/modules/tables/floor-plan.read";
import { GUEST_STATUSES } from "@/shared/constants";
import type { BoardGuest, SeatingBoard } from "@/shared/seating";
import type { CompactBoard } from "@/shared/seating-compact";

type Groupings = Omit<SeatingBoard, "guests">;

/** One snapshot, so a guest's table, household and groups are always on the board. */
async function inSnapshot<T>(db: Db, userId: string, eventId: string, read: (tx: Tx) => Promise<T>) {
  await guestEvent(db, userId, eventId);
  return db.transaction(read, { isolationLevel: "repeatable read", accessMode: "read only" });
}

async function readGroupings(tx: Tx, eventId: string): Promise<Groupings> {
  return {
    ...(await readFloorPlan(tx, eventId)),
    households: await readHouseholds(tx, eventId),
    groups: await readGroups(tx, eventId),
  };
}

/** What the Assign Seats board shows. A guest's groups come in the order of the board's groups. */
export async function readSeatingBoard(db: Db, userId: string, eventId: string): Promise<SeatingBoard> {
  return inSnapshot(db, userId, eventId, async (tx) => {
    const rest = await readGroupings(tx, eventId);
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
    const groupAt = new Map(rest.groups.map((group, index) => [group.id, index]));
    memberships.sort((a, b) => groupAt.get(a.groupId)! - groupAt.get(b.groupId)!);
    const groupsOf = new Map<string, string[]>();
    for (const { guestId, groupId } of memberships) {
      const list = groupsOf.get(guestId);
      if (list) list.push(groupId);
      else groupsOf.set(guestId, [groupId]);
    }
    const boardGuests: BoardGuest[] = rows.map((row) => ({ ...row, groupIds: groupsOf.get(row.id) ?? [] }));
    return { ...rest, guests: boardGuests };
  });
}

/**
 * The same board in columns (src/shared/seating-compact.ts), as JSON text. The guests' columns are built by
 * the database in one statement: at 10,000 guests, reading them as rows and encoding them cost most of the
 * read (decision 017). Positions are found in the id lists the board itself carries, so they match it.
 */
export async function readCompactBoard(db: Db, userId: string, eventId: string): Promise<string> {
  return inSnapshot(db, userId, eventId, async (tx) => {
    const rest = await readGroupings(tx, eventId);
    const ids = (items: { id: string }[]) => `{${items.map((item) => item.id).join(",")}}`;
    const result = (await tx.execute(sql`
      with t as (select id, i - 1 as i from unnest(${ids(rest.tables)}::uuid[]) with ordinality as u(id, i)),
        h as (select id, i - 1 as i from unnest(${ids(rest.households)}::uuid[]) with ordinality as u(id, i)),
        gr as (select id, i - 1 as i from unnest(${ids(rest.groups)}::uuid[]) with ordinality as u(id, i)),
        g as (
          select g.id, g.name, g.status, g.seat_number, g.seat_number_locked, t.i as table_at, h.i as household_at,
            row_number() over (order by lower(g.name) collate "C", g.id) - 1 as at
          from ${guests} g
            left join t on t.id = g.table_id
            left join h on h.id = g.household_id
          where g.event_id = ${eventId}::uuid
        )
      select
        array_to_json(coalesce(array_agg(g.id order by g.at), '{}'))::text as id,
        array_to_json(coalesce(array_agg(g.name order by g.at), '{}'))::text as name,
        array_to_json(coalesce(array_agg(array_position(${`{${GUEST_STATUSES.join(",")}}`}::text[], g.status) - 1 order by g.at), '{}'))::text as status,
        array_to_json(coalesce(array_agg(coalesce(g.household_at, -1) order by g.at), '{}'))::text as household,
        array_to_json(coalesce(array_agg(coalesce(g.table_at, -1) order by g.at), '{}'))::text as table,
        array_to_json(coalesce(array_agg(coalesce(g.seat_number, -1) order by g.at), '{}'))::text as seat,
        (
          select array_to_json(coalesce(array_agg(pair.at order by g2.at, gr.i, pair.k), '{}'))::text
          from ${guestGroupMembers} m
            join g as g2 on g2.id = m.guest_id
            join gr on gr.id = m.group_id
            cross join lateral unnest(array[g2.at, gr.i]) with ordinality as pair(at, k)
        ) as groups,
        array_to_json(coalesce(array_agg(g.at order by g.at) filter (where g.seat_number_locked), '{}'))::text as "seatPinned"
      from g`)) as unknown as { rows: Record<keyof CompactBoard["guests"], string>[] };
    const columns = Object.entries(result.rows[0]!).map(([name, list]) => `"${name}":${list}`);
    // The lists as JSON, then the guests' columns, each one JSON array the database wrote.
    return `${JSON.stringify(rest).slice(0, -1)},"guests":{${columns.join(",")}}}`;
  });
}
