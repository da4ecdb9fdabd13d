import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, test } from "vitest";
import { events, guests, tables } from "@/server/db/schema";
import { as, createEvent, daysFromToday, signUpUser, testFileUser } from "@/server/test/factories";
import { errorOf, json, testFileContext } from "@/server/test/harness";
import type { Event, EventSummary } from "@/shared/event";

const ctx = testFileContext();
const ann = testFileUser(ctx, { name: "Ann" });
const bo = testFileUser(ctx, { name: "Bo" });

describe("anonymous callers", () => {
  test.each([
    ["POST", "/api/events"],
    ["GET", "/api/events/current"],
    ["GET", "/api/events/00000000-0000-4000-8000-000000000000"],
    ["PATCH", "/api/events/00000000-0000-4000-8000-000000000000"],
    ["POST", "/api/events/00000000-0000-4000-8000-000000000000/setup-steps"],
  ])("%s %s → 401 before the body is looked at", async (method, path) => {
    const response = await ctx.request(path, {
      method,
      headers: { "content-type": "application/json" },
      body: method === "GET" ? undefined : "{}",
    });
    expect(response.status).toBe(401);
    expect((await errorOf(response)).code).toBe("unauthenticated");
  });
});

describe("POST /api/events", () => {
  test("creates an event with the onboarding fields and the defaults", async () => {
    const response = await as(ctx, ann.cookie).post("/api/events", {
      title: "  Ann & Bo  ",
      date: daysFromToday(30),
      time: "15:30",
      description: "Garden party",
      venue: "Rose Hall",
      address: "1 Main St",
      guestCount: 120,
      eventType: "wedding",
    });
    expect(response.status).toBe(201);
    const event = (await json(response)) as Event;
    expect(event).toMatchObject({
      title: "Ann & Bo",
      date: daysFromToday(30),
      time: "15:30",
      venue: "Rose Hall",
      guestCount: 120,
      eventType: "wedding",
      isPublished: false,
      showTableMap: false,
      showDateTime: true,
      headingFontStyle: "serif",
      bodyFontStyle: "sans",
      accentColor: "black",
      setupCompleted: [],
      coverImageUrl: null,
    });
    expect(event.id).toMatch(/^[0-9a-f-]{36}$/);
  });

  test.each([
    ["no title", { date: daysFromToday(3) }, "title"],
    ["a blank title", { title: "   ", date: daysFromToday(3) }, "title"],
    ["no date", { title: "Party" }, "date"],
    ["an empty date", { title: "Party", date: "" }, "date"],
  ])("refuses %s with the product's message", async (_case, body, field) => {
    const response = await as(ctx, ann.cookie).post("/api/events", body);
    expect(response.status).toBe(400);
    const error = await errorOf(response);
    expect(error.message).toBe("Missing required fields: Event title and date are required");
    expect(error.fields?.[field]).toBe("Missing required fields: Event title and date are required");
  });

  test.each([daysFromToday(-2), "2020-01-01"])("refuses the past date %s", async (date) => {
    const response = await as(ctx, ann.cookie).post("/api/events", { title: "Party", date });
    expect(response.status).toBe(400);
    expect((await errorOf(response)).message).toBe(
      "Invalid date: Event date cannot be in the past. Please choose a future date.",
    );
  });

  test("accepts today", async () => {
    const response = await as(ctx, ann.cookie).post("/api/events", {
      title: "Today",
      date: daysFromToday(0),
    });
    expect(response.status).toBe(201);
  });

  test.each([
    ["a malformed date", { date: "31/12/2030" }, "date"],
    ["an impossible date", { date: "2031-02-30" }, "date"],
    ["an unknown event type", { eventType: "funeral" }, "eventType"],
    ["a fractional guest count", { guestCount: 2.5 }, "guestCount"],
    ["a negative guest count", { guestCount: -1 }, "guestCount"],
    ["a guest count as text", { guestCount: "12" }, "guestCount"],
    ["a bad time", { time: "25:00" }, "time"],
    ["a javascript: cover", { coverImagePath: "javascript:alert(1)" }, "coverImagePath"],
    ["a path-climbing cover", { coverImagePath: "../../etc/passwd" }, "coverImagePath"],
  ])("refuses %s (400, field named)", async (_case, override, field) => {
    const response = await as(ctx, ann.cookie).post("/api/events", {
      title: "Party",
      date: daysFromToday(10),
      ...override,
    });
    expect(response.status).toBe(400);
    expect((await errorOf(response)).fields).toHaveProperty(field);
  });

  test("refuses an unknown preset and a cover uploaded by someone else", async () => {
    const base = { title: "Party", date: daysFromToday(10) };
    const unknownTheme = await as(ctx, ann.cookie).post("/api/events", {
      ...base,
      themeId: "00000000-0000-4000-8000-000000000000",
    });
    expect(unknownTheme.status).toBe(400);
    expect((await errorOf(unknownTheme)).fields).toHaveProperty("themeId");
    const othersCover = await as(ctx, ann.cookie).post("/api/events", {
      ...base,
      coverImagePath: `${bo.user.id}/covers/1700000000000.png`,
    });
    expect(othersCover.status).toBe(400);
  });

  test("saves a preset and a custom theme in the same request", async () => {
    const presets = (await json(await ctx.request("/api/themes"))) as { id: string }[];
    const event = await createEvent(ctx, ann.cookie, {
      themeId: presets[1]!.id,
      customTheme: {
        primaryColor: "#112233",
        secondaryColor: "#445566",
        tertiaryColor: "#778899",
        headingFont: "Lato",
        bodyFont: "Roboto",
      },
    });
    expect(event.themeId).toBe(presets[1]!.id);
    const theme = await json(await as(ctx, ann.cookie).get(`/api/events/${event.id}/theme`));
    expect(theme).toMatchObject({ primaryColor: "#112233", headingFont: "Lato", eventId: event.id });
  });

  test("creates nothing when the custom theme is invalid", async () => {
    const before = (await json(await as(ctx, bo.cookie).get("/api/events/current"))) as EventSummary | null;
    const response = await as(ctx, bo.cookie).post("/api/events", {
      title: "Bo's party",
      date: daysFromToday(10),
      customTheme: {
        primaryColor: "purple",
        secondaryColor: "#445566",
        tertiaryColor: "#778899",
        headingFont: "Lato",
        bodyFont: "Roboto",
      },
    });
    expect(response.status).toBe(400);
    expect((await errorOf(response)).fields).toHaveProperty(["customTheme.primaryColor"]);
    expect(await json(await as(ctx, bo.cookie).get("/api/events/current"))).toEqual(before);
  });
});

describe("GET /api/events/current", () => {
  test("answers null before the first event", async () => {
    const carl = await signUpUser(ctx);
    const response = await as(ctx, carl.cookie).get("/api/events/current");
    expect(response.status).toBe(200);
    expect(await json(response)).toBeNull();
  });

  test("answers the newest event with its totals and setup progress", async () => {
    const dee = await signUpUser(ctx);
    await createEvent(ctx, dee.cookie, { title: "Older" });
    const newest = await createEvent(ctx, dee.cookie, { title: "Newest", guestCount: 80 });
    const db = ctx.deps.database.db;
    const [table] = await db
      .insert(tables)
      .values({ eventId: newest.id, number: 1, name: "Table 1" })
      .returning();
    const [, unseated] = await db
      .insert(guests)
      .values([
        { eventId: newest.id, name: "G1", tableId: table!.id },
        { eventId: newest.id, name: "G2" },
      ])
      .returning();

    const summary = (await json(await as(ctx, dee.cookie).get("/api/events/current"))) as EventSummary;
    expect(summary.event.title).toBe("Newest");
    expect(summary.totals).toEqual({ guests: 2, tables: 1, seated: 1 });
    expect(summary.setupProgress).toEqual({
      steps: [
        { id: "create", status: "completed" },
        { id: "details", status: "completed" },
        { id: "guests", status: "in-progress" },
        { id: "tables", status: "pending" },
        { id: "publish", status: "pending" },
      ],
      completedCount: 2,
      percentage: 40,
    });

    await as(ctx, dee.cookie).post(`/api/events/${newest.id}/setup-steps`, { step: "tables" });
    const moves = [{ guestId: unseated!.id, tableId: table!.id }];
    const seating = await as(ctx, dee.cookie).post(`/api/events/${newest.id}/seating/moves`, { moves });
    expect(seating.status).toBe(200);
    const after = (await json(await as(ctx, dee.cookie).get("/api/events/current"))) as EventSummary;
    expect(after.setupProgress.percentage).toBe(60);
    expect(after.totals).toEqual({ guests: 2, tables: 1, seated: 2 });
  });

  test("never shows another owner's event", async () => {
    const eve = await signUpUser(ctx);
    await createEvent(ctx, ann.cookie, { title: "Ann's newest" });
    expect(await json(await as(ctx, eve.cookie).get("/api/events/current"))).toBeNull();
  });
});

describe("GET and PATCH /api/events/:eventId", () => {
  let event: Event;
  beforeAll(async () => {
    event = await createEvent(ctx, ann.cookie, { title: "Settings test", venue: "Old Hall" });
  });

  test("reads the owner's event", async () => {
    const response = await as(ctx, ann.cookie).get(`/api/events/${event.id}`);
    expect(response.status).toBe(200);
    expect(await json(response)).toMatchObject({ id: event.id, title: "Settings test" });
  });

  test("updates details, switches and appearance; blank optional text clears it", async () => {
    const response = await as(ctx, ann.cookie).patch(`/api/events/${event.id}`, {
      title: "Renamed",
      venue: "",
      showVenue: false,
      showDescription: false,
      headingFontStyle: "sans",
      bodyFontStyle: "serif",
      accentColor: "gray",
      showTableMap: true,
      coverImagePath: "https://images.example.com/cover.jpg",
    });
    expect(response.status).toBe(200);
    const updated = (await json(response)) as Event;
    expect(updated).toMatchObject({
      title: "Renamed",
      venue: null,
      showVenue: false,
      showDateTime: true,
      showDescription: false,
      headingFontStyle: "sans",
      bodyFontStyle: "serif",
      accentColor: "gray",
      showTableMap: true,
      coverImageUrl: "https://images.example.com/cover.jpg",
    });
    expect(await json(await as(ctx, ann.cookie).get(`/api/events/${event.id}`))).toEqual(updated);
  });

  test("publishing marks the publish step", async () => {
    const published = (await json(
      await as(ctx, ann.cookie).patch(`/api/events/${event.id}`, { isPublished: true }),
    )) as Event;
    expect(published.isPublished).toBe(true);
    expect(published.setupCompleted).toContain("publish");
    const unpublished = (await json(
      await as(ctx, ann.cookie).patch(`/api/events/${event.id}`, { isPublished: false }),
    )) as Event;
    expect(unpublished.isPublished).toBe(false);
  });

  test.each([
    [{ title: " " }, "Missing required fields: Event title and date are required"],
    [
      { date: daysFromToday(-3) },
      "Invalid date: Event date cannot be in the past. Please choose a future date.",
    ],
    [{ accentColor: "red" }, undefined],
    [{ headingFontStyle: "mono" }, undefined],
    [{ isPublished: "yes" }, undefined],
  ])("refuses %j", async (body, message) => {
    const response = await as(ctx, ann.cookie).patch(`/api/events/${event.id}`, body);
    expect(response.status).toBe(400);
    if (message) expect((await errorOf(response)).message).toBe(message);
  });

  test("keeps an event whose date has passed editable", async () => {
    const db = ctx.deps.database.db;
    await db.update(events).set({ date: "2020-06-01" }).where(eq(events.id, event.id));
    const response = await as(ctx, ann.cookie).patch(`/api/events/${event.id}`, {
      title: "Already happened",
      date: "2020-06-01",
    });
    expect(response.status).toBe(200);
  });
});

describe("POST /api/events/:eventId/setup-steps", () => {
  test("adds a step once, however often it is sent", async () => {
    const event = await createEvent(ctx, ann.cookie);
    const client = as(ctx, ann.cookie);
    await client.post(`/api/events/${event.id}/setup-steps`, { step: "guests" });
    await client.post(`/api/events/${event.id}/setup-steps`, { step: "tables" });
    const response = await client.post(`/api/events/${event.id}/setup-steps`, { step: "guests" });
    expect(response.status).toBe(200);
    expect(((await json(response)) as Event).setupCompleted).toEqual(["guests", "tables"]);
  });

  test("refuses an unknown step", async () => {
    const event = await createEvent(ctx, ann.cookie);
    const response = await as(ctx, ann.cookie).post(`/api/events/${event.id}/setup-steps`, { step: "cake" });
    expect(response.status).toBe(400);
  });
});

describe("another owner's event is not found", () => {
  let annsEvent: Event;
  beforeAll(async () => {
    annsEvent = await createEvent(ctx, ann.cookie, { title: "Private to Ann" });
  });

  test.each([
    ["GET", ""],
    ["PATCH", ""],
    ["POST", "/setup-steps"],
    ["GET", "/theme"],
    ["PUT", "/theme"],
  ])("%s /api/events/:id%s → 404 and nothing changes", async (method, suffix) => {
    const bodies: Record<string, unknown> = {
      PATCH: { title: "Hijacked" },
      POST: { step: "publish" },
      PUT: {
        primaryColor: "#000000",
        secondaryColor: "#000000",
        tertiaryColor: "#000000",
        headingFont: "Arial",
        bodyFont: "Arial",
      },
    };
    const body = bodies[method];
    const response = await ctx.request(`/api/events/${annsEvent.id}${suffix}`, {
      method,
      headers: { cookie: bo.cookie, "content-type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    expect(response.status).toBe(404);
    expect(await errorOf(response)).toEqual({ code: "not_found", message: "Event not found" });
    const stillAnns = (await json(await as(ctx, ann.cookie).get(`/api/events/${annsEvent.id}`))) as Event;
    expect(stillAnns.title).toBe("Private to Ann");
    expect(stillAnns.setupCompleted).toEqual([]);
  });

  test("a malformed or unknown id is a 404 too, and so is the owner's id with a blank around it", async () => {
    const padded = [
      `${annsEvent.id}%20`,
      `%20${annsEvent.id}`,
      `${annsEvent.id}%C2%A0`,
      `${annsEvent.id}%09`,
    ];
    for (const id of ["not-a-uuid", "00000000-0000-4000-8000-000000000000", ...padded]) {
      const response = await as(ctx, ann.cookie).get(`/api/events/${id}`);
      expect(response.status).toBe(404);
    }
  });
});
