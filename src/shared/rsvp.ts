import { z } from "zod";
import { msg, t } from "./i18n/messages";
import { optionalText, requiredText, text } from "./text";

/**
 * RSVP on the guest page (docs/decisions/028-rsvp.md): each invitation — a household, or a guest in none —
 * answers for itself through its code, found by a full name or opened from its personal link. Answers change
 * only the members' attendance, meal and dietary needs, and the names of the plus-ones the owner allowed.
 */

/** Meal choices an event's menu holds at most, and the lengths of what guests and owners type. */
export const MAX_MENU_CHOICES = 12;
export const MEAL_NAME_MAX = 80;
export const MEAL_DESCRIPTION_MAX = 200;
export const DIETARY_MAX = 500;
export const MAX_PLUS_ONES = 5;
export const RSVP_CONTACT_MAX = 200;
export const RSVP_NAME_MAX = 200;

export const RSVP_MESSAGES = {
  notFound: msg("We couldn't find that name — type it as on your invitation"),
  needEmail: msg("More than one invitation has this name: type the e-mail address the hosts have for you"),
  closed: msg("Responses are closed"),
  notCollecting: msg("This event does not collect responses here"),
  invalidCode: msg("This link is not valid. Ask the hosts for a new one."),
  notMember: msg("Answer only for the people on your invitation"),
  mealNotOnMenu: msg("Choose a meal from the menu"),
  tooManyPlusOnes: (count: number) =>
    t("Your invitation allows at most {count, plural, one {# guest} other {# guests}} more", { count }),
  nameRequired: msg("Type your name as on your invitation"),
  plusOneNameRequired: msg("Name your guest"),
  deadlineInvalid: msg("Choose a valid date and time for the deadline"),
  timeZoneInvalid: msg("Choose a time zone"),
  menuDuplicate: msg("Each meal needs its own name"),
  preview: msg("This is a preview: guests can send their answers once the page is published."),
} as const;

const mealSchema = z.object({
  id: z.string().max(40).optional(),
  name: requiredText({ label: msg("Meal"), max: MEAL_NAME_MAX, required: msg("Name the meal") }),
  description: text({ label: msg("Meal description"), max: MEAL_DESCRIPTION_MAX }).default(""),
});
export type MenuChoice = { id: string; name: string; description: string };

/** The time zone an event's times are in: an IANA name this runtime knows. */
export const timeZoneSchema = z
  .string({ error: RSVP_MESSAGES.timeZoneInvalid })
  .max(64)
  .refine((zone) => {
    try {
      new Intl.DateTimeFormat("en", { timeZone: zone });
      return true;
    } catch {
      return false;
    }
  }, RSVP_MESSAGES.timeZoneInvalid)
  .meta({ examples: ["Europe/Madrid"] });

/** PUT /api/events/:eventId/rsvp: the owner's RSVP section of Event Settings. The deadline is a date and a
 * time of day in the event's time zone. */
export const rsvpSettingsSchema = z.object({
  enabled: z.boolean({ error: msg("Collect RSVPs must be on or off") }),
  deadline: z
    .string({ error: RSVP_MESSAGES.deadlineInvalid })
    .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/, RSVP_MESSAGES.deadlineInvalid)
    .nullable()
    .default(null),
  timeZone: timeZoneSchema,
  askDietary: z.boolean({ error: msg("Ask for dietary needs must be on or off") }).default(true),
  menu: z
    .array(mealSchema, { error: msg("The menu must be a list") })
    .max(MAX_MENU_CHOICES, { error: () => t("At most {max} meals", { max: MAX_MENU_CHOICES }) })
    .default([])
    .refine(
      (menu) => new Set(menu.map((meal) => meal.name.toLowerCase())).size === menu.length,
      RSVP_MESSAGES.menuDuplicate,
    ),
  contact: optionalText({ label: msg("Whom to contact"), max: RSVP_CONTACT_MAX }),
  baseVersion: z.number().int().min(0).optional(),
});
export type RsvpSettingsInput = z.input<typeof rsvpSettingsSchema>;

export interface RsvpSettings {
  enabled: boolean;
  /** Local date and time in `timeZone` ("2027-05-01T18:00"), and the instant it is. */
  deadline: string | null;
  deadlineAt: string | null;
  timeZone: string;
  askDietary: boolean;
  menu: MenuChoice[];
  contact: string | null;
}

/** POST /api/public/events/:eventId/rsvp/find: a full name as the hosts listed it, and the e-mail they have
 * when two invitations share it. */
export const findInvitationSchema = z.object({
  name: requiredText({ label: msg("Name"), max: RSVP_NAME_MAX, required: RSVP_MESSAGES.nameRequired }),
  email: text({ label: msg("Email"), max: 254 }).optional(),
});

const answerMemberSchema = z
  .object({
    guestId: z.string().max(100),
    attending: z.boolean({ error: msg("Say whether each person attends") }),
    meal: z.string().max(40).nullable().default(null),
    dietary: optionalText({ label: msg("Dietary needs"), max: DIETARY_MAX }),
  })
  .strict();

const plusOneSchema = z
  .object({
    guestId: z.string().max(100).optional(),
    name: requiredText({
      label: msg("Guest name"),
      max: RSVP_NAME_MAX,
      required: RSVP_MESSAGES.plusOneNameRequired,
    }),
    meal: z.string().max(40).nullable().default(null),
    dietary: optionalText({ label: msg("Dietary needs"), max: DIETARY_MAX }),
  })
  .strict();

/** PUT /api/public/events/:eventId/rsvp/:code: the invitation's answer, whole. Nothing else may be sent: a
 * table, a seat or a note is refused, not ignored. `basis` is the `answeredAt` the form showed (null: no
 * answer yet): an answer sent meanwhile from another phone is replaced all the same, and the reply says so. */
export const rsvpAnswerSchema = z
  .object({
    basis: z.iso
      .datetime({ error: msg("Invalid input") })
      .nullable()
      .optional(),
    members: z.array(answerMemberSchema).max(50),
    plusOnes: z
      .array(plusOneSchema)
      .max(MAX_PLUS_ONES, { error: () => RSVP_MESSAGES.tooManyPlusOnes(MAX_PLUS_ONES) })
      .default([]),
  })
  .strict();
export type RsvpAnswerInput = z.input<typeof rsvpAnswerSchema>;

/** One invitation as its code opens it: its people, their answers, what the event asks. */
export interface RsvpInvitation {
  code: string;
  name: string;
  members: {
    guestId: string;
    name: string;
    attending: boolean | null;
    meal: string | null;
    dietary: string | null;
    plusOne: boolean;
  }[];
  plusOnesAllowed: number;
  answeredAt: string | null;
  open: boolean;
  settings: Pick<RsvpSettings, "deadline" | "deadlineAt" | "timeZone" | "askDietary" | "menu" | "contact">;
}

/** The reply to an answer: the invitation as it now stands, and when the answer it replaced was sent from
 * another phone while this one was being filled in (null when the form showed the latest answer). */
export interface RsvpAnswered extends RsvpInvitation {
  replacedAt: string | null;
}

/** POST /api/events/:eventId/rsvp/links/regenerate: a new link code for one invitation. */
export const regenerateLinkSchema = z.object({
  kind: z.enum(["household", "guest"]),
  id: z.uuid(),
});

/** PUT /api/events/:eventId/households/:householdId/plus-ones. */
export const plusOnesSchema = z.object({
  plusOnes: z
    .number({ error: () => t("Plus-ones must be between 0 and {max}", { max: MAX_PLUS_ONES }) })
    .int()
    .min(0, { error: () => t("Plus-ones must be between 0 and {max}", { max: MAX_PLUS_ONES }) })
    .max(MAX_PLUS_ONES, { error: () => t("Plus-ones must be between 0 and {max}", { max: MAX_PLUS_ONES }) }),
});

export interface RsvpLink {
  kind: "household" | "guest";
  id: string;
  name: string;
  code: string | null;
  plusOnes: number;
  answeredAt: string | null;
}

/** The path of an invitation's personal link. */
export const rsvpPath = (eventId: string, code: string) =>
  `/event/${encodeURIComponent(eventId)}/rsvp/${encodeURIComponent(code)}`;

/** The owner's RSVP e-mails: an invitation to those never written to, a reminder to the others. */
export const RSVP_MAIL_KINDS = ["invitation", "reminder"] as const;
export type RsvpMailKind = (typeof RSVP_MAIL_KINDS)[number];
export const rsvpMailSchema = z.object({
  kind: z.enum(RSVP_MAIL_KINDS, { error: msg("Choose invitations or reminders") }),
});

export const RSVP_MAIL_MESSAGES = {
  noMailServer: msg("Sending e-mails needs a mail server: ask whoever runs Seatwise to set SMTP_URL"),
  notCollecting: msg("Turn on Collect RSVPs and publish the guest page before sending e-mails"),
  badUnsubscribe: msg("This unsubscribe link is not valid"),
} as const;

/** What the owner's e-mail card shows. */
export interface RsvpMailStatus {
  canSend: boolean;
  invitations: number;
  reminders: number;
}

/** The unsubscribe link of an RSVP e-mail. */
export const unsubscribePath = (eventId: string, email: string, token: string) =>
  `/api/public/events/${encodeURIComponent(eventId)}/rsvp/unsubscribe?email=${encodeURIComponent(email)}&token=${encodeURIComponent(token)}`;
