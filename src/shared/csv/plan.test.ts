import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, test } from "vitest";
import { chooseRows } from "./choose-rows";
import { guestKey } from "./duplicates";
import { proposeMapping } from "./header";
import { planImport } from "./plan";
import { readGuestFile } from "./read";

const fixture = (name: string) =>
  readGuestFile(new Uint8Array(readFileSync(path.join(import.meta.dirname, "fixtures", name))));
const fromText = (text: string) => readGuestFile(new TextEncoder().encode(text));

const planOf = (name: string, existing: string[] = []) => {
  const file = fixture(name);
  return planImport(file, proposeMapping(file), new Set(existing));
};

describe("planImport: rows to guests", () => {
  test("Zola rows: name parts composed, statuses mapped, households and tags kept", () => {
    const plan = planOf("zola.csv");
    expect(plan.problems).toEqual([]);
    expect(plan.warnings).toEqual([
      { row: 5, name: "Guest of Priya", kind: "placeholder", value: "Guest of Priya" },
    ]);
    expect(plan.guests.map((g) => [g.name, g.status, g.household, g.groups])).toEqual([
      ["Mr. James Whitaker", "confirmed", "The Whitaker Family", ["Groom's Family", "Out of Town"]],
      ["Mrs. Laura Whitaker", "confirmed", "The Whitaker Family", ["Groom's Family", "Out of Town"]],
      ["Priya Natarajan", "declined", "Priya Natarajan & Guest", ["College Friends"]],
      ["Guest of Priya", "invited", "Priya Natarajan & Guest", ["College Friends"]],
      ["Dr. Samuel O'Neill Jr.", "confirmed", "The O'Neills", ["Work"]],
    ]);
    expect(plan.guests[1]).toMatchObject({ meal: "Salmon", dietaryRestrictions: "Shellfish allergy" });
  });

  test("The Knot rows: tables by number, 'Table 1' and by name; quotes inside a note; blank row gone", () => {
    const plan = planOf("the-knot.csv");
    expect(plan.guests.map((g) => [g.name, g.status, g.table])).toEqual([
      ["Emily Chen", "confirmed", { number: 1 }],
      ["David Chen", "declined", null],
      ["Marcus Lee", "confirmed", { number: 2 }],
      ["Ana Souza", "declined", null],
      ["Tom Baker", "invited", { name: "Head Table" }],
    ]);
    // The rehearsal dinner's RSVP is another event's: kept in notes, each note labelled by its header.
    expect(plan.guests[3]!.notes).toBe('Rehearsal Dinner RSVP: Declined\nNotes: Sends "best wishes"');
    expect(plan.guests[4]!.email).toBe("TOM.BAKER@example.com");
  });

  test("Google Sheets rows: trimmed names, seats, groups split on | and ;, the nameless row dropped", () => {
    const plan = planOf("google-sheets.csv");
    // Lines as an editor counts them: Olivia's note runs over two lines.
    expect(plan.nameless).toEqual([8]);
    expect(plan.guests.map((g) => [g.row, g.name, g.status, g.table, g.seatNumber, g.groups])).toEqual([
      [4, "Olivia Smith", "confirmed", { number: 3 }, 1, ["Bride's Family", "Choir"]],
      [6, "Noah Smith", "confirmed", { number: 3 }, 2, ["Bride's Family"]],
      [7, "Zoë Jones", "declined", null, null, ["Work"]],
      [9, "Liam O'Brien", "invited", { number: 12 }, null, ["College", "Work"]],
    ]);
    // Noah's meal is "Vegetarian": also his dietary need, and said.
    expect(plan.guests[1]!.dietaryRestrictions).toBe("Lactose intolerant; Vegetarian");
    expect(plan.warnings).toMatchObject([{ row: 6, kind: "mealDietary", value: "Vegetarian" }]);
    expect(plan.guests[0]!.notes).toBe("Arriving late\nneeds parking");
  });

  test("Excel rows in Windows-1252: accents intact, Oui/Non understood", () => {
    const plan = planOf("excel-semicolon-1252.csv");
    expect(plan.guests.map((g) => [g.name, g.status, g.phone])).toEqual([
      ["José Müller", "confirmed", "+33 6 12 34 56 78"],
      ["Françoise Lefèvre", "declined", null],
      ["Zoë Ångström", "invited", null],
    ]);
  });

  test("Minted and Joy rows", () => {
    expect(planOf("minted.csv").guests.map((g) => [g.name, g.household])).toEqual([
      ["Raj Patel", "Mr. and Mrs. Patel"],
      ["Meera Patel", "Mr. and Mrs. Patel"],
      ["Luis Garcia", "The Garcia Family"],
    ]);
    expect(planOf("joy.csv").guests.map((g) => [g.name, g.status, g.groups, g.meal])).toEqual([
      ["Hannah Kim", "confirmed", ["Family", "VIP"], "Short Rib"],
      ["Jae Kim", "confirmed", ["Family"], "Short Rib"],
      ["Rosa Martínez", "declined", ["Friends"], null],
    ]);
  });

  test("names of only spaces, no-break or zero-width spaces are blank", () => {
    const plan = planImport(
      fromText("name,email\n\u00a0\u00a0,a@x.io\n\u200b\u2060,b@x.io\n   ,c@x.io\nAnn,\n"),
      ["name", "email"],
      new Set(),
    );
    expect(plan.nameless).toEqual([2, 3, 4]);
    expect(plan.guests.map((g) => g.name)).toEqual(["Ann"]);
  });

  test("a bad value is left empty and said; only a name that cannot be stored skips its row", () => {
    const long = "x".repeat(201);
    const file = fromText(
      `name,email,seat,groups,meal\nAnn,not-an-email,,,\n${long},,,,\nBo,,@2,,\nCy,,25,,\nDee,,,"Ok; ${"g".repeat(61)}",\nEd,n/a,-,,\nFay,,,,${"m".repeat(300)}\n`,
    );
    const plan = planImport(file, proposeMapping(file), new Set());
    expect(plan.problems.map((p) => [p.row, p.column, p.value.slice(0, 12), p.messages, p.outcome])).toEqual([
      [2, "email", "not-an-email", ["Please enter a valid email address"], "emptied"],
      [3, "name", "xxxxxxxxxxxx", ["Guest name must be at most 200 characters"], "skipped"],
      [4, "seat", "@2", ["Seat number must be a whole number from 1 to 20"], "emptied"],
      [5, "seat", "25", ["Seat number must be a whole number from 1 to 20"], "emptied"],
      [6, "groups", "gggggggggggg", ["Group name must be at most 60 characters"], "emptied"],
      [8, "meal", "mmmmmmmmmmmm", ["Meal must be at most 100 characters"], "emptied"],
    ]);
    expect(plan.guests.map((g) => [g.name, g.email, g.seatNumber, g.groups, g.meal])).toEqual([
      ["Ann", null, null, [], null],
      ["Bo", null, null, [], null],
      ["Cy", null, null, [], null],
      ["Dee", null, null, ["Ok"], null],
      ["Ed", null, null, [], null],
      ["Fay", null, null, [], null],
    ]);
    const { guests, skipped } = chooseRows(plan, { skipDuplicates: true });
    expect(guests).toHaveLength(6);
    expect(skipped).toEqual([
      {
        row: 3,
        name: "x".repeat(60),
        reason: "invalid",
        detail: "Guest name must be at most 200 characters",
      },
    ]);
  });

  test("cells our export neutralised come back as written", () => {
    const file = fromText("name,phone,notes\nAnn,'+1 555 0100,'=SUM(A1)\nBo,'-5,''@home\n");
    const plan = planImport(file, proposeMapping(file), new Set());
    expect(plan.guests.map((g) => [g.phone, g.notes])).toEqual([
      ["+1 555 0100", "=SUM(A1)"],
      ["-5", "'@home"],
    ]);
  });

  test("a Table Name column: alone it names the table; beside a number it names the table made for it", () => {
    const alone = fromText("Guest,Table Name\nAnn,Head table\nBo,7\n");
    expect(proposeMapping(alone)).toEqual(["name", "tableName"]);
    expect(planImport(alone, proposeMapping(alone), new Set()).guests.map((g) => g.table)).toEqual([
      { name: "Head table" },
      { number: 7 },
    ]);
    const both = fromText(
      `Guest,Table,Table Name\nAnn,3,Family\nBo,,Friends\nCy,4,\nDi,5,${"x".repeat(101)}\n`,
    );
    const plan = planImport(both, proposeMapping(both), new Set());
    expect(plan.guests.map((g) => g.table)).toEqual([
      { number: 3, name: "Family" },
      { name: "Friends" },
      { number: 4 },
      { number: 5 },
    ]);
    expect(plan.guests.at(-1)).toMatchObject({ name: "Di", table: { number: 5 } });
    expect(plan.problems.map((problem) => [problem.row, problem.column, problem.outcome])).toEqual([
      [5, "Table Name", "emptied"],
    ]);
  });

  test("several columns mapped to notes are labelled by their headers", () => {
    const file = fromText("Name,Address,City\nAnn,1 Main St,Austin\n");
    const plan = planImport(file, ["name", "notes", "notes"], new Set());
    expect(plan.guests[0]!.notes).toBe("Address: 1 Main St\nCity: Austin");
  });
});

describe("duplicates", () => {
  const file = fromText(
    "name,email\nAnn Lee,ann@example.com\nann  lee,ANN@example.com\nAnn Lee,\nBo Kim,\nBó Kim,\n",
  );
  const existing = [guestKey("Bo Kim", null)];

  test("same name and e-mail, in the file or in the list, ignoring case, accents and spacing", () => {
    const plan = planImport(file, ["name", "email"], new Set(existing));
    expect(plan.guests.map((g) => [g.row, g.duplicateOf])).toEqual([
      [2, null],
      [3, 2],
      [4, null],
      [5, "list"],
      [6, "list"],
    ]);
  });

  test("skipping them keeps the first of each person and says why the others were left out", () => {
    const plan = planImport(file, ["name", "email"], new Set(existing));
    const { guests, skipped } = chooseRows(plan, { skipDuplicates: true });
    expect(guests.map((g) => g.row)).toEqual([2, 4]);
    expect(skipped).toEqual([
      { row: 3, name: "ann  lee", reason: "duplicate", detail: "Same name and email as line 2" },
      { row: 5, name: "Bo Kim", reason: "duplicate", detail: "Already in your guest list" },
      { row: 6, name: "Bó Kim", reason: "duplicate", detail: "Already in your guest list" },
    ]);
    expect(chooseRows(plan, { skipDuplicates: false }).guests).toHaveLength(5);
  });
});
