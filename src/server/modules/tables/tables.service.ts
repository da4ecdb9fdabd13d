import { randomUUID } from "node:crypto";
import { and, eq, gt, inArray, sql } from "drizzle-orm";
import type { z } from "zod";
import type { Db, Tx } from "@/server/db/client";
import { events, guests, tables } from "@/server/db/schema";
import { AppError } from "@/server/lib/errors";
import { memberEvent } from "@/server/modules/events/member-event";
import { recordChange } from "@/server/modules/live/change-log";
import { assertFresh } from "@/server/modules/team/stale-write";
import {
  type FloorPlan,
  isNewId,
  type SavedFloorPlan,
  type saveFloorPlanSchema,
  TABLE_MESSAGES,
} from "@/shared/tables";
import { type Occupancy, occupancyByTable, readFloorPlan, type TableRow } from "./floor-plan.read";
import { saveVenueElements } from "./venue-elements.save";

type SaveFloorPlan = z.output<typeof saveFloorPlanSchema>;
type TableInput = SaveFloorPlan["tables"][number];

export async function getFloorPlan(db: Db, userId: string, eventId: string): Promise<FloorPlan> {
  const event = await memberEvent(db, userId, eventId);
  return readFloorPlan(db, event.id);
}

/** The `count` lowest numbers not in `used`, so numbers stay 1, 2, 3… without gaps or collisions. */
export function freeNumbers(used: ReadonlySet<number>, count: number): number[] {
  const numbers: number[] = [];
  for (let n = 1; numbers.length < count; n += 1) if (!used.has(n)) numbers.push(n);
  return numbers;
}

/**
 * Saves the whole floor plan in one transaction (docs/decisions/005-floor-plan-data-model.md, "Saving"):
 * `new-…` rows are inserted, the others updated, rows missing from the plan deleted and their guests
 * unseated. The event row is locked first, so two saves of one event run one after the other, and the
 * tables are locked before their guests are counted, so a seat assignment cannot slip in between the count
 * and the capacity change.
 */
export async function saveFloorPlan(
  db: Db,
  userId: string,
  eventId: string,
  input: SaveFloorPlan,
): Promise<SavedFloorPlan> {
  return db.transaction(async (tx) => {
    const event = await memberEvent(tx, userId, eventId, { forUpdate: true });
    await recordChange(tx, eventId, userId, "tables.save", ["tables", "seating", "event"]);
    await assertFresh(tx, userId, input.baseVersion, {
      version: event.layoutVersion,
      updatedBy: event.layoutUpdatedBy,
    });
    const existing = await tx.select().from(tables).where(eq(tables.eventId, event.id)).for("update");
    const byId = new Map(existing.map((row) => [row.id, row]));
    for (const table of input.tables) {
      if (!isNewId(table.id) && !byId.has(table.id)) {
        throw new AppError("not_found", TABLE_MESSAGES.tableNotFound);
      }
    }
    const occupancy = await occupancyByTable(tx, event.id);
    assertCapacities(input.tables, occupancy);

    const kept = new Set(input.tables.filter((table) => !isNewId(table.id)).map((table) => table.id));
    await deleteTables(
      tx,
      existing.filter((row) => !kept.has(row.id)).map((row) => row.id),
    );
    await updateTables(tx, event.id, input.tables, byId);
    await moveSeatsWithinCapacity(tx, input.tables, occupancy);
    const createdIds = await insertTables(tx, event.id, input.tables, existing, kept);
    Object.assign(createdIds, await saveVenueElements(tx, event.id, input.venueElements));

    await tx
      .update(events)
      .set({
        layoutVersion: event.layoutVersion + 1,
        layoutUpdatedBy: userId,
        ...(event.setupCompleted.includes("tables")
          ? {}
          : { setupCompleted: [...event.setupCompleted, "tables"] }),
      })
      .where(eq(events.id, event.id));
    return { ...(await readFloorPlan(tx, event.id)), createdIds };
  });
}

function assertCapacities(input: TableInput[], occupancy: Map<string, Occupancy>) {
  input.forEach((table, index) => {
    const seated = occupancy.get(table.id)?.seated ?? 0;
    if (table.capacity < seated) {
      const message = TABLE_MESSAGES.capacityBelowSeated(table.name, seated);
      throw new AppError("conflict", message, { [`tables.${index}.capacity`]: message });
    }
  });
}

/** A removed table's guests become unassigned (docs/decisions/005-floor-plan-data-model.md). The foreign key
 * would clear `table_id` alone; the seat number goes with it. */
async function deleteTables(tx: Tx, ids: string[]) {
  if (ids.length === 0) return;
  await tx.update(guests).set({ tableId: null, seatNumber: null }).where(inArray(guests.tableId, ids));
  await tx.delete(tables).where(inArray(tables.id, ids));
}

function changed(input: TableInput, row: TableRow): boolean {
  return (
    input.name !== row.name ||
    input.capacity !== row.capacity ||
    input.shape !== row.shape ||
    input.isHead !== row.isHead ||
    // `real` keeps about seven digits: compare as stored.
    Math.fround(input.position.x) !== Math.fround(row.positionX) ||
    Math.fround(input.position.y) !== Math.fround(row.positionY) ||
    Math.fround(input.rotation) !== Math.fround(row.rotation)
  );
}

/** Every changed table in one statement, whatever the size of the plan. */
async function updateTables(tx: Tx, eventId: string, input: TableInput[], byId: Map<string, TableRow>) {
  const rows = input.filter((table) => {
    const row = byId.get(table.id);
    return row !== undefined && changed(table, row);
  });
  if (rows.length === 0) return;
  const values = sql.join(
    rows.map(
      (t) =>
        sql`(${t.id}::uuid, ${t.name}::text, ${t.capacity}::int, ${t.shape}::text, ${t.position.x}::real,
          ${t.position.y}::real, ${t.rotation}::real, ${t.isHead}::boolean)`,
    ),
    sql`, `,
  );
  await tx.execute(sql`
    update ${tables} set name = v.name, capacity = v.capacity, shape = v.shape, position_x = v.x,
      position_y = v.y, rotation = v.rotation, is_head = v.is_head, updated_at = now()
    from (values ${values}) as v(id, name, capacity, shape, x, y, rotation, is_head)
    where ${tables.id} = v.id and ${tables.eventId} = ${eventId}`);
}

/** A table whose capacity went down keeps its guests (the count was checked) but a guest in a seat that
 * no longer exists moves to the lowest free seat. */
async function moveSeatsWithinCapacity(tx: Tx, input: TableInput[], occupancy: Map<string, Occupancy>) {
  for (const table of input) {
    const seats = occupancy.get(table.id)?.seats ?? [];
    if (seats.length === 0 || seats.at(-1)! <= table.capacity) continue;
    const outside = await tx
      .select({ id: guests.id })
      .from(guests)
      .where(and(eq(guests.tableId, table.id), gt(guests.seatNumber, table.capacity)))
      .orderBy(guests.seatNumber);
    const free = freeNumbers(new Set(seats.filter((seat) => seat <= table.capacity)), outside.length);
    for (const [index, guest] of outside.entries()) {
      await tx.update(guests).set({ seatNumber: free[index] }).where(eq(guests.id, guest.id));
    }
  }
}

async function insertTables(
  tx: Tx,
  eventId: string,
  input: TableInput[],
  existing: TableRow[],
  kept: Set<string>,
): Promise<Record<string, string>> {
  const added = input.filter((table) => isNewId(table.id));
  if (added.length === 0) return {};
  const used = new Set(existing.filter((row) => kept.has(row.id)).map((row) => row.number));
  const numbers = freeNumbers(used, added.length);
  const createdIds: Record<string, string> = {};
  await tx.insert(tables).values(
    added.map((table, index) => {
      const id = randomUUID();
      createdIds[table.id] = id;
      return {
        id,
        eventId,
        number: numbers[index]!,
        name: table.name,
        capacity: table.capacity,
        shape: table.shape,
        positionX: table.position.x,
        positionY: table.position.y,
        rotation: table.rotation,
        isHead: table.isHead,
      };
    }),
  );
  return createdIds;
}
