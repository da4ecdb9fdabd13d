import { describe, expect, test } from "vitest";
import type { Guest } from "@/shared/guests";
import {
  countGuests,
  filterGuests,
  mealSuggestions,
  membershipCounts,
  NO_FILTERS,
  searchKeys,
  sortGuests,
} from "./guest-view";

let sequence = 0;
const guest = (overrides: Partial<Guest>): Guest => ({
  id: `g-${++sequence}`,
  name: "Guest",
  email: null,
  phone: null,
  status: "invited",
  tableId: null,
  tableNumber: null,
  seatNumber: null,
  dietaryRestrictions: null,
  notes: null,
  householdId: null,
  groupIds: [],
  meal: null,
  version: 1,
  rsvpAt: null,
  plusOne: false,
  ...overrides,
});

const zoe = guest({
  name: "Zoë Ångström",
  email: "zoe@example.com",
  status: "confirmed",
  tableId: "t2",
  tableNumber: 2,
  householdId: "h1",
  groupIds: ["work"],
  meal: "Fish",
});
const bo = guest({ name: "bo kim", email: "BO@example.com", status: "declined", meal: "Beef" });
const al = guest({
  name: "Al Lee",
  status: "invited",
  tableId: "t1",
  tableNumber: 10,
  seatNumber: 1,
  groupIds: ["work", "choir"],
  meal: "Fish",
});
const guests = [zoe, bo, al];
const keys = searchKeys(guests);
const names = (list: readonly Guest[]) => list.map((g) => g.name);

describe("search", () => {
  test.each([
    ["zoe", ["Zoë Ångström"]],
    ["ANGSTROM", ["Zoë Ångström"]],
    ["example.com", ["Zoë Ångström", "bo kim"]],
    ["bo@", ["bo kim"]],
    ["  lee ", ["Al Lee"]],
    ["nobody", []],
  ])("%j matches name or e-mail, ignoring case and accents", (query, expected) => {
    expect(names(filterGuests(guests, keys, query, NO_FILTERS))).toEqual(expected);
  });
});

describe("search in every script", () => {
  const world = [
    guest({ name: "محمّد عبد الله" }),
    guest({ name: "Johann Strauß" }),
    guest({ name: "Ayşe Yılmaz" }),
    guest({ name: "Алёна Иванова" }),
    guest({ name: "Αλέξανδρος Παπαδόπουλος" }),
  ];
  const worldKeys = searchKeys(world);
  test.each([
    ["محمد", "محمّد عبد الله"],
    ["strauss", "Johann Strauß"],
    ["yilmaz", "Ayşe Yılmaz"],
    ["алена", "Алёна Иванова"],
    ["αλεξανδρος", "Αλέξανδρος Παπαδόπουλος"],
  ])("%j finds %j", (query, expected) => {
    expect(names(filterGuests(world, worldKeys, query, NO_FILTERS))).toEqual([expected]);
  });
});

describe("filters", () => {
  test("status, household, group and seating combine", () => {
    expect(names(filterGuests(guests, keys, "", { ...NO_FILTERS, status: "declined" }))).toEqual(["bo kim"]);
    expect(names(filterGuests(guests, keys, "", { ...NO_FILTERS, household: "none" }))).toEqual([
      "bo kim",
      "Al Lee",
    ]);
    expect(names(filterGuests(guests, keys, "", { ...NO_FILTERS, household: "h1" }))).toEqual([
      "Zoë Ångström",
    ]);
    expect(names(filterGuests(guests, keys, "", { ...NO_FILTERS, group: "work", seated: "seated" }))).toEqual(
      ["Zoë Ångström", "Al Lee"],
    );
    expect(names(filterGuests(guests, keys, "", { ...NO_FILTERS, seated: "unseated" }))).toEqual(["bo kim"]);
    expect(names(filterGuests(guests, keys, "al", { ...NO_FILTERS, group: "choir" }))).toEqual(["Al Lee"]);
  });

  test("Not answered lists invited guests no answer named, never plus-ones", () => {
    const answered = guest({ name: "Ann Answered", status: "confirmed", rsvpAt: 1 });
    const plusOne = guest({ name: "Pat Plus", status: "confirmed", rsvpAt: 1, plusOne: true });
    const byHand = guest({ name: "Hal Hand", status: "confirmed" });
    const list = [answered, plusOne, byHand, bo];
    const unanswered = { ...NO_FILTERS, status: "unanswered" } as const;
    expect(names(filterGuests(list, searchKeys(list), "", unanswered))).toEqual(["Hal Hand", "bo kim"]);
  });

  test("no search and no filter gives the list itself back (no copy per keystroke)", () => {
    expect(filterGuests(guests, keys, " ", NO_FILTERS)).toBe(guests);
  });
});

describe("sort", () => {
  test("names sort as a reader of the event's language sorts them", () => {
    const list = [guest({ name: "Ñandú Pérez" }), guest({ name: "Nuria Vidal" })];
    const byName = { key: "name", direction: "asc" } as const;
    expect(names(sortGuests(list, byName, "es"))).toEqual(["Nuria Vidal", "Ñandú Pérez"]);
    expect(names(sortGuests(list, byName, "en"))).toEqual(["Ñandú Pérez", "Nuria Vidal"]);
  });

  test("by name ignoring case, both ways", () => {
    expect(names(sortGuests(guests, { key: "name", direction: "asc" }))).toEqual([
      "Al Lee",
      "bo kim",
      "Zoë Ångström",
    ]);
    expect(names(sortGuests(guests, { key: "name", direction: "desc" }))).toEqual([
      "Zoë Ångström",
      "bo kim",
      "Al Lee",
    ]);
  });

  test("by table number (10 after 2), unseated last whichever the direction", () => {
    expect(names(sortGuests(guests, { key: "table", direction: "asc" }))).toEqual([
      "Zoë Ångström",
      "Al Lee",
      "bo kim",
    ]);
    expect(names(sortGuests(guests, { key: "table", direction: "desc" }))).toEqual([
      "Al Lee",
      "Zoë Ångström",
      "bo kim",
    ]);
  });

  test("by status in GUEST_STATUSES order, and by e-mail with blanks last", () => {
    expect(names(sortGuests(guests, { key: "status", direction: "asc" }))).toEqual([
      "Al Lee",
      "Zoë Ångström",
      "bo kim",
    ]);
    expect(names(sortGuests(guests, { key: "email", direction: "asc" }))).toEqual([
      "bo kim",
      "Zoë Ångström",
      "Al Lee",
    ]);
  });
});

describe("counts and suggestions", () => {
  test("counts by status and seating", () => {
    expect(countGuests(guests)).toEqual({ total: 3, confirmed: 1, invited: 1, declined: 1, seated: 2 });
  });

  test("members per household, group and table", () => {
    const counts = membershipCounts(guests);
    expect([...counts.groups]).toEqual([
      ["work", 2],
      ["choir", 1],
    ]);
    expect(counts.households.get("h1")).toBe(1);
    expect(counts.tables.get("t1")).toBe(1);
  });

  test("meals already used, most used first", () => {
    expect(mealSuggestions(guests)).toEqual(["Fish", "Beef"]);
  });

  test("finds the right guests among 10,000", () => {
    const many = Array.from({ length: 10_000 }, (_, i) =>
      guest({ name: `Guest ${i}`, email: `g${i}@example.com` }),
    );
    const manyKeys = searchKeys(many);
    expect(filterGuests(many, manyKeys, "guest 999", NO_FILTERS)).toHaveLength(11);
  });
});
