import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { as, createEvent, signUpUser, type TestUser } from "@/server/test/factories";
import { addGuest, guestList, importCsv } from "@/server/test/guest-factories";
import { createTestContext, errorOf, json, type TestContext } from "@/server/test/harness";
import type { Comparison, HistoryEntry, HistoryPage, VersionSummary } from "@/shared/history";
import type { FloorPlan } from "@/shared/tables";
import { joinTeam } from "../team/team-test-helpers";

let ctx: TestContext;
let ann: TestUser;

beforeAll(async () => {
  ctx = await createTestContext();
  ann = await signUpUser(ctx, { name: "Ann" });
});
afterAll(async () => ctx?.close());

const base = (eventId: string) => `/api/events/${eventId}`;

async function ok<T>(response: Response, status = 200): Promise<T> {
  if (response.status !== status) throw new Error(`${response.status}: ${await response.text()}`);
  return (await json(response)) as T;
}

/** A floor plan of `count` tables saved through the API (so the history sees them). */
async function saveTables(eventId: string, count: number, user = ann): Promise<FloorPlan> {
  const client = as(ctx, user.cookie);
  const current = await ok<FloorPlan>(await client.get(`${base(eventId)}/tables`));
  const tables = Array.from({ length: count }, (_, index) => ({
    id: current.tables[index]?.id ?? `new-${index}`,
    name: `Table ${index + 1}`,
    capacity: 4,
    shape: "round" as const,
    position: { x: 100 + index * 150, y: 200 },
  }));
  return ok<FloorPlan>(
    await client.put(`${base(eventId)}/tables`, { tables, venueElements: [], baseVersion: current.version }),
  );
}

const history = (eventId: string, query = "", user = ann) =>
  as(ctx, user.cookie).get(`${base(eventId)}/history${query}`);
const page = async (eventId: string, query = "") => ok<HistoryPage>(await history(eventId, query));
const moveGuest = (
  eventId: string,
  guestId: string,
  tableId: string | null,
  seatNumber: number | null = null,
) =>
  as(ctx, ann.cookie).post(`${base(eventId)}/seating/moves`, { moves: [{ guestId, tableId, seatNumber }] });
const versions = async (eventId: string) =>
  (await ok<{ versions: VersionSummary[] }>(await as(ctx, ann.cookie).get(`${base(eventId)}/versions`)))
    .versions;
const saveVersion = async (eventId: string, name: string) =>
  ok<VersionSummary>(await as(ctx, ann.cookie).post(`${base(eventId)}/versions`, { name }), 201);
const compare = async (eventId: string, from: string, to = "now") =>
  ok<Comparison>(await as(ctx, ann.cookie).get(`${base(eventId)}/versions/compare?from=${from}&to=${to}`));
const restore = (eventId: string, versionId: string) =>
  as(ctx, ann.cookie).post(`${base(eventId)}/versions/${versionId}/restore`);

async function seats(eventId: string) {
  const list = await guestList(ctx, ann.cookie, eventId);
  return Object.fromEntries(list.guests.map((guest) => [guest.name, [guest.tableNumber, guest.seatNumber]]));
}

async function countRows(eventId: string) {
  const result = (await ctx.deps.database.db.execute(sql`
    select (select count(*) from event_changes where event_id = ${eventId}::uuid) as entries,
      (select count(*) from event_row_changes where event_id = ${eventId}::uuid) as rows`)) as unknown as {
    rows: { entries: string; rows: string }[];
  };
  return { entries: Number(result.rows[0]?.entries), rows: Number(result.rows[0]?.rows) };
}

describe("every change is recorded with who, what and before/after, in its own transaction", () => {
  test("adding, editing, moving and removing a guest", async () => {
    const event = await createEvent(ctx, ann.cookie, { title: "Recorded" });
    const plan = await saveTables(event.id, 2);
    const [one, two] = plan.tables;
    const guest = await addGuest(ctx, ann.cookie, event.id, {
      name: "José García",
      email: "jose@example.com",
    });
    await ok(
      await as(ctx, ann.cookie).patch(`${base(event.id)}/guests/${guest.id}`, { status: "confirmed" }),
    );
    await ok(await moveGuest(event.id, guest.id, one!.id, 2));
    await ok(await moveGuest(event.id, guest.id, two!.id, 1));

    const { entries, people } = await page(event.id);
    expect(entries.map((entry) => entry.action)).toEqual([
      "seating.move",
      "seating.move",
      "guest.update",
      "guest.create",
      "tables.save",
    ]);
    expect(people).toEqual([{ id: ann.user.id, name: "Ann" }]);
    const [lastMove, , update, create, tables] = entries;
    expect(lastMove).toMatchObject({
      actor: { id: ann.user.id, name: "Ann" },
      kind: "seating",
      counts: { moved: 1 },
      changes: [
        {
          entity: "guest",
          id: guest.id,
          label: "José García",
          op: "update",
          before: { tableId: one!.id, seatNumber: 2 },
          after: { tableId: two!.id, seatNumber: 1 },
        },
      ],
      tables: { [one!.id]: "Table 1", [two!.id]: "Table 2" },
    });
    expect(update!.changes).toEqual([
      expect.objectContaining({ before: { status: "invited" }, after: { status: "confirmed" } }),
    ]);
    expect(create!.changes[0]).toMatchObject({
      op: "insert",
      after: { name: "José García", email: "jose@example.com" },
    });
    expect(tables!.counts.added).toEqual({ table: 2 });

    await ok(await as(ctx, ann.cookie).delete(`${base(event.id)}/guests/${guest.id}`), 204).catch(
      async () => {
        // DELETE answers 204 without a body.
      },
    );
    const [removal] = (await page(event.id)).entries;
    expect(removal).toMatchObject({ action: "guest.delete", counts: { removed: { guest: 1 } } });
    expect(removal!.changes[0]).toMatchObject({
      op: "delete",
      restorable: true,
      before: { name: "José García" },
    });
  });

  test("a change that fails leaves neither an entry nor a row", async () => {
    const event = await createEvent(ctx, ann.cookie, { title: "Refused" });
    const plan = await saveTables(event.id, 1);
    const a = await addGuest(ctx, ann.cookie, event.id, { name: "A" });
    const b = await addGuest(ctx, ann.cookie, event.id, { name: "B" });
    await ok(await moveGuest(event.id, a.id, plan.tables[0]!.id, 1));
    const before = await countRows(event.id);
    // The database refuses the second write of the transaction (seat 1 is taken), after the entry was opened.
    const refused = await as(ctx, ann.cookie).patch(`${base(event.id)}/guests/${b.id}`, {
      tableId: plan.tables[0]!.id,
      seatNumber: 1,
    });
    expect(refused.status).toBeGreaterThanOrEqual(400);
    expect(await countRows(event.id)).toEqual(before);
  });

  test("filters: by person, by kind, by guest and by table", async () => {
    const event = await createEvent(ctx, ann.cookie, { title: "Filtered" });
    const maria = await signUpUser(ctx, { name: "Maria" });
    await joinTeam(ctx, ann, event.id, maria, "planner");
    const plan = await saveTables(event.id, 2);
    const a = await addGuest(ctx, ann.cookie, event.id, { name: "Alma" });
    const b = await addGuest(ctx, maria.cookie, event.id, { name: "Bruno" });
    await ok(await moveGuest(event.id, a.id, plan.tables[1]!.id));

    const byMaria = await page(event.id, `?actor=${maria.user.id}`);
    expect(byMaria.entries.map((entry) => entry.action)).toEqual(["guest.create", "team.join"]);
    expect(byMaria.people.map((person) => person.name).sort()).toEqual(["Ann", "Maria"]);
    expect((await page(event.id, "?kind=seating")).entries.map((entry) => entry.action)).toEqual([
      "seating.move",
    ]);
    expect((await page(event.id, "?kind=tables")).entries.map((entry) => entry.action)).toEqual([
      "tables.save",
    ]);
    const alma = await page(event.id, `?guest=${a.id}`);
    expect(alma.entries.map((entry) => entry.action)).toEqual(["seating.move", "guest.create"]);
    expect(alma.entries.flatMap((entry) => entry.changes.map((change) => change.id))).not.toContain(b.id);
    const table = await page(event.id, `?table=${plan.tables[1]!.id}`);
    expect(table.entries.map((entry) => entry.action)).toEqual(["seating.move", "tables.save"]);
    expect((await history(event.id, "?kind=nonsense")).status).toBe(400);
  });

  test("settings and publication are recorded; an event deleted takes its history with it", async () => {
    const event = await createEvent(ctx, ann.cookie, { title: "Published" });
    await addGuest(ctx, ann.cookie, event.id, { name: "A" });
    await ok(await as(ctx, ann.cookie).patch(base(event.id), { isPublished: true }));
    const [published] = (await page(event.id)).entries;
    expect(published).toMatchObject({ action: "event.update", kind: "publication" });
    expect(published!.changes).toHaveLength(1);
    expect(published!.changes[0]).toMatchObject({
      entity: "event",
      before: { isPublished: false },
      after: { isPublished: true },
    });
    expect((await page(event.id, "?kind=publication")).entries).toHaveLength(1);
    expect((await as(ctx, ann.cookie).delete(base(event.id))).status).toBe(204);
    expect(await countRows(event.id)).toEqual({ entries: 0, rows: 0 });
  });

  test("pages go back in time; one entry gives all its rows; the history's size is told", async () => {
    const event = await createEvent(ctx, ann.cookie, { title: "Paged" });
    for (const name of ["A", "B", "C"]) await addGuest(ctx, ann.cookie, event.id, { name });
    const first = await page(event.id, "?limit=2");
    expect(first.entries.map((entry) => entry.changes[0]?.label)).toEqual(["C", "B"]);
    expect(first.next).toBe(first.entries[1]!.version);
    const second = await page(event.id, `?limit=2&before=${first.next}`);
    expect(second.entries.map((entry) => entry.changes[0]?.label)).toEqual(["A"]);
    expect(second.next).toBeNull();
    expect(first.size.historyBytes).toBeGreaterThan(0);
    expect(first.size.entries).toBe(3);
    const entry = await ok<HistoryEntry>(
      await as(ctx, ann.cookie).get(`${base(event.id)}/history/${first.next}`),
    );
    expect(entry.changes[0]?.label).toBe("B");
    expect((await as(ctx, ann.cookie).get(`${base(event.id)}/history/99999`)).status).toBe(404);
  });
});

describe("versions: saved, taken before bulk actions, compared and restored", () => {
  test("an import and an auto-seat each keep a copy first; restoring the auto-seat's copy undoes it", async () => {
    const event = await createEvent(ctx, ann.cookie, { title: "Bulk" });
    const plan = await saveTables(event.id, 2);
    await importCsv(ctx, ann.cookie, event.id, "Name\nAda\nBen\nCy\nDee\n");
    const beforeApply = await seats(event.id);
    const { guests } = await guestList(ctx, ann.cookie, event.id);
    const assignments = guests.map((guest, index) => ({
      guestId: guest.id,
      tableId: plan.tables[index % 2]!.id,
    }));
    await ok(await as(ctx, ann.cookie).post(`${base(event.id)}/auto-seat/apply`, { assignments }));
    expect(Object.values(await seats(event.id)).every(([table]) => table !== null)).toBe(true);

    const list = await versions(event.id);
    expect(list.map((version) => version.reason)).toEqual(
      ["auto-seat", "import", "hourly"].slice(0, list.length),
    );
    const autoSeat = list.find((version) => version.reason === "auto-seat")!;
    expect(autoSeat).toMatchObject({ guests: 4, tables: 2, createdBy: { name: "Ann" } });
    const [applied] = (await page(event.id)).entries;
    expect(applied).toMatchObject({ action: "auto-seat.apply", counts: { moved: 4 } });

    const restored = await ok<{ saved: VersionSummary }>(await restore(event.id, autoSeat.id));
    expect(await seats(event.id)).toEqual(beforeApply);
    expect((await compare(event.id, autoSeat.id)).empty).toBe(true);
    // The restore is a change that can be undone: its own copy brings the auto-seat back.
    expect(restored.saved.reason).toBe("restore");
    const [restoreEntry] = (await page(event.id)).entries;
    expect(restoreEntry).toMatchObject({
      action: "version.restore",
      subject: { name: null, reason: "auto-seat" },
    });
    await ok(await restore(event.id, restored.saved.id));
    expect(Object.values(await seats(event.id)).every(([table]) => table !== null)).toBe(true);
  });

  test("compare two versions: moves, additions, removals and table changes, with the plan to draw", async () => {
    const event = await createEvent(ctx, ann.cookie, { title: "Compared" });
    const plan = await saveTables(event.id, 2);
    const [one, two] = plan.tables;
    const ada = await addGuest(ctx, ann.cookie, event.id, { name: "Ada", tableId: one!.id });
    const ben = await addGuest(ctx, ann.cookie, event.id, { name: "Ben" });
    const first = await saveVersion(event.id, "Sent to caterer");
    expect(first).toMatchObject({ name: "Sent to caterer", reason: null, guests: 2, tables: 2 });
    await ok(await moveGuest(event.id, ada.id, two!.id));
    await as(ctx, ann.cookie).delete(`${base(event.id)}/guests/${ben.id}`);
    await addGuest(ctx, ann.cookie, event.id, { name: "Cy" });
    await saveTables(event.id, 3);
    const second = await saveVersion(event.id, "Final");

    const diff = await compare(event.id, first.id, second.id);
    expect(diff.empty).toBe(false);
    expect(diff.guests.moved).toEqual([
      expect.objectContaining({
        name: "Ada",
        from: expect.objectContaining({ tableId: one!.id }),
        to: expect.objectContaining({ tableId: two!.id }),
      }),
    ]);
    expect(diff.guests.removed.map((guest) => guest.name)).toEqual(["Ben"]);
    expect(diff.guests.added.map((guest) => guest.name)).toEqual(["Cy"]);
    expect(diff.tables.added.map((table) => table.name)).toEqual(["Table 3"]);
    expect(diff.plan.tables).toHaveLength(3);
    expect(diff.plan.seated[two!.id]).toBe(1);
    expect(diff.tableNames[one!.id]).toBe("Table 1");
    expect((await compare(event.id, second.id)).empty).toBe(true);
  });

  test("restore brings back deleted tables and guests with their seats, and removes what came since", async () => {
    const event = await createEvent(ctx, ann.cookie, { title: "Restored" });
    const plan = await saveTables(event.id, 2);
    const [one, two] = plan.tables;
    const ada = await addGuest(ctx, ann.cookie, event.id, { name: "Ada", tableId: one!.id, seatNumber: 1 });
    const ben = await addGuest(ctx, ann.cookie, event.id, { name: "Ben", tableId: two!.id, seatNumber: 1 });
    const saved = await saveVersion(event.id, "Good");
    const beforeState = await seats(event.id);
    // Seats change hands, a table goes, a guest comes.
    await ok(
      await as(ctx, ann.cookie).post(`${base(event.id)}/seating/moves`, {
        moves: [
          { guestId: ada.id, tableId: two!.id, seatNumber: 2 },
          { guestId: ben.id, tableId: one!.id, seatNumber: 1 },
        ],
      }),
    );
    const shrunk = await saveTables(event.id, 1);
    await addGuest(ctx, ann.cookie, event.id, { name: "Newcomer" });

    await ok(await restore(event.id, saved.id));
    expect(await seats(event.id)).toEqual(beforeState);
    expect((await compare(event.id, saved.id)).empty).toBe(true);
    const [entry] = (await page(event.id)).entries;
    expect(entry).toMatchObject({
      action: "version.restore",
      counts: { added: { table: 1 }, removed: { guest: 1 } },
    });
    // The floor plan's version went up: an editor opened before the restore is told it changed.
    const now = await ok<FloorPlan>(await as(ctx, ann.cookie).get(`${base(event.id)}/tables`));
    expect(now.version).toBeGreaterThan(shrunk.version);
  });

  test("a removed guest or table comes back from the history alone", async () => {
    const event = await createEvent(ctx, ann.cookie, { title: "One back" });
    const plan = await saveTables(event.id, 2);
    const group = await ok<{ id: string }>(
      await as(ctx, ann.cookie).post(`${base(event.id)}/groups`, { name: "Work" }),
      201,
    );
    const ada = await addGuest(ctx, ann.cookie, event.id, {
      name: "Ada",
      tableId: plan.tables[0]!.id,
      seatNumber: 3,
      groupIds: [group.id],
    });
    await addGuest(ctx, ann.cookie, event.id, { name: "Ben", tableId: plan.tables[1]!.id, seatNumber: 2 });
    await as(ctx, ann.cookie).delete(`${base(event.id)}/guests/${ada.id}`);
    const back = await as(ctx, ann.cookie).post(`${base(event.id)}/history/restore`, {
      entity: "guest",
      id: ada.id,
    });
    expect(back.status).toBe(200);
    const adaNow = await ok<{ tableId: string; seatNumber: number; groupIds: string[] }>(
      await as(ctx, ann.cookie).get(`${base(event.id)}/guests/${ada.id}`),
    );
    expect(adaNow).toMatchObject({ tableId: plan.tables[0]!.id, seatNumber: 3, groupIds: [group.id] });
    const again = await as(ctx, ann.cookie).post(`${base(event.id)}/history/restore`, {
      entity: "guest",
      id: ada.id,
    });
    expect(again.status).toBe(409);

    await saveTables(event.id, 1);
    expect((await seats(event.id)).Ben).toEqual([null, null]);
    await ok(
      await as(ctx, ann.cookie).post(`${base(event.id)}/history/restore`, {
        entity: "table",
        id: plan.tables[1]!.id,
      }),
    );
    expect((await seats(event.id)).Ben).toEqual([2, 2]);
    const unknown = await as(ctx, ann.cookie).post(`${base(event.id)}/history/restore`, {
      entity: "guest",
      id: "00000000-0000-4000-8000-000000000000",
    });
    expect(unknown.status).toBe(404);
  });

  test("restoring while a collaborator moves guests: one after the other, nothing lost or doubled", async () => {
    const event = await createEvent(ctx, ann.cookie, { title: "Race" });
    const plan = await saveTables(event.id, 3);
    const guests = [];
    for (let index = 0; index < 8; index += 1)
      guests.push(await addGuest(ctx, ann.cookie, event.id, { name: `G${index}` }));
    const saved = await saveVersion(event.id, "Start");
    const moves = guests.map((guest, index) => moveGuest(event.id, guest.id, plan.tables[index % 3]!.id));
    const results = await Promise.all([...moves, restore(event.id, saved.id), restore(event.id, saved.id)]);
    expect(results.every((response) => response.status === 200)).toBe(true);
    const list = await guestList(ctx, ann.cookie, event.id);
    expect(list.guests).toHaveLength(8);
    const taken = list.guests
      .filter((guest) => guest.seatNumber !== null)
      .map((g) => `${g.tableId}/${g.seatNumber}`);
    expect(new Set(taken).size).toBe(taken.length);
  });

  test("a version of another event, or none, is not found; a name is required", async () => {
    const event = await createEvent(ctx, ann.cookie, { title: "Mine" });
    const other = await createEvent(ctx, ann.cookie, { title: "Other" });
    const saved = await saveVersion(other.id, "Theirs");
    expect((await restore(event.id, saved.id)).status).toBe(404);
    expect((await restore(event.id, "not-a-uuid")).status).toBe(404);
    expect(
      (await as(ctx, ann.cookie).get(`${base(event.id)}/versions/compare?from=${saved.id}&to=now`)).status,
    ).toBe(404);
    const blank = await as(ctx, ann.cookie).post(`${base(event.id)}/versions`, { name: "  " });
    expect(blank.status).toBe(400);
    expect((await errorOf(blank)).message).toBe("Name the version");
  });
});

describe("retention and erasure", () => {
  test("pruning keeps the versions and one entry saying so", async () => {
    const event = await createEvent(ctx, ann.cookie, { title: "Pruned" });
    await saveTables(event.id, 1);
    await addGuest(ctx, ann.cookie, event.id, { name: "A" });
    await saveVersion(event.id, "Keep me");
    const before = await page(event.id);
    const size = await ok<HistoryPage["size"]>(await as(ctx, ann.cookie).delete(`${base(event.id)}/history`));
    expect(size.historyBytes).toBeLessThan(before.size.historyBytes);
    const after = await page(event.id);
    expect(after.entries.map((entry) => entry.action)).toEqual(["history.prune"]);
    expect((await versions(event.id)).map((version) => version.name)).toContain("Keep me");
  });

  test("an erased guest leaves no trace in the history, the versions or the printed cards", async () => {
    const event = await createEvent(ctx, ann.cookie, { title: "Forgotten" });
    const plan = await saveTables(event.id, 1);
    const keep = await addGuest(ctx, ann.cookie, event.id, { name: "Kept Person" });
    const gone = await addGuest(ctx, ann.cookie, event.id, {
      name: "Zebulon Forgetme",
      email: "zeb@example.com",
    });
    await ok(await moveGuest(event.id, gone.id, plan.tables[0]!.id));
    await ok(
      await as(ctx, ann.cookie).post(`${base(event.id)}/seating-rules`, {
        guestAId: keep.id,
        guestBId: gone.id,
        kind: "together",
        strength: "prefer",
      }),
      201,
    );
    await saveVersion(event.id, "Before erasing");
    const erased = await as(ctx, ann.cookie).post(`${base(event.id)}/guests/${gone.id}/erase`);
    expect(erased.status).toBe(204);
    const dump = (await ctx.deps.database.db.execute(sql`
      select (select coalesce(jsonb_agg(r), '[]') from event_row_changes r where r.event_id = ${event.id}::uuid)::text
        || (select coalesce(jsonb_agg(v), '[]') from event_versions v where v.event_id = ${event.id}::uuid)::text
        as text`)) as unknown as { rows: { text: string }[] };
    expect(dump.rows[0]!.text).not.toMatch(/Zebulon|zeb@example\.com/);
    expect(dump.rows[0]!.text).not.toContain(gone.id);
    expect(dump.rows[0]!.text).toContain("Kept Person");
    const again = await as(ctx, ann.cookie).post(`${base(event.id)}/guests/${gone.id}/erase`);
    expect(again.status).toBe(404);
  });
});

describe("a large import", () => {
  test("is logged as one row per statement, found by guest and by table, and erased from", async () => {
    const event = await createEvent(ctx, ann.cookie, { title: "Large" });
    const plan = await saveTables(event.id, 1);
    const names = Array.from({ length: 150 }, (_, index) => `Imported ${index}`);
    await importCsv(
      ctx,
      ann.cookie,
      event.id,
      `Name,Table\n${names.map((name, i) => `${name},${i === 7 ? 1 : ""}`).join("\n")}\n`,
    );
    const [imported] = (await page(event.id)).entries;
    expect(imported).toMatchObject({
      action: "guests.import",
      counts: { added: { guest: 150 } },
    });
    expect(imported!.changes).toHaveLength(20);
    const list = await guestList(ctx, ann.cookie, event.id);
    const seated = list.guests.find((guest) => guest.name === "Imported 7")!;
    const own = await page(event.id, `?guest=${seated.id}`);
    expect(own.entries.map((entry) => entry.action)).toEqual(["guests.import"]);
    expect(own.entries[0]!.changes).toEqual([
      expect.objectContaining({
        id: seated.id,
        label: "Imported 7",
        op: "insert",
        after: { tableId: plan.tables[0]!.id },
      }),
    ]);
    const table = await page(event.id, `?table=${plan.tables[0]!.id}`);
    expect(table.entries[0]!.changes.map((change) => change.label)).toEqual(["Imported 7"]);
    const all = await ok<HistoryEntry>(
      await as(ctx, ann.cookie).get(`${base(event.id)}/history/${imported!.version}`),
    );
    expect(all.changes.filter((change) => change.entity === "guest")).toHaveLength(150);

    expect((await as(ctx, ann.cookie).post(`${base(event.id)}/guests/${seated.id}/erase`)).status).toBe(204);
    const dump = (await ctx.deps.database.db.execute(sql`
      select coalesce(jsonb_agg(r), '[]')::text as text from event_row_changes r where r.event_id = ${event.id}::uuid`)) as unknown as {
      rows: { text: string }[];
    };
    expect(dump.rows[0]!.text).not.toContain(seated.id);
    expect(dump.rows[0]!.text).not.toContain('Imported 7"');
    expect(dump.rows[0]!.text).toContain("Imported 8");
  });
});

describe("who may", () => {
  test("a viewer reads the history but restores nothing; a caterer sees none; a planner cannot prune", async () => {
    const event = await createEvent(ctx, ann.cookie, { title: "Roles" });
    const saved = await saveVersion(event.id, "V");
    const roles = { viewer: "", caterer: "", planner: "" } as Record<string, string>;
    const people: Record<string, TestUser> = {};
    for (const role of Object.keys(roles)) {
      people[role] = await signUpUser(ctx, { name: role });
      await joinTeam(ctx, ann, event.id, people[role]!, role as "viewer");
    }
    expect((await history(event.id, "", people.viewer)).status).toBe(200);
    expect(
      (await as(ctx, people.viewer!.cookie).post(`${base(event.id)}/versions/${saved.id}/restore`)).status,
    ).toBe(403);
    expect((await history(event.id, "", people.caterer)).status).toBe(403);
    expect((await as(ctx, people.planner!.cookie).delete(`${base(event.id)}/history`)).status).toBe(403);
    expect(
      (await as(ctx, people.planner!.cookie).post(`${base(event.id)}/versions/${saved.id}/restore`)).status,
    ).toBe(200);
    const stranger = await signUpUser(ctx, { name: "Stranger" });
    expect((await history(event.id, "", stranger)).status).toBe(404);
  });
});
