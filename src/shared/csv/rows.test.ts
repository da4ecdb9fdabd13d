import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, test } from "vitest";
import { chooseRows } from "./choose-rows";
import { proposeMapping } from "./header";
import { splitCouple, unnamedCount } from "./names";
import { planImport } from "./plan";
import { readGuestFile } from "./read";
import type { ImportTarget } from "./targets";

const fixture = (name: string) =>
  readGuestFile(new Uint8Array(readFileSync(path.join(import.meta.dirname, "fixtures", name))));
const fromText = (text: string) => readGuestFile(new TextEncoder().encode(text));

/** A wedding spreadsheet template: one row per household, the partner and children in columns, a "Plus One"
 * column of Yes / Guest / +1 / 1 / No. */
const TEMPLATE_MAPPING: ImportTarget[] = [
  "title",
  "firstName",
  "lastName",
  "partnerFirstName",
  "partnerLastName",
  "companion",
  "companion",
  "companion",
  "companion",
  "companion",
  "companion",
  "email",
  "phone",
  "notes",
  "status",
  "meal",
  "dietaryRestrictions",
  "table",
];

describe("one row per household", () => {
  const file = fixture("wedding-template-households.csv");
  const plan = planImport(file, TEMPLATE_MAPPING, new Set());

  test("a 46-person list in 19 rows imports as 46 guests", () => {
    expect(file.rows).toHaveLength(19);
    expect(plan.guests).toHaveLength(46);
    expect(chooseRows(plan, { skipDuplicates: true }).guests).toHaveLength(46);
  });

  test("name parts compose the name; partner and children join the row's household", () => {
    const household = (name: string) => plan.guests.filter((g) => g.household === name).map((g) => g.name);
    expect(household("The Smith family")).toEqual(["Mr. John Smith", "Jane Smith"]);
    expect(household("The Kowalski family")).toEqual(["Dr. Piotr Kowalski", "Anna Kowalska", "Zofia", "Jan"]);
    // A partner without a last name takes the row's.
    expect(household("The Baker family")).toEqual(["Tom Baker", "Sarah Baker", "Lily", "Max", "Ben"]);
    expect(plan.guests.find((g) => g.name === "Zoë Jones")!.household).toBeNull();
  });

  test("the others share the row's status and table, not its e-mail, seat, meal or notes", () => {
    const garcia = plan.guests.filter((g) => g.household === "The Garcia family");
    expect(garcia.map((g) => [g.name, g.status, g.table, g.email, g.meal])).toEqual([
      ["Mrs. Maria Garcia", "confirmed", { number: 2 }, "maria.garcia@example.com", "Chicken"],
      ["Luis Garcia", "confirmed", { number: 2 }, null, null],
      ["Sofia", "confirmed", { number: 2 }, null, null],
      ["Mateo", "confirmed", { number: 2 }, null, null],
    ]);
  });

  test("a Plus One of Yes, Guest, +1 or 1 is a named placeholder, flagged; No is nobody", () => {
    const placeholders = plan.guests
      .filter((g) => g.source === "placeholder")
      .map((g) => [g.name, g.household]);
    expect(placeholders).toEqual([
      ["Guest of Ana Souza", "The Souza family"],
      ["Guest of Marcus Lee", "The Lee family"],
      ["Guest of Samuel O'Neill", "The O'Neill family"],
      ["Guest of Chloé Dubois", "The Dubois family"],
    ]);
    expect(plan.warnings.filter((w) => w.kind === "placeholder").map((w) => w.value)).toEqual(
      placeholders.map(([name]) => name),
    );
    expect(plan.guests.filter((g) => g.row === 4).map((g) => g.name)).toEqual([
      "Mr. John Smith",
      "Jane Smith",
    ]);
  });

  test("bad values are left empty with their line; unknown statuses and dietary meals are warned about", () => {
    expect(plan.problems.map((p) => [p.row, p.name, p.column, p.value, p.outcome])).toEqual([
      [6, "Ana Souza", "Email", "ana@example", "emptied"],
      [14, "Samuel O'Neill", "Table", "Table 0", "emptied"],
    ]);
    expect(plan.guests.find((g) => g.name === "Samuel O'Neill")!.table).toBeNull();
    expect(
      plan.warnings.filter((w) => w.kind !== "placeholder").map((w) => [w.row, w.kind, w.value]),
    ).toEqual([
      [6, "mealDietary", "Vegetarian"],
      [10, "status", "Maybe later"],
      [13, "mealDietary", "Vegan"],
    ]);
    expect(plan.guests.find((g) => g.name === "Ana Souza")!.dietaryRestrictions).toBe("Vegetarian");
  });

  test("two rows whose made-up households would share a name get one each", () => {
    const twice = fromText("First Name,Last Name,Partner\nAnn,Smith,Bo Smith\nCy,Smith,Di Smith\n");
    const households = planImport(twice, ["firstName", "lastName", "partnerName"], new Set()).guests.map(
      (g) => g.household,
    );
    expect(households).toEqual([
      "Ann Smith's party",
      "Ann Smith's party",
      "Cy Smith's party",
      "Cy Smith's party",
    ]);
  });
});

describe("couples and placeholders in one name cell", () => {
  const file = fixture("couples-in-cells.csv");
  const mapping = proposeMapping(file);

  test("offered as a split into two guests of one household, by default", () => {
    const plan = planImport(file, mapping, new Set());
    const byRow = (row: number) => plan.guests.filter((g) => g.row === row).map((g) => [g.name, g.household]);
    expect(byRow(2)).toEqual([
      ["Anna Kowalski", "The Kowalski family"],
      ["Piotr Kowalski", "The Kowalski family"],
    ]);
    expect(plan.guests[0]!.email).toBe("anna@example.com");
    expect(byRow(3).map(([name]) => name)).toEqual(["Mr. John Smith", "Mrs. John Smith"]);
    expect(byRow(4).map(([name]) => name)).toEqual(["John Doe", "Jane Doe"]);
    // Two rows led by an Ana: a household each.
    expect(byRow(5)).toEqual([
      ["Ana", "Ana's party (line 5)"],
      ["Pedro", "Ana's party (line 5)"],
    ]);
    expect(byRow(6).map(([name]) => name)).toEqual(["Jean", "Marie"]);
    // The row's own household cell wins over a made-up one.
    expect(byRow(7)).toEqual([
      ["Anna Nowak", "Nowak-Kowalski"],
      ["Piotr Kowalski", "Nowak-Kowalski"],
    ]);
    expect(byRow(9)).toEqual([
      ["Ana", "Ana's party (line 9)"],
      ["Guest of Ana", "Ana's party (line 9)"],
    ]);
    expect(plan.warnings.filter((w) => w.kind === "couple").map((w) => [w.row, w.detail])).toEqual([
      [2, "Anna Kowalski · Piotr Kowalski"],
      [3, "Mr. John Smith · Mrs. John Smith"],
      [4, "John Doe · Jane Doe"],
      [5, "Ana · Pedro"],
      [6, "Jean · Marie"],
      [7, "Anna Nowak · Piotr Kowalski"],
      [9, "Ana · Guest of Ana"],
    ]);
  });

  test("not split when the owner says so: one guest each, still listed", () => {
    const plan = planImport(file, mapping, new Set(), { splitCouples: false });
    expect(plan.guests.slice(0, 3).map((g) => [g.name, g.household])).toEqual([
      ["Anna & Piotr Kowalski", null],
      ["Mr. & Mrs. John Smith", null],
      ["John and Jane Doe", null],
    ]);
    expect(plan.warnings.filter((w) => w.kind === "couple")).toHaveLength(7);
  });

  test("a family, an e-mail as the name, a placeholder: imported, with a warning each", () => {
    const plan = planImport(file, mapping, new Set());
    expect(plan.problems).toEqual([]);
    expect(plan.warnings.filter((w) => w.kind !== "couple").map((w) => [w.row, w.kind, w.value])).toEqual([
      [8, "family", "The Garcia Family"],
      [9, "placeholder", "Guest of Ana"],
      [10, "email", "chloe@example.com"],
      [11, "placeholder", "Guest of Chloé"],
    ]);
    expect(plan.guests.map((g) => g.name)).toContain("Smith & Wesson & Co");
    expect(plan.guests.map((g) => g.name)).toContain("Alexander Anderson");
  });

  test("splitCouple and unnamedCount on their own", () => {
    expect(splitCouple("Anna & Piotr")).toEqual({ first: "Anna", second: "Piotr", family: null });
    expect(splitCouple("Ana Souza +1")).toEqual({ first: "Ana Souza", second: null, family: null });
    expect(splitCouple("Ana Y Pedro")).toBeNull();
    expect(splitCouple("Ann Lee")).toBeNull();
    expect([unnamedCount("Yes"), unnamedCount("2"), unnamedCount("No"), unnamedCount("Lily")]).toEqual([
      1,
      2,
      0,
      null,
    ]);
  });
});

describe("rows that are not guests", () => {
  test("footer totals, section headings, a repeated header: left out and said, with their lines", () => {
    const file = fixture("footer-totals-sections.csv");
    expect(file.headerRow).toBe(3);
    const plan = planImport(file, proposeMapping(file), new Set());
    expect(plan.leftOut.map((row) => [row.row, row.kind])).toEqual([
      [4, "section"],
      [7, "section"],
      [9, "section"],
      [11, "header"],
      [16, "total"],
      [17, "total"],
      [18, "total"],
      [19, "total"],
      [20, "total"],
    ]);
    expect(plan.guests.map((g) => g.name)).toEqual([
      "Alice Moreau",
      "Bruno Moreau",
      "Céline Petit",
      "Daniel Okafor",
      "Esther Okafor",
      "Felix Wagner",
      "The Garcia Family",
    ]);
    const { skipped } = chooseRows(plan, { skipDuplicates: true });
    expect(
      skipped.filter((row) => row.reason === "notGuest").map((row) => [row.row, row.detail]),
    ).toContainEqual([16, "A total, not a guest"]);
  });

  test("a one-column list keeps names that only look like words", () => {
    const plan = planImport(
      fromText("Guests\nAnn Lee\nFamily Stone\nCount Basie\nSummer Glau\n"),
      ["name"],
      new Set(),
    );
    expect(plan.leftOut).toEqual([]);
    expect(plan.guests).toHaveLength(4);
  });
});
