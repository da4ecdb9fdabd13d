import { and, desc, eq, isNotNull, sql } from "drizzle-orm";
import type { z } from "zod";
import type { Db, Tx } from "@/server/db/client";
import { customThemes, eventMembers, events, guests, tables, themes } from "@/server/db/schema";
import { AppError } from "@/server/lib/errors";
import { isUuid } from "@/server/lib/ids";
import { isStorageKey, resolveImageUrl, type Storage } from "@/server/lib/storage";
import { recordChange } from "@/server/modules/live/change-log";
import { assertFresh } from "@/server/modules/team/stale-write";
import {
  type createEventSchema,
  EVENT_MESSAGES,
  type Event,
  type EventListItem,
  type EventSummary,
  earliestToday,
  isPastDate,
  type updateEventSchema,
} from "@/shared/event";
import { msg } from "@/shared/i18n/messages";
import { type SetupStep, setupProgress } from "@/shared/setup-progress";
import { type EventRow, memberEvent } from "./member-event";

export interface EventsContext {
  db: Db;
  storage: Storage;
}

type CreateEvent = z.output<typeof createEventSchema>;
type UpdateEvent = z.output<typeof updateEventSchema>;

export function toEvent(row: EventRow, storage: Storage): Event {
  return {
    id: row.id,
    title: row.title,
    date: row.date,
    time: row.time,
    description: row.description,
    venue: row.venue,
    address: row.address,
    coverImagePath: row.coverImagePath,
    coverImageUrl: resolveImageUrl(storage, row.coverImagePath),
    guestCount: row.guestCount,
    eventType: row.eventType,
    isPublished: row.isPublished,
    showTableMap: row.showTableMap,
    showDateTime: row.showDateTime,
    showVenue: row.showVenue,
    showDescription: row.showDescription,
    headingFontStyle: row.headingFontStyle,
    bodyFontStyle: row.bodyFontStyle,
    accentColor: row.accentColor,
    guestListMode: row.guestListMode,
    languages: row.languages,
    passcode: row.passcode,
    setupCompleted: row.setupCompleted,
    themeId: row.themeId,
    settingsVersion: row.settingsVersion,
    version: row.version,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const EVENT_SERVICE_MESSAGES = {
  coverNotFound: msg("Cover image not found"),
  themeNotFound: msg("Theme not found"),
} as const;

/** An uploaded cover must be one of the owner's own uploads; a pasted http(s) address is taken as is. */
function assertOwnCover(storage: Storage, userId: string, coverImagePath: string | null | undefined) {
  if (coverImagePath && isStorageKey(coverImagePath) && !storage.keys.isOwnedBy(coverImagePath, userId)) {
    throw new AppError("validation_failed", EVENT_SERVICE_MESSAGES.coverNotFound, {
      coverImagePath: EVENT_SERVICE_MESSAGES.coverNotFound,
    });
  }
}

async function assertPreset(db: Db | Tx, themeId: string | null | undefined) {
  if (!themeId) return;
  const [preset] = await db.select({ id: themes.id }).from(themes).where(eq(themes.id, themeId));
  if (!preset) {
    throw new AppError("validation_failed", EVENT_SERVICE_MESSAGES.themeNotFound, {
      themeId: EVENT_SERVICE_MESSAGES.themeNotFound,
    });
  }
}

/** Creates the event, and its custom theme when one is given, in one transaction. */
export async function createEvent(ctx: EventsContext, userId: string, input: CreateEvent): Promise<Event> {
  const { customTheme, ...fields } = input;
  assertOwnCover(ctx.storage, userId, fields.coverImagePath);
  const row = await ctx.db.transaction(async (tx) => {
    await assertPreset(tx, fields.themeId);
    const [created] = await tx
      .insert(events)
      .values({ ...fields, userId })
      .returning();
    if (!created) throw new Error("insert into events returned no row");
    await tx.insert(eventMembers).values({ eventId: created.id, userId, role: "co-owner" });
    if (customTheme) await tx.insert(customThemes).values({ ...customTheme, eventId: created.id });
    return created;
  });
  return toEvent(row, ctx.storage);
}

export async function getEvent(ctx: EventsContext, userId: string, eventId: string): Promise<Event> {
  return toEvent(await memberEvent(ctx.db, userId, eventId), ctx.storage);
}

/** The events whose team the caller is on, newest first, with how many guests each has and the caller's
 * role: the event switcher. */
export async function listEvents(ctx: EventsContext, userId: string): Promise<EventListItem[]> {
  const rows = await ctx.db
    .select({
      id: events.id,
      title: events.title,
      date: events.date,
      eventType: events.eventType,
      createdAt: events.createdAt,
      guests: ctx.db.$count(guests, eq(guests.eventId, events.id)),
      role: eventMembers.role,
    })
    .from(events)
    .innerJoin(eventMembers, and(eq(eventMembers.eventId, events.id), eq(eventMembers.userId, userId)))
    .orderBy(desc(events.createdAt), desc(events.id));
  return rows.map((row) => ({ ...row, guests: Number(row.guests), createdAt: row.createdAt.toISOString() }));
}

/**
 * The event the dashboard works on, with what the home screen shows about it: the one the caller chose
 * (`eventId`, remembered by the browser) when they are still on its team, else their newest; null before the
 * first.
 */
export async function getCurrentEvent(
  ctx: EventsContext,
  userId: string,
  chosenId?: string,
): Promise<EventSummary | null> {
  const chosen = chosenId && isUuid(chosenId) ? chosenId : undefined;
  // One query: the counts are subqueries (drizzle's $count in a select); the chosen event sorts first.
  const [found] = await ctx.db
    .select({
      row: events,
      guests: ctx.db.$count(guests, eq(guests.eventId, events.id)),
      tables: ctx.db.$count(tables, eq(tables.eventId, events.id)),
      seated: ctx.db.$count(guests, and(eq(guests.eventId, events.id), isNotNull(guests.tableId))),
      role: eventMembers.role,
    })
    .from(events)
    .innerJoin(eventMembers, and(eq(eventMembers.eventId, events.id), eq(eventMembers.userId, userId)))
    .orderBy(
      ...(chosen ? [desc(sql`${events.id} = ${chosen}::uuid`)] : []),
      desc(events.createdAt),
      desc(events.id),
    )
    .limit(1);
  if (!found) return null;
  const { row } = found;
  return {
    event: toEvent(row, ctx.storage),
    totals: { guests: Number(found.guests), tables: Number(found.tables), seated: Number(found.seated) },
    setupProgress: setupProgress(row),
    role: found.role,
    creator: row.userId === userId,
  };
}

/** Deletes the event with everything it owns (guests, tables, households, groups, theme: ON DELETE CASCADE). */
export async function deleteEvent(ctx: EventsContext, userId: string, eventId: string): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    await memberEvent(tx, userId, eventId);
    // Logged for its notification: the others' screens learn the event is gone (the log goes with it).
    await recordChange(tx, eventId, userId, "event.delete", ["event"]);
    await tx.delete(events).where(eq(events.id, eventId));
  });
}

export async function updateEvent(
  ctx: EventsContext,
  userId: string,
  eventId: string,
  input: UpdateEvent,
): Promise<Event> {
  const { baseVersion, ...changes } = input;
  const row = await ctx.db.transaction(async (tx) => {
    const current = await memberEvent(tx, userId, eventId, { forUpdate: true });
    await recordChange(tx, eventId, userId, "event.update", ["event"]);
    await assertFresh(tx, userId, baseVersion, {
      version: current.settingsVersion,
      updatedBy: current.settingsUpdatedBy,
    });
    // Only a new cover is checked: the one already saved stays, whatever became of the key that signed it.
    if (input.coverImagePath !== current.coverImagePath)
      assertOwnCover(ctx.storage, userId, input.coverImagePath);
    // An event that has already happened stays editable; only moving it into the past is refused.
    if (input.date !== undefined && input.date !== current.date && isPastDate(input.date, earliestToday())) {
      throw new AppError("validation_failed", EVENT_MESSAGES.pastDate, { date: EVENT_MESSAGES.pastDate });
    }
    await assertPreset(tx, input.themeId);
    const publishing = input.isPublished === true && !current.setupCompleted.includes("publish");
    const [updated] = await tx
      .update(events)
      .set({
        ...changes,
        settingsVersion: current.settingsVersion + 1,
        settingsUpdatedBy: userId,
        ...(publishing ? { setupCompleted: [...current.setupCompleted, "publish"] } : {}),
      })
      .where(eq(events.id, eventId))
      .returning();
    if (!updated) throw new AppError("not_found", EVENT_MESSAGES.notFound);
    return updated;
  });
  return toEvent(row, ctx.storage);
}

/** Adds a checklist step to setup_completed unless it is already there, in one statement (inside the
 * caller's transaction when it passes one: adding the first guest completes the guests step). */
export async function markSetupStep(
  db: Db | Tx,
  eventId: string,
  step: SetupStep,
): Promise<EventRow | undefined> {
  const [updated] = await db
    .update(events)
    .set({
      setupCompleted: sql`case when ${step}::text = any(${events.setupCompleted}) then ${events.setupCompleted}
        else array_append(${events.setupCompleted}, ${step}::text) end`,
    })
    .where(eq(events.id, eventId))
    .returning();
  return updated;
}

export async function addSetupStep(
  ctx: EventsContext,
  userId: string,
  eventId: string,
  step: SetupStep,
): Promise<Event> {
  const updated = await ctx.db.transaction(async (tx) => {
    await memberEvent(tx, userId, eventId);
    await recordChange(tx, eventId, userId, "event.setup-step", ["event"]);
    return markSetupStep(tx, eventId, step);
  });
  if (!updated) throw new AppError("not_found", EVENT_MESSAGES.notFound);
  return toEvent(updated, ctx.storage);
}
