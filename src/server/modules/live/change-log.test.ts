import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { eventChanges, events } from "@/server/db/schema";
import { as } from "@/server/test/factories";
import {
  addGuest,
  addTable,
  importCsv,
  type OwnerWithEvent,
  ownerWithEvent,
} from "@/server/test/guest-factories";

let world: OwnerWithEvent;
beforeAll(async () => {
  world = await ownerWithEvent();
});
afterAll(() => world.ctx.close());

async function log() {
  return world.ctx.deps.database.db
    .select({ version: eventChanges.version, action: eventChanges.action, actorId: eventChanges.actorId })
    .from(eventChanges)
    .where(eq(eventChanges.eventId, world.event.id))
    .orderBy(asc(eventChanges.version));
}

async function version() {
  const [row] = await world.ctx.deps.database.db
    .select({ version: events.version })
    .from(events)
    .where(eq(events.id, world.event.id));
  return row!.version;
}

describe("the change log", () => {
  test("one entry per action, numbered by the event's version, by whom", async () => {
    const { ctx, ann, event } = world;
    const before = (await log()).length;
    const guest = await addGuest(ctx, ann.cookie, event.id, { name: "Cy Lo" });
    const table = await addTable(ctx, event.id, { number: 1 });
    const moved = await as(ctx, ann.cookie).post(`/api/events/${event.id}/seating/moves`, {
      moves: [{ guestId: guest.id, tableId: table.id }],
    });
    expect(moved.status).toBe(200);
    // An import of three rows is one action, and so is an auto-seat apply of several guests.
    await importCsv(ctx, ann.cookie, event.id, "Name\nDee\nEd\nFay\n");
    const applied = await as(ctx, ann.cookie).post(`/api/events/${event.id}/auto-seat/apply`, {
      assignments: [{ guestId: guest.id, tableId: null }],
    });
    expect(applied.status).toBe(200);
    const patched = await as(ctx, ann.cookie).patch(`/api/events/${event.id}`, { title: "Renamed" });
    expect(patched.status).toBe(200);

    const entries = (await log()).slice(before);
    expect(entries.map((entry) => entry.action)).toEqual([
      "guest.create",
      "seating.move",
      "guests.import",
      "auto-seat.apply",
      "event.update",
    ]);
    expect(entries.every((entry) => entry.actorId === ann.user.id)).toBe(true);
    const first = entries[0]!.version;
    expect(entries.map((entry) => entry.version)).toEqual([0, 1, 2, 3, 4].map((n) => first + n));
    expect(await version()).toBe(first + 4);
  });

  test("a write that fails leaves no entry and the version as it was", async () => {
    const { ctx, ann, bo, event } = world;
    const [entries, at] = [(await log()).length, await version()];
    const owner = as(ctx, ann.cookie);
    expect((await owner.post(`/api/events/${event.id}/households`, { name: "Lee" })).status).toBe(201);
    // A second household of that name is a conflict; an unknown guest is not found; Bo is not on the team.
    expect((await owner.post(`/api/events/${event.id}/households`, { name: "Lee" })).status).toBe(409);
    const unknown = "00000000-0000-4000-8000-000000000000";
    expect((await owner.delete(`/api/events/${event.id}/guests/${unknown}`)).status).toBe(404);
    expect(
      (await owner.post(`/api/events/${event.id}/guests`, { name: "X", householdId: unknown })).status,
    ).toBe(400);
    expect((await as(ctx, bo.cookie).post(`/api/events/${event.id}/guests`, { name: "Y" })).status).toBe(404);
    expect((await log()).length).toBe(entries + 1);
    expect(await version()).toBe(at + 1);
  });

  test("the live route answers a poll (no event-stream accepted) with the changes since a version", async () => {
    const { ctx, ann, event } = world;
    const at = await version();
    await addGuest(ctx, ann.cookie, event.id, { name: "Gus" });
    const response = await as(ctx, ann.cookie).get(`/api/events/${event.id}/live?since=${at}`);
    expect(response.status).toBe(200);
    const body = (await response.json()) as { version: number; reset: boolean; changes: unknown[] };
    expect(body).toMatchObject({
      version: at + 1,
      reset: false,
      changes: [{ version: at + 1, action: "guest.create", actor: { id: ann.user.id, name: "Ann" } }],
    });
    const far = (await (
      await as(ctx, ann.cookie).get(`/api/events/${event.id}/live?since=99999`)
    ).json()) as {
      reset: boolean;
    };
    expect(far.reset).toBe(true);
  });
});
