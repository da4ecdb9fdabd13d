import { expect, test } from "vitest";
import { nextToPairs, seatLinks } from "./seat-links";

const guest = (id: string, householdId: string | null = null) => ({ id, householdId });
const seats = (entries: [number, ReturnType<typeof guest>][]) => new Map(entries);
const links = (...args: Parameters<typeof seatLinks>) =>
  seatLinks(...args).map(({ a, b, kind }) => `${a}-${b} ${kind}`);

test("a household's neighbours are linked, round the ring's end too; guests apart are not", () => {
  const bySeat = seats([
    [1, guest("ann", "bell")],
    [8, guest("ben", "bell")],
    [3, guest("cy", "bell")],
    [4, guest("di", "egan")],
  ]);
  expect(links("round", 8, bySeat, nextToPairs([]))).toEqual(["1-8 household"]);
  // On a row (a head table) the ends are not neighbours.
  expect(links("row", 8, bySeat, nextToPairs([]))).toEqual([]);
});

test("a next-to wish is marked where its guests are neighbours, facing across a banquet table too", () => {
  const rules = nextToPairs([
    { guestAId: "di", guestBId: "ann", kind: "next_to" },
    { guestAId: "cy", guestBId: "ann", kind: "together" },
    { guestAId: "ed", guestBId: "cy", kind: "next_to" },
  ]);
  // rect 6: 1 2 3 along the top, 6 5 4 along the bottom; 1 faces 6, 2 faces 5. Ann and Di are of one
  // household and wish to sit next to each other: the wish is what is marked.
  const bySeat = seats([
    [1, guest("ann", "bell")],
    [6, guest("di", "bell")],
    [2, guest("cy", "bell")],
    [5, guest("ed")],
  ]);
  expect(links("rect", 6, bySeat, rules).sort()).toEqual(
    ["1-2 household", "1-6 next-to", "2-5 next-to"].sort(),
  );
});

test("nextToPairs keeps only next-to rules, whichever guest comes first", () => {
  expect(nextToPairs(undefined).size).toBe(0);
  const pairs = nextToPairs([
    { guestAId: "b", guestBId: "a", kind: "next_to" },
    { guestAId: "a", guestBId: "c", kind: "apart" },
  ]);
  expect([...pairs]).toEqual(["a b"]);
});
