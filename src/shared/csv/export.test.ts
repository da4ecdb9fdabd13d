import Papa from "papaparse";
import { describe, expect, test } from "vitest";
import { type ExportGuest, exportFileName, toGuestCsv } from "./export";
import { proposeMapping } from "./header";
import { planImport } from "./plan";
import { readGuestFile } from "./read";

const guest = (overrides: Partial<ExportGuest>): ExportGuest => ({
  name: "Ann Lee",
  email: null,
  phone: null,
  tableNumber: null,
  tableName: null,
  seatNumber: null,
  status: "invited",
  dietaryRestrictions: null,
  notes: null,
  household: null,
  groups: [],
  meal: null,
  ...overrides,
});

describe("toGuestCsv", () => {
  test("UTF-8 with a BOM, the standard columns then household, groups, meal, CRLF rows", () => {
    const csv = toGuestCsv([
      guest({
        name: "Zoë Ångström",
        email: "zoe@example.com",
        phone: "555 0100",
        tableNumber: 3,
        tableName: "Family",
        seatNumber: 2,
        status: "confirmed",
        dietaryRestrictions: "Vegan",
        notes: "Line one\nline two, with a comma",
        household: "Ångström family",
        groups: ["Family", "Choir"],
        meal: "Risotto",
        seatingRules: ["Keep apart (must): Bo Chen", "Seat together (prefer): Cy Park"],
      }),
    ]);
    expect(csv.startsWith("\uFEFF")).toBe(true);
    expect(csv).toBe(
      "\uFEFFname,email,phone,table_number,seat_number,status,dietary_restrictions,notes,household,groups,meal,seating_rules,table_name\r\n" +
        'Zoë Ångström,zoe@example.com,555 0100,3,2,confirmed,Vegan,"Line one\nline two, with a comma",Ångström family,Family; Choir,Risotto,Keep apart (must): Bo Chen; Seat together (prefer): Cy Park,Family\r\n',
    );
  });

  test.each(['=HYPERLINK("http://evil")', "+1 555 0100", "-2", "@SUM(A1)", "'=already quoted"])(
    "neutralises %j with a leading '",
    (value) => {
      const csv = toGuestCsv([guest({ notes: value })]);
      const [, row] = Papa.parse<string[]>(csv.slice(1), { skipEmptyLines: true }).data;
      expect(row![7]).toBe(`'${value}`);
    },
  );

  test("export → read → plan gives back every value, including the neutralised ones", () => {
    const guests = [
      guest({ name: "=cmd|' /C calc'!A0", phone: "+44 20 7946 0958", notes: "'@home", groups: ["A", "B"] }),
      guest({
        name: 'Bo "Bobby" Kim',
        email: "bo@example.com",
        tableNumber: 12,
        tableName: "Family, =1+1",
        seatNumber: 20,
        status: "declined",
      }),
      guest({ name: "Cy", household: "Kim & Lee", meal: "-", dietaryRestrictions: "Nuts; shellfish" }),
    ];
    const file = readGuestFile(new TextEncoder().encode(toGuestCsv(guests)));
    const plan = planImport(file, proposeMapping(file), new Set());
    expect(plan.problems).toEqual([]);
    expect(plan.leftOut).toEqual([]);
    expect(
      plan.guests.map((g) => ({
        name: g.name,
        email: g.email,
        phone: g.phone,
        tableNumber: g.table && "number" in g.table ? g.table.number : null,
        tableName: (g.table && "name" in g.table && g.table.name) || null,
        seatNumber: g.seatNumber,
        status: g.status,
        dietaryRestrictions: g.dietaryRestrictions,
        notes: g.notes,
        household: g.household,
        groups: g.groups,
        meal: g.meal,
      })),
    ).toEqual(guests);
  });

  test("file name", () => {
    expect(exportFileName("2026-06-20")).toBe("guest-list-2026-06-20.csv");
  });
});
