import { z } from "zod";
import { DEFAULT_GUEST_STATUS, GUEST_STATUSES, TABLE_CAPACITY } from "./constants";
import { GROUPING_MESSAGES } from "./guests-groups";
import { msg, t } from "./i18n/messages";
import { MAX_TABLES } from "./tables";
import { baseVersionSchema } from "./team";
import { optionalText, pathParam, requiredText } from "./text";

/** Guests: limits, the product's messages, and the schemas the API and the guest dialog share. */

/** An event holds at most this many guests; a write that would pass it is refused whole. */
export const MAX_GUESTS_PER_EVENT = 20_000;

export const GUEST_LIMITS = {
  name: 200,
  email: 254,
  phone: 50,
  dietaryRestrictions: 500,
  notes: 2000,
  meal: 100,
  /** Groups one guest can be in. */
  groups: 50,
} as const;

export const GUEST_MESSAGES = {
  nameRequired: msg("Guest name is required"),
  noEvent: msg("No active event found"),
  notFound: msg("Guest not found"),
  invalidEmail: msg("Please enter a valid email address"),
  invalidStatus: msg("Status must be invited, confirmed or declined"),
  tooMany: (max: number) =>
    t("An event can have at most {max, number} guests. Remove some guests first.", { max }),
  tableNotFound: msg("Table not found"),
  seatNumber: () => t("Seat number must be a whole number from 1 to {max}", { max: TABLE_CAPACITY.max }),
  seatWithoutTable: msg("Choose a table before a seat number"),
  importTooManyTables: (newTables: number, room: number) =>
    t(
      "The file names {newTables, plural, one {# table} other {# tables}} the event does not have, and there is room for {room, number} more (an event has at most {max, number} tables).",
      { newTables, room, max: MAX_TABLES },
    ),
  tableFull: (table: string, capacity: number) =>
    t("{table} has reached its maximum capacity of {capacity, plural, one {# guest} other {# guests}}.", {
      table,
      capacity,
    }),
  seatTaken: (seat: number, table: string, guest: string) =>
    t("Seat {seat} at {table} is taken by {guest}", { seat, table, guest }),
  seatBeyondCapacity: (seat: number, table: string, capacity: number) =>
    t("{table} has {capacity, plural, one {# seat} other {# seats}}, so there is no seat {seat}", {
      table,
      capacity,
      seat,
    }),
  noGuestsToExport: msg("There are no guests to export"),
  groupsList: msg("Groups must be a list"),
  tooManyGroups: () => t("A guest can be in at most {max} groups", { max: GUEST_LIMITS.groups }),
} as const;

/** An id: any 8-4-4-4-12 hex string, which is what PostgreSQL's uuid type reads. */
export const idSchema = (message: string) => z.string({ error: message }).regex(z.regexes.guid, message);

export const guestEmailSchema = optionalText({ label: msg("Email"), max: GUEST_LIMITS.email }).refine(
  (value) => value == null || z.regexes.email.test(value),
  GUEST_MESSAGES.invalidEmail,
);

export const guestStatusSchema = z.enum(GUEST_STATUSES, { error: GUEST_MESSAGES.invalidStatus });

export const seatNumberSchema = z
  .number({ error: GUEST_MESSAGES.seatNumber })
  .int({ error: GUEST_MESSAGES.seatNumber })
  .min(1, { error: GUEST_MESSAGES.seatNumber })
  .max(TABLE_CAPACITY.max, { error: GUEST_MESSAGES.seatNumber });

/** Every field of a guest the owner can set; text fields follow the shared text rule. A CSV import checks
 * its cells with these same schemas. */
export const guestFields = {
  name: requiredText({
    label: msg("Guest name"),
    max: GUEST_LIMITS.name,
    required: GUEST_MESSAGES.nameRequired,
  }),
  email: guestEmailSchema,
  phone: optionalText({ label: msg("Phone"), max: GUEST_LIMITS.phone }),
  status: guestStatusSchema,
  tableId: idSchema(GUEST_MESSAGES.tableNotFound).nullable(),
  seatNumber: seatNumberSchema.nullable(),
  dietaryRestrictions: optionalText({
    label: msg("Dietary restrictions"),
    max: GUEST_LIMITS.dietaryRestrictions,
  }),
  notes: optionalText({ label: msg("Notes"), max: GUEST_LIMITS.notes }),
  householdId: idSchema(GROUPING_MESSAGES.householdNotFound).nullable(),
  groupIds: z
    .array(idSchema(GROUPING_MESSAGES.groupNotFound), { error: GUEST_MESSAGES.groupsList })
    .max(GUEST_LIMITS.groups, { error: GUEST_MESSAGES.tooManyGroups })
    .transform((ids) => [...new Set(ids)]),
  meal: optionalText({ label: msg("Meal"), max: GUEST_LIMITS.meal }),
};

/** A seat needs a table. */
function seatNeedsTable(
  guest: { tableId?: string | null; seatNumber?: number | null },
  ctx: z.RefinementCtx,
) {
  if (guest.seatNumber != null && guest.tableId === null) {
    ctx.addIssue({ code: "custom", path: ["seatNumber"], message: GUEST_MESSAGES.seatWithoutTable });
  }
}

/** POST /api/events/:eventId/guests, and the Add New Guest dialog. */
export const createGuestSchema = z
  .object({
    ...guestFields,
    status: guestFields.status.default(DEFAULT_GUEST_STATUS),
    tableId: guestFields.tableId.default(null),
    seatNumber: guestFields.seatNumber.default(null),
    householdId: guestFields.householdId.default(null),
    groupIds: guestFields.groupIds.default([]),
  })
  .superRefine(seatNeedsTable);
export type CreateGuestInput = z.input<typeof createGuestSchema>;
export type CreateGuest = z.output<typeof createGuestSchema>;

/** PATCH /api/events/:eventId/guests/:guestId: any subset; `groupIds` replaces the guest's groups.
 * `baseVersion`: the guest's `version` the change was made on (a stale one is refused, 409). */
export const updateGuestSchema = z
  .object({ ...guestFields, baseVersion: baseVersionSchema })
  .partial()
  .superRefine(seatNeedsTable);
export type UpdateGuestInput = z.input<typeof updateGuestSchema>;
export type UpdateGuest = z.output<typeof updateGuestSchema>;

export const guestIdParamSchema = z.object({
  eventId: pathParam("Event id"),
  guestId: pathParam("Guest id"),
});

export const guestSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  status: z.enum(GUEST_STATUSES),
  tableId: z.string().nullable(),
  /** The table's per-event number ("Table {n}"); what the CSV's table_number holds. */
  tableNumber: z.number().nullable(),
  seatNumber: z.number().nullable(),
  dietaryRestrictions: z.string().nullable(),
  notes: z.string().nullable(),
  householdId: z.string().nullable(),
  groupIds: z.array(z.string()),
  meal: z.string().nullable(),
  /** Raised by every change to the guest: what an edit sends back as its `baseVersion`. */
  version: z.number(),
  /** When their invitation last answered on the guest page (milliseconds since 1970), null before. */
  rsvpAt: z.number().nullable(),
  /** Named as a plus-one by their household's answer (docs/decisions/028-rsvp.md). */
  plusOne: z.boolean(),
});
export type Guest = z.infer<typeof guestSchema>;

/** A table as the guest list shows and offers it: "Table {number}", its capacity and how many sit there. */
export const tableOptionSchema = z.object({
  id: z.string(),
  number: z.number(),
  name: z.string(),
  capacity: z.number(),
  seated: z.number(),
});
export type TableOption = z.infer<typeof tableOptionSchema>;
