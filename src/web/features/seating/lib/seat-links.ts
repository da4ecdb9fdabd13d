import { seatGraph } from "@/shared/auto-seat/seat-graph";
import type { TableShape as SeatShape } from "@/shared/auto-seat/types";

/** Pairs of guests with a 'next to' wish (seating rules of kind "next_to", as the Rules panel reads them), so
 * a table's seat ring can mark the ones it keeps. */
export type NextToPairs = ReadonlySet<string>;

/** The rules the board reads: the app gives it auto-seat's (features do not import each other). */
export type SeatRule = { guestAId: string; guestBId: string; kind: string };

const pairKey = (a: string, b: string) => (a < b ? `${a} ${b}` : `${b} ${a}`);

export const NO_PAIRS: NextToPairs = new Set();

export function nextToPairs(rules: readonly SeatRule[] | undefined): NextToPairs {
  const pairs = new Set<string>();
  for (const rule of rules ?? [])
    if (rule.kind === "next_to") pairs.add(pairKey(rule.guestAId, rule.guestBId));
  return pairs.size ? pairs : NO_PAIRS;
}

type Sitter = { id: string; householdId: string | null };
export type SeatLink<G extends Sitter> = {
  a: number;
  b: number;
  kind: "household" | "next-to";
  first: G;
  second: G;
};

/**
 * The neighbouring seats (the seat model's, src/shared/auto-seat/seat-graph.ts) whose two guests are a kept
 * 'next to' wish or, failing that, of one household: what the seat ring links. Seats 1-based, a < b.
 */
export function seatLinks<G extends Sitter>(
  shape: SeatShape,
  capacity: number,
  bySeat: ReadonlyMap<number, G>,
  nextTo: NextToPairs,
): SeatLink<G>[] {
  const { pairs } = seatGraph(shape, capacity);
  const links: SeatLink<G>[] = [];
  for (let i = 0; i < pairs.length; i += 2) {
    const a = pairs[i]! + 1;
    const b = pairs[i + 1]! + 1;
    const first = bySeat.get(a);
    const second = bySeat.get(b);
    if (!first || !second) continue;
    if (nextTo.has(pairKey(first.id, second.id))) links.push({ a, b, kind: "next-to", first, second });
    else if (first.householdId !== null && first.householdId === second.householdId)
      links.push({ a, b, kind: "household", first, second });
  }
  return links;
}
