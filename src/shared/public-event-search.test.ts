import { describe, expect, test } from "vitest";
import { i18nFor } from "./i18n/all-catalogs";
import {
  ENGLISH_SEARCH_TEXTS,
  searchGuests,
  searchKey,
  searchTexts,
  tableLabel,
} from "./public-event-search";

const tables = [
  { number: 1, name: "Family" },
  { number: 2, name: "Table 2" },
];
const guests = [
  { name: "José García", table: 1, seat: 1 },
  { name: "Zoë Müller", table: 1, seat: 2 },
  { name: "Joseph Lee", table: 2, seat: null },
  { name: "Ann Lee", table: null, seat: null },
];

describe("the guest page's search", () => {
  test("ignores accents, case and extra spaces", () => {
    expect(searchKey("  JOSÉ   García ")).toBe("jose garcia");
    expect(searchKey("Zoë")).toBe("zoe");
  });

  test("with a list, any part of a name matches, with the table and tablemates", () => {
    const answer = searchGuests(guests, tables, "jose", "all");
    expect(answer).toEqual({
      kind: "found",
      matches: [
        { name: "José García", table: { number: 1, name: "Family" }, seat: 1, tablemates: ["Zoë Müller"] },
        { name: "Joseph Lee", table: { number: 2, name: "Table 2" }, seat: null, tablemates: [] },
      ],
    });
    expect(searchGuests(guests, tables, "ann", "confirmed")).toMatchObject({
      kind: "found",
      matches: [{ name: "Ann Lee", table: null }],
    });
  });

  test("without a list, answers from the third letter and only for a full name, without tablemates", () => {
    expect(searchGuests(guests, tables, "jo", "none")).toEqual({ kind: "too_short", min: 3 });
    expect(searchGuests(guests, tables, "jos", "none")).toEqual({ kind: "keep_typing" });
    expect(searchGuests(guests, tables, "xyz", "none")).toEqual({ kind: "none" });
    expect(searchGuests(guests, tables, "zoe muller", "none")).toEqual({
      kind: "found",
      matches: [{ name: "Zoë Müller", table: { number: 1, name: "Family" }, seat: 2, tablemates: [] }],
    });
  });

  test("a huge or empty query costs nothing and finds nothing", () => {
    expect(searchGuests(guests, tables, "a".repeat(100_000), "all")).toEqual({ kind: "none" });
    expect(searchGuests(guests, tables, " \t ", "all")).toEqual({ kind: "empty" });
  });

  test("labels a table by number, and by name when it has its own", () => {
    expect(tableLabel({ number: 4, name: "Table 4" }, ENGLISH_SEARCH_TEXTS)).toBe("Table 4");
    expect(tableLabel({ number: 1, name: "Family" }, ENGLISH_SEARCH_TEXTS)).toBe("Table 1 · Family");
  });

  test("speaks the page's language: its words, and its table labels (a default English name too)", () => {
    const texts = searchTexts((id, values) => i18nFor("es")._(id, values));
    expect(texts.tooShort).toBe("Escribe al menos 3 letras de tu nombre.");
    expect(tableLabel({ number: 4, name: "Table 4" }, texts)).toBe("Mesa 4");
    expect(tableLabel({ number: 1, name: "Family" }, texts)).toBe("Mesa 1 · Family");
    expect(ENGLISH_SEARCH_TEXTS.tooShort).toBe("Type at least 3 letters of your name.");
  });

  test("finds names in every script, typed without their accents or harakat", () => {
    const world = [
      { name: "مُحَمَّد أحمد", table: 1, seat: 1 },
      { name: "Strauß", table: 1, seat: 2 },
      { name: "Ёлкин", table: 2, seat: null },
    ];
    expect(searchGuests(world, tables, "محمد", "all")).toMatchObject({
      kind: "found",
      matches: [{ table: { number: 1 } }],
    });
    expect(searchGuests(world, tables, "احمد", "all")).toMatchObject({ kind: "found" });
    expect(searchGuests(world, tables, "strauss", "all")).toMatchObject({
      kind: "found",
      matches: [{ name: "Strauß" }],
    });
    expect(searchGuests(world, tables, "елкин", "none")).toMatchObject({
      kind: "found",
      matches: [{ name: "Ёлкин" }],
    });
  });
});
