import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { tables as tablesTable } from "@/server/db/schema";
import { as, createEvent, signUpUser, type TestUser } from "@/server/test/factories";
import { addGuest, addTable } from "@/server/test/guest-factories";
import { createTestContext, errorOf, json, type TestContext } from "@/server/test/harness";
import { neighbourPairs } from "@/shared/auto-seat/seat-graph";
import { solve } from "@/shared/auto-seat/solve";
import { buildSeatInstance, planChanges, type SeatingData } from "@/shared/auto-seat-plan";
import type { Event } from "@/shared/event";
import type { SeatingBoard } from "@/shared/seating";
import { type CompactBoard, decodeBoard } from "@/shared/seating-compact";
import type { SeatingRule } from "@/shared/seating-rules";

/** Auto-seat to the seat: next-to rules, seat pins, and Apply and Undo writing seat numbers. */

let ctx: TestContext;
let ann: TestUser;
let bo: TestUser;

beforeAll(async () => {
  ctx = await createTestContext();
  ann = await signUpUser(ctx);
  bo = await signUpUser(ctx);
});
afterAll(async () => ctx?.close());

const base = (event: Event) => `/api/events/${event.id}/auto-seat`;
const read = async (event: Event) => (await json(await as(ctx, ann.cookie).get(base(event)))) as SeatingData;
const places = async (event: Event) =>
  Object.fromEntries((await read(event)).guests.map((g) => [g.name, [g.tableId, g.seatNumber]]));
const rule = (event: Event, guestAId: string, guestBId: string, strength = "prefer") =>
  as(ctx, ann.cookie).post(`/api/events/${event.id}/seating-rules`, {
    guestAId,
    guestBId,
    kind: "next_to",
    strength,
  });
const adjacent = (capacity: number, a: number, b: number) =>
  neighbourPairs("round", capacity).some(([x, y]) => (x === a && y === b) || (x === b && y === a));

/** Two round tables of 4: P and Q seated at t1 (seats 1 and 2), R, S, U and V unseated. */
async function seatedEvent() {
  const event = await createEvent(ctx, ann.cookie);
  const t1 = await addTable(ctx, event.id, { number: 1, capacity: 4 });
  const t2 = await addTable(ctx, event.id, { number: 2, capacity: 4 });
  const p = await addGuest(ctx, ann.cookie, event.id, { name: "P", tableId: t1.id, seatNumber: 1 });
  const q = await addGuest(ctx, ann.cookie, event.id, { name: "Q", tableId: t1.id, seatNumber: 2 });
  const [r, s, u, v] = await Promise.all(
    ["R", "S", "U", "V"].map((name) => addGuest(ctx, ann.cookie, event.id, { name })),
  );
  return { event, t1, t2, p, q, r: r!, s: s!, u: u!, v: v! };
}

describe("next to rules", () => {
  test("created as 'next_to', read back, and sent to the solver as 'next-to'", async () => {
    const { event, r, s } = await seatedEvent();
    const created = await rule(event, r.id, s.id, "must");
    expect(created.status).toBe(201);
    expect(await json(created)).toMatchObject({ kind: "next_to", strength: "must" });
    const data = await read(event);
    expect(data.rules.map((item: SeatingRule) => item.kind)).toEqual(["next_to"]);
    const built = buildSeatInstance(data, { mode: "unseated", skipDeclined: true });
    expect(built.instance.rules).toEqual([
      { a: data.rules[0]!.guestAId, b: data.rules[0]!.guestBId, kind: "next-to", hard: true, weight: 10 },
    ]);
    // One rule per pair, whatever its kind.
    expect((await rule(event, s.id, r.id)).status).toBe(409);
    const self = await rule(event, r.id, r.id);
    expect(self.status).toBe(400);
    expect((await errorOf(self)).fields?.guestBId).toBe("Choose two different guests");
  });

  test("the event's tables reach the solver with their shapes as the floor plan draws them: a rectangular head table a row, another rectangular one banquet, a round head table round", async () => {
    const { event, t1, t2 } = await seatedEvent();
    const db = ctx.deps.database.db;
    await db.update(tablesTable).set({ shape: "rectangular" }).where(eq(tablesTable.id, t1.id));
    await db.update(tablesTable).set({ shape: "round", isHead: true }).where(eq(tablesTable.id, t2.id));
    const shapes = async () =>
      buildSeatInstance(await read(event), { mode: "everyone", skipDeclined: true }).instance.tables.map(
        (table) => table.shape,
      );
    expect(await shapes()).toEqual(["rect", "round"]);
    await db.update(tablesTable).set({ shape: "rectangular" }).where(eq(tablesTable.id, t2.id));
    expect(await shapes()).toEqual(["rect", "row"]);
  });
});

describe("apply and undo write seats", () => {
  test("next-to pairs end side by side; unmoved guests keep their seats; undo gives the seats back", async () => {
    const { event, t1, r, s, u, v } = await seatedEvent();
    expect((await rule(event, r.id, s.id)).status).toBe(201);
    expect((await rule(event, u.id, v.id)).status).toBe(201);
    const data = await read(event);
    const built = buildSeatInstance(data, { mode: "unseated", skipDeclined: true });
    const result = solve(built.instance);
    if (!result.ok) throw new Error(result.problem.message);
    const { moves, apply } = planChanges(data, result.plan, built.leaving);
    expect(moves.map((move) => move.name).sort()).toEqual(["R", "S", "U", "V"]);
    expect(apply.assignments.every((item) => item.seatNumber !== null)).toBe(true);

    const applied = await as(ctx, ann.cookie).post(`${base(event)}/apply`, apply);
    expect(await json(applied)).toEqual({ moved: 4, undoAvailable: true });
    const after = await places(event);
    expect(after.P).toEqual([t1.id, 1]);
    expect(after.Q).toEqual([t1.id, 2]);
    for (const [a, b] of [
      ["R", "S"],
      ["U", "V"],
    ] as const) {
      expect(after[a]![0]).toBe(after[b]![0]);
      expect(adjacent(4, after[a]![1] as number, after[b]![1] as number)).toBe(true);
    }
    // The board reads the same seats.
    const board = (await json(
      await as(ctx, ann.cookie).get(`/api/events/${event.id}/seating`),
    )) as SeatingBoard;
    expect(Object.fromEntries(board.guests.map((g) => [g.name, [g.tableId, g.seatNumber]]))).toEqual(after);

    const undone = await as(ctx, ann.cookie).post(`${base(event)}/undo`);
    expect(await json(undone)).toEqual({ moved: 4, undoAvailable: false });
    expect(await places(event)).toEqual({
      P: [t1.id, 1],
      Q: [t1.id, 2],
      R: [null, null],
      S: [null, null],
      U: [null, null],
      V: [null, null],
    });
  });

  test("two guests trade seats in one apply; undo trades them back", async () => {
    const { event, t1, p, q } = await seatedEvent();
    const swapped = await as(ctx, ann.cookie).post(`${base(event)}/apply`, {
      assignments: [
        { guestId: p.id, tableId: t1.id, seatNumber: 2 },
        { guestId: q.id, tableId: t1.id, seatNumber: 1 },
      ],
    });
    expect(swapped.status).toBe(200);
    expect(await json(swapped)).toEqual({ moved: 2, undoAvailable: true });
    expect(await places(event)).toMatchObject({ P: [t1.id, 2], Q: [t1.id, 1] });
    expect((await as(ctx, ann.cookie).post(`${base(event)}/undo`)).status).toBe(200);
    expect(await places(event)).toMatchObject({ P: [t1.id, 1], Q: [t1.id, 2] });
  });

  test("a seat held by a guest the plan leaves in place refuses the whole plan: nothing moves", async () => {
    const { event, t1, t2, r, s } = await seatedEvent();
    const before = await places(event);
    const refused = await as(ctx, ann.cookie).post(`${base(event)}/apply`, {
      assignments: [
        { guestId: r.id, tableId: t2.id, seatNumber: 1 },
        { guestId: s.id, tableId: t1.id, seatNumber: 2 },
      ],
    });
    expect(refused.status).toBe(409);
    expect((await errorOf(refused)).fields).toHaveProperty("seatNumber");
    expect(await places(event)).toEqual(before);
    expect((await read(event)).undoAvailable).toBe(false);
    const beyond = await as(ctx, ann.cookie).post(`${base(event)}/apply`, {
      assignments: [{ guestId: r.id, tableId: t1.id, seatNumber: 5 }],
    });
    expect(beyond.status).toBe(409);
    const noTable = await as(ctx, ann.cookie).post(`${base(event)}/apply`, {
      assignments: [{ guestId: r.id, tableId: null, seatNumber: 3 }],
    });
    expect(noTable.status).toBe(400);
  });
});

describe("seat pins", () => {
  test("only a guest with a seat can be pinned; the pin locks the seat for auto-seat and Apply", async () => {
    const { event, t1, t2, p, r } = await seatedEvent();
    const pin = (guestId: string, locked: boolean, cookie = ann.cookie) =>
      as(ctx, cookie).put(`${base(event)}/seat-pin`, { guestId, locked });
    const unseated = await pin(r.id, true);
    expect(unseated.status).toBe(409);
    expect((await errorOf(unseated)).message).toBe("R has no seat yet: give them a seat before pinning it");
    expect((await pin(p.id, true, bo.cookie)).status).toBe(404);

    expect((await pin(p.id, true)).status).toBe(200);
    const data = await read(event);
    expect(data.guests.find((g) => g.id === p.id)!.seatNumberLocked).toBe(true);
    const board = (await json(
      await as(ctx, ann.cookie).get(`/api/events/${event.id}/seating`),
    )) as SeatingBoard;
    expect(board.guests.find((g) => g.id === p.id)!.seatNumberLocked).toBe(true);
    // The web reads the board in columns: the pin survives them.
    const compact = (await json(
      await as(ctx, ann.cookie).get(`/api/events/${event.id}/seating/compact`),
    )) as CompactBoard;
    expect(decodeBoard(compact)).toEqual(board);
    // Everyone is re-seated except P, who keeps table and seat.
    const built = buildSeatInstance(data, { mode: "everyone", skipDeclined: true });
    expect(built.instance.guests.find((g) => g.id === p.id)).toMatchObject({ table: t1.id, seat: 1 });
    expect(built.instance.guests.find((g) => g.name === "Q")!.table).toBeUndefined();

    for (const place of [
      { tableId: t1.id, seatNumber: 3 },
      { tableId: t2.id, seatNumber: 1 },
    ]) {
      const moved = await as(ctx, ann.cookie).post(`${base(event)}/apply`, {
        assignments: [{ guestId: p.id, ...place }],
      });
      expect(moved.status).toBe(409);
      expect((await errorOf(moved)).message).toBe("P is pinned to their seat; unpin them before moving them");
    }
    expect((await pin(p.id, false)).status).toBe(200);
    expect((await read(event)).guests.find((g) => g.id === p.id)!.seatNumberLocked).toBe(false);
    const free = await as(ctx, ann.cookie).post(`${base(event)}/apply`, {
      assignments: [{ guestId: p.id, tableId: t1.id, seatNumber: 3 }],
    });
    expect(free.status).toBe(200);
  });
});
