import { and, eq, inArray, like } from "drizzle-orm";
import { expect } from "vitest";
import type { Db } from "@/server/db/client";
import { guests, tables } from "@/server/db/schema";
import type { CrashApi } from "./crash-cases";

/**
 * The multi-row writes of docs/decisions/006-hardening.md, each killed in the middle of one large request:
 * `write(api, 1)` runs to its answer (and is timed), then `write(api, 2)` is sent and the server is killed
 * part-way through it, before its answer (should the answer win, that write counts as acknowledged and write
 * 3 is tried, killed sooner). `check` reads the database after the restart: every acknowledged write is
 * there, and the killed one is either all there or not there at all.
 */
export interface MidWriteCase {
  name: string;
  /** When to kill, as fractions of the first write's time (default 0.2–0.6): late enough to be past the
   * request's parsing and checks, inside the transaction. */
  killBetween?: [number, number];
  /** Runs once, acknowledged, before the writes (the event and what the writes change). */
  setup(api: CrashApi): Promise<void>;
  write(api: CrashApi, n: number): Promise<void>;
  /** `acked`: the writes answered, in order; `killed`: the one the server died in. */
  check(db: Db, acked: number[], killed: number): Promise<void>;
}

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

async function newEvent(api: CrashApi, title: string): Promise<string> {
  return (await api.send<{ id: string }>("POST", "/api/events", { title, date: inDays(120) })).id;
}

function floorPlan(count: number, name: (i: number) => string, capacity = 8) {
  return {
    tables: Array.from({ length: count }, (_, i) => ({
      id: `new-${i}`,
      name: name(i),
      capacity,
      shape: "round",
      position: { x: 100 + (i % 40) * 120, y: 100 + Math.floor(i / 40) * 120 },
    })),
  };
}

async function guestIds(api: CrashApi, eventId: string): Promise<string[]> {
  const list = await api.send<{ guests: { id: string }[] }>("GET", `/api/events/${eventId}/guests`);
  return list.guests.map((guest) => guest.id);
}

/** 6,000 guests in one CSV file (more than one INSERT holds): one transaction, all rows or none. */
function csvImport(): MidWriteCase {
  const ROWS = 6_000;
  let eventId = "";
  const count = async (db: Db, n: number) =>
    (
      await db
        .select({ id: guests.id })
        .from(guests)
        .where(and(eq(guests.eventId, eventId), like(guests.name, `Import ${n} %`)))
    ).length;
  return {
    name: "CSV import",
    // Reading, checking and de-duplicating the file come first; the rows are written in the last part.
    killBetween: [0.6, 0.9],
    async setup(api) {
      eventId = await newEvent(api, "crash-import");
    },
    async write(api, n) {
      const rows = Array.from({ length: ROWS }, (_, i) => `Import ${n} guest ${i},g${n}-${i}@example.com`);
      const csv = `name,email\n${rows.join("\n")}\n`;
      const result = await api.send<{ imported: number }>(
        "POST",
        `/api/events/${eventId}/guests/import`,
        csv,
        "text/csv",
      );
      expect(result.imported).toBe(ROWS);
    },
    async check(db, acked, killed) {
      for (const n of acked) expect(await count(db, n), `acknowledged import ${n}`).toBe(ROWS);
      const left = await count(db, killed);
      expect([0, ROWS], `the killed import left ${left} of ${ROWS} guests`).toContain(left);
    },
  };
}

/** A floor plan of 600 tables replaced by another: the old plan whole, or the new one whole. */
function floorPlanSave(): MidWriteCase {
  const TABLES = 600;
  let eventId = "";
  return {
    name: "PUT /tables",
    async setup(api) {
      eventId = await newEvent(api, "crash-layout");
    },
    async write(api, n) {
      await api.send(
        "PUT",
        `/api/events/${eventId}/tables`,
        floorPlan(TABLES, (i) => `Layout ${n} · ${i}`),
      );
    },
    async check(db, acked, killed) {
      const rows = await db.select({ name: tables.name }).from(tables).where(eq(tables.eventId, eventId));
      const layouts = new Set(rows.map((row) => row.name.split(" · ")[0]));
      expect([...layouts], "tables of one layout only").toHaveLength(1);
      expect(rows, "a whole layout").toHaveLength(TABLES);
      expect([`Layout ${acked.at(-1)}`, `Layout ${killed}`]).toContain([...layouts][0]);
    },
  };
}

/** A status set on 4,000 guests at once: all of them changed, or none. */
function bulkAction(): MidWriteCase {
  const ROWS = 4_000;
  let eventId = "";
  let ids: string[] = [];
  const status = (n: number) => (n % 2 ? "confirmed" : "declined");
  return {
    name: "bulk action",
    async setup(api) {
      eventId = await newEvent(api, "crash-bulk");
      const csv = `name\n${Array.from({ length: ROWS }, (_, i) => `Bulk guest ${i}`).join("\n")}\n`;
      await api.send("POST", `/api/events/${eventId}/guests/import`, csv, "text/csv");
      ids = await guestIds(api, eventId);
      expect(ids).toHaveLength(ROWS);
    },
    async write(api, n) {
      await api.send("POST", `/api/events/${eventId}/guests/bulk`, {
        action: "setStatus",
        guestIds: ids,
        status: status(n),
      });
    },
    async check(db, acked, killed) {
      const rows = await db.select({ status: guests.status }).from(guests).where(eq(guests.eventId, eventId));
      const statuses = [...new Set(rows.map((row) => row.status))];
      expect(statuses, "one status for the whole selection").toHaveLength(1);
      expect(rows).toHaveLength(ROWS);
      expect([status(acked.at(-1)!), status(killed)]).toContain(statuses[0]);
    },
  };
}

/** The most guests one request may move (100), from five full tables to five others: all moved, or none. */
function seatMoves(): MidWriteCase {
  const GUESTS = 100;
  let eventId = "";
  let tableIds: string[] = [];
  let ids: string[] = [];
  /** Odd writes seat everyone at tables 0–4; even writes move everyone to tables 5–9. */
  const targets = (n: number) => (n % 2 ? tableIds.slice(0, 5) : tableIds.slice(5));
  return {
    name: "seat moves",
    async setup(api) {
      eventId = await newEvent(api, "crash-moves");
      const plan = await api.send<{ tables: { id: string }[] }>(
        "PUT",
        `/api/events/${eventId}/tables`,
        floorPlan(10, (i) => `Moves ${i}`, 20),
      );
      tableIds = plan.tables.map((table) => table.id);
      const csv = `name\n${Array.from({ length: GUESTS }, (_, i) => `Mover ${i}`).join("\n")}\n`;
      await api.send("POST", `/api/events/${eventId}/guests/import`, csv, "text/csv");
      ids = await guestIds(api, eventId);
    },
    async write(api, n) {
      const to = targets(n);
      await api.send("POST", `/api/events/${eventId}/seating/moves`, {
        moves: ids.map((guestId, i) => ({ guestId, tableId: to[i % to.length] })),
      });
    },
    async check(db, acked, killed) {
      const rows = await db
        .select({ tableId: guests.tableId })
        .from(guests)
        .where(and(eq(guests.eventId, eventId), inArray(guests.id, ids)));
      const wholly = (n: number) => rows.every((row) => targets(n).includes(row.tableId ?? ""));
      expect(rows).toHaveLength(GUESTS);
      expect(
        wholly(acked.at(-1)!) || wholly(killed),
        "every guest at the first five tables or every guest at the last five",
      ).toBe(true);
    },
  };
}

export function midWriteCases(): MidWriteCase[] {
  return [csvImport(), floorPlanSave(), bulkAction(), seatMoves()];
}
