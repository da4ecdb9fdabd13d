import { asc, eq } from "drizzle-orm";
import type { Db } from "@/server/db/client";
import {
  customThemes,
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
import { isStorageKey } from "@/server/lib/storage";
import type { ExportedEvent } from "@/shared/account-data";
import type { ThemeFont } from "@/shared/constants";
import { can, type Role } from "@/shared/roles";

/** An event as its folder in the data download holds it: the document, and the stored cover it names. */
export interface EventExport {
  document: ExportedEvent;
  /** The storage key of the cover, written to the folder as `document.event.cover`. */
  coverKey: string | null;
}

/**
 * Everything `role` may see of the event (src/shared/roles.ts): the event, its settings and theme for every
 * role; the floor plan with `tables.read`; guests, households and groups with `guests.read`, their e-mails,
 * phones and notes only with `guests.contacts`; rules with `seating.read`; print snapshots with `print.read`.
 */
export async function readEventExport(db: Db, eventId: string, role: Role): Promise<EventExport> {
  const [row] = await db
    .select({ event: events, themeName: themes.name })
    .from(events)
    .leftJoin(themes, eq(themes.id, events.themeId))
    .where(eq(events.id, eventId));
  if (!row) throw new Error(`event ${eventId} vanished during the export`);
  const { event } = row;
  const [theme] = await db.select().from(customThemes).where(eq(customThemes.eventId, eventId));
  const coverKey = event.coverImagePath && isStorageKey(event.coverImagePath) ? event.coverImagePath : null;
  const document: ExportedEvent = {
    role,
    event: {
      title: event.title,
      date: event.date,
      time: event.time,
      description: event.description,
      venue: event.venue,
      address: event.address,
      cover: coverKey ? `uploads/cover.${coverKey.split(".").at(-1)}` : event.coverImagePath,
      guestCount: event.guestCount,
      eventType: event.eventType,
      isPublished: event.isPublished,
      showTableMap: event.showTableMap,
      showDateTime: event.showDateTime,
      showVenue: event.showVenue,
      showDescription: event.showDescription,
      headingFontStyle: event.headingFontStyle,
      bodyFontStyle: event.bodyFontStyle,
      accentColor: event.accentColor,
      guestListMode: event.guestListMode,
      passcode: event.passcode,
      languages: event.languages,
      setupCompleted: event.setupCompleted,
      themeName: row.themeName,
    },
    customTheme: theme
      ? {
          primaryColor: theme.primaryColor,
          secondaryColor: theme.secondaryColor,
          tertiaryColor: theme.tertiaryColor,
          headingFont: theme.headingFont as ThemeFont,
          bodyFont: theme.bodyFont as ThemeFont,
        }
      : null,
    rsvp: {
      enabled: event.rsvpEnabled,
      deadline: event.rsvpDeadline,
      timeZone: event.timeZone,
      askDietary: event.rsvpAskDietary,
      menu: event.rsvpMenu,
      contact: event.rsvpContact,
    },
  };
  if (can(role, "tables.read")) {
    const [tableRows, elementRows] = await Promise.all([
      db.select().from(tables).where(eq(tables.eventId, eventId)).orderBy(asc(tables.number)),
      db
        .select()
        .from(venueElements)
        .where(eq(venueElements.eventId, eventId))
        .orderBy(asc(venueElements.sortOrder), asc(venueElements.id)),
    ]);
    document.tables = tableRows.map((table) => ({
      id: table.id,
      number: table.number,
      name: table.name,
      capacity: table.capacity,
      shape: table.shape,
      x: table.positionX,
      y: table.positionY,
      rotation: table.rotation,
      isHead: table.isHead,
    }));
    document.venueElements = elementRows.map((element) => ({
      kind: element.kind,
      label: element.label,
      x: element.positionX,
      y: element.positionY,
      width: element.width,
      height: element.height,
      rotation: element.rotation,
      sortOrder: element.sortOrder,
    }));
  }
  if (can(role, "guests.read")) Object.assign(document, await readGuestParts(db, eventId, role));
  if (can(role, "seating.read")) {
    document.seatingRules = (
      await db
        .select()
        .from(seatingRules)
        .where(eq(seatingRules.eventId, eventId))
        .orderBy(asc(seatingRules.id))
    ).map(({ guestAId, guestBId, kind, strength }) => ({ guestAId, guestBId, kind, strength }));
  }
  if (can(role, "print.read")) {
    document.printSnapshots = (
      await db
        .select()
        .from(printSnapshots)
        .where(eq(printSnapshots.eventId, eventId))
        .orderBy(asc(printSnapshots.kind))
    ).map((snapshot) => ({
      kind: snapshot.kind,
      cards: snapshot.cards,
      options: snapshot.options,
      printedAt: snapshot.printedAt.toISOString(),
    }));
  }
  return { document, coverKey };
}

async function readGuestParts(db: Db, eventId: string, role: Role) {
  const contacts = can(role, "guests.contacts");
  const [householdRows, groupRows, guestRows, memberships] = await Promise.all([
    db.select().from(households).where(eq(households.eventId, eventId)).orderBy(asc(households.name)),
    db.select().from(guestGroups).where(eq(guestGroups.eventId, eventId)).orderBy(asc(guestGroups.name)),
    db.select().from(guests).where(eq(guests.eventId, eventId)).orderBy(asc(guests.name), asc(guests.id)),
    db
      .select({ guestId: guestGroupMembers.guestId, groupId: guestGroupMembers.groupId })
      .from(guestGroupMembers)
      .innerJoin(guests, eq(guests.id, guestGroupMembers.guestId))
      .where(eq(guests.eventId, eventId)),
  ]);
  const groupsOf = new Map<string, string[]>();
  for (const { guestId, groupId } of memberships)
    groupsOf.set(guestId, [...(groupsOf.get(guestId) ?? []), groupId]);
  return {
    households: householdRows.map(({ id, name, plusOnes }) => ({ id, name, plusOnes })),
    groups: groupRows.map(({ id, name, importance }) => ({ id, name, importance })),
    guests: guestRows.map((guest) => ({
      id: guest.id,
      name: guest.name,
      email: contacts ? guest.email : null,
      phone: contacts ? guest.phone : null,
      status: guest.status,
      tableId: guest.tableId,
      seatNumber: guest.seatNumber,
      dietaryRestrictions: guest.dietaryRestrictions,
      notes: contacts ? guest.notes : null,
      householdId: guest.householdId,
      groupIds: (groupsOf.get(guest.id) ?? []).sort(),
      meal: guest.meal,
      seatLocked: guest.seatLocked,
      seatNumberLocked: guest.seatNumberLocked,
      plusOne: guest.plusOne,
      rsvpAt: guest.rsvpAt?.toISOString() ?? null,
      arrivedAt: guest.arrivedAt?.toISOString() ?? null,
      walkIn: guest.walkIn,
    })),
  };
}
