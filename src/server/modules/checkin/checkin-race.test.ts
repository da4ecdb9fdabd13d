import type { AddressInfo } from "node:net";
import { type ServerType, serve } from "@hono/node-server";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { joinTeam } from "@/server/modules/team/team-test-helpers";
import { as, createEvent, signUpUser, type TestUser } from "@/server/test/factories";
import { addTable } from "@/server/test/guest-factories";
import { createTestContext, json, type TestContext } from "@/server/test/harness";
import type { CheckinList } from "@/shared/checkin";
import type { Event } from "@/shared/event";

/** Walk-ins added at once on several phones, over real HTTP (each request its own connection and, on
 * PostgreSQL, its own pooled database connection): never two guests in one seat. */

let ctx: TestContext;
let server: ServerType;
let origin: string;
let ann: TestUser;
let usher: TestUser;
let event: Event;

beforeAll(async () => {
  ctx = await createTestContext();
  await new Promise<void>((resolve) => {
    server = serve({ fetch: ctx.app.fetch, port: 0, hostname: "127.0.0.1" }, () => resolve());
  });
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  ann = await signUpUser(ctx, { name: "Ann" });
  usher = await signUpUser(ctx, { name: "Usher" });
  event = await createEvent(ctx, ann.cookie);
  await joinTeam(ctx, ann, event.id, usher, "check-in");
});
afterAll(async () => {
  await new Promise<void>((resolve) => server?.close(() => resolve()));
  await ctx?.close();
});

function addWalkIn(body: object) {
  return fetch(`${origin}/api/events/${event.id}/checkin/walk-ins`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: ctx.deps.env.APP_ORIGIN, cookie: usher.cookie },
    body: JSON.stringify(body),
  });
}

async function seatedAt(tableId: string) {
  const list = (await json(await as(ctx, ann.cookie).get(`/api/events/${event.id}/checkin`))) as CheckinList;
  return list.guests.filter((g) => g.tableId === tableId);
}

describe("walk-ins racing for seats", () => {
  test("ten at once for a table of four: four seated on four different seats, the others unseated", async () => {
    const table = await addTable(ctx, event.id, { number: 1, capacity: 4 });
    const responses = await Promise.all(
      Array.from({ length: 10 }, (_, i) => addWalkIn({ name: `Racer ${i}` })),
    );
    expect(responses.map((r) => r.status)).toEqual(Array(10).fill(201));
    const seated = await seatedAt(table.id);
    expect(seated.map((g) => g.seatNumber).sort()).toEqual([1, 2, 3, 4]);
  });

  test("two phones asking for the same seat: one gets it, the other is told who has it", async () => {
    const table = await addTable(ctx, event.id, { number: 2, capacity: 8 });
    const seat = { tableId: table.id, seatNumber: 5 };
    const responses = await Promise.all([
      addWalkIn({ name: "First Phone", seat }),
      addWalkIn({ name: "Second Phone", seat }),
    ]);
    const statuses = responses.map((r) => r.status).sort();
    expect(statuses).toEqual([201, 409]);
    const loser = responses.find((r) => r.status === 409)!;
    expect(((await loser.json()) as { error: { message: string } }).error.message).toMatch(
      /^Seat 5 at Table 2 is taken by (First|Second) Phone$/,
    );
    expect((await seatedAt(table.id)).map((g) => g.seatNumber)).toEqual([5]);
  });

  test("a phone sending its queued walk-in twice at once: one guest", async () => {
    const id = crypto.randomUUID();
    const body = {
      id,
      name: "Queued Twice",
      seat: null,
      at: new Date().toISOString(),
      sentAt: new Date().toISOString(),
    };
    const responses = await Promise.all([addWalkIn(body), addWalkIn(body)]);
    expect(responses.map((r) => r.status).sort()).toEqual([200, 201]);
    const list = (await json(
      await as(ctx, ann.cookie).get(`/api/events/${event.id}/checkin`),
    )) as CheckinList;
    expect(list.guests.filter((g) => g.name === "Queued Twice").map((g) => g.id)).toEqual([id]);
  });
});
