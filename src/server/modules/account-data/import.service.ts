import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Tx } from "@/server/db/client";
import {
  customThemes,
  eventMembers,
  events,
  guestGroupMembers,
  guestGroups,
  guests,
  households,
  printSnapshots,
  seatingRules,
  tables,
  themes,
  venueElements,
} from "@/server/db/schema";
import { localToInstant } from "@/server/modules/rsvp/local-time";
import { choiceId, ensureCodes } from "@/server/modules/rsvp/rsvp.service";
import { storeUpload } from "@/server/modules/uploads/uploads.service";
import type { ImportedEvent, ImportedEventResult } from "@/shared/account-data";
import type { AccountDataContext } from "./export.service";
import { readImportZip } from "./read-import-zip";

/** Rows per INSERT: well under PostgreSQL's 65,535 parameters for the widest row (guests). */
const CHUNK = 1000;

async function insertChunks<T>(rows: T[], insert: (chunk: NoInfer<T>[]) => Promise<unknown>) {
  for (let at = 0; at < rows.length; at += CHUNK) await insert(rows.slice(at, at + CHUNK));
}

/** New ids for a list's old ones. */
const remap = (rows: { id: string }[]) => new Map(rows.map((row) => [row.id, randomUUID()]));

/**
 * Import an event (docs/decisions/027-take-your-data.md): the zip's event becomes a NEW event of the
 * importer, its only co-owner, every id new (households, groups, tables, guests, rules; the print snapshots'
 * card keys follow their guests and households). The cover is copied into storage as the importer's upload
 * first; then everything else is written in one transaction, and the cover is removed again if it fails.
 */
export async function importEvent(
  ctx: AccountDataContext,
  userId: string,
  bytes: Uint8Array,
  choice: number | undefined,
): Promise<ImportedEventResult> {
  const { document, cover } = readImportZip(bytes, choice);
  const stored = cover
    ? await storeUpload(ctx.storage, userId, "covers", new Blob([new Uint8Array(cover)]))
    : null;
  try {
    const eventId = await ctx.db.transaction((tx) =>
      writeEvent(tx, userId, document, stored?.path ?? document.event.cover),
    );
    return {
      eventId,
      title: document.event.title,
      guests: document.guests.length,
      tables: document.tables.length,
    };
  } catch (error) {
    if (stored) await ctx.storage.remove(stored.path).catch(() => undefined);
    throw error;
  }
}

async function writeEvent(tx: Tx, userId: string, doc: ImportedEvent, cover: string | null): Promise<string> {
  const { themeName, cover: _cover, ...settings } = doc.event;
  const [preset] = themeName
    ? await tx.select({ id: themes.id }).from(themes).where(eq(themes.name, themeName))
    : [];
  const eventId = randomUUID();
  const { rsvp } = doc;
  await tx.insert(events).values({
    ...settings,
    id: eventId,
    userId,
    coverImagePath: cover,
    themeId: preset?.id ?? null,
    ...(rsvp && {
      timeZone: rsvp.timeZone,
      rsvpEnabled: rsvp.enabled,
      rsvpDeadline: rsvp.deadline,
      rsvpDeadlineAt: rsvp.deadline ? localToInstant(rsvp.deadline, rsvp.timeZone) : null,
      rsvpAskDietary: rsvp.askDietary,
      rsvpMenu: rsvp.menu.map((meal, index) => ({ ...meal, id: choiceId(meal, index) })),
      rsvpContact: rsvp.contact ?? null,
    }),
  });
  await tx.insert(eventMembers).values({ eventId, userId, role: "co-owner" });
  if (doc.customTheme) await tx.insert(customThemes).values({ ...doc.customTheme, eventId });

  const householdIds = remap(doc.households);
  const groupIds = remap(doc.groups);
  const tableIds = remap(doc.tables);
  const guestIds = remap(doc.guests);
  await insertChunks(doc.households, (chunk) =>
    tx.insert(households).values(
      chunk.map((row) => ({
        id: householdIds.get(row.id)!,
        eventId,
        name: row.name,
        plusOnes: row.plusOnes,
      })),
    ),
  );
  await insertChunks(doc.groups, (chunk) =>
    tx.insert(guestGroups).values(
      chunk.map((row) => ({
        id: groupIds.get(row.id)!,
        eventId,
        name: row.name,
        importance: row.importance,
      })),
    ),
  );
  await insertChunks(doc.tables, (chunk) =>
    tx.insert(tables).values(
      chunk.map(({ id, x, y, ...table }) => ({
        ...table,
        id: tableIds.get(id)!,
        eventId,
        positionX: x,
        positionY: y,
      })),
    ),
  );
  await insertChunks(doc.venueElements, (chunk) =>
    tx
      .insert(venueElements)
      .values(chunk.map(({ x, y, ...element }) => ({ ...element, eventId, positionX: x, positionY: y }))),
  );
  await insertChunks(doc.guests, (chunk) =>
    tx.insert(guests).values(
      chunk.map(({ id, groupIds: _groups, tableId, householdId, rsvpAt, arrivedAt, ...guest }) => ({
        ...guest,
        rsvpAt: rsvpAt === null ? null : new Date(rsvpAt),
        arrivedAt: arrivedAt === null ? null : new Date(arrivedAt),
        arrivalChangedAt: arrivedAt === null ? null : new Date(arrivedAt),
        id: guestIds.get(id)!,
        eventId,
        tableId: tableId === null ? null : tableIds.get(tableId)!,
        householdId: householdId === null ? null : householdIds.get(householdId)!,
      })),
    ),
  );
  const memberships = doc.guests.flatMap((guest) =>
    guest.groupIds.map((group) => ({ guestId: guestIds.get(guest.id)!, groupId: groupIds.get(group)! })),
  );
  await insertChunks(memberships, (chunk) =>
    tx.insert(guestGroupMembers).values(chunk).onConflictDoNothing(),
  );
  // Stored as a pair in order (guest_a_id < guest_b_id); a pair named twice is one rule.
  const rules = doc.seatingRules.map((rule) => {
    const [a, b] = [guestIds.get(rule.guestAId)!, guestIds.get(rule.guestBId)!].sort();
    return { eventId, guestAId: a!, guestBId: b!, kind: rule.kind, strength: rule.strength };
  });
  await insertChunks(rules, (chunk) => tx.insert(seatingRules).values(chunk).onConflictDoNothing());
  const cardKey = (key: string) => {
    const [kind, id = ""] = key.split(":");
    const mapped = kind === "g" ? guestIds.get(id) : householdIds.get(id);
    return mapped ? `${kind}:${mapped}` : key;
  };
  for (const snapshot of doc.printSnapshots) {
    await tx.insert(printSnapshots).values({
      eventId,
      kind: snapshot.kind,
      options: snapshot.options,
      printedAt: new Date(snapshot.printedAt),
      cards: snapshot.cards.map((card) => ({ ...card, key: cardKey(card.key) })),
    });
  }
  // Each invitation gets its own new link code (a download holds none).
  if (rsvp?.enabled) await ensureCodes(tx, eventId);
  return eventId;
}
