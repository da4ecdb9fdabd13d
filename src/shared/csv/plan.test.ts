import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, test } from "vitest";
import { chooseRows } from "./choose-rows";
import { guestKey } from "./duplicates";
import { guessMapping } from "./header";
import { planImport } from "./plan";
import { type GuestFile, readGuestFile } from "./read";

const fixture = (name: string) =>
  readGuestFile(new Uint8Array(readFileSync(path.join(import.meta.dirname, "fixtures", name))));
const fromText = (text: string) => readGuestFile(new TextEncoder().encode(text));
const proposed = (file: GuestFile) => guessMapping(file.headers, file.rows).map((guess) => guess.target);
const planOf = (name: string, existing: string[] = []) => {
  const file = fixture(name);
  return planImport(file, proposed(file), new Set(existing));
};

describe("planImport: rows to guests", () => {
  test("Zola rows: names joined, statuses mapped, households and tags kept", () => {
    const plan = planOf("zola.csv");
    expect(plan.invalid).toEqual([]);
    expect(plan.guests.map((g) => [g.name, g.status, g.household, g.groups])).toEqual([
      ["James Whitaker", "confirmed", "The Whitaker Family", ["Groom's Family", "Out of Town"]],
      ["Laura Whitaker", "confirmed", "The Whitaker Family", ["Groom's Family", "Out of Town"]],
      ["Priya Natarajan", "declined", "Priya Natarajan & Guest", ["College Friends"]],
      ["Guest of Priya", "invited", "Priya Natarajan & Guest", ["College Friends"]],
      ["Samuel O'Neill", "confirmed", "The O'Neills", ["Work"]],
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
    expect(plan.nameless).toEqual([7]);
    expect(plan.guests.map((g) => [g.row, g.name, g.status, g.table, g.seatNumber, g.groups])).toEqual([
      [4, "Olivia Smith", "confirmed", { number: 3 }, 1, ["Bride's Family", "Choir"]],
      [5, "Noah Smith", "confirmed", { number: 3 }, 2, ["Bride's Family"]],
      [6, "Zoë Jones", "declined", null, null, ["Work"]],
      [8, "Liam O'Brien", "invited", { number: 12 }, null, ["College", "Work"]],
    ]);
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

  test("values it cannot store make a row invalid, with every reason", () => {
    const long = "x".repeat(201);
    const file = fromText(
      `name,email,seat,groups\nAnn,not-an-email,,\n${long},,,\nBo,,seat three,\nCy,,25,\nDee,,,"Ok; ${"g".repeat(61)}"\nEd,n/a,-,\n`,
    );
    const plan = planImport(file, proposed(file), new Set());
    expect(plan.invalid).toEqual([
      { row: 2, name: "Ann", messages: ["Please enter a valid email address"] },
      { row: 3, name: "x".repeat(80), messages: ["Guest name must be at most 200 characters"] },
      { row: 4, name: "Bo", messages: ["Seat number must be a whole number from 1 to 20"] },
      { row: 5, name: "Cy", messages: ["Seat number must be a whole number from 1 to 20"] },
      { row: 6, name: "Dee", messages: ["Group name must be at most 60 characters"] },
    ]);
    expect(plan.guests.map((g) => [g.name, g.email, g.seatNumber])).toEqual([["Ed", null, null]]);
  });

  test("cells our export neutralised come back as written", () => {
    const file = fromText("name,phone,notes\nAnn,'+1 555 0100,'=SUM(A1)\nBo,'-5,''@home\n");
    const plan = planImport(file, proposed(file), new Set());
    expect(plan.guests.map((g) => [g.phone, g.notes])).toEqual([
      ["+1 555 0100", "=SUM(A1)"],
      ["-5", "'@home"],
    ]);
  });

  test("a Table Name column: alone it names the table; beside a number it names the table made for it", () => {
    const alone = fromText("Guest,Table Name\nAnn,Head table\nBo,7\n");
    expect(proposed(alone)).toEqual(["name", "tableName"]);
    expect(planImport(alone, proposed(alone), new Set()).guests.map((g) => g.table)).toEqual([
      { name: "Head table" },
      { number: 7 },
    ]);
    const both = fromText(
      `Guest,Table,Table Name\nAnn,3,Family\nBo,,Friends\nCy,4,\nDi,5,${"x".repeat(101)}\n`,
    );
    const plan = planImport(both, proposed(both), new Set());
    expect(plan.guests.map((g) => g.table)).toEqual([
      { number: 3, name: "Family" },
      { name: "Friends" },
      { number: 4 },
    ]);
    expect(plan.invalid.map((problem) => problem.row)).toEqual([5]);
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
    const { guests, skipped } = chooseRows(plan, { skipDuplicates: true, skipInvalid: false });
    expect(guests.map((g) => g.row)).toEqual([2, 4]);
    expect(skipped).toEqual([
      { row: 3, name: "ann  lee", reason: "duplicate", detail: "Same name and email as row 2" },
      { row: 5, name: "Bo Kim", reason: "duplicate", detail: "Already in your guest list" },
      { row: 6, name: "Bó Kim", reason: "duplicate", detail: "Already in your guest list" },
    ]);
    expect(chooseRows(plan, { skipDuplicates: false, skipInvalid: false }).guests).toHaveLength(5);
  });
});
