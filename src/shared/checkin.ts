import { z } from "zod";
import { GUEST_LIMITS, GUEST_MESSAGES, idSchema, seatNumberSchema } from "./guests";
import { GROUPING_MESSAGES } from "./guests-groups";
import { msg, t } from "./i18n/messages";
import { requiredText, text } from "./text";

/**
 * Day-of check-in (docs/decisions/029-check-in.md): the check-in screen's list, arrivals (one guest, a
 * household, or a batch of operations as an offline phone will send them), walk-ins and moves into a
 * no-show's seat. Arrival is its own field, apart from the RSVP status.
 */

export const CHECKIN_LIMITS = {
  /** Operations in one sync batch: an evening's worth for one phone, small enough to apply in one go. */
  batch: 500,
  device: 64,
  /** An operation's time is taken back at most this far (a phone offline all evening) … */
  maxAgeMs: 24 * 60 * 60 * 1000,
} as const;

export const CHECKIN_MESSAGES = {
  guestNotFound: GUEST_MESSAGES.notFound,
  householdNotFound: GROUPING_MESSAGES.householdNotFound,
  oneTarget: msg("Name one guest or one household"),
  batchTooLarge: () =>
    t("A sync sends at most {max, number} check-ins at a time", { max: CHECKIN_LIMITS.batch }),
  invalidTime: msg("A time must be an ISO 8601 date and time"),
  invalidOp: msg("An operation is check-in or undo"),
  arrived: (guest: string) => t("{guest} has arrived: their seat is not free", { guest }),
  notSeated: (guest: string) => t("{guest} has no seat to give", { guest }),
  sameGuest: msg("Choose someone else's seat"),
  idTaken: msg("This id belongs to another guest"),
  oneSeat: msg("Choose a free seat or the seat of someone who has not come"),
  timesTogether: msg("A time needs the time it was sent"),
  alreadySeated: (guest: string) => t("{guest} already has a seat", { guest }),
} as const;

const isoTime = z.iso.datetime({ offset: true, error: CHECKIN_MESSAGES.invalidTime });
const device = text({ label: msg("Device"), max: CHECKIN_LIMITS.device });
const seatSchema = z
  .object({ tableId: idSchema(GUEST_MESSAGES.tableNotFound), seatNumber: seatNumberSchema })
  .strict();

/** POST …/checkin/arrivals: check one guest or a whole household in (`arrived: true`) or undo it. */
export const arrivalInputSchema = z
  .object({
    guestId: idSchema(CHECKIN_MESSAGES.guestNotFound).optional(),
    householdId: idSchema(CHECKIN_MESSAGES.householdNotFound).optional(),
    arrived: z.boolean(),
    device: device.optional(),
  })
  .strict()
  .refine((input) => (input.guestId ? 1 : 0) + (input.householdId ? 1 : 0) === 1, {
    error: CHECKIN_MESSAGES.oneTarget,
    path: ["householdId"],
  });
export type ArrivalInput = z.input<typeof arrivalInputSchema>;

export const ARRIVAL_OPS = ["check-in", "undo"] as const;
export type ArrivalOp = (typeof ARRIVAL_OPS)[number];

/** One operation as a phone recorded it: its own clock's time and its name. */
export const arrivalOperationSchema = z
  .object({
    guestId: idSchema(CHECKIN_MESSAGES.guestNotFound),
    op: z.enum(ARRIVAL_OPS, { error: CHECKIN_MESSAGES.invalidOp }),
    at: isoTime,
    device: device.optional(),
  })
  .strict();
export type ArrivalOperation = z.infer<typeof arrivalOperationSchema>;

/** POST …/checkin/sync: a phone's queued operations, in any order, sent again safely. `sentAt` is the phone's
 * clock when it sent them: the server moves every time by the phone's error (a clock a day wrong). */
export const arrivalSyncSchema = z
  .object({
    sentAt: isoTime,
    ops: z.array(arrivalOperationSchema).max(CHECKIN_LIMITS.batch, { error: CHECKIN_MESSAGES.batchTooLarge }),
  })
  .strict();
export type ArrivalSync = z.input<typeof arrivalSyncSchema>;

/** POST …/checkin/walk-ins: someone at the door who is not on the list. Without `seat`, the best free seat
 * (proposeSeat); `seat: null` adds them without one; a seat given must still be free (409 otherwise);
 * `noShowId`: the seat of a guest who has not come, who is unseated in the same transaction. An offline phone
 * sends `id` (made on the phone: the guest's id, so sending it again never adds a second guest) and `at`, the
 * phone's time of the walk-in, with `sentAt` (its clock when sending), corrected as a sync's times are. */
export const walkInSchema = z
  .object({
    id: idSchema(CHECKIN_MESSAGES.guestNotFound).optional(),
    name: requiredText({ label: msg("Name"), max: GUEST_LIMITS.name, required: GUEST_MESSAGES.nameRequired }),
    withGuestId: idSchema(CHECKIN_MESSAGES.guestNotFound).nullish(),
    seat: seatSchema.nullish(),
    noShowId: idSchema(CHECKIN_MESSAGES.guestNotFound).nullish(),
    device: device.optional(),
    at: isoTime.optional(),
    sentAt: isoTime.optional(),
  })
  .strict()
  .refine((input) => (input.at === undefined) === (input.sentAt === undefined), {
    error: CHECKIN_MESSAGES.timesTogether,
    path: ["sentAt"],
  });
export type WalkInInput = z.input<typeof walkInSchema>;

export const seatProposalQuerySchema = z.object({
  withGuestId: idSchema(CHECKIN_MESSAGES.guestNotFound).optional(),
});

/** POST …/checkin/take-seat: `guestId`, here without a seat, takes the seat of `noShowId` (who has not arrived
 * and is unseated) or a free `seat`. */
export const takeSeatSchema = z
  .object({
    guestId: idSchema(CHECKIN_MESSAGES.guestNotFound),
    noShowId: idSchema(CHECKIN_MESSAGES.guestNotFound).optional(),
    seat: seatSchema.optional(),
  })
  .strict()
  .refine((input) => (input.noShowId ? 1 : 0) + (input.seat ? 1 : 0) === 1, {
    error: CHECKIN_MESSAGES.oneSeat,
    path: ["noShowId"],
  })
  .refine((input) => input.guestId !== input.noShowId, {
    error: CHECKIN_MESSAGES.sameGuest,
    path: ["noShowId"],
  });
export type TakeSeatInput = z.input<typeof takeSeatSchema>;

/** A guest as the check-in screen shows them: no contact details, notes or meals. */
export interface CheckinGuest {
  id: string;
  name: string;
  status: "invited" | "confirmed" | "declined";
  householdId: string | null;
  householdName: string | null;
  tableId: string | null;
  seatNumber: number | null;
  arrivedAt: string | null;
  walkIn: boolean;
}

export interface CheckinTable {
  id: string;
  number: number;
  name: string;
  capacity: number;
}

export interface CheckinList {
  guests: CheckinGuest[];
  tables: CheckinTable[];
}

/** The guests an arrival write changed (the screen merges them into its list). */
export interface ArrivalResult {
  guests: CheckinGuest[];
}

export type ArrivalOutcome = "applied" | "unchanged" | "not_found";

export interface ArrivalSyncResult {
  /** One per operation, in the order sent. */
  outcomes: ArrivalOutcome[];
  guests: CheckinGuest[];
}

export type SeatProposalReason = "companion" | "household" | "group" | "emptiest";

export interface SeatProposal {
  tableId: string;
  seatNumber: number;
  reason: SeatProposalReason;
}

export interface WalkInResult {
  guest: CheckinGuest;
}

/** Arrived and expected guests, overall and per table, for the board, the floor plan and the caterer. */
export interface ArrivalCounts {
  arrived: number;
  expected: number;
  walkIns: number;
  /** Per table; `arrivedSeats`: the seat numbers of those here (the floor plan colours them). */
  tables: { tableId: string; arrived: number; expected: number; capacity: number; arrivedSeats: number[] }[];
}
