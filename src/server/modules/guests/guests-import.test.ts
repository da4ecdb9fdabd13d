import { readFileSync } from "node:fs";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { guestGroups, households, tables } from "@/server/db/schema";
import { as, createEvent, signUpUser, type TestUser } from "@/server/test/factories";
import { addGuest, addTable, guestList, importCsv, postImport } from "@/server/test/guest-factories";
import { createTestContext, errorOf, json, type TestContext } from "@/server/test/harness";
import { MB } from "@/shared/constants";
import type { ImportResult } from "@/shared/guests-import";

let ctx: TestContext;
let ann: TestUser;
let bo: TestUser;

beforeAll(async () => {
  ctx = await createTestContext();
  ann = await signUpUser(ctx);
  bo = await signUpUser(ctx);
});
afterAll(async () => ctx?.close());

const fixture = (name: string) =>
  new Uint8Array(readFileSync(path.join(import.meta.dirname, "../../..", "shared/csv/fixtures", name)));
const newEvent = (title = "Import") => createEvent(ctx, ann.cookie, { title });

/** Everything an import can have written for an event, to prove a refused one wrote nothing. */
async function footprint(eventId: string) {
  const db = ctx.deps.database.db;
  const count = async (table: typeof tables | typeof households | typeof guestGroups) =>
    (await db.select({ id: table.id }).from(table).where(eq(table.eventId, eventId))).length;
  return {
    guests: (await guestList(ctx, ann.cookie, eventId)).guests.length,
    tables: await count(tables),
    households: await count(households),
    groups: await count(guestGroups),
  };
}

describe("files from other tools", () => {
  test("Zola: name parts composed, households from the guest group, groups from the tags, RSVPs mapped", async () => {
    const event = await newEvent();
    const result = await importCsv(ctx, ann.cookie, event.id, fixture("zola.csv"));
    expect(result).toEqual({
      imported: 5,
      updated: 0,
      unchanged: 0,
      removed: 0,
      skipped: [],
      seating: [],
      emptied: [],
      // "Guest of Priya": a placeholder, imported and flagged.
      warnings: 1,
      created: { households: 3, groups: 4, tables: [] },
    });
    const list = await guestList(ctx, ann.cookie, event.id);
    const household = new Map(list.households.map((h) => [h.id, h.name]));
    const group = new Map(list.groups.map((g) => [g.id, g.name]));
    expect(
      list.guests.map((g) => [
        g.name,
        g.status,
        household.get(g.householdId!),
        g.groupIds.map((id) => group.get(id)).sort(),
      ]),
    ).toEqual([
      ["Dr. Samuel O'Neill Jr.", "confirmed", "The O'Neills", ["Work"]],
      ["Guest of Priya", "invited", "Priya Natarajan & Guest", ["College Friends"]],
      ["Mr. James Whitaker", "confirmed", "The Whitaker Family", ["Groom's Family", "Out of Town"]],
      ["Mrs. Laura Whitaker", "confirmed", "The Whitaker Family", ["Groom's Family", "Out of Town"]],
      ["Priya Natarajan", "declined", "Priya Natarajan & Guest", ["College Friends"]],
    ]);
    expect(list.households.map((h) => [h.name, h.guestCount])).toContainEqual(["The Whitaker Family", 2]);
  });

  test("The Knot: tables by number and by name are created; the blank row is not a guest", async () => {
    const event = await newEvent();
    const result = await importCsv(ctx, ann.cookie, event.id, fixture("the-knot.csv"));
    expect(result.imported).toBe(5);
    expect(result.created.tables).toEqual([1, 2, 3]);
    const list = await guestList(ctx, ann.cookie, event.id);
    expect(list.tables.map((t) => [t.number, t.name, t.capacity, t.seated])).toEqual([
      [1, "Table 1", 8, 1],
      [2, "Table 2", 8, 1],
      [3, "Head Table", 8, 1],
    ]);
  });

  test("Excel in Windows-1252 with semicolons keeps its accents", async () => {
    const event = await newEvent();
    await importCsv(ctx, ann.cookie, event.id, fixture("excel-semicolon-1252.csv"));
    const names = (await guestList(ctx, ann.cookie, event.id)).guests.map((g) => g.name);
    expect(names).toEqual(["Françoise Lefèvre", "José Müller", "Zoë Ångström"]);
  });

  test("a Google Sheets file with a title line: the nameless row is skipped and said so", async () => {
    const event = await newEvent();
    const result = await importCsv(ctx, ann.cookie, event.id, fixture("google-sheets.csv"));
    expect(result.imported).toBe(4);
    // Line 8 as an editor counts: a note above runs over two lines.
    expect(result.skipped).toEqual([{ row: 8, name: "", reason: "noName", detail: "No name" }]);
  });

  test("an existing table keeps its name and capacity; names match whatever their case", async () => {
    const event = await newEvent();
    await addTable(ctx, event.id, { number: 3, capacity: 10, name: "Family table" });
    await as(ctx, ann.cookie).post(`/api/events/${event.id}/households`, { name: "SMITH HOUSEHOLD" });
    const result = await importCsv(ctx, ann.cookie, event.id, fixture("google-sheets.csv"));
    expect(result.created).toEqual({ households: 0, groups: 4, tables: [12] });
    const list = await guestList(ctx, ann.cookie, event.id);
    expect(list.tables.map((t) => [t.number, t.name, t.capacity, t.seated])).toEqual([
      [3, "Family table", 10, 2],
      [12, "Table 12", 8, 1],
    ]);
    expect(list.households).toEqual([expect.objectContaining({ name: "SMITH HOUSEHOLD", guestCount: 2 })]);
  });
});

describe("the column mapping", () => {
  test("the owner's mapping wins over the recognised one", async () => {
    const event = await newEvent();
    const csv = "Who,Contact,Side\nAnn Lee,ann@example.com,Bride\n";
    await importCsv(ctx, ann.cookie, event.id, csv, { mapping: ["name", "notes", "groups"] });
    const [guest] = (await guestList(ctx, ann.cookie, event.id)).guests;
    expect(guest).toMatchObject({ name: "Ann Lee", email: null, notes: "ann@example.com" });
    expect(guest!.groupIds).toHaveLength(1);
  });

  test.each([
    ["fewer targets than columns", ["name"]],
    ["two columns for one field", ["name", "name", "ignore"]],
    ["an unknown target", ["name", "email", "shoeSize"]],
    ["not JSON", "name,email"],
  ])("refuses %s", async (_case, mapping) => {
    const event = await newEvent();
    const form = new FormData();
    form.append("file", new File(["Who,Contact,Side\nAnn,a@x.io,B\n"], "g.csv"));
    form.append("mapping", typeof mapping === "string" ? mapping : JSON.stringify(mapping));
    const response = await ctx.request(`/api/events/${event.id}/guests/import`, {
      method: "POST",
      headers: { cookie: ann.cookie },
      body: form,
    });
    expect(response.status).toBe(400);
    expect((await errorOf(response)).message).toBe("The column mapping does not match the file's columns");
    expect((await footprint(event.id)).guests).toBe(0);
  });
});

describe("problems never block the good rows; one transaction", () => {
  const file =
    "name,email,table_number,household,groups\nAnn,ann@example.com,5,Lees,Family\nBo,not-an-email,6,Kims,Work\nCy,,7,,\nTotal,,,,\n";

  test("a bad value is left empty and said; a row that is not a guest is left out; old clients' skipInvalid ignored", async () => {
    for (const skipInvalid of [undefined, false, true]) {
      const event = await newEvent();
      const result = await importCsv(ctx, ann.cookie, event.id, file, { skipInvalid });
      expect(result.imported).toBe(3);
      expect(result.emptied).toEqual([
        {
          row: 3,
          name: "Bo",
          detail: "email “not-an-email”: Please enter a valid email address — imported without it",
        },
      ]);
      expect(result.skipped).toEqual([
        { row: 5, name: "Total", reason: "notGuest", detail: "A total, not a guest" },
      ]);
      expect(await footprint(event.id)).toEqual({ guests: 3, tables: 3, households: 2, groups: 2 });
    }
  });

  test("a name that cannot be stored leaves its row out; the others come in", async () => {
    const event = await newEvent();
    const result = await importCsv(ctx, ann.cookie, event.id, `name,seat\n${"x".repeat(300)},\nAnn,@2\n`);
    expect(result.imported).toBe(1);
    expect(result.skipped).toEqual([
      {
        row: 2,
        name: "x".repeat(60),
        reason: "invalid",
        detail: "Guest name must be at most 200 characters",
      },
    ]);
    expect(result.emptied.map((note) => [note.row, note.name])).toEqual([[3, "Ann"]]);
  });

  test("one row per household: every person, in the row's household, in one transaction", async () => {
    const mapping = [
      "title",
      "firstName",
      "lastName",
      "partnerFirstName",
      "partnerLastName",
      ...Array<string>(6).fill("companion"),
      "email",
      "phone",
      "notes",
      "status",
      "meal",
      "dietaryRestrictions",
      "table",
    ];
    const template = fixture("wedding-template-households.csv");
    const event = await newEvent();
    const result = await importCsv(ctx, ann.cookie, event.id, template, { mapping });
    expect(result.imported).toBe(46);
    expect(result.created.households).toBe(16);
    const list = await guestList(ctx, ann.cookie, event.id);
    expect(list.guests).toHaveLength(46);
    const kowalski = list.households.find((h) => h.name === "The Kowalski family")!;
    expect(
      list.guests
        .filter((g) => g.householdId === kowalski.id)
        .map((g) => g.name)
        .sort(),
    ).toEqual(["Anna Kowalska", "Dr. Piotr Kowalski", "Jan", "Zofia"]);
    expect(list.guests.find((g) => g.name === "Guest of Ana Souza")).toMatchObject({ status: "confirmed" });

    // All of a file's people or none: an import that would pass the event's limit writes no guest and no
    // household.
    const full = await newEvent();
    await ctx.deps.database.db.execute(sql`
      insert into guests (event_id, name) select ${full.id}::uuid, 'G' || n from generate_series(1, 19960) as n`);
    const response = await postImport(ctx, ann.cookie, full.id, template, { mapping });
    expect(response.status).toBe(409);
    expect(await footprint(full.id)).toMatchObject({ guests: 19960, households: 0, tables: 0 });
  });

  test("an event stays within 20,000 guests: an import that would pass it is refused whole", async () => {
    const event = await newEvent();
    await ctx.deps.database.db.execute(sql`
      insert into guests (event_id, name) select ${event.id}::uuid, 'G' || n from generate_series(1, 19999) as n`);
    const response = await postImport(ctx, ann.cookie, event.id, "name,household\nOne,H\nTwo,H\n");
    expect(response.status).toBe(409);
    expect((await errorOf(response)).message).toBe(
      "An event can have at most 20,000 guests. Remove some guests first.",
    );
    expect(await footprint(event.id)).toMatchObject({ guests: 19999, households: 0 });
    const single = await as(ctx, ann.cookie).post(`/api/events/${event.id}/guests`, { name: "Last" });
    expect(single.status).toBe(201);
    const over = await as(ctx, ann.cookie).post(`/api/events/${event.id}/guests`, { name: "One too many" });
    expect(over.status).toBe(409);
  });
});

describe("duplicates", () => {
  const csv = "name,email\nAnn Lee,ann@example.com\nANN LEE,Ann@Example.com\nBo Kim,\n";

  test("kept unless the owner skips them; skipped ones are listed", async () => {
    const event = await newEvent();
    await addGuest(ctx, ann.cookie, event.id, { name: "Bo Kim" });
    const kept = await importCsv(ctx, ann.cookie, event.id, csv);
    expect(kept.imported).toBe(3);

    const other = await newEvent();
    await addGuest(ctx, ann.cookie, other.id, { name: "Bo Kim" });
    const skipped = await importCsv(ctx, ann.cookie, other.id, csv, { skipDuplicates: true });
    expect(skipped.imported).toBe(1);
    expect(skipped.skipped.map((s) => [s.row, s.detail])).toEqual([
      [3, "Same name and email as line 2"],
      [4, "Already in your guest list"],
    ]);
    expect((await guestList(ctx, ann.cookie, other.id)).guests.map((g) => g.name)).toEqual([
      "Ann Lee",
      "Bo Kim",
    ]);
  });
});

describe("tables the file fills", () => {
  test("a new table grows to the guests naming it, at most 20; the rest are imported unseated and listed", async () => {
    const event = await newEvent();
    const rows = Array.from(
      { length: 23 },
      (_, i) => `Guest ${String(i + 1).padStart(2, "0")},7,${i === 1 ? 1 : ""}`,
    );
    const result = await importCsv(
      ctx,
      ann.cookie,
      event.id,
      `name,table,seat\n${rows.join("\n")}\nLate,7,1\nSeatless,,4\n`,
    );
    expect(result.imported).toBe(25);
    expect(result.created.tables).toEqual([7]);
    expect(result.seating).toEqual([
      {
        row: 22,
        name: "Guest 21",
        detail: "Imported unseated: Table 7 has reached its maximum capacity of 20 guests.",
      },
      {
        row: 23,
        name: "Guest 22",
        detail: "Imported unseated: Table 7 has reached its maximum capacity of 20 guests.",
      },
      {
        row: 24,
        name: "Guest 23",
        detail: "Imported unseated: Table 7 has reached its maximum capacity of 20 guests.",
      },
      {
        row: 25,
        name: "Late",
        detail: "Imported unseated: Table 7 has reached its maximum capacity of 20 guests.",
      },
      { row: 26, name: "Seatless", detail: "Seat 4 ignored: no table" },
    ]);
    const list = await guestList(ctx, ann.cookie, event.id);
    expect(list.tables).toEqual([expect.objectContaining({ number: 7, capacity: 20, seated: 20 })]);
  });

  test("a table name beside the number names a new table; an existing table keeps its own name", async () => {
    const event = await newEvent();
    await addTable(ctx, event.id, { number: 1, name: "Sweetheart" });
    const result = await importCsv(
      ctx,
      ann.cookie,
      event.id,
      "name,table_number,table_name\nA,1,Renamed?\nB,2,Family\nC,2,\nD,,Friends\n",
    );
    expect(result.created.tables).toEqual([2, 3]);
    const list = await guestList(ctx, ann.cookie, event.id);
    expect(list.tables.map((t) => [t.number, t.name, t.seated])).toEqual([
      [1, "Sweetheart", 1],
      [2, "Family", 2],
      [3, "Friends", 1],
    ]);
  });

  test("hundreds of new tables land inside the floor plan; more than an event holds is refused whole", async () => {
    const event = await newEvent();
    const rows = (count: number) =>
      Array.from({ length: count }, (_, i) => `Guest ${i + 1},${i + 1}`).join("\n");
    const result = await importCsv(ctx, ann.cookie, event.id, `name,table\n${rows(600)}\n`);
    expect(result.created.tables).toHaveLength(600);
    const layout = await ctx.deps.database.db
      .select({ x: tables.positionX, y: tables.positionY })
      .from(tables)
      .where(eq(tables.eventId, event.id));
    expect(new Set(layout.map((p) => `${p.x},${p.y}`)).size).toBe(600);
    expect(Math.max(...layout.map((p) => Math.max(p.x, p.y)))).toBeLessThanOrEqual(10_000);

    const before = await footprint(event.id);
    const refused = await postImport(
      ctx,
      ann.cookie,
      event.id,
      `name,table\n${rows(601).replace(/,(\d+)$/gm, (_, n) => `,${Number(n) + 600}`)}\n`,
    );
    expect(refused.status).toBe(400);
    expect((await errorOf(refused)).message).toBe(
      "The file names 601 tables the event does not have, and there is room for 400 more (an event has at most 1,000 tables).",
    );
    expect(await footprint(event.id)).toEqual(before);
  });

  test("a taken seat keeps the table without the seat", async () => {
    const event = await newEvent();
    const result = await importCsv(ctx, ann.cookie, event.id, "name,table,seat\nA,2,3\nB,2,3\nC,2,9\n");
    expect(result.seating).toEqual([
      { row: 3, name: "B", detail: "Imported without a seat number: Seat 3 at Table 2 is taken by A" },
    ]);
    const seats = (await guestList(ctx, ann.cookie, event.id)).guests.map((g) => [
      g.name,
      g.tableNumber,
      g.seatNumber,
    ]);
    expect(seats).toEqual([
      ["A", 2, 3],
      ["B", 2, null],
      ["C", 2, 9],
    ]);
    expect((await guestList(ctx, ann.cookie, event.id)).tables[0]!.capacity).toBe(9);
  });
});

describe("bad files: a clear 4xx each, nothing imported", () => {
  const png = Buffer.from(
    "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
    "base64",
  );
  test.each([
    [
      "a binary file renamed .csv",
      new Uint8Array(png),
      415,
      "This file is not a guest list we can read. Choose a CSV file, an Excel or OpenDocument workbook (.xlsx, .ods) or a contacts file (.vcf).",
    ],
    [
      "a zip that is cut short",
      new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2, 3]),
      400,
      "This workbook is damaged and cannot be read. Open it in your spreadsheet app, save it again, then import it.",
    ],
    ["an empty file", "", 400, "The file is empty."],
    ["blank lines only", "\n\n  \n", 400, "The file is empty."],
    [
      "a header only",
      "name,email,status\r\n",
      400,
      "No valid guests found in the CSV. Each guest must have a name.",
    ],
    [
      "rows without names",
      "name,email\n ,a@x.io\n\u00a0,b@x.io\n",
      400,
      "No valid guests found in the CSV. Each guest must have a name.",
    ],
    [
      "an unclosed quote",
      'name,notes\nAnn,"open\n',
      400,
      "The CSV file contains errors. Please check the format.",
    ],
  ])("%s", async (_case, file, status, message) => {
    const event = await newEvent();
    const response = await postImport(ctx, ann.cookie, event.id, file);
    expect(response.status).toBe(status);
    expect((await errorOf(response)).message).toBe(message);
    expect(await footprint(event.id)).toEqual({ guests: 0, tables: 0, households: 0, groups: 0 });
  });

  test("a 5 MB single cell is not a guest list", async () => {
    const event = await newEvent();
    const response = await postImport(ctx, ann.cookie, event.id, `name,notes\nAnn,"${"x".repeat(5 * MB)}"\n`);
    expect(response.status).toBe(400);
    expect((await errorOf(response)).fields).toEqual({
      file: "Line 2: a cell holds more than 65,536 characters. Is this the right file?",
    });
    expect((await footprint(event.id)).guests).toBe(0);
  });

  test("more than 20,000 rows, or 50,000, are refused before anything is stored", async () => {
    const event = await newEvent();
    for (const rows of [20_001, 50_000]) {
      const response = await postImport(ctx, ann.cookie, event.id, `name\n${"Guest\n".repeat(rows)}`);
      expect(response.status).toBe(413);
      expect((await errorOf(response)).message).toBe(
        "The file has more than 20,000 rows. Split it into smaller files.",
      );
    }
    expect((await footprint(event.id)).guests).toBe(0);
  });

  test("a file over 10 MB is refused while it streams in", async () => {
    const event = await newEvent();
    const response = await postImport(ctx, ann.cookie, event.id, new Uint8Array(10 * MB + 1).fill(65));
    expect(response.status).toBe(413);
    expect((await errorOf(response)).message).toBe("File size must be less than 10MB");
  });

  test("no file, or JSON instead of a form", async () => {
    const event = await newEvent();
    const noFile = await ctx.request(`/api/events/${event.id}/guests/import`, {
      method: "POST",
      headers: { cookie: ann.cookie },
      body: new FormData(),
    });
    expect(noFile.status).toBe(400);
    expect((await errorOf(noFile)).message).toBe("Please choose a CSV file to import");
    const asJson = await as(ctx, ann.cookie).post(`/api/events/${event.id}/guests/import`, { rows: [] });
    expect(asJson.status).toBe(415);
  });

  test("a CSV sent as the body itself (text/csv) imports too, with the choices in the query", async () => {
    const event = await newEvent();
    const send = (query: string, body: string) =>
      ctx.request(`/api/events/${event.id}/guests/import${query}`, {
        method: "POST",
        headers: { cookie: ann.cookie, "content-type": "text/csv; charset=utf-8" },
        body,
      });
    const first = await send("", "Name,Email\nAnn,ann@example.com\n");
    expect(first.status).toBe(200);
    expect(((await json(first)) as ImportResult).imported).toBe(1);
    const again = await send("?skipDuplicates=true", "Name,Email\nAnn,ANN@example.com\nBo,\n");
    expect(((await json(again)) as ImportResult).skipped.map((s) => s.reason)).toEqual(["duplicate"]);
    expect((await send("?skipDuplicates=maybe", "Name\nCy\n")).status).toBe(400);
    expect((await send("", "")).status).toBe(400);
    expect((await footprint(event.id)).guests).toBe(2);
  });

  test("a malformed multipart body is a 400, not a crash", async () => {
    const event = await newEvent();
    const response = await ctx.request(`/api/events/${event.id}/guests/import`, {
      method: "POST",
      headers: { cookie: ann.cookie, "content-type": "multipart/form-data; boundary=xyz" },
      body: '--xyz\r\nContent-Disposition: form-data; name="file"; filename="a.csv"\r\n\r\nname\nAnn',
    });
    expect(response.status).toBe(400);
    expect((await footprint(event.id)).guests).toBe(0);
  });

  test("anonymous callers get 401; another owner's event 404, untouched", async () => {
    const event = await newEvent();
    expect((await postImport(ctx, undefined, event.id, "name\nAnn\n")).status).toBe(401);
    const response = await postImport(ctx, bo.cookie, event.id, "name\nAnn\n");
    expect(response.status).toBe(404);
    expect((await errorOf(response)).message).toBe("No active event found");
    expect((await footprint(event.id)).guests).toBe(0);
  });
});

describe("export", () => {
  test("'There are no guests to export' with none", async () => {
    const event = await newEvent();
    const response = await as(ctx, ann.cookie).get(`/api/events/${event.id}/guests/export`);
    expect(response.status).toBe(400);
    expect((await errorOf(response)).message).toBe("There are no guests to export");
  });

  test("a CSV attachment: BOM, the standard columns then household, groups, meal, formulas neutralised", async () => {
    const event = await newEvent();
    await importCsv(
      ctx,
      ann.cookie,
      event.id,
      "name,phone,table,seat,groups,household,meal\n=1+1,+1 555,4,2,Work;Choir,Lees,Fish\n",
    );
    const response = await as(ctx, ann.cookie).get(`/api/events/${event.id}/guests/export`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toMatch(
      /^attachment; filename="guest-list-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder("utf-8", { ignoreBOM: true }).decode(bytes)).toBe(
      "\uFEFFname,email,phone,table_number,seat_number,status,dietary_restrictions,notes,household,groups,meal,seating_rules,table_name\r\n" +
        '"\'=1+1",,"\'+1 555",4,2,invited,,,Lees,Choir; Work,Fish,,Table 4\r\n',
    );
  });

  test("another owner's event answers 404", async () => {
    const event = await newEvent();
    await addGuest(ctx, ann.cookie, event.id);
    expect((await as(ctx, bo.cookie).get(`/api/events/${event.id}/guests/export`)).status).toBe(404);
  });
});

describe("round trip", () => {
  test("export → import into an empty event gives back the same guests, households, groups, tables and seats", async () => {
    const source = await newEvent("Source");
    await importCsv(ctx, ann.cookie, source.id, fixture("zola.csv"));
    await importCsv(ctx, ann.cookie, source.id, fixture("google-sheets.csv"));
    await importCsv(ctx, ann.cookie, source.id, fixture("the-knot.csv"));
    await addGuest(ctx, ann.cookie, source.id, {
      name: '=HYPERLINK("x")',
      phone: "+44 20 7946 0958",
      notes: 'Line 1\nLine 2, "quoted"',
      dietaryRestrictions: "-",
      meal: "@chef",
    });
    const exported = await (
      await as(ctx, ann.cookie).get(`/api/events/${source.id}/guests/export`)
    ).arrayBuffer();

    const target = await newEvent("Target");
    const result = await importCsv(ctx, ann.cookie, target.id, new Uint8Array(exported));
    expect(result.skipped).toEqual([]);
    expect(result.seating).toEqual([]);

    const comparable = async (eventId: string) => {
      const list = await guestList(ctx, ann.cookie, eventId);
      const household = new Map(list.households.map((h) => [h.id, h.name]));
      const group = new Map(list.groups.map((g) => [g.id, g.name]));
      const table = new Map(list.tables.map((t) => [t.id, t.name]));
      return {
        guests: list.guests.map(({ id, tableId, householdId, groupIds, ...guest }) => ({
          ...guest,
          table: tableId ? table.get(tableId) : null,
          household: householdId ? household.get(householdId) : null,
          groups: groupIds.map((g) => group.get(g)).sort(),
        })),
        households: list.households.map(({ id, ...h }) => h),
        groups: list.groups.map(({ id, ...g }) => g),
        tables: list.tables.map(({ id, ...t }) => t),
      };
    };
    const before = await comparable(source.id);
    const after = await comparable(target.id);
    expect(before.guests.length).toBe(15);
    // Named tables ("Head Table") come back under their names: the file carries the name beside the number.
    expect(after).toEqual(before);
  });
});

describe("the import answer", () => {
  test("matches the shared result schema", async () => {
    const event = await newEvent();
    const result: ImportResult = await importCsv(ctx, ann.cookie, event.id, "name\nAnn\n");
    expect(result).toEqual({
      imported: 1,
      updated: 0,
      unchanged: 0,
      removed: 0,
      skipped: [],
      seating: [],
      emptied: [],
      warnings: 0,
      created: { households: 0, groups: 0, tables: [] },
    });
  });
});
