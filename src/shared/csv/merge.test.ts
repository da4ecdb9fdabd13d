import { describe, expect, test } from "vitest";
import { applyChoices, changesOf, type ListedGuest, matchRows, reviewMerge, rowKeys } from "./merge";
import { type ImportGuest, planImport } from "./plan";
import { readGuestFile } from "./read";

const DEFAULT_CHOICES = { skipDuplicates: true, splitCouples: true };

const row = (fields: Partial<ImportGuest> & { name: string }): ImportGuest => ({
  row: 2,
  person: 0,
  source: "row",
  email: null,
  phone: null,
  status: "invited",
  table: null,
  seatNumber: null,
  dietaryRestrictions: null,
  notes: null,
  household: null,
  groups: [],
  meal: null,
  duplicateOf: null,
  ...fields,
});

const guest = (fields: Partial<ListedGuest> & { id: string; name: string }): ListedGuest => ({
  email: null,
  phone: null,
  status: "invited",
  dietaryRestrictions: null,
  notes: null,
  meal: null,
  household: null,
  groups: [],
  table: null,
  seatNumber: null,
  ...fields,
});

describe("matching rows to guests", () => {
  test("e-mail first for the whole file, then full name ignoring accents, case and spacing", () => {
    const list = [
      guest({ id: "a", name: "José García", email: "jose@example.com" }),
      guest({ id: "b", name: "José García", email: "pepe@example.com" }),
      guest({ id: "c", name: "Ann Lee" }),
    ];
    const matches = matchRows(
      [
        // Named like both Josés: takes the one no e-mail claims, not the first.
        row({ name: "jose  GARCIA", email: "new@example.com" }),
        row({ name: "Someone Else", email: "JOSE@example.com" }),
        row({ name: "ann lee" }),
        // Ann is taken: a guest matches one row at most.
        row({ name: "Ann Lee" }),
      ],
      list,
    );
    expect(matches.map((match) => match && [match.guest.id, match.by])).toEqual([
      ["b", "name"],
      ["a", "email"],
      ["c", "name"],
      null,
    ]);
  });

  test("household and first name, only when that names one guest", () => {
    const list = [
      guest({ id: "a", name: "Ann Lee", household: "The Lees" }),
      guest({ id: "b", name: "Bo Lee", household: "The Lees" }),
      guest({ id: "c", name: "Bo Park", household: "The Lees" }),
    ];
    const matches = matchRows(
      [
        row({ name: "Ann Lee-Smith", household: "the lees" }),
        row({ name: "Bo Lee-Smith", household: "The Lees" }),
      ],
      list,
    );
    expect(matches.map((match) => match && [match.guest.id, match.by])).toEqual([["a", "household"], null]);
  });

  test("keys: the row number, then the row's later guests by place", () => {
    expect(
      rowKeys([row({ name: "A", row: 2 }), row({ name: "B", row: 3 }), row({ name: "C", row: 3 })]),
    ).toEqual(["2", "3", "3.2"]);
  });
});

describe("what a row changes", () => {
  const bo = guest({
    id: "b",
    name: "Bo Lee",
    email: "bo@example.com",
    status: "confirmed",
    meal: "Fish",
    household: "Lees",
    groups: ["Family", "Work"],
    table: { number: 1, name: "Head" },
    seatNumber: 2,
  });

  test("blank cells, no answer and no table change nothing; case alone is no new e-mail or household", () => {
    expect(changesOf(row({ name: "Bo Lee", email: "BO@example.com", household: "lees" }), bo)).toEqual([]);
    expect(
      changesOf(row({ name: "Bo Lee", table: { name: "head" }, groups: ["work", "FAMILY"] }), bo),
    ).toEqual([]);
  });

  test("named values replace the guest's, before and after", () => {
    expect(
      changesOf(
        row({
          name: "Bo Lee",
          status: "declined",
          meal: "Beef",
          groups: ["Work"],
          table: { number: 1 },
          seatNumber: 5,
        }),
        bo,
      ),
    ).toEqual([
      { field: "meal", before: "Fish", after: "Beef" },
      { field: "status", before: "confirmed", after: "declined" },
      { field: "groups", before: ["Family", "Work"], after: ["Work"] },
      { field: "seat", before: 2, after: 5 },
    ]);
    expect(changesOf(row({ name: "Bo Lee", table: { number: 3 } }), bo)).toEqual([
      { field: "table", before: { number: 1, name: "Head" }, after: { number: 3 } },
    ]);
  });
});

describe("the review and the owner's choices", () => {
  const file = readGuestFile(
    new TextEncoder().encode("name,email\nAnn Lee,ann.new@example.com\nBo Lee,bo@example.com\nCy Park,\n"),
  );
  const plan = planImport(file, ["name", "email"], new Set());
  const list = [
    guest({ id: "a", name: "Ann Lee", email: "ann@example.com" }),
    guest({ id: "b", name: "Bo Lee", email: "bo@example.com" }),
    guest({ id: "d", name: "Dee Ray" }),
  ];

  test("Update: new, updated, unchanged, missing; Add flags the matching rows as already in the list", () => {
    const review = reviewMerge(plan, list, "update", DEFAULT_CHOICES);
    expect(review.added.map((r) => r.key)).toEqual(["4"]);
    expect(review.updated.map((r) => [r.key, r.target.id, r.changes.map((c) => c.field)])).toEqual([
      ["2", "a", ["email"]],
    ]);
    expect(review.unchanged.map((r) => r.target.id)).toEqual(["b"]);
    expect(review.missing.map((g) => g.id)).toEqual(["d"]);

    const add = reviewMerge(plan, list, "add", DEFAULT_CHOICES);
    expect(add.added.map((r) => r.key)).toEqual(["4"]);
    expect(add.unchanged.map((r) => r.target.id)).toEqual(["a", "b"]);
    expect(add.skipped.map((s) => [s.row, s.reason])).toEqual([
      [2, "duplicate"],
      [3, "duplicate"],
    ]);
  });

  test("rows left out and guests kept; only Replace removes", () => {
    const review = reviewMerge(plan, list, "replace", DEFAULT_CHOICES);
    const outcome = applyChoices(review, { mode: "replace", exclude: ["2", "4"], keep: [] });
    expect([outcome.add.length, outcome.update.length, outcome.unchanged]).toEqual([0, 0, 2]);
    expect(outcome.remove.map((g) => g.id)).toEqual(["d"]);
    expect(applyChoices(review, { mode: "replace", exclude: [], keep: ["d"] }).remove).toEqual([]);
    expect(applyChoices(review, { mode: "update", exclude: [], keep: [] }).remove).toEqual([]);
  });
});
