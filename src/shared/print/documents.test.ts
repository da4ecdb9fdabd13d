import { describe, expect, test } from "vitest";
import { catererCsv, catererReport, NO_MEAL } from "./caterer";
import { escortCards, placeCardDetail, placeCards, tableCards } from "./documents";
import { DEFAULT_PRINT_OPTIONS, type PrintOptions, type PrintSource } from "./options";
import { diffCards, toSnapshotCard } from "./snapshot";

const table = (id: string, number: number, name = `Table ${number}`) => ({
  id,
  number,
  name,
  capacity: 8,
  shape: "round" as const,
  position: { x: 100 * number, y: 100 },
  rotation: 0,
  isHead: false,
  seated: 0,
  occupiedSeats: [],
});

const guest = (
  id: string,
  name: string,
  tableId: string | null,
  extra: Partial<PrintSource["guests"][0]> = {},
) => ({
  id,
  name,
  status: "confirmed" as const,
  tableId,
  seatNumber: null,
  householdId: null,
  meal: null,
  dietaryRestrictions: null,
  ...extra,
});

const source: PrintSource = {
  plan: { tables: [table("t1", 1, "Rosemary"), table("t2", 2)], venueElements: [], version: 1 },
  households: [{ id: "h1", name: "The Garcia Family" }],
  guests: [
    guest("g1", "Luis Garcia", "t2", { householdId: "h1", seatNumber: 2, meal: "Fish" }),
    guest("g2", "Ana Garcia", "t2", {
      householdId: "h1",
      seatNumber: 1,
      meal: "Beef",
      dietaryRestrictions: "Nut allergy; vegetarian",
    }),
    guest("g3", "Zoë Ångström", "t1", { status: "invited", meal: "fish", dietaryRestrictions: "Vegetarian" }),
    guest("g4", "Иван Бабушкин", "t1", { seatNumber: 1 }),
    guest("g5", "Declined Person", "t1", { status: "declined" }),
    guest("g6", "Unseated Person", null),
  ],
};
const options = (extra: Partial<PrintOptions> = {}) => ({ ...DEFAULT_PRINT_OPTIONS, ...extra });

describe("documents", () => {
  test("escort cards: seated guests who have not declined, by last name, one card per household at one table", () => {
    const cards = escortCards(source, options());
    expect(cards.map((c) => [c.name, c.table])).toEqual([
      ["Zoë Ångström", "Table 1"],
      ["The Garcia Family", "Table 2 · Seats 1, 2"],
      ["Иван Бабушкин", "Table 1 · Seat 1"],
    ]);
    expect(cards[1]?.key).toBe("h:h1");
    const single = escortCards(
      source,
      options({ households: false, guests: "confirmed", tableLabel: "name" }),
    );
    expect(single.map((c) => [c.name, c.table])).toEqual([
      ["Ana Garcia", "Table 2 · Seat 1"],
      ["Luis Garcia", "Table 2 · Seat 2"],
      ["Иван Бабушкин", "Rosemary · Seat 1"],
    ]);
  });

  test("a household split across tables gets a card each", () => {
    const split = {
      ...source,
      guests: source.guests.map((g) => (g.id === "g1" ? { ...g, tableId: "t1" } : g)),
    };
    expect(escortCards(split, options()).map((c) => c.key)).toEqual(["g:g3", "g:g2", "g:g1", "g:g4"]);
  });

  test("place cards carry the meal only when asked; sorting by table goes seat by seat", () => {
    expect(placeCards(source, options()).every((c) => c.meal === null)).toBe(true);
    const byTable = placeCards(source, options({ sort: "table", showMeal: true }));
    expect(byTable.map((c) => [c.name, c.meal])).toEqual([
      ["Иван Бабушкин", null],
      ["Zoë Ångström", "fish"],
      ["Ana Garcia", "Beef"],
      ["Luis Garcia", "Fish"],
    ]);
    // Under the name: the seat when the guest has one, then the meal when asked.
    expect(byTable.map(placeCardDetail)).toEqual([
      "Table 1 · Seat 1",
      "fish",
      "Table 2 · Seat 1 · Beef",
      "Table 2 · Seat 2 · Fish",
    ]);
  });

  test("table cards: every table in number order with its guest count", () => {
    expect(tableCards(source, options({ tableLabel: "name" }))).toEqual([
      { key: "t:t1", label: "Rosemary", number: 1, guests: 2 },
      { key: "t:t2", label: "Table 2", number: 2, guests: 2 },
    ]);
  });

  test("caterer's report: per table seat by seat, meal and dietary totals case-insensitively", () => {
    const report = catererReport(source, options());
    expect(report.guestCount).toBe(4);
    expect(report.tables.map((t) => [t.label, t.guests.map((g) => g.name)])).toEqual([
      ["Table 1", ["Иван Бабушкин", "Zoë Ångström"]],
      ["Table 2", ["Ana Garcia", "Luis Garcia"]],
    ]);
    expect(report.meals).toEqual([
      ["Fish", 2],
      ["Beef", 1],
      [NO_MEAL, 1],
    ]);
    expect(report.dietary).toEqual([
      ["vegetarian", 2],
      ["Nut allergy", 1],
    ]);
    expect(report.tables.map((table) => table.meals)).toEqual([
      [
        ["fish", 1],
        [NO_MEAL, 1],
      ],
      [
        ["Beef", 1],
        ["Fish", 1],
      ],
    ]);
  });

  test("the report's CSV neutralises formulas and keeps every script", () => {
    const evil = {
      ...source,
      guests: [guest("x", "=HYPERLINK(1)", "t1", { meal: "+Fish" }), guest("y", "Γιώργος", "t1")],
    };
    const csv = catererCsv(catererReport(evil, options()));
    expect(csv.startsWith("\uFEFFtable_number,table,seat,name,meal,dietary_restrictions\r\n")).toBe(true);
    expect(csv).toContain("'=HYPERLINK(1)");
    expect(csv).toContain("'+Fish");
    expect(csv).toContain("Γιώργος");
    expect(csv).toContain(`\r\n\r\ntotal,item,guests\r\nmeal,"'+Fish",1\r\n`);
  });
});

describe("the print's language", () => {
  test("orders names as a reader of the print's language sorts them", () => {
    const names = { ...source, guests: [guest("n1", "Ana Ñúñez", "t1"), guest("n2", "Ana Nuño", "t1")] };
    const inLanguage = (locale: string) => Object.assign((message: string) => message, { locale });
    const order = (locale: string) =>
      placeCards(names, options({ sort: "last" }), inLanguage(locale)).map((card) => card.name);
    expect(order("es")).toEqual(["Ana Nuño", "Ana Ñúñez"]);
    expect(order("en")).toEqual(["Ana Ñúñez", "Ana Nuño"]);
  });
});

describe("reprint only what changed", () => {
  test("new, moved and gone cards; unchanged ones are not reprinted", () => {
    const printed = escortCards(source, options({ households: false })).map(toSnapshotCard);
    const moved = {
      ...source,
      guests: [
        ...source.guests
          .filter((g) => g.id !== "g4")
          .map((g) => (g.id === "g3" ? { ...g, tableId: "t2" } : g)),
        guest("g7", "Nora New", "t1"),
      ],
    };
    const changes = diffCards(printed, escortCards(moved, options({ households: false })));
    expect(changes.reprint.map((c) => c.name)).toEqual(["Zoë Ångström", "Nora New"]);
    expect(changes.swaps).toEqual([
      { key: "g:g3", name: "Zoë Ångström", action: "changed", from: "Table 1", to: "Table 2" },
      { key: "g:g7", name: "Nora New", action: "new", to: "Table 1" },
      { key: "g:g4", name: "Иван Бабушкин", action: "remove", from: "Table 1 · Seat 1" },
    ]);
    // A new seat at the same table is a new card too.
    const reseated = {
      ...source,
      guests: source.guests.map((g) => (g.id === "g4" ? { ...g, seatNumber: 5 } : g)),
    };
    expect(diffCards(printed, escortCards(reseated, options({ households: false }))).swaps).toEqual([
      {
        key: "g:g4",
        name: "Иван Бабушкин",
        action: "changed",
        from: "Table 1 · Seat 1",
        to: "Table 1 · Seat 5",
      },
    ]);
    expect(diffCards(printed, escortCards(source, options({ households: false })))).toEqual({
      reprint: [],
      swaps: [],
    });
  });
});
