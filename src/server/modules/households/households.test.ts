import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { as, createEvent } from "@/server/test/factories";
import { addGuest, guestList, type OwnerWithEvent, ownerWithEvent } from "@/server/test/guest-factories";
import { errorOf, json } from "@/server/test/harness";
import type { Household } from "@/shared/guests-groups";

let { ctx, ann, bo, event } = {} as OwnerWithEvent;

beforeAll(async () => {
  ({ ctx, ann, bo, event } = await ownerWithEvent());
});
afterAll(async () => ctx?.close());

const path = (suffix = "", eventId = event.id) => `/api/events/${eventId}/households${suffix}`;

describe("households", () => {
  test("created, listed by name with their guest counts, renamed, deleted (guests stay)", async () => {
    const created = await as(ctx, ann.cookie).post(path(), { name: "  The Lees " });
    expect(created.status).toBe(201);
    const lees = (await json(created)) as Household;
    expect(lees).toMatchObject({ name: "The Lees", guestCount: 0 });
    await as(ctx, ann.cookie).post(path(), { name: "abbots" });
    await addGuest(ctx, ann.cookie, event.id, { name: "Ann Lee", householdId: lees.id });

    const list = (await json(await as(ctx, ann.cookie).get(path()))) as Household[];
    expect(list.map((h) => [h.name, h.guestCount])).toEqual([
      ["abbots", 0],
      ["The Lees", 1],
    ]);

    const renamed = await as(ctx, ann.cookie).patch(path(`/${lees.id}`), { name: "Lee family" });
    expect(await json(renamed)).toEqual({ id: lees.id, name: "Lee family", guestCount: 1 });

    expect((await as(ctx, ann.cookie).delete(path(`/${lees.id}`))).status).toBe(204);
    const guests = (await guestList(ctx, ann.cookie, event.id)).guests;
    expect(guests).toEqual([expect.objectContaining({ name: "Ann Lee", householdId: null })]);
  });

  test("names are unique per event whatever their case", async () => {
    await as(ctx, ann.cookie).post(path(), { name: "Kims" });
    const again = await as(ctx, ann.cookie).post(path(), { name: "KIMS" });
    expect(again.status).toBe(409);
    expect(await errorOf(again)).toEqual({
      code: "conflict",
      message: "A household with this name already exists",
      fields: { name: "A household with this name already exists" },
    });
    const other = (await json(await as(ctx, ann.cookie).post(path(), { name: "Parks" }))) as Household;
    expect((await as(ctx, ann.cookie).patch(path(`/${other.id}`), { name: "kims" })).status).toBe(409);
    const elsewhere = await createEvent(ctx, ann.cookie, { title: "Other" });
    expect((await as(ctx, ann.cookie).post(path("", elsewhere.id), { name: "Kims" })).status).toBe(201);
  });

  test.each([
    [{}, "Household name is required"],
    [{ name: " \u200b " }, "Household name is required"],
    [{ name: "x".repeat(101) }, "Household name must be at most 100 characters"],
  ])("refuses %j", async (body, message) => {
    const response = await as(ctx, ann.cookie).post(path(), body);
    expect(response.status).toBe(400);
    expect((await errorOf(response)).fields?.name).toBe(message);
  });

  test("another owner: 404 on every route, nothing changed", async () => {
    const mine = (await json(await as(ctx, ann.cookie).post(path(), { name: "Mine" }))) as Household;
    expect((await as(ctx, bo.cookie).get(path())).status).toBe(404);
    expect((await as(ctx, bo.cookie).post(path(), { name: "X" })).status).toBe(404);
    expect((await as(ctx, bo.cookie).patch(path(`/${mine.id}`), { name: "X" })).status).toBe(404);
    expect((await as(ctx, bo.cookie).delete(path(`/${mine.id}`))).status).toBe(404);
    const bosEvent = await createEvent(ctx, bo.cookie);
    expect((await as(ctx, bo.cookie).delete(path(`/${mine.id}`, bosEvent.id))).status).toBe(404);
    expect((await as(ctx, ann.cookie).patch(path("/not-an-id"), { name: "X" })).status).toBe(404);
    const list = (await json(await as(ctx, ann.cookie).get(path()))) as Household[];
    expect(list.some((h) => h.name === "Mine")).toBe(true);
  });

  test("anonymous callers get 401", async () => {
    expect((await as(ctx).get(path())).status).toBe(401);
    expect((await as(ctx).post(path(), { name: "X" })).status).toBe(401);
  });
});
