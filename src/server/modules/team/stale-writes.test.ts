import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { as, createEvent, signUpUser, type TestUser } from "@/server/test/factories";
import { addGuest, addTable } from "@/server/test/guest-factories";
import { createTestContext, errorOf, json, type TestContext } from "@/server/test/harness";
import type { Event } from "@/shared/event";
import type { Guest } from "@/shared/guests";
import type { FloorPlan } from "@/shared/tables";
import { joinTeam } from "./team-test-helpers";

/** Two people editing the same guest, floor plan or settings at once: the later write, based on what the
 * earlier one changed, is refused with who made that change; nothing is lost without a word. */
let ctx: TestContext;
let ana: TestUser;
let luis: TestUser;
let event: Event;

beforeAll(async () => {
  ctx = await createTestContext();
  ana = await signUpUser(ctx, { name: "Ana Ruiz" });
  luis = await signUpUser(ctx, { name: "Luis Vidal" });
  event = await createEvent(ctx, ana.cookie);
  await joinTeam(ctx, ana, event.id, luis, "planner");
});
afterAll(async () => ctx?.close());

const guestPath = (id: string) => `/api/events/${event.id}/guests/${id}`;

describe("no silent overwrites", () => {
  test("a guest edited by two people: the stale edit is a 409 naming who changed it", async () => {
    const guest = await addGuest(ctx, ana.cookie, event.id, { name: "Zoë Ångström" });
    expect(guest.version).toBe(1);
    const first = await as(ctx, luis.cookie).patch(guestPath(guest.id), { meal: "Fish", baseVersion: 1 });
    expect(((await json(first)) as Guest).version).toBe(2);

    const stale = await as(ctx, ana.cookie).patch(guestPath(guest.id), { meal: "Beef", baseVersion: 1 });
    expect(stale.status).toBe(409);
    expect((await errorOf(stale)).message).toBe("Luis Vidal changed this a moment ago");
    const now = (await json(await as(ctx, ana.cookie).get(guestPath(guest.id)))) as Guest;
    expect(now).toMatchObject({ meal: "Fish", version: 2 });

    // Based on the fresh version, the change goes through.
    const again = await as(ctx, ana.cookie).patch(guestPath(guest.id), { meal: "Beef", baseVersion: 2 });
    expect(again.status).toBe(200);
    // Without a base version (a script), nothing is checked.
    expect((await as(ctx, luis.cookie).patch(guestPath(guest.id), { notes: "Window seat" })).status).toBe(
      200,
    );
  });

  test("any change to a guest raises its version: a seat move makes an open edit stale", async () => {
    const table = await addTable(ctx, event.id, { number: 1 });
    const guest = await addGuest(ctx, ana.cookie, event.id, { name: "Ines Duarte" });
    const moved = await as(ctx, luis.cookie).post(`/api/events/${event.id}/seating/moves`, {
      moves: [{ guestId: guest.id, tableId: table.id, seatNumber: null }],
    });
    expect(moved.status).toBe(200);
    const stale = await as(ctx, ana.cookie).patch(guestPath(guest.id), {
      tableId: null,
      baseVersion: guest.version,
    });
    expect(stale.status).toBe(409);
    expect((await errorOf(stale)).message).toBe("Luis Vidal changed this a moment ago");
  });

  test("the event's settings and theme: one version, a stale save refused", async () => {
    const path = `/api/events/${event.id}`;
    const base = ((await json(await as(ctx, ana.cookie).get(path))) as Event).settingsVersion;
    const saved = await as(ctx, luis.cookie).patch(path, { venue: "The Old Mill", baseVersion: base });
    expect(((await json(saved)) as Event).settingsVersion).toBe(base + 1);
    const stale = await as(ctx, ana.cookie).patch(path, { venue: "Casa Azul", baseVersion: base });
    expect(stale.status).toBe(409);
    expect((await errorOf(stale)).message).toBe("Luis Vidal changed this a moment ago");
    // The theme is a setting too.
    const theme = {
      primaryColor: "#112233",
      secondaryColor: "#445566",
      tertiaryColor: "#778899",
      headingFont: "Playfair Display",
      bodyFont: "Open Sans",
    };
    const staleTheme = await as(ctx, ana.cookie).put(`${path}/theme`, { ...theme, baseVersion: base });
    expect(staleTheme.status).toBe(409);
    expect((await as(ctx, ana.cookie).put(`${path}/theme`, { ...theme, baseVersion: base + 1 })).status).toBe(
      200,
    );
    // Luis's settings form, opened before Ana's theme save, is now stale in turn.
    const luisStale = await as(ctx, luis.cookie).patch(path, { venue: "Elsewhere", baseVersion: base + 1 });
    expect((await errorOf(luisStale)).message).toBe("Ana Ruiz changed this a moment ago");
    // Only the base version is nothing to update.
    expect((await errorOf(await as(ctx, ana.cookie).patch(path, { baseVersion: base + 2 }))).message).toBe(
      "Nothing to update",
    );
  });

  test("the floor plan: a layout edited on an older plan is refused", async () => {
    const path = `/api/events/${event.id}/tables`;
    const plan = (await json(await as(ctx, ana.cookie).get(path))) as FloorPlan;
    const tables = plan.tables.map(({ id, name, shape, position, rotation, isHead }) => ({
      id,
      name,
      shape,
      position,
      rotation,
      isHead,
    }));
    const saved = await as(ctx, luis.cookie).put(path, {
      tables: tables.map((table) => ({ ...table, capacity: 10 })),
      venueElements: [],
      baseVersion: plan.version,
    });
    expect(saved.status).toBe(200);
    expect(((await json(saved)) as FloorPlan).version).toBe(plan.version + 1);
    const stale = await as(ctx, ana.cookie).put(path, {
      tables: tables.map((table) => ({ ...table, capacity: 6 })),
      venueElements: [],
      baseVersion: plan.version,
    });
    expect(stale.status).toBe(409);
    expect((await errorOf(stale)).message).toBe("Luis Vidal changed this a moment ago");
    const now = (await json(await as(ctx, ana.cookie).get(path))) as FloorPlan;
    expect(now.tables.every((table) => table.capacity === 10)).toBe(true);
  });
});
