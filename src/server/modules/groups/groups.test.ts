import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { as } from "@/server/test/factories";
import { addGuest, guestList, type OwnerWithEvent, ownerWithEvent } from "@/server/test/guest-factories";
import { errorOf, json } from "@/server/test/harness";
import type { GuestGroup } from "@/shared/guests-groups";

let { ctx, ann, bo, event } = {} as OwnerWithEvent;

beforeAll(async () => {
  ({ ctx, ann, bo, event } = await ownerWithEvent());
});
afterAll(async () => ctx?.close());

const path = (suffix = "", eventId = event.id) => `/api/events/${eventId}/groups${suffix}`;

describe("groups", () => {
  test("created with normal importance, renamed, weighted, deleted (guests stay, out of it)", async () => {
    const created = await as(ctx, ann.cookie).post(path(), { name: "Bride's family" });
    expect(created.status).toBe(201);
    const family = (await json(created)) as GuestGroup;
    expect(family).toMatchObject({ name: "Bride's family", importance: "normal", guestCount: 0 });
    await addGuest(ctx, ann.cookie, event.id, { name: "Ann", groupIds: [family.id] });

    const updated = await as(ctx, ann.cookie).patch(path(`/${family.id}`), { importance: "high" });
    expect(await json(updated)).toEqual({ ...family, importance: "high", guestCount: 1 });
    const renamed = (await json(
      await as(ctx, ann.cookie).patch(path(`/${family.id}`), { name: "Family" }),
    )) as GuestGroup;
    expect(renamed).toMatchObject({ name: "Family", importance: "high" });

    const low = (await json(
      await as(ctx, ann.cookie).post(path(), { name: "Work", importance: "low" }),
    )) as GuestGroup;
    expect(low.importance).toBe("low");
    const list = (await json(await as(ctx, ann.cookie).get(path()))) as GuestGroup[];
    expect(list.map((g) => [g.name, g.importance, g.guestCount])).toEqual([
      ["Family", "high", 1],
      ["Work", "low", 0],
    ]);

    expect((await as(ctx, ann.cookie).delete(path(`/${family.id}`))).status).toBe(204);
    expect((await guestList(ctx, ann.cookie, event.id)).guests).toEqual([
      expect.objectContaining({ name: "Ann", groupIds: [] }),
    ]);
  });

  test.each([
    [{}, "name", "Group name is required"],
    [{ name: "Work; Play" }, "name", "Group name cannot contain ; | or ,"],
    [{ name: "Friends, old" }, "name", "Group name cannot contain ; | or ,"],
    [{ name: "g".repeat(61) }, "name", "Group name must be at most 60 characters"],
    [{ name: "VIP", importance: "urgent" }, "importance", "Importance must be low, normal or high"],
  ])("refuses %j", async (body, field, message) => {
    const response = await as(ctx, ann.cookie).post(path(), body);
    expect(response.status).toBe(400);
    expect((await errorOf(response)).fields?.[field]).toBe(message);
  });

  test("names are unique per event whatever their case", async () => {
    await as(ctx, ann.cookie).post(path(), { name: "Choir" });
    const again = await as(ctx, ann.cookie).post(path(), { name: "choir" });
    expect(again.status).toBe(409);
    expect((await errorOf(again)).message).toBe("A group with this name already exists");
  });

  test("another owner: 404, nothing changed", async () => {
    const mine = (await json(await as(ctx, ann.cookie).post(path(), { name: "Mine" }))) as GuestGroup;
    expect((await as(ctx, bo.cookie).get(path())).status).toBe(404);
    expect((await as(ctx, bo.cookie).patch(path(`/${mine.id}`), { importance: "high" })).status).toBe(404);
    expect((await as(ctx, bo.cookie).delete(path(`/${mine.id}`))).status).toBe(404);
    const list = (await json(await as(ctx, ann.cookie).get(path()))) as GuestGroup[];
    expect(list.find((g) => g.id === mine.id)?.importance).toBe("normal");
  });

  test("anonymous callers get 401", async () => {
    expect((await as(ctx).get(path())).status).toBe(401);
  });
});
