import { describe, expect, test } from "vitest";
import { kioskSearch } from "./kiosk";

const tables = [{ number: 2, name: "Family" }];
const guests = [
  { name: "José García", table: 2, seat: 4 },
  { name: "Josefina Ruiz", table: null, seat: null },
  { name: "Ana Josephs", table: 2, seat: 1 },
  { name: "Bea Jost", table: 2, seat: 2 },
  { name: "Marta Bajos", table: 2, seat: 3 },
];

describe("the kiosk's search", () => {
  test("a few best matches, accents ignored: the name's start first, then a word's start; never mid-word", () => {
    const answer = kioskSearch(guests, tables, "jose");
    expect(answer).toEqual({
      kind: "found",
      matches: [
        { name: "José García", table: tables[0], seat: 4, tablemates: [] },
        { name: "Josefina Ruiz", table: null, seat: null, tablemates: [] },
        { name: "Ana Josephs", table: tables[0], seat: 1, tablemates: [] },
      ],
    });
  });

  test("more matches than it shows: keep typing, unless one is the whole name; too short: nothing", () => {
    expect(kioskSearch(guests, tables, "jos").kind).toBe("keep_typing");
    expect(kioskSearch([...guests, { name: "Jos", table: 2, seat: 5 }], tables, "jos")).toMatchObject({
      kind: "found",
      matches: [{ name: "Jos" }],
    });
    expect(kioskSearch(guests, tables, "j")).toEqual({ kind: "too_short", min: 2 });
    expect(kioskSearch(guests, tables, "  ")).toEqual({ kind: "empty" });
    expect(kioskSearch(guests, tables, "zzz")).toEqual({ kind: "none" });
  });
});
