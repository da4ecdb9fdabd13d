import { eq, like } from "drizzle-orm";
import { expect } from "vitest";
import type { Db } from "@/server/db/client";
import { customThemes, events, guests, seatingSnapshots, supportRequests } from "@/server/db/schema";

/**
 * What the crash test writes while it kills the server, and what must hold after the restart. A case for a
 * new multi-row write (a CSV import, a layout save) is one more entry in `crashCases()`: `write` sends one
 * request and resolves only when the server acknowledged it (2xx); `check` reads the database itself.
 */
export interface CrashCase<Ack = unknown> {
  name: string;
  /** Runs once, acknowledged, before the writes (e.g. the event the writes update). */
  setup?(api: CrashApi): Promise<void>;
  /** The n-th write (n keeps growing across restarts); resolves with what the check must find. */
  write(api: CrashApi, n: number): Promise<Ack>;
  /** Every acknowledged write is there; nothing is half-written, acknowledged or not. */
  check(db: Db, acks: Ack[]): Promise<void>;
}

export interface CrashApi {
  /** A request as the signed-in owner (JSON, or a text body of `contentType`); throws unless the answer is
   * 2xx, returning its JSON body. */
  send<T>(method: string, path: string, body?: unknown, contentType?: string): Promise<T>;
}

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

const THEME = {
  primaryColor: "#112233",
  secondaryColor: "#445566",
  tertiaryColor: "#778899",
  headingFont: "Lato",
  bodyFont: "Roboto",
};

/** Event creation writes the event and its custom theme in one transaction: both or neither. */
const eventWithTheme: CrashCase<string> = {
  name: "event created with its custom theme",
  async write(api, n) {
    const event = await api.send<{ id: string }>("POST", "/api/events", {
      title: `crash-theme-${n}`,
      date: inDays(30),
      customTheme: THEME,
    });
    return event.id;
  },
  async check(db, acks) {
    const rows = await db
      .select({ id: events.id, theme: customThemes.id })
      .from(events)
      .leftJoin(customThemes, eq(customThemes.eventId, events.id))
      .where(like(events.title, "crash-theme-%"));
    expect(
      rows.filter((row) => row.theme === null),
      "events without their theme",
    ).toEqual([]);
    const stored = new Set(rows.map((row) => row.id));
    expect(
      acks.filter((id) => !stored.has(id)),
      "acknowledged events missing",
    ).toEqual([]);
  },
};

/** One event updated again and again: the newest acknowledged version (or a later one) is what is stored,
 * with the fields of one update together (title and guest count are set in the same statement). */
function eventUpdates(): CrashCase<number> {
  let eventId = "";
  return {
    name: "event updates",
    async setup(api) {
      eventId = (
        await api.send<{ id: string }>("POST", "/api/events", { title: "crash-update-0", date: inDays(60) })
      ).id;
    },
    async write(api, n) {
      await api.send("PATCH", `/api/events/${eventId}`, { title: `crash-update-${n}`, guestCount: n });
      return n;
    },
    async check(db, acks) {
      const [row] = await db.select().from(events).where(eq(events.id, eventId));
      expect(row, "the updated event").toBeDefined();
      expect(row!.guestCount).toBeGreaterThanOrEqual(Math.max(0, ...acks));
      expect(row!.title).toBe(`crash-update-${row!.guestCount}`);
    },
  };
}

const supportRequestWrites: CrashCase<string> = {
  name: "support requests",
  async write(api, n) {
    const request = await api.send<{ id: string }>("POST", "/api/support-requests", {
      subject: `crash-${n}`,
      message: "Written while the server was killed",
    });
    return request.id;
  },
  async check(db, acks) {
    const rows = await db
      .select({ id: supportRequests.id })
      .from(supportRequests)
      .where(like(supportRequests.subject, "crash-%"));
    const stored = new Set(rows.map((row) => row.id));
    expect(
      acks.filter((id) => !stored.has(id)),
      "acknowledged support requests missing",
    ).toEqual([]);
  },
};

/** An auto-seat plan moves a whole party from one table to the other, again and again: every plan is written
 * whole with its undo snapshot (all ten guests at one table, the snapshot holding all ten at the other). */
function autoSeatApplies(): CrashCase<number> {
  let eventId = "";
  let tableIds: string[] = [];
  let guestIds: string[] = [];
  return {
    name: "auto-seat plans applied",
    async setup(api) {
      eventId = (
        await api.send<{ id: string }>("POST", "/api/events", { title: "crash-autoseat", date: inDays(90) })
      ).id;
      const plan = await api.send<{ tables: { id: string }[] }>("PUT", `/api/events/${eventId}/tables`, {
        tables: [1, 2].map((n) => ({
          id: `new-${n}`,
          name: `Table ${n}`,
          capacity: 10,
          shape: "round",
          position: { x: 100 * n, y: 100 },
        })),
      });
      tableIds = plan.tables.map((table) => table.id);
      guestIds = [];
      for (let g = 0; g < 10; g++)
        guestIds.push(
          (await api.send<{ id: string }>("POST", `/api/events/${eventId}/guests`, { name: `Crash ${g}` }))
            .id,
        );
    },
    async write(api, n) {
      const tableId = tableIds[n % 2]!;
      await api.send("POST", `/api/events/${eventId}/auto-seat/apply`, {
        assignments: guestIds.map((guestId) => ({ guestId, tableId })),
      });
      return n;
    },
    async check(db, acks) {
      const rows = await db
        .select({ tableId: guests.tableId })
        .from(guests)
        .where(eq(guests.eventId, eventId));
      expect(rows, "the party's guests").toHaveLength(10);
      const tables = new Set(rows.map((row) => row.tableId));
      expect(tables.size, "a plan half-written").toBe(1);
      if (acks.length === 0) return;
      const [current] = [...tables];
      expect(tableIds).toContain(current);
      const [snapshot] = await db
        .select({ seats: seatingSnapshots.seats })
        .from(seatingSnapshots)
        .where(eq(seatingSnapshots.eventId, eventId));
      expect(snapshot, "the undo snapshot of the last plan").toBeDefined();
      expect(snapshot!.seats).toHaveLength(10);
      const before = new Set(snapshot!.seats.map((seat) => seat.tableId));
      expect(before.size).toBe(1);
      // The first plan moved the party from no table; every later one from the other table.
      expect(before.has(current!)).toBe(false);
    },
  };
}

export function crashCases(): CrashCase[] {
  return [eventWithTheme, eventUpdates(), supportRequestWrites, autoSeatApplies()] as CrashCase[];
}
