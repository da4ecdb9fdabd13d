import { z } from "zod";
import { DEFAULT_GUEST_STATUS, GUEST_STATUSES, TABLE_CAPACITY } from "./constants";
import { MAX_TABLES } from "./tables";
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
  nameRequired: "Guest name is required",
  noEvent: "No active event found",
  notFound: "Guest not found",
  invalidEmail: "Please enter a valid email address",
  invalidStatus: "Status must be invited, confirmed or declined",
  tooMany: (max: number) =>
    `An event can have at most ${max.toLocaleString("en-US")} guests. Remove some guests first.`,
  tableNotFound: "Table not found",
  seatNumber: `Seat number must be a whole number from 1 to ${TABLE_CAPACITY.max}`,
  seatWithoutTable: "Choose a table before a seat number",
  importTooManyTables: (newTables: number, room: number) =>
    `The file names ${newTables.toLocaleString("en-US")} tables the event does not have, and there is room for ${room.toLocaleString("en-US")} more (an event has at most ${MAX_TABLES.toLocaleString("en-US")} tables).`,
  tableFull: (table: string, capacity: number) =>
    `${table} has reached its maximum capacity of ${capacity} guests.`,
  seatTaken: (seat: number, table: string, guest: string) => `Seat ${seat} at ${table} is taken by ${guest}`,
  seatBeyondCapacity: (seat: number, table: string, capacity: number) =>
    `${table} has ${capacity} seats, so there is no seat ${seat}`,
  noGuestsToExport: "There are no guests to export",
} as const;

/** An id: any 8-4-4-4-12 hex string, which is what PostgreSQL's uuid type reads. */
export const idSchema = (message: string) => z.string({ error: message }).regex(z.regexes.guid, message);

export const guestEmailSchema = optionalText({ label: "Email", max: GUEST_LIMITS.email }).refine(
  (value) => value == null || z.regexes.email.test(value),
  GUEST_MESSAGES.invalidEmail,
);

export const guestStatusSchema = z.enum(GUEST_STATUSES, { error: GUEST_MESSAGES.invalidStatus });

export const seatNumberSchema = z
  .number({ error: GUEST_MESSAGES.seatNumber })
  .int(GUEST_MESSAGES.seatNumber)
  .min(1, GUEST_MESSAGES.seatNumber)
  .max(TABLE_CAPACITY.max, GUEST_MESSAGES.seatNumber);

/** Every field of a guest the owner can set; text fields follow the shared text rule. A CSV import checks
 * its cells with these same schemas. */
export const guestFields = {
  name: requiredText({ label: "Guest name", max: GUEST_LIMITS.name, required: GUEST_MESSAGES.nameRequired }),
  email: guestEmailSchema,
  phone: optionalText({ label: "Phone", max: GUEST_LIMITS.phone }),
  status: guestStatusSchema,
  tableId: idSchema(GUEST_MESSAGES.tableNotFound).nullable(),
  seatNumber: seatNumberSchema.nullable(),
  dietaryRestrictions: optionalText({ label: "Dietary restrictions", max: GUEST_LIMITS.dietaryRestrictions }),
  notes: optionalText({ label: "Notes", max: GUEST_LIMITS.notes }),
  householdId: idSchema("Household not found").nullable(),
  groupIds: z
    .array(idSchema("Group not found"), { error: "Groups must be a list" })
    .max(GUEST_LIMITS.groups, `A guest can be in at most ${GUEST_LIMITS.groups} groups`)
    .transform((ids) => [...new Set(ids)]),
  meal: optionalText({ label: "Meal", max: GUEST_LIMITS.meal }),
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

/** PATCH /api/events/:eventId/guests/:guestId: any subset; `groupIds` replaces the guest's groups. */
export const updateGuestSchema = z.object(guestFields).partial().superRefine(seatNeedsTable);
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
