import { z } from "zod";
import { GUEST_STATUSES } from "./constants";
import { idSchema, seatNumberSchema } from "./guests";
import { guestGroupSchema, householdSchema } from "./guests-groups";
import { msg, t } from "./i18n/messages";
import { floorTableSchema, venueElementSchema } from "./tables";

/** The Seating screen's Assign Seats board (docs/decisions/017-seating-board.md). */

export const SEATING_MESSAGES = {
  tableFull: msg("Table is full"),
  assigned: msg("Guest assigned"),
  assignedDescription: (name: string, tableNumber: number) =>
    t("{name} has been assigned to Table {tableNumber}", { name, tableNumber }),
  householdAssigned: msg("Household assigned"),
  householdAssignedDescription: (household: string, count: number, tableNumber: number) =>
    t(
      "{count, plural, one {{household} (# guest) has been assigned to Table {tableNumber}} other {{household} (# guests) has been assigned to Table {tableNumber}}}",
      { household, count, tableNumber },
    ),
  assignFailed: msg("Failed to assign guest to table"),
  unseated: msg("Guest unseated"),
  loadFailed: msg("Failed to load seating plan"),
  guestNotFound: msg("Guest not found"),
  tableNotFound: msg("Table not found"),
  duplicateGuest: msg("Each guest can be moved once per request"),
} as const;

/** A table's card is amber from 75 % full, red from 100 %. */
export const FILL_THRESHOLDS = { amber: 0.75, red: 1 } as const;
export type FillLevel = "open" | "amber" | "red";

export function fillLevel(seated: number, capacity: number): FillLevel {
  if (capacity <= 0 || seated >= capacity * FILL_THRESHOLDS.red) return "red";
  return seated >= capacity * FILL_THRESHOLDS.amber ? "amber" : "open";
}

/** Moves one request may carry: a household, or an undo of one, is far smaller. */
export const MAX_SEAT_MOVES = 100;

/** The database answers uuids in lower case; ids are compared as text after it. */
const lowerCase = (id: string) => id.toLowerCase();

/** One guest's new place: a table and optionally a seat (without one, the lowest free seat), or no table. */
export const seatMoveSchema = z
  .object({
    guestId: idSchema(SEATING_MESSAGES.guestNotFound).transform(lowerCase),
    tableId: idSchema(SEATING_MESSAGES.tableNotFound).transform(lowerCase).nullable(),
    seatNumber: seatNumberSchema.nullable().default(null),
  })
  .refine((move) => move.tableId !== null || move.seatNumber === null, {
    message: msg("Choose a table before a seat number"),
    path: ["seatNumber"],
  });
export type SeatMove = z.output<typeof seatMoveSchema>;
export type SeatMoveInput = z.input<typeof seatMoveSchema>;

/** POST /api/events/:eventId/seating/moves: every move in one transaction, all or none. */
export const seatMovesSchema = z
  .object({
    moves: z
      .array(seatMoveSchema, { error: msg("Moves must be a list") })
      .min(1, msg("Move at least one guest"))
      .max(MAX_SEAT_MOVES, {
        error: () => t("At most {max, number} guests at once", { max: MAX_SEAT_MOVES }),
      }),
  })
  .refine(({ moves }) => new Set(moves.map((m) => m.guestId)).size === moves.length, {
    message: SEATING_MESSAGES.duplicateGuest,
    path: ["moves"],
  });
export type SeatMovesInput = z.input<typeof seatMovesSchema>;

/** Where a guest sits: what the moves answer and what the board keeps per guest. */
export const seatPlaceSchema = z.object({
  guestId: z.string(),
  tableId: z.string().nullable(),
  seatNumber: z.number().nullable(),
});
export type SeatPlace = z.infer<typeof seatPlaceSchema>;

/** A guest as the board needs it: no contact details. */
export const boardGuestSchema = z.object({
  id: z.string(),
  name: z.string(),
  status: z.enum(GUEST_STATUSES),
  householdId: z.string().nullable(),
  groupIds: z.array(z.string()),
  tableId: z.string().nullable(),
  seatNumber: z.number().nullable(),
  /** Pinned to their seat for auto-seat (in effect while they have one). */
  seatNumberLocked: z.boolean(),
});
export type BoardGuest = z.infer<typeof boardGuestSchema>;

/** GET /api/events/:eventId/seating: one snapshot of tables, venue, guests and their groupings. */
export const seatingBoardSchema = z.object({
  tables: z.array(floorTableSchema),
  venueElements: z.array(venueElementSchema),
  guests: z.array(boardGuestSchema),
  households: z.array(householdSchema),
  groups: z.array(guestGroupSchema),
});
export type SeatingBoard = z.infer<typeof seatingBoardSchema>;
