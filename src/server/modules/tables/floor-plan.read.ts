import { asc, eq, sql } from "drizzle-orm";
import type { Db, Tx } from "@/server/db/client";
import { events, guests, tables, venueElements } from "@/server/db/schema";
import type { FloorPlan, FloorTable, VenueElement } from "@/shared/tables";

export type TableRow = typeof tables.$inferSelect;
export type VenueElementRow = typeof venueElements.$inferSelect;
export interface Occupancy {
  seated: number;
  /** Seat numbers taken, ascending. */
  seats: number[];
}

/** Guests seated at each of the event's tables, counted through the table (its event is the truth). */
export async function occupancyByTable(db: Db | Tx, eventId: string): Promise<Map<string, Occupancy>> {
  const rows = await db
    .select({
      tableId: tables.id,
      seated: sql<number>`count(*)::int`,
      seats: sql<number[]>`coalesce(array_agg(${guests.seatNumber} order by ${guests.seatNumber})
        filter (where ${guests.seatNumber} is not null), '{}')`,
    })
    .from(guests)
    .innerJoin(tables, eq(guests.tableId, tables.id))
    .where(eq(tables.eventId, eventId))
    .groupBy(tables.id);
  return new Map(
    rows.map((row) => [row.tableId, { seated: Number(row.seated), seats: row.seats.map(Number) }]),
  );
}

export function toFloorTable(row: TableRow, occupancy: Occupancy | undefined): FloorTable {
  return {
    id: row.id,
    number: row.number,
    name: row.name,
    capacity: row.capacity,
    shape: row.shape,
    position: { x: row.positionX, y: row.positionY },
    rotation: row.rotation,
    isHead: row.isHead,
    seated: occupancy?.seated ?? 0,
    occupiedSeats: occupancy?.seats ?? [],
  };
}

export function toVenueElement(row: VenueElementRow): VenueElement {
  return {
    id: row.id,
    kind: row.kind,
    label: row.label,
    position: { x: row.positionX, y: row.positionY },
    width: row.width,
    height: row.height,
    rotation: row.rotation,
  };
}

/** The event's floor plan: tables by number, each with its seated guests, and the venue elements. */
export async function readFloorPlan(db: Db | Tx, eventId: string): Promise<FloorPlan> {
  // One after the other: inside a transaction the three share one connection.
  const tableRows = await db
    .select()
    .from(tables)
    .where(eq(tables.eventId, eventId))
    .orderBy(asc(tables.number));
  const elementRows = await db
    .select()
    .from(venueElements)
    .where(eq(venueElements.eventId, eventId))
    .orderBy(asc(venueElements.sortOrder), asc(venueElements.id));
  const occupancy = await occupancyByTable(db, eventId);
  const [event] = await db
    .select({ version: events.layoutVersion })
    .from(events)
    .where(eq(events.id, eventId));
  return {
    tables: tableRows.map((row) => toFloorTable(row, occupancy.get(row.id))),
    venueElements: elementRows.map(toVenueElement),
    version: event?.version ?? 1,
  };
}
