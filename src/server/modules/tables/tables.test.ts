import { eq } from "drizzle-orm";
import { describe, expect, test } from "vitest";
import { guests } from "@/server/db/schema";
import { as, createEvent, type TestUser, testFileUser } from "@/server/test/factories";
import { errorOf, json, testFileContext } from "@/server/test/harness";
import type { Event } from "@/shared/event";
import type { FloorPlan, SavedFloorPlan, TableInput, VenueElementInput } from "@/shared/tables";

const ctx = testFileContext();
const ann = testFileUser(ctx, { name: "Ann" });
const bo = testFileUser(ctx, { name: "Bo" });

const newTable = (id: string, overrides: Partial<TableInput> = {}): TableInput => ({
  id,
  name: `Table ${id}`,
  capacity: 8,
  shape: "round",
  position: { x: 200, y: 200 },
  ...overrides,
});

/** A saved table sent back as the editor would: its fields, minus what the server counts. */
const asInput = (table: FloorPlan["tables"][number], overrides: Partial<TableInput> = {}): TableInput => ({
  id: table.id,
  name: table.name,
  capacity: table.capacity,
  shape: table.shape,
  position: table.position,
  rotation: table.rotation,
  isHead: table.isHead,
  ...overrides,
});

const plan = (user: TestUser, eventId: string) => as(ctx, user.cookie).get(`/api/events/${eventId}/tables`);
const save = (user: TestUser, eventId: string, body: unknown) =>
  as(ctx, user.cookie).put(`/api/events/${eventId}/tables`, body);
const readPlan = async (user: TestUser, eventId: string) =>
  (await json(await plan(user, eventId))) as FloorPlan;

async function savePlan(user: TestUser, eventId: string, body: unknown): Promise<SavedFloorPlan> {
  const response = await save(user, eventId, body);
  if (response.status !== 200) throw new Error(`save failed (${response.status}): ${await response.text()}`);
  return (await json(response)) as SavedFloorPlan;
}

async function seatGuests(eventId: string, tableId: string, seats: (number | null)[]) {
  const db = ctx.deps.database.db;
  return db
    .insert(guests)
    .values(seats.map((seatNumber, i) => ({ eventId, name: `Guest ${i + 1}`, tableId, seatNumber })))
    .returning({ id: guests.id });
}

describe("anonymous callers", () => {
  test.each(["GET", "PUT"])("%s → 401", async (method) => {
    const response = await ctx.request("/api/events/00000000-0000-4000-8000-000000000000/tables", {
      method,
      headers: { "content-type": "application/json" },
      body: method === "GET" ? undefined : "{}",
    });
    expect(response.status).toBe(401);
  });
});

describe("GET /api/events/:eventId/tables", () => {
  test("an event without tables has an empty plan", async () => {
    const event = await createEvent(ctx, ann.cookie);
    expect(await readPlan(ann, event.id)).toEqual({ tables: [], venueElements: [], version: 1 });
  });

  test("another owner's event answers 404", async () => {
    const event = await createEvent(ctx, ann.cookie);
    expect((await plan(bo, event.id)).status).toBe(404);
    expect((await plan(bo, "not-a-uuid")).status).toBe(404);
  });

  test("lists each table's seated guests and taken seats", async () => {
    const event = await createEvent(ctx, ann.cookie);
    const saved = await savePlan(ann, event.id, { tables: [newTable("new-a"), newTable("new-b")] });
    await seatGuests(event.id, saved.createdIds["new-b"]!, [3, 1, null]);
    const { tables } = await readPlan(ann, event.id);
    expect(tables.map((t) => [t.number, t.seated, t.occupiedSeats])).toEqual([
      [1, 0, []],
      [2, 3, [1, 3]],
    ]);
  });
});

describe("PUT /api/events/:eventId/tables", () => {
  test("inserts new tables and venue elements, numbers them, and marks the tables step done", async () => {
    const event = await createEvent(ctx, ann.cookie);
    const stage: VenueElementInput = {
      id: "new-stage",
      kind: "stage",
      label: " Main stage ",
      position: { x: 500, y: 80 },
      width: 320,
      height: 120,
    };
    const saved = await savePlan(ann, event.id, {
      tables: [
        newTable("new-1", { name: "Table 1", position: { x: 100, y: 100 } }),
        newTable("new-2", { name: "Head", shape: "rectangular", capacity: 12, isHead: true, rotation: 90 }),
      ],
      venueElements: [stage],
    });
    expect(saved.tables).toMatchObject([
      { number: 1, name: "Table 1", capacity: 8, shape: "round", position: { x: 100, y: 100 }, rotation: 0 },
      { number: 2, name: "Head", capacity: 12, shape: "rectangular", isHead: true, rotation: 90 },
    ]);
    expect(saved.venueElements).toEqual([
      {
        id: saved.createdIds["new-stage"],
        kind: "stage",
        label: "Main stage",
        position: { x: 500, y: 80 },
        width: 320,
        height: 120,
        rotation: 0,
      },
    ]);
    expect(saved.createdIds).toEqual({
      "new-1": saved.tables[0]!.id,
      "new-2": saved.tables[1]!.id,
      "new-stage": saved.venueElements[0]!.id,
    });
    expect(await readPlan(ann, event.id)).toEqual({
      tables: saved.tables,
      venueElements: saved.venueElements,
      version: 2,
    });
    const updated = (await json(await as(ctx, ann.cookie).get(`/api/events/${event.id}`))) as Event;
    expect(updated.setupCompleted).toEqual(["tables"]);

    await savePlan(ann, event.id, { tables: saved.tables.map((t) => asInput(t)) });
    const again = (await json(await as(ctx, ann.cookie).get(`/api/events/${event.id}`))) as Event;
    expect(again.setupCompleted).toEqual(["tables"]);
  });

  test("updates, inserts and deletes in one save; removed tables' guests are unseated", async () => {
    const event = await createEvent(ctx, ann.cookie);
    const first = await savePlan(ann, event.id, {
      tables: [newTable("new-a"), newTable("new-b"), newTable("new-c")],
      venueElements: [
        { id: "new-bar", kind: "bar", label: "Bar", position: { x: 10, y: 10 }, width: 200, height: 60 },
        { id: "new-dj", kind: "dj", label: "DJ", position: { x: 40, y: 10 }, width: 100, height: 80 },
      ],
    });
    const [a, b, c] = first.tables;
    const seated = await seatGuests(event.id, b!.id, [1, 2]);

    const second = await savePlan(ann, event.id, {
      tables: [
        asInput(a!, { name: "Family", capacity: 10, position: { x: 640.5, y: 320 }, rotation: 45 }),
        asInput(c!),
        newTable("new-d"),
      ],
      venueElements: [{ ...first.venueElements[1]!, label: "DJ booth" }],
    });
    expect(second.tables.map((t) => [t.id, t.number, t.name])).toEqual([
      [a!.id, 1, "Family"],
      [second.createdIds["new-d"], 2, "Table new-d"],
      [c!.id, 3, "Table new-c"],
    ]);
    expect(second.tables[0]).toMatchObject({ capacity: 10, position: { x: 640.5, y: 320 }, rotation: 45 });
    expect(second.venueElements).toEqual([{ ...first.venueElements[1]!, label: "DJ booth" }]);
    const rows = await ctx.deps.database.db
      .select({ tableId: guests.tableId, seatNumber: guests.seatNumber })
      .from(guests)
      .where(eq(guests.eventId, event.id));
    expect(rows).toHaveLength(seated.length);
    expect(rows.every((row) => row.tableId === null && row.seatNumber === null)).toBe(true);
  });

  test("refuses a capacity below the guests seated, naming the table, and saves nothing", async () => {
    const event = await createEvent(ctx, ann.cookie);
    const saved = await savePlan(ann, event.id, { tables: [newTable("new-a"), newTable("new-b")] });
    const [a, b] = saved.tables;
    await seatGuests(event.id, b!.id, [1, 2, 3, 4, 5, 6, 7]);
    const before = await readPlan(ann, event.id);

    const response = await save(ann, event.id, {
      tables: [
        asInput(a!, { name: "Renamed" }),
        asInput(b!, { name: "Table 3", capacity: 6 }),
        newTable("new-x"),
      ],
    });
    expect(response.status).toBe(409);
    const error = await errorOf(response);
    expect(error.message).toBe("Table 3 has 7 guests seated; its capacity cannot be lower than 7.");
    expect(error.fields).toEqual({ "tables.1.capacity": error.message });
    expect(await readPlan(ann, event.id)).toEqual(before);

    const atCount = await savePlan(ann, event.id, { tables: [asInput(a!), asInput(b!, { capacity: 7 })] });
    expect(atCount.tables[1]).toMatchObject({ capacity: 7, seated: 7 });
  });

  test("a lowered capacity moves guests in seats that no longer exist to the lowest free seats", async () => {
    const event = await createEvent(ctx, ann.cookie);
    const saved = await savePlan(ann, event.id, { tables: [newTable("new-a", { capacity: 10 })] });
    const table = saved.tables[0]!;
    await seatGuests(event.id, table.id, [1, 3, 9, 10]);
    const lowered = await savePlan(ann, event.id, { tables: [asInput(table, { capacity: 6 })] });
    expect(lowered.tables[0]).toMatchObject({ capacity: 6, seated: 4, occupiedSeats: [1, 2, 3, 4] });
  });

  test("another owner's event, or a table or element of another event, answers 404 and changes nothing", async () => {
    const mine = await createEvent(ctx, ann.cookie);
    const other = await createEvent(ctx, ann.cookie);
    const bosEvent = await createEvent(ctx, bo.cookie);
    const mineSaved = await savePlan(ann, mine.id, { tables: [newTable("new-a")] });
    const otherSaved = await savePlan(ann, other.id, {
      tables: [newTable("new-a")],
      venueElements: [
        { id: "new-e", kind: "label", label: "", position: { x: 1, y: 1 }, width: 50, height: 20 },
      ],
    });
    const before = await readPlan(ann, mine.id);

    expect((await save(bo, mine.id, { tables: [] })).status).toBe(404);
    const foreignTable = await save(ann, mine.id, {
      tables: [asInput(mineSaved.tables[0]!), asInput(otherSaved.tables[0]!), newTable("new-b")],
    });
    expect(foreignTable.status).toBe(404);
    expect((await errorOf(foreignTable)).message).toBe("Table not found");
    const foreignElement = await save(ann, mine.id, {
      tables: [asInput(mineSaved.tables[0]!)],
      venueElements: [otherSaved.venueElements[0]],
    });
    expect(foreignElement.status).toBe(404);
    const unknown = await save(ann, mine.id, {
      tables: [newTable("00000000-0000-4000-8000-000000000000")],
    });
    expect(unknown.status).toBe(404);
    expect((await save(bo, bosEvent.id, { tables: [asInput(mineSaved.tables[0]!)] })).status).toBe(404);

    expect(await readPlan(ann, mine.id)).toEqual(before);
    expect((await readPlan(ann, other.id)).tables).toHaveLength(1);
    expect((await readPlan(bo, bosEvent.id)).tables).toEqual([]);
  });

  test.each([
    ["a capacity of 0", { capacity: 0 }, "tables.0.capacity"],
    ["a capacity of 21", { capacity: 21 }, "tables.0.capacity"],
    ["a fractional capacity", { capacity: 2.5 }, "tables.0.capacity"],
    ["an unknown shape", { shape: "square" }, "tables.0.shape"],
    ["a position left of the canvas", { position: { x: -1, y: 0 } }, "tables.0.position.x"],
    ["a position beyond the canvas", { position: { x: 0, y: 10_001 } }, "tables.0.position.y"],
    ["a position as text", { position: { x: "NaN", y: 0 } }, "tables.0.position.x"],
    ["a missing position", { position: null }, "tables.0.position"],
    ["a rotation of 360", { rotation: 360 }, "tables.0.rotation"],
    ["a blank name", { name: "  " }, "tables.0.name"],
    ["a name with NUL", { name: "A\u0000B" }, "tables.0.name"],
    ["a name of 101 characters", { name: "x".repeat(101) }, "tables.0.name"],
    ["an id that is neither saved nor new", { id: "42" }, "tables.0.id"],
    ["a head flag as text", { isHead: "yes" }, "tables.0.isHead"],
  ])("refuses %s (400, field named)", async (_case, override, field) => {
    const event = await createEvent(ctx, ann.cookie);
    const response = await save(ann, event.id, { tables: [{ ...newTable("new-a"), ...override }] });
    expect(response.status).toBe(400);
    expect((await errorOf(response)).fields).toHaveProperty([field]);
    expect(await readPlan(ann, event.id)).toEqual({ tables: [], venueElements: [], version: 1 });
  });

  test.each([
    ["an unknown kind", { kind: "pool" }, "venueElements.0.kind"],
    ["a width of 0", { width: 0 }, "venueElements.0.width"],
    ["a label with a lone surrogate", { label: "\uD800" }, "venueElements.0.label"],
    ["a label of 61 characters", { label: "x".repeat(61) }, "venueElements.0.label"],
  ])("refuses a venue element with %s", async (_case, override, field) => {
    const event = await createEvent(ctx, ann.cookie);
    const element = {
      id: "new-e",
      kind: "bar",
      label: "Bar",
      position: { x: 1, y: 1 },
      width: 50,
      height: 20,
    };
    const response = await save(ann, event.id, { tables: [], venueElements: [{ ...element, ...override }] });
    expect(response.status).toBe(400);
    expect((await errorOf(response)).fields).toHaveProperty([field]);
  });

  test("refuses Infinity, duplicate ids, a missing list and more than 1,000 tables", async () => {
    const event = await createEvent(ctx, ann.cookie);
    const infinite = await ctx.request(`/api/events/${event.id}/tables`, {
      method: "PUT",
      headers: { "content-type": "application/json", cookie: ann.cookie },
      body: `{"tables":[{"id":"new-a","name":"A","capacity":8,"shape":"round","position":{"x":1e999,"y":1}}]}`,
    });
    expect(infinite.status).toBe(400);
    expect((await errorOf(infinite)).fields).toHaveProperty(["tables.0.position.x"]);

    const duplicate = await save(ann, event.id, { tables: [newTable("new-a"), newTable("new-a")] });
    expect(duplicate.status).toBe(400);
    expect((await errorOf(duplicate)).message).toBe("Each table and venue element must appear once");
    expect((await save(ann, event.id, {})).status).toBe(400);
    const many = Array.from({ length: 1001 }, (_, i) => newTable(`new-${i}`));
    expect((await save(ann, event.id, { tables: many })).status).toBe(400);
    expect(await readPlan(ann, event.id)).toEqual({ tables: [], venueElements: [], version: 1 });
  });

  test("rounds coordinates to hundredths, so a denormal is stored as 0", async () => {
    const event = await createEvent(ctx, ann.cookie);
    const saved = await savePlan(ann, event.id, {
      tables: [newTable("new-a", { position: { x: 1e-320, y: 99.999 }, rotation: 359.999 })],
    });
    expect(saved.tables[0]).toMatchObject({ position: { x: 0, y: 100 }, rotation: 0 });
  });

  test("two saves at once run one after the other and leave one of the two plans, numbered 1…n", async () => {
    const event = await createEvent(ctx, ann.cookie);
    const base = await savePlan(ann, event.id, { tables: [newTable("new-a"), newTable("new-b")] });
    const [a, b] = base.tables;
    const left = {
      tables: [asInput(a!, { name: "Left" }), asInput(b!), ...[1, 2, 3].map((i) => newTable(`new-l${i}`))],
    };
    const right = {
      tables: [asInput(a!), asInput(b!, { name: "Right" }), ...[1, 2].map((i) => newTable(`new-r${i}`))],
    };
    const responses = await Promise.all([save(ann, event.id, left), save(ann, event.id, right)]);
    expect(responses.map((r) => r.status)).toEqual([200, 200]);

    const final = await readPlan(ann, event.id);
    const names = final.tables.map((t) => t.name).sort();
    expect([
      ["Left", "Table new-b", "Table new-l1", "Table new-l2", "Table new-l3"],
      ["Right", "Table new-a", "Table new-r1", "Table new-r2"],
    ]).toContainEqual(names);
    expect(final.tables.map((t) => t.number)).toEqual(final.tables.map((_, i) => i + 1));
  });
});
