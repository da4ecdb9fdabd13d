import { z } from "zod";
import { EVENT_TYPES } from "./constants";
import { LOCALES, MAX_EVENT_LANGUAGES } from "./i18n/locales";
import { msg } from "./i18n/messages";
import { GUEST_LIST_MODES, passcodeSchema } from "./public-event";
import { ROLES } from "./roles";
import { setupProgressSchema, setupStepSchema } from "./setup-progress";
import { baseVersionSchema } from "./team";
import { optionalText, pathParam, requiredText, text } from "./text";
import { customThemeInputSchema } from "./theme";
import { updateSchema } from "./update";
import { uploadKeyPattern } from "./upload";

/** What creating an event (and the onboarding's first step) answers. */
export const EVENT_MESSAGES = {
  missingFields: msg("Missing required fields: Event title and date are required"),
  pastDate: msg("Invalid date: Event date cannot be in the past. Please choose a future date."),
  invalidDate: msg("Invalid date: Please use the format YYYY-MM-DD."),
  notFound: msg("Event not found"),
} as const;

export const FONT_STYLES = ["serif", "sans"] as const;
export const ACCENT_COLORS = ["black", "gray"] as const;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar day written YYYY-MM-DD (rejects 2025-02-30). */
export function isCalendarDate(value: string): boolean {
  if (!ISO_DATE.test(value)) return false;
  const parsed = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === value;
}

/** Today's date where the calendar is furthest behind (UTC−12). The server cannot know the owner's time
 * zone, so it refuses only a day that is already over everywhere; the browser checks its own local today. */
export function earliestToday(now: Date = new Date()): string {
  return new Date(now.getTime() - 12 * 60 * 60 * 1000).toISOString().slice(0, 10);
}

/** The browser's own today, for the date input's `min` and the step-1 check. */
export function localToday(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** Both YYYY-MM-DD, so they compare as text. */
export function isPastDate(date: string, today: string): boolean {
  return date < today;
}

const eventDate = requiredText({
  label: msg("Event date"),
  max: 100,
  required: EVENT_MESSAGES.missingFields,
}).refine(isCalendarDate, EVENT_MESSAGES.invalidDate);

const eventTime = text({ label: msg("Time"), max: 100 })
  .refine((value) => value === "" || /^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/.test(value), {
    message: msg("Time must be written HH:MM"),
  })
  .transform((value) => (value === "" ? null : value.slice(0, 5)))
  .nullish();

const COVER_KEY = uploadKeyPattern(["covers", "site", "misc"]);

/** An uploaded file's storage key or an http(s) address. */
const coverImagePath = text({ label: msg("Cover image"), max: 2000 })
  .refine((value) => value === "" || COVER_KEY.test(value) || /^https?:\/\/[^\s]+$/i.test(value), {
    message: msg("Cover image must be an uploaded image or an http(s) address"),
  })
  .transform((value) => (value === "" ? null : value))
  .nullish();

const eventFields = {
  title: requiredText({ label: msg("Event title"), max: 200, required: EVENT_MESSAGES.missingFields }),
  time: eventTime,
  description: optionalText({ label: msg("Description"), max: 5000 }),
  venue: optionalText({ label: msg("Venue name"), max: 300 }),
  address: optionalText({ label: msg("Venue address"), max: 500 }),
  coverImagePath,
  guestCount: z
    .number({ error: msg("Guest count must be a whole number") })
    .int(msg("Guest count must be a whole number"))
    .min(0, msg("Guest count cannot be negative"))
    .max(100_000, msg("Guest count is too large")),
  eventType: z.enum(EVENT_TYPES, { error: msg("Event type must be wedding, corporate, birthday or other") }),
  themeId: text({ label: msg("Theme"), max: 100 })
    .pipe(z.uuid(msg("Unknown theme")))
    .nullish(),
};

/** POST /api/events. The date must not be over yet; `customTheme` is saved in the same transaction. */
export const createEventSchema = z.object({
  ...eventFields,
  date: eventDate.refine((date) => !isPastDate(date, earliestToday()), EVENT_MESSAGES.pastDate),
  guestCount: eventFields.guestCount.default(0),
  eventType: eventFields.eventType.default("wedding"),
  customTheme: customThemeInputSchema.optional(),
});
export type CreateEventInput = z.input<typeof createEventSchema>;

/** One or two of the shipped languages, each once. */
export const eventLanguagesSchema = z
  .array(z.enum(LOCALES, { error: msg("Choose a language Seatwise speaks") }))
  .min(1, msg("Choose at least one language"))
  .max(MAX_EVENT_LANGUAGES, msg("An event has at most two languages"))
  .refine((languages) => new Set(languages).size === languages.length, msg("Choose two different languages"));

/** PATCH /api/events/:eventId: any non-empty subset. A changed date must not be in the past (checked by the
 * server, which knows the stored date: an event that has already happened can still be edited). */
export const updateEventSchema = updateSchema({
  ...eventFields,
  date: eventDate,
  showDateTime: z.boolean(),
  showVenue: z.boolean(),
  showDescription: z.boolean(),
  headingFontStyle: z.enum(FONT_STYLES),
  bodyFontStyle: z.enum(FONT_STYLES),
  accentColor: z.enum(ACCENT_COLORS),
  isPublished: z.boolean(),
  showTableMap: z.boolean(),
  guestListMode: z.enum(GUEST_LIST_MODES, { error: msg("Guest list must be all, confirmed or none") }),
  languages: eventLanguagesSchema,
  /** Blank removes the passcode. */
  passcode: passcodeSchema.transform((value) => (value === "" ? null : value)).nullable(),
  /** The event's `settingsVersion` the change was made on (a stale one is refused, 409). */
  baseVersion: baseVersionSchema,
});
export type UpdateEventInput = z.input<typeof updateEventSchema>;

/** Any text: a malformed id is simply not found (404) by the ownership guard, like another owner's. */
export const eventIdParamSchema = z.object({ eventId: pathParam(msg("Event id")) });

/** GET /api/events/current?eventId=: the event the owner chose in the switcher; without it (or when it is
 * no longer theirs) the newest. */
export const currentEventQuerySchema = z.object({ eventId: z.string().max(100).optional() });

/** POST /api/events/:eventId/setup-steps: marks one checklist step done (idempotent). */
export const addSetupStepSchema = z.object({ step: setupStepSchema });

export const eventSchema = z.object({
  id: text({ label: msg("Event id"), max: 36 }),
  title: text({ label: msg("Event title"), max: 200 }),
  date: text({ label: msg("Event date"), max: 10 }),
  time: text({ label: msg("Time"), max: 5 }).nullable(),
  description: text({ label: msg("Description"), max: 5000 }).nullable(),
  venue: text({ label: msg("Venue name"), max: 300 }).nullable(),
  address: text({ label: msg("Venue address"), max: 500 }).nullable(),
  coverImagePath: text({ label: msg("Cover image"), max: 2000 }).nullable(),
  /** Where the browser loads the cover from: the storage's public address, or the given http(s) address. */
  coverImageUrl: text({ label: msg("Cover image address"), max: 4000 }).nullable(),
  guestCount: z.number(),
  eventType: z.enum(EVENT_TYPES),
  isPublished: z.boolean(),
  showTableMap: z.boolean(),
  showDateTime: z.boolean(),
  showVenue: z.boolean(),
  showDescription: z.boolean(),
  headingFontStyle: z.enum(FONT_STYLES),
  bodyFontStyle: z.enum(FONT_STYLES),
  accentColor: z.enum(ACCENT_COLORS),
  guestListMode: z.enum(GUEST_LIST_MODES),
  /** The guest page's and the prints' languages: one or two, the first the default. */
  languages: z.array(z.enum(LOCALES)),
  passcode: z.string().nullable(),
  setupCompleted: z.array(text({ label: msg("Setup step"), max: 20 })),
  themeId: text({ label: msg("Theme"), max: 36 }).nullable(),
  /** Raised by every save of the settings or the theme: what a settings form sends back as `baseVersion`. */
  settingsVersion: z.number(),
  /** The number of the event's last change (its change log): where a screen's live stream starts. */
  version: z.number(),
  createdAt: text({ label: msg("Created at"), max: 40 }),
  updatedAt: text({ label: msg("Updated at"), max: 40 }),
});
export type Event = z.infer<typeof eventSchema>;

/** GET /api/events/current (or null when the owner has no event yet). */
export const eventSummarySchema = z.object({
  event: eventSchema,
  /** Guests on the guest list, tables saved and guests at a table; not the expected `guestCount`. */
  totals: z.object({ guests: z.number(), tables: z.number(), seated: z.number() }),
  setupProgress: setupProgressSchema,
  /** The caller's role on the event (src/shared/team.ts): what the dashboard lets them do. */
  role: z.enum(ROLES),
  /** Whether the caller created the event (the account that pays for it). */
  creator: z.boolean(),
});
export type EventSummary = z.infer<typeof eventSummarySchema>;

/** GET /api/events: the events whose team the caller is on, newest first, for the event switcher. */
export const eventListItemSchema = z.object({
  id: z.string(),
  title: z.string(),
  date: z.string(),
  eventType: z.enum(EVENT_TYPES),
  createdAt: z.string(),
  guests: z.number(),
  role: z.enum(ROLES),
});
export type EventListItem = z.infer<typeof eventListItemSchema>;
