import { asc, eq } from "drizzle-orm";
import type { z } from "zod";
import type { Db } from "@/server/db/client";
import { customThemes, events, themes } from "@/server/db/schema";
import { memberEvent } from "@/server/modules/events/member-event";
import { recordChange } from "@/server/modules/live/change-log";
import { assertFresh } from "@/server/modules/team/stale-write";
import {
  type CustomTheme,
  defaultCustomTheme,
  parseThemePreset,
  type saveCustomThemeSchema,
  type ThemePreset,
} from "@/shared/theme";

type SaveCustomThemeInput = z.output<typeof saveCustomThemeSchema>;

/** The presets, the default (Modern) first. */
export async function listThemePresets(db: Db): Promise<ThemePreset[]> {
  const rows = await db.select().from(themes).orderBy(asc(themes.sortOrder), asc(themes.name));
  return rows.map(parseThemePreset);
}

function toCustomTheme(row: typeof customThemes.$inferSelect): CustomTheme {
  return {
    id: row.id,
    eventId: row.eventId,
    primaryColor: row.primaryColor,
    secondaryColor: row.secondaryColor,
    tertiaryColor: row.tertiaryColor,
    headingFont: row.headingFont,
    bodyFont: row.bodyFont,
  };
}

/** The event's saved theme, or the default preset's values when none has been saved. */
export async function getCustomTheme(db: Db, userId: string, eventId: string): Promise<CustomTheme> {
  const event = await memberEvent(db, userId, eventId);
  const [row] = await db.select().from(customThemes).where(eq(customThemes.eventId, event.id));
  return row ? toCustomTheme(row) : defaultCustomTheme(event.id);
}

/** Creates or replaces the event's one custom theme: a change of the event's settings, refused when it was
 * chosen on settings someone has saved since (`baseVersion`). */
export async function saveCustomTheme(
  db: Db,
  userId: string,
  eventId: string,
  { baseVersion, ...input }: SaveCustomThemeInput,
): Promise<CustomTheme> {
  return db.transaction(async (tx) => {
    const event = await memberEvent(tx, userId, eventId, { forUpdate: true });
    await recordChange(tx, eventId, userId, "theme.save", ["event"]);
    await assertFresh(tx, userId, baseVersion, {
      version: event.settingsVersion,
      updatedBy: event.settingsUpdatedBy,
    });
    await tx
      .update(events)
      .set({ settingsVersion: event.settingsVersion + 1, settingsUpdatedBy: userId })
      .where(eq(events.id, event.id));
    const [row] = await tx
      .insert(customThemes)
      .values({ ...input, eventId: event.id })
      .onConflictDoUpdate({ target: customThemes.eventId, set: { ...input, updatedAt: new Date() } })
      .returning();
    if (!row) throw new Error("upsert into custom_themes returned no row");
    return toCustomTheme(row);
  });
}
