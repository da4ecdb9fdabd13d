import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { as, createEvent, signUpUser, type TestUser } from "@/server/test/factories";
import { addGuest, addTable } from "@/server/test/guest-factories";
import { createTestContext, json, type TestContext } from "@/server/test/harness";
import type { Event } from "@/shared/event";
import type { Guest } from "@/shared/guests";
import type { PublicEvent, SearchAnswer } from "@/shared/public-event";

let ctx: TestContext;
let owner: TestUser;
let stranger: TestUser;
let event: Event;
let jose: Guest;
let table1: { id: string; number: number };
let table2: { id: string; number: number };

const PRIVATE_VALUES = [
  "jose@example.com",
  "+1 555 0100",
  "Vegan, no nuts",
  "Arrives late, VIP",
  "The García Family",
  "College friends",
  "chicken",
];

const url = (eventId: string, rest = "") => `/api/public/events/${eventId}${rest}`;
const anon = () => as(ctx);

beforeAll(async () => {
  ctx = await createTestContext();
  owner = await signUpUser(ctx);
  stranger = await signUpUser(ctx);
  event = await createEvent(ctx, owner.cookie, {
    title: "Ana & José",
    venue: "The Old Mill",
    address: "1 Mill Lane",
    description: "Dinner at seven.",
  });
  const client = as(ctx, owner.cookie);
  table1 = await addTable(ctx, event.id, { number: 1, name: "Family" });
  table2 = await addTable(ctx, event.id, { number: 2 });
  const household = (await json(
    await client.post(`/api/events/${event.id}/households`, { name: "The García Family" }),
  )) as { id: string };
  const group = (await json(
    await client.post(`/api/events/${event.id}/groups`, { name: "College friends" }),
  )) as { id: string };
  jose = await addGuest(ctx, owner.cookie, event.id, {
    name: "José García",
    email: "jose@example.com",
    phone: "+1 555 0100",
    status: "confirmed",
    tableId: table1.id,
    seatNumber: 3,
    dietaryRestrictions: "Vegan, no nuts",
    notes: "Arrives late, VIP",
    householdId: household.id,
    groupIds: [group.id],
    meal: "chicken",
  });
  await addGuest(ctx, owner.cookie, event.id, {
    name: "Maria García",
    status: "confirmed",
    tableId: table1.id,
  });
  await addGuest(ctx, owner.cookie, event.id, { name: "<script>alert(1)</script>", status: "invited" });
  await addGuest(ctx, owner.cookie, event.id, {
    name: "Bob Declined",
    status: "declined",
    tableId: table2.id,
  });
  await client.patch(`/api/events/${event.id}`, { isPublished: true });
});
afterAll(async () => ctx?.close());

describe("GET /api/public/events/:eventId", () => {
  test("answers the public view model and nothing private, though every guest field is filled", async () => {
    const response = await anon().get(url(event.id));
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("public, no-cache");
    const text = await response.clone().text();
    for (const value of PRIVATE_VALUES) expect(text).not.toContain(value);
    for (const key of [
      "email",
      "phone",
      "dietary",
      "notes",
      "household",
      "group",
      "meal",
      "userId",
      "passcode",
    ]) {
      expect(text.toLowerCase()).not.toContain(key.toLowerCase());
    }
    const view = (await json(response)) as PublicEvent;
    expect(view).toMatchObject({
      id: event.id,
      title: "Ana & José",
      venue: "The Old Mill",
      address: "1 Mill Lane",
      description: "Dinner at seven.",
      isPublished: true,
      guestList: "all",
      theme: { primary: "#9b87f5", headingFont: "Playfair Display", bodyFont: "Open Sans" },
      tables: [
        { number: 1, name: "Family" },
        { number: 2, name: "Table 2" },
      ],
      floorPlan: null,
    });
    expect(view.guests).toContainEqual({ name: "José García", table: 1, seat: 3, status: "confirmed" });
    expect(view.guests).toContainEqual({
      name: "<script>alert(1)</script>",
      table: null,
      seat: null,
      status: "invited",
    });
    expect(Object.keys(view.guests[0]!).sort()).toEqual(["name", "seat", "status", "table"]);
  });

  test("obeys the visibility switches", async () => {
    const client = as(ctx, owner.cookie);
    await client.patch(`/api/events/${event.id}`, {
      showVenue: false,
      showDescription: false,
      showDateTime: false,
    });
    const view = (await json(await anon().get(url(event.id)))) as PublicEvent;
    expect(view).toMatchObject({ venue: null, address: null, description: null, date: null, time: null });
    await client.patch(`/api/events/${event.id}`, {
      showVenue: true,
      showDescription: true,
      showDateTime: true,
    });
    expect(((await json(await anon().get(url(event.id)))) as PublicEvent).venue).toBe("The Old Mill");
  });

  test("answers 304 to a matching ETag, and a new ETag after a seat change", async () => {
    const first = await anon().get(url(event.id));
    const etag = first.headers.get("etag");
    expect(etag).toMatch(/^W\/"/);
    const again = await ctx.request(url(event.id), { headers: { "if-none-match": etag! } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe("");

    const moved = await as(ctx, owner.cookie).patch(`/api/events/${event.id}/guests/${jose.id}`, {
      tableId: table2.id,
      seatNumber: 5,
    });
    expect(moved.status).toBe(200);
    const after = await ctx.request(url(event.id), { headers: { "if-none-match": etag! } });
    expect(after.status).toBe(200);
    expect(after.headers.get("etag")).not.toBe(etag);
    const view = (await json(after)) as PublicEvent;
    expect(view.guests).toContainEqual({ name: "José García", table: 2, seat: 5, status: "confirmed" });
  });

  test("a changed theme or table map shows at once", async () => {
    const client = as(ctx, owner.cookie);
    await client.put(`/api/events/${event.id}/theme`, {
      primaryColor: "#112233",
      secondaryColor: "#f5f5f5",
      tertiaryColor: "#d6bcfa",
      headingFont: "Merriweather",
      bodyFont: "Lato",
    });
    await client.patch(`/api/events/${event.id}`, { showTableMap: true });
    const view = (await json(await anon().get(url(event.id)))) as PublicEvent;
    expect(view.theme).toMatchObject({ primary: "#112233", headingFont: "Merriweather", bodyFont: "Lato" });
    expect(view.floorPlan?.tables.map((table) => table.number)).toEqual([1, 2]);
    await client.patch(`/api/events/${event.id}`, { showTableMap: false });
  });

  test.each([
    ["a malformed id", "not-a-uuid"],
    ["an unknown id", "00000000-0000-4000-8000-000000000000"],
    ["a hostile id", "%3Cscript%3E"],
  ])("answers 404 'Event not found' for %s", async (_label, id) => {
    const response = await anon().get(url(id));
    expect(response.status).toBe(404);
    expect(await json(response)).toMatchObject({ error: { message: "Event not found" } });
  });
});

describe("an unpublished event", () => {
  test("is 'Event not found' to strangers and other owners, and a private preview to its owner", async () => {
    const draft = await createEvent(ctx, owner.cookie, { title: "Draft party" });
    expect((await anon().get(url(draft.id))).status).toBe(404);
    expect((await as(ctx, stranger.cookie).get(url(draft.id))).status).toBe(404);
    expect((await anon().get(url(draft.id, "/search?q=ana"))).status).toBe(404);
    const preview = await as(ctx, owner.cookie).get(url(draft.id));
    expect(preview.status).toBe(200);
    expect(preview.headers.get("cache-control")).toBe("private, no-cache");
    expect(((await json(preview)) as PublicEvent).isPublished).toBe(false);
  });

  test("stops being shown as soon as it is unpublished", async () => {
    const party = await createEvent(ctx, owner.cookie, { title: "Short-lived" });
    await as(ctx, owner.cookie).patch(`/api/events/${party.id}`, { isPublished: true });
    expect((await anon().get(url(party.id))).status).toBe(200);
    await as(ctx, owner.cookie).patch(`/api/events/${party.id}`, { isPublished: false });
    expect((await anon().get(url(party.id))).status).toBe(404);
  });
});

describe("search", () => {
  const search = async (q: string) => {
    const response = await anon().get(url(event.id, `/search?q=${encodeURIComponent(q)}`));
    expect(response.status).toBe(200);
    return (await json(response)) as SearchAnswer;
  };

  test("finds a guest whatever the accents and case, with their table, seat and tablemates", async () => {
    await as(ctx, owner.cookie).patch(`/api/events/${event.id}/guests/${jose.id}`, {
      tableId: table1.id,
      seatNumber: 3,
    });
    expect(await search("JOSE")).toEqual({
      kind: "found",
      matches: [
        { name: "José García", table: { number: 1, name: "Family" }, seat: 3, tablemates: ["Maria García"] },
      ],
    });
  });

  test("answers a huge or hostile string with an empty result, never an error", async () => {
    expect(await search("x".repeat(5000))).toEqual({ kind: "none" });
    expect(await search("'; drop table guests; --")).toEqual({ kind: "none" });
    expect(await search("   ")).toEqual({ kind: "empty" });
  });
});

describe("privacy modes", () => {
  const setMode = (guestListMode: "all" | "confirmed" | "none") =>
    as(ctx, owner.cookie).patch(`/api/events/${event.id}`, { guestListMode });

  test("only confirmed guests", async () => {
    expect((await setMode("confirmed")).status).toBe(200);
    const view = (await json(await anon().get(url(event.id)))) as PublicEvent;
    expect(view.guests.map((guest) => guest.name)).toEqual(["José García", "Maria García"]);
    expect(await json(await anon().get(url(event.id, "/search?q=bob")))).toEqual({ kind: "none" });
  });

  test("no list: the search answers from the third letter and shows a table only for a full name", async () => {
    await setMode("none");
    const view = (await json(await anon().get(url(event.id)))) as PublicEvent;
    expect(view.guests).toEqual([]);
    const search = async (q: string) =>
      (await json(await anon().get(url(event.id, `/search?q=${encodeURIComponent(q)}`)))) as SearchAnswer;
    expect(await search("jo")).toEqual({ kind: "too_short", min: 3 });
    expect(await search("garc")).toEqual({ kind: "keep_typing" });
    expect(await search("zzz")).toEqual({ kind: "none" });
    expect(await search("jose garcia")).toEqual({
      kind: "found",
      matches: [{ name: "José García", table: { number: 1, name: "Family" }, seat: 3, tablemates: [] }],
    });
    await setMode("all");
  });

  test("refuses an unknown mode", async () => {
    expect(
      (await as(ctx, owner.cookie).patch(`/api/events/${event.id}`, { guestListMode: "some" })).status,
    ).toBe(400);
  });
});

describe("passcode", () => {
  test("protects the page until the passcode is given, and a changed passcode locks it again", async () => {
    const client = as(ctx, owner.cookie);
    expect((await client.patch(`/api/events/${event.id}`, { passcode: "Lavender" })).status).toBe(200);
    const locked = await anon().get(url(event.id));
    expect(locked.status).toBe(401);
    expect(await json(locked)).toMatchObject({ error: { message: "This page is protected by a passcode" } });
    expect((await client.get(url(event.id))).status).toBe(200);

    const wrong = await anon().post(url(event.id, "/passcode"), { passcode: "nope" });
    expect(wrong.status).toBe(401);
    expect(await json(wrong)).toMatchObject({ error: { message: "Wrong passcode" } });

    const right = await anon().post(url(event.id, "/passcode"), { passcode: " lavender " });
    expect(right.status).toBe(204);
    const cookie = right.headers.getSetCookie()[0]!.split(";")[0]!;
    expect(right.headers.getSetCookie()[0]).toMatch(/HttpOnly/i);
    const unlocked = await ctx.request(url(event.id), { headers: { cookie } });
    expect(unlocked.status).toBe(200);
    expect(unlocked.headers.get("cache-control")).toBe("private, no-cache");

    await client.patch(`/api/events/${event.id}`, { passcode: "Rosemary" });
    expect((await ctx.request(url(event.id), { headers: { cookie } })).status).toBe(401);
    await client.patch(`/api/events/${event.id}`, { passcode: "" });
    expect((await anon().get(url(event.id))).status).toBe(200);
  });

  test("refuses a passcode shorter than 4 characters", async () => {
    const response = await as(ctx, owner.cookie).patch(`/api/events/${event.id}`, { passcode: "ab" });
    expect(response.status).toBe(400);
  });
});
