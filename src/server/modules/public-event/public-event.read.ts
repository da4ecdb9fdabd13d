import { asc, eq, sql } from "drizzle-orm";
import type { Db } from "@/server/db/client";
import { customThemes, events, guests, tables, venueElements } from "@/server/db/schema";
import { AppError } from "@/server/lib/errors";
import { isUuid } from "@/server/lib/ids";
import { resolveImageUrl, type Storage } from "@/server/lib/storage";
import { DEFAULT_CUSTOM_THEME } from "@/shared/constants";
import { SOURCE_LOCALE } from "@/shared/i18n/locales";
import {
  PUBLIC_EVENT_MESSAGES,
  type PublicEvent,
  type PublicGuest,
  type PublicPlanTable,
  type SearchableGuest,
} from "@/shared/public-event";
import { nameCollator } from "@/shared/text-search";

/** Who may see the page; kept on the server, never sent. */
export interface PublicEventAccess {
  isPublished: boolean;
  passcode: string | null;
}

/**
 * Everything the guest page needs, read in one go and cached (public-event.cache.ts): the view model that is
 * sent, the access rules that are not, and the names the search looks through (every guest when the page
 * lists none, so the search still finds them without their names ever being sent in bulk).
 */
export interface PublicEventRecord {
  access: PublicEventAccess;
  view: PublicEvent;
  searchable: SearchableGuest[];
}

/** Names in a stable order whatever the database's collation, so the same data gives the same ETag: as
 * the event's first language sorts them (text-search.ts). */
const byName =
  (collator: Intl.Collator) => (a: { name: string; id: string }, b: { name: string; id: string }) =>
    collator.compare(a.name, b.name) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/** `kiosk`: for the lobby kiosk (modules/kiosk): the floor plan whatever the guest page shows, and every guest
 * expected — not declined, or here anyway — to search, whatever the guest page lists. */
export async function readPublicEvent(
  db: Db,
  storage: Storage,
  eventId: string,
  options: { kiosk?: boolean } = {},
): Promise<PublicEventRecord> {
  if (!isUuid(eventId)) throw new AppError("not_found", PUBLIC_EVENT_MESSAGES.notFound);
  const [event] = await db.select().from(events).where(eq(events.id, eventId));
  if (!event) throw new AppError("not_found", PUBLIC_EVENT_MESSAGES.notFound);
  const [theme] = await db.select().from(customThemes).where(eq(customThemes.eventId, eventId));
  const tableRows = await db
    .select()
    .from(tables)
    .where(eq(tables.eventId, eventId))
    .orderBy(asc(tables.number));
  const guestRows = await db
    .select({
      id: guests.id,
      name: guests.name,
      status: guests.status,
      tableId: guests.tableId,
      seat: guests.seatNumber,
      arrived: sql<boolean>`${guests.arrivedAt} is not null`,
    })
    .from(guests)
    .where(eq(guests.eventId, eventId));
  const showMap = event.showTableMap || options.kiosk === true;
  const elementRows = showMap
    ? await db
        .select()
        .from(venueElements)
        .where(eq(venueElements.eventId, eventId))
        .orderBy(asc(venueElements.sortOrder), asc(venueElements.id))
    : [];

  const numberOf = new Map(tableRows.map((row) => [row.id, row.number]));
  const all = guestRows
    .map((row) => ({
      id: row.id,
      name: row.name,
      status: row.status,
      table: row.tableId ? (numberOf.get(row.tableId) ?? null) : null,
      seat: row.tableId ? row.seat : null,
      arrived: row.arrived,
    }))
    .sort(byName(nameCollator(event.languages[0] ?? SOURCE_LOCALE)));
  const listed =
    event.guestListMode === "all"
      ? all
      : event.guestListMode === "confirmed"
        ? all.filter((guest) => guest.status === "confirmed")
        : [];
  const toPublic = ({ name, table, seat, status }: (typeof all)[number]): PublicGuest => ({
    name,
    table,
    seat,
    status,
  });

  const floorPlan = showMap
    ? {
        tables: tableRows.map((row): PublicPlanTable => {
          const seated = all.filter((guest) => guest.table === row.number);
          return {
            number: row.number,
            name: row.name,
            capacity: row.capacity,
            shape: row.shape,
            x: row.positionX,
            y: row.positionY,
            rotation: row.rotation,
            isHead: row.isHead,
            seated: seated.length,
            occupiedSeats: seated
              .flatMap((guest) => (guest.seat === null ? [] : [guest.seat]))
              .sort((a, b) => a - b),
          };
        }),
        elements: elementRows.map((row) => ({
          kind: row.kind,
          label: row.label,
          x: row.positionX,
          y: row.positionY,
          width: row.width,
          height: row.height,
          rotation: row.rotation,
        })),
      }
    : null;

  const view: PublicEvent = {
    id: event.id,
    title: event.title,
    eventType: event.eventType,
    date: event.showDateTime ? event.date : null,
    time: event.showDateTime ? event.time : null,
    venue: event.showVenue ? event.venue : null,
    address: event.showVenue ? event.address : null,
    description: event.showDescription && event.description ? event.description : null,
    coverImageUrl: resolveImageUrl(storage, event.coverImagePath),
    languages: event.languages.length > 0 ? event.languages : [SOURCE_LOCALE],
    isPublished: event.isPublished,
    guestList: event.guestListMode,
    theme: {
      primary: theme?.primaryColor ?? DEFAULT_CUSTOM_THEME.primaryColor,
      secondary: theme?.secondaryColor ?? DEFAULT_CUSTOM_THEME.secondaryColor,
      accent: theme?.tertiaryColor ?? DEFAULT_CUSTOM_THEME.tertiaryColor,
      headingFont: theme?.headingFont ?? DEFAULT_CUSTOM_THEME.headingFont,
      bodyFont: theme?.bodyFont ?? DEFAULT_CUSTOM_THEME.bodyFont,
    },
    tables: tableRows.map((row) => ({ number: row.number, name: row.name })),
    guests: listed.map(toPublic),
    floorPlan,
    rsvp: event.rsvpEnabled
      ? { deadlineAt: event.rsvpDeadlineAt?.toISOString() ?? null, timeZone: event.timeZone }
      : null,
  };
  return {
    access: { isPublished: event.isPublished, passcode: event.passcode },
    view,
    searchable: (options.kiosk
      ? all.filter((guest) => guest.status !== "declined" || guest.arrived)
      : event.guestListMode === "none"
        ? all
        : listed
    ).map(({ name, table, seat }) => ({
      name,
      table,
      seat,
    })),
  };
}
