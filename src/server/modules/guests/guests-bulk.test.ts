import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { as, createEvent, signUpUser, type TestUser } from "@/server/test/factories";
import { addGuest, guestList } from "@/server/test/guest-factories";
import { createTestContext, errorOf, json, type TestContext } from "@/server/test/harness";
import type { Event } from "@/shared/event";
import type { Guest } from "@/shared/guests";

let ctx: TestContext;
let ann: TestUser;
let bo: TestUser;
let event: Event;
let guests: Guest[];

beforeAll(async () => {
  ctx = await createTestContext();
  ann = await signUpUser(ctx);
  bo = await signUpUser(ctx);
  event = await createEvent(ctx, ann.cookie);
  guests = [];
  for (const name of ["Ann", "Bo", "Cy", "Dee"])
    guests.push(await addGuest(ctx, ann.cookie, event.id, { name }));
});
afterAll(async () => ctx?.close());

const bulk = (body: unknown, cookie = ann.cookie, eventId = event.id) =>
  as(ctx, cookie).post(`/api/events/${eventId}/guests/bulk`, body);
const byName = async () =>
  new Map((await guestList(ctx, ann.cookie, event.id)).guests.map((g) => [g.name, g]));

describe("POST guests/bulk", () => {
  test("sets the status of a selection", async () => {
    const response = await bulk({
      action: "setStatus",
      guestIds: [guests[0]!.id, guests[1]!.id],
      status: "confirmed",
    });
    expect(response.status).toBe(200);
    expect(await json(response)).toEqual({ affected: 2 });
    const now = await byName();
    expect([now.get("Ann")!.status, now.get("Bo")!.status, now.get("Cy")!.status]).toEqual([
      "confirmed",
      "confirmed",
      "invited",
    ]);
  });

  test("adds to and removes from a group, without doubling a member", async () => {
    const group = (await json(
      await as(ctx, ann.cookie).post(`/api/events/${event.id}/groups`, { name: "Work" }),
    )) as {
      id: string;
    };
    const ids = guests.slice(0, 3).map((g) => g.id);
    expect((await bulk({ action: "addToGroup", guestIds: ids, groupId: group.id })).status).toBe(200);
    expect((await bulk({ action: "addToGroup", guestIds: ids, groupId: group.id })).status).toBe(200);
    const list = await guestList(ctx, ann.cookie, event.id);
    expect(list.groups).toEqual([expect.objectContaining({ name: "Work", guestCount: 3 })]);
    await bulk({ action: "removeFromGroup", guestIds: [guests[0]!.id], groupId: group.id });
    const now = await byName();
    expect([now.get("Ann")!.groupIds, now.get("Bo")!.groupIds]).toEqual([[], [group.id]]);
  });

  test("puts a selection in a household and takes it out again", async () => {
    const household = (await json(
      await as(ctx, ann.cookie).post(`/api/events/${event.id}/households`, { name: "Lees" }),
    )) as { id: string };
    const ids = [guests[2]!.id, guests[3]!.id];
    await bulk({ action: "setHousehold", guestIds: ids, householdId: household.id });
    expect((await byName()).get("Dee")!.householdId).toBe(household.id);
    await bulk({ action: "setHousehold", guestIds: ids, householdId: null });
    expect((await byName()).get("Dee")!.householdId).toBeNull();
  });

  test("a guest of another event in the selection: 404 and nothing changed", async () => {
    const other = await createEvent(ctx, ann.cookie, { title: "Other" });
    const stranger = await addGuest(ctx, ann.cookie, other.id, { name: "Stranger" });
    const response = await bulk({ action: "delete", guestIds: [guests[3]!.id, stranger.id] });
    expect(response.status).toBe(404);
    expect((await errorOf(response)).message).toBe("Guest not found");
    expect((await byName()).has("Dee")).toBe(true);
  });

  test("another owner cannot act on the event", async () => {
    const response = await bulk({ action: "delete", guestIds: [guests[3]!.id] }, bo.cookie);
    expect(response.status).toBe(404);
    expect((await byName()).has("Dee")).toBe(true);
  });

  test("a group or household of another event is not found", async () => {
    const other = await createEvent(ctx, ann.cookie, { title: "Other 2" });
    const group = (await json(
      await as(ctx, ann.cookie).post(`/api/events/${other.id}/groups`, { name: "X" }),
    )) as {
      id: string;
    };
    const response = await bulk({ action: "addToGroup", guestIds: [guests[0]!.id], groupId: group.id });
    expect(response.status).toBe(404);
    expect((await errorOf(response)).message).toBe("Group not found");
  });

  test.each([
    [
      { action: "explode", guestIds: [] },
      "Action must be delete, setStatus, addToGroup, removeFromGroup or setHousehold",
    ],
    [{ action: "delete", guestIds: [] }, "Choose at least one guest"],
    [{ action: "delete" }, "Choose at least one guest"],
    [{ action: "delete", guestIds: ["nope"] }, "Guest not found"],
    [
      { action: "setStatus", guestIds: ["00000000-0000-4000-8000-000000000000"], status: "maybe" },
      "Status must be invited, confirmed or declined",
    ],
  ])("refuses %j", async (body, message) => {
    const response = await bulk(body);
    expect(response.status).toBe(400);
    expect((await errorOf(response)).message).toBe(message);
  });

  test("deletes a selection", async () => {
    const response = await bulk({ action: "delete", guestIds: [guests[0]!.id, guests[1]!.id] });
    expect(await json(response)).toEqual({ affected: 2 });
    expect([...(await byName()).keys()]).toEqual(["Cy", "Dee"]);
  });

  test("anonymous callers get 401", async () => {
    expect(
      (await as(ctx).post(`/api/events/${event.id}/guests/bulk`, { action: "delete", guestIds: [] })).status,
    ).toBe(401);
  });
});
