import { z } from "zod";
import type { SeatInstance } from "./auto-seat/types";
import type { GuestStatus, TableShape } from "./constants";
import { idSchema, MAX_GUESTS_PER_EVENT, seatNumberSchema } from "./guests";
import { GROUP_IMPORTANCE_WEIGHT, type GroupImportance } from "./guests-groups";
import { msg, t } from "./i18n/messages";
import { seatShape } from "./seat-layout";
import { PREFER_RULE_WEIGHT, type SeatingRule } from "./seating-rules";

/**
 * Auto-seat in the product (docs/decisions/014-auto-seat-in-the-product.md): what the Seating screen reads to
 * build a solver instance (docs/auto-seat-format.md) from the event, how, and what Apply sends back.
 */

export interface SeatingTable {
  id: string;
  number: number;
  name: string;
  capacity: number;
  shape: TableShape;
  isHead: boolean;
}

export interface SeatingGuest {
  id: string;
  name: string;
  status: GuestStatus;
  tableId: string | null;
  seatNumber: number | null;
  householdId: string | null;
  groupIds: string[];
  /** Pinned: auto-seat never moves the guest from their table. */
  seatLocked: boolean;
  /** Pinned to their seat (in effect while they have one): auto-seat keeps their table and seat. */
  seatNumberLocked: boolean;
}

/** GET /api/events/:eventId/auto-seat: everything the solver needs, in one read. */
export interface SeatingData {
  tables: SeatingTable[];
  guests: SeatingGuest[];
  groups: { id: string; name: string; importance: GroupImportance }[];
  households: { id: string; name: string }[];
  rules: SeatingRule[];
  /** An applied plan can be undone (its previous seats are kept). */
  undoAvailable: boolean;
}

export const AUTO_SEAT_MESSAGES = {
  guestNotFound: msg("Guest not found"),
  tableNotFound: msg("Table not found"),
  duplicateGuest: msg("A guest appears twice in the plan"),
  pinned: (name: string) => t("{name} is pinned to their table; unpin them before moving them", { name }),
  seatPinned: (name: string) => t("{name} is pinned to their seat; unpin them before moving them", { name }),
  noSeatToPin: (name: string) => t("{name} has no seat yet: give them a seat before pinning it", { name }),
  seatWithoutTable: msg("Choose a table before a seat number"),
  nothingToUndo: msg("There is no auto-seat plan to undo"),
  tooMany: () => t("A plan can seat at most {max, number} guests", { max: MAX_GUESTS_PER_EVENT }),
} as const;

/** POST /api/events/:eventId/auto-seat/apply: a plan, guest → table (null: leaves their table) and seat. The
 * browser sends the guests whose table or seat changes; a guest listed at their own table and seat is left as
 * they are. Without `seatNumber` a guest who stays at their table keeps their seat and one who moves has none. */
export const applyPlanSchema = z.object({
  assignments: z
    .array(
      z
        .object({
          guestId: idSchema(AUTO_SEAT_MESSAGES.guestNotFound),
          tableId: idSchema(AUTO_SEAT_MESSAGES.tableNotFound).nullable(),
          seatNumber: seatNumberSchema.nullable().optional(),
        })
        .refine((item) => item.tableId !== null || item.seatNumber == null, {
          message: AUTO_SEAT_MESSAGES.seatWithoutTable,
          path: ["seatNumber"],
        }),
      { error: msg("Assignments must be a list") },
    )
    .max(MAX_GUESTS_PER_EVENT, { error: AUTO_SEAT_MESSAGES.tooMany })
    .refine(
      (list) => new Set(list.map((item) => item.guestId.toLowerCase())).size === list.length,
      AUTO_SEAT_MESSAGES.duplicateGuest,
    ),
});
export type ApplyPlanInput = z.input<typeof applyPlanSchema>;

export interface ApplyPlanResult {
  /** Guests whose table or seat changed. */
  moved: number;
  undoAvailable: boolean;
}

/** PUT /api/events/:eventId/auto-seat/pins: pin or unpin guests to their table. */
export const pinGuestsSchema = z.object({
  guestIds: z
    .array(idSchema(AUTO_SEAT_MESSAGES.guestNotFound), { error: msg("Guests must be a list") })
    .min(1, msg("Choose at least one guest"))
    .max(MAX_GUESTS_PER_EVENT, { error: AUTO_SEAT_MESSAGES.tooMany }),
  locked: z.boolean({ error: msg("Locked must be true or false") }),
});
export type PinGuestsInput = z.input<typeof pinGuestsSchema>;

/** PUT /api/events/:eventId/auto-seat/seat-pin: pin a guest to the seat they have, or unpin them. */
export const pinSeatSchema = z.object({
  guestId: idSchema(AUTO_SEAT_MESSAGES.guestNotFound),
  locked: z.boolean({ error: msg("Locked must be true or false") }),
});
export type PinSeatInput = z.input<typeof pinSeatSchema>;

/**
 * - `unseated`: seat only the unseated guests; everyone already seated stays where they are (locked to their
 *   table, and to their seat if they have one).
 * - `everyone`: re-seat everyone except pinned guests.
 * - `changes`: re-seat changes: place new and unseated guests, moving as few seated ones as possible.
 */
export type AutoSeatMode = "unseated" | "everyone" | "changes";

export interface AutoSeatOptions {
  mode: AutoSeatMode;
  /** Declined guests are left out of the plan (and leave their table unless pinned). Default true. */
  skipDeclined: boolean;
}

export interface BuiltInstance {
  instance: SeatInstance;
  /** For `changes`: the current tables, for the solver's `keep`. */
  keep: Record<string, string> | null;
  /** For `changes`: the current seat numbers, kept by the guests who stay at their table (keptSeats). */
  keepSeats: Record<string, number> | null;
  /** Guests left out who sit at a table now: the plan takes them off it. */
  leaving: string[];
  /** The SeatingRule id of each of `instance.rules`, in order. */
  ruleIds: string[];
}

const PARTY = "household:";

export function buildSeatInstance(data: SeatingData, options: AutoSeatOptions): BuiltInstance {
  const capacityOf = new Map(data.tables.map((table) => [table.id, table.capacity]));
  const groupIds = new Set(data.groups.map((group) => group.id));
  const seatedAt = (guest: SeatingGuest) =>
    guest.tableId !== null && capacityOf.has(guest.tableId) ? guest.tableId : undefined;
  /** The guest's seat number when their table has it. */
  const seatOf = (guest: SeatingGuest, table: string | undefined) =>
    table !== undefined && guest.seatNumber !== null && guest.seatNumber <= capacityOf.get(table)!
      ? guest.seatNumber
      : undefined;
  const included: SeatingGuest[] = [];
  const leaving: string[] = [];
  for (const guest of data.guests) {
    const pinned = (guest.seatLocked || guest.seatNumberLocked) && seatedAt(guest) !== undefined;
    if (options.skipDeclined && guest.status === "declined" && !pinned) {
      if (guest.tableId !== null) leaving.push(guest.id);
      continue;
    }
    included.push(guest);
  }
  const inPlan = new Set(included.map((guest) => guest.id));
  const keep: Record<string, string> = Object.create(null);
  const keepSeats: Record<string, number> = Object.create(null);
  const guests = included.map((guest) => {
    const table = seatedAt(guest);
    const seat = seatOf(guest, table);
    // A pinned seat the table no longer has is sent as it is: the solver says why it cannot be kept.
    const pinnedSeat =
      table !== undefined && guest.seatNumberLocked && guest.seatNumber !== null
        ? guest.seatNumber
        : undefined;
    const lockedSeat = pinnedSeat ?? (options.mode === "unseated" ? seat : undefined);
    const locked =
      table !== undefined && (guest.seatLocked || lockedSeat !== undefined || options.mode === "unseated");
    if (table !== undefined && options.mode === "changes") {
      keep[guest.id] = table;
      if (seat !== undefined) keepSeats[guest.id] = seat;
    }
    return {
      id: guest.id,
      name: guest.name,
      ...(guest.householdId ? { party: `${PARTY}${guest.householdId}` } : {}),
      groups: guest.groupIds.filter((id) => groupIds.has(id)),
      ...(locked ? { table } : {}),
      ...(locked && lockedSeat !== undefined ? { seat: lockedSeat } : {}),
    };
  });
  const rules = data.rules.filter((rule) => inPlan.has(rule.guestAId) && inPlan.has(rule.guestBId));
  const instance: SeatInstance = {
    tables: data.tables.map((table) => ({
      id: table.id,
      capacity: table.capacity,
      name: table.name,
      shape: seatShape(table),
    })),
    guests,
    groups: data.groups.map((group) => ({ id: group.id, weight: GROUP_IMPORTANCE_WEIGHT[group.importance] })),
    rules: rules.map((rule) => ({
      a: rule.guestAId,
      b: rule.guestBId,
      kind: rule.kind === "next_to" ? "next-to" : rule.kind,
      hard: rule.strength === "must",
      weight: PREFER_RULE_WEIGHT,
    })),
  };
  return {
    instance,
    keep: options.mode === "changes" ? keep : null,
    keepSeats: options.mode === "changes" ? keepSeats : null,
    leaving,
    ruleIds: rules.map((rule) => rule.id),
  };
}

/**
 * The seating as it is now, as an instance, its assignments and its seat numbers (unseated and declined guests
 * left out), so the board can be judged with evaluatePlan and explained with explainGuest whether it came from
 * auto-seat or from hand edits. Locks are left out: a hand-made plan is judged on rules, households, capacity
 * and seats.
 */
export function currentSeating(data: SeatingData): {
  instance: SeatInstance;
  assignments: Record<string, string>;
  seats: Record<string, number>;
  ruleIds: string[];
} {
  const tableIds = new Set(data.tables.map((table) => table.id));
  const seated = data.guests
    .filter((guest) => guest.tableId !== null && tableIds.has(guest.tableId))
    .map((guest) => ({ ...guest, seatLocked: false, seatNumberLocked: false }));
  const built = buildSeatInstance({ ...data, guests: seated }, { mode: "everyone", skipDeclined: false });
  const assignments: Record<string, string> = Object.create(null);
  const seats: Record<string, number> = Object.create(null);
  for (const guest of seated) {
    assignments[guest.id] = guest.tableId!;
    if (guest.seatNumber !== null) seats[guest.id] = guest.seatNumber;
  }
  return { instance: built.instance, assignments, seats, ruleIds: built.ruleIds };
}

/** A guest's place before and after a plan: a table (null: none) and a seat (null: none). */
export interface GuestMove {
  guestId: string;
  name: string;
  from: string | null;
  fromSeat: number | null;
  to: string | null;
  toSeat: number | null;
}

/** Who a plan moves to another table or seat, seats or takes off a table, by name; and those changes as Apply
 * sends them (guests who stay are left out: a plan of 10,000 guests stays well under the API's 1 MB body
 * limit). */
export function planChanges(
  data: SeatingData,
  plan: { assignments: Readonly<Record<string, string>>; seats: Readonly<Record<string, number>> },
  leaving: readonly string[],
): { moves: GuestMove[]; apply: ApplyPlanInput } {
  const leavingSet = new Set(leaving);
  const moves: GuestMove[] = [];
  const apply: ApplyPlanInput = { assignments: [] };
  for (const guest of data.guests) {
    const to = Object.hasOwn(plan.assignments, guest.id)
      ? plan.assignments[guest.id]!
      : leavingSet.has(guest.id)
        ? null
        : undefined;
    if (to === undefined) continue;
    const toSeat = to !== null && Object.hasOwn(plan.seats, guest.id) ? plan.seats[guest.id]! : null;
    if (to === guest.tableId && toSeat === guest.seatNumber) continue;
    apply.assignments.push({ guestId: guest.id, tableId: to, seatNumber: toSeat });
    moves.push({
      guestId: guest.id,
      name: guest.name,
      from: guest.tableId,
      fromSeat: guest.tableId === null ? null : guest.seatNumber,
      to,
      toSeat,
    });
  }
  return { moves, apply };
}
