import type { ArrivalCounts, ArrivalOp, CheckinGuest, SeatProposal, SeatProposalReason } from "./checkin";
import { CHECKIN_LIMITS } from "./checkin";
import { type AllocationTable, allocateSeats } from "./seat-allocation";
import { foldForSearch } from "./text-search";

/** The pure rules of check-in, the same on the server and on the phone (docs/decisions/029-check-in.md). */

/** Who the door expects: everyone but those who declined — and anyone who came anyway. */
export function isExpected(guest: Pick<CheckinGuest, "status" | "arrivedAt">): boolean {
  return guest.status !== "declined" || guest.arrivedAt !== null;
}

/** "N of M arrived", overall and per table (a table's expected guests are those seated at it). */
export function countArrivals(
  guests: Pick<CheckinGuest, "status" | "arrivedAt" | "tableId" | "seatNumber" | "walkIn">[],
  tables: { id: string; capacity: number }[],
): ArrivalCounts {
  const perTable = new Map(
    tables.map((table) => [table.id, { arrived: 0, expected: 0, arrivedSeats: [] as number[] }]),
  );
  let arrived = 0;
  let expected = 0;
  let walkIns = 0;
  for (const guest of guests) {
    if (!isExpected(guest)) continue;
    const here = guest.arrivedAt !== null;
    expected += 1;
    if (here) arrived += 1;
    if (guest.walkIn) walkIns += 1;
    const table = guest.tableId ? perTable.get(guest.tableId) : undefined;
    if (table) {
      table.expected += 1;
      if (here) table.arrived += 1;
      if (here && guest.seatNumber !== null) table.arrivedSeats.push(guest.seatNumber);
    }
  }
  return {
    arrived,
    expected,
    walkIns,
    tables: tables.map((table) => ({
      tableId: table.id,
      capacity: table.capacity,
      ...perTable.get(table.id)!,
    })),
  };
}

/** A guest's arrival as stored: the first check-in's time, and the time of the last operation applied. */
export interface ArrivalState {
  arrivedAt: Date | null;
  changedAt: Date | null;
}

/**
 * One operation applied to a guest's arrival, whatever order operations come in: the latest operation by
 * time decides whether the guest is here (an undo made after a check-in wins over it, a check-in made after
 * an undo wins over that), and a guest checked in twice keeps the first time. Returns the new state, or null
 * when the operation changes nothing (sent twice, or older than what decided the state).
 */
export function applyArrivalOp(state: ArrivalState, op: ArrivalOp, at: Date): ArrivalState | null {
  const last = state.changedAt?.getTime() ?? Number.NEGATIVE_INFINITY;
  const time = at.getTime();
  if (op === "check-in") {
    if (state.arrivedAt) {
      const first = Math.min(state.arrivedAt.getTime(), time);
      const changed = Math.max(last, time);
      if (first === state.arrivedAt.getTime() && changed === last) return null;
      return { arrivedAt: new Date(first), changedAt: new Date(changed) };
    }
    if (time <= last) return null;
    return { arrivedAt: at, changedAt: at };
  }
  if (time <= last) return null;
  return { arrivedAt: null, changedAt: at };
}

/** A phone's clock error is corrected in steps of this size: small drift is left alone, and a batch sent again
 * (with a new `sentAt`, the network's delay different) lands on exactly the same times, so it changes nothing. */
const SKEW_STEP_MS = 15 * 60 * 1000;

/**
 * An operation's time on the server's clock: moved by the phone's error (its clock when it sent the batch
 * against the server's, in whole quarter hours: a phone set to the wrong day or zone), then kept between
 * `maxAgeMs` ago and now, so a phone a day wrong neither writes tomorrow nor yesterday.
 */
export function serverTimeOf(at: string, sentAt: string, now: Date): Date {
  const skew = Math.round((now.getTime() - Date.parse(sentAt)) / SKEW_STEP_MS) * SKEW_STEP_MS;
  const corrected = Date.parse(at) + skew;
  const earliest = now.getTime() - CHECKIN_LIMITS.maxAgeMs;
  return new Date(Math.min(now.getTime(), Math.max(earliest, corrected)));
}

/** A seated guest as the proposal sees them. */
export interface ProposalOccupant {
  id: string;
  tableId: string;
  seatNumber: number | null;
  householdId: string | null;
  groupIds: string[];
}

export interface ProposalTable extends AllocationTable {
  number: number;
}

/** Seats apart around a table of `capacity` (seat 1 sits next to the last one). */
const distance = (a: number, b: number, capacity: number) => {
  const d = Math.abs(a - b);
  return Math.min(d, capacity - d);
};

/**
 * The best free seat for a walk-in: at the table of the guest they came with, else where most of that
 * guest's household sits, else where most of their groups sit, else the emptiest table (fewest guests for
 * its size; the lower number first) — each time the free seat nearest to those people. Whether a seat is
 * free is the one allocation rule's (`allocateSeats`). Null when no table has room.
 */
export function proposeSeat(
  tables: ProposalTable[],
  occupants: ProposalOccupant[],
  companion:
    | ProposalOccupant
    | { id: string; tableId: null; householdId: string | null; groupIds: string[] }
    | null,
): SeatProposal | null {
  const candidates: { table: ProposalTable; reason: SeatProposalReason; near: number[] }[] = [];
  const byId = new Map(tables.map((table) => [table.id, table]));
  const add = (tableId: string, reason: SeatProposalReason, near: (ProposalOccupant | null)[]) => {
    const table = byId.get(tableId);
    if (table)
      candidates.push({ table, reason, near: near.flatMap((o) => (o?.seatNumber ? [o.seatNumber] : [])) });
  };
  const ranked = (match: (o: ProposalOccupant) => boolean, reason: SeatProposalReason) => {
    const people = new Map<string, ProposalOccupant[]>();
    for (const o of occupants)
      if (o.id !== companion?.id && match(o)) people.set(o.tableId, [...(people.get(o.tableId) ?? []), o]);
    for (const [tableId, near] of [...people].sort((a, b) => b[1].length - a[1].length))
      add(tableId, reason, near);
  };
  if (companion?.tableId) add(companion.tableId, "companion", [companion as ProposalOccupant]);
  if (companion?.householdId) ranked((o) => o.householdId === companion.householdId, "household");
  if (companion?.groupIds.length) {
    const groups = new Set(companion.groupIds);
    ranked((o) => o.groupIds.some((id) => groups.has(id)), "group");
  }
  const emptiest = [...tables].sort(
    (a, b) => a.occupants.length / a.capacity - b.occupants.length / b.capacity || a.number - b.number,
  );
  for (const table of emptiest) add(table.id, "emptiest", []);

  for (const { table, reason, near } of candidates) {
    const taken = new Set(table.occupants.map((o) => o.seatNumber));
    const free = Array.from({ length: table.capacity }, (_, i) => i + 1).filter((seat) => !taken.has(seat));
    const score = (seat: number) =>
      near.length ? Math.min(...near.map((n) => distance(seat, n, table.capacity))) : seat;
    for (const seat of free.sort((a, b) => score(a) - score(b) || a - b)) {
      const [outcome] = allocateSeats([table], [{ tableId: table.id, seatNumber: seat }]);
      if (outcome && !outcome.refusal) return { tableId: table.id, seatNumber: seat, reason };
      if (outcome?.refusal?.cause === "full") break;
    }
  }
  return null;
}

/** Whether a guest answers what was typed: their name, their household's, their table's name or number. */
export function matchesCheckinSearch(
  guest: Pick<CheckinGuest, "name" | "householdName">,
  table: { name: string; number: number } | undefined,
  query: string,
): boolean {
  const folded = foldForSearch(query);
  if (!folded) return true;
  if (
    table &&
    (/^\d+$/.test(folded) ? String(table.number) === folded : foldForSearch(table.name).includes(folded))
  )
    return true;
  return (
    foldForSearch(guest.name).includes(folded) ||
    (guest.householdName !== null && foldForSearch(guest.householdName).includes(folded))
  );
}
