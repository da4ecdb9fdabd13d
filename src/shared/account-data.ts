import { z } from "zod";
import { GUEST_STATUSES, MB, TABLE_CAPACITY, TABLE_SHAPES } from "./constants";
import { EVENT_MESSAGES, eventLanguagesSchema, eventSchema, isCalendarDate } from "./event";
import { GUEST_LIMITS, GUEST_MESSAGES, MAX_GUESTS_PER_EVENT } from "./guests";
import { GROUP_IMPORTANCES, GROUP_NAME_MAX, HOUSEHOLD_NAME_MAX } from "./guests-groups";
import { msg, t } from "./i18n/messages";
import { printOptionsSchema } from "./print/options";
import { SNAPSHOT_KINDS, snapshotCardSchema } from "./print/snapshot";
import { ROLES } from "./roles";
import { MAX_PLUS_ONES, rsvpSettingsSchema } from "./rsvp";
import { MAX_SEATING_RULES, SEATING_RULE_KINDS, SEATING_RULE_STRENGTHS } from "./seating-rules";
import {
  ELEMENT_LABEL_MAX,
  MAX_TABLES,
  MAX_VENUE_ELEMENTS,
  TABLE_NAME_MAX,
  VENUE_ELEMENT_KINDS,
} from "./tables";
import { text } from "./text";
import { customThemeInputSchema } from "./theme";

/**
 * "Take your data" (docs/decisions/027-take-your-data.md): the zip of Download my data, which Import an event
 * reads back. Its manifest.json names the format and its version; each event is a folder of event.json (the
 * document below), guests.csv, floor-plan.svg and uploads/.
 */
export const ACCOUNT_DATA_FORMAT = "seatwise-account-data";
export const ACCOUNT_DATA_VERSION = 1;
/** The versions this build reads. */
export const ACCOUNT_DATA_VERSIONS = [1] as const;

/** The largest zip an import takes (refused while it streams in), what its entries may hold once inflated,
 * and how many entries it may list: checked from the zip's directory before anything is inflated. */
export const MAX_IMPORT_ZIP_MB = 100;
export const MAX_IMPORT_UNZIPPED_BYTES = 300 * MB;
export const MAX_IMPORT_ENTRIES = 5_000;

export const ACCOUNT_DATA_MESSAGES = {
  notOurs: msg(
    "This file is not a Seatwise data download (a zip with a manifest.json from Download my data)",
  ),
  unknownVersion: (version: unknown) =>
    t("This data download is format version {version}; this Seatwise reads version {versions}", {
      version: String(version),
      versions: ACCOUNT_DATA_VERSIONS.join(", "),
    }),
  tooLarge: () => t("The file must be less than {max}MB", { max: MAX_IMPORT_ZIP_MB }),
  tooLargeUnzipped: msg("The zip expands to more than an import may hold"),
  badPath: msg("The zip holds a file outside its own folders; it was not imported"),
  badJson: (file: string) => t("{file} in the zip is not valid JSON", { file }),
  invalid: (file: string, problem: string) => t("{file} in the zip: {problem}", { file, problem }),
  chooseEvent: msg("This download holds several events: choose the one to import"),
  noEvent: msg("This download holds no event to import"),
  missingFile: (file: string) => t("The zip has no {file}", { file }),
  badReference: msg("The event's guests, tables or rules refer to one another inconsistently"),
  notZip: msg("Choose a .zip file from Download my data"),
  confirmation: msg("Type your e-mail address exactly as shown to confirm"),
  lastAdmin: msg(
    "You are the only administrator. Make someone else an administrator before deleting your account.",
  ),
} as const;

const name = (label: string, max: number) => text({ label, max });
const nullableText = (label: string, max: number) => text({ label, max }).nullable();
const id = z.string().min(1).max(100);
const coordinate = z.number().min(0).max(10_000);
const rotation = z.number().min(0).lt(360);

/** The event as the API answers it (src/shared/event.ts), less what is the installation's own (ids, versions,
 * dates of the rows), with the cover as a file of the folder and the theme preset by name. */
export const exportedEventSettingsSchema = eventSchema
  .pick({
    time: true,
    description: true,
    venue: true,
    address: true,
    eventType: true,
    isPublished: true,
    showTableMap: true,
    showDateTime: true,
    showVenue: true,
    showDescription: true,
    headingFontStyle: true,
    bodyFontStyle: true,
    accentColor: true,
    guestListMode: true,
  })
  .extend({
    title: name(msg("Event title"), 200).refine((value) => value.length > 0, EVENT_MESSAGES.missingFields),
    date: z.string().refine(isCalendarDate, EVENT_MESSAGES.invalidDate),
    /** A file of the event's folder (`uploads/cover.png`), an http(s) address, or null. */
    cover: nullableText(msg("Cover image"), 2000),
    guestCount: z.number().int().min(0).max(100_000),
    passcode: nullableText(msg("Passcode"), 100),
    languages: eventLanguagesSchema,
    setupCompleted: z.array(z.string().max(20)).max(20),
    /** The theme preset's name (presets' ids differ between installations). */
    themeName: nullableText(msg("Theme"), 200),
  });

const exportedEventObject = z.object({
  /** The exporter's role: what this document holds (docs/decisions/027-take-your-data.md). */
  role: z.enum(ROLES),
  event: exportedEventSettingsSchema,
  customTheme: customThemeInputSchema.nullable().default(null),
  /** Event Settings' RSVP section (absent from downloads made before RSVP). The invitations' link codes are
   * not part of it: an imported event gets new ones. */
  rsvp: rsvpSettingsSchema.omit({ baseVersion: true }).optional(),
  households: z
    .array(
      z.object({
        id,
        name: name(msg("Household"), HOUSEHOLD_NAME_MAX),
        plusOnes: z.number().int().min(0).max(MAX_PLUS_ONES).default(0),
      }),
    )
    .max(MAX_GUESTS_PER_EVENT)
    .default([]),
  groups: z
    .array(
      z.object({ id, name: name(msg("Group name"), GROUP_NAME_MAX), importance: z.enum(GROUP_IMPORTANCES) }),
    )
    .max(MAX_GUESTS_PER_EVENT)
    .default([]),
  tables: z
    .array(
      z.object({
        id,
        number: z.number().int().min(1).max(100_000),
        name: name(msg("Table name"), TABLE_NAME_MAX),
        capacity: z.number().int().min(TABLE_CAPACITY.min).max(TABLE_CAPACITY.max),
        shape: z.enum(TABLE_SHAPES),
        x: coordinate,
        y: coordinate,
        rotation,
        isHead: z.boolean(),
      }),
    )
    .max(MAX_TABLES, { error: () => t("At most {max} tables", { max: MAX_TABLES }) })
    .default([]),
  venueElements: z
    .array(
      z.object({
        kind: z.enum(VENUE_ELEMENT_KINDS),
        label: name(msg("Label"), ELEMENT_LABEL_MAX),
        x: coordinate,
        y: coordinate,
        width: z.number().min(10).max(2000),
        height: z.number().min(10).max(2000),
        rotation,
        sortOrder: z.number().int(),
      }),
    )
    .max(MAX_VENUE_ELEMENTS, { error: () => t("At most {max} venue elements", { max: MAX_VENUE_ELEMENTS }) })
    .default([]),
  guests: z
    .array(
      z.object({
        id,
        name: name(msg("Guest name"), GUEST_LIMITS.name).refine(
          (value) => value.length > 0,
          GUEST_MESSAGES.nameRequired,
        ),
        email: nullableText(msg("Email"), GUEST_LIMITS.email),
        phone: nullableText(msg("Phone"), GUEST_LIMITS.phone),
        status: z.enum(GUEST_STATUSES),
        tableId: id.nullable(),
        seatNumber: z.number().int().min(1).max(TABLE_CAPACITY.max).nullable(),
        dietaryRestrictions: nullableText(msg("Dietary restrictions"), GUEST_LIMITS.dietaryRestrictions),
        notes: nullableText(msg("Notes"), GUEST_LIMITS.notes),
        householdId: id.nullable(),
        groupIds: z.array(id).max(GUEST_LIMITS.groups),
        meal: nullableText(msg("Meal"), GUEST_LIMITS.meal),
        seatLocked: z.boolean(),
        /** Pinned to their seat (files written before seat pins have none). */
        seatNumberLocked: z.boolean().default(false),
        /** Named by their household in its RSVP answer. */
        plusOne: z.boolean().default(false),
        /** When the guest's own answer came through RSVP (null: none, or typed by the hosts). */
        rsvpAt: z.iso.datetime({ offset: true }).nullable().default(null),
        /** Day-of check-in: when the guest arrived (null: not, or not yet), and whether they came unlisted. */
        arrivedAt: z.iso.datetime({ offset: true }).nullable().default(null),
        walkIn: z.boolean().default(false),
      }),
    )
    .max(MAX_GUESTS_PER_EVENT, {
      error: () =>
        t("An event can have at most {max, number} guests. Remove some guests first.", {
          max: MAX_GUESTS_PER_EVENT,
        }),
    })
    .default([]),
  seatingRules: z
    .array(
      z.object({
        guestAId: id,
        guestBId: id,
        kind: z.enum(SEATING_RULE_KINDS),
        strength: z.enum(SEATING_RULE_STRENGTHS),
      }),
    )
    .max(MAX_SEATING_RULES)
    .default([]),
  printSnapshots: z
    .array(
      z.object({
        kind: z.enum(SNAPSHOT_KINDS),
        cards: z.array(snapshotCardSchema).max(MAX_GUESTS_PER_EVENT),
        options: printOptionsSchema,
        printedAt: z.iso.datetime({ offset: true }),
      }),
    )
    .max(SNAPSHOT_KINDS.length)
    .default([]),
});
export const exportedEventSchema = exportedEventObject.refine(consistentReferences, {
  error: ACCOUNT_DATA_MESSAGES.badReference,
});
export type ExportedEvent = z.input<typeof exportedEventSchema>;
export type ImportedEvent = z.output<typeof exportedEventSchema>;

/** Every id is unique in its list and every reference names a row of the document. */
function consistentReferences(doc: z.output<typeof exportedEventObject>): boolean {
  const ids = (rows: { id: string }[]) => {
    const set = new Set(rows.map((row) => row.id));
    return set.size === rows.length ? set : null;
  };
  const [tableIds, households, groups, guests] = [
    ids(doc.tables),
    ids(doc.households),
    ids(doc.groups),
    ids(doc.guests),
  ];
  if (!tableIds || !households || !groups || !guests) return false;
  const seats = new Set<string>();
  const capacity = new Map(doc.tables.map((table) => [table.id, table.capacity]));
  const seated = new Map<string, number>();
  for (const guest of doc.guests) {
    if (guest.tableId !== null) {
      const room = capacity.get(guest.tableId);
      const count = (seated.get(guest.tableId) ?? 0) + 1;
      if (room === undefined || count > room || (guest.seatNumber ?? 0) > room) return false;
      seated.set(guest.tableId, count);
    }
    if (guest.householdId !== null && !households.has(guest.householdId)) return false;
    if (!guest.groupIds.every((group) => groups.has(group))) return false;
    if (guest.seatNumber !== null) {
      const seat = `${guest.tableId}|${guest.seatNumber}`;
      if (guest.tableId === null || seats.has(seat)) return false;
      seats.add(seat);
    }
  }
  const numbers = new Set(doc.tables.map((table) => table.number));
  if (numbers.size !== doc.tables.length) return false;
  return doc.seatingRules.every(
    (rule) => rule.guestAId !== rule.guestBId && guests.has(rule.guestAId) && guests.has(rule.guestBId),
  );
}

export const manifestEventSchema = z.object({
  /** The event's folder in the zip: `events/{n}`. */
  folder: z.string().regex(/^events\/\d{1,5}$/),
  title: z.string().max(200),
  date: z.string().max(10),
  role: z.enum(ROLES),
});
export type ManifestEvent = z.infer<typeof manifestEventSchema>;

export const manifestSchema = z.object({
  format: z.literal(ACCOUNT_DATA_FORMAT),
  version: z.number().int(),
  exportedAt: z.string().max(40),
  events: z.array(manifestEventSchema).max(MAX_IMPORT_ENTRIES),
});
export type Manifest = z.infer<typeof manifestSchema>;

/** POST /api/account/import?event=N: which of the manifest's events (from 0); needed when it holds several. */
export const importEventQuerySchema = z.object({
  event: z
    .string()
    .regex(/^\d{1,5}$/)
    .transform(Number)
    .optional(),
});

/** DELETE /api/account: the person's e-mail address, typed to confirm. */
export const deleteAccountSchema = z.object({
  confirmation: z.string({ error: ACCOUNT_DATA_MESSAGES.confirmation }).max(400),
});
export type DeleteAccountInput = z.input<typeof deleteAccountSchema>;

/** Whether the typed confirmation is the account's e-mail address (any case, outer blanks ignored). */
export function confirmsDeletion(typed: string, email: string): boolean {
  return typed.trim().toLowerCase() === email.trim().toLowerCase();
}

/** POST /api/account/import's answer. */
export interface ImportedEventResult {
  eventId: string;
  title: string;
  guests: number;
  tables: number;
}
