import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { guestGroupMembers, seatingRules } from "@/server/db/schema";
import { as, createEvent, signUpUser, type TestUser } from "@/server/test/factories";
import { guestList, importCsv, postImport } from "@/server/test/guest-factories";
import { createTestContext, errorOf, type TestContext } from "@/server/test/harness";
import type { GuestList } from "@/shared/guests-list";

let ctx: TestContext;
let ann: TestUser;

beforeAll(async () => {
  ctx = await createTestContext();
  ann = await signUpUser(ctx);
});
afterAll(async () => ctx?.close());

const HEADER = "name,email,table_number,seat_number,status,household,groups";
const FIRST = [
  HEADER,
  "Ann Lee,ann@example.com,1,1,confirmed,Lees,Family",
  "Bo Lee,bo@example.com,1,2,invited,Lees,Family",
  "Cy Park,,2,,declined,,Work",
  "Dee Ray,dee@example.com,,,invited,,",
].join("\n");

/** A fresh event with the first list imported. */
async function eventWithList() {
  const event = await createEvent(ctx, ann.cookie, { title: "Merge" });
  await importCsv(ctx, ann.cookie, event.id, FIRST);
  return event.id;
}

type Row = [name: string, email: string | null, table: number | null, seat: number | null, status: string];
const rows = (list: GuestList): Row[] =>
  list.guests.map((g) => [g.name, g.email, g.tableNumber, g.seatNumber, g.status]);
const byName = (list: GuestList) => new Map(list.guests.map((g) => [g.name, g]));

describe("re-import modes", () => {
  test("Add (the default): only rows no guest matches are added; the others are listed as already there", async () => {
    const eventId = await eventWithList();
    const result = await importCsv(
      ctx,
      ann.cookie,
      eventId,
      [HEADER, "ANN LEE,,,,,,", "Cy  Park,cy@example.com,,,,,", "Eve Moss,eve@example.com,,,,,"].join("\n"),
      { skipDuplicates: true },
    );
    expect(result).toMatchObject({ imported: 1, updated: 0, unchanged: 2, removed: 0 });
    expect(result.skipped.map((s) => [s.row, s.detail])).toEqual([
      [2, "Already in your guest list"],
      [3, "Already in your guest list"],
    ]);
    const list = await guestList(ctx, ann.cookie, eventId);
    expect(list.guests.map((g) => g.name)).toEqual(["Ann Lee", "Bo Lee", "Cy Park", "Dee Ray", "Eve Moss"]);
    expect(byName(list).get("Cy Park")!.email).toBeNull();
  });

  test("Update: one changed e-mail is matched by name; the guest keeps its id, seat, household and groups", async () => {
    const eventId = await eventWithList();
    const before = byName(await guestList(ctx, ann.cookie, eventId));
    const file = FIRST.replace("bo@example.com", "bo.lee@example.com");
    const result = await importCsv(ctx, ann.cookie, eventId, file, { mode: "update" });
    expect(result).toMatchObject({ imported: 0, updated: 1, unchanged: 3, removed: 0, skipped: [] });

    const after = await guestList(ctx, ann.cookie, eventId);
    expect(rows(after)).toEqual([
      ["Ann Lee", "ann@example.com", 1, 1, "confirmed"],
      ["Bo Lee", "bo.lee@example.com", 1, 2, "invited"],
      ["Cy Park", null, 2, null, "declined"],
      ["Dee Ray", "dee@example.com", null, null, "invited"],
    ]);
    const bo = byName(after).get("Bo Lee")!;
    expect(bo.id).toBe(before.get("Bo Lee")!.id);
    expect(bo.householdId).toBe(before.get("Bo Lee")!.householdId);
    expect(bo.groupIds).toEqual(before.get("Bo Lee")!.groupIds);
  });

  test("Update: blank cells and 'no answer' never erase; named fields, a new table and groups apply", async () => {
    const eventId = await eventWithList();
    const result = await importCsv(
      ctx,
      ann.cookie,
      eventId,
      [
        "name,email,table_number,seat_number,status,household,groups,meal",
        // No answer in the file: Ann's confirmation stays; her seat stays (no table given); a meal is added.
        "Ann Lee,,,,,,,Fish",
        // Bo moves to a new table 3, changes household and groups, and declines.
        "Bo Lee,bo@example.com,3,,declined,Bo's,Friends,",
        // Cy's seat number changes at the same table.
        "Cy Park,,2,4,,,,",
        "Finn Cole,finn@example.com,,,,,,",
      ].join("\n"),
      { mode: "update" },
    );
    expect(result).toMatchObject({ imported: 1, updated: 3, unchanged: 0, removed: 0 });
    expect(result.created).toEqual({ households: 1, groups: 1, tables: [3] });
    const list = await guestList(ctx, ann.cookie, eventId);
    expect(rows(list)).toEqual([
      ["Ann Lee", "ann@example.com", 1, 1, "confirmed"],
      ["Bo Lee", "bo@example.com", 3, null, "declined"],
      ["Cy Park", null, 2, 4, "declined"],
      ["Dee Ray", "dee@example.com", null, null, "invited"],
      ["Finn Cole", "finn@example.com", null, null, "invited"],
    ]);
    const guests = byName(list);
    const names = (ids: string[], of: { id: string; name: string }[]) =>
      ids.map((id) => of.find((item) => item.id === id)!.name);
    expect(guests.get("Ann Lee")!.meal).toBe("Fish");
    expect(names([guests.get("Bo Lee")!.householdId!], list.households)).toEqual(["Bo's"]);
    expect(names(guests.get("Bo Lee")!.groupIds, list.groups)).toEqual(["Friends"]);
    expect(names(guests.get("Ann Lee")!.groupIds, list.groups)).toEqual(["Family"]);
  });

  test("Replace: guests missing from the file are removed with their rules and memberships, except those kept", async () => {
    const eventId = await eventWithList();
    const before = byName(await guestList(ctx, ann.cookie, eventId));
    const cy = before.get("Cy Park")!;
    const dee = before.get("Dee Ray")!;
    const rule = await as(ctx, ann.cookie).post(`/api/events/${eventId}/seating-rules`, {
      guestAId: before.get("Ann Lee")!.id,
      guestBId: cy.id,
      kind: "apart",
      strength: "must",
    });
    expect(rule.status).toBe(201);

    const file = [HEADER, "Ann Lee,ann@example.com,1,1,confirmed,Lees,Family", "Gus Hall,,,,,,"].join("\n");
    const result = await importCsv(ctx, ann.cookie, eventId, file, { mode: "replace", keep: [dee.id] });
    expect(result).toMatchObject({ imported: 1, updated: 0, unchanged: 1, removed: 2 });
    const list = await guestList(ctx, ann.cookie, eventId);
    expect(list.guests.map((g) => g.name)).toEqual(["Ann Lee", "Dee Ray", "Gus Hall"]);
    expect(list.tables.map((t) => [t.number, t.seated])).toEqual([
      [1, 1],
      [2, 0],
    ]);
    const db = ctx.deps.database.db;
    expect(await db.select().from(seatingRules).where(eq(seatingRules.eventId, eventId))).toEqual([]);
    expect(await db.select().from(guestGroupMembers).where(eq(guestGroupMembers.guestId, cy.id))).toEqual([]);
  });

  test("Replace never removes a guest whose row cannot be imported and was skipped", async () => {
    const eventId = await eventWithList();
    const file = [HEADER, "Ann Lee,ann@example.com,,,,,", "Bo Lee,not-an-email,,,,,"].join("\n");
    const result = await importCsv(ctx, ann.cookie, eventId, file, { mode: "replace", skipInvalid: true });
    expect(result).toMatchObject({ imported: 0, removed: 2 });
    expect((await guestList(ctx, ann.cookie, eventId)).guests.map((g) => g.name)).toEqual([
      "Ann Lee",
      "Bo Lee",
    ]);
  });

  test("per-row choices: an excluded new row is not added, an excluded update is not applied", async () => {
    const eventId = await eventWithList();
    const file = [
      HEADER,
      "Ann Lee,ann.new@example.com,,,,,",
      "Bo Lee,bo.new@example.com,,,,,",
      "Hal Ito,,,,,,",
      "Ida Fox,,,,,,",
    ].join("\n");
    const result = await importCsv(ctx, ann.cookie, eventId, file, { mode: "update", exclude: ["3", "4"] });
    expect(result).toMatchObject({ imported: 1, updated: 1, unchanged: 1, removed: 0 });
    const list = byName(await guestList(ctx, ann.cookie, eventId));
    expect(list.get("Ann Lee")!.email).toBe("ann.new@example.com");
    expect(list.get("Bo Lee")!.email).toBe("bo@example.com");
    expect(list.has("Hal Ito")).toBe(false);
    expect(list.has("Ida Fox")).toBe(true);
  });
});

describe("one transaction", () => {
  test("a failure mid-way (too many tables, after the removals) leaves every guest as it was", async () => {
    const eventId = await eventWithList();
    const before = await guestList(ctx, ann.cookie, eventId);
    // Removing Bo, Cy and Dee comes first; then the file's 1,001 new tables pass the event's 1,000.
    const seated = Array.from({ length: 1001 }, (_, i) => `Seated ${i},,${i + 3},,,,`);
    const file = [HEADER, "Ann Lee,ann.changed@example.com,,,,,", ...seated].join("\n");
    const response = await postImport(ctx, ann.cookie, eventId, file, { mode: "replace" });
    expect(response.status).toBe(400);
    expect((await errorOf(response)).message).toMatch(/tables the event does not have/);
    expect(await guestList(ctx, ann.cookie, eventId)).toEqual(before);
  });

  test("the guest limit counts the list after the removals", async () => {
    const eventId = await eventWithList();
    const names = Array.from({ length: 19_999 }, (_, i) => `New Guest ${i + 1},,,,,,`);
    const file = [HEADER, "Ann Lee,ann@example.com,,,,,", ...names].join("\n");
    const update = await postImport(ctx, ann.cookie, eventId, file, { mode: "update" });
    expect(update.status).toBe(409);
    const replace = await importCsv(ctx, ann.cookie, eventId, file, { mode: "replace" });
    expect(replace).toMatchObject({ imported: 19_999, removed: 3 });
  });

  test("a bad value is left empty in every mode; a file that cannot be read changes nothing", async () => {
    const eventId = await eventWithList();
    const before = await guestList(ctx, ann.cookie, eventId);
    const huge = "x".repeat(70_000);
    const unreadable = [HEADER, "Ann Lee,ann.changed@example.com,,,,,", `Huge,,,,,,${huge}`].join("\n");
    const response = await postImport(ctx, ann.cookie, eventId, unreadable, { mode: "replace" });
    expect(response.status).toBe(400);
    expect(await guestList(ctx, ann.cookie, eventId)).toEqual(before);

    const file = [HEADER, "Bad Mail,nope,,,,,"].join("\n");
    const result = await importCsv(ctx, ann.cookie, eventId, file, { mode: "update" });
    expect(result).toMatchObject({ imported: 1, emptied: [{ name: "Bad Mail" }] });
    const after = await guestList(ctx, ann.cookie, eventId);
    expect(after.guests.find((guest) => guest.name === "Bad Mail")?.email).toBeNull();
  });

  test("two imports at once: the second sees the first's guests and adds none of them again", async () => {
    const eventId = await eventWithList();
    const file = [
      HEADER,
      ...Array.from({ length: 200 }, (_, i) => `Racer ${i},racer${i}@example.com,,,,,`),
    ].join("\n");
    // Both in Update, so whichever runs first, the second matches every row to the guests the first added.
    const results = await Promise.all([
      importCsv(ctx, ann.cookie, eventId, file, { mode: "update" }),
      importCsv(ctx, ann.cookie, eventId, file.replace("racer0@", "racer.zero@"), { mode: "update" }),
    ]);
    expect(results.map((r) => r.imported + r.updated + r.unchanged).sort()).toEqual([200, 200]);
    expect(results.map((r) => r.imported).sort((a, b) => a - b)).toEqual([0, 200]);
    const list = await guestList(ctx, ann.cookie, eventId);
    expect(list.guests).toHaveLength(204);
  });
});

describe("the choices are checked", () => {
  test("an unknown mode, a bad row or guest id is a 400 naming it; nothing changes", async () => {
    const eventId = await eventWithList();
    const before = await guestList(ctx, ann.cookie, eventId);
    const send = async (options: Parameters<typeof postImport>[4]) => {
      const response = await postImport(ctx, ann.cookie, eventId, FIRST, options);
      expect(response.status).toBe(400);
      return (await errorOf(response)).fields;
    };
    expect(await send({ mode: "merge" })).toEqual({ mode: "Mode must be add, update or replace" });
    // The field names the item: the second row given.
    expect(await send({ mode: "update", exclude: ["3", "row 4"] })).toEqual({
      "exclude.1": "Rows to leave out must be row numbers, separated by commas",
    });
    expect(await send({ mode: "replace", keep: ["not-an-id"] })).toEqual({
      "keep.0": "Guests to keep must be guest ids, separated by commas",
    });
    const raw = await ctx.request(`/api/events/${eventId}/guests/import?mode=everything`, {
      method: "POST",
      headers: { cookie: ann.cookie, "content-type": "text/csv" },
      body: FIRST,
    });
    expect(raw.status).toBe(400);
    expect(await guestList(ctx, ann.cookie, eventId)).toEqual(before);
  });

  test("a CSV body with the choices in the query merges too", async () => {
    const eventId = await eventWithList();
    const dee = byName(await guestList(ctx, ann.cookie, eventId)).get("Dee Ray")!;
    const response = await ctx.request(`/api/events/${eventId}/guests/import?mode=replace&keep=${dee.id}`, {
      method: "POST",
      headers: { cookie: ann.cookie, "content-type": "text/csv" },
      body: [HEADER, "Ann Lee,ann@example.com,1,1,confirmed,Lees,Family"].join("\n"),
    });
    expect(response.status).toBe(200);
    expect((await guestList(ctx, ann.cookie, eventId)).guests.map((g) => g.name)).toEqual([
      "Ann Lee",
      "Dee Ray",
    ]);
  });
});
