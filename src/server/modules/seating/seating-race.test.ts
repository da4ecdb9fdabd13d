import type { AddressInfo } from "node:net";
import { type ServerType, serve } from "@hono/node-server";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { guests } from "@/server/db/schema";
import { createEvent, signUpUser, type TestUser } from "@/server/test/factories";
import { addTable, guestList } from "@/server/test/guest-factories";
import { createTestContext, type TestContext } from "@/server/test/harness";
import type { Event } from "@/shared/event";

/** Seat writes lock their table (docs/architecture.md §10) under load: many browsers of one owner seating
 * guests at one table at once, over real HTTP (each request its own connection and, on PostgreSQL, its own
 * pooled database connection; docs/decisions/017-seating-board.md, "The race test"). */

const REQUESTS = 100;
const CAPACITY = 10;

let ctx: TestContext;
let server: ServerType;
let origin: string;
let ann: TestUser;
let sessions: string[];
let event: Event;

/** A second sign-in of the same owner: another browser with its own session cookie. */
async function signInAgain(user: TestUser): Promise<string> {
  const response = await fetch(`${origin}/api/auth/sign-in/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: ctx.deps.env.APP_ORIGIN },
    body: JSON.stringify({ email: user.user.email, password: "password-123" }),
  });
  if (response.status !== 200)
    throw new Error(`sign-in failed (${response.status}): ${await response.text()}`);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0]!)
    .filter((pair) => !pair.endsWith("="))
    .join("; ");
}

beforeAll(async () => {
  ctx = await createTestContext();
  await new Promise<void>((resolve) => {
    server = serve({ fetch: ctx.app.fetch, port: 0, hostname: "127.0.0.1" }, () => resolve());
  });
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  ann = await signUpUser(ctx, { name: "Ann" });
  sessions = [ann.cookie, await signInAgain(ann)];
  expect(sessions[1]).not.toBe(sessions[0]);
  event = await createEvent(ctx, ann.cookie);
});
afterAll(async () => {
  await new Promise<void>((resolve) => server?.close(() => resolve()));
  await ctx?.close();
});

function postMoves(i: number, moves: object[]) {
  return fetch(`${origin}/api/events/${event.id}/seating/moves`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      origin: ctx.deps.env.APP_ORIGIN,
      cookie: sessions[i % 2]!,
    },
    body: JSON.stringify({ moves }),
  });
}

async function seatedAt(tableId: string) {
  const list = await guestList(ctx, ann.cookie, event.id);
  return list.guests.filter((g) => g.tableId === tableId);
}

/** Unseated guests, written straight to the database: the race is what is under test, not the adding. */
async function addGuests(prefix: string, count: number) {
  const rows = await ctx.deps.database.db
    .insert(guests)
    .values(Array.from({ length: count }, (_, i) => ({ eventId: event.id, name: `${prefix} ${i}` })))
    .returning({ id: guests.id });
  return rows.map((row) => row.id);
}

describe(`${REQUESTS} concurrent seat moves to one table from two sessions`, () => {
  test("never more guests than seats, seat numbers unique, refusals leave guests where they were", async () => {
    const table = await addTable(ctx, event.id, { number: 1, capacity: CAPACITY });
    const elsewhere = await addTable(ctx, event.id, { number: 2, capacity: 20 });
    const guestIds = await addGuests("Racer", REQUESTS);
    // A fifth of the racers start at another table: a refused one must still be there afterwards.
    const starters = guestIds.filter((_, i) => i % 5 === 0);
    const response = await postMoves(
      0,
      starters.map((guestId) => ({ guestId, tableId: elsewhere.id })),
    );
    expect(response.status).toBe(200);

    const responses = await Promise.all(
      guestIds.map((guestId, i) => postMoves(i, [{ guestId, tableId: table.id }])),
    );
    const statuses = responses.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(CAPACITY);
    expect(statuses.filter((s) => s === 409)).toHaveLength(REQUESTS - CAPACITY);
    // Every loser waited for the table's lock and read the product's answer, not a database collision.
    const refusals = await Promise.all(
      responses.filter((r) => r.status === 409).map(async (r) => (await r.json()).error.message),
    );
    expect(new Set(refusals)).toEqual(
      new Set([`Table 1 has reached its maximum capacity of ${CAPACITY} guests.`]),
    );

    const seated = await seatedAt(table.id);
    expect(seated).toHaveLength(CAPACITY);
    expect(seated.map((g) => g.seatNumber).sort((a, b) => a! - b!)).toEqual(
      Array.from({ length: CAPACITY }, (_, i) => i + 1),
    );
    const list = await guestList(ctx, ann.cookie, event.id);
    const refusedStarters = list.guests.filter((g) => starters.includes(g.id) && g.tableId !== table.id);
    expect(refusedStarters.every((g) => g.tableId === elsewhere.id)).toBe(true);
    expect(list.tables.find((t) => t.id === table.id)?.seated).toBe(CAPACITY);
  });

  test("asking for seats by number in a race: each seat goes to one guest", async () => {
    const table = await addTable(ctx, event.id, { number: 3, capacity: 20 });
    const guestIds = await addGuests("Seat racer", REQUESTS);
    // Five racers for each of the 20 seats, some moving alone and some in pairs (a household).
    const responses = await Promise.all(
      guestIds.map((guestId, i) => {
        const seat = (i % 20) + 1;
        if (i % 4 === 3 && i + 1 < guestIds.length) {
          return postMoves(i, [
            { guestId, tableId: table.id, seatNumber: seat },
            { guestId: guestIds[(i + 50) % REQUESTS], tableId: table.id },
          ]);
        }
        return postMoves(i, [{ guestId, tableId: table.id, seatNumber: seat }]);
      }),
    );
    const refusals = await Promise.all(
      responses.filter((r) => r.status !== 200).map(async (r) => [r.status, (await r.json()).error.message]),
    );
    for (const [status, message] of refusals) {
      expect(status).toBe(409);
      expect(message).toMatch(
        /^(Seat \d+ at Table 3 is taken by Seat racer \d+|Table 3 has reached its maximum capacity of 20 guests\.)$/,
      );
    }
    const seated = await seatedAt(table.id);
    expect(seated.length).toBeLessThanOrEqual(20);
    const seats = seated.map((g) => g.seatNumber);
    expect(seats.every((seat) => seat !== null && seat >= 1 && seat <= 20)).toBe(true);
    expect(new Set(seats).size).toBe(seats.length);
    expect(responses.filter((r) => r.status === 200).length).toBeGreaterThan(0);
  });
});
