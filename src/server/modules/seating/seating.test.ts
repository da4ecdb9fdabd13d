import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { as, createEvent } from "@/server/test/factories";
import {
  addGuest,
  addTable,
  guestList,
  type OwnerWithEvent,
  ownerWithEvent,
} from "@/server/test/guest-factories";
import { errorOf, json } from "@/server/test/harness";
import type { SeatingBoard, SeatMoveInput, SeatPlace } from "@/shared/seating";
import { type CompactBoard, decodeBoard } from "@/shared/seating-compact";

let { ctx, ann, bo, event } = {} as OwnerWithEvent;

beforeAll(async () => {
  ({ ctx, ann, bo, event } = await ownerWithEvent());
});
afterAll(async () => ctx?.close());

const seatingPath = (eventId = event.id) => `/api/events/${eventId}/seating`;
const move = (moves: SeatMoveInput[], user = ann, eventId = event.id) =>
  as(ctx, user.cookie).post(`${seatingPath(eventId)}/moves`, { moves });

async function moved(eventId: string, moves: SeatMoveInput[]): Promise<SeatPlace[]> {
  const response = await move(moves, ann, eventId);
  if (response.status !== 200) throw new Error(`move failed (${response.status}): ${await response.text()}`);
  return ((await json(response)) as { places: SeatPlace[] }).places;
}

/** Where each guest of the event sits, by name. */
async function placesByName(eventId = event.id) {
  const list = await guestList(ctx, ann.cookie, eventId);
  return Object.fromEntries(list.guests.map((g) => [g.name, [g.tableNumber, g.seatNumber]]));
}

describe("anonymous callers get 401", () => {
  test.each([
    ["GET", ""],
    ["GET", "/compact"],
    ["POST", "/moves"],
  ])("%s seating%s", async (method, suffix) => {
    const response = await ctx.request(`${seatingPath()}${suffix}`, {
      method,
      headers: { "content-type": "application/json" },
      body: method === "GET" ? undefined : "{}",
    });
    expect(response.status).toBe(401);
  });
});

describe("GET seating", () => {
  test("the board: tables with their occupancy, guests without contact details, groupings", async () => {
    const own = await createEvent(ctx, ann.cookie, { title: "Board" });
    const table = await addTable(ctx, own.id, { number: 1, capacity: 4 });
    await addGuest(ctx, ann.cookie, own.id, {
      name: "Bea",
      email: "bea@example.com",
      tableId: table.id,
      seatNumber: 3,
    });
    await addGuest(ctx, ann.cookie, own.id, { name: "Al" });
    const response = await as(ctx, ann.cookie).get(seatingPath(own.id));
    expect(response.status).toBe(200);
    const board = (await json(response)) as SeatingBoard;
    expect(board.tables).toEqual([
      expect.objectContaining({ id: table.id, number: 1, capacity: 4, seated: 1, occupiedSeats: [3] }),
    ]);
    expect(board.guests.map((g) => g.name)).toEqual(["Al", "Bea"]);
    expect(board.guests[1]).toEqual({
      id: expect.any(String),
      name: "Bea",
      status: "invited",
      householdId: null,
      groupIds: [],
      tableId: table.id,
      seatNumber: 3,
      seatNumberLocked: false,
    });
    expect(JSON.stringify(board)).not.toContain("bea@example.com");
  });

  test("another owner's event is not found", async () => {
    for (const suffix of ["", "/compact"]) {
      const response = await as(ctx, bo.cookie).get(`${seatingPath()}${suffix}`);
      expect(response.status).toBe(404);
    }
  });

  test("the compact board (the web's read) decodes into the same board, in a third of the bytes", async () => {
    const own = await createEvent(ctx, ann.cookie, { title: "Compact" });
    const tables = [
      await addTable(ctx, own.id, { number: 1, capacity: 8 }),
      await addTable(ctx, own.id, { number: 2, capacity: 8 }),
    ];
    const create = async (kind: "households" | "groups", name: string) =>
      (
        (await json(await as(ctx, ann.cookie).post(`/api/events/${own.id}/${kind}`, { name }))) as {
          id: string;
        }
      ).id;
    const lees = await create("households", "Lee");
    const groups = [await create("groups", "Work"), await create("groups", "College")];
    for (let i = 0; i < 12; i += 1) {
      await addGuest(ctx, ann.cookie, own.id, {
        name: `Guest ${i}`,
        status: (["invited", "confirmed", "declined"] as const)[i % 3],
        householdId: i % 4 === 0 ? lees : null,
        groupIds: groups.slice(0, i % 3),
        tableId: i % 5 === 0 ? null : tables[i % 2]!.id,
        seatNumber: i % 5 === 0 ? null : Math.floor(i / 2) + 1,
      });
    }
    const plain = await as(ctx, ann.cookie).get(seatingPath(own.id));
    const compact = await as(ctx, ann.cookie).get(`${seatingPath(own.id)}/compact`);
    expect(compact.status).toBe(200);
    const plainText = await plain.text();
    const compactText = await compact.text();
    const board = JSON.parse(plainText) as SeatingBoard;
    expect(board.guests.some((g) => g.groupIds.length === 2 && g.householdId && g.tableId)).toBe(true);
    expect(decodeBoard(JSON.parse(compactText) as CompactBoard)).toEqual(board);
    // The tables are the same in both; the guests are what shrinks.
    const guestBytes = (text: string) =>
      JSON.stringify((JSON.parse(text) as { guests: unknown }).guests).length;
    expect(guestBytes(compactText)).toBeLessThan(guestBytes(plainText) / 2);
  });

  test("an event without guests, tables or groupings has an empty compact board", async () => {
    const own = await createEvent(ctx, ann.cookie, { title: "Empty" });
    const plain = (await json(await as(ctx, ann.cookie).get(seatingPath(own.id)))) as SeatingBoard;
    const compact = (await json(
      await as(ctx, ann.cookie).get(`${seatingPath(own.id)}/compact`),
    )) as CompactBoard;
    expect(compact.guests).toEqual({
      id: [],
      name: [],
      status: [],
      household: [],
      table: [],
      seat: [],
      groups: [],
      seatPinned: [],
    });
    expect(decodeBoard(compact)).toEqual(plain);
  });
});

describe("POST seating/moves", () => {
  test("a guest gets the lowest free seat by default, or the seat asked for", async () => {
    const own = await createEvent(ctx, ann.cookie, { title: "Lowest" });
    const table = await addTable(ctx, own.id, { number: 1, capacity: 6 });
    await addGuest(ctx, ann.cookie, own.id, { name: "One", tableId: table.id, seatNumber: 1 });
    await addGuest(ctx, ann.cookie, own.id, { name: "Three", tableId: table.id, seatNumber: 3 });
    const a = await addGuest(ctx, ann.cookie, own.id, { name: "A" });
    const b = await addGuest(ctx, ann.cookie, own.id, { name: "B" });
    const response = await move([{ guestId: a.id, tableId: table.id }], ann, own.id);
    expect(response.status).toBe(200);
    expect(await json(response)).toEqual({ places: [{ guestId: a.id, tableId: table.id, seatNumber: 2 }] });
    const second = await move([{ guestId: b.id, tableId: table.id, seatNumber: 6 }], ann, own.id);
    expect(((await json(second)) as { places: SeatPlace[] }).places[0]?.seatNumber).toBe(6);
    expect(await placesByName(own.id)).toEqual({ A: [1, 2], B: [1, 6], One: [1, 1], Three: [1, 3] });
  });

  test("a full table is refused with the product's message and the guest stays where they were", async () => {
    const own = await createEvent(ctx, ann.cookie, { title: "Full" });
    const one = await addTable(ctx, own.id, { number: 1, capacity: 4 });
    const two = await addTable(ctx, own.id, { number: 2, capacity: 2, name: "Garden" });
    await addGuest(ctx, ann.cookie, own.id, { name: "X", tableId: two.id });
    await addGuest(ctx, ann.cookie, own.id, { name: "Y", tableId: two.id });
    const mover = await addGuest(ctx, ann.cookie, own.id, { name: "Mover", tableId: one.id, seatNumber: 4 });
    const response = await move([{ guestId: mover.id, tableId: two.id }], ann, own.id);
    expect(response.status).toBe(409);
    expect(await errorOf(response)).toEqual({
      code: "conflict",
      message: "Garden has reached its maximum capacity of 2 guests.",
      fields: { tableId: "Garden has reached its maximum capacity of 2 guests." },
    });
    expect((await placesByName(own.id)).Mover).toEqual([1, 4]);
  });

  test("a seat beyond capacity and a taken seat are 409, a seat past any table's size 400; nothing changes", async () => {
    const own = await createEvent(ctx, ann.cookie, { title: "Seats" });
    const table = await addTable(ctx, own.id, { number: 1, capacity: 4 });
    await addGuest(ctx, ann.cookie, own.id, { name: "Holder", tableId: table.id, seatNumber: 2 });
    const guest = await addGuest(ctx, ann.cookie, own.id, { name: "Guest" });
    const beyond = await move([{ guestId: guest.id, tableId: table.id, seatNumber: 5 }], ann, own.id);
    expect(beyond.status).toBe(409);
    expect(await errorOf(beyond)).toEqual({
      code: "conflict",
      message: "Table 1 has 4 seats, so there is no seat 5",
      fields: { seatNumber: "Table 1 has 4 seats, so there is no seat 5" },
    });
    const taken = await move([{ guestId: guest.id, tableId: table.id, seatNumber: 2 }], ann, own.id);
    expect(taken.status).toBe(409);
    expect((await errorOf(taken)).message).toBe("Seat 2 at Table 1 is taken by Holder");
    const outOfRange = await move([{ guestId: guest.id, tableId: table.id, seatNumber: 21 }], ann, own.id);
    expect(outOfRange.status).toBe(400);
    expect((await placesByName(own.id)).Guest).toEqual([null, null]);
  });

  test("a household moves in one transaction: all of it or none of it", async () => {
    const own = await createEvent(ctx, ann.cookie, { title: "Household" });
    const small = await addTable(ctx, own.id, { number: 1, capacity: 4 });
    const big = await addTable(ctx, own.id, { number: 2, capacity: 8 });
    await addGuest(ctx, ann.cookie, own.id, { name: "Sitter", tableId: small.id, seatNumber: 1 });
    await addGuest(ctx, ann.cookie, own.id, { name: "Sitter 2", tableId: small.id, seatNumber: 2 });
    const members = [
      await addGuest(ctx, ann.cookie, own.id, { name: "Kim 1", tableId: big.id, seatNumber: 1 }),
      await addGuest(ctx, ann.cookie, own.id, { name: "Kim 2" }),
      await addGuest(ctx, ann.cookie, own.id, { name: "Kim 3" }),
    ];
    const all = (tableId: string) => members.map((m) => ({ guestId: m.id, tableId }));
    const refused = await move(all(small.id), ann, own.id);
    expect(refused.status).toBe(409);
    expect((await errorOf(refused)).message).toBe("Table 1 has reached its maximum capacity of 4 guests.");
    expect(await placesByName(own.id)).toMatchObject({ "Kim 1": [2, 1], "Kim 2": [null, null] });

    const places = await moved(own.id, all(big.id));
    expect(places.map((p) => p.seatNumber).sort()).toEqual([1, 2, 3]);
    expect(await placesByName(own.id)).toMatchObject({ "Kim 1": [2, 1], "Kim 2": [2, 2], "Kim 3": [2, 3] });
  });

  test("two guests swap seats within a table; a guest is unseated", async () => {
    const own = await createEvent(ctx, ann.cookie, { title: "Swap" });
    const table = await addTable(ctx, own.id, { number: 1, capacity: 4 });
    const a = await addGuest(ctx, ann.cookie, own.id, { name: "A", tableId: table.id, seatNumber: 1 });
    const b = await addGuest(ctx, ann.cookie, own.id, { name: "B", tableId: table.id, seatNumber: 2 });
    await moved(own.id, [
      { guestId: a.id, tableId: table.id, seatNumber: 2 },
      { guestId: b.id, tableId: table.id, seatNumber: 1 },
    ]);
    expect(await placesByName(own.id)).toEqual({ A: [1, 2], B: [1, 1] });
    expect(await moved(own.id, [{ guestId: a.id, tableId: null }])).toEqual([
      { guestId: a.id, tableId: null, seatNumber: null },
    ]);
    expect(await placesByName(own.id)).toEqual({ A: [null, null], B: [1, 1] });
  });

  test("a guest or table of another event is not found, and nothing moves", async () => {
    const own = await createEvent(ctx, ann.cookie, { title: "Mine" });
    const mine = await addTable(ctx, own.id, { number: 1 });
    const guest = await addGuest(ctx, ann.cookie, own.id, { name: "Mine" });
    const other = await createEvent(ctx, bo.cookie, { title: "Bo's" });
    const bosTable = await addTable(ctx, other.id, { number: 1 });
    const bosGuest = await addGuest(ctx, bo.cookie, other.id, { name: "Bo's guest" });

    const foreignTable = await move([{ guestId: guest.id, tableId: bosTable.id }], ann, own.id);
    expect(foreignTable.status).toBe(404);
    expect((await errorOf(foreignTable)).message).toBe("Table not found");
    const foreignGuest = await move(
      [
        { guestId: guest.id, tableId: mine.id },
        { guestId: bosGuest.id, tableId: mine.id },
      ],
      ann,
      own.id,
    );
    expect(foreignGuest.status).toBe(404);
    expect((await errorOf(foreignGuest)).message).toBe("Guest not found");
    expect((await placesByName(own.id)).Mine).toEqual([null, null]);
    const theirEvent = await move([{ guestId: bosGuest.id, tableId: bosTable.id }], ann, other.id);
    expect(theirEvent.status).toBe(404);
  });

  test.each([
    [{}, "Moves must be a list"],
    [{ moves: [] }, "Move at least one guest"],
    [{ moves: [{ guestId: "nope", tableId: null }] }, "Guest not found"],
    [
      { moves: [{ guestId: "00000000-0000-4000-8000-000000000000", tableId: null, seatNumber: 2 }] },
      "Choose a table before a seat number",
    ],
    [
      {
        moves: [
          {
            guestId: "00000000-0000-4000-8000-000000000000",
            tableId: "00000000-0000-4000-8000-000000000000",
            seatNumber: 1.5,
          },
        ],
      },
      "Seat number must be a whole number from 1 to 20",
    ],
    [
      {
        moves: [
          { guestId: "00000000-0000-4000-8000-000000000000", tableId: null },
          { guestId: "00000000-0000-4000-8000-000000000000", tableId: null },
        ],
      },
      "Each guest can be moved once per request",
    ],
  ])("bad input %j → 400", async (body, message) => {
    const response = await as(ctx, ann.cookie).post(`${seatingPath()}/moves`, body);
    expect(response.status).toBe(400);
    expect((await errorOf(response)).message).toBe(message);
  });
});
