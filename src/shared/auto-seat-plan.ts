import { z } from "zod";
import type { SeatInstance } from "./auto-seat/types";
import type { GuestStatus } from "./constants";
import { idSchema, MAX_GUESTS_PER_EVENT } from "./guests";
import { GROUP_IMPORTANCE_WEIGHT, type GroupImportance } from "./guests-groups";
import { msg, t } from "./i18n/messages";
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
}

export interface SeatingGuest {
  id: string;
  name: string;
  status: GuestStatus;
  tableId: string | null;
  seatNumber: number | null;
  householdId: string | null;
  groupIds: string[];
  /** Pinned: auto-seat never moves the guest. */
  seatLocked: boolean;
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
  nothingToUndo: msg("There is no auto-seat plan to undo"),
  tooMany: () => t("A plan can seat at most {max, number} guests", { max: MAX_GUESTS_PER_EVENT }),
} as const;

/** POST /api/events/:eventId/auto-seat/apply: a plan, guest → table (null: leaves their table). The browser
 * sends the guests whose table changes; a guest listed at their own table is left as they are. */
export const applyPlanSchema = z.object({
  assignments: z
    .array(
      z.object({
        guestId: idSchema(AUTO_SEAT_MESSAGES.guestNotFound),
        tableId: idSchema(AUTO_SEAT_MESSAGES.tableNotFound).nullable(),
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
  /** Guests whose table changed. */
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

/**
 * - `unseated`: seat only the unseated guests; everyone already seated stays where they are (locked).
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
  /** For `changes`: the current seats, for the solver's `keep`. */
  keep: Record<string, string> | null;
  /** Guests left out who sit at a table now: the plan takes them off it. */
  leaving: string[];
  /** The SeatingRule id of each of `instance.rules`, in order. */
  ruleIds: string[];
}

const PARTY = "household:";

export function buildSeatInstance(data: SeatingData, options: AutoSeatOptions): BuiltInstance {
  const tableIds = new Set(data.tables.map((table) => table.id));
  const groupIds = new Set(data.groups.map((group) => group.id));
  const seatedAt = (guest: SeatingGuest) =>
    guest.tableId !== null && tableIds.has(guest.tableId) ? guest.tableId : undefined;
  const included: SeatingGuest[] = [];
  const leaving: string[] = [];
  for (const guest of data.guests) {
    const pinned = guest.seatLocked && seatedAt(guest) !== undefined;
    if (options.skipDeclined && guest.status === "declined" && !pinned) {
      if (guest.tableId !== null) leaving.push(guest.id);
      continue;
    }
    included.push(guest);
  }
  const inPlan = new Set(included.map((guest) => guest.id));
  const keep: Record<string, string> = Object.create(null);
  const guests = included.map((guest) => {
    const table = seatedAt(guest);
    const locked = table !== undefined && (guest.seatLocked || options.mode === "unseated");
    if (table !== undefined && options.mode === "changes") keep[guest.id] = table;
    return {
      id: guest.id,
      name: guest.name,
      ...(guest.householdId ? { party: `${PARTY}${guest.householdId}` } : {}),
      groups: guest.groupIds.filter((id) => groupIds.has(id)),
      ...(locked ? { table } : {}),
    };
  });
  const rules = data.rules.filter((rule) => inPlan.has(rule.guestAId) && inPlan.has(rule.guestBId));
  const instance: SeatInstance = {
    tables: data.tables.map((table) => ({ id: table.id, capacity: table.capacity, name: table.name })),
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
    leaving,
    ruleIds: rules.map((rule) => rule.id),
  };
}

/**
 * The seating as it is now, as an instance and its assignments (unseated and declined guests left out), so the
 * board can be judged with evaluatePlan and explained with explainGuest whether it came from auto-seat or from
 * hand edits. Locks are left out: a hand-made plan is judged on rules, households and capacity.
 */
export function currentSeating(data: SeatingData): {
  instance: SeatInstance;
  assignments: Record<string, string>;
  ruleIds: string[];
} {
  const tableIds = new Set(data.tables.map((table) => table.id));
  const seated = data.guests
    .filter((guest) => guest.tableId !== null && tableIds.has(guest.tableId))
    .map((guest) => ({ ...guest, seatLocked: false }));
  const built = buildSeatInstance({ ...data, guests: seated }, { mode: "everyone", skipDeclined: false });
  const assignments: Record<string, string> = Object.create(null);
  for (const guest of seated) assignments[guest.id] = guest.tableId!;
  return { instance: built.instance, assignments, ruleIds: built.ruleIds };
}

export interface GuestMove {
  guestId: string;
  name: string;
  from: string | null;
  to: string | null;
}

/** Who a plan moves, seats or takes off a table, by name; and those changes as Apply sends them (guests who
 * stay are left out: a plan of 10,000 guests stays well under the API's 1 MB body limit). */
export function planChanges(
  data: SeatingData,
  assignments: Readonly<Record<string, string>>,
  leaving: readonly string[],
): { moves: GuestMove[]; apply: ApplyPlanInput } {
  const leavingSet = new Set(leaving);
  const moves: GuestMove[] = [];
  const apply: ApplyPlanInput = { assignments: [] };
  for (const guest of data.guests) {
    const to = Object.hasOwn(assignments, guest.id)
      ? assignments[guest.id]!
      : leavingSet.has(guest.id)
        ? null
        : undefined;
    if (to === undefined || to === guest.tableId) continue;
    apply.assignments.push({ guestId: guest.id, tableId: to });
    moves.push({ guestId: guest.id, name: guest.name, from: guest.tableId, to });
  }
  return { moves, apply };
}
