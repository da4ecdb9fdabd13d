import { eq, sql } from "drizzle-orm";
import type { Tx } from "@/server/db/client";
import { events, tables } from "@/server/db/schema";
import { AppError } from "@/server/lib/errors";
import { arrayParam, rowsOf } from "@/server/lib/sql-arrays";
import { reserveSeats } from "@/server/modules/seats/seats.service";
import { TABLE_CAPACITY } from "@/shared/constants";
import type { ImportGuest } from "@/shared/csv/plan";
import { GUEST_MESSAGES } from "@/shared/guests";
import type { SeatingNote } from "@/shared/guests-import";
import { t } from "@/shared/i18n/messages";
import { CANVAS_SIZE_PX, MAX_TABLES } from "@/shared/tables";

/** Where each imported guest sits: `tableId`/`seatNumber` per guest, in the order given. */
export interface ImportSeating {
  places: { tableId: string | null; seatNumber: number | null }[];
  notes: SeatingNote[];
  createdTables: number[];
}

/** New tables go on a grid of the floor plan rather than all on one spot: rows of 5, or wider when that
 * many rows would run off the floor plan (an event's most tables fit either way). */
const GRID = { columns: 5, step: 160, origin: 100 };
const GRID_ROWS = Math.floor((CANVAS_SIZE_PX - 2 * GRID.origin) / GRID.step) + 1;

function gridPosition(index: number, total: number) {
  const columns = Math.max(GRID.columns, Math.ceil(total / GRID_ROWS));
  return {
    x: GRID.origin + (index % columns) * GRID.step,
    y: GRID.origin + Math.floor(index / columns) * GRID.step,
  };
}

/**
 * Seats imported guests. A table named by a number no table has is created under the name the file gives
 * beside the number, else as "Table {n}"; one named by a name no table has is created with that name and the next free number. A new table is round, for 8 or for
 * as many as the file puts there (and its highest seat number), at most 20. Then every guest goes through
 * the seat lock like any other: one beyond a table's capacity is imported unseated, one whose seat is taken
 * or missing keeps the table without the seat; each is listed with why.
 */
export async function seatImportedGuests(
  tx: Tx,
  eventId: string,
  guests: ImportGuest[],
): Promise<ImportSeating> {
  const existing = await tx
    .select({ id: tables.id, number: tables.number, name: tables.name })
    .from(tables)
    .where(eq(tables.eventId, eventId));
  const byNumber = new Map(existing.map((table) => [table.number, table.id]));
  const byName = new Map(existing.map((table) => [table.name.toLowerCase(), table.id]));

  // Tables the file names that do not exist yet, keyed like the maps above, with what they must hold.
  const wanted = new Map<string, { number?: number; name?: string; guests: number; highestSeat: number }>();
  const keyOf = (guest: ImportGuest): string | null => {
    if (!guest.table) return null;
    if ("number" in guest.table) return byNumber.has(guest.table.number) ? null : `#${guest.table.number}`;
    return byName.has(guest.table.name.toLowerCase()) ? null : `name:${guest.table.name.toLowerCase()}`;
  };
  for (const guest of guests) {
    const key = keyOf(guest);
    if (!key || !guest.table) continue;
    const entry = wanted.get(key) ?? { ...guest.table, guests: 0, highestSeat: 0 };
    if (!entry.name && "name" in guest.table) entry.name = guest.table.name;
    entry.guests += 1;
    entry.highestSeat = Math.max(entry.highestSeat, guest.seatNumber ?? 0);
    wanted.set(key, entry);
  }

  const created: { number: number; name: string; capacity: number }[] = [];
  let nextNumber = Math.max(
    0,
    ...existing.map((table) => table.number),
    ...[...wanted.values()].map((t) => t.number ?? 0),
  );
  for (const table of [...wanted.values()].sort((a, b) => (a.number ?? Infinity) - (b.number ?? Infinity))) {
    const number = table.number ?? ++nextNumber;
    const need = Math.max(TABLE_CAPACITY.default, table.guests, table.highestSeat);
    created.push({
      number,
      // The default name every module gives a table (stored, compared as "Table {n}"): data, not a message.
      name: table.name ?? `Table ${number}`,
      capacity: Math.min(need, TABLE_CAPACITY.max),
    });
  }
  const total = existing.length + created.length;
  if (total > MAX_TABLES) {
    throw new AppError(
      "validation_failed",
      GUEST_MESSAGES.importTooManyTables(created.length, MAX_TABLES - existing.length),
    );
  }
  if (created.length) {
    const first = existing.length;
    const positions = created.map((_, index) => gridPosition(first + index, total));
    const rows = rowsOf<{ id: string; number: number; name: string }>(
      await tx.execute(sql`
        insert into ${tables} (event_id, number, name, capacity, shape, position_x, position_y)
        select ${eventId}::uuid, number, name, capacity, 'round', x, y from unnest(
          ${arrayParam(
            created.map((table) => table.number),
            "int",
          )},
          ${arrayParam(
            created.map((table) => table.name),
            "text",
          )},
          ${arrayParam(
            created.map((table) => table.capacity),
            "int",
          )},
          ${arrayParam(
            positions.map((position) => position.x),
            "int",
          )},
          ${arrayParam(
            positions.map((position) => position.y),
            "int",
          )}
        ) as t(number, name, capacity, x, y)
        returning id, number, name`),
    );
    // New tables change the floor plan: a layout edited before the import is now stale.
    await tx
      .update(events)
      .set({
        layoutVersion: sql`${events.layoutVersion} + 1`,
        layoutUpdatedBy: sql`nullif(current_setting('seatwise.actor', true), '')`,
      })
      .where(eq(events.id, eventId));
    for (const row of rows) {
      byNumber.set(row.number, row.id);
      byName.set(row.name.toLowerCase(), row.id);
    }
  }

  const tableIdOf = (guest: ImportGuest) =>
    !guest.table
      ? null
      : "number" in guest.table
        ? byNumber.get(guest.table.number)!
        : byName.get(guest.table.name.toLowerCase())!;
  const requests = guests.flatMap((guest) => {
    const tableId = tableIdOf(guest);
    return tableId ? [{ tableId, seatNumber: guest.seatNumber, guestName: guest.name }] : [];
  });
  const outcomes = await reserveSeats(tx, eventId, requests);

  const notes: SeatingNote[] = [];
  let next = 0;
  const places = guests.map((guest) => {
    if (!tableIdOf(guest)) {
      if (guest.seatNumber !== null) {
        notes.push({
          row: guest.row,
          name: guest.name,
          detail: t("Seat {seat} ignored: no table", { seat: guest.seatNumber }),
        });
      }
      return { tableId: null, seatNumber: null };
    }
    const outcome = outcomes[next++]!;
    if (outcome.refusal) {
      const reason = outcome.refusal.message;
      const detail =
        outcome.tableId === null
          ? t("Imported unseated: {reason}", { reason })
          : t("Imported without a seat number: {reason}", { reason });
      notes.push({ row: guest.row, name: guest.name, detail });
    }
    return { tableId: outcome.tableId, seatNumber: outcome.seatNumber };
  });
  return { places, notes, createdTables: created.map((table) => table.number) };
}
