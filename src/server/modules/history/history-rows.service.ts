import { sql } from "drizzle-orm";
import type { Db, Tx } from "@/server/db/client";
import { eventRowChanges, eventVersions, guests, printSnapshots, seatingSnapshots } from "@/server/db/schema";
import { AppError } from "@/server/lib/errors";
import { isUuid } from "@/server/lib/ids";
import { recordChange } from "@/server/modules/live/change-log";
import { type RestoreRowInput, VERSION_MESSAGES } from "@/shared/history";
import { BULK_ROW } from "./rows";

interface Removal {
  version: number;
  before: Record<string, unknown>;
}

/** The row's last removal in the history, if it is still gone. */
async function lastRemoval(tx: Tx, eventId: string, entity: "guest" | "table", id: string): Promise<Removal> {
  const result = (await tx.execute(sql`
    select version, before from ${eventRowChanges}
    where event_id = ${eventId}::uuid and row_id = ${id} and entity = ${entity} and op = 'delete'
    order by id desc limit 1`)) as unknown as { rows: Removal[] };
  const removal = result.rows[0];
  if (!removal) throw new AppError("not_found", VERSION_MESSAGES.rowNotFound);
  const table = entity === "guest" ? sql`guests` : sql`tables`;
  const back = (await tx.execute(sql`select 1 from ${table} where id = ${id}::uuid`)) as unknown as {
    rows: unknown[];
  };
  if (back.rows.length > 0) throw new AppError("conflict", VERSION_MESSAGES.rowExists);
  return removal;
}

/**
 * Brings back one removed guest or table as it was when removed, with its id, as a change of its own. A guest
 * comes back at their seat if it is still there and free, in their household and groups if they still exist,
 * with the seating rules removed with them; a table comes back with its number if free (else the next one),
 * and the guests unseated by its removal who are still unseated sit at it again.
 */
export async function restoreRow(db: Db, actorId: string, eventId: string, input: RestoreRowInput) {
  const { entity, id } = input;
  return db.transaction(async (tx) => {
    const version = await recordChange(
      tx,
      eventId,
      actorId,
      "history.restore",
      entity === "guest" ? ["guests", "seating", "rules"] : ["tables", "seating", "guests"],
    );
    const removal = await lastRemoval(tx, eventId, entity, id);
    const row = sql`jsonb_populate_record(null::${sql.identifier(entity === "guest" ? "guests" : "tables")},
      ${JSON.stringify(removal.before)}::jsonb || jsonb_build_object('id', ${id}::text))`;
    const event = sql`${eventId}::uuid`;
    if (entity === "guest") {
      await tx.execute(sql`insert into guests (id, event_id, name, email, phone, status, table_id, seat_number,
          dietary_restrictions, notes, household_id, meal, seat_locked, updated_by, created_at, updated_at)
        select r.id, ${event}, r.name, r.email, r.phone, r.status, t.id,
          case when t.id is not null and not exists (select 1 from guests o where o.table_id = t.id
            and o.seat_number = r.seat_number) then r.seat_number end,
          r.dietary_restrictions, r.notes, h.id, r.meal, r.seat_locked and t.id is not null, ${actorId},
          coalesce(r.created_at, now()), now()
        from ${row} r
        left join tables t on t.id = r.table_id and t.event_id = ${event}
        left join households h on h.id = r.household_id and h.event_id = ${event}`);
      await tx.execute(sql`insert into guest_group_members (guest_id, group_id)
        select ${id}::uuid, (c.before->>'group_id')::uuid from ${eventRowChanges} c
        join guest_groups g on g.id = (c.before->>'group_id')::uuid and g.event_id = ${event}
        where c.event_id = ${event} and c.version = ${removal.version} and c.entity = 'group_member'
          and c.op = 'delete' and c.row_id like ${`${id}:%`}
        on conflict do nothing`);
      await tx.execute(sql`insert into seating_rules (id, event_id, guest_a_id, guest_b_id, kind, strength, created_at)
        select r.id, ${event}, r.guest_a_id, r.guest_b_id, r.kind, r.strength, r.created_at
        from ${eventRowChanges} c,
          jsonb_populate_record(null::seating_rules, c.before || jsonb_build_object('id', c.row_id)) r
        where c.event_id = ${event} and c.version = ${removal.version} and c.entity = 'rule' and c.op = 'delete'
          and ${id} in (c.before->>'guest_a_id', c.before->>'guest_b_id')
          and exists (select 1 from guests g where g.event_id = ${event}
            and g.id = case when r.guest_a_id = ${id}::uuid then r.guest_b_id else r.guest_a_id end)
        on conflict do nothing`);
    } else {
      await tx.execute(sql`insert into tables (id, event_id, number, name, capacity, shape, position_x, position_y,
          rotation, is_head, created_at, updated_at)
        select r.id, ${event},
          case when exists (select 1 from tables o where o.event_id = ${event} and o.number = r.number) then
            (select coalesce(max(number), 0) + 1 from tables where event_id = ${event}) else r.number end,
          r.name, r.capacity, r.shape, r.position_x, r.position_y, r.rotation, r.is_head,
          coalesce(r.created_at, now()), now()
        from ${row} r`);
      // The guests its removal unseated, still unseated, in their seats if free (else anywhere at it).
      await tx.execute(sql`update guests g set table_id = ${id}::uuid,
          seat_number = case when (c.before->>'seat_number')::integer <= t.capacity then (c.before->>'seat_number')::integer end
        from ${eventRowChanges} c, tables t
        where c.event_id = ${event} and c.version = ${removal.version} and c.entity = 'guest' and c.op = 'update'
          and c.before->>'table_id' = ${id} and g.id = c.row_id::uuid and g.event_id = ${event}
          and g.table_id is null and t.id = ${id}::uuid`);
    }
    await tx.execute(sql`update events set layout_version = layout_version + 1 where id = ${event}`);
    return { version, entity, id };
  });
}

/**
 * Forgets a guest who asked to be: removes them from the event, then from everything that remembers them —
 * the history's rows (their own, their groups' and their rules'), every version of the plan, auto-seat's undo
 * and the record of printed cards. What is left in the history says a guest was erased, not who.
 */
export async function eraseGuest(db: Db, actorId: string, eventId: string, guestId: string) {
  if (!isUuid(guestId)) throw new AppError("not_found", VERSION_MESSAGES.notErasable);
  await db.transaction(async (tx) => {
    await recordChange(tx, eventId, actorId, "guest.erase", ["guests", "seating", "rules", "print"]);
    const event = sql`${eventId}::uuid`;
    const deleted = (await tx.execute(
      sql`delete from ${guests} where id = ${guestId}::uuid and event_id = ${event} returning household_id`,
    )) as unknown as { rows: { household_id: string | null }[] };
    const remembered = (await tx.execute(
      sql`select 1 from ${eventRowChanges} where event_id = ${event} and row_id = ${guestId} limit 1`,
    )) as unknown as { rows: unknown[] };
    if (deleted.rows.length === 0 && remembered.rows.length === 0)
      throw new AppError("not_found", VERSION_MESSAGES.notErasable);
    await tx.execute(sql`delete from ${eventRowChanges} where event_id = ${event} and (row_id = ${guestId}
      or row_id like ${`${guestId}:%`}
      or (entity = 'rule' and ${guestId} in (coalesce(before, after)->>'guest_a_id', coalesce(before, after)->>'guest_b_id')))`);
    await tx.execute(sql`update ${eventRowChanges} set after = coalesce((select jsonb_agg(x)
        from jsonb_array_elements(after) x where x->>0 <> ${guestId} and x->>0 not like ${`${guestId}:%`}), '[]')
      where event_id = ${event} and row_id = ${BULK_ROW} and strpos(after::text, ${guestId}) > 0`);
    await tx.execute(sql`update ${eventVersions} set data = jsonb_set(jsonb_set(jsonb_set(data,
        '{guests}', coalesce((select jsonb_agg(g) from jsonb_array_elements(data->'guests') g
          where g->>'id' <> ${guestId}), '[]')),
        '{members}', coalesce((select jsonb_agg(m) from jsonb_array_elements(data->'members') m
          where m->>0 <> ${guestId}), '[]')),
        '{rules}', coalesce((select jsonb_agg(r) from jsonb_array_elements(data->'rules') r
          where ${guestId} not in (r->>'guest_a_id', r->>'guest_b_id')), '[]')),
      guests = guests - 1
      where event_id = ${event} and data->'guests' @> ${JSON.stringify([{ id: guestId }])}::jsonb`);
    await tx.execute(sql`update ${seatingSnapshots} set seats = coalesce((select jsonb_agg(s)
        from jsonb_array_elements(seats) s where s->>'guestId' <> ${guestId}), '[]')
      where event_id = ${event}`);
    // Their own card, and their household's, which named them.
    const household = deleted.rows[0]?.household_id;
    const cards = [`g:${guestId}`, ...(household ? [`h:${household}`] : [])];
    await tx.execute(sql`update ${printSnapshots} set cards = coalesce((select jsonb_agg(c)
        from jsonb_array_elements(cards) c where not (c->>'key' = any(array[${sql.join(
          cards.map((key) => sql`${key}`),
          sql`, `,
        )}]::text[]))), '[]')
      where event_id = ${event}`);
  });
}
