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
import type { Event } from "@/shared/event";
import type { Guest } from "@/shared/guests";

let { ctx, ann, bo, event } = {} as OwnerWithEvent;

beforeAll(async () => {
  ({ ctx, ann, bo, event } = await ownerWithEvent());
});
afterAll(async () => ctx?.close());

const guestsPath = (eventId = event.id) => `/api/events/${eventId}/guests`;

describe("anonymous callers get 401 on every guest route", () => {
  const id = "00000000-0000-4000-8000-000000000000";
  test.each([
    ["GET", ""],
    ["POST", ""],
    ["POST", "/bulk"],
    ["POST", "/import"],
    ["GET", "/export"],
    ["GET", `/${id}`],
    ["PATCH", `/${id}`],
    ["DELETE", `/${id}`],
  ])("%s guests%s", async (method, suffix) => {
    const response = await ctx.request(`${guestsPath()}${suffix}`, {
      method,
      headers: { "content-type": "application/json" },
      body: method === "GET" || method === "DELETE" ? undefined : "{}",
    });
    expect(response.status).toBe(401);
  });
});

describe("POST guests", () => {
  test("adds a guest with the defaults; the list has it and the setup step is done", async () => {
    const own = await createEvent(ctx, bo.cookie, { guestCount: 50 });
    const before = (await json(await as(ctx, bo.cookie).get(`/api/events/current?eventId=${own.id}`))) as {
      setupProgress: { steps: { id: string; status: string }[] };
    };
    expect(before.setupProgress.steps.find((s) => s.id === "guests")?.status).toBe("in-progress");

    const response = await as(ctx, bo.cookie).post(guestsPath(own.id), { name: "  Zoë Ångström  " });
    expect(response.status).toBe(201);
    const guest = (await json(response)) as Guest;
    expect(guest).toMatchObject({
      name: "Zoë Ångström",
      email: null,
      phone: null,
      status: "invited",
      tableId: null,
      tableNumber: null,
      seatNumber: null,
      householdId: null,
      groupIds: [],
      meal: null,
    });
    expect((await guestList(ctx, bo.cookie, own.id)).guests.map((g) => g.id)).toEqual([guest.id]);
    const after = (await json(await as(ctx, bo.cookie).get(`/api/events/current?eventId=${own.id}`))) as {
      event: Event;
      totals: { guests: number };
      setupProgress: { steps: { id: string; status: string }[] };
    };
    expect(after.totals.guests).toBe(1);
    expect(after.event.setupCompleted).toContain("guests");
    expect(after.setupProgress.steps.find((s) => s.id === "guests")?.status).toBe("completed");
  });

  test.each([
    [{}, "name", "Guest name is required"],
    [{ name: "   " }, "name", "Guest name is required"],
    [{ name: "\u00a0\u200b\u2060" }, "name", "Guest name is required"],
    [{ name: 42 }, "name", "Guest name is required"],
    [{ name: "x".repeat(201) }, "name", "Guest name must be at most 200 characters"],
    [{ name: "Ann\u0000" }, "name", "Guest name contains characters that are not allowed"],
    [{ name: "Ann", email: "not-an-email" }, "email", "Please enter a valid email address"],
    [{ name: "Ann", status: "maybe" }, "status", "Status must be invited, confirmed or declined"],
    [
      { name: "Ann", seatNumber: 0, tableId: "00000000-0000-4000-8000-000000000000" },
      "seatNumber",
      "Seat number must be a whole number from 1 to 20",
    ],
    [{ name: "Ann", seatNumber: 3 }, "seatNumber", "Choose a table before a seat number"],
    [{ name: "Ann", tableId: "table-1" }, "tableId", "Table not found"],
    [{ name: "Ann", groupIds: "Family" }, "groupIds", "Groups must be a list"],
    [{ name: "Ann", notes: "n".repeat(2001) }, "notes", "Notes must be at most 2000 characters"],
  ])("refuses %j with a message on the field", async (body, field, message) => {
    const response = await as(ctx, ann.cookie).post(guestsPath(), body);
    expect(response.status).toBe(400);
    const error = await errorOf(response);
    expect(error.code).toBe("validation_failed");
    expect(error.fields?.[field]).toBe(message);
  });

  test("stores every field, trimmed, blanks as null", async () => {
    const guest = await addGuest(ctx, ann.cookie, event.id, {
      name: "Bo Kim",
      email: " bo@example.com ",
      phone: "+1 555 0100",
      status: "confirmed",
      dietaryRestrictions: "Vegan",
      notes: "",
      meal: " Risotto ",
    });
    expect(guest).toMatchObject({
      email: "bo@example.com",
      phone: "+1 555 0100",
      status: "confirmed",
      dietaryRestrictions: "Vegan",
      notes: null,
      meal: "Risotto",
    });
  });

  test("'No active event found' for an event that is not the caller's or does not exist", async () => {
    for (const eventId of [event.id, "00000000-0000-4000-8000-000000000000", "nope"]) {
      const response = await as(ctx, bo.cookie).post(guestsPath(eventId), { name: "Intruder" });
      expect(response.status).toBe(404);
      expect(await errorOf(response)).toEqual({ code: "not_found", message: "No active event found" });
    }
    expect((await guestList(ctx, ann.cookie, event.id)).guests.some((g) => g.name === "Intruder")).toBe(
      false,
    );
  });

  test("refuses a household or group of another event", async () => {
    const other = await createEvent(ctx, ann.cookie, { title: "Other" });
    const household = (await json(
      await as(ctx, ann.cookie).post(`/api/events/${other.id}/households`, { name: "Kims" }),
    )) as { id: string };
    const group = (await json(
      await as(ctx, ann.cookie).post(`/api/events/${other.id}/groups`, { name: "Work" }),
    )) as {
      id: string;
    };
    const withHousehold = await as(ctx, ann.cookie).post(guestsPath(), {
      name: "X",
      householdId: household.id,
    });
    expect(withHousehold.status).toBe(400);
    expect((await errorOf(withHousehold)).fields?.householdId).toBe("Household not found");
    const withGroup = await as(ctx, ann.cookie).post(guestsPath(), { name: "X", groupIds: [group.id] });
    expect((await errorOf(withGroup)).fields?.groupIds).toBe("Group not found");
  });
});

describe("tables and seats go through the seat lock", () => {
  test("seats a guest, refuses a taken seat and a full table with the product's message", async () => {
    const own = await createEvent(ctx, ann.cookie, { title: "Seats" });
    const table = await addTable(ctx, own.id, { number: 4, capacity: 2 });
    const first = await addGuest(ctx, ann.cookie, own.id, { name: "A", tableId: table.id, seatNumber: 1 });
    expect(first).toMatchObject({ tableId: table.id, tableNumber: 4, seatNumber: 1 });

    const taken = await as(ctx, ann.cookie).post(guestsPath(own.id), {
      name: "B",
      tableId: table.id,
      seatNumber: 1,
    });
    expect(taken.status).toBe(409);
    expect((await errorOf(taken)).message).toBe("Seat 1 at Table 4 is taken by A");
    const beyond = await as(ctx, ann.cookie).post(guestsPath(own.id), {
      name: "B",
      tableId: table.id,
      seatNumber: 3,
    });
    expect(beyond.status).toBe(409);
    expect((await errorOf(beyond)).fields?.seatNumber).toBe("Table 4 has 2 seats, so there is no seat 3");

    await addGuest(ctx, ann.cookie, own.id, { name: "B", tableId: table.id });
    const full = await as(ctx, ann.cookie).post(guestsPath(own.id), { name: "C", tableId: table.id });
    expect(full.status).toBe(409);
    expect(await errorOf(full)).toEqual({
      code: "conflict",
      message: "Table 4 has reached its maximum capacity of 2 guests.",
      fields: { tableId: "Table 4 has reached its maximum capacity of 2 guests." },
    });
    expect((await guestList(ctx, ann.cookie, own.id)).guests.map((g) => g.name)).toEqual(["A", "B"]);
  });

  test("concurrent writers never put more guests at a table than it seats", async () => {
    const own = await createEvent(ctx, ann.cookie, { title: "Race" });
    const table = await addTable(ctx, own.id, { number: 1, capacity: 3 });
    const responses = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        as(ctx, ann.cookie).post(guestsPath(own.id), { name: `G${i}`, tableId: table.id }),
      ),
    );
    expect(responses.filter((r) => r.status === 201)).toHaveLength(3);
    expect(responses.filter((r) => r.status === 409)).toHaveLength(5);
    const list = await guestList(ctx, ann.cookie, own.id);
    expect(list.tables).toEqual([expect.objectContaining({ id: table.id, seated: 3, capacity: 3 })]);
  });

  test("moving tables drops the old seat; a seat alone is at the current table; null unseats", async () => {
    const own = await createEvent(ctx, ann.cookie, { title: "Moves" });
    const one = await addTable(ctx, own.id, { number: 1 });
    const two = await addTable(ctx, own.id, { number: 2 });
    const guest = await addGuest(ctx, ann.cookie, own.id, { name: "Mover", tableId: one.id, seatNumber: 5 });
    const patch = async (body: object) => {
      const response = await as(ctx, ann.cookie).patch(`${guestsPath(own.id)}/${guest.id}`, body);
      expect(response.status).toBe(200);
      return (await json(response)) as Guest;
    };
    expect(await patch({ seatNumber: 5 })).toMatchObject({ tableId: one.id, seatNumber: 5 });
    expect(await patch({ tableId: two.id })).toMatchObject({
      tableId: two.id,
      tableNumber: 2,
      seatNumber: null,
    });
    expect(await patch({ seatNumber: 7 })).toMatchObject({ tableId: two.id, seatNumber: 7 });
    expect(await patch({ tableId: null })).toMatchObject({ tableId: null, seatNumber: null });
    const lonelySeat = await as(ctx, ann.cookie).patch(`${guestsPath(own.id)}/${guest.id}`, {
      seatNumber: 2,
    });
    expect((await errorOf(lonelySeat)).fields?.seatNumber).toBe("Choose a table before a seat number");
  });

  test("a table of another event is not found", async () => {
    const other = await createEvent(ctx, bo.cookie, { title: "Bo's" });
    const bosTable = await addTable(ctx, other.id, { number: 1 });
    const response = await as(ctx, ann.cookie).post(guestsPath(), { name: "X", tableId: bosTable.id });
    expect(response.status).toBe(404);
    expect((await errorOf(response)).fields?.tableId).toBe("Table not found");
  });
});

describe("read, update, delete one guest", () => {
  test("updates any field, and groups replace the old ones", async () => {
    const guest = await addGuest(ctx, ann.cookie, event.id, { name: "Cy" });
    const household = (await json(
      await as(ctx, ann.cookie).post(`/api/events/${event.id}/households`, { name: "Cys" }),
    )) as {
      id: string;
    };
    const groups = await Promise.all(
      ["Family", "Choir"].map(
        async (name) =>
          (await json(await as(ctx, ann.cookie).post(`/api/events/${event.id}/groups`, { name }))) as {
            id: string;
          },
      ),
    );
    const response = await as(ctx, ann.cookie).patch(`${guestsPath()}/${guest.id}`, {
      name: "Cy Twain",
      email: "cy@example.com",
      status: "declined",
      householdId: household.id,
      groupIds: groups.map((g) => g.id),
      meal: "Fish",
    });
    expect(response.status).toBe(200);
    const updated = (await json(response)) as Guest;
    expect(updated).toMatchObject({
      name: "Cy Twain",
      email: "cy@example.com",
      status: "declined",
      householdId: household.id,
      meal: "Fish",
    });
    expect(updated.groupIds.sort()).toEqual(groups.map((g) => g.id).sort());

    const again = (await json(
      await as(ctx, ann.cookie).patch(`${guestsPath()}/${guest.id}`, {
        groupIds: [groups[0]!.id],
        email: "",
        householdId: null,
      }),
    )) as Guest;
    expect(again).toMatchObject({
      groupIds: [groups[0]!.id],
      email: null,
      householdId: null,
      name: "Cy Twain",
    });
    expect((await json(await as(ctx, ann.cookie).get(`${guestsPath()}/${guest.id}`))) as Guest).toEqual(
      again,
    );
  });

  test("a blank name is refused on update too", async () => {
    const guest = await addGuest(ctx, ann.cookie, event.id, { name: "Dee" });
    const response = await as(ctx, ann.cookie).patch(`${guestsPath()}/${guest.id}`, { name: " " });
    expect((await errorOf(response)).message).toBe("Guest name is required");
  });

  test("deletes a guest", async () => {
    const guest = await addGuest(ctx, ann.cookie, event.id, { name: "Gone" });
    const response = await as(ctx, ann.cookie).delete(`${guestsPath()}/${guest.id}`);
    expect(response.status).toBe(204);
    expect((await as(ctx, ann.cookie).get(`${guestsPath()}/${guest.id}`)).status).toBe(404);
  });

  test("another owner's guest, or a guest of another event, is not found: 404 and unchanged", async () => {
    const guest = await addGuest(ctx, ann.cookie, event.id, { name: "Private" });
    const bosEvent = await createEvent(ctx, bo.cookie, { title: "Bo" });
    const annsOther = await createEvent(ctx, ann.cookie, { title: "Ann 2" });
    for (const [cookie, eventId] of [
      [bo.cookie, event.id],
      [bo.cookie, bosEvent.id],
      [ann.cookie, annsOther.id],
    ] as const) {
      const path = `${guestsPath(eventId)}/${guest.id}`;
      for (const response of [
        await as(ctx, cookie).get(path),
        await as(ctx, cookie).patch(path, { name: "Hijacked" }),
        await as(ctx, cookie).delete(path),
      ]) {
        expect(response.status).toBe(404);
      }
    }
    expect(((await json(await as(ctx, ann.cookie).get(`${guestsPath()}/${guest.id}`))) as Guest).name).toBe(
      "Private",
    );
    expect((await as(ctx, ann.cookie).get(`${guestsPath()}/not-a-uuid`)).status).toBe(404);
  });
});

describe("GET guests", () => {
  test("orders by name whatever the case, with households, groups and tables", async () => {
    const own = await createEvent(ctx, ann.cookie, { title: "Order" });
    for (const name of ["bea", "Al", "Cam", "al b"]) await addGuest(ctx, ann.cookie, own.id, { name });
    const list = await guestList(ctx, ann.cookie, own.id);
    expect(list.guests.map((g) => g.name)).toEqual(["Al", "al b", "bea", "Cam"]);
    expect(list).toMatchObject({ households: [], groups: [], tables: [] });
  });

  test("another owner's event answers 404", async () => {
    expect((await as(ctx, bo.cookie).get(guestsPath())).status).toBe(404);
  });
});
