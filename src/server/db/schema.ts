import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { DEFAULT_CUSTOM_THEME, type EventType, type GuestStatus, type TableShape } from "@/shared/constants";
import type { GroupImportance } from "@/shared/guests-groups";
import type { HistoryEntity, PlanSnapshot, VersionReason } from "@/shared/history";
import type { Locale } from "@/shared/i18n/locales";
import type { ChangeTargets } from "@/shared/live";
import type { PricingPlan } from "@/shared/pricing";
import type { PrintOptions } from "@/shared/print/options";
import type { SnapshotCard, SnapshotKind } from "@/shared/print/snapshot";
import type { GuestListMode } from "@/shared/public-event";
import type { Role } from "@/shared/roles";
import type { MenuChoice } from "@/shared/rsvp";
import type { SeatingRuleKind, SeatingRuleStrength } from "@/shared/seating-rules";
import type { SupportStatus } from "@/shared/support";
import type { VenueElementKind } from "@/shared/tables";

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
const updatedAt = () =>
  timestamp("updated_at", { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());

// ── Better Auth (https://www.better-auth.com/docs/concepts/database), admin plugin fields included ──

export const user = pgTable(
  "user",
  {
    id: text("id").primaryKey(),
    name: text("name").notNull(),
    email: text("email").notNull().unique(),
    emailVerified: boolean("email_verified").notNull().default(false),
    image: text("image"),
    role: text("role").notNull().default("user"),
    banned: boolean("banned").default(false),
    banReason: text("ban_reason"),
    banExpires: timestamp("ban_expires", { withTimezone: true }),
    lastSignInAt: timestamp("last_sign_in_at", { withTimezone: true }),
    /** The language of the owner's screens and e-mails (src/shared/i18n/locales.ts); null until chosen. */
    locale: text("locale").$type<Locale>(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  // The admin's user list pages through accounts newest first.
  (t) => [index("user_created_at_idx").on(t.createdAt)],
);

export const session = pgTable(
  "session",
  {
    id: text("id").primaryKey(),
    token: text("token").notNull().unique(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
    impersonatedBy: text("impersonated_by"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("session_user_id_idx").on(t.userId)],
);

export const account = pgTable(
  "account",
  {
    id: text("id").primaryKey(),
    accountId: text("account_id").notNull(),
    providerId: text("provider_id").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    accessToken: text("access_token"),
    refreshToken: text("refresh_token"),
    idToken: text("id_token"),
    accessTokenExpiresAt: timestamp("access_token_expires_at", { withTimezone: true }),
    refreshTokenExpiresAt: timestamp("refresh_token_expires_at", { withTimezone: true }),
    scope: text("scope"),
    password: text("password"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("account_user_id_idx").on(t.userId)],
);

export const verification = pgTable(
  "verification",
  {
    id: text("id").primaryKey(),
    identifier: text("identifier").notNull(),
    value: text("value").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("verification_identifier_idx").on(t.identifier)],
);

/** Better Auth's rate-limit counters live in the database so several server instances share them. */
export const rateLimit = pgTable("rate_limit", {
  id: text("id").primaryKey(),
  key: text("key").notNull().unique(),
  count: integer("count").notNull(),
  lastRequest: bigint("last_request", { mode: "number" }).notNull(),
});

// ── Seatwise ──

export const themes = pgTable("themes", {
  id: uuid("id").primaryKey().defaultRandom(),
  name: text("name").notNull().unique(),
  description: text("description").notNull().default(""),
  colors: jsonb("colors")
    .$type<{ primary: string; secondary: string; accent: string; text: string; background: string }>()
    .notNull(),
  fonts: jsonb("fonts").$type<{ heading: string; body: string }>().notNull(),
  sortOrder: integer("sort_order").notNull().default(0),
  createdAt: createdAt(),
});

export const events = pgTable(
  "events",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    date: date("date").notNull(),
    time: text("time"),
    description: text("description"),
    coverImagePath: text("cover_image_path"),
    address: text("address"),
    venue: text("venue"),
    guestCount: integer("guest_count").notNull().default(0),
    eventType: text("event_type").$type<EventType>().notNull().default("wedding"),
    isPublished: boolean("is_published").notNull().default(false),
    showTableMap: boolean("show_table_map").notNull().default(false),
    showDateTime: boolean("show_date_time").notNull().default(true),
    showVenue: boolean("show_venue").notNull().default(true),
    showDescription: boolean("show_description").notNull().default(true),
    headingFontStyle: text("heading_font_style").$type<"serif" | "sans">().notNull().default("serif"),
    bodyFontStyle: text("body_font_style").$type<"serif" | "sans">().notNull().default("sans"),
    accentColor: text("accent_color").$type<"black" | "gray">().notNull().default("black"),
    setupCompleted: text("setup_completed").array().notNull().default(sql`'{}'::text[]`),
    /** What the public guest page lists: every guest, only confirmed ones, or none (search only). */
    guestListMode: text("guest_list_mode").$type<GuestListMode>().notNull().default("all"),
    /** The guest page's optional passcode, kept readable so the owner can print it (015-public-guest-page). */
    passcode: text("passcode"),
    /** The guest page's and the prints' languages, one or two, the first the default. */
    languages: text("languages").array().$type<Locale[]>().notNull().default(sql`'{en}'::text[]`),
    themeId: uuid("theme_id").references(() => themes.id, { onDelete: "set null" }),
    /** The number of the event's last change (event_changes.version): 0 before the first. */
    version: integer("version").notNull().default(0),
    /** The settings' (and the theme's) version and who saved them last, for stale-write checks. */
    settingsVersion: integer("settings_version").notNull().default(1),
    settingsUpdatedBy: text("settings_updated_by"),
    /** The floor plan's version and who saved it last. */
    layoutVersion: integer("layout_version").notNull().default(1),
    layoutUpdatedBy: text("layout_updated_by"),
    /** The time zone the event's times are in (IANA), for the RSVP deadline (docs/decisions/028-rsvp.md). */
    timeZone: text("time_zone").notNull().default("UTC"),
    /** RSVP on the guest page: on or off, the deadline (local date and time in `timeZone`, and the instant),
     * whether dietary needs are asked, the menu, and whom guests contact once responses are closed. */
    rsvpEnabled: boolean("rsvp_enabled").notNull().default(false),
    rsvpDeadline: text("rsvp_deadline"),
    rsvpDeadlineAt: timestamp("rsvp_deadline_at", { withTimezone: true }),
    rsvpAskDietary: boolean("rsvp_ask_dietary").notNull().default(true),
    rsvpMenu: jsonb("rsvp_menu").$type<MenuChoice[]>().notNull().default(sql`'[]'::jsonb`),
    rsvpContact: text("rsvp_contact"),
    /** When the owner was last sent the digest of new answers. */
    rsvpDigestAt: timestamp("rsvp_digest_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("events_user_id_created_at_idx").on(t.userId, t.createdAt),
    check("events_event_type_check", sql`${t.eventType} in ('wedding', 'corporate', 'birthday', 'other')`),
    check("events_guest_count_check", sql`${t.guestCount} >= 0`),
    check("events_guest_list_mode_check", sql`${t.guestListMode} in ('all', 'confirmed', 'none')`),
  ],
);

export const customThemes = pgTable("custom_themes", {
  id: uuid("id").primaryKey().defaultRandom(),
  eventId: uuid("event_id")
    .notNull()
    .unique()
    .references(() => events.id, { onDelete: "cascade" }),
  primaryColor: text("primary_color").notNull().default(DEFAULT_CUSTOM_THEME.primaryColor),
  secondaryColor: text("secondary_color").notNull().default(DEFAULT_CUSTOM_THEME.secondaryColor),
  tertiaryColor: text("tertiary_color").notNull().default(DEFAULT_CUSTOM_THEME.tertiaryColor),
  headingFont: text("heading_font").notNull().default(DEFAULT_CUSTOM_THEME.headingFont),
  bodyFont: text("body_font").notNull().default(DEFAULT_CUSTOM_THEME.bodyFont),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const tables = pgTable(
  "tables",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    eventId: uuid("event_id")
      .notNull()
      .references(() => events.id, { onDelete: "cascade" }),
    number: integer("number").notNull(),
    name: text("name").notNull(),
    capacity: integer("capacity").notNull().default(8),
    shape: text("shape").$type<TableShape>().notNull().default("round"),
    positionX: real("position_x").notNull().default(200),
    positionY: real("position_y").notNull().default(200),
    /** Degrees clockwise, [0, 360). */
    rotation: real("rotation").notNull().default(0),
    /** A head table is seated like any other; it is drawn apart and seats its guests on one side. */
    isHead: boolean("is_head").notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique("tables_event_id_number_unique").on(t.eventId, t.number),
    check("tables_capacity_check", sql`${t.capacity} between 2 and 20`),
    check("tables_shape_check", sql`${t.shape} in ('round', 'rectangular', 'oval')`),
    check("tables_number_check", sql`${t.number} >= 1`),
    check(
      "tables_position_check",
      sql`${t.positionX} between 0 and 10000 and ${t.positionY} between 0 and 10000`,
    ),
    check("tables_rotation_check", sql`${t.rotation} >= 0 and ${t.rotation} < 360`),
  ],
);

/** What a floor plan shows that is not seated: dance floor, stage, bar, DJ, entrance, a free label
 * (docs/decisions/005-floor-plan-data-model.md). */
export const venueElements = pgTable(
  "venue_elements",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    eventId: uuid("event_id")
      .notNull()
      .references(() => events.id, { onDelete: "cascade" }),
    kind: text("kind").$type<VenueElementKind>().notNull(),
    label: text("label").notNull().default(""),
    positionX: real("position_x").notNull(),
    positionY: real("position_y").notNull(),
    width: real("width").notNull(),
    height: real("height").notNull(),
    rotation: real("rotation").notNull().default(0),
    /** Drawing order within the plan, later on top. */
    sortOrder: integer("sort_order").notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("venue_elements_event_id_idx").on(t.eventId),
    check(
      "venue_elements_kind_check",
      sql`${t.kind} in ('dance_floor', 'stage', 'bar', 'dj', 'entrance', 'label')`,
    ),
    check(
      "venue_elements_position_check",
      sql`${t.positionX} between 0 and 10000 and ${t.positionY} between 0 and 10000`,
    ),
    check(
      "venue_elements_size_check",
      sql`${t.width} between 10 and 2000 and ${t.height} between 10 and 2000`,
    ),
    check("venue_elements_rotation_check", sql`${t.rotation} >= 0 and ${t.rotation} < 360`),
  ],
);

/** People seated together (a couple, a family, a guest and their +1); a guest is in at most one.
 * Names are unique per event whatever their case, so an import's "smith family" finds "Smith Family". */
export const households = pgTable(
  "households",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    eventId: uuid("event_id")
      .notNull()
      .references(() => events.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    /** The household's RSVP link code (/event/{id}/rsvp/{code}): unguessable, replaced to revoke a link. */
    rsvpCode: text("rsvp_code"),
    /** How many plus-ones the household may name when it answers. */
    plusOnes: integer("plus_ones").notNull().default(0),
    /** When the household was last e-mailed its RSVP link (an invitation, then reminders). */
    rsvpMailedAt: timestamp("rsvp_mailed_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("households_event_id_name_unique").on(t.eventId, sql`lower(${t.name})`),
    uniqueIndex("households_rsvp_code_unique").on(t.rsvpCode),
    check("households_plus_ones_check", sql`${t.plusOnes} between 0 and 5`),
  ],
);

/** The owner's own tags ("Bride's family", "Work"); a guest may be in any number. `importance` weights the
 * group for auto-seat (low 1, normal 2, high 4). */
export const guestGroups = pgTable(
  "guest_groups",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    eventId: uuid("event_id")
      .notNull()
      .references(() => events.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    importance: text("importance").$type<GroupImportance>().notNull().default("normal"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("guest_groups_event_id_name_unique").on(t.eventId, sql`lower(${t.name})`),
    check("guest_groups_importance_check", sql`${t.importance} in ('low', 'normal', 'high')`),
  ],
);

export const guests = pgTable(
  "guests",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    eventId: uuid("event_id")
      .notNull()
      .references(() => events.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    email: text("email"),
    phone: text("phone"),
    status: text("status").$type<GuestStatus>().notNull().default("invited"),
    tableId: uuid("table_id").references(() => tables.id, { onDelete: "set null" }),
    seatNumber: integer("seat_number"),
    dietaryRestrictions: text("dietary_restrictions"),
    notes: text("notes"),
    householdId: uuid("household_id").references(() => households.id, { onDelete: "set null" }),
    meal: text("meal"),
    /** Pinned by the owner: auto-seat never moves the guest from their table. */
    seatLocked: boolean("seat_locked").notNull().default(false),
    /** Pinned by the owner to their seat number (in effect while they have one, like seat_locked while they
     * have a table): auto-seat keeps both their table and their seat. */
    seatNumberLocked: boolean("seat_number_locked").notNull().default(false),
    /** A guest in no household answers RSVPs with their own link code (a household's is on the household). */
    rsvpCode: text("rsvp_code"),
    /** When the guest's invitation last answered on the guest page; null before. */
    rsvpAt: timestamp("rsvp_at", { withTimezone: true }),
    /** Named as a plus-one by their household's answer (removed again if a later answer drops them). */
    plusOne: boolean("plus_one").notNull().default(false),
    /** A guest in no household: when they were last e-mailed their RSVP link. */
    rsvpMailedAt: timestamp("rsvp_mailed_at", { withTimezone: true }),
    /** Day-of check-in (docs/decisions/029-check-in.md), apart from the RSVP status: when the guest was first
     * checked in (null: not arrived), by whom and from which device. */
    arrivedAt: timestamp("arrived_at", { withTimezone: true }),
    arrivedBy: text("arrived_by"),
    arrivalDevice: text("arrival_device"),
    /** The time of the last check-in or undo applied: an older one arriving later (an offline phone) loses. */
    arrivalChangedAt: timestamp("arrival_changed_at", { withTimezone: true }),
    /** Added at the door on the day. */
    walkIn: boolean("walk_in").notNull().default(false),
    /** Raised by every update of the row, with who made it (the trigger in migration 0009): a write based on
     * an older version is refused (src/server/modules/team/stale-write.ts). */
    version: integer("version").notNull().default(1),
    updatedBy: text("updated_by"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("guests_event_id_name_idx").on(t.eventId, t.name),
    index("guests_table_id_idx").on(t.tableId),
    index("guests_household_id_idx").on(t.householdId),
    unique("guests_table_id_seat_number_unique").on(t.tableId, t.seatNumber),
    uniqueIndex("guests_rsvp_code_unique").on(t.rsvpCode),
    check("guests_status_check", sql`${t.status} in ('invited', 'confirmed', 'declined')`),
    check("guests_seat_number_check", sql`${t.seatNumber} is null or ${t.seatNumber} >= 1`),
  ],
);

/** The lobby kiosk's link (docs/decisions/030-offline-check-in-and-kiosk.md): a row while the owner has it on,
 * its token the capability a tablet was given. Its own table, not an events column: the history triggers log
 * every changed column of an event, and the token must not reach whoever reads the history. */
export const eventKiosks = pgTable("event_kiosks", {
  eventId: uuid("event_id")
    .primaryKey()
    .references(() => events.id, { onDelete: "cascade" }),
  token: text("token").notNull().unique(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/** The escort or place cards last printed for an event ("reprint only what changed"): one row per kind. */
export const printSnapshots = pgTable(
  "print_snapshots",
  {
    eventId: uuid("event_id")
      .notNull()
      .references(() => events.id, { onDelete: "cascade" }),
    kind: text("kind").$type<SnapshotKind>().notNull(),
    cards: jsonb("cards").$type<SnapshotCard[]>().notNull(),
    options: jsonb("options").$type<PrintOptions>().notNull(),
    printedAt: timestamp("printed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.eventId, t.kind] }),
    check("print_snapshots_kind_check", sql`${t.kind} in ('escort', 'place')`),
  ],
);

/** Guest ↔ group membership. */
export const guestGroupMembers = pgTable(
  "guest_group_members",
  {
    guestId: uuid("guest_id")
      .notNull()
      .references(() => guests.id, { onDelete: "cascade" }),
    groupId: uuid("group_id")
      .notNull()
      .references(() => guestGroups.id, { onDelete: "cascade" }),
  },
  (t) => [
    primaryKey({ columns: [t.guestId, t.groupId] }),
    index("guest_group_members_group_id_idx").on(t.groupId),
  ],
);

/** The owner's seating wishes for a pair of guests (docs/decisions/014-auto-seat-in-the-product.md): seat
 * together, keep apart or seat next to, a must or a preference. One rule per pair, stored with guest_a_id < guest_b_id. */
export const seatingRules = pgTable(
  "seating_rules",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    eventId: uuid("event_id")
      .notNull()
      .references(() => events.id, { onDelete: "cascade" }),
    guestAId: uuid("guest_a_id")
      .notNull()
      .references(() => guests.id, { onDelete: "cascade" }),
    guestBId: uuid("guest_b_id")
      .notNull()
      .references(() => guests.id, { onDelete: "cascade" }),
    kind: text("kind").$type<SeatingRuleKind>().notNull(),
    strength: text("strength").$type<SeatingRuleStrength>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    unique("seating_rules_pair_unique").on(t.eventId, t.guestAId, t.guestBId),
    index("seating_rules_guest_b_id_idx").on(t.guestBId),
    check("seating_rules_kind_check", sql`${t.kind} in ('together', 'apart', 'next_to')`),
    check("seating_rules_strength_check", sql`${t.strength} in ('must', 'prefer')`),
    check("seating_rules_pair_check", sql`${t.guestAId} < ${t.guestBId}`),
  ],
);

/** The seats before the last applied auto-seat plan, so it can be undone: one row per event. */
export const seatingSnapshots = pgTable("seating_snapshots", {
  eventId: uuid("event_id")
    .primaryKey()
    .references(() => events.id, { onDelete: "cascade" }),
  seats: jsonb("seats")
    .$type<{ guestId: string; tableId: string | null; seatNumber: number | null }[]>()
    .notNull(),
  createdAt: createdAt(),
});

export const supportRequests = pgTable(
  "support_requests",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    eventId: uuid("event_id").references(() => events.id, { onDelete: "set null" }),
    subject: text("subject").notNull(),
    message: text("message").notNull(),
    status: text("status").$type<SupportStatus>().notNull().default("open"),
    createdAt: createdAt(),
  },
  (t) => [
    index("support_requests_user_id_idx").on(t.userId),
    // The admin's support inbox: by status, newest first.
    index("support_requests_status_created_at_idx").on(t.status, t.createdAt),
    check("support_requests_status_check", sql`${t.status} in ('open', 'closed')`),
  ],
);

export const blogPosts = pgTable(
  "blog_posts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    slug: text("slug").notNull().unique(),
    title: text("title").notNull(),
    content: text("content").notNull(),
    excerpt: text("excerpt"),
    coverImagePath: text("cover_image_path"),
    published: boolean("published").notNull().default(false),
    publishedAt: timestamp("published_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("blog_posts_published_idx").on(t.published, t.publishedAt)],
);

/** A single row (id = 1): the public site settings and the admin-managed pricing plans. */
export const adminSettings = pgTable(
  "admin_settings",
  {
    id: integer("id").primaryKey().default(1),
    siteTitle: text("site_title").notNull(),
    landingHeadline: text("landing_headline").notNull(),
    landingSubtext: text("landing_subtext").notNull(),
    contactEmail: text("contact_email").notNull(),
    heroImagePath: text("hero_image_path"),
    pricingPlans: jsonb("pricing_plans").$type<PricingPlan[]>().notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [check("admin_settings_single_row", sql`${t.id} = 1`)],
);

/** At most one row: taken by a first-admin setup while it creates the account, so two setups running at
 * once (even on two server instances) cannot both create an admin. A claim older than a few minutes is stale
 * (its server died mid-setup) and may be taken over. */
export const adminSetupClaims = pgTable(
  "admin_setup_claims",
  {
    id: integer("id").primaryKey().default(1),
    claimedAt: timestamp("claimed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check("admin_setup_claims_single_row", sql`${t.id} = 1`)],
);

// ── The team (docs/decisions/023-team.md) ──

/** Who may work on an event, and as what. The creator (events.user_id, the account that pays) is a
 * co-owner row like any other, kept by the team service. */
export const eventMembers = pgTable(
  "event_members",
  {
    eventId: uuid("event_id")
      .notNull()
      .references(() => events.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    role: text("role").$type<Role>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.eventId, t.userId] }),
    // The event switcher: a person's events.
    index("event_members_user_id_idx").on(t.userId),
    check(
      "event_members_role_check",
      sql`${t.role} in ('co-owner', 'planner', 'viewer', 'caterer', 'check-in')`,
    ),
  ],
);

/** An invitation to an event's team: the link's token is kept only as its SHA-256, single use, bound to
 * the invited address, valid INVITATION_DAYS. */
export const eventInvitations = pgTable(
  "event_invitations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    eventId: uuid("event_id")
      .notNull()
      .references(() => events.id, { onDelete: "cascade" }),
    email: text("email").notNull(),
    role: text("role").$type<Role>().notNull(),
    tokenHash: text("token_hash").notNull(),
    invitedBy: text("invited_by").references(() => user.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    acceptedAt: timestamp("accepted_at", { withTimezone: true }),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("event_invitations_token_hash_idx").on(t.tokenHash),
    // One open invitation per address and event.
    uniqueIndex("event_invitations_open_email_idx")
      .on(t.eventId, t.email)
      .where(sql`${t.acceptedAt} is null and ${t.revokedAt} is null`),
    check(
      "event_invitations_role_check",
      sql`${t.role} in ('co-owner', 'planner', 'viewer', 'caterer', 'check-in')`,
    ),
  ],
);

/** The event's change log: one row per user action, written in the action's transaction; live updates are
 * fed from it (docs/decisions/024-live-updates.md). */
export const eventChanges = pgTable(
  "event_changes",
  {
    eventId: uuid("event_id")
      .notNull()
      .references(() => events.id, { onDelete: "cascade" }),
    version: integer("version").notNull(),
    actorId: text("actor_id").references(() => user.id, { onDelete: "set null" }),
    action: text("action").notNull(),
    targets: jsonb("targets").$type<ChangeTargets>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.version] })],
);

/** What each change-log entry did to the event's rows: the whole row added or removed, the changed fields of
 * a row updated (snake_case columns). Written by the history triggers of migration 0010 in the change's
 * transaction (docs/decisions/026-history.md). */
export const eventRowChanges = pgTable(
  "event_row_changes",
  {
    /** The statement that logged the row (event_row_changes_statement_seq, one number per statement: rows of
     * one statement need no order among them), so a change's rows read in the order they were written. */
    id: bigint("id", { mode: "number" }).notNull(),
    /** No foreign key (a check per logged row): the event's rows are deleted with it by a trigger. */
    eventId: uuid("event_id").notNull(),
    version: integer("version").notNull(),
    entity: text("entity").$type<HistoryEntity>().notNull(),
    rowId: text("row_id").notNull(),
    label: text("label"),
    op: text("op").$type<"insert" | "update" | "delete">().notNull(),
    before: jsonb("before").$type<Record<string, unknown>>(),
    after: jsonb("after").$type<Record<string, unknown>>(),
  },
  // One index: a guest's or a table's own history reads the event's rows through it (a few per change), and
  // each index more is paid on every row an import logs.
  (t) => [index("event_row_changes_event_version_idx").on(t.eventId, t.version)],
);

/** Copies of an event's plan to compare and restore: named by a person, or taken before a bulk action and
 * once an hour of editing (`reason`). `data` is seatwise_snapshot(event) (migration 0010). */
export const eventVersions = pgTable(
  "event_versions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    eventId: uuid("event_id")
      .notNull()
      .references(() => events.id, { onDelete: "cascade" }),
    name: text("name"),
    reason: text("reason").$type<VersionReason>(),
    createdBy: text("created_by").references(() => user.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    /** The event's version (its change count) the copy shows. */
    atVersion: integer("at_version").notNull(),
    guests: integer("guests").notNull(),
    tables: integer("tables").notNull(),
    data: jsonb("data").$type<PlanSnapshot>().notNull(),
  },
  (t) => [index("event_versions_event_created_idx").on(t.eventId, t.createdAt)],
);

/** Addresses that asked not to get an event's RSVP e-mails again (the link in each one). */
export const rsvpUnsubscribes = pgTable(
  "rsvp_unsubscribes",
  {
    eventId: uuid("event_id")
      .notNull()
      .references(() => events.id, { onDelete: "cascade" }),
    /** Lower case. */
    email: text("email").notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.email] })],
);
