import { describe, expect, it } from "vitest";
import { parseInstance } from "./parse";

const table = { id: "t1", capacity: 4 };
const guest = { id: "g1" };

function problemOf(raw: unknown) {
  const result = parseInstance(raw);
  if (result.ok) throw new Error("expected a malformed instance");
  return result.problem;
}

describe("parseInstance", () => {
  it("fills the defaults: hard false, weight 10, group weight 1, no groups", () => {
    const result = parseInstance({
      tables: [table],
      guests: [guest, { id: "g2", groups: ["x", "x"] }],
      groups: [{ id: "x" }],
      rules: [{ a: "g1", b: "g2", kind: "apart" }],
    });
    expect(result).toEqual({
      ok: true,
      instance: {
        tables: [table],
        guests: [
          { id: "g1", groups: [] },
          { id: "g2", groups: ["x"] },
        ],
        groups: [{ id: "x", weight: 1 }],
        rules: [{ a: "g1", b: "g2", kind: "apart", hard: false, weight: 10 }],
      },
    });
  });

  it("reads the seat level (version 2): shapes, seat locks and 'next-to' rules; round is the default shape", () => {
    const result = parseInstance({
      tables: [
        { id: "t1", capacity: 6, shape: "rect" },
        { id: "t2", capacity: 4, shape: null },
        { ...table, id: "t3", shape: "row" },
      ],
      guests: [
        { id: "g1", table: "t1", seat: 6 },
        { id: "g2", seat: null },
      ],
      rules: [{ a: "g1", b: "g2", kind: "next-to" }],
    });
    expect(result).toEqual({
      ok: true,
      instance: {
        tables: [
          { id: "t1", capacity: 6, shape: "rect" },
          { id: "t2", capacity: 4 },
          { id: "t3", capacity: 4, shape: "row" },
        ],
        guests: [
          { id: "g1", groups: [], table: "t1", seat: 6 },
          { id: "g2", groups: [] },
        ],
        groups: [],
        rules: [{ a: "g1", b: "g2", kind: "next-to", hard: false, weight: 10 }],
      },
    });
  });

  it("keeps ids exactly as written, __proto__ and padded ones included", () => {
    const result = parseInstance({
      tables: [{ id: "__proto__", capacity: 2 }],
      guests: [{ id: " constructor ", table: "__proto__", party: "__proto__" }],
    });
    expect(result.ok && result.instance.guests[0]).toEqual({
      id: " constructor ",
      groups: [],
      party: "__proto__",
      table: "__proto__",
    });
  });

  it.each([
    ["not an object", [], "instance", "must be an object with tables and guests lists"],
    ["no tables list", { guests: [] }, "tables", "is missing"],
    ["no guests list", { tables: [] }, "guests", "is missing"],
    ["guests not a list", { tables: [], guests: {} }, "guests", "must be a list of guests"],
    ["a table without an id", { tables: [{ capacity: 2 }], guests: [] }, "tables[0].id", "is missing"],
    ["a numeric id", { tables: [table], guests: [{ id: 7 }] }, "guests[0].id", "must be text"],
    [
      "a capacity of 0",
      { tables: [{ id: "t", capacity: 0 }], guests: [] },
      "tables[0].capacity",
      "must be a whole number of seats, 1 or more",
    ],
    [
      "a capacity of 2.5",
      { tables: [{ id: "t", capacity: 2.5 }], guests: [] },
      "tables[0].capacity",
      "must be a whole number of seats, 1 or more",
    ],
    [
      "a capacity as text",
      { tables: [{ id: "t", capacity: "4" }], guests: [] },
      "tables[0].capacity",
      "must be a whole number of seats, 1 or more",
    ],
    [
      "groups not a list",
      { tables: [table], guests: [{ id: "g", groups: "x" }] },
      "guests[0].groups",
      "must be a list of group ids",
    ],
    [
      "a rule of unknown kind",
      { tables: [table], guests: [guest, { id: "g2" }], rules: [{ a: "g1", b: "g2", kind: "near" }] },
      "rules[0].kind",
      'must be "together", "apart" or "next-to"',
    ],
    [
      "a table shape that is not one of the three",
      { tables: [{ id: "t", capacity: 8, shape: "oval" }], guests: [] },
      "tables[0].shape",
      'must be "round", "rect" or "row"',
    ],
    [
      "a seat that is not a whole number",
      { tables: [table], guests: [{ id: "g1", table: "t1", seat: 1.5 }] },
      "guests[0].seat",
      "must be a whole seat number, 1 or more",
    ],
    [
      "a seat 0",
      { tables: [table], guests: [{ id: "g1", table: "t1", seat: 0 }] },
      "guests[0].seat",
      "must be a whole seat number, 1 or more",
    ],
    [
      "a seat as text",
      { tables: [table], guests: [{ id: "g1", table: "t1", seat: "2" }] },
      "guests[0].seat",
      "must be a whole seat number, 1 or more",
    ],
    [
      "a weight of 0",
      {
        tables: [table],
        guests: [guest, { id: "g2" }],
        rules: [{ a: "g1", b: "g2", kind: "apart", weight: 0 }],
      },
      "rules[0].weight",
      "must be a number greater than 0",
    ],
    [
      "a negative weight",
      {
        tables: [table],
        guests: [guest, { id: "g2" }],
        rules: [{ a: "g1", b: "g2", kind: "apart", weight: -3 }],
      },
      "rules[0].weight",
      "must be a number greater than 0",
    ],
    [
      "hard as text",
      {
        tables: [table],
        guests: [guest, { id: "g2" }],
        rules: [{ a: "g1", b: "g2", kind: "apart", hard: "yes" }],
      },
      "rules[0].hard",
      "must be true or false",
    ],
  ])("names the field for %s", (_, raw, field, message) => {
    expect(problemOf(raw)).toEqual({ kind: "malformed", field, message });
  });

  it.each([
    [
      "a duplicate table id",
      { tables: [table, { id: "t1", capacity: 2 }], guests: [] },
      "tables[1].id",
      'duplicate table id "t1" (also tables[0])',
    ],
    [
      "a duplicate guest id",
      { tables: [table], guests: [{ id: "__proto__" }, { id: "__proto__" }] },
      "guests[1].id",
      'duplicate guest id "__proto__" (also guests[0])',
    ],
    [
      "a duplicate group id",
      { tables: [table], guests: [], groups: [{ id: "x" }, { id: "x" }] },
      "groups[1].id",
      'duplicate group id "x" (also groups[0])',
    ],
    [
      "a lock to an unknown table",
      { tables: [table], guests: [{ id: "g1", table: "t9" }] },
      "guests[0].table",
      'no table has the id "t9"',
    ],
    [
      "a lock to a table that only Object.prototype has",
      { tables: [table], guests: [{ id: "g1", table: "constructor" }] },
      "guests[0].table",
      'no table has the id "constructor"',
    ],
    [
      "a rule naming an unknown guest",
      { tables: [table], guests: [guest], rules: [{ a: "g1", b: "nobody", kind: "together" }] },
      "rules[0].b",
      'no guest has the id "nobody"',
    ],
    [
      "a rule from a guest to itself",
      { tables: [table], guests: [guest], rules: [{ a: "g1", b: "g1", kind: "together" }] },
      "rules[0].b",
      "must be a different guest from a",
    ],
    [
      "a 'next-to' rule from a guest to itself",
      {
        tables: [table],
        guests: [guest, { id: "g2" }],
        rules: [{ a: "g2", b: "g2", kind: "next-to", hard: true }],
      },
      "rules[0].b",
      "must be a different guest from a",
    ],
    [
      "a seat lock without a table lock",
      { tables: [table], guests: [{ id: "g1", seat: 2 }] },
      "guests[0].seat",
      "needs the guest's table: a guest is locked to a seat of the table they are locked to",
    ],
  ])("refuses %s", (_, raw, field, message) => {
    expect(problemOf(raw)).toEqual({ kind: "malformed", field, message });
  });
});
