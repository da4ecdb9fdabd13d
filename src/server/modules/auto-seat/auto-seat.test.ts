import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { guests as guestsTable } from "@/server/db/schema";
import { as, createEvent, signUpUser, type TestUser } from "@/server/test/factories";
import { addGuest, addTable } from "@/server/test/guest-factories";
import { createTestContext, errorOf, json, type TestContext } from "@/server/test/harness";
import { evaluatePlan } from "@/shared/auto-seat/evaluate";
import { solve } from "@/shared/auto-seat/solve";
import { buildSeatInstance, planChanges, type SeatingData } from "@/shared/auto-seat-plan";
import type { Event } from "@/shared/event";

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
const read = async (event: Event, cookie = ann.cookie) =>
  (await json(await as(ctx, cookie).get(base(event)))) as SeatingData;
const seats = async (event: Event) =>
  Object.fromEntries((await read(event)).guests.map((g) => [g.name, [g.tableId, g.seatNumber]]));

/** An event with two tables of 3 and five guests: a household of two, a 'keep apart' pair. */
async function smallEvent() {
  const event = await createEvent(ctx, ann.cookie);
  const t1 = await addTable(ctx, event.id, { number: 1, capacity: 3 });
  const t2 = await addTable(ctx, event.id, { number: 2, capacity: 3 });
  const household = (await json(
    await as(ctx, ann.cookie).post(`/api/events/${event.id}/households`, { name: "Lee" }),
  )) as { id: string };
  const a = await addGuest(ctx, ann.cookie, event.id, { name: "A", householdId: household.id });
  const b = await addGuest(ctx, ann.cookie, event.id, { name: "B", householdId: household.id });
  const c = await addGuest(ctx, ann.cookie, event.id, { name: "C", tableId: t1.id, seatNumber: 2 });
  const d = await addGuest(ctx, ann.cookie, event.id, { name: "D" });
  const e = await addGuest(ctx, ann.cookie, event.id, { name: "E", status: "declined", tableId: t2.id });
  await as(ctx, ann.cookie).post(`/api/events/${event.id}/seating-rules`, {
    guestAId: c.id,
    guestBId: d.id,
    kind: "apart",
    strength: "must",
  });
  return { event, t1, t2, a, b, c, d, e };
}

describe("auto-seat: read, apply, undo", () => {
  test("the solver's plan from the event's data is applied in one go, then undone", async () => {
    const { event, t1, t2, c } = await smallEvent();
    const data = await read(event);
    expect(data.rules).toHaveLength(1);
    expect(data.undoAvailable).toBe(false);
    const built = buildSeatInstance(data, { mode: "unseated", skipDeclined: true });
    expect(built.leaving).toEqual([data.guests.find((g) => g.name === "E")!.id]);
    const result = solve(built.instance);
    if (!result.ok) throw new Error(result.problem.message);
    expect(result.plan.assignments[c.id]).toBe(t1.id);
    const { moves, apply } = planChanges(data, result.plan, built.leaving);
    expect(moves.map((m) => m.name).sort()).toEqual(["A", "B", "D", "E"]);

    const applied = await as(ctx, ann.cookie).post(`${base(event)}/apply`, apply);
    expect(applied.status).toBe(200);
    expect(await json(applied)).toEqual({ moved: 4, undoAvailable: true });
    const after = await read(event);
    const byName = Object.fromEntries(after.guests.map((g) => [g.name, g]));
    expect(byName.C!.seatNumber).toBe(2); // stayed, kept their seat
    expect(byName.E!.tableId).toBeNull(); // declined, left out
    expect(byName.A!.tableId).toBe(byName.B!.tableId); // household together
    expect(byName.D!.tableId).toBe(t2.id); // kept apart from C
    const check = evaluatePlan(
      built.instance,
      Object.fromEntries(after.guests.filter((g) => g.tableId).map((g) => [g.id, g.tableId!])),
    );
    expect(check.violations.filter((v) => v.kind !== "unseated")).toEqual([]);

    const undone = await as(ctx, ann.cookie).post(`${base(event)}/undo`);
    expect(await json(undone)).toEqual({ moved: 4, undoAvailable: false });
    expect(await seats(event)).toEqual({
      A: [null, null],
      B: [null, null],
      C: [t1.id, 2],
      D: [null, null],
      E: [t2.id, null],
    });
    const again = await as(ctx, ann.cookie).post(`${base(event)}/undo`);
    expect(again.status).toBe(409);
  });

  test("a plan over a table's capacity is refused whole: nothing moves", async () => {
    const { event, t1, a, b, d } = await smallEvent();
    const before = await seats(event);
    const response = await as(ctx, ann.cookie).post(`${base(event)}/apply`, {
      assignments: [
        { guestId: a.id, tableId: t1.id },
        { guestId: b.id, tableId: t1.id },
        { guestId: d.id, tableId: t1.id },
      ],
    });
    expect(response.status).toBe(409);
    expect((await errorOf(response)).message).toMatch(/maximum capacity of 3/);
    expect(await seats(event)).toEqual(before);
    expect((await read(event)).undoAvailable).toBe(false);
  });

  test("guests or tables of another event, and another owner's event", async () => {
    const mine = await smallEvent();
    const theirs = await createEvent(ctx, bo.cookie);
    const theirTable = await addTable(ctx, theirs.id, { number: 1 });
    const theirGuest = await addGuest(ctx, bo.cookie, theirs.id, { name: "Z" });

    const foreignGuest = await as(ctx, ann.cookie).post(`${base(mine.event)}/apply`, {
      assignments: [
        { guestId: mine.a.id, tableId: mine.t2.id },
        { guestId: theirGuest.id, tableId: mine.t2.id },
      ],
    });
    expect(foreignGuest.status).toBe(404);
    const foreignTable = await as(ctx, ann.cookie).post(`${base(mine.event)}/apply`, {
      assignments: [{ guestId: mine.a.id, tableId: theirTable.id }],
    });
    expect(foreignTable.status).toBe(404);
    expect((await errorOf(foreignTable)).fields).toEqual({ tableId: "Table not found" });
    expect((await read(mine.event)).guests.find((g) => g.id === mine.a.id)!.tableId).toBeNull();

    // Bo cannot read, apply to, undo or pin on Ann's event.
    expect((await as(ctx, bo.cookie).get(base(mine.event))).status).toBe(404);
    const plan = { assignments: [{ guestId: mine.a.id, tableId: mine.t2.id }] };
    expect((await as(ctx, bo.cookie).post(`${base(mine.event)}/apply`, plan)).status).toBe(404);
    expect((await as(ctx, bo.cookie).post(`${base(mine.event)}/undo`)).status).toBe(404);
    expect(
      (await as(ctx, bo.cookie).put(`${base(mine.event)}/pins`, { guestIds: [mine.a.id], locked: true }))
        .status,
    ).toBe(404);
    expect((await as(ctx).get(base(mine.event))).status).toBe(401);
  });

  test("pinned guests are not moved: the solver keeps them and apply refuses to move them", async () => {
    const { event, t1, t2, c } = await smallEvent();
    const pinned = await as(ctx, ann.cookie).put(`${base(event)}/pins`, { guestIds: [c.id], locked: true });
    expect(pinned.status).toBe(200);
    const data = await read(event);
    const built = buildSeatInstance(data, { mode: "everyone", skipDeclined: true });
    expect(built.instance.guests.find((g) => g.id === c.id)!.table).toBe(t1.id);
    expect(built.instance.guests.find((g) => g.name === "A")!.table).toBeUndefined();
    const refused = await as(ctx, ann.cookie).post(`${base(event)}/apply`, {
      assignments: [{ guestId: c.id, tableId: t2.id }],
    });
    expect(refused.status).toBe(409);
    expect((await errorOf(refused)).message).toBe(
      "C is pinned to their table; unpin them before moving them",
    );
  });

  test("duplicate guests and malformed ids are a 400", async () => {
    const { event, a, t1 } = await smallEvent();
    const twice = await as(ctx, ann.cookie).post(`${base(event)}/apply`, {
      assignments: [
        { guestId: a.id, tableId: t1.id },
        { guestId: a.id, tableId: null },
      ],
    });
    expect(twice.status).toBe(400);
    const bad = await as(ctx, ann.cookie).post(`${base(event)}/apply`, {
      assignments: [{ guestId: "x", tableId: t1.id }],
    });
    expect(bad.status).toBe(400);
  });

  test("two applies at once: the event lock runs them one after the other, capacity holds", async () => {
    const { event, t1, t2, a, b, d } = await smallEvent();
    // C sits at t1 (capacity 3): each plan alone fits, both together would not.
    const first = { assignments: [{ guestId: d.id, tableId: t1.id }] };
    const second = {
      assignments: [
        { guestId: a.id, tableId: t1.id },
        { guestId: b.id, tableId: t1.id },
      ],
    };
    const [one, two] = await Promise.all([
      as(ctx, ann.cookie).post(`${base(event)}/apply`, first),
      as(ctx, ann.cookie).post(`${base(event)}/apply`, second),
    ]);
    expect([one.status, two.status].sort()).toEqual([200, 409]);
    const rows = await ctx.deps.database.db
      .select({ tableId: guestsTable.tableId })
      .from(guestsTable)
      .where(eq(guestsTable.eventId, event.id));
    expect(rows.filter((row) => row.tableId === t1.id).length).toBeLessThanOrEqual(3);
    expect(rows.filter((row) => row.tableId === t2.id).length).toBe(1);
  });
});
