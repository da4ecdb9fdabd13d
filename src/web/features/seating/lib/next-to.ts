/** Pairs of guests with a 'next to' wish (seating rules of kind "next_to", as the rules panel reads them), so a
 * table's seat ring can mark the ones it keeps. */
export type NextToPairs = ReadonlySet<string>;

/** The rules the board reads: the app gives it auto-seat's (features do not import each other). */
export type SeatRule = { guestAId: string; guestBId: string; kind: string };

export const pairKey = (a: string, b: string) => (a < b ? `${a} ${b}` : `${b} ${a}`);

export const NO_PAIRS: NextToPairs = new Set();

export function nextToPairs(rules: readonly SeatRule[] | undefined): NextToPairs {
  const pairs = new Set<string>();
  for (const rule of rules ?? [])
    if (rule.kind === "next_to") pairs.add(pairKey(rule.guestAId, rule.guestBId));
  return pairs.size ? pairs : NO_PAIRS;
}
