import { eq, like } from "drizzle-orm";
import { expect } from "vitest";
import type { Db } from "@/server/db/client";
import { customThemes, events, supportRequests } from "@/server/db/schema";

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
  /** A JSON request as the signed-in owner; throws unless the answer is 2xx, returning its JSON body. */
  send<T>(method: string, path: string, body?: unknown): Promise<T>;
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

export function crashCases(): CrashCase[] {
  return [eventWithTheme, eventUpdates(), supportRequestWrites] as CrashCase[];
}
