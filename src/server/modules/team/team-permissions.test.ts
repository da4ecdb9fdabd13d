import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { EVENT_ROUTE_ACTIONS } from "@/server/auth/event-member";
import { as, createEvent, signUpUser, type TestUser } from "@/server/test/factories";
import { discoverRoutes, type FuzzRoute, routeKey } from "@/server/test/fuzz/routes";
import { addGuest } from "@/server/test/guest-factories";
import { createTestContext, errorOf, json, type TestContext } from "@/server/test/harness";
import type { GuestList } from "@/shared/guests-list";
import { can, ROLES, type Role } from "@/shared/roles";
import { TEAM_MESSAGES } from "@/shared/team";
import { joinTeam } from "./team-test-helpers";

/**
 * The permission table against the app's own route list: every event route has an action, and every role is
 * let through or refused by it, route by route. A new route under /api/events/:eventId without an entry in
 * EVENT_ROUTE_ACTIONS fails here.
 */
let ctx: TestContext;
let owner: TestUser;
let eventRoutes: FuzzRoute[];

const EVENT_PREFIX = "/api/events/:eventId";
const isEventRoute = (route: FuzzRoute) =>
  route.path === EVENT_PREFIX || route.path.startsWith(`${EVENT_PREFIX}/`);
// These end the member's (or the event's) part in the test, so they go last.
const LAST = ["DELETE /api/events/:eventId", "POST /api/events/:eventId/team/leave"];
const order = (route: FuzzRoute) => LAST.indexOf(routeKey(route));

beforeAll(async () => {
  ctx = await createTestContext();
  owner = await signUpUser(ctx);
  eventRoutes = discoverRoutes(ctx.app, ctx.deps.auth)
    .filter(isEventRoute)
    .sort((a, b) => order(a) - order(b));
});
afterAll(async () => ctx?.close());

function pathOf(route: FuzzRoute, ids: Record<string, string>) {
  return route.path.replace(
    /:(\w+)/g,
    (_, name: string) => ids[name] ?? "00000000-0000-4000-8000-000000000000",
  );
}

function send(user: TestUser | undefined, route: FuzzRoute, ids: Record<string, string>) {
  const client = as(ctx, user?.cookie);
  const path = pathOf(route, ids);
  const method = route.method.toLowerCase() as "get" | "post" | "put" | "patch" | "delete";
  return method === "get" || method === "delete" ? client[method](path) : client[method](path, {});
}

describe("who may do what on an event", () => {
  test("every event route has an action in the permission table, and every entry is a route", () => {
    const keys = eventRoutes.map(routeKey);
    expect(keys.length).toBeGreaterThan(40);
    expect(keys.filter((key) => !(key in EVENT_ROUTE_ACTIONS))).toEqual([]);
    expect(Object.keys(EVENT_ROUTE_ACTIONS).filter((key) => !keys.includes(key))).toEqual([]);
  });

  test.each(ROLES)("a %s is let through exactly the routes of their role's actions", async (role: Role) => {
    const event = await createEvent(ctx, owner.cookie, { title: `Event for a ${role}` });
    const guest = await addGuest(ctx, owner.cookie, event.id, { name: "Zoë Ångström" });
    const member = await signUpUser(ctx);
    if (role === "co-owner") Object.assign(member, owner);
    else await joinTeam(ctx, owner, event.id, member, role);
    const ids = { eventId: event.id, guestId: guest.id, userId: member.user.id };
    const refusedButAllowed: string[] = [];
    const allowedButRefused: string[] = [];
    for (const route of eventRoutes) {
      const key = routeKey(route);
      const allowed = can(role, EVENT_ROUTE_ACTIONS[key]!);
      const response = await send(member, route, ids);
      if (allowed && (response.status === 403 || response.status === 401)) allowedButRefused.push(key);
      if (!allowed) {
        if (response.status !== 403) refusedButAllowed.push(`${key} → ${response.status}`);
        else expect((await errorOf(response)).message).toBe(TEAM_MESSAGES.forbidden);
      }
    }
    expect(refusedButAllowed).toEqual([]);
    expect(allowedButRefused).toEqual([]);
    if (role !== "co-owner") {
      // Nothing a refused write asked for happened: the guest is still there, as added.
      const list = (await json(
        await as(ctx, owner.cookie).get(`/api/events/${event.id}/guests`),
      )) as GuestList;
      if (!can(role, "guests.write")) expect(list.guests.map((g) => g.name)).toEqual(["Zoë Ångström"]);
    }
  });

  test("signed out is 401 and someone not on the team is 404 on every event route", async () => {
    const event = await createEvent(ctx, owner.cookie);
    const stranger = await signUpUser(ctx);
    for (const route of eventRoutes) {
      expect((await send(undefined, route, { eventId: event.id })).status, routeKey(route)).toBe(401);
      expect((await send(stranger, route, { eventId: event.id })).status, routeKey(route)).toBe(404);
    }
  });

  test("a caterer reads names, tables, seats, meals and dietary needs, never e-mails, phones or notes", async () => {
    const event = await createEvent(ctx, owner.cookie);
    const guest = await addGuest(ctx, owner.cookie, event.id, {
      name: "Ines Duarte",
      email: "ines@example.com",
      phone: "+351 912 345 678",
      notes: "Call after 6",
      meal: "Fish",
      dietaryRestrictions: "No nuts",
    });
    const caterer = await signUpUser(ctx);
    await joinTeam(ctx, owner, event.id, caterer, "caterer");
    const list = (await json(
      await as(ctx, caterer.cookie).get(`/api/events/${event.id}/guests`),
    )) as GuestList;
    expect(list.guests).toEqual([
      expect.objectContaining({
        name: "Ines Duarte",
        meal: "Fish",
        dietaryRestrictions: "No nuts",
        email: null,
        phone: null,
        notes: null,
      }),
    ]);
    const one = await json(await as(ctx, caterer.cookie).get(`/api/events/${event.id}/guests/${guest.id}`));
    expect(one).toMatchObject({ name: "Ines Duarte", email: null, phone: null, notes: null });
    expect((await as(ctx, caterer.cookie).get(`/api/events/${event.id}/guests/export`)).status).toBe(403);
    // The owner still reads everything.
    const full = (await json(await as(ctx, owner.cookie).get(`/api/events/${event.id}/guests`))) as GuestList;
    expect(full.guests[0]).toMatchObject({ email: "ines@example.com", notes: "Call after 6" });
  });
});
