import { type SQL, sql } from "drizzle-orm";
import type { Db, Tx } from "@/server/db/client";
import { events, eventVersions, seatingSnapshots, user } from "@/server/db/schema";
import { AppError } from "@/server/lib/errors";
import { isUuid } from "@/server/lib/ids";
import { recordChange, saveVersion } from "@/server/modules/live/change-log";
import { type Comparison, type PlanSnapshot, VERSION_MESSAGES, type VersionSummary } from "@/shared/history";
import type { ChangeArea } from "@/shared/live";
import { compareSnapshots } from "./compare";

const summaryColumns = sql`v.id, v.name, v.reason, v.created_at, v.created_by, u.name as created_by_name,
  v.at_version, v.guests, v.tables`;

interface StoredVersion {
  id: string;
  name: string | null;
  reason: VersionSummary["reason"];
  created_at: string | Date;
  created_by: string | null;
  created_by_name: string | null;
  at_version: number;
  guests: number;
  tables: number;
}

const toSummary = (row: StoredVersion): VersionSummary => ({
  id: row.id,
  name: row.name,
  reason: row.reason,
  createdAt: new Date(row.created_at).toISOString(),
  createdBy: row.created_by ? { id: row.created_by, name: row.created_by_name ?? "" } : null,
  atVersion: Number(row.at_version),
  guests: Number(row.guests),
  tables: Number(row.tables),
});

async function readSummaries(
  db: Db | Tx,
  eventId: string,
  where: SQL = sql`true`,
): Promise<VersionSummary[]> {
  const result = (await db.execute(sql`
    select ${summaryColumns} from ${eventVersions} v left join ${user} u on u.id = v.created_by
    where v.event_id = ${eventId}::uuid and ${where}
    order by v.created_at desc, v.at_version desc`)) as unknown as { rows: StoredVersion[] };
  return result.rows.map(toSummary);
}

export function listVersions(db: Db, eventId: string): Promise<VersionSummary[]> {
  return readSummaries(db, eventId);
}

/** Everything a restore can change, for the screens that show it. */
const PLAN_AREAS: ChangeArea[] = ["guests", "tables", "seating", "rules", "event"];

/** Saves the plan as it is now, under a person's name for it. */
export async function createVersion(db: Db, actorId: string, eventId: string, name: string) {
  return db.transaction(async (tx) => {
    const version = await recordChange(tx, eventId, actorId, "version.save", [], {
      subject: { name, reason: null },
    });
    const id = await saveVersion(tx, eventId, { actorId, reason: null, name, atVersion: version });
    const [summary] = await readSummaries(tx, eventId, sql`v.id = ${id}::uuid`);
    if (!summary) throw new AppError("not_found", VERSION_MESSAGES.notFound);
    return summary;
  });
}

const subjectOf = (version: VersionSummary) => ({ name: version.name, reason: version.reason });

function checkId(versionId: string) {
  if (!isUuid(versionId)) throw new AppError("not_found", VERSION_MESSAGES.notFound);
}

export async function deleteVersion(db: Db, actorId: string, eventId: string, versionId: string) {
  checkId(versionId);
  const [target] = await readSummaries(db, eventId, sql`v.id = ${versionId}::uuid`);
  if (!target) throw new AppError("not_found", VERSION_MESSAGES.notFound);
  await db.transaction(async (tx) => {
    await recordChange(tx, eventId, actorId, "version.delete", [], { subject: subjectOf(target) });
    const deleted = await tx.execute(sql`delete from ${eventVersions}
      where id = ${versionId}::uuid and event_id = ${eventId}::uuid returning id`);
    if ((deleted as unknown as { rows: unknown[] }).rows.length === 0)
      throw new AppError("not_found", VERSION_MESSAGES.notFound);
  });
}

async function readSnapshot(db: Db, eventId: string, versionId: string | "now"): Promise<PlanSnapshot> {
  const result = (await db.execute(
    versionId === "now"
      ? sql`select seatwise_snapshot(${eventId}::uuid) as data`
      : sql`select data from ${eventVersions} where id = ${versionId}::uuid and event_id = ${eventId}::uuid`,
  )) as unknown as { rows: { data: PlanSnapshot }[] };
  const data = result.rows[0]?.data;
  if (!data) throw new AppError("not_found", VERSION_MESSAGES.notFound);
  return data;
}

/** What differs from one version to another, or to the plan as it is now. */
export async function compareVersions(
  db: Db,
  eventId: string,
  from: string,
  to: string,
): Promise<Comparison> {
  const [before, after] = await Promise.all([readSnapshot(db, eventId, from), readSnapshot(db, eventId, to)]);
  return compareSnapshots(before, after);
}

/** The version's rows of one table, as a record set of that table (`set` is the version's JSON key). */
const rowsOf = (versionId: string, table: string, set: keyof PlanSnapshot) =>
  sql`jsonb_populate_recordset(null::${sql.identifier(table)},
    (select data->${set}::text from ${eventVersions} where id = ${versionId}::uuid))`;
const idsOf = (versionId: string, set: keyof PlanSnapshot) =>
  sql`(select (row->>'id')::uuid from ${eventVersions}, jsonb_array_elements(data->${set}::text) row
    where ${eventVersions.id} = ${versionId}::uuid)`;

/**
 * Brings the event's plan back to a version, in one transaction and as one change: a copy of the plan as it
 * was is kept first (so the restore can itself be undone), rows made since are removed, rows of the version
 * come back with their ids (tables, guests and the rest removed since included) and the others take the
 * version's values. Writes go through the change log like any other, so History shows what the restore did,
 * and the floor plan's version goes up so that an editor opened before it cannot save over it.
 */
export async function restoreVersion(db: Db, actorId: string, eventId: string, versionId: string) {
  checkId(versionId);
  const [named] = await readSummaries(db, eventId, sql`v.id = ${versionId}::uuid`);
  if (!named) throw new AppError("not_found", VERSION_MESSAGES.notFound);
  return db.transaction(async (tx) => {
    const version = await recordChange(tx, eventId, actorId, "version.restore", PLAN_AREAS, {
      version: "restore",
      subject: subjectOf(named),
    });
    // Deleted meanwhile by another request: nothing to restore.
    const [target] = await readSummaries(tx, eventId, sql`v.id = ${versionId}::uuid`);
    if (!target) throw new AppError("not_found", VERSION_MESSAGES.notFound);
    const run = (query: SQL) => tx.execute(query);
    const event = sql`${eventId}::uuid`;

    // Rows made since the version.
    await run(
      sql`delete from seating_rules where event_id = ${event} and id not in ${idsOf(versionId, "rules")}`,
    );
    await run(sql`delete from guests where event_id = ${event} and id not in ${idsOf(versionId, "guests")}`);
    await run(sql`delete from tables where event_id = ${event} and id not in ${idsOf(versionId, "tables")}`);
    await run(
      sql`delete from venue_elements where event_id = ${event} and id not in ${idsOf(versionId, "elements")}`,
    );
    await run(
      sql`delete from households where event_id = ${event} and id not in ${idsOf(versionId, "households")}`,
    );
    await run(
      sql`delete from guest_groups where event_id = ${event} and id not in ${idsOf(versionId, "groups")}`,
    );

    // Unique names and numbers that change hands step aside first.
    await run(sql`update tables t set number = t.number + 100000 from ${rowsOf(versionId, "tables", "tables")} v
      where t.id = v.id and t.number <> v.number`);
    await run(sql`update households h set name = h.name || ' ' || h.id from ${rowsOf(versionId, "households", "households")} v
      where h.id = v.id and h.name <> v.name`);
    await run(sql`update guest_groups g set name = g.name || ' ' || g.id from ${rowsOf(versionId, "guest_groups", "groups")} v
      where g.id = v.id and g.name <> v.name`);

    await run(sql`insert into households (id, event_id, name, created_at)
      select id, ${event}, name, created_at from ${rowsOf(versionId, "households", "households")}
      on conflict (id) do update set name = excluded.name where households.name is distinct from excluded.name`);
    await run(sql`insert into guest_groups (id, event_id, name, importance, created_at)
      select id, ${event}, name, importance, created_at from ${rowsOf(versionId, "guest_groups", "groups")}
      on conflict (id) do update set name = excluded.name, importance = excluded.importance
      where (guest_groups.name, guest_groups.importance) is distinct from (excluded.name, excluded.importance)`);
    await run(sql`insert into tables (id, event_id, number, name, capacity, shape, position_x, position_y, rotation,
        is_head, created_at, updated_at)
      select id, ${event}, number, name, capacity, shape, position_x, position_y, rotation, is_head, created_at, now()
      from ${rowsOf(versionId, "tables", "tables")}
      on conflict (id) do update set number = excluded.number, name = excluded.name, capacity = excluded.capacity,
        shape = excluded.shape, position_x = excluded.position_x, position_y = excluded.position_y,
        rotation = excluded.rotation, is_head = excluded.is_head, updated_at = now()
      where (tables.number, tables.name, tables.capacity, tables.shape, tables.position_x, tables.position_y,
        tables.rotation, tables.is_head) is distinct from (excluded.number, excluded.name, excluded.capacity,
        excluded.shape, excluded.position_x, excluded.position_y, excluded.rotation, excluded.is_head)`);
    await run(sql`insert into venue_elements (id, event_id, kind, label, position_x, position_y, width, height,
        rotation, sort_order, created_at, updated_at)
      select id, ${event}, kind, label, position_x, position_y, width, height, rotation, sort_order, created_at, now()
      from ${rowsOf(versionId, "venue_elements", "elements")}
      on conflict (id) do update set kind = excluded.kind, label = excluded.label, position_x = excluded.position_x,
        position_y = excluded.position_y, width = excluded.width, height = excluded.height,
        rotation = excluded.rotation, sort_order = excluded.sort_order, updated_at = now()
      where (venue_elements.kind, venue_elements.label, venue_elements.position_x, venue_elements.position_y,
        venue_elements.width, venue_elements.height, venue_elements.rotation, venue_elements.sort_order)
        is distinct from (excluded.kind, excluded.label, excluded.position_x, excluded.position_y, excluded.width,
        excluded.height, excluded.rotation, excluded.sort_order)`);

    // Seats change hands: guests who move leave their seat first, so that no two hold one at any moment.
    await run(sql`update guests g set table_id = null, seat_number = null
      from ${rowsOf(versionId, "guests", "guests")} v
      where g.id = v.id and g.seat_number is not null
        and (g.table_id, g.seat_number) is distinct from (v.table_id, v.seat_number)`);
    await run(sql`insert into guests (id, event_id, name, email, phone, status, table_id, seat_number,
        dietary_restrictions, notes, household_id, meal, seat_locked, updated_by, created_at, updated_at)
      select id, ${event}, name, email, phone, status, table_id, seat_number, dietary_restrictions, notes,
        household_id, meal, seat_locked, ${actorId}, created_at, now()
      from ${rowsOf(versionId, "guests", "guests")}
      on conflict (id) do update set name = excluded.name, email = excluded.email, phone = excluded.phone,
        status = excluded.status, table_id = excluded.table_id, seat_number = excluded.seat_number,
        dietary_restrictions = excluded.dietary_restrictions, notes = excluded.notes,
        household_id = excluded.household_id, meal = excluded.meal, seat_locked = excluded.seat_locked,
        updated_at = now()
      where (guests.name, guests.email, guests.phone, guests.status, guests.table_id, guests.seat_number,
        guests.dietary_restrictions, guests.notes, guests.household_id, guests.meal, guests.seat_locked)
        is distinct from (excluded.name, excluded.email, excluded.phone, excluded.status, excluded.table_id,
        excluded.seat_number, excluded.dietary_restrictions, excluded.notes, excluded.household_id, excluded.meal,
        excluded.seat_locked)`);

    const members = sql`(select (pair->>0)::uuid as guest_id, (pair->>1)::uuid as group_id
      from ${eventVersions}, jsonb_array_elements(data->'members') pair where ${eventVersions.id} = ${versionId}::uuid)`;
    await run(sql`delete from guest_group_members m using guests g
      where g.id = m.guest_id and g.event_id = ${event}
        and (m.guest_id, m.group_id) not in (select guest_id, group_id from ${members} p)`);
    await run(sql`insert into guest_group_members (guest_id, group_id) select guest_id, group_id from ${members} p
      on conflict do nothing`);
    await run(sql`insert into seating_rules (id, event_id, guest_a_id, guest_b_id, kind, strength, created_at)
      select id, ${event}, guest_a_id, guest_b_id, kind, strength, created_at from ${rowsOf(versionId, "seating_rules", "rules")}
      on conflict (id) do update set kind = excluded.kind, strength = excluded.strength
      where (seating_rules.kind, seating_rules.strength) is distinct from (excluded.kind, excluded.strength)`);

    // An editor opened before the restore must not save its floor plan over it; auto-seat's undo would now
    // undo something else.
    await run(sql`update ${events} set layout_version = layout_version + 1, layout_updated_by = ${actorId}
      where id = ${event}`);
    await run(sql`delete from ${seatingSnapshots} where event_id = ${event}`);

    const [saved] = await readSummaries(
      tx,
      eventId,
      sql`v.reason = 'restore' and v.at_version = ${version - 1}`,
    );
    if (!saved) throw new Error("restoreVersion: the copy before the restore is missing");
    return { version, restored: target, saved };
  });
}
